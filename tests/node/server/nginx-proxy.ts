import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres-cluster.js';

/** Debian's nginx, where installed (tests/ensure-nginx.sh installs it on CI). */
export function nginxBin(): string | undefined {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return found || undefined;
}

export const NO_NGINX = 'no nginx installed (apt-get install nginx)';

export interface NginxProxy {
  /** http://127.0.0.1:port */
  url: string;
  stop(): Promise<void>;
}

/**
 * The repository's deploy/nginx.conf with its upstream servers replaced by `ports` and its listen address
 * by a free loopback port, run in the foreground as the current user with a temporary prefix.
 */
export async function startNginx(bin: string, ports: number[]): Promise<NginxProxy> {
  const prefix = mkdtempSync(join(tmpdir(), 'eip-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  const site = readFileSync(join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*$\n/gm, '')
    .replace(
      /upstream eip_portal \{/,
      `upstream eip_portal {\n${ports.map((one) => `    server 127.0.0.1:${one} max_fails=1 fail_timeout=5s;`).join('\n')}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(prefix, 'site.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    bin,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

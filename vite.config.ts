import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { DEFAULT_PREFIXES } from './api/contract/deployment.js';
import { reactTwins } from './docs/react-twins.js';
import { USED_ICONS } from './elements/core/icons.js';

const root = import.meta.dirname;
/** EIP_DIST builds somewhere else than dist/ (side-by-side builds, as the server's EIP_DIST serves). */
const dist = resolve(root, process.env.EIP_DIST ?? 'dist');

/** Copies the Shoelace icons we use (not all 2,052) next to the build: no CDN at run time. */
function shoelaceAssets(outDir: string): Plugin {
  return {
    name: 'eip-shoelace-assets',
    apply: 'build',
    closeBundle() {
      const from = resolve(root, 'node_modules/@shoelace-style/shoelace/dist/assets/icons');
      const to = join(outDir, 'shoelace/assets/icons');
      mkdirSync(to, { recursive: true });
      for (const icon of USED_ICONS) cpSync(join(from, `${icon}.svg`), join(to, `${icon}.svg`));
    },
  };
}

/**
 * `npm run dev`: starts the reference backend beside the vite dev server (unless BACKEND_URL points
 * at one already running) and proxies the service prefixes to it.
 */
function devBackend(port: number): Plugin {
  let child: ChildProcess | undefined;
  return {
    name: 'eip-dev-backend',
    apply: 'serve',
    configureServer(server) {
      if (process.env.BACKEND_URL) return;
      child = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PORT: String(port) },
      });
      server.httpServer?.on('close', () => child?.kill());
      process.on('exit', () => child?.kill());
    },
  };
}

function hostConfig(): UserConfig {
  const backendPort = Number(process.env.BACKEND_PORT ?? 8080);
  const backend = process.env.BACKEND_URL ?? `http://localhost:${backendPort}`;
  const proxied = [
    ...new Set([...Object.values(DEFAULT_PREFIXES), '/elements', '/docs', '/dev', '/dev-sso']),
  ];
  return {
    root: resolve(root, 'host'),
    base: '/front/',
    publicDir: resolve(root, 'host/public'),
    plugins: [react(), shoelaceAssets(join(dist, 'front')), devBackend(backendPort)],
    build: { outDir: join(dist, 'front'), emptyOutDir: true, chunkSizeWarningLimit: 1024 },
    server: {
      port: Number(process.env.DEV_PORT ?? 5173),
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
    },
  };
}

/** The script-tag bundle: one classic script and one ES module of every element. */
function elementsConfig(): UserConfig {
  const outDir = join(dist, 'elements');
  return {
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [shoelaceAssets(outDir)],
    build: {
      outDir,
      emptyOutDir: true,
      lib: {
        entry: resolve(root, 'elements/bundle.ts'),
        name: 'EipElements',
        formats: ['iife', 'es'],
        fileName: (format) => (format === 'es' ? 'eip-elements.module.js' : 'eip-elements.js'),
      },
    },
  };
}

function docsConfig(): UserConfig {
  return {
    root: resolve(root, 'docs'),
    base: '/docs/',
    publicDir: false,
    plugins: [react(), reactTwins(root), shoelaceAssets(join(dist, 'docs'))],
    build: {
      outDir: join(dist, 'docs'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 1024,
      // The embedding example is a plain page that loads the script-tag bundle, served beside the docs.
      rollupOptions: {
        input: {
          docs: resolve(root, 'docs/index.html'),
          embedding: resolve(root, 'docs/examples/embedding.html'),
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === 'elements') return elementsConfig();
  if (mode === 'docs') return docsConfig();
  if (!existsSync(resolve(root, 'host/index.html'))) throw new Error('host/index.html is missing');
  return hostConfig();
});

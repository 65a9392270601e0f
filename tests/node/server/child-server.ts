import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * A server process of its own on `dataDir` (workflow-child-server.ts), for the tests that kill one with
 * SIGKILL mid-work; answers its address and the process.
 */
export async function childServer(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'workflow-child-server.ts'), dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  return { child, url };
}

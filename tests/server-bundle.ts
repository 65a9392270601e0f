import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { sourcesHash } from './seeded-data.js';

const root = join(import.meta.dirname, '..');

/**
 * Each module keeps its own place: `import.meta.url`, `.dirname` and `.filename` become the source
 * file's, so that paths the server finds from its modules (the built sites, the crypto worker, the icons)
 * are the same in the bundle as from source.
 */
const ownPlaces: Plugin = {
  name: 'eip-own-places',
  setup(context) {
    context.onLoad({ filter: /[\\/]api[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
      };
    });
  },
};

let bundled: Promise<string> | undefined;

/**
 * The reference backend (api/server/main.ts) in one module, for the end-to-end portals: started with
 * `--import tsx`, each of them sent every module through the loader's hooks on another thread, about
 * 2 s of CPU of a 6.5 s start, 17 times a run. Built with esbuild once per change of the sources
 * (the name holds their hash), the dependencies left to node_modules: the file is in .tmp/ of the work
 * tree, where they resolve.
 */
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const file = join(root, '.tmp', `server-${sourcesHash()}.mjs`);
    if (existsSync(file)) return file;
    mkdirSync(dirname(file), { recursive: true });
    const making = `${file}.${process.pid}.tmp`;
    await build({
      entryPoints: [join(root, 'api/server/main.ts')],
      outfile: making,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
      plugins: [ownPlaces],
    });
    // Another process may have made it meanwhile: the same bytes, replaced at once.
    renameSync(making, file);
    // Bundles of earlier sources go (a portal still running one has it loaded already).
    for (const old of readdirSync(dirname(file))) {
      if (/^server-[0-9a-f]+\.mjs$/.test(old) && join(dirname(file), old) !== file) {
        rmSync(join(dirname(file), old), { force: true });
      }
    }
    return file;
  })();
  return bundled;
}

import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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
const HOUR_MS = 60 * 60 * 1000;

/**
 * The reference backend (api/server/main.ts) bundled, for the end-to-end portals: started with
 * `--import tsx`, each of them sent every module through the loader's hooks on another thread, about
 * 2 s of CPU of a 6.5 s start, 17 times a run. Built with esbuild once per change of the sources
 * (the folder's name holds their hash), the dependencies left to node_modules: the folder is in .tmp/ of
 * the work tree, where they resolve. Split at the server's own dynamic imports, so what it loads only
 * when asked (the demo seeding and its PNG encoder, the model linter, the mail libraries) stays out of a
 * portal's start as it does from source. Answers the entry module's path.
 */
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const folder = join(root, '.tmp', `server-${sourcesHash()}`);
    const entry = join(folder, 'main.js');
    if (existsSync(entry)) return entry;
    mkdirSync(dirname(folder), { recursive: true });
    const making = `${folder}.${process.pid}.tmp`;
    rmSync(making, { recursive: true, force: true });
    await build({
      entryPoints: { main: join(root, 'api/server/main.ts') },
      outdir: making,
      outExtension: { '.js': '.js' },
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
      plugins: [ownPlaces],
    });
    // The folder marks its modules as ES modules (the work tree's package.json says so too).
    writeFileSync(join(making, 'package.json'), '{"type":"module"}\n');
    // Another process may have made it meanwhile (before the check, or between it and the rename): the
    // same bytes, so the first one stays.
    try {
      if (!existsSync(entry)) renameSync(making, folder);
    } catch (error) {
      if (!existsSync(entry)) throw error;
    } finally {
      rmSync(making, { recursive: true, force: true });
    }
    // Bundles of earlier sources go once they are an hour old: a portal still running one may yet load
    // one of its chunks.
    for (const old of readdirSync(dirname(folder))) {
      const path = join(dirname(folder), old);
      if (
        /^server-[0-9a-f]+(\.mjs)?$/.test(old) &&
        path !== folder &&
        Date.now() - statSync(path).mtimeMs > HOUR_MS
      ) {
        rmSync(path, { recursive: true, force: true });
      }
    }
    return entry;
  })();
  return bundled;
}

/**
 * Gzip sizes of the script-tag bundle and of the portal's first load (index.html and every script
 * and stylesheet it references), from dist/ (`npm run build` first); and what each element costs on
 * its own: each registration entry bundled alone with esbuild, minus the core every element shares.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { markdownTable, writeSection } from './report.js';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');
const dist = resolve(root, process.env.EIP_DIST ?? 'dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sizes = (file: string) => {
  const raw = readFileSync(file);
  // What the server sends a browser: the build's brotli copy beside the file (none for tiny files).
  const brotli = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : raw.length;
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli };
};

/** The files index.html loads before anything is shown: its module scripts, preloads and styles. */
function firstLoad(site: string): string[] {
  const dir = join(dist, site);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/[^/]+\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  return ['index.html', ...refs].map((file) => join(dir, file));
}

export function measureBundles(): string {
  const rows: Array<Array<string | number>> = [];
  for (const file of ['eip-elements.js', 'eip-elements.module.js']) {
    const size = sizes(join(dist, 'elements', file));
    rows.push([`script-tag bundle \`${file}\``, kb(size.raw), kb(size.gzip), kb(size.brotli)]);
  }
  const locales = readdirSync(join(dist, 'elements')).filter((f) => /^(zh-TW|en-US)-.*\.js$/.test(f));
  for (const file of locales) {
    const size = sizes(join(dist, 'elements', file));
    rows.push([
      `locale chunk \`${file.replace(/-[\w]+\.js$/, '')}\` (loaded on switch)`,
      kb(size.raw),
      kb(size.gzip),
      kb(size.brotli),
    ]);
  }
  const total = (files: ReturnType<typeof sizes>[], key: 'raw' | 'gzip' | 'brotli') =>
    kb(files.reduce((sum, size) => sum + size[key], 0));
  const portal = firstLoad('front').map(sizes);
  rows.push([
    `portal first load: shell and home page (/front/: ${portal.length} files)`,
    total(portal, 'raw'),
    total(portal, 'gzip'),
    total(portal, 'brotli'),
  ]);
  const docs = firstLoad('docs').map(sizes);
  rows.push([
    `docs first load (/docs/: ${docs.length} files)`,
    total(docs, 'raw'),
    total(docs, 'gzip'),
    total(docs, 'brotli'),
  ]);
  const icons = readdirSync(join(dist, 'elements/shoelace/assets/icons'));
  const iconBytes = icons.reduce(
    (sum, f) => sum + statSync(join(dist, 'elements/shoelace/assets/icons', f)).size,
    0,
  );
  rows.push([`Shoelace icons served (${icons.length} files)`, kb(iconBytes), '–', '–']);
  return markdownTable(['what', 'minified', 'gzip -9', 'brotli, as sent'], rows);
}

/** `x.css?inline` (a vite feature) as the stylesheet's text. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: require.resolve(args.path.replace(/\?inline$/, ''), { paths: [args.resolveDir] }),
      namespace: 'inline-css',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'inline-css' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

/** One entry bundled alone the way the script-tag bundle is: minified ES module, production mode. */
export async function bundledSize(contents: string): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(root, 'tsconfig.json'),
    plugins: [inlineCss],
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** What every element brings along anyway: base class, api client and context, theme, localization. */
const SHARED_CORE = [
  "export * from './elements/core/eip-element.js';",
  "export * from './elements/core/api-context.js';",
  "export * from './elements/core/theme.js';",
  "export * from './elements/core/localize.js';",
  "export * from './elements/core/define.js';",
].join('\n');

function elementEntries(): Array<{ tag: string; entry: string }> {
  const elementsDir = join(root, 'elements');
  return readdirSync(elementsDir, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && dir.name.includes('-'))
    .map((dir) => ({ tag: dir.name, entry: `./elements/${dir.name}/${dir.name}.ts` }))
    .filter(({ entry }) => existsSync(join(root, entry)))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * Per element: its registration bundled alone, and its own cost, that size minus the shared core
 * (gzip of the difference is not defined, so the gzip column subtracts the two gzip sizes). Shoelace
 * pieces count towards the first element that brings them; in the full bundle they are shared.
 */
export async function measureElements(): Promise<string> {
  const core = await bundledSize(SHARED_CORE);
  const rows: Array<Array<string | number>> = [
    ['shared core (base, client, theme, localization)', kb(core.raw), kb(core.gzip), '–', '–'],
  ];
  for (const { tag, entry } of elementEntries()) {
    const alone = await bundledSize(`${SHARED_CORE}\nimport '${entry}';`);
    rows.push([
      `\`<${tag}>\``,
      kb(alone.raw),
      kb(alone.gzip),
      kb(alone.raw - core.raw),
      kb(alone.gzip - core.gzip),
    ]);
  }
  const whole = sizes(join(dist, 'elements', 'eip-elements.js'));
  rows.push(['whole script-tag bundle `eip-elements.js`', kb(whole.raw), kb(whole.gzip), '–', '–']);
  return markdownTable(
    ['element', 'alone, minified', 'alone, gzip -9', 'own cost, minified', 'own cost, gzip -9'],
    rows,
  );
}

/** The chunks a module loads before it runs: its static imports, and theirs (dynamic imports are left out). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    staticClosure(resolve(dirname(file), match[1]!), seen);
  }
  return seen;
}

/**
 * Per element, what a page that includes the lazy loader (`eip-loader.js`) downloads once the element's
 * tag appears: the loader, the element's chunk and every chunk they import, each file gzipped as the
 * server sends it. Undefined until the build makes the loader.
 */
export function measureLoader(): string | undefined {
  const dir = join(dist, 'elements');
  const loader = join(dir, 'eip-loader.js');
  const chunks = join(dir, 'loader');
  if (!existsSync(loader) || !existsSync(chunks)) return undefined;
  const files = readdirSync(chunks);
  const gzipOf = (paths: Iterable<string>) => [...paths].reduce((sum, path) => sum + sizes(path).gzip, 0);
  const loaderAlone = staticClosure(loader);
  const rows: Array<Array<string | number>> = [
    ['`eip-loader.js` alone', loaderAlone.size, kb(gzipOf(loaderAlone))],
  ];
  for (const { tag } of elementEntries()) {
    const chunk = files.find((name) => new RegExp(`^${tag}-[A-Za-z0-9_-]{8}\\.js$`).test(name));
    if (!chunk) {
      rows.push([`\`<${tag}>\``, '–', 'no chunk of its own']);
      continue;
    }
    const loaded = staticClosure(join(chunks, chunk), new Set(loaderAlone));
    rows.push([`\`<${tag}>\``, loaded.size, kb(gzipOf(loaded))]);
  }
  return markdownTable(['element on a page with the loader', 'files', 'gzip -9, in all'], rows);
}

if (import.meta.filename === process.argv[1]) {
  const table = measureBundles();
  console.log(table);
  writeSection('Bundle sizes', table);
  const elements = await measureElements();
  console.log(elements);
  writeSection('Element sizes', elements);
  const loader = measureLoader();
  if (loader) {
    console.log(loader);
    writeSection('Elements through the lazy loader', loader);
  }
}

/**
 * The npm package @eip/elements (issue 40) from dist/package (`npm run build` first): the tarball
 * `npm pack` makes, and per element what the package holds of it (its folder's ES modules, as
 * published and gzipped, its types and its React wrapper) and what an application's bundle gains
 * when it imports `@eip/elements/<tag>` alone (bundled with its libraries by esbuild, minified).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundledSize } from './bundle-size.js';
import { markdownTable, writeSection } from './report.js';

const root = join(import.meta.dirname, '../..');
const packageDir = join(resolve(root, process.env.EIP_DIST ?? 'dist'), 'package');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** The files of a folder of the package whose names end in `ending`: their bytes, raw and gzipped one by one. */
function filesOf(folder: string, ending: string): { count: number; raw: number; gzip: number } {
  const files = readdirSync(folder).filter((name) => name.endsWith(ending));
  const contents = files.map((name) => readFileSync(join(folder, name)));
  return {
    count: files.length,
    raw: contents.reduce((sum, bytes) => sum + bytes.length, 0),
    gzip: contents.reduce((sum, bytes) => sum + gzip(bytes), 0),
  };
}

interface Packed {
  size: number;
  unpackedSize: number;
  entryCount: number;
}

export async function measurePackage(): Promise<string> {
  if (!existsSync(join(packageDir, 'package.json')))
    throw new Error(`${packageDir} is missing: npm run build first`);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    exports: Record<string, unknown>;
  };
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', packageDir, '--dry-run', '--json'], { encoding: 'utf8', stdio: 'pipe' }),
  ) as Packed[];
  const cdn = readdirSync(join(packageDir, 'cdn'), { recursive: true, encoding: 'utf8' })
    .map((name) => join(packageDir, 'cdn', name))
    .filter((file) => statSync(file).isFile())
    .reduce((sum, file) => sum + statSync(file).size, 0);
  const lines = [
    `\`${manifest.name}@${manifest.version}\`: tarball ${kb(packed!.size)}, unpacked ${kb(packed!.unpackedSize)} in ${packed!.entryCount} files, of which \`cdn/\` (the script-tag bundle, the loader and its chunks, for pages without a bundler) is ${kb(cdn)}.`,
    '',
  ];
  // The shared core every element brings: base class, client, theme, localization, define.
  const coreModules = ['eip-element', 'api-context', 'theme', 'localize', 'define'].map(
    (name) => `export * from '${packageDir}/elements/core/${name}.js';`,
  );
  const core = await bundledSize(coreModules.join('\n'));
  const rows: Array<Array<string | number>> = [
    ['shared core (base, client, theme, localization)', '–', '–', '–', '–', kb(core.raw), kb(core.gzip)],
  ];
  const tags = Object.keys(manifest.exports)
    .filter((key) => key.startsWith('./react/'))
    .map((key) => key.slice('./react/'.length))
    .sort();
  for (const tag of tags) {
    const folder = join(packageDir, 'elements', tag);
    const js = filesOf(folder, '.js');
    const types = filesOf(folder, '.d.ts');
    const wrapper = readFileSync(join(packageDir, 'elements/react', `${tag}.js`));
    const alone = await bundledSize(
      `${coreModules.join('\n')}\nimport '${packageDir}/elements/${tag}/${tag}.js';`,
    );
    rows.push([
      `\`<${tag}>\``,
      js.count,
      `${kb(js.raw)} / ${kb(js.gzip)}`,
      kb(types.raw),
      kb(wrapper.length),
      kb(alone.raw - core.raw),
      kb(alone.gzip - core.gzip),
    ]);
  }
  return `${lines.join('\n')}\n${markdownTable(
    [
      'element',
      'modules',
      'its modules, as published / gzip -9',
      'its .d.ts',
      'React wrapper',
      'added to an app, minified',
      'added, gzip -9',
    ],
    rows,
  )}`;
}

if (import.meta.filename === process.argv[1]) {
  const section = await measurePackage();
  console.log(section);
  writeSection('npm package (issue 40)', section);
}

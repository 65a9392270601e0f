/**
 * Gzip sizes of the script-tag bundle and of the portal's first load (index.html and every script
 * and stylesheet it references), from dist/ (`npm run build` first).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { markdownTable, writeSection } from './report.js';

const dist = join(import.meta.dirname, '../../dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sizes = (file: string) => {
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
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
    rows.push([`script-tag bundle \`${file}\``, kb(size.raw), kb(size.gzip)]);
  }
  const locales = readdirSync(join(dist, 'elements')).filter((f) => /^(zh-TW|en-US)-.*\.js$/.test(f));
  for (const file of locales) {
    const size = sizes(join(dist, 'elements', file));
    rows.push([
      `locale chunk \`${file.replace(/-[\w]+\.js$/, '')}\` (loaded on switch)`,
      kb(size.raw),
      kb(size.gzip),
    ]);
  }
  const portal = firstLoad('front').map(sizes);
  rows.push([
    `portal first load (/front/: ${portal.length} files)`,
    kb(portal.reduce((sum, s) => sum + s.raw, 0)),
    kb(portal.reduce((sum, s) => sum + s.gzip, 0)),
  ]);
  const docs = firstLoad('docs').map(sizes);
  rows.push([
    `docs first load (/docs/: ${docs.length} files)`,
    kb(docs.reduce((sum, s) => sum + s.raw, 0)),
    kb(docs.reduce((sum, s) => sum + s.gzip, 0)),
  ]);
  const icons = readdirSync(join(dist, 'elements/shoelace/assets/icons'));
  const iconBytes = icons.reduce(
    (sum, f) => sum + statSync(join(dist, 'elements/shoelace/assets/icons', f)).size,
    0,
  );
  rows.push([`Shoelace icons served (${icons.length} files)`, kb(iconBytes), '–']);
  return markdownTable(['what', 'minified', 'gzip -9'], rows);
}

if (import.meta.filename === process.argv[1]) {
  const table = measureBundles();
  console.log(table);
  writeSection('Bundle sizes', table);
}

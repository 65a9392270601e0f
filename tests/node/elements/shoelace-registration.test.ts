/**
 * Importing a class registers nothing (STYLE.md 1) and an element imports what it renders, nothing
 * more (STYLE.md 9): Shoelace components are registered by side-effect imports in registration files
 * only (`<tag>/<tag>.ts`, and the pieces an element loads when it needs them: the preview dialog's
 * `core/preview/index.ts`, the notice list's filter form `notice-list/notice-filters.ts`), and each
 * element registers the Shoelace tags its templates use: its own and those of the shared pieces it
 * renders.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';

const elementsDir = resolve(import.meta.dirname, '../../../elements');
const SIDE_EFFECT = /^import '@shoelace-style\/shoelace\/dist\/components\/([a-z-]+)\/\1\.js';$/gm;
const REGISTRATION_FILES = ['core/preview/index.ts', 'notice-list/notice-filters.ts'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['react', 'locales', 'xliff'].includes(entry.name) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const tags = readdirSync(elementsDir, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(join(elementsDir, entry.name, `${entry.name}.component.ts`)),
  )
  .map((entry) => entry.name);

const registered = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(SIDE_EFFECT)].map((m) => m[1]));
const rendered = (text: string) => new Set([...text.matchAll(/<sl-([a-z-]+)/g)].map((m) => m[1]));

/** The Shoelace tags in a module's templates and in those of the element modules it imports. */
function renderedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return new Set();
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const found = rendered(text);
  for (const [, path] of text.matchAll(/^import (?!type)[^'\n]*'(\.{1,2}\/[^']+)\.js';$/gm)) {
    const target = resolve(dirname(file), `${path}.ts`);
    if (target.startsWith(elementsDir)) for (const tag of renderedFrom(target, seen)) found.add(tag);
  }
  return found;
}

describe('Shoelace registration', () => {
  it('happens in registration files only, never as a side effect of a class or a shared piece', () => {
    const allowed = new Set([...tags.map((tag) => `${tag}/${tag}.ts`), ...REGISTRATION_FILES]);
    const offenders = sourceFiles(elementsDir)
      .map((file) => relative(elementsDir, file))
      .filter((file) => !allowed.has(file) && registered(join(elementsDir, file)).size > 0);
    assert.deepEqual(offenders, []);
  });

  for (const tag of tags) {
    it(`<${tag}> registers what it renders, nothing more`, () => {
      const own = registered(join(elementsDir, tag, `${tag}.ts`));
      const component = join(elementsDir, tag, `${tag}.component.ts`);
      const mayRender = renderedFrom(component);
      assert.deepEqual(
        [...own].filter((name) => !mayRender.has(name)),
        [],
        'registered but never rendered',
      );
      const mustRender = rendered(readFileSync(component, 'utf8'));
      assert.deepEqual(
        [...mustRender].filter((name) => !own.has(name)),
        [],
        'rendered but not registered',
      );
    });
  }
});

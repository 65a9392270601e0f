import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { className, scaffoldFiles, writeScaffold } from '../../../elements/scaffold-element.js';

const REPO = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

describe('npm run new:element', () => {
  let root: string;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'new-element-'));
    // The script itself, as `npm run new:element -- my-widget` runs it, into a copy's root.
    await run(
      process.execPath,
      ['--import', 'tsx', 'elements/scaffold-element.ts', 'my-widget', '--target', root],
      {
        cwd: REPO,
      },
    );
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("creates the element's four files and its browser test", () => {
    for (const path of [
      'elements/my-widget/my-widget.component.ts',
      'elements/my-widget/my-widget.styles.ts',
      'elements/my-widget/my-widget.ts',
      'elements/my-widget/my-widget.md',
      'tests/browser/elements/my-widget.test.ts',
    ]) {
      assert.ok(existsSync(join(root, path)), `${path} is created`);
    }
  });

  it('exports the class with its tag and summary, and registers the tag once, typed', () => {
    const read = (path: string) => readFileSync(join(root, 'elements/my-widget', path), 'utf8');
    const component = read('my-widget.component.ts');
    assert.match(component, /^export class MyWidget extends EipElement \{$/m);
    assert.match(component, /^ \* @tag my-widget$/m);
    assert.match(component, /^ \* @summary \S/m);
    assert.doesNotMatch(component, /defineElement|customElements/, 'importing the class registers nothing');
    const registration = read('my-widget.ts');
    assert.match(registration, /^defineElement\('my-widget', MyWidget\);$/m);
    assert.match(registration, /^ {4}'my-widget': MyWidget;$/m);
    assert.match(registration, /^export \{ MyWidget \};$/m);
    assert.match(read('my-widget.styles.ts'), /^export const myWidgetStyles = \[$/m);
    assert.match(read('my-widget.md'), /```html preview\n<my-widget/);
  });

  it('writes files that typecheck against the real elements/core', async () => {
    for (const shared of ['node_modules', 'api']) symlinkSync(join(REPO, shared), join(root, shared));
    symlinkSync(join(REPO, 'elements/core'), join(root, 'elements/core'));
    const config = JSON.parse(readFileSync(join(REPO, 'tsconfig.json'), 'utf8'));
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({ ...config, include: ['elements/my-widget', 'tests'], exclude: [] }),
    );
    await run(join(REPO, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json', '--noEmit'], { cwd: root });
  });

  it('refuses a tag of one word and an element that exists', () => {
    assert.throws(() => scaffoldFiles('widget'), /two or more lower-case words/);
    assert.throws(() => scaffoldFiles('My-Widget'), /two or more lower-case words/);
    assert.throws(() => writeScaffold('my-widget', root), /elements\/my-widget exists already/);
  });

  it('names the class after the tag', () => {
    assert.equal(className('contact-group-manager'), 'ContactGroupManager');
  });
});

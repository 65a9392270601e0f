import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { generated, reactEventProp, staleWrappers } from '../../../elements/build-manifest.js';
import { ELEMENTS_VERSION } from '../../../elements/core/version.js';

// The analyzer reads every element's source (seconds): once for the file's tests.
let made: Record<string, string> | undefined;
const generatedFiles = () => {
  made ??= generated();
  return made;
};

describe('generated element files', () => {
  it('custom-elements.json and the React wrappers match the sources (run npm run build:manifest when this fails)', () => {
    const files = generatedFiles();
    for (const [file, text] of Object.entries(files)) {
      assert.equal(readFileSync(file, 'utf8'), text, `${file} is out of date`);
    }
    assert.deepEqual(staleWrappers(files), [], 'elements/react/ holds wrappers of no element');
  });

  it('generates one wrapper module per element, each importing that element alone, and an index', () => {
    const files = Object.entries(generatedFiles());
    const wrappers = files.filter(
      ([file]) => /elements\/react\/[a-z-]+\.ts$/.test(file) && !file.endsWith('index.ts'),
    );
    const manifest = JSON.parse(files.find(([f]) => f.endsWith('.json'))![1]);
    const tags = manifest.modules.flatMap(
      (m: { declarations: Array<{ tagName?: string; customElement?: boolean }> }) =>
        m.declarations.filter((d) => d.customElement).map((d) => d.tagName),
    );
    assert.deepEqual(
      wrappers.map(([file]) => file.replace(/.*\/react\/|\.ts$/g, '')).sort(),
      [...tags].sort(),
    );
    for (const [file, text] of wrappers) {
      const tag = file.replace(/.*\/react\/|\.ts$/g, '');
      const elementImports = [...text.matchAll(/from '(\.\.\/[^']+)'/g)].map((match) => match[1]);
      assert.deepEqual(elementImports, [`../${tag}/${tag}.js`], `${tag} imports its own registration only`);
    }
    const index = files.find(([file]) => file.endsWith('react/index.ts'))![1];
    assert.equal(index.match(/^export /gm)?.length, tags.length);
  });

  it('the lazy loader defines every element from its own registration module', () => {
    const manifest = JSON.parse(Object.entries(generatedFiles()).find(([f]) => f.endsWith('.json'))![1]);
    const tags = manifest.modules.flatMap(
      (m: { declarations: Array<{ tagName?: string; customElement?: boolean }> }) =>
        m.declarations.filter((d) => d.customElement).map((d) => d.tagName),
    );
    const loader = readFileSync(new URL('../../../elements/loader-table.ts', import.meta.url), 'utf8');
    const entries = [
      ...loader.matchAll(/^ {2}'([a-z-]+)': \(\) => import\('\.\/([a-z-]+)\/([a-z-]+)\.js'\),$/gm),
    ];
    assert.deepEqual(entries.map((entry) => entry[1]).sort(), [...tags].sort());
    for (const [, tag, folder, file] of entries) assert.deepEqual([folder, file], [tag, tag]);
  });

  it("the elements know their version (package.json's), for the double-definition warning", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    assert.equal(ELEMENTS_VERSION, pkg.version);
  });

  it('names React event props after the DOM event', () => {
    assert.equal(reactEventProp('eip-count-change'), 'onEipCountChange');
    assert.equal(reactEventProp('eip-load-error'), 'onEipLoadError');
  });

  it('gives every element what it inherits: landmark-label from EipElement, through every base class', () => {
    const manifest = JSON.parse(Object.entries(generatedFiles()).find(([f]) => f.endsWith('.json'))![1]);
    const elements = manifest.modules.flatMap(
      (m: {
        declarations: Array<{ tagName?: string; customElement?: boolean; attributes?: { name: string }[] }>;
      }) => m.declarations.filter((d) => d.customElement),
    );
    const without = elements
      .filter(
        (element: { attributes?: { name: string }[] }) =>
          !element.attributes?.some((attribute) => attribute.name === 'landmark-label'),
      )
      .map((element: { tagName: string }) => element.tagName);
    assert.deepEqual(without, [], 'elements whose base class the manifest did not read');
    const printTemplate = elements.find(
      (element: { tagName: string }) => element.tagName === 'print-template-admin',
    );
    assert.deepEqual(printTemplate.superclass, {
      name: 'ChangeElement',
      module: '/elements/core/change-element.js',
    });
  });

  it('documents every element with a tag, a summary and a docs page', () => {
    const manifest = JSON.parse(Object.entries(generatedFiles()).find(([f]) => f.endsWith('.json'))![1]);
    const elements = manifest.modules.flatMap((m: { declarations: Array<Record<string, unknown>> }) =>
      m.declarations.filter((d) => d.customElement),
    );
    assert.ok(elements.length > 0);
    for (const element of elements) {
      assert.match(String(element.tagName), /^[a-z]+(-[a-z]+)+$/);
      assert.ok(element.summary, `${element.tagName} has no @summary`);
      const page = readFileSync(
        new URL(`../../../elements/${element.tagName}/${element.tagName}.md`, import.meta.url),
        'utf8',
      );
      assert.match(page, /```html preview/, `${element.tagName}.md has no live example`);
    }
  });
});

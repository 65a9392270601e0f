import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { generated, reactEventProp } from '../../../elements/build-manifest.js';

describe('generated element files', () => {
  it('custom-elements.json and react.ts match the sources (run npm run build:manifest when this fails)', () => {
    for (const [file, text] of Object.entries(generated())) {
      assert.equal(readFileSync(file, 'utf8'), text, `${file} is out of date`);
    }
  });

  it('names React event props after the DOM event', () => {
    assert.equal(reactEventProp('eip-count-change'), 'onEipCountChange');
    assert.equal(reactEventProp('eip-load-error'), 'onEipLoadError');
  });

  it('documents every element with a tag, a summary and a docs page', () => {
    const manifest = JSON.parse(Object.entries(generated()).find(([f]) => f.endsWith('.json'))![1]);
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

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { jsxBlocks, reactTwins, twinBody } from '../../../docs/react-twins.js';

const root = join(import.meta.dirname, '../../..');

/** The virtual module the docs import, as the plugin builds it. */
async function twinsModule(): Promise<string> {
  const plugin = reactTwins(root) as unknown as {
    load(this: { addWatchFile(file: string): void }, id: string): Promise<string>;
  };
  return plugin.load.call({ addWatchFile: () => {} }, '\0virtual:eip-react-twins');
}

describe('docs React twins', () => {
  it('reads the ```jsx blocks of a page and keeps only their JSX', () => {
    const markdown = '```html preview\n<a></a>\n```\n\n```jsx\nimport { A } from "x";\n\n<A b={1} />;\n```\n';
    const blocks = jsxBlocks(markdown);
    assert.equal(blocks.length, 1);
    assert.equal(twinBody(blocks[0] ?? ''), '<A b={1} />');
  });

  it('compiles every twin of the file-upload and signature-field pages into a live component', async () => {
    const code = await twinsModule();
    for (const tag of ['file-upload', 'signature-field']) {
      const blocks = jsxBlocks(readFileSync(join(root, 'elements', tag, `${tag}.md`), 'utf8'));
      const entry = code.slice(code.indexOf(`"${tag}": [`));
      const twins = entry.slice(0, entry.indexOf('\n  ]'));
      assert.equal((twins.match(/\n {4}\(\) =>/g) ?? []).length, blocks.length, tag);
      assert.equal(/\n {4}null,/.test(twins), false, `${tag} has a twin shown as code only`);
    }
    assert.match(code, /import \* as Wrappers from ".*elements\/react\/index\.ts"/);
  });
});

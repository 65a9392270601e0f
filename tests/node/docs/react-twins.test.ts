import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { jsxBlocks, reactTwins, twinBody, twinParts, twinProblem } from '../../../docs/react-twins.js';

const root = join(import.meta.dirname, '../../..');

/** The virtual module the docs import, as the plugin builds it. */
async function twinsModule(): Promise<string> {
  const plugin = reactTwins(root) as unknown as {
    load(this: { addWatchFile(file: string): void }, id: string): Promise<string>;
  };
  return plugin.load.call({ addWatchFile: () => {} }, '\0virtual:eip-react-twins');
}

const ALLOWED = new Set(['A', 'console', 'useState']);

describe('docs React twins', () => {
  it('reads the ```jsx blocks of a page and keeps only their JSX', () => {
    const markdown = '```html preview\n<a></a>\n```\n\n```jsx\nimport { A } from "x";\n\n<A b={1} />;\n```\n';
    const blocks = jsxBlocks(markdown);
    assert.equal(blocks.length, 1);
    assert.equal(twinBody(blocks[0] ?? ''), '<A b={1} />');
  });

  it('takes the lines before the JSX as the component body', () => {
    const parts = twinParts(
      "import { A } from 'x';\n\nconst [open, setOpen] = useState(false);\n\n<A open={open} />;\n",
    );
    assert.deepEqual(parts, { setup: 'const [open, setOpen] = useState(false);', jsx: '<A open={open} />' });
  });

  it('refuses a twin that names what it does not declare, and accepts one that declares it', async () => {
    assert.match(
      (await twinProblem('<A instId={instId} onB={(event) => openTask(event.detail)} />;\n', ALLOWED)) ?? '',
      /uses instId, openTask without declaring it/,
    );
    assert.equal(
      await twinProblem(
        "const instId = 'inst-1';\nconst openTask = (detail) => console.log(detail);\n\n<A instId={instId} onB={(event) => openTask(event.detail)} />;\n",
        ALLOWED,
      ),
      undefined,
    );
  });

  it('compiles every twin of every page into a live component', async () => {
    const code = await twinsModule();
    const blocks = jsxBlocks(readFileSync(join(root, 'elements/file-upload/file-upload.md'), 'utf8'));
    const entry = code.slice(code.indexOf('"file-upload": ['));
    const twins = entry.slice(0, entry.indexOf('\n  ]'));
    assert.equal((twins.match(/return Twin;/g) ?? []).length, blocks.length);
    assert.match(code, /import \* as Wrappers from ".*elements\/react\/index\.ts"/);
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { jsxBlocks, reactTwins, twinBody, twinParts, twinProblem } from '../../../docs/react-twins.js';

const root = join(import.meta.dirname, '../../..');

/** A virtual module the docs import, as the plugin builds it. */
async function twinsModule(id = 'virtual:eip-react-twins'): Promise<string> {
  const plugin = reactTwins(root) as unknown as {
    load(this: { addWatchFile(file: string): void }, id: string): Promise<string>;
  };
  return plugin.load.call({ addWatchFile: () => {} }, `\0${id}`);
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

  it('compiles every twin of a page into a chunk of its own, importing only the wrappers it uses', async () => {
    const index = await twinsModule();
    assert.match(index, /"file-upload": \(\) => import\("virtual:eip-react-twins\/file-upload"\)/);
    const code = await twinsModule('virtual:eip-react-twins/file-upload');
    const blocks = jsxBlocks(readFileSync(join(root, 'elements/file-upload/file-upload.md'), 'utf8'));
    assert.equal((code.match(/return Twin;/g) ?? []).length, blocks.length);
    assert.match(code, /import \{ FileUpload \} from ".*elements\/react\/file-upload\.ts"/);
    assert.doesNotMatch(code, /react\/index\.ts|FlowChart/);
  });
});

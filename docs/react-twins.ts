/**
 * A vite plugin for the docs: every ```jsx block of the element pages (elements/<tag>/<tag>.md) is
 * compiled at build time into a React component, so the docs render each React twin live next to its
 * HTML demo from the very text they show. A twin is JSX only: import lines (from
 * 'eip-portal/elements/react/<tag>') are dropped, the wrappers come from elements/react/index.ts, and the rest is
 * rendered inside one fragment. A block that does not compile is shown as code only, with a warning.
 *
 * `import twins from 'virtual:eip-react-twins'` gives `{ [tag]: Array<(() => ReactNode) | null> }`,
 * one entry per ```jsx block in page order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:eip-react-twins';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The ```jsx blocks of a markdown page, in order. */
export function jsxBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```jsx[^\S\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
}

/** A twin's JSX as the body of a fragment: no imports, no statement semicolons. */
export function twinBody(block: string): string {
  return block
    .split('\n')
    .filter((line) => !/^\s*import\s/.test(line))
    .map((line) => line.replace(/(>|\/>)\s*;\s*$/, '$1'))
    .join('\n')
    .trim();
}

/** Whether a twin compiles on its own; a broken one must not take the other twins down with it. */
async function compiles(block: string, page: string, index: number): Promise<boolean> {
  try {
    await transform(`(<>\n${twinBody(block)}\n</>)`, { loader: 'tsx', jsx: 'automatic' });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.warn(`[react-twins] ${page} jsx block ${index + 1} is shown as code only: ${reason}`);
    return false;
  }
}

/** Wrapper names a twin uses: what its imports name and every capitalised JSX tag. */
function wrapperNames(blocks: string[]): string[] {
  const names = new Set<string>();
  for (const block of blocks) {
    for (const match of block.matchAll(/import\s*\{([^}]*)\}\s*from/g)) {
      for (const name of (match[1] ?? '').split(',')) if (name.trim()) names.add(name.trim());
    }
    for (const match of block.matchAll(/<([A-Z][A-Za-z0-9]*)/g)) if (match[1]) names.add(match[1]);
  }
  return [...names].sort();
}

export function reactTwins(root: string): Plugin {
  const elementsDir = resolve(root, 'elements');
  const pages = () =>
    readdirSync(elementsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.includes('-'))
      .map((entry) => ({ tag: entry.name, file: join(elementsDir, entry.name, `${entry.name}.md`) }));

  return {
    name: 'eip-react-twins',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries: string[] = [];
      const allBlocks: string[] = [];
      for (const { tag, file } of pages()) {
        let markdown: string;
        try {
          markdown = readFileSync(file, 'utf8');
        } catch {
          continue;
        }
        this.addWatchFile(file);
        const blocks = jsxBlocks(markdown);
        allBlocks.push(...blocks);
        const valid = await Promise.all(blocks.map((block, index) => compiles(block, tag, index)));
        const twins = blocks.map((block, index) =>
          valid[index] ? `() => (<>\n${twinBody(block)}\n</>)` : 'null',
        );
        entries.push(`  ${JSON.stringify(tag)}: [\n${twins.map((twin) => `    ${twin},`).join('\n')}\n  ],`);
      }
      const source = [
        `import * as Wrappers from ${JSON.stringify(resolve(elementsDir, 'react/index.ts'))};`,
        `const { ${wrapperNames(allBlocks).join(', ')} } = Wrappers;`,
        `export default {\n${entries.join('\n')}\n};`,
      ].join('\n');
      const result = await transform(source, {
        loader: 'tsx',
        jsx: 'automatic',
        format: 'esm',
        target: 'es2022',
      });
      return result.code;
    },
  };
}

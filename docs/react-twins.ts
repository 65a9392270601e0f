/**
 * A vite plugin for the docs: every ```jsx block of the element pages (elements/<tag>/<tag>.md) is
 * compiled at build time into a React component, so the docs render each React twin live next to its
 * HTML demo from the very text they show. A twin is what a developer writes in a component: import
 * lines (from 'eip-portal/elements/react/<tag>') are dropped (the wrappers come from
 * elements/react/index.ts), the lines before the JSX are the component's body (values, handlers,
 * `useState`), and the JSX, which starts on a line of its own with `<`, is what it returns.
 *
 * Every name a twin uses must be declared in the twin itself (or be a wrapper, a React hook or a
 * browser global): a twin naming the page's state would throw a ReferenceError in the docs, so the
 * build refuses it and names the page, the block and the names.
 *
 * `import twins from 'virtual:eip-react-twins'` gives `{ [tag]: () => Promise<{ default: Array<() =>
 * ReactNode> }> }`, one component per ```jsx block in page order, each page's in a chunk of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transform } from 'esbuild';
import { type Plugin, parseAst } from 'vite';

const VIRTUAL_ID = 'virtual:eip-react-twins';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The React hooks a twin may use without importing them. */
const HOOKS = ['useCallback', 'useEffect', 'useMemo', 'useRef', 'useState'];

/** What a twin may name without declaring it: the browser's own globals. */
const BROWSER_GLOBALS = new Set([
  'Array',
  'Blob',
  'Boolean',
  'CustomEvent',
  'Date',
  'Error',
  'File',
  'FormData',
  'Infinity',
  'Intl',
  'JSON',
  'Map',
  'Math',
  'NaN',
  'Number',
  'Object',
  'Promise',
  'Set',
  'String',
  'URL',
  'alert',
  'clearTimeout',
  'console',
  'document',
  'encodeURIComponent',
  'fetch',
  'localStorage',
  'location',
  'navigator',
  'sessionStorage',
  'setTimeout',
  'undefined',
  'window',
]);

/** The ```jsx blocks of a markdown page, in order. */
export function jsxBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```jsx[^\S\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
}

/** A twin split into the component's body (the lines before the JSX) and the JSX it returns. */
export function twinParts(block: string): { setup: string; jsx: string } {
  const lines = block.split('\n').filter((line) => !/^\s*import\s/.test(line));
  const start = lines.findIndex((line) => line.startsWith('<'));
  const setup = start < 0 ? lines : lines.slice(0, start);
  const jsx = start < 0 ? [] : lines.slice(start);
  return {
    setup: setup.join('\n').trim(),
    jsx: jsx
      .join('\n')
      .trim()
      .replace(/(>|\/>)\s*;$/, '$1'),
  };
}

/** A twin's JSX as the body of a fragment (what the component returns). */
export function twinBody(block: string): string {
  return twinParts(block).jsx;
}

/** The twin as a component's source. */
export function twinComponent(block: string): string {
  const { setup, jsx } = twinParts(block);
  return `function Twin() {\n${setup}\nreturn (<>\n${jsx}\n</>);\n}`;
}

type AstNode = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The names a binding pattern declares (`a`, `{ a, b: [c] }`, `...rest`, `a = 1`). */
function patternNames(pattern: unknown, into: Set<string>): void {
  if (!isNode(pattern)) return;
  if (pattern.type === 'Identifier') into.add(pattern.name as string);
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as AstNode[])
      patternNames(property.type === 'RestElement' ? property.argument : property.value, into);
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as unknown[]) patternNames(element, into);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument, into);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, into);
}

/**
 * The names a compiled twin uses but nothing declares. Scopes are flattened (a name declared anywhere
 * in the twin counts as declared), which is enough for the small components twins are.
 */
export function undeclaredNames(code: string, allowed: Set<string>): string[] {
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: AstNode, parent: AstNode | undefined, key: string) => {
    switch (node.type) {
      case 'VariableDeclarator':
        patternNames(node.id, declared);
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        if (isNode(node.id)) patternNames(node.id, declared);
        for (const param of node.params as unknown[]) patternNames(param, declared);
        break;
      case 'CatchClause':
        patternNames(node.param, declared);
        break;
      case 'ImportSpecifier':
      case 'ImportDefaultSpecifier':
      case 'ImportNamespaceSpecifier':
        patternNames(node.local, declared);
        return;
      case 'Identifier': {
        const isPropertyName =
          ((parent?.type === 'MemberExpression' && key === 'property') ||
            ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && key === 'key')) &&
          !parent?.computed;
        const isLabel = key === 'label';
        if (!isPropertyName && !isLabel) used.add(node.name as string);
        return;
      }
    }
    for (const [childKey, child] of Object.entries(node)) {
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visit(item, node, childKey);
      } else if (isNode(child)) visit(child, node, childKey);
    }
  };
  visit(parseAst(code) as unknown as AstNode, undefined, '');
  return [...used].filter((name) => !declared.has(name) && !allowed.has(name)).sort();
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

/**
 * Compiles one twin and answers why it cannot run in the docs, if it cannot: a syntax error, or the
 * names it uses that it does not declare.
 */
export async function twinProblem(block: string, allowed: Set<string>): Promise<string | undefined> {
  let code: string;
  try {
    code = (await transform(twinComponent(block), { loader: 'tsx', jsx: 'automatic', format: 'esm' })).code;
  } catch (error) {
    return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  }
  const missing = undeclaredNames(code, allowed);
  return missing.length
    ? `uses ${missing.join(', ')} without declaring it (declare it above the JSX, with a demo value)`
    : undefined;
}

/** Each wrapper's module, by the name it exports (from the generated elements/react/index.ts). */
function wrapperModules(elementsDir: string): Map<string, string> {
  const index = readFileSync(join(elementsDir, 'react/index.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)\.js'/g)) {
    for (const name of (match[1] ?? '').split(',')) {
      if (name.trim()) modules.set(name.trim(), join(elementsDir, 'react', `${match[2]}.ts`));
    }
  }
  return modules;
}

/**
 * `virtual:eip-react-twins` is `{ [tag]: () => import('virtual:eip-react-twins/<tag>') }`; each page's
 * module holds its twins and imports the wrappers they use from their own modules, so a page's React
 * view loads its own elements only, and only when it is shown.
 */
export function reactTwins(root: string): Plugin {
  const elementsDir = resolve(root, 'elements');
  const pages = () =>
    readdirSync(elementsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.includes('-'))
      .map((entry) => ({ tag: entry.name, file: join(elementsDir, entry.name, `${entry.name}.md`) }));
  const read = (watch: (file: string) => void) =>
    pages().flatMap(({ tag, file }) => {
      try {
        const markdown = readFileSync(file, 'utf8');
        watch(file);
        return [{ tag, blocks: jsxBlocks(markdown) }];
      } catch {
        return [];
      }
    });

  return {
    name: 'eip-react-twins',
    resolveId(id) {
      return id === VIRTUAL_ID || id.startsWith(`${VIRTUAL_ID}/`) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === RESOLVED_ID) {
        const twinPages = read((file) => this.addWatchFile(file)).filter(({ blocks }) => blocks.length);
        const problems: string[] = [];
        const allowed = new Set([
          ...BROWSER_GLOBALS,
          ...HOOKS,
          ...wrapperNames(twinPages.flatMap(({ blocks }) => blocks)),
        ]);
        for (const { tag, blocks } of twinPages) {
          const found = await Promise.all(blocks.map((block) => twinProblem(block, allowed)));
          found.forEach((problem, index) => {
            if (problem) problems.push(`elements/${tag}/${tag}.md jsx block ${index + 1}: ${problem}`);
          });
        }
        // A twin that cannot run would fall back to code in the docs and log an error: refuse the build.
        if (problems.length) throw new Error(`React twins that cannot run:\n${problems.join('\n')}`);
        const loaders = twinPages.map(
          ({ tag }) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(`${VIRTUAL_ID}/${tag}`)}),`,
        );
        return `export default {\n${loaders.join('\n')}\n};`;
      }
      if (!id.startsWith(`${RESOLVED_ID}/`)) return undefined;
      const tag = id.slice(RESOLVED_ID.length + 1);
      const page = read((file) => this.addWatchFile(file)).find((entry) => entry.tag === tag);
      const blocks = page?.blocks ?? [];
      const modules = wrapperModules(elementsDir);
      const imports = wrapperNames(blocks)
        .filter((name) => modules.has(name))
        .map((name) => `import { ${name} } from ${JSON.stringify(modules.get(name))};`);
      const twins = blocks.map((block) => `(() => { ${twinComponent(block)}\nreturn Twin; })()`);
      const source = [
        ...imports,
        `import { ${HOOKS.join(', ')} } from 'react';`,
        `export default [\n${twins.map((twin) => `  ${twin},`).join('\n')}\n];`,
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

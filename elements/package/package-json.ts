/**
 * The package's package.json: its exports (the elements by tag, the loader, `configure`, the React
 * wrappers, the theme, the types and the editors' data), what has side effects, and its dependencies
 * at the exact versions the repository builds and tests with. No scripts: installing runs nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiled, type PackageElement, root } from './manifest.js';

/** Libraries a user's application brings itself when it uses them (only the React wrappers import React). */
const PEERS = ['react', 'react-dom'];
/** What the peers are tested with: React 19 (the wrappers' `createComponent` of @lit/react). */
const PEER_RANGE = '^19.0.0';

/**
 * Modules besides the registrations whose top level does something another module relies on without
 * using an export: the notice list's filter form hands itself to the list when loaded (the list imports
 * it for that alone, and elements/index.ts with every element).
 */
const EFFECTFUL_MODULES = ['elements/notice-list/notice-filters.ts', 'elements/core/built-in-icons.ts'];

const module = (path: string) => {
  const file = compiled(path);
  return { types: `./${file.replace(/\.js$/, '.d.ts')}`, default: `./${file}` };
};

export function exportsMap(elements: PackageElement[]): Record<string, unknown> {
  return {
    '.': module('elements/index.ts'),
    './configure': module('elements/core/embed.ts'),
    './loader': module('elements/loader.ts'),
    './react': module('elements/react/index.ts'),
    ...Object.fromEntries(elements.map((e) => [`./react/${e.tag}`, module(e.reactModule)])),
    ...Object.fromEntries(elements.map((e) => [`./${e.tag}`, module(e.registrationModule)])),
    ...Object.fromEntries(elements.map((e) => [`./${e.tag}/class`, module(e.componentModule)])),
    './theme.css': './themes/theme.css',
    './global': { types: './types/global.d.ts' },
    './jsx': { types: './types/jsx.d.ts' },
    './custom-elements.json': './custom-elements.json',
    './vscode.html-custom-data.json': './vscode.html-custom-data.json',
    './vscode.css-custom-data.json': './vscode.css-custom-data.json',
    './web-types.json': './web-types.json',
    './cdn/*': './cdn/*',
    './shoelace/*': './shoelace/*',
    './package.json': './package.json',
  };
}

export function packageJson(
  name: string,
  version: string,
  elements: PackageElement[],
  libraries: Set<string>,
): Record<string, unknown> {
  const repository = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const pinned = (library: string) => {
    const pin = repository.dependencies[library];
    if (!pin)
      throw new Error(`${library} is imported by the elements but is not a dependency in package.json`);
    return pin;
  };
  const used = [...libraries].sort();
  return {
    name,
    version,
    description:
      'The EIP elements: Lit custom elements on Shoelace 2 for the tendering, workflow and office portal, with React wrappers, a script-tag bundle and a lazy loader.',
    license: 'UNLICENSED',
    type: 'module',
    main: './elements/index.js',
    module: './elements/index.js',
    types: './elements/index.d.ts',
    exports: exportsMap(elements),
    // Defining a tag is the side effect of the registration modules (and of everything that imports
    // them); the rest is classes, functions and data a bundler may leave out when unused.
    sideEffects: [
      './elements/index.js',
      './elements/loader.js',
      ...elements.map((e) => `./${compiled(e.registrationModule)}`),
      ...EFFECTFUL_MODULES.map((path) => `./${compiled(path)}`),
      './cdn/**',
      '*.css',
    ],
    customElements: './custom-elements.json',
    'web-types': './web-types.json',
    dependencies: Object.fromEntries(used.filter((l) => !PEERS.includes(l)).map((l) => [l, pinned(l)])),
    peerDependencies: Object.fromEntries(PEERS.map((peer) => [peer, PEER_RANGE])),
    peerDependenciesMeta: Object.fromEntries(PEERS.map((peer) => [peer, { optional: true }])),
  };
}

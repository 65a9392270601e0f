/**
 * Generates the custom-elements manifest from the elements' JSDoc (elements/custom-elements.json),
 * and from it one React wrapper module per element (elements/react/<tag>.ts: importing it defines
 * that element alone) plus elements/react/index.ts re-exporting them all, the lazy loader's table of
 * tags and chunks (elements/loader-table.ts) and the every-element entry (elements/index.ts). All
 * are committed; a test regenerates them and fails when they drift from the sources.
 *
 *   node --import tsx elements/build-manifest.ts          write the files
 *   node --import tsx elements/build-manifest.ts --check  exit 1 when they are out of date
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as analyzer from '@custom-elements-manifest/analyzer';
// @ts-expect-error the analyzer ships no types for its Lit plugin
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import { addLiteralValues, literalValuesOf } from './manifest-values.js';

/** The parts of TypeScript's syntax tree read here (classes and what they extend). */
interface SyntaxNode {
  kind: number;
}
interface ClassNode extends SyntaxNode {
  name?: { text: string };
  modifiers?: SyntaxNode[];
  heritageClauses?: Array<{ token: number; types: Array<{ expression: SyntaxNode }> }>;
}

/**
 * The analyzer's programmatic API, typed as far as we use it. It bundles its own TypeScript 5, whose
 * compiler API also reads the classes here (the project's TypeScript 7 has none).
 */
const { create, ts } = analyzer as unknown as {
  create(options: { modules: unknown[]; plugins: unknown[] }): unknown;
  ts: {
    createSourceFile(
      name: string,
      text: string,
      target: number,
      setParents: boolean,
    ): { statements: SyntaxNode[] };
    ScriptTarget: { ES2022: number };
    SyntaxKind: { ExtendsKeyword: number; ExportKeyword: number };
    isClassDeclaration(node: SyntaxNode): node is ClassNode;
    isIdentifier(node: SyntaxNode): node is SyntaxNode & { text: string };
  };
};

const root = join(import.meta.dirname, '..');
const elementsDir = join(root, 'elements');

interface ManifestEvent {
  name: string;
  type?: { text: string };
  description?: string;
}
interface ManifestMember {
  kind: string;
  name: string;
  privacy?: string;
  static?: boolean;
  type?: { text: string; values?: string[] };
}
interface ManifestDeclaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  events?: ManifestEvent[];
  members?: ManifestMember[];
}
interface Manifest {
  modules: Array<{ path: string; declarations?: ManifestDeclaration[] }>;
}

function componentFiles(): string[] {
  return readdirSync(elementsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'core' && entry.name.includes('-'))
    .map((entry) => join(elementsDir, entry.name, `${entry.name}.component.ts`))
    .filter((file) => existsSync(file));
}

const coreDir = join(elementsDir, 'core');

/** The classes a TypeScript module declares: each one's name, whether exported, and what it extends. */
function classesOf(file: string): Array<{ name: string; exported: boolean; extends?: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  return source.statements.filter(ts.isClassDeclaration).flatMap((declaration) => {
    if (!declaration.name) return [];
    const heritage = declaration.heritageClauses?.find(
      (clause) => clause.token === ts.SyntaxKind.ExtendsKeyword,
    );
    const base = heritage?.types[0]?.expression;
    return [
      {
        name: declaration.name.text,
        exported: !!declaration.modifiers?.some((each) => each.kind === ts.SyntaxKind.ExportKeyword),
        extends: base && ts.isIdentifier(base) ? base.text : undefined,
      },
    ];
  });
}

/**
 * The base classes elements inherit public API from (every element's landmark-label; form controls' name,
 * disabled, required; dialogs' open; pickers' value, multiple, max, exclude, error; …), relative to
 * elements/: each module of elements/core that declares a class an element extends, directly or through
 * another of them. The analyzer follows inheritance only into modules it reads: an element whose base it
 * did not read loses the inherited members and attributes in the manifest (and on its docs page).
 */
export function sharedBases(components = componentFiles()): string[] {
  const declaring = new Map<string, string>();
  for (const file of readdirSync(coreDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    for (const declared of classesOf(join(coreDir, file)))
      if (declared.exported) declaring.set(declared.name, join('core', file));
  }
  // Each base after the bases it extends (the order the manifest lists them in).
  const bases: string[] = [];
  const visit = (file: string) => {
    for (const declared of classesOf(file)) {
      const base = declared.extends && declaring.get(declared.extends);
      if (!base || bases.includes(base)) continue;
      visit(join(elementsDir, base));
      bases.push(base);
    }
  };
  for (const file of components) visit(file);
  return bases;
}

export function buildManifest(): Manifest {
  const components = componentFiles();
  const bases = sharedBases(components);
  const files = [...bases.map((base) => join(elementsDir, base)), ...components];
  const modules = files.map((file) =>
    ts.createSourceFile(relative(root, file), readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  const manifest = create({ modules, plugins: litPlugin() }) as Manifest;
  // A base class is no element of its own (EipElement extends LitElement, so the analyzer says it is one):
  // only what the elements inherit from it counts.
  for (const module of manifest.modules.filter((each) =>
    bases.some((base) => each.path === `elements/${base}`),
  ))
    for (const declaration of module.declarations ?? []) delete declaration.customElement;
  const valuesOf = literalValuesOf(root);
  for (const { declaration } of elementsOf(manifest)) addLiteralValues(declaration.members ?? [], valuesOf);
  return manifest;
}

const pascal = (event: string) =>
  event
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** `eip-count-change` becomes the React prop `onEipCountChange`. */
export function reactEventProp(event: string): string {
  return `on${pascal(event)}`;
}

const GENERATED_NOTE =
  '// Generated by elements/build-manifest.ts from custom-elements.json. Do not edit by hand.';

interface ElementEntry {
  module: Manifest['modules'][number];
  declaration: ManifestDeclaration & { tagName: string };
}

function elementsOf(manifest: Manifest): ElementEntry[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration): declaration is ElementEntry['declaration'] =>
        Boolean(declaration.customElement && declaration.tagName),
      )
      .map((declaration) => ({ module, declaration })),
  );
}

/** elements/react/<tag>.ts: the wrapper of one element, importing that element's registration only. */
export function buildReactWrapper({ module, declaration }: ElementEntry): string {
  const registration = `.${registrationModule({ module, declaration })}`;
  const events = (declaration.events ?? []).map(
    (event) =>
      `    ${reactEventProp(event.name)}: '${event.name}' as EventName<HTMLElementEventMap['${event.name}']>,`,
  );
  return [
    GENERATED_NOTE,
    "import { createComponent, type EventName } from '@lit/react';",
    "import * as React from 'react';",
    `import { ${declaration.name} as ${declaration.name}Element } from '${registration}';`,
    '',
    `/** React wrapper of \`<${declaration.tagName}>\`: ${declaration.summary ?? ''} */`,
    `export const ${declaration.name} = createComponent({`,
    `  tagName: '${declaration.tagName}',`,
    `  elementClass: ${declaration.name}Element,`,
    '  react: React,',
    `  events: {${events.length ? `\n${events.join('\n')}\n  ` : ''}},`,
    '});',
    '',
  ].join('\n');
}

/** elements/react/index.ts: every wrapper (and so every element) at once. */
export function buildReactIndex(manifest: Manifest): string {
  const exports = elementsOf(manifest).map(
    ({ declaration }) => `export { ${declaration.name} } from './${declaration.tagName}.js';`,
  );
  return [GENERATED_NOTE, ...exports, ''].join('\n');
}

/** `./todo-badge/todo-badge.js`: the registration module of an element, relative to elements/. */
function registrationModule({ module }: ElementEntry): string {
  return `./${module.path.replace(/^elements\//, '').replace(/\.component\.ts$/, '.js')}`;
}

const byTag = (a: ElementEntry, b: ElementEntry) => (a.declaration.tagName < b.declaration.tagName ? -1 : 1);

/** elements/loader-table.ts: each element's registration module by tag, a chunk of its own each. */
export function buildLoaderTable(manifest: Manifest): string {
  const entries = elementsOf(manifest)
    .sort(byTag)
    .map((entry) => `  '${entry.declaration.tagName}': () => import('${registrationModule(entry)}'),`);
  return [
    GENERATED_NOTE,
    '',
    "/** Each element's registration module, by tag: one chunk each (shared code in shared chunks). */",
    'export const ELEMENT_MODULES: Record<string, () => Promise<unknown>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** Module paths folder by folder, as Biome orders exports (`flow-chart/` before `flow-chart-dialog/`). */
function comparePaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return left[i]! < right[i]! ? -1 : 1;
  }
  return left.length - right.length;
}

/** What elements/index.ts adds to the elements: shared modules whose exports it passes on. */
const INDEX_CORE_EXPORTS = ['./core/api-context.js', './core/localize.js', './core/theme.js'];

/** elements/index.ts: registers every element, passes on the classes and applies the stored language. */
export function buildIndex(manifest: Manifest): string {
  const elements = elementsOf(manifest).sort(byTag);
  const exports = [
    ...elements.map((entry) => ({
      from: registrationModule(entry),
      line: `export { ${entry.declaration.name} } from '${registrationModule(entry)}';`,
    })),
    ...INDEX_CORE_EXPORTS.map((from) => ({ from, line: `export * from '${from}';` })),
  ].sort((a, b) => comparePaths(a.from, b.from));
  return [
    GENERATED_NOTE,
    '/**',
    ' * Registers every element and applies the stored language. Importing a `*.component.js` file gives',
    ' * the class alone; importing this (or `<name>/<name>.js`) defines the tags.',
    ' */',
    ...elements.map((entry) => `import '${registrationModule(entry)}';`),
    "// Every element at once includes the full list's filter form (a page of elements loaded one by one",
    '// gets it from notice-list when a list shows filters).',
    "import './notice-list/notice-filters.js';",
    "import { initLanguage } from './core/localize.js';",
    '',
    ...exports.map((entry) => entry.line),
    '',
    'void initLanguage();',
    '',
  ].join('\n');
}

function format(json: unknown): string {
  return `${JSON.stringify(json, null, 2)}\n`;
}

const reactDir = join(elementsDir, 'react');

export function generated(): Record<string, string> {
  const manifest = buildManifest();
  const wrappers = elementsOf(manifest).map((entry) => [
    join(reactDir, `${entry.declaration.tagName}.ts`),
    buildReactWrapper(entry),
  ]);
  return {
    [join(elementsDir, 'custom-elements.json')]: format(manifest),
    ...Object.fromEntries(wrappers),
    [join(reactDir, 'index.ts')]: buildReactIndex(manifest),
    [join(elementsDir, 'loader-table.ts')]: buildLoaderTable(manifest),
    [join(elementsDir, 'index.ts')]: buildIndex(manifest),
  };
}

/** Files in elements/react/ that no element generates any more (a removed or renamed element). */
export function staleWrappers(files: Record<string, string>): string[] {
  if (!existsSync(reactDir)) return [];
  return readdirSync(reactDir)
    .map((name) => join(reactDir, name))
    .filter((file) => !(file in files));
}

/** Writes every generated file and removes wrappers of elements that are gone; answers the files written. */
export function writeGenerated(): string[] {
  const files = generated();
  mkdirSync(reactDir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
  for (const file of staleWrappers(files)) rmSync(file);
  return Object.keys(files).map((file) => relative(root, file));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const files = generated();
    const stale = Object.entries(files).filter(
      ([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text,
    );
    for (const [file] of stale)
      console.error(`${relative(root, file)} is out of date: run npm run build:manifest`);
    const leftOver = staleWrappers(files);
    for (const file of leftOver) console.error(`${relative(root, file)} belongs to no element: delete it`);
    process.exit(stale.length || leftOver.length ? 1 : 0);
  }
  console.log(`wrote ${writeGenerated().join(', ')}`);
}

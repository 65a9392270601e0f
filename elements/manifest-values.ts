/**
 * The values behind the manifest's enumerated types. A member typed `UploadListType` is written
 * `'table' | 'list' | 'card'` where that type is declared; the analyzer keeps only the name. This reads
 * the sources' type aliases with the TypeScript parser the analyzer bundles and gives such a member
 * `type.values`, which the docs' playground offers as a menu.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as analyzer from '@custom-elements-manifest/analyzer';

/** The few parts of TypeScript's parser API used here (the analyzer bundles TypeScript 5). */
interface Node {
  kind: number;
  getText(): string;
}
interface TypeAlias extends Node {
  name: { text: string };
  type: Node;
  typeParameters?: unknown;
}
interface Variable extends Node {
  name: Node & { text?: string };
  initializer?: Node;
}
interface Ts {
  createSourceFile(name: string, text: string, target: number, setParents: boolean): Node;
  forEachChild(node: Node, visit: (child: Node) => void): void;
  ScriptTarget: { ES2022: number };
  isTypeAliasDeclaration(node: Node): node is TypeAlias;
  isUnionTypeNode(node: Node): node is Node & { types: Node[] };
  isLiteralTypeNode(node: Node): node is Node & { literal: Node };
  isStringLiteral(node: Node): node is Node & { text: string };
  isParenthesizedTypeNode(node: Node): node is Node & { type: Node };
  isTypeReferenceNode(
    node: Node,
  ): node is Node & { typeName: Node & { text?: string }; typeArguments?: unknown };
  isVariableDeclaration(node: Node): node is Variable;
  isAsExpression(node: Node): node is Node & { expression: Node };
  isSatisfiesExpression(node: Node): node is Node & { expression: Node };
  isArrayLiteralExpression(node: Node): node is Node & { elements: Node[] };
  isIndexedAccessTypeNode(node: Node): node is Node & { objectType: Node; indexType: Node };
  isTypeQueryNode(node: Node): node is Node & { exprName: Node & { text?: string } };
  SyntaxKind: { UndefinedKeyword: number; NumberKeyword: number };
}
const { ts } = analyzer as unknown as { ts: Ts };

interface Declarations {
  /** `type Name = …` by name. */
  aliases: Map<string, Node>;
  /** `const NAME = ['a', 'b'] as const` by name: the strings of the array. */
  lists: Map<string, string[]>;
}

/** The strings of an array literal of string literals (`as const` and `satisfies` looked through). */
function stringList(node: Node | undefined): string[] | undefined {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node))) node = node.expression;
  if (!node || !ts.isArrayLiteralExpression(node)) return undefined;
  const items = node.elements.map((element) => (ts.isStringLiteral(element) ? element.text : undefined));
  return items.every((item) => item !== undefined) ? items : undefined;
}

/** Keeps one value per name; a name declared twice differently is dropped (it cannot be told apart). */
function keepUnique<T>(found: Map<string, [T, string] | null>, name: string, value: T, text: string): void {
  const held = found.get(name);
  found.set(name, held === undefined || held?.[1] === text ? [value, text] : null);
}
const uniques = <T>(found: Map<string, [T, string] | null>) =>
  new Map([...found].flatMap(([name, held]) => (held ? [[name, held[0]] as const] : [])));

/** The type aliases and constant string lists of the given source files. */
function declarations(files: string[]): Declarations {
  const aliases = new Map<string, [Node, string] | null>();
  const lists = new Map<string, [string[], string] | null>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: Node) => {
      if (ts.isTypeAliasDeclaration(node) && !node.typeParameters)
        keepUnique(aliases, node.name.text, node.type, node.type.getText());
      if (ts.isVariableDeclaration(node) && node.name.text) {
        const list = stringList(node.initializer);
        if (list) keepUnique(lists, node.name.text, list, list.join('\n'));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { aliases: uniques(aliases), lists: uniques(lists) };
}

/** The string literals a type stands for, or undefined when it is anything else. `undefined` adds none. */
function literals(node: Node, known: Declarations, seen: Set<string>): string[] | undefined {
  if (ts.isParenthesizedTypeNode(node)) return literals(node.type, known, seen);
  // (typeof NAMES)[number]: the strings of a constant list.
  if (ts.isIndexedAccessTypeNode(node) && node.indexType.kind === ts.SyntaxKind.NumberKeyword) {
    let object = node.objectType;
    while (ts.isParenthesizedTypeNode(object)) object = object.type;
    const name = ts.isTypeQueryNode(object) ? object.exprName.text : undefined;
    return name === undefined ? undefined : known.lists.get(name);
  }
  if (node.kind === ts.SyntaxKind.UndefinedKeyword) return [];
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return [node.literal.text];
  if (ts.isUnionTypeNode(node)) {
    const parts = node.types.map((type) => literals(type, known, seen));
    return parts.every((part) => part !== undefined) ? [...new Set(parts.flat())] : undefined;
  }
  if (ts.isTypeReferenceNode(node) && !node.typeArguments) {
    const name = node.typeName.text;
    const alias = name === undefined ? undefined : known.aliases.get(name);
    if (!alias || !name || seen.has(name)) return undefined;
    return literals(alias, known, new Set([...seen, name]));
  }
  return undefined;
}

/** TypeScript files under a folder, tests and generated wrappers aside. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.startsWith('react/'))
    .map((file) => join(dir, file));
}

interface Typed {
  type?: { text: string; values?: string[] };
}

/**
 * A function that answers the string values of a type written as the manifest writes it (`X | ''`),
 * when it is a union of string literals (through aliases of the elements and the contract).
 */
export function literalValuesOf(root: string): (typeText: string) => string[] | undefined {
  const known = declarations([
    ...sourcesUnder(join(root, 'elements')),
    ...sourcesUnder(join(root, 'api/contract')),
  ]);
  return (typeText) => {
    const source = ts.createSourceFile('type.ts', `type Member = ${typeText};`, ts.ScriptTarget.ES2022, true);
    let values: string[] | undefined;
    ts.forEachChild(source, (node) => {
      if (ts.isTypeAliasDeclaration(node)) values = literals(node.type, known, new Set());
    });
    return values?.length ? values : undefined;
  };
}

/** Gives each member whose type is a union of string literals its `type.values`. */
export function addLiteralValues(
  members: Typed[],
  valuesOf: (typeText: string) => string[] | undefined,
): void {
  for (const member of members) {
    const values = member.type && valuesOf(member.type.text);
    if (member.type && values) member.type.values = values;
  }
}

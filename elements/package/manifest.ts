/**
 * What the package build reads from the elements' manifest (elements/custom-elements.json, written by
 * `npm run build:manifest`): each element's tag, class and modules, its attributes, properties, events,
 * slots, CSS parts and custom properties.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Described {
  name: string;
  description?: string;
  type?: { text: string; values?: string[] };
  default?: string;
}
export interface Member extends Described {
  kind: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
}
export interface Attribute extends Described {
  fieldName?: string;
}
export interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: Attribute[];
  members?: Member[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}
export interface Manifest {
  schemaVersion: string;
  readme?: string;
  modules: Array<{ kind: string; path: string; declarations?: Declaration[]; exports?: unknown[] }>;
}

/** One element of the library: its tag, class, the modules that hold it, and its declaration. */
export interface PackageElement {
  tag: string;
  className: string;
  /** The class alone (`elements/<tag>/<tag>.component.ts`). */
  componentModule: string;
  /** The module that defines the tag (`elements/<tag>/<tag>.ts`). */
  registrationModule: string;
  /** The React wrapper (`elements/react/<tag>.ts`). */
  reactModule: string;
  declaration: Declaration;
}

export const root = join(import.meta.dirname, '../..');

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(root, 'elements/custom-elements.json'), 'utf8')) as Manifest;
}

/** Every element with a tag, by tag. */
export function packageElements(manifest: Manifest = readManifest()): PackageElement[] {
  const elements: PackageElement[] = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName) continue;
      const tag = declaration.tagName;
      elements.push({
        tag,
        className: declaration.name,
        componentModule: module.path,
        registrationModule: module.path.replace(/\.component\.ts$/, '.ts'),
        reactModule: `elements/react/${tag}.ts`,
        declaration,
      });
    }
  }
  return elements.sort((a, b) => (a.tag < b.tag ? -1 : 1));
}

/** The public properties of an element (fields, not methods; no statics, no private or protected). */
export function publicFields(declaration: Declaration): Member[] {
  return (declaration.members ?? []).filter(
    (member) => member.kind === 'field' && !member.static && !member.privacy && !member.name.startsWith('_'),
  );
}

/** A manifest path of a source module as the package's compiled module (`.ts` to `.js`). */
export const compiled = (path: string) => path.replace(/\.ts$/, '.js');

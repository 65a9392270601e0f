/**
 * A vite plugin for the docs: the site's data as modules small enough for each page to load only its
 * own. The manifest (elements/custom-elements.json, about 800 kB) and the 66 element pages are never
 * loaded whole:
 *
 * - `virtual:eip-docs-index`: what the navigation, the search and the overview need (each element's
 *   tag, class name and summary), the package's version, and `PAGES`, each element page's loader;
 * - `virtual:eip-docs-page/<tag>`: one element's page: its manifest declaration (`doc`), its
 *   markdown (`markdown`), lexed (`tokens` and `links`, marked's, so that the page's browser only
 *   renders them) and, as HTML, the paragraphs it opens with (`intro`, drawn before the page's code
 *   has loaded), in one request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { marked } from 'marked';
import type { Plugin } from 'vite';

const INDEX_ID = 'virtual:eip-docs-index';
const PAGE_PREFIX = 'virtual:eip-docs-page/';

interface Declaration {
  tagName?: string;
  name?: string;
  summary?: string;
  customElement?: boolean;
}

/** The element declarations of the manifest, by tag, in tag order. */
export function manifestDeclarations(root: string): Map<string, Declaration> {
  const manifest = JSON.parse(readFileSync(join(root, 'elements/custom-elements.json'), 'utf8')) as {
    modules: Array<{ declarations?: Declaration[] }>;
  };
  const declarations = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => (a.tagName ?? '').localeCompare(b.tagName ?? ''));
  return new Map(declarations.map((declaration) => [declaration.tagName as string, declaration]));
}

/**
 * The paragraphs a page's markdown opens with, as HTML (the markdown is ours: trusted). The page's
 * code renders the rest (docs/examples.ts renderMarkdown, `skipIntro`).
 */
export function introHtml(markdown: string): string {
  const tokens = marked.lexer(markdown);
  let count = 0;
  while (count < tokens.length && ['paragraph', 'space'].includes(tokens[count]!.type)) count += 1;
  return marked.parser(Object.assign(tokens.slice(0, count), { links: tokens.links })).trim();
}

export function docsModules(root: string): Plugin {
  const manifestFile = join(root, 'elements/custom-elements.json');
  const packageFile = join(root, 'package.json');
  const elementsDir = resolve(root, 'elements');
  return {
    name: 'eip-docs-modules',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(PAGE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const requested = id.slice(1);
      if (requested === INDEX_ID) {
        this.addWatchFile(manifestFile);
        this.addWatchFile(packageFile);
        const declarations = manifestDeclarations(root);
        const index = [...declarations.values()].map(({ tagName, name, summary }) => ({
          tagName,
          name,
          summary: summary ?? '',
        }));
        const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
        const loaders = [...declarations.keys()].map(
          (tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(PAGE_PREFIX + tag)}),`,
        );
        return [
          `export const VERSION = ${JSON.stringify(version)};`,
          `export const ELEMENT_INDEX = ${JSON.stringify(index)};`,
          `export const PAGES = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }
      if (requested.startsWith(PAGE_PREFIX)) {
        const tag = requested.slice(PAGE_PREFIX.length);
        this.addWatchFile(manifestFile);
        const doc = manifestDeclarations(root).get(tag);
        if (!doc) throw new Error(`no element <${tag}> in the manifest`);
        let markdown = '';
        const page = join(elementsDir, tag, `${tag}.md`);
        if (readdirSync(join(elementsDir, tag)).includes(`${tag}.md`)) {
          this.addWatchFile(page);
          markdown = readFileSync(page, 'utf8');
        }
        // Lexed here, not in the reader's browser (the lexer was a third of the page's first render).
        const tokens = marked.lexer(markdown);
        return [
          `export const doc = ${JSON.stringify(doc)};`,
          `export const markdown = ${JSON.stringify(markdown)};`,
          `export const tokens = ${JSON.stringify(tokens)};`,
          `export const links = ${JSON.stringify(tokens.links)};`,
          `export const intro = ${JSON.stringify(introHtml(markdown))};`,
        ].join('\n');
      }
      return undefined;
    },
  };
}

/**
 * Starts a new element in the house style: its folder with the four files (class, styles,
 * registration, docs page) and a browser test, then regenerates the manifest, the React wrappers, the
 * loader's table and the index (build-manifest.ts), so the element is wired in from the first build.
 *
 *   npm run new:element -- my-widget                     create elements/my-widget/ and its test
 *   npm run new:element -- my-widget --target /tmp/copy  write under another root (no regeneration)
 *
 * The templates copy the conventions of a small element such as todo-badge; fill in the summary, the
 * properties and the docs page before the first review.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..');

/** Tags are two or more lower-case words joined by hyphens (STYLE.md 2). */
export const TAG_PATTERN = /^[a-z]+(-[a-z]+)+$/;

/** `my-widget` becomes the class name `MyWidget`. */
export function className(tag: string): string {
  return tag
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** `my-widget` becomes `myWidget`, the start of its styles' name. */
function camelName(tag: string): string {
  const name = className(tag);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function componentFile(tag: string): string {
  const name = className(tag);
  return `import { html } from 'lit';
import { property } from 'lit/decorators.js';
import { EipElement } from '../core/eip-element.js';
import { ${camelName(tag)}Styles } from './${tag}.styles.js';

/**
 * Say here what the element is for and what a page gives it.
 *
 * @tag ${tag}
 * @summary One line a designer reads in the docs table.
 *
 * @csspart base - The wrapper of everything the element shows.
 */
export class ${name} extends EipElement {
  static override styles = ${camelName(tag)}Styles;

  /** What the element shows. */
  @property() label = '';

  override render() {
    return html\`<div part="base">\${this.label}</div>\`;
  }
}
`;
}

function stylesFile(tag: string): string {
  return `import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const ${camelName(tag)}Styles = [
  hostThemeStyles,
  css\`
    :host {
      display: block;
    }
  \`,
];
`;
}

function registrationFile(tag: string): string {
  const name = className(tag);
  return `import { defineElement } from '../core/define.js';
import { ${name} } from './${tag}.component.js';

export { ${name} };

defineElement('${tag}', ${name});

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${name};
  }
}
`;
}

function docsPage(tag: string): string {
  return `Say in a sentence or two what \`<${tag}>\` shows a user and where a page uses it.

\`\`\`html preview
<${tag} label="示例"></${tag}>
\`\`\`

\`\`\`jsx
import { ${className(tag)} } from 'eip-portal/elements/react/${tag}';

<${className(tag)} label="示例" />;
\`\`\`

## Anatomy

1. **Base** (\`base\` part): the wrapper of everything the element shows.

## Variants and states

## Behaviour

## Accessibility

## Theming
`;
}

function browserTest(tag: string): string {
  const name = className(tag);
  return `import { expect, fixture, html } from '@open-wc/testing';
import '../../../elements/${tag}/${tag}.js';
import type { ${name} } from '../../../elements/${tag}/${tag}.js';

describe('${tag}', () => {
  it('is accessible', async () => {
    const el = await fixture<${name}>(html\`<${tag} label="示例"></${tag}>\`);
    await expect(el).to.be.accessible();
  });

  it('shows its label', async () => {
    const el = await fixture<${name}>(html\`<${tag} label="示例"></${tag}>\`);
    expect(el.shadowRoot!.querySelector('[part="base"]')?.textContent).to.equal('示例');
  });
});
`;
}

/** The files of a new element, by path relative to the repository's root. */
export function scaffoldFiles(tag: string): Record<string, string> {
  if (!TAG_PATTERN.test(tag))
    throw new Error(`${tag}: a tag is two or more lower-case words, e.g. my-widget`);
  return {
    [`elements/${tag}/${tag}.component.ts`]: componentFile(tag),
    [`elements/${tag}/${tag}.styles.ts`]: stylesFile(tag),
    [`elements/${tag}/${tag}.ts`]: registrationFile(tag),
    [`elements/${tag}/${tag}.md`]: docsPage(tag),
    [`tests/browser/elements/${tag}.test.ts`]: browserTest(tag),
  };
}

/** Writes the new element's files under `root`; refuses a tag whose folder exists. Answers the paths. */
export function writeScaffold(tag: string, root = REPO): string[] {
  const files = scaffoldFiles(tag);
  if (existsSync(join(root, 'elements', tag))) throw new Error(`elements/${tag} exists already`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text, { flag: 'wx' });
  }
  return Object.keys(files);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const targetAt = args.indexOf('--target');
  const target = targetAt >= 0 ? args[targetAt + 1] : undefined;
  const tag = args.find((arg, index) => !arg.startsWith('--') && (targetAt < 0 || index !== targetAt + 1));
  if (!tag) {
    console.error('usage: npm run new:element -- <tag> [--target <root>]');
    process.exit(1);
  }
  const root = target ? resolve(target) : REPO;
  for (const path of writeScaffold(tag, root))
    console.log(`created ${relative(process.cwd(), join(root, path))}`);
  if (!target) {
    // The manifest, wrappers, loader table and index take the new element in at once.
    const { writeGenerated } = await import('./build-manifest.js');
    console.log(`wrote ${writeGenerated().join(', ')}`);
  }
}

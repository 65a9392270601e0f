/**
 * The examples of an element page: each ```html preview block, with the ```jsx block after it as its
 * React twin, becomes one full-width example with an HTML / React switch, the live preview, and the
 * code under it (a copy button; keyboard-scrollable). The markdown is ours (in the repo), so its HTML
 * is trusted.
 */
import { marked, type Token, type Tokens, type TokensList } from 'marked';
import { type ChromeText, chromeText } from './chrome-text.js';

export type ExampleView = 'html' | 'react';

const VIEW_KEY = 'docs-example-view';

/** The view the reader last chose (HTML or React), for every example that has both. */
export function storedView(): ExampleView {
  try {
    return localStorage.getItem(VIEW_KEY) === 'react' ? 'react' : 'html';
  } catch {
    return 'html';
  }
}

/** Text for HTML content or a double-quoted attribute value. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The page's own wiring of a demo, which the docs do for it (their policy runs no inline script),
 * written out under the code so that the copied snippet works on its own in a page.
 */
function wiringOf(code: string): string {
  const lines: string[] = [];
  for (const [, id] of code.matchAll(/data-opens="([^"]+)"/g)) {
    lines.push(
      `  document.querySelector('[data-opens="${id}"]').addEventListener('click', () => {`,
      `    document.getElementById('${id}').open = true;`,
      '  });',
    );
  }
  if (code.includes('data-shows-submission')) {
    lines.push(
      "  document.querySelector('form[data-shows-submission]').addEventListener('submit', (event) => {",
      '    event.preventDefault();',
      "    event.target.querySelector('output').value = JSON.stringify(Object.fromEntries(new FormData(event.target)));",
      '  });',
    );
  }
  return lines.length ? `\n\n<script type="module">\n${lines.join('\n')}\n</script>` : '';
}

function codeBlock(view: ExampleView | 'code', text: string): string {
  // Numbered: every scrolling region of the page needs a name of its own.
  const label = view === 'code' ? '' : words.exampleCode(exampleCount, view === 'react' ? 'React' : 'HTML');
  return `<div class="example__code"${view === 'code' ? '' : ` data-for="${view}"`}><button type="button" class="example__copy" data-copy>${words.copy}</button><pre tabindex="0" ${view === 'code' ? '' : `role="region" aria-label="${label}"`}><code>${escapeHtml(text)}</code></pre></div>`;
}

let exampleCount = 0;
/** The chrome's words of the page being rendered. */
let words: ChromeText = chromeText('zh-CN');

/**
 * One example: its switch (when it has both views), previews and code. The preview's markup waits in
 * a `<template>` (inert: nothing upgrades, nothing loads) until `showDemos` puts it on the page, once
 * the demos' data source is ready.
 */
export function exampleHtml(
  tag: string,
  html: string | undefined,
  twin: { index: number; code: string } | undefined,
  view: ExampleView,
): string {
  exampleCount += 1;
  const both = html !== undefined && twin !== undefined;
  const shown: ExampleView = both ? view : html !== undefined ? 'html' : 'react';
  const button = (option: ExampleView, label: string) =>
    `<button type="button" data-view="${option}" aria-pressed="${option === shown}">${label}</button>`;
  const views = both
    ? `<div class="example__views" role="group" aria-label="${words.example(exampleCount)}">${button('html', 'HTML')}${button('react', 'React')}</div>`
    : `<div class="example__views"><span>${shown === 'html' ? 'HTML' : 'React'}</span></div>`;
  const parts = [views];
  if (html !== undefined)
    parts.push(`<div class="example__stage" data-for="html"><template>${html}</template></div>`);
  if (twin)
    parts.push(`<div class="example__stage" data-for="react" data-twin="${tag}:${twin.index}"></div>`);
  if (html !== undefined) parts.push(codeBlock('html', html + wiringOf(html)));
  if (twin) parts.push(codeBlock('react', twin.code));
  return `<section class="example${exampleCount === 1 ? ' example--first' : ''}" data-view="${shown}" data-views="${both ? 'html react' : shown}">${parts.join('')}</section>`;
}

/** The markup of a page's first HTML example (where its playground starts from), if it has one. */
export function firstPreview(source: string | Token[]): string {
  const tokens = typeof source === 'string' ? marked.lexer(source) : source;
  const first = tokens.find((token) => token.type === 'code' && token.lang === 'html preview');
  return (first as Tokens.Code | undefined)?.text ?? '';
}

/** Puts a demo waiting in its stage's template on the page (it upgrades and loads its data). */
function showDemo(stage: Element): void {
  const template = stage.querySelector(':scope > template') as HTMLTemplateElement | null;
  template?.replaceWith(template.content);
}

const demoObserver =
  typeof IntersectionObserver === 'undefined'
    ? undefined
    : new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            demoObserver?.unobserve(entry.target);
            showDemo(entry.target);
          }
        },
        { rootMargin: '400px 0px' },
      );

/**
 * Puts the demos waiting in their stages' templates on the page as they come near the screen: a page
 * of several examples draws (and asks for the data of) the ones a reader sees first, the rest as they
 * are scrolled to or switched to.
 */
export function showDemos(container: ParentNode): void {
  for (const template of container.querySelectorAll<HTMLTemplateElement>('.example__stage > template')) {
    const stage = template.parentElement!;
    if (demoObserver) demoObserver.observe(stage);
    else showDemo(stage);
  }
}

/**
 * Markdown (or its tokens, lexed at build time by docs/docs-modules.ts) to HTML, with the examples
 * live, the chrome's words in `lang`; without the paragraphs it opens with when `skipIntro` (the page
 * drew them already, docs/docs-modules.ts introHtml).
 */
export function renderMarkdown(
  tag: string,
  source: string | TokensList,
  view: ExampleView,
  lang: string,
  skipIntro = false,
): string {
  const all = typeof source === 'string' ? marked.lexer(source) : source;
  let start = 0;
  while (skipIntro && start < all.length && ['paragraph', 'space'].includes(all[start]!.type)) start += 1;
  const tokens = Object.assign(all.slice(start), { links: all.links });
  exampleCount = 0;
  words = chromeText(lang);
  let twinIndex = 0;
  const output: Token[] = [];
  const raw = (html: string): Token => ({ type: 'html', raw: html, text: html, block: true, pre: false });
  // The page's heading is its h1: examples before the markdown's first section get a heading of their
  // own, so that the headings inside a demo follow an h2 (axe's heading-order).
  let sectioned = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.type === 'heading') sectioned ||= (token as Tokens.Heading).depth <= 2;
    if (
      !sectioned &&
      token.type === 'code' &&
      /^(html preview|jsx)$/.test((token as Tokens.Code).lang ?? '')
    ) {
      output.push(raw(`<h2 id="examples">${words.examples}</h2>`));
      sectioned = true;
    }
    if (token.type === 'table') {
      // A wide table scrolls in its own box (reachable by keyboard), not the page.
      output.push(
        raw(
          `<div class="table-wrap">${marked.parser(Object.assign([token], { links: tokens.links }))}</div>`,
        ),
      );
      continue;
    }
    if (token.type !== 'code') {
      output.push(token);
      continue;
    }
    const code = token as Tokens.Code;
    if (code.lang === 'html preview') {
      let next = index + 1;
      while (tokens[next]?.type === 'space') next += 1;
      const after = tokens[next];
      if (after?.type === 'code' && (after as Tokens.Code).lang === 'jsx') {
        output.push(
          raw(exampleHtml(tag, code.text, { index: twinIndex, code: (after as Tokens.Code).text }, view)),
        );
        twinIndex += 1;
        index = next;
      } else {
        output.push(raw(exampleHtml(tag, code.text, undefined, view)));
      }
    } else if (code.lang === 'jsx') {
      output.push(raw(exampleHtml(tag, undefined, { index: twinIndex, code: code.text }, view)));
      twinIndex += 1;
    } else {
      output.push(raw(codeBlock('code', code.text)));
    }
  }
  return marked.parser(Object.assign(output, { links: tokens.links }));
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Not a secure context (an intranet host over http): the older way, from a selection.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/**
 * What the examples do on the page, from one listener each on the docs app: the view switch (kept for
 * every example, and remembered; `onView` is told), the copy buttons, the buttons that open a demo's
 * dialog and the demo form that shows what it would submit.
 */
export function wireExamples(root: HTMLElement, onView: (view: ExampleView) => void): void {
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const viewButton = target.closest<HTMLButtonElement>('.example__views button[data-view]');
    if (viewButton) {
      const view = viewButton.dataset.view as ExampleView;
      try {
        localStorage.setItem(VIEW_KEY, view);
      } catch {
        // private mode: the choice lasts for this page only
      }
      for (const example of root.querySelectorAll<HTMLElement>('.example[data-views="html react"]')) {
        example.dataset.view = view;
        for (const button of example.querySelectorAll('.example__views button'))
          button.setAttribute('aria-pressed', String(button.getAttribute('data-view') === view));
      }
      onView(view);
      return;
    }
    const copy = target.closest<HTMLButtonElement>('[data-copy]');
    if (copy) {
      const text = copy.parentElement?.querySelector('pre')?.textContent ?? '';
      void copyText(text).then(() => {
        copy.textContent = chromeText().copied;
        setTimeout(() => {
          copy.textContent = chromeText().copy;
        }, 2000);
      });
      return;
    }
    const opener = target.closest<HTMLElement>('[data-opens]');
    if (opener) {
      const dialog = root.querySelector<HTMLElement & { open: boolean }>(
        `#${CSS.escape(opener.dataset.opens ?? '')}`,
      );
      if (dialog) dialog.open = true;
    }
  });
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('form[data-shows-submission]')) return;
    event.preventDefault();
    const output = form.querySelector('output');
    if (output) output.value = JSON.stringify(Object.fromEntries(new FormData(form)));
  });
}

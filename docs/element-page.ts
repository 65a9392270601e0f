/**
 * An element's docs page, loaded when one is first opened (the overview and the theming page do not
 * load it): the examples with their live demos, the playground, the API tables. Each element defines
 * itself from its own chunk when its tag first appears on the page (the portal's lazy loader,
 * elements/loader.ts), so a page loads its own elements only; its React twins load when the React
 * view is shown, and the playground when the page is shown.
 */
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { Links, Token } from 'marked';
import '../elements/loader.js';
import type { ElementDoc } from './api-members.js';
import { publicMembers } from './api-members.js';
import { DEMO_ACCOUNTS, demoIdentity } from './catalogue.js';
import { type ChromeText, chromeText } from './chrome-text.js';
import {
  type ExampleView,
  firstPreview,
  renderMarkdown,
  showDemos,
  storedView,
  wireExamples,
} from './examples.js';
import { DEMO_PASSWORD, type DemoSource, installDemoBackend } from './fixtures/demo-backend.js';

// The loader points Shoelace at the icons beside itself (the portal's /elements/); the docs serve theirs.
setBasePath(`${import.meta.env.BASE_URL}shoelace/`);

export interface ElementPage {
  doc: ElementDoc;
  markdown: string;
  /** The markdown lexed at build time (docs/docs-modules.ts), with its link definitions. */
  tokens: Token[];
  links: Links;
  /** The paragraphs the markdown opens with, as HTML (the docs app draws them). */
  intro: string;
}

/** The line that says where the demos' data comes from. */
export function demoSourceText(source: DemoSource, tag: string, words: ChromeText): string {
  return source === 'backend'
    ? words.sourceBackend(DEMO_ACCOUNTS[demoIdentity(tag)], DEMO_PASSWORD)
    : words.sourceFixtures(DEMO_PASSWORD);
}

function table(headings: string[], rows: Array<Array<string | TemplateResult>>): TemplateResult {
  return html`<div class="table-wrap">
    <table>
      <thead>
        <tr>${headings.map((heading) => html`<th scope="col">${heading}</th>`)}</tr>
      </thead>
      <tbody>
        ${rows.map((row) => html`<tr>${row.map((cell) => html`<td>${cell}</td>`)}</tr>`)}
      </tbody>
    </table>
  </div>`;
}

const code = (text: string | undefined) => (text ? html`<code>${text}</code>` : '');
/** A description from the JSDoc, with its `code` spans shown as code. */
const describe = (item: { description?: string; summary?: string }): TemplateResult => {
  const parts = (item.description ?? item.summary ?? '').split('`');
  return html`${parts.map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : part))}`;
};

function apiTables(element: ElementDoc, words: ChromeText): TemplateResult {
  const { api } = words;
  const properties = publicMembers(element, 'field');
  const methods = publicMembers(element, 'method');
  const section = (title: string, count: number, body: () => TemplateResult) =>
    count ? html`<h3>${title}</h3>${body()}` : nothing;
  return html`<section class="page__api" aria-labelledby="api">
    <h2 id="api">API</h2>
    ${section(api.properties, properties.length, () =>
      table(
        [api.name, api.attribute, api.description, api.type, api.default],
        properties.map((p) => [
          code(p.name),
          code(p.attribute),
          describe(p),
          code(p.type?.text),
          code(p.default),
        ]),
      ),
    )}
    ${section(api.attributes, element.attributes?.length ?? 0, () =>
      table(
        [api.name, api.property, api.description],
        (element.attributes ?? []).map((a) => [code(a.name), code(a.fieldName), describe(a)]),
      ),
    )}
    ${section(api.events, element.events?.length ?? 0, () =>
      table(
        [api.name, 'React', api.description],
        (element.events ?? []).map((e) => [
          code(e.name),
          code(
            `on${e.name
              .split('-')
              .map((w) => w[0]!.toUpperCase() + w.slice(1))
              .join('')}`,
          ),
          describe(e),
        ]),
      ),
    )}
    ${section(api.methods, methods.length, () =>
      table(
        [api.name, api.description],
        methods.map((m) => [code(`${m.name}()`), describe(m)]),
      ),
    )}
    ${section(api.slots, element.slots?.length ?? 0, () =>
      table(
        [api.name, api.description],
        (element.slots ?? []).map((s) => [s.name ? code(s.name) : api.defaultSlot, describe(s)]),
      ),
    )}
    ${section(api.parts, element.cssParts?.length ?? 0, () =>
      table(
        [api.name, api.description],
        (element.cssParts ?? []).map((p) => [code(p.name), describe(p)]),
      ),
    )}
    ${section(api.cssProperties, element.cssProperties?.length ?? 0, () =>
      table(
        [api.name, api.description, api.default],
        (element.cssProperties ?? []).map((p) => [code(p.name), describe(p), code(p.default)]),
      ),
    )}
  </section>`;
}

/**
 * The markdown rendered once per page and language (a new string would redraw the demos), with the
 * page's first HTML example (where the playground starts).
 */
let rendered: { key: string; html: string; first: string } | undefined;
function markdownOf(page: ElementPage, lang: string): { html: string; first: string } {
  const tag = page.doc.tagName;
  const key = `${tag}|${lang}`;
  if (rendered?.key !== key)
    rendered = {
      key,
      html: renderMarkdown(
        tag,
        Object.assign([...page.tokens], { links: page.links }),
        storedView(),
        lang,
        true,
      ),
      first: rendered?.key.startsWith(`${tag}|`) ? rendered.first : firstPreview(page.tokens),
    };
  return rendered;
}

/**
 * The body of the page (what follows its heading, name, summary and intro): its examples, and, unless only
 * the `first` part is asked for (the page's first render, so that no one task draws it all), the
 * playground and the API tables.
 */
export function renderElementPage(page: ElementPage, lang: string, first = false): TemplateResult {
  const words = chromeText(lang);
  const { html: markup, first: firstExample } = markdownOf(page, lang);
  return html`${unsafeHTML(markup)}
    ${
      first
        ? nothing
        : html`<h2 id="playground">${words.playground}</h2>
          <docs-playground
            .element=${page.doc}
            .markup=${firstExample}
            .language=${lang}
          ></docs-playground>
          ${apiTables(page.doc, words)}`
    }`;
}

let wired = false;
/** The data source of each identity's demos, decided (and signed in) once. */
const ready = new Map<string, Promise<DemoSource>>();
/** The demos of the page shown now are ready (their identity signed in) once this settles. */
let current: Promise<DemoSource> = Promise.resolve('fixtures');
let twinView: typeof import('./react-twin-view.js') | undefined;

/** Mounts the twins of the examples in the React view, once the page's demos are ready. */
async function mountShownTwins(app: HTMLElement): Promise<void> {
  await current;
  twinView ??= await import('./react-twin-view.js');
  await twinView.mountTwins(app);
}

/**
 * After a render of the page of `tag` in `app`: once the demos' identity is signed in (or the recorded
 * fixtures chosen), shows the demos and the React twins of examples in the React view. Answers the
 * data source, for the page to say.
 */
export async function afterElementRender(app: HTMLElement, tag: string): Promise<DemoSource> {
  if (!wired) {
    wired = true;
    wireExamples(app, (view: ExampleView) => {
      if (view === 'react') void mountShownTwins(app);
    });
    void import('./playground.js');
  }
  const identity = demoIdentity(tag);
  let source = ready.get(identity);
  if (!source) {
    source = installDemoBackend(identity);
    ready.set(identity, source);
  }
  current = source;
  const chosen = await source;
  showDemos(app);
  // Twins of a page left behind are unmounted (they would keep asking as the next page's identity).
  if (twinView || app.querySelector('.example[data-view="react"] [data-twin]')) await mountShownTwins(app);
  return chosen;
}

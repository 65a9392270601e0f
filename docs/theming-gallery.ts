/**
 * The theming page's gallery: every element in each of its states side by side (docs/gallery-states.ts),
 * grouped by area as the navigation is. An element's states are drawn when its row scrolls near (its
 * page's examples and its chunk load then), so the page opens as fast as without it.
 */

import { ContextProvider } from '@lit/context';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { Token } from 'marked';
import { apiClientContext } from '../elements/core/api-context.js';
import { defineElement } from '../elements/core/define.js';
import { onLanguageChange } from '../elements/core/localize.js';
import '../elements/loader.js';
import { AREAS, type Area, areaOf, chineseName, demoIdentity } from './catalogue.js';
import { chromeText, type GalleryState } from './chrome-text.js';
import { firstPreview } from './examples.js';
import { DIALOGS, stateAttributes, stateClient, statesOf, WIDE } from './gallery-states.js';

// The loader points Shoelace at the icons beside itself (the portal's /elements/); the docs serve theirs.
setBasePath(`${import.meta.env?.BASE_URL ?? '/'}shoelace/`);

const css = String.raw;
const sheet = new CSSStyleSheet();
sheet.replaceSync(css`
  .gallery__element {
    margin-block: var(--sl-spacing-large);
  }
  .gallery__element h4 {
    margin: 0 0 var(--sl-spacing-x-small);
  }
  .gallery__states {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
    gap: var(--sl-spacing-medium);
  }
  .gallery__element--wide .gallery__states {
    grid-template-columns: minmax(0, 1fr);
  }
  .gallery__state {
    margin: 0;
    min-width: 0;
    border: 1px solid var(--eip-color-border);
    border-radius: var(--eip-radius);
    background: var(--sl-color-neutral-0);
  }
  .gallery__state figcaption {
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
    border-bottom: 1px solid var(--eip-color-border);
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
  }
  .gallery__stage {
    display: flex;
    /* About a drawn state's height from the start, so that the rows below move little as it draws. */
    min-height: 8rem;
    padding: var(--sl-spacing-medium);
    overflow-x: auto;
  }
  .gallery__stage > * {
    flex: 1 1 100%;
    min-width: 0;
  }
`);

/** Each element page's loader (the docs index's `PAGES`): the gallery takes each one's first example. */
export type PageLoaders = Record<string, () => Promise<{ markdown: string; tokens?: Token[] }>>;

/**
 * The client of `tag`'s demos (its page's demo identity): the demos' data source loads with the first
 * group drawn. Where it cannot load (the element tests' server has no recorded fixtures), the
 * elements' default client.
 */
async function demoClient(tag: string) {
  const backend = await import('./fixtures/demo-backend.js').catch(() => undefined);
  return backend?.demoClientOf(demoIdentity(tag));
}

/**
 * Puts `tag` in `state` into `stage`: its first example's element, with the state's attributes, under
 * the client of the state (none: with data, the page's demo identity's).
 */
async function drawState(
  stage: HTMLElement,
  tag: string,
  markup: string,
  state: GalleryState,
): Promise<void> {
  const words = chromeText().themingPage;
  const template = document.createElement('template');
  template.innerHTML = markup;
  // An element without an example is shown as its bare tag.
  const found = template.content.querySelector(tag);
  const element = (found?.cloneNode(true) as HTMLElement | undefined) ?? document.createElement(tag);
  // Ids are the example's; the gallery shows it several times.
  element.removeAttribute('id');
  for (const [name, value] of Object.entries(stateAttributes(state, words.invalid)))
    element.setAttribute(name, value);
  // Each copy's landmarks named after its state, so that every landmark on the page has a name of its own.
  element.setAttribute('landmark-label', `${tag} ${words.states[state]}`);
  const client = stateClient(state, () => chromeText().themingPage.failure) ?? (await demoClient(tag));
  if (client) new ContextProvider(stage, { context: apiClientContext, initialValue: client });
  stage.replaceChildren(element);
}

/** The gallery of every element's states, a group drawn as it comes near. */
export class DocsStateGallery extends LitElement {
  /** The element pages, by tag (the docs app gives the index's). */
  @property({ attribute: false }) pages: PageLoaders = {};
  private observer?: IntersectionObserver;
  private stopListening?: () => void;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!document.adoptedStyleSheets.includes(sheet))
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    this.stopListening = onLanguageChange(() => this.requestUpdate());
    // An element's states are drawn when its row comes near the screen: the page holds a few at a time.
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          this.observer?.unobserve(entry.target);
          this.draw(entry.target as HTMLElement);
        }
      },
      { rootMargin: '200px 0px' },
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.stopListening?.();
  }

  protected override updated(): void {
    for (const row of this.querySelectorAll<HTMLElement>('.gallery__states:not([data-observed])')) {
      row.dataset.observed = '';
      this.observer?.observe(row);
    }
  }

  /** Puts the element of a row in each of its states. */
  private draw(row: HTMLElement): void {
    for (const stage of row.querySelectorAll<HTMLElement>('.gallery__stage')) {
      const { tag, state } = stage.dataset as { tag: string; state: GalleryState };
      void this.pages[tag]?.().then((page) =>
        drawState(stage, tag, firstPreview(page.tokens ?? page.markdown), state),
      );
    }
  }

  private tagsOf(area: Area): string[] {
    return Object.keys(this.pages)
      .filter((tag) => areaOf(tag) === area)
      .sort();
  }

  private renderElement(tag: string) {
    const words = chromeText();
    const name = `<${tag}> ${chineseName(tag)}`;
    if (DIALOGS.has(tag))
      return html`<div class="gallery__element">
        <h4><a href="#/${tag}">${name}</a></h4>
        <p>${words.themingPage.dialog}</p>
      </div>`;
    return html`<div class="gallery__element ${WIDE.has(tag) ? 'gallery__element--wide' : ''}">
      <h4><a href="#/${tag}">${name}</a></h4>
      <div class="gallery__states">
        ${statesOf(tag).map(
          (state) => html`<figure class="gallery__state">
            <figcaption>${words.themingPage.states[state]}</figcaption>
            <div class="gallery__stage" data-tag=${tag} data-state=${state}></div>
          </figure>`,
        )}
      </div>
    </div>`;
  }

  override render() {
    const words = chromeText();
    return html`${AREAS.map(
      ({ id }) => html`<section class="gallery__group" data-area=${id} aria-labelledby="gallery-${id}">
        <h3 id="gallery-${id}">${words.areas[id]}</h3>
        ${this.tagsOf(id).map((tag) => this.renderElement(tag))}
      </section>`,
    )}`;
  }
}

defineElement('docs-state-gallery', DocsStateGallery);

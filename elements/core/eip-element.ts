import { consume } from '@lit/context';
import { LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ApiClient } from '../../api/client/index.js';
import { apiClientContext, getDefaultApiClient } from './api-context.js';
import { firstUpdateTurn } from './first-updates.js';
import { isPlainClick } from './navigation.js';
import { ensureDocumentTheme } from './theme.js';

/**
 * Event details of every element, by event name: the one place an event is declared. Each element
 * adds its events here (declaration merging); `emit` is typed by it, and `GlobalEventHandlersEventMap`
 * (so `addEventListener('eip-…', e => e.detail)` is typed too) is derived from it below.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each element
export interface EipEventDetailMap {}

export type EipEventName = keyof EipEventDetailMap;

/** Every element event as the DOM dispatches it: a `CustomEvent` with its detail. */
export type EipEventMap = { [K in EipEventName]: CustomEvent<EipEventDetailMap[K]> };

declare global {
  interface GlobalEventHandlersEventMap extends EipEventMap {}
}

/**
 * The base of every element: a typed `emit` (bubbles and composed on, so a host page hears events
 * from inside shadow roots), the api client from context (falling back to the global default), and
 * the document theme installed once.
 */
export class EipElement extends LitElement {
  /** Provided by an ancestor (the portal); absent on a plain intranet page. */
  @consume({ context: apiClientContext, subscribe: true })
  @state()
  private contextClient?: ApiClient;

  /**
   * A name the page adds to the element's landmarks (its sections, navigation, search and named
   * forms) where it shows the element more than once: `分页` becomes `分页 · 招标公告`, so that each
   * landmark's name stays unique on the page.
   */
  @property({ attribute: 'landmark-label' }) landmarkLabel = '';

  override connectedCallback(): void {
    super.connectedCallback();
    ensureDocumentTheme(this.ownerDocument);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    // Loaded by the elements given a label only (every page's first load carries this class).
    if (this.landmarkLabel || changed.get('landmarkLabel'))
      void import('./landmark-label.js').then(({ nameLandmarks }) => nameLandmarks(this, this.landmarkLabel));
  }

  /**
   * The first render of an element the page holds waits for its turn (./first-updates.ts), so a page's
   * elements render in slices. One that another element rendered (in a shadow root) renders at once,
   * in its parent's turn: a parent's `updateComplete` still means its parts are drawn.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature for scheduleUpdate
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (this.hasUpdated || this.getRootNode() !== this.ownerDocument) return super.scheduleUpdate();
    return firstUpdateTurn(this).then(() => super.scheduleUpdate());
  }

  /** The api client to load data with: the context's, else the globally configured default. */
  protected get api(): ApiClient {
    return this.contextClient ?? getDefaultApiClient();
  }

  /**
   * For a link inside the element: fires a cancelable `eip-navigate`; when the page cancels it (to
   * route the link itself) the browser does not follow the link.
   */
  protected handleLink(event: MouseEvent, href: string): void {
    if (!isPlainClick(event)) return;
    if (!this.emit('eip-navigate', { href }, { cancelable: true })) event.preventDefault();
  }

  /** Dispatches a typed custom event; answers false when a listener called preventDefault. */
  emit<K extends EipEventName>(
    name: K,
    detail: EipEventDetailMap[K],
    options: Omit<CustomEventInit, 'detail'> = {},
  ): boolean {
    const event = new CustomEvent(name, {
      bubbles: true,
      composed: true,
      cancelable: false,
      ...options,
      detail,
    });
    return this.dispatchEvent(event);
  }
}

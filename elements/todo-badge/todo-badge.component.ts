import { localized, msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import { property, queryAssignedElements, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { ApiClient } from '../../api/client/index.js';
import { BADGE_SOURCES, type BadgeSource, isBadgeSource } from '../../api/contract/badge.js';
import type { Envelope } from '../../api/contract/envelope.js';
import { BADGE_CAP, UNREAD_POLL_INTERVAL_MS } from '../../api/contract/limits.js';
import { EipElement } from '../core/eip-element.js';
import { PollingController } from '../core/polling-controller.js';
import { todoBadgeStyles } from './todo-badge.styles.js';

/** How each source loads its count. */
const BADGE_LOADERS: Record<BadgeSource, (api: ApiClient, signal: AbortSignal) => Promise<Envelope<number>>> =
  {
    'procure-message': (api, signal) => api.procureMessage.getMyUnReadCount(signal),
    'inner-message': (api, signal) => api.messages.getMsgbadge(signal),
  };

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-count-change': { count: number };
    'eip-load-error': { error: unknown };
  }
}

/**
 * Given `count` it shows that number. Given a `source` it loads the count itself through the api
 * client, every `interval` milliseconds while it is on the page and the page is visible.
 *
 * @tag todo-badge
 * @summary A count of things waiting for the user, capped at 99+, hidden at zero.
 *
 * @slot - What the count belongs to, such as a bell button; the count sits on its top-right corner.
 *
 * @event eip-count-change - A load brought a different count. `detail: { count }`.
 * @event eip-load-error - A load failed; the count keeps its last value. `detail: { error }`.
 *
 * @csspart base - The wrapper around the slot and the count.
 * @csspart badge - The count (an `sl-badge`).
 *
 * @cssproperty --badge-color - Background of the count. Defaults to the danger colour.
 * @cssproperty --badge-offset-x - Horizontal shift of the count over the slotted anchor.
 * @cssproperty --badge-offset-y - Vertical shift of the count over the slotted anchor.
 */
@localized()
export class TodoBadge extends EipElement {
  static override styles = todoBadgeStyles;

  private readonly polling = new PollingController(this, {
    interval: () => this.interval,
    enabled: () => this.source !== undefined,
    run: (signal) => this.load(signal),
  });

  @queryAssignedElements() private anchors!: HTMLElement[];

  @state() private loadedCount: number | undefined;
  @state() private hasAnchor = false;
  private rendered = false;

  /** The number to show. Ignored while a `source` loads the count. */
  @property({ type: Number }) count = 0;

  /** Where to load the count from: `procure-message` (the tender site's unread to-do messages) or `inner-message` (unread inner messages). */
  @property() source: BadgeSource | undefined;

  /** Milliseconds between loads when a `source` is set. */
  @property({ type: Number }) interval = UNREAD_POLL_INTERVAL_MS;

  /** What is counted, announced with the number to screen readers (e.g. 待办); defaults to unread messages. */
  @property() label = '';

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('source') && this.source !== undefined && !isBadgeSource(this.source)) {
      console.warn(
        `<todo-badge>: unknown source "${String(this.source)}"; expected one of ${BADGE_SOURCES.join(', ')}`,
      );
    }
  }

  override updated(changed: Map<PropertyKey, unknown>): void {
    // The first render's values are the ones the controller starts with on connect.
    if (this.rendered && (changed.has('source') || changed.has('interval'))) void this.polling.refresh();
    this.rendered = true;
  }

  private handleSlotChange(): void {
    this.hasAnchor = this.anchors.length > 0;
  }

  private async load(signal: AbortSignal): Promise<void> {
    if (!isBadgeSource(this.source)) return;
    try {
      const answer = await BADGE_LOADERS[this.source](this.api, signal);
      const count = Number(answer?.value ?? 0);
      if (signal.aborted) return;
      const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
      if (safe !== this.loadedCount) {
        this.loadedCount = safe;
        this.emit('eip-count-change', { count: safe });
      }
    } catch (error) {
      if (!signal.aborted) this.emit('eip-load-error', { error });
    }
  }

  /** The count shown: loaded when a source is set, else the `count` property. */
  get displayedCount(): number {
    const value = this.source !== undefined ? (this.loadedCount ?? 0) : this.count;
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  }

  /** Loads the count now (e.g. after the user read a message) and restarts the polling clock. */
  refresh(): Promise<void> {
    return this.polling.refresh();
  }

  override render() {
    const count = this.displayedCount;
    const text = count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
    const label = this.label;
    const announcement = count === 0 ? '' : label ? `${label}: ${count}` : msg(str`${count} 条未读消息`);
    return html`
      <span part="base" class=${classMap({ 'has-anchor': this.hasAnchor })}>
        <slot @slotchange=${this.handleSlotChange}></slot>
        ${
          count > 0
            ? html`<sl-badge part="badge" variant="danger" pill aria-hidden="true">${text}</sl-badge>`
            : nothing
        }
        <span class="visually-hidden" role="status">${announcement}</span>
      </span>
    `;
  }
}

/**
 * The lazy loader: `<script type="module" src="https://portal.example.com/elements/eip-loader.js">`
 * once in a page, and every element defines itself from its own chunk the first time its tag appears:
 * in the page, in shadow roots (the elements' own and the page's), and when tags are added later.
 * A page with one `<todo-badge>` downloads the badge and what it needs, not fifteen elements.
 *
 *   import { configure } from 'https://portal.example.com/elements/eip-loader.js';
 *   configure({ baseUrl: 'https://portal.example.com', tokenKey: 'token', lang: 'zh-CN' });
 *
 * `configure` takes the same options as `EipElements.configure` of the script-tag bundle; elements
 * found before or after it is called are defined once it has been applied.
 */
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import type { EmbedOptions } from './core/embed.js';

export type { EmbedOptions };

/** Each element's registration module, by tag: one chunk each (shared code in shared chunks). */
const ELEMENT_MODULES: Record<string, () => Promise<unknown>> = {
  'agent-settings': () => import('./agent-settings/agent-settings.js'),
  'award-list': () => import('./award-list/award-list.js'),
  'batch-handle-dialog': () => import('./batch-handle-dialog/batch-handle-dialog.js'),
  'bid-monitor': () => import('./bid-monitor/bid-monitor.js'),
  'bidding-hall': () => import('./bidding-hall/bidding-hall.js'),
  'approval-panel': () => import('./approval-panel/approval-panel.js'),
  'change-password-dialog': () => import('./change-password-dialog/change-password-dialog.js'),
  'confirm-invite-dialog': () => import('./confirm-invite-dialog/confirm-invite-dialog.js'),
  'collect-button': () => import('./collect-button/collect-button.js'),
  'collection-list': () => import('./collection-list/collection-list.js'),
  'company-info': () => import('./company-info/company-info.js'),
  'comprehensive-quotation': () => import('./comprehensive-quotation/comprehensive-quotation.js'),
  'contract-info-form': () => import('./contract-info-form/contract-info-form.js'),
  'file-upload': () => import('./file-upload/file-upload.js'),
  'flow-cards': () => import('./flow-cards/flow-cards.js'),
  'flow-form': () => import('./flow-form/flow-form.js'),
  'flow-chart': () => import('./flow-chart/flow-chart.js'),
  'flow-chart-dialog': () => import('./flow-chart-dialog/flow-chart-dialog.js'),
  'login-form': () => import('./login-form/login-form.js'),
  'mail-account-settings': () => import('./mail-account-settings/mail-account-settings.js'),
  'mail-address-input': () => import('./mail-address-input/mail-address-input.js'),
  'mail-composer': () => import('./mail-composer/mail-composer.js'),
  'mail-contact-list': () => import('./mail-contact-list/mail-contact-list.js'),
  'mail-folder-tree': () => import('./mail-folder-tree/mail-folder-tree.js'),
  'mail-list': () => import('./mail-list/mail-list.js'),
  'mail-reader': () => import('./mail-reader/mail-reader.js'),
  'modify-record-list': () => import('./modify-record-list/modify-record-list.js'),
  'news-detail': () => import('./news-detail/news-detail.js'),
  'news-list': () => import('./news-list/news-list.js'),
  'notice-detail': () => import('./notice-detail/notice-detail.js'),
  'notice-list': () => import('./notice-list/notice-list.js'),
  'opinion-table': () => import('./opinion-table/opinion-table.js'),
  'phrase-picker': () => import('./phrase-picker/phrase-picker.js'),
  'phrase-settings': () => import('./phrase-settings/phrase-settings.js'),
  'personal-info-dialog': () => import('./personal-info-dialog/personal-info-dialog.js'),
  'portal-column': () => import('./portal-column/portal-column.js'),
  'project-actions': () => import('./project-actions/project-actions.js'),
  'project-list': () => import('./project-list/project-list.js'),
  'quote-form': () => import('./quote-form/quote-form.js'),
  'purchaser-info-form': () => import('./purchaser-info-form/purchaser-info-form.js'),
  'qualification-review': () => import('./qualification-review/qualification-review.js'),
  'register-form': () => import('./register-form/register-form.js'),
  'registration-detail': () => import('./registration-detail/registration-detail.js'),
  'registration-list': () => import('./registration-list/registration-list.js'),
  'registration-review': () => import('./registration-review/registration-review.js'),
  'rich-text': () => import('./rich-text/rich-text.js'),
  'score-table': () => import('./score-table/score-table.js'),
  'seal-settings': () => import('./seal-settings/seal-settings.js'),
  'secretary-settings': () => import('./secretary-settings/secretary-settings.js'),
  'sign-up-form': () => import('./sign-up-form/sign-up-form.js'),
  'signature-field': () => import('./signature-field/signature-field.js'),
  'tender-detail': () => import('./tender-detail/tender-detail.js'),
  'supplier-invite': () => import('./supplier-invite/supplier-invite.js'),
  'task-action-dialog': () => import('./task-action-dialog/task-action-dialog.js'),
  'task-list': () => import('./task-list/task-list.js'),
  'tender-search-bar': () => import('./tender-search-bar/tender-search-bar.js'),
  'todo-badge': () => import('./todo-badge/todo-badge.js'),
  'user-picker': () => import('./user-picker/user-picker.js'),
  'todo-message-list': () => import('./todo-message-list/todo-message-list.js'),
  'watermark-overlay': () => import('./watermark-overlay/watermark-overlay.js'),
  'inner-message-list': () => import('./inner-message-list/inner-message-list.js'),
  'message-compose-dialog': () => import('./message-compose-dialog/message-compose-dialog.js'),
  'contact-directory': () => import('./contact-directory/contact-directory.js'),
  'contact-group-manager': () => import('./contact-group-manager/contact-group-manager.js'),
};

/** The tags this loader defines. */
export const LOADER_TAGS = Object.keys(ELEMENT_MODULES);

// Icons load from beside this module (the portal's origin), whichever page includes it.
setBasePath(new URL('./shoelace/', import.meta.url).href);

let languageReady: Promise<void> | undefined;
/** The stored language, applied once before the first element (and before `configure`'s). */
function applyStoredLanguage(): Promise<void> {
  languageReady ??= import('./core/localize.js').then(({ initLanguage }) => initLanguage());
  return languageReady;
}

let configured: Promise<void> = Promise.resolve();

/** Points the elements at a backend, the link base, user, language and theme. Safe to call again. */
export function configure(options: EmbedOptions = {}): Promise<void> {
  const previous = configured;
  configured = Promise.all([previous, applyStoredLanguage(), import('./core/embed.js')]).then(([, , embed]) =>
    embed.configure(options),
  );
  return configured;
}

const loading = new Map<string, Promise<void>>();

/** Defines one element from its chunk, once configuration asked for so far is in place. */
function define(tag: string): Promise<void> {
  const load = ELEMENT_MODULES[tag];
  if (!load || customElements.get(tag)) return Promise.resolve();
  let pending = loading.get(tag);
  if (!pending) {
    pending = applyStoredLanguage()
      .then(() => configured)
      .then(load)
      .then(
        () => undefined,
        (error: unknown) => {
          loading.delete(tag);
          console.error(`eip-loader: <${tag}> could not be loaded`, error);
        },
      );
    loading.set(tag, pending);
  }
  return pending;
}

const observer = new MutationObserver((mutations) => {
  for (const { addedNodes } of mutations) {
    for (const node of addedNodes) if (node instanceof Element) discover(node);
  }
});

const watched = new WeakSet<Node>();
function watch(root: Document | ShadowRoot): void {
  if (watched.has(root)) return;
  watched.add(root);
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * Defines every known tag under `root` (and `root` itself), watching the open shadow roots found
 * on the way: those created before the loader ran are otherwise invisible to it.
 */
export function discover(root: Element | Document | ShadowRoot): Promise<void> {
  const elements = [...(root instanceof Element ? [root] : []), ...root.querySelectorAll('*')];
  const tags = new Set<string>();
  for (const element of elements) {
    const tag = element.localName;
    if (tag in ELEMENT_MODULES && !customElements.get(tag)) tags.add(tag);
    if (element.shadowRoot) {
      watch(element.shadowRoot);
      void discover(element.shadowRoot);
    }
  }
  return Promise.all([...tags].map(define)).then(() => undefined);
}

const ATTACHED_KEY = Symbol.for('eip-loader-attach-shadow');

/** Watches every shadow root created from now on (the elements' own included). */
function watchNewShadowRoots(): void {
  const prototype = Element.prototype as Element & { [ATTACHED_KEY]?: boolean };
  if (prototype[ATTACHED_KEY]) return;
  prototype[ATTACHED_KEY] = true;
  const attachShadow = prototype.attachShadow;
  prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const shadow = attachShadow.call(this, init);
    watch(shadow);
    return shadow;
  };
}

watchNewShadowRoots();
watch(document);
// After the including module's body ran: a `configure` it calls at once applies before any element.
queueMicrotask(() => void discover(document));

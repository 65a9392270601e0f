/**
 * Which states the theming page's gallery shows each element in, and the api clients that put it in
 * them. With data: the element's first docs example, its data from the demos' source (the reference
 * backend as the page's demo identity, or the recorded fixtures). Loading, failed and empty: the same
 * element under a client that never answers, refuses, or answers an empty page, as the element tests'
 * load-state suite plays the server (tests/browser/shared/load-state-suite.ts). Disabled, read-only
 * and invalid: its attributes.
 */
import type { ApiClient } from '../api/client/index.js';
import type { GalleryState } from './chrome-text.js';
import { createFakeClient, type FakeReply, type FakeRoutes, ok, refuse } from './fixtures/fake-transport.js';

/** Elements that load what they show: they have a loading and a failed state. */
const LOADS = new Set([
  'agent-settings',
  'approval-panel',
  'award-list',
  'bid-monitor',
  'bidding-hall',
  'collection-list',
  'company-info',
  'comprehensive-quotation',
  'contact-directory',
  'contact-group-manager',
  'flow-cards',
  'flow-chart',
  'inner-message-list',
  'mail-account-settings',
  'mail-contact-list',
  'mail-folder-tree',
  'mail-list',
  'mail-reader',
  'modify-record-list',
  'news-detail',
  'news-list',
  'notice-detail',
  'notice-list',
  'opinion-table',
  'phrase-settings',
  'portal-column',
  'process-admin',
  'project-actions',
  'project-list',
  'qualification-review',
  'registration-detail',
  'registration-list',
  'registration-review',
  'score-table',
  'seal-settings',
  'secretary-settings',
  'sign-up-form',
  'supplier-invite',
  'task-list',
  'tender-detail',
  'tender-questions',
  'todo-message-list',
]);

/** Lists that say so when there is nothing (an empty page of rows). */
const EMPTIES = new Set([
  'agent-settings',
  'award-list',
  'collection-list',
  'contact-directory',
  'flow-cards',
  'inner-message-list',
  'mail-contact-list',
  'mail-list',
  'news-list',
  'notice-list',
  'project-list',
  'registration-list',
  'secretary-settings',
  'task-list',
  'todo-message-list',
]);

/** Form controls, and the states their attributes put them in. */
const CONTROLS: Record<string, GalleryState[]> = {
  'file-upload': ['readonly', 'disabled'],
  'flow-form': ['readonly'],
  'mail-address-input': ['invalid', 'disabled'],
  'phrase-picker': ['disabled'],
  'quote-form': ['disabled'],
  'qualification-review': ['readonly'],
  'registration-review': ['readonly'],
  'rich-text-editor': ['invalid', 'readonly', 'disabled'],
  'signature-field': ['disabled'],
  'user-picker': ['invalid', 'disabled'],
};

/** Dialogs cover the page when open: the gallery sends the reader to their page. */
export const DIALOGS = new Set([
  'batch-handle-dialog',
  'change-password-dialog',
  'clarification-dialog',
  'confirm-invite-dialog',
  'flow-chart-dialog',
  'message-compose-dialog',
  'personal-info-dialog',
  'task-action-dialog',
]);

/** Elements wide enough (tables, charts, detail pages) that their states stack rather than sit in a row. */
export const WIDE = new Set([
  'bid-monitor',
  'bidding-hall',
  'flow-chart',
  'mail-list',
  'notice-detail',
  'notice-list',
  'opinion-table',
  'process-admin',
  'process-designer',
  'form-designer',
  'project-editor',
  'project-list',
  'qualification-review',
  'registration-review',
  'score-table',
  'task-list',
  'tender-detail',
]);

/** The states the gallery shows `tag` in, with data first. */
export function statesOf(tag: string): GalleryState[] {
  const states: GalleryState[] = ['filled'];
  if (LOADS.has(tag)) states.push('loading', 'failed');
  if (EMPTIES.has(tag)) states.push('empty');
  states.push(...(CONTROLS[tag] ?? []));
  return states;
}

/** The attributes that put an element in a state (the invalid one with the message it shows). */
export function stateAttributes(state: GalleryState, invalidMessage: string): Record<string, string> {
  if (state === 'disabled') return { disabled: '' };
  if (state === 'readonly') return { readonly: '' };
  if (state === 'invalid') return { error: invalidMessage };
  return {};
}

/** Every call answered by `reply`, whatever its method and path. */
function answering(reply: (request: { signal?: AbortSignal }) => Promise<FakeReply> | FakeReply): FakeRoutes {
  return Object.fromEntries(['GET', 'POST', 'PUT', 'DELETE'].map((method) => [`${method} *`, reply]));
}

/** A reply that never comes (ended when the element gives up on it). */
const never = ({ signal }: { signal?: AbortSignal }) =>
  new Promise<FakeReply>((_, reject) =>
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

/**
 * The client that puts an element in a data state: loading (no answer), failed (a refusal in the
 * reader's words, `failure`) or empty (an empty page of rows); undefined for the other states, which
 * take the demos' data.
 */
export function stateClient(state: GalleryState, failure: () => string): ApiClient | undefined {
  if (state === 'loading') return createFakeClient(answering(never)).client;
  if (state === 'failed') return createFakeClient(answering(() => refuse(failure()))).client;
  if (state === 'empty')
    return createFakeClient(answering(() => ok({ rows: [], total: 0, page: 1, pageSize: 10 }))).client;
  return undefined;
}

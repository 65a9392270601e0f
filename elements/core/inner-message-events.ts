/**
 * The event inner-message-list fires whenever the user's unread count may have changed (messages
 * opened, marked or removed); it bubbles and is composed, so it reaches window, where the header's
 * message badge listens. A module of its own: the header imports the name without the list.
 */
export const INNER_MESSAGE_CHANGE_EVENT = 'eip-inner-message-change';

declare module './eip-element.js' {
  interface EipEventDetailMap {
    'eip-inner-message-change': { ids: string[] };
  }
}

import { type Static, Type } from 'typebox';
import { INNER_MESSAGE_LIMITS } from '../messages.js';
import { Id, Text } from './common.js';

const Ids = Type.Array(Id, { minItems: 1, maxItems: INNER_MESSAGE_LIMITS.batch });

/** messageReceiver remove: the caller's receipts of these messages. */
export const MessageIdsBody = Type.Object({ ids: Ids });
export type MessageIdsBody = Static<typeof MessageIdsBody>;

/** messageReceiver mark: these messages read (true) or unread (false) for the caller. */
export const MessageMarkBody = Type.Object({ ids: Ids, isRead: Type.Boolean() });
export type MessageMarkBody = Static<typeof MessageMarkBody>;

/**
 * messageSend send (the reference backend's own call): a personal message to people and to the
 * members of the sender's contact groups.
 */
export const MessageSendBody = Type.Object({
  receiverIds: Type.Optional(Type.Array(Id, { maxItems: INNER_MESSAGE_LIMITS.receivers })),
  groupIds: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  subject: Text(INNER_MESSAGE_LIMITS.subject),
  body: Type.String({ maxLength: INNER_MESSAGE_LIMITS.body }),
  // A portal address: one slash first, never two (a protocol-relative address leaves the portal).
  link: Type.Optional(Type.String({ maxLength: 500, pattern: '^/(?![/\\\\])' })),
});
export type MessageSendBody = Static<typeof MessageSendBody>;

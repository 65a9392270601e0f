import { randomUUID } from 'node:crypto';
import type { InnerMessageType } from '../../contract/messages.js';
import type { Db } from '../db/database.js';
import { type TextI18n, textsJson } from '../http/localized-text.js';

export interface OutgoingMessage {
  /** null for the system. */
  sender: { id: string; name: string } | null;
  receivers: readonly string[];
  subject: string;
  /** Rich text (sanitized where it is shown). */
  body: string;
  type: InnerMessageType;
  link?: string | null;
  now?: Date;
  /** Subject and body in every language, when the system writes them (a person's message stays as typed). */
  subjectI18n?: TextI18n;
  bodyI18n?: TextI18n;
}

/**
 * Writes one message and a receipt for each receiver (the sender gets none), in the caller's
 * transaction: the message exists exactly when what it tells of happened. Answers the message id, or
 * null when nobody is left to receive it.
 */
export async function sendInnerMessage(trx: Db, message: OutgoingMessage): Promise<string | null> {
  const receivers = [...new Set(message.receivers)].filter((id) => id !== message.sender?.id);
  if (receivers.length === 0) return null;
  const id = `msg-${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await trx
    .insertInto('inner_messages')
    .values({
      id,
      sender_id: message.sender?.id ?? null,
      sender_name: message.sender?.name ?? '系统',
      subject: message.subject,
      body: message.body,
      type: message.type,
      link: message.link ?? null,
      created_at: message.now ?? new Date(),
      subject_i18n: textsJson(message.subjectI18n),
      body_i18n: textsJson(message.bodyI18n),
    })
    .execute();
  await trx
    .insertInto('inner_message_receipts')
    .values(receivers.map((receiverId) => ({ message_id: id, receiver_id: receiverId })))
    .execute();
  return id;
}

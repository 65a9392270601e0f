/** Inner messages (workflow-portal sections 2 and 7, messageReceiver; issue 15). */
export type { MessageIdsBody, MessageMarkBody, MessageSendBody } from './schemas/messages.js';

/** Who a message comes from: the system, a workflow task (assignment, urge, copy, communication) or a person. */
export const INNER_MESSAGE_TYPES = ['system', 'task', 'personal'] as const;
export type InnerMessageType = (typeof INNER_MESSAGE_TYPES)[number];

export function isInnerMessageType(value: unknown): value is InnerMessageType {
  return (INNER_MESSAGE_TYPES as readonly unknown[]).includes(value);
}

export const INNER_MESSAGE_LIMITS = {
  subject: 100,
  body: 20_000,
  receivers: 200,
  /** Messages one mark or remove may name. */
  batch: 200,
} as const;

/** Plain text as a message body: each line a paragraph, nothing in it read as markup. */
export function textToParagraphs(text: string): string {
  const escapeLine = (line: string) => line.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeLine(line) || '<br>'}</p>`)
    .join('');
}

/** A message as its receiver sees it (list rows leave `body` out). */
export interface InnerMessage {
  id: string;
  subject: string;
  type: InnerMessageType;
  senderId: string | null;
  senderName: string;
  /** A portal address the message is about (the approval form of a task), or null. */
  link: string | null;
  isRead: boolean;
  createTime: string;
  readTime: string | null;
  /** Rich text; only the detail (get) carries it. */
  body?: string;
}

/** What a send answers: the message id and how many people it reached. */
export interface SentMessage {
  id: string;
  receivers: number;
}

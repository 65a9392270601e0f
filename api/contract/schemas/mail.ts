import { type Static, Type } from 'typebox';
import { Id, NullableString, StringEnum, Text, TextList } from './common.js';

/** How a connection to a mail server is secured: TLS from the start, STARTTLS upgrade, or plain. */
export const MAIL_SECURITIES = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

/** remove?type: `trash` moves the mails to the account's Trash folder, `forever` deletes and expunges. */
export const MAIL_REMOVE_TYPES = ['trash', 'forever'] as const;
export type MailRemoveType = (typeof MAIL_REMOVE_TYPES)[number];

/** Most mails, contacts or accounts one call may name. */
export const MAIL_MAX_IDS = 200;
/** Most recipients of one mail (to, cc and bcc together are checked by the server). */
export const MAIL_MAX_RECIPIENTS = 100;
/** Most attachments of one mail. */
export const MAIL_MAX_ATTACHMENTS = 20;

const Host = Text(253);
const Port = Type.Integer({ minimum: 1, maximum: 65535 });
const Address = Type.String({ minLength: 3, maxLength: 320 });
const AddressList = Type.Array(Type.String({ maxLength: 400 }), { maxItems: MAIL_MAX_RECIPIENTS });

/**
 * mailSetting/save (and test): an account's servers. Without id a new account (password required); with
 * id the caller's account is updated, and an empty or missing password keeps the stored one.
 */
export const MailAccountBody = Type.Object({
  /** The account to update; absent for a new one. */
  id: Type.Optional(Id),
  /** The address mail is sent from, e.g. `zhangsan@example.com`. */
  email: Address,
  /** The name recipients see beside the address; defaults to the user's full name. */
  displayName: Type.Optional(NullableString({ maxLength: 100 })),
  imapHost: Host,
  imapPort: Port,
  imapSecurity: StringEnum(MAIL_SECURITIES),
  smtpHost: Host,
  smtpPort: Port,
  smtpSecurity: StringEnum(MAIL_SECURITIES),
  /** The login name of both servers (often the address itself). */
  username: Text(320),
  /** The login password; stored encrypted, never answered. Empty keeps the stored one on update. */
  password: Type.Optional(Type.String({ maxLength: 500 })),
  /** The account the mail pages open first and send from by default. */
  isDefault: Type.Optional(Type.Boolean()),
});
export type MailAccountBody = Static<typeof MailAccountBody>;

/** ?ids of mails, accounts or contacts: comma-separated or repeated. */
export const MailIdsQuery = Type.Object({ ids: TextList(MAIL_MAX_IDS) });
export type MailIdsQuery = Static<typeof MailIdsQuery>;

/** mail/remove?ids&type. */
export const MailRemoveQuery = Type.Object({
  ids: TextList(MAIL_MAX_IDS),
  type: StringEnum(MAIL_REMOVE_TYPES),
});
export type MailRemoveQuery = Static<typeof MailRemoveQuery>;

/** mail/isRead?ids&isRead: marks the mails read (true) or unread (false), here and on the server. */
export const MailReadQuery = Type.Object({
  ids: TextList(MAIL_MAX_IDS),
  isRead: Type.Boolean(),
});
export type MailReadQuery = Static<typeof MailReadQuery>;

/** ?accountId: one of the caller's accounts; absent means all of them (tree, sync). */
export const MailAccountQuery = Type.Object({ accountId: Type.Optional(Id) });
export type MailAccountQuery = Static<typeof MailAccountQuery>;

/** mail/send: a new mail from one of the caller's accounts. */
export const MailSendBody = Type.Object({
  /** The account to send from; absent: the default account. */
  accountId: Type.Optional(Id),
  /** Addresses, plain (`a@b.cn`) or with a name (`张三 <a@b.cn>`); at least one of to, cc, bcc. */
  to: AddressList,
  cc: Type.Optional(AddressList),
  bcc: Type.Optional(AddressList),
  subject: Type.String({ maxLength: 500 }),
  /** The rich body (HTML) as the editor wrote it; a plain-text part is derived from it. */
  html: Type.String({ maxLength: 2_000_000 }),
  /** File ids of the caller's uploads (file/upload) sent as attachments. */
  attachments: Type.Optional(Type.Array(Id, { maxItems: MAIL_MAX_ATTACHMENTS })),
  /** The id of the mail this one answers (reply / forward), for In-Reply-To and References. */
  inReplyTo: Type.Optional(Id),
});
export type MailSendBody = Static<typeof MailSendBody>;

/** mailLinkman/save: a mail contact of the caller; with id, updates it. */
export const MailLinkmanBody = Type.Object({
  id: Type.Optional(Id),
  name: Text(100),
  email: Address,
  phone: Type.Optional(NullableString({ maxLength: 50 })),
  company: Type.Optional(NullableString({ maxLength: 200 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
});
export type MailLinkmanBody = Static<typeof MailLinkmanBody>;

/** mailLinkman/getMailAndUserData?query: address completion; empty query answers the first contacts. */
export const MailCompletionQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MailCompletionQuery = Static<typeof MailCompletionQuery>;

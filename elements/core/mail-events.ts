/** What happened to mails, as the mail elements report it (the page refreshes counts and lists). */
export const MAIL_CHANGES = ['read', 'unread', 'trash', 'forever'] as const;
export type MailChange = (typeof MAIL_CHANGES)[number];

declare module './eip-element.js' {
  interface EipEventDetailMap {
    /** The user changed mails: marked them read or unread, moved them to the trash or deleted them. */
    'eip-mail-change': { ids: string[]; change: MailChange };
  }
}

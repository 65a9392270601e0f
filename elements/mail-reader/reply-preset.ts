import { msg, str } from '@lit/localize';
import type { UploadedFile } from '../../api/contract/files.js';
import { formatMailAddress, type MailAddress, type MailDetail } from '../../api/contract/mail.js';
import { formatDateTime } from '../core/format.js';
import type { MailComposePreset } from '../mail-composer/mail-composer.component.js';
import { mailBodyFragment } from './mail-body.js';

export const REPLY_MODES = ['reply', 'replyAll', 'forward'] as const;
export type ReplyMode = (typeof REPLY_MODES)[number];

/** A subject with the prefix once (Re: Re: Re: is what nobody wants). */
function prefixed(prefix: string, subject: string): string {
  return new RegExp(`^${prefix}:`, 'i').test(subject.trim()) ? subject : `${prefix}: ${subject}`;
}

function escapeText(text: string): string {
  const holder = document.createElement('div');
  holder.textContent = text;
  return holder.innerHTML;
}

/** The original's body for quoting: sanitized, its remote pictures held back, a text mail kept as text. */
function quotedBody(mail: MailDetail): string {
  if (mail.html) {
    const holder = document.createElement('div');
    holder.append(mailBodyFragment(mail.html, { showRemote: false, inlineUrl: () => undefined }).fragment);
    return holder.innerHTML;
  }
  return escapeText(mail.text ?? '').replace(/\n/g, '<br>');
}

function addressList(addresses: readonly MailAddress[]): string {
  return addresses.map(formatMailAddress).join(', ');
}

/**
 * How a reply, a reply to all or a forward of `mail` starts. `own` are the user's own addresses, left
 * out of a reply to all.
 */
export function replyPreset(mode: ReplyMode, mail: MailDetail, own: readonly string[]): MailComposePreset {
  const when = formatDateTime(mail.date, 'YYYY-MM-DD HH:mm');
  const sender = mail.from ? formatMailAddress(mail.from) : '';
  const mine = new Set(own.map((address) => address.toLowerCase()));
  const notMine = (address: MailAddress) => !mine.has(address.address.toLowerCase());
  if (mode === 'forward') {
    const header = [
      `<p>${escapeText(msg('-------- 转发的邮件 --------'))}</p>`,
      `<p>${escapeText(msg(str`发件人：${sender}`))}<br>${escapeText(msg(str`时间：${when}`))}<br>${escapeText(
        msg(str`收件人：${addressList(mail.to)}`),
      )}<br>${escapeText(msg(str`主题：${mail.subject}`))}</p>`,
    ].join('');
    const attachments: UploadedFile[] = mail.attachments
      .filter((file) => !file.inline)
      .map((file) => ({
        fileId: file.fileId,
        fileName: file.name,
        name: file.name,
        size: file.size,
        type: file.mime,
      }));
    return {
      accountId: mail.accountId,
      subject: prefixed('Fw', mail.subject),
      html: `<p><br></p>${header}<blockquote>${quotedBody(mail)}</blockquote>`,
      attachments,
      inReplyTo: mail.id,
    };
  }
  const replyTo = mail.replyTo.length ? mail.replyTo : mail.from ? [mail.from] : [];
  const to = mode === 'replyAll' ? [...replyTo, ...mail.to.filter(notMine)] : replyTo;
  const cc = mode === 'replyAll' ? mail.cc.filter(notMine) : [];
  const seen = new Set<string>();
  const unique = (addresses: MailAddress[]) =>
    addresses.filter((address) => {
      const key = address.address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    accountId: mail.accountId,
    to: unique(to).map(formatMailAddress),
    cc: unique(cc).map(formatMailAddress),
    subject: prefixed('Re', mail.subject),
    html: `<p><br></p><p>${escapeText(msg(str`在 ${when}，${sender} 写道：`))}</p><blockquote>${quotedBody(mail)}</blockquote>`,
    inReplyTo: mail.id,
  };
}

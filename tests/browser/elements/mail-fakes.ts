/** A mail backend for the mail element tests: accounts, folders, mails, contacts and files, kept in memory. */
import type { QueryBody } from '../../../api/contract/envelope.js';
import type {
  MailAccount,
  MailAccountBody,
  MailCompletion,
  MailDetail,
  MailLinkman,
  MailLinkmanBody,
  MailSendBody,
  MailTreeNode,
} from '../../../api/contract/mail.js';
import { type FakeReply, type FakeRoutes, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { filesBackend, PNG_PIXEL } from './file-upload-fakes.js';

const M = '/mail/mail/v1';
const S = '/mail/mailSetting/v1';
const L = '/mail/mailLinkman/v1';

function account(id: string, email: string, isDefault: boolean): MailAccount {
  return {
    id,
    email,
    displayName: '张三',
    imapHost: 'imap.eip.local',
    imapPort: 993,
    imapSecurity: 'tls',
    smtpHost: 'smtp.eip.local',
    smtpPort: 465,
    smtpSecurity: 'tls',
    username: email,
    hasPassword: true,
    isDefault,
    lastSyncTime: '2026-11-20T08:00:00.000Z',
    lastSyncError: null,
    createTime: '2026-11-01T08:00:00.000Z',
  };
}

function folder(
  id: string,
  accountId: string,
  name: string,
  specialUse: MailTreeNode['specialUse'],
): MailTreeNode {
  return {
    id,
    parentId: accountId,
    kind: 'folder',
    accountId,
    name,
    path: name,
    specialUse,
    unread: 0,
    total: 0,
  };
}

function mail(id: string, folderId: string, patch: Partial<MailDetail>): MailDetail {
  return {
    id,
    accountId: 'a-1',
    folderId,
    subject: '',
    from: { name: '李四', address: 'lisi@eip.local' },
    to: [{ name: '张三', address: 'zhangsan@eip.local' }],
    cc: [],
    bcc: [],
    replyTo: [],
    messageId: `<${id}@eip.local>`,
    date: '2026-11-20T09:30:00.000Z',
    isRead: true,
    isFlagged: false,
    hasAttachments: false,
    preview: '',
    size: 1000,
    html: null,
    text: null,
    remoteImages: [],
    attachments: [],
    ...patch,
  };
}

const ids = (text: string | undefined) => (text ?? '').split(',').filter(Boolean);

export interface MailBackendOptions {
  /** Answers mail/send instead of sending (a refusal). */
  failSend?: () => FakeReply | undefined;
  /** The connection test's answer for a password ('' keeps the stored one). */
  testPassword?: string;
  /** The accounts are answered once this settles (a slow server). */
  accountsAfter?: Promise<unknown>;
}

export function mailBackend(options: MailBackendOptions = {}) {
  const files = { attachment: '', inline: '' };
  const accounts = [
    account('a-1', 'zhangsan@eip.local', true),
    account('a-2', 'zhangsan@corp.example', false),
  ];
  const folders = [
    folder('f-in', 'a-1', 'INBOX', 'inbox'),
    folder('f-sent', 'a-1', 'Sent', 'sent'),
    folder('f-trash', 'a-1', 'Trash', 'trash'),
    folder('f-projects', 'a-1', '项目', null),
    folder('f2-in', 'a-2', 'INBOX', 'inbox'),
  ];
  const mails: MailDetail[] = [];
  const linkmen: MailLinkman[] = [
    {
      id: 'l-1',
      name: '王五',
      email: 'wangwu@partner.example',
      phone: '13800000000',
      company: '合作单位',
      remark: null,
      createTime: '2026-11-01T08:00:00.000Z',
    },
  ];
  const sent: MailSendBody[] = [];
  const saved: MailAccountBody[] = [];
  let sequence = 0;

  const tree = (): MailTreeNode[] => [
    ...accounts.map(
      (entry): MailTreeNode => ({
        id: entry.id,
        parentId: null,
        kind: 'account',
        accountId: entry.id,
        name: entry.email,
        path: '',
        specialUse: null,
        unread: mails.filter((row) => row.accountId === entry.id && !row.isRead).length,
        total: mails.filter((row) => row.accountId === entry.id).length,
      }),
    ),
    ...folders.map((entry) => ({
      ...entry,
      unread: mails.filter((row) => row.folderId === entry.id && !row.isRead).length,
      total: mails.filter((row) => row.folderId === entry.id).length,
    })),
  ];

  const routes: FakeRoutes = {
    [`GET ${M}/getMailTreeData`]: () => ok(tree()),
    [`POST ${M}/listJson`]: ({ data }) => {
      const body = data as QueryBody;
      const folderId = body.querys?.find((query) => query.property === 'folderId')?.value;
      const keyword = String(body.querys?.find((query) => query.property === 'keyword')?.value ?? '');
      const rows = mails
        .filter((row) => row.folderId === folderId)
        .filter((row) => !keyword || row.subject.includes(keyword) || row.from?.name.includes(keyword))
        .map(({ cc, bcc, replyTo, messageId, html, text, remoteImages, attachments, ...row }) => row);
      const { page, pageSize } = body.pageBean;
      return ok({
        rows: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        pageSize,
      });
    },
    [`GET ${M}/getJson`]: ({ params }) => {
      const found = mails.find((row) => row.id === params.id);
      return found ? ok(structuredClone(found)) : refuse('邮件不存在');
    },
    [`POST ${M}/isRead`]: ({ params }) => {
      const chosen = mails.filter((row) => ids(params.ids).includes(row.id));
      for (const row of chosen) row.isRead = params.isRead === 'true';
      return ok({ count: chosen.length });
    },
    [`POST ${M}/remove`]: ({ params }) => {
      const chosen = mails.filter((row) => ids(params.ids).includes(row.id));
      for (const row of chosen) {
        if (params.type === 'forever') mails.splice(mails.indexOf(row), 1);
        else row.folderId = 'f-trash';
      }
      return ok({ count: chosen.length });
    },
    [`POST ${M}/send`]: ({ data }) => {
      const failure = options.failSend?.();
      if (failure) return failure;
      const body = data as MailSendBody;
      sent.push(body);
      sequence += 1;
      return ok({
        id: `sent-${sequence}`,
        messageId: `<sent-${sequence}@eip.local>`,
        accepted: body.to,
        rejected: [],
        savedToServer: true,
      });
    },
    [`POST ${M}/sync`]: ({ params }) => {
      const fresh = mail(`m-new-${++sequence}`, 'f-in', { subject: '新到的邮件', isRead: false });
      mails.push(fresh);
      return ok(
        accounts
          .filter((entry) => !params.accountId || entry.id === params.accountId)
          .map((entry) => ({
            accountId: entry.id,
            email: entry.email,
            ok: true,
            error: null,
            folders: 4,
            added: entry.id === 'a-1' ? 1 : 0,
            updated: 0,
            removed: 0,
          })),
      );
    },
    [`GET ${S}/listJson`]: async () => {
      await options.accountsAfter;
      return ok(structuredClone(accounts));
    },
    [`POST ${S}/save`]: ({ data }) => {
      const body = data as MailAccountBody;
      saved.push(body);
      const existing = accounts.find((entry) => entry.id === body.id);
      const stored = {
        ...(existing ?? account(`a-${accounts.length + 1}`, body.email, false)),
        ...body,
        displayName: body.displayName ?? null,
      } as MailAccount;
      if (existing) accounts.splice(accounts.indexOf(existing), 1, stored);
      else accounts.push(stored);
      return ok(stored);
    },
    [`POST ${S}/test`]: ({ data }) => {
      const body = data as MailAccountBody;
      const good = (body.password ?? '') === (options.testPassword ?? '');
      const refused = { ok: false, message: '登录被拒绝：用户名或密码错误' };
      return ok({
        ok: good,
        imap: good ? { ok: true, message: '连接成功' } : refused,
        smtp: good ? { ok: true, message: '连接成功' } : refused,
      });
    },
    [`POST ${S}/remove`]: ({ params }) => {
      for (const id of ids(params.ids))
        accounts.splice(
          accounts.findIndex((entry) => entry.id === id),
          1,
        );
      return ok({ count: 1 });
    },
    [`POST ${L}/listJson`]: ({ data }) => {
      const body = data as QueryBody;
      const keyword = String(body.querys?.find((query) => query.property === 'keyword')?.value ?? '');
      const rows = linkmen.filter(
        (row) => !keyword || row.name.includes(keyword) || row.email.includes(keyword),
      );
      return ok({ rows, total: rows.length, page: body.pageBean.page, pageSize: body.pageBean.pageSize });
    },
    [`POST ${L}/save`]: ({ data }) => {
      const body = data as MailLinkmanBody;
      if (linkmen.some((row) => row.email === body.email && row.id !== body.id))
        return refuse('该邮箱地址已在联系人中');
      const stored: MailLinkman = {
        phone: null,
        company: null,
        remark: null,
        createTime: '2026-11-21T08:00:00.000Z',
        id: body.id ?? `l-${linkmen.length + 1}`,
        ...body,
      } as MailLinkman;
      const index = linkmen.findIndex((row) => row.id === stored.id);
      if (index >= 0) linkmen.splice(index, 1, stored);
      else linkmen.push(stored);
      return ok(stored);
    },
    [`POST ${L}/remove`]: ({ params }) => {
      for (const id of ids(params.ids))
        linkmen.splice(
          linkmen.findIndex((row) => row.id === id),
          1,
        );
      return ok({ count: 1 });
    },
    [`GET ${L}/getMailAndUserData`]: ({ params }) => {
      const query = params.query ?? '';
      const entries: MailCompletion[] = [
        ...linkmen.map((row) => ({
          name: row.name,
          address: row.email,
          source: 'linkman' as const,
          id: row.id,
          account: null,
          orgName: row.company,
        })),
        {
          name: '李四',
          address: 'lisi@eip.local',
          source: 'user',
          id: 'u-lisi',
          account: 'lisi',
          orgName: '采购部',
        },
      ];
      return ok(entries.filter((entry) => entry.name.includes(query) || entry.address.includes(query)));
    },
  };

  const backend = filesBackend({ extraRoutes: routes });
  files.attachment = backend.store('合同草案.txt', '合同内容', 'text/plain').fileId;
  files.inline = backend.store('logo.png', PNG_PIXEL, 'image/png').fileId;
  mails.push(
    mail('m-1', 'f-in', {
      subject: '项目合同草案',
      isRead: false,
      hasAttachments: true,
      preview: '请查收合同草案',
      cc: [{ name: '王五', address: 'wangwu@partner.example' }],
      html: '<p>请查收<b>合同草案</b>。</p><img src="https://tracker.example/pixel.gif" alt="跟踪像素"><img src="cid:logo@eip" alt="公司标志">',
      remoteImages: ['https://tracker.example/pixel.gif'],
      attachments: [
        {
          fileId: files.attachment,
          name: '合同草案.txt',
          size: 12,
          mime: 'text/plain',
          inline: false,
          contentId: null,
        },
        {
          fileId: files.inline,
          name: 'logo.png',
          size: PNG_PIXEL.length,
          mime: 'image/png',
          inline: true,
          contentId: 'logo@eip',
        },
      ],
    }),
    mail('m-2', 'f-in', {
      subject: '周会纪要',
      date: '2026-11-19T09:30:00.000Z',
      text: '第一行\n第二行',
      preview: '第一行',
    }),
    mail('m-3', 'f-trash', { subject: '过期通知', date: '2026-11-18T09:30:00.000Z', text: '已过期' }),
  );
  return { ...backend, accounts, mails, linkmen, sent, saved };
}

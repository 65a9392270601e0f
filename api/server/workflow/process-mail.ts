import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import type { FormValues } from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import { escapeHtml, sanitizeHtml } from '../http/sanitize-html.js';
import { addressesOf } from '../tender/award-mail.js';
import type { StepFacts } from './bpmn.js';
import { ExpressionProblem, evaluateExpression, expressionBody } from './expressions.js';
import type { ModelReading } from './model.js';
import { asText, fieldValue } from './service-tasks.js';
import type { StepContext } from './steps.js';

/**
 * The `mail` built-in task (a service or send task with camunda:type / flowable:type `mail`, Flowable's mail
 * task): its fields `to` (and `cc`, `bcc`), `subject`, and `html` or `text`, each a text with `${…}`
 * expressions over the process variables (the safe evaluator, expressions.ts). A recipient is an e-mail
 * address, or a portal account or user id, which is mailed at the address the award e-mails use (the
 * user's default portal mail account, else their account's e-mail).
 *
 * The mail is not sent in the step: each recipient gets a row in the award e-mails' outbox
 * (procure_mail_outbox, 0047_process_mails) written in the step's transaction, and the poller of any
 * process sends it through the portal's mailbox (NOTICE_SMTP_URL, NOTICE_MAIL_FROM; tender/award-mail.ts).
 * Without a mailbox the rows wait, their last error saying why, and the process goes on, as the award's
 * e-mails do. A recipient that is neither an address nor an account with one stops the task with an
 * incident naming it (the engine step is synchronous: the accounts the fields can name are looked up
 * before the step, mailDirectoryFor).
 */

/** An account or user id a mail task names → the user and their address (none: the user has none). */
export type MailDirectory = Record<string, { userId: string; address?: string }>;

export interface ProcessMail {
  recipients: { address: string; userId?: string }[];
  subject: string;
  html: string;
}

const RECIPIENT_FIELDS = ['to', 'cc', 'bcc'] as const;

/** A recipients field's text: a list variable (a user picker's value) read as its items, comma separated. */
function recipientsText(text: string, variables: Record<string, unknown>): string {
  if (expressionBody(text) !== undefined) {
    const value = evaluateExpression(text, variables);
    if (Array.isArray(value))
      return value
        .map((item) =>
          item && typeof item === 'object' ? asText((item as { id?: unknown }).id) : asText(item),
        )
        .join(',');
  }
  return fieldValue(text, variables);
}

/**
 * A recipients list's parts: split at the commas and semicolons (，；too) outside quoted names and angle
 * brackets. nodemailer's parser would read `zhangwei, Office <office@example.com>` as one named address.
 */
function partsOf(list: string): string[] {
  const parts: string[] = [];
  let part = '';
  let quoted = false;
  let angled = false;
  for (const char of list) {
    if (char === '"' && !angled) quoted = !quoted;
    else if (char === '<' && !quoted) angled = true;
    else if (char === '>' && !quoted) angled = false;
    if (!quoted && !angled && (char === ',' || char === ';' || char === '，' || char === '；')) {
      parts.push(part);
      part = '';
    } else part += char;
  }
  return [...parts, part].map((entry) => entry.trim()).filter(Boolean);
}

/** The entries of a recipients list: e-mail addresses (each part read by nodemailer's parser) and names. */
function entriesOf(list: string): { address?: string; name?: string }[] {
  return partsOf(list).flatMap((part) =>
    addressparser(part, { flatten: true }).map((entry) =>
      entry.address ? { address: entry.address } : { name: entry.name },
    ),
  );
}

/** Whether an address has a local part and a domain (what a mail server is asked to deliver to). */
function isAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  return at > 0 && domain.length > 0 && !domain.includes('@') && !/\s/.test(address);
}

/** The mail a task sends, from its fields over the variables; throws why it cannot (an incident's text). */
export function mailOf(fields: Record<string, string>, facts: StepFacts): ProcessMail {
  if (!fields.to?.trim()) throw new ExpressionProblem('缺少字段 to');
  const recipients: ProcessMail['recipients'] = [];
  for (const field of RECIPIENT_FIELDS) {
    const text = fields[field];
    if (!text?.trim()) continue;
    for (const entry of entriesOf(recipientsText(text, facts.values))) {
      if (entry.address) {
        if (!isAddress(entry.address))
          throw new ExpressionProblem(`收件人 ${entry.address} 不是有效的邮件地址`);
        recipients.push({ address: entry.address });
        continue;
      }
      const name = (entry.name ?? '').trim();
      if (!name) continue;
      const user = facts.mailDirectory?.[name];
      if (!user) throw new ExpressionProblem(`收件人 ${name} 既不是邮件地址，也不是门户的账号`);
      if (!user.address) throw new ExpressionProblem(`收件人 ${name} 在门户中没有邮件地址`);
      recipients.push({ address: user.address, userId: user.userId });
    }
  }
  if (recipients.length === 0) throw new ExpressionProblem(`收件人 ${fields.to} 为空`);
  const escaped = (value: unknown) => escapeHtml(asText(value));
  const html = fields.html?.trim()
    ? sanitizeHtml(fieldValue(fields.html, facts.values, escaped))
    : fieldValue(fields.text ?? '', facts.values, escaped)
        .split(/\r?\n/)
        .map((line) => `<p>${line}</p>`)
        .join('');
  const subject = fieldValue(fields.subject ?? '', facts.values).trim();
  const unique = new Map(recipients.map((recipient) => [recipient.address.toLowerCase(), recipient]));
  return { recipients: [...unique.values()], subject, html };
}

/**
 * The accounts the model's mail tasks can name now: their recipients fields evaluated over the step's
 * values (a field that cannot be evaluated yet names none), looked up with their addresses. No query for a
 * model without mail tasks.
 */
export async function mailDirectoryFor(
  trx: Db,
  model: Pick<ModelReading, 'serviceTasks'>,
  values: FormValues,
): Promise<MailDirectory | undefined> {
  const tasks = Object.values(model.serviceTasks).filter((task) => task.builtIn === 'mail');
  if (tasks.length === 0) return undefined;
  const names = new Set<string>();
  for (const task of tasks) {
    for (const field of RECIPIENT_FIELDS) {
      const text = task.fields[field];
      if (!text?.trim()) continue;
      try {
        for (const entry of entriesOf(recipientsText(text, values)))
          if (entry.name?.trim()) names.add(entry.name.trim());
      } catch (error) {
        if (!(error instanceof ExpressionProblem)) throw error;
      }
    }
  }
  if (names.size === 0) return {};
  const users = await trx
    .selectFrom('users')
    .select(['id', 'account'])
    .where((eb) => eb.or([eb('id', 'in', [...names]), eb('account', 'in', [...names])]))
    .execute();
  const addresses = await addressesOf(
    trx,
    users.map((user) => user.id),
  );
  const directory: MailDirectory = {};
  for (const user of users) {
    const entry = { userId: user.id, address: addresses.get(user.id) };
    if (names.has(user.id)) directory[user.id] = entry;
    if (user.account && names.has(user.account)) directory[user.account] = entry;
  }
  return directory;
}

/** Queues a mail task's mail: a row of the outbox per recipient, sent by the award e-mails' poller. */
export async function queueProcessMail(
  step: Pick<StepContext, 'trx' | 'instance' | 'model'>,
  nodeId: string,
  mail: ProcessMail,
): Promise<void> {
  const name = step.model.serviceTasks[nodeId]?.name ?? nodeId;
  await step.trx
    .insertInto('procure_mail_outbox')
    .values(
      mail.recipients.map((recipient) => ({
        id: `mail-${randomUUID()}`,
        project_id: null,
        notice_id: null,
        inst_id: step.instance.id,
        node_id: nodeId,
        receiver_id: recipient.userId ?? null,
        address: recipient.address,
        subject: (mail.subject || name).slice(0, 200),
        html: mail.html,
      })),
    )
    .execute();
}

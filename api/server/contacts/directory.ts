import { sql } from 'kysely';
import type { Contact } from '../../contract/contacts.js';
import type { PageList } from '../../contract/envelope.js';
import type { ContactSearchBody } from '../../contract/schemas/contacts.js';
import { GUEST_USER_ID } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { toPinyin } from './pinyin.js';

/** The departments of a user, joined: one column of the contact rows. */
const orgNames = sql<
  string | null
>`(select string_agg(orgs.name, '、' order by orgs.sn) from user_orgs join orgs on orgs.id = user_orgs.org_id where user_orgs.user_id = users.id)`;

/** What a contact row reads from users, for the directory and a group's members alike. */
export const CONTACT_COLUMNS = [
  'users.id',
  'users.fullname',
  'users.account',
  'users.email',
  'users.mobile',
  orgNames.as('org_name'),
] as const;

interface ContactRow {
  id: string;
  fullname: string;
  account: string;
  email: string | null;
  mobile: string | null;
  org_name: string | null;
}

export const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.fullname,
  account: row.account,
  email: row.email,
  mobile: row.mobile,
  orgName: row.org_name,
});

/** Pinyin of names, full and initials: a pure function of the name, so a process may keep it. */
const pinyinCache = new Map<string, string>();
function pinyinOf(name: string): string {
  let value = pinyinCache.get(name);
  if (value === undefined) {
    value = `${toPinyin(name, 0)} ${toPinyin(name, 1)}`;
    if (pinyinCache.size > 10_000) pinyinCache.clear();
    pinyinCache.set(name, value);
  }
  return value;
}

/**
 * The contacts page's directory: the organisation's active staff, the caller among them (people look
 * themselves up to check their own entry), by name, account, e-mail or pinyin, a page of them.
 */
export async function searchContacts(
  db: Db,
  user: SessionUser,
  body: ContactSearchBody,
): Promise<PageList<Contact>> {
  const { page = 1, pageSize = 20 } = body;
  const keyword = (body.keyword ?? '').trim().toLowerCase();
  const rows = await db
    .selectFrom('users')
    .select([...CONTACT_COLUMNS])
    .where('users.tenant_id', '=', user.tenant_id)
    .where('users.identity', 'is', null)
    .where('users.status', '=', 1)
    .where('users.id', '<>', GUEST_USER_ID)
    .orderBy('users.account')
    .execute();
  const compact = keyword.replace(/\s+/g, '');
  const matches = keyword
    ? rows.filter(
        (row) =>
          row.fullname.toLowerCase().includes(keyword) ||
          row.account.toLowerCase().includes(keyword) ||
          (row.email ?? '').toLowerCase().includes(keyword) ||
          pinyinOf(row.fullname)
            .split(' ')
            .some((spelling) => spelling.includes(compact)),
      )
    : rows;
  const start = (page - 1) * pageSize;
  return {
    rows: matches.slice(start, start + pageSize).map(toContact),
    total: matches.length,
    page,
    pageSize,
  };
}

import {
  Client,
  type Entry,
  InvalidCredentialsError,
  NoSuchObjectError,
  ResultCodeError,
  SizeLimitExceededError,
} from 'ldapts';
import type { UserSource } from '../../contract/user.js';
import type { Db } from '../db/database.js';
import {
  type DirectoryPerson,
  isDirectoryAccount,
  LocalAccountTaken,
  syncDirectoryAccount,
} from './directory-accounts.js';
import { groupsOfPerson } from './directory-groups.js';
import { type DirectorySettings, userFilterFor } from './directory-settings.js';
import type { UserRow } from './users.js';

/** A directory that does not answer: said plainly, and local accounts still sign in. */
const DIRECTORY_UNREACHABLE = '暂时无法连接公司目录（LDAP），请稍后重试或联系管理员';
/** changUserPsd and modifiUserPsd for a directory account, with and without LDAP_PASSWORD_HELP. */
const DIRECTORY_PASSWORD_HELP = '此账号的密码由公司目录（LDAP）管理，请前往{0}修改';
const DIRECTORY_PASSWORD_ADMIN = '此账号的密码由公司目录（LDAP）管理，请联系管理员修改';

/** What the log is told of (the server's pino logger, or nothing in a bare test). */
interface DirectoryLog {
  warn(details: object, message: string): void;
}

interface Directory {
  settings: DirectorySettings;
  log?: DirectoryLog;
}

// Keyed by the server's database: checkCredentials (and the dev identity provider) reach it with the db.
const directories = new WeakMap<Db, Directory>();

/** Turns sign-in against the directory on for one server (createApp, from LDAP_URL and its siblings). */
export function useDirectory(db: Db, settings: DirectorySettings, log?: DirectoryLog): void {
  directories.set(db, { settings, log });
}

function directorySettingsFor(db: Db): DirectorySettings | undefined {
  return directories.get(db)?.settings;
}

/**
 * Why a user may not change their password in the portal, or nothing: a directory account's password
 * is changed where LDAP_PASSWORD_HELP says (a URL or a text), or with an administrator's help.
 */
export async function passwordElsewhere(db: Db, userId: string): Promise<string | undefined> {
  if (!(await isDirectoryAccount(db, userId))) return undefined;
  const help = directorySettingsFor(db)?.passwordHelp;
  return help ? DIRECTORY_PASSWORD_HELP.replace('{0}', help) : DIRECTORY_PASSWORD_ADMIN;
}

/** What getByAccount tells of where an account comes from (the change-password dialog reads it). */
export async function sourceOf(
  db: Db,
  userId: string,
): Promise<{ source: UserSource; directoryHelp: string | null }> {
  return (await isDirectoryAccount(db, userId))
    ? { source: 'directory', directoryHelp: directorySettingsFor(db)?.passwordHelp ?? null }
    : { source: 'portal', directoryHelp: null };
}

type DirectoryCheck = { user: UserRow } | { refusal: string };

/** The first value of an attribute, as text (binary values are read as UTF-8). */
function firstValue(entry: Entry, attribute: string): string | undefined {
  // Attribute names are case-insensitive; the server answers them as its schema spells them.
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key ? entry[key] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  const text = Buffer.isBuffer(first) ? first.toString('utf8') : first;
  return text?.trim() || undefined;
}

function personOf(entry: Entry, settings: DirectorySettings, typed: string): DirectoryPerson {
  const { attributes } = settings;
  return {
    dn: entry.dn,
    account: firstValue(entry, attributes.account) ?? typed,
    fullname: firstValue(entry, attributes.name),
    email: firstValue(entry, attributes.mail),
    mobile: firstValue(entry, attributes.mobile),
    organisation: firstValue(entry, attributes.organisation),
  };
}

type Lookup = { person: DirectoryPerson } | { missing: true } | { ambiguous: true };

/** The account's entry, found with the service account (or anonymously) under the base DN. */
async function findPerson(client: Client, settings: DirectorySettings, account: string): Promise<Lookup> {
  // The library leaves the certificate's name to be checked against `localhost`: the directory's host it is.
  if (settings.startTls) await client.startTLS({ host: URL.parse(settings.url)?.hostname, ...settings.tls });
  if (settings.bindDn) await client.bind(settings.bindDn, settings.bindPassword);
  try {
    const { searchEntries } = await client.search(settings.baseDn, {
      scope: 'sub',
      filter: userFilterFor(settings.userFilter, account),
      attributes: Object.values(settings.attributes),
      // Two are enough to know that an account names more than one person.
      sizeLimit: 2,
    });
    if (searchEntries.length > 1) return { ambiguous: true };
    const [entry] = searchEntries;
    return entry ? { person: personOf(entry, settings, account) } : { missing: true };
  } catch (error) {
    if (error instanceof SizeLimitExceededError) return { ambiguous: true };
    if (error instanceof NoSuchObjectError) return { missing: true };
    throw error;
  }
}

/** Whether the password is the person's: a bind as their entry (the directory applies its own lockout). */
async function passwordMatches(client: Client, dn: string, password: string): Promise<boolean> {
  try {
    await client.bind(dn, password);
    return true;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return false;
    throw error;
  }
}

/** The local account of that name, and whether it belongs to the directory. */
async function portalAccount(db: Db, tenantId: number, account: string) {
  return db
    .selectFrom('users')
    .leftJoin('user_directory_entries', 'user_directory_entries.user_id', 'users.id')
    .select(['users.id', 'user_directory_entries.user_id as directoryUserId'])
    .where('users.tenant_id', '=', tenantId)
    .where('users.account', '=', account)
    .executeTakeFirst();
}

/**
 * Sign-in through the company directory, when one is configured: undefined when the portal decides
 * (no directory; an account of the portal's own, such as `admin` and the demo accounts; an account the
 * directory does not know), else the directory account, created or updated from its entry, or the
 * refusal to show. The status is the caller's to check, as for any account.
 *
 * An empty password is refused before the directory is asked: LDAP treats a bind with a DN and no
 * password as an anonymous bind, which succeeds.
 */
export async function checkWithDirectory(
  db: Db,
  tenantId: number,
  account: string,
  password: string,
  wrongCredentials: string,
): Promise<DirectoryCheck | undefined> {
  const directory = directories.get(db);
  if (!directory) return undefined;
  const local = await portalAccount(db, tenantId, account);
  if (local && !local.directoryUserId) return undefined;
  if (password === '') return local ? { refusal: wrongCredentials } : undefined;

  const { settings, log } = directory;
  const client = new Client({
    url: settings.url,
    timeout: settings.timeoutMs,
    connectTimeout: settings.timeoutMs,
    // The library speaks TLS from the start whenever it is given TLS options: only for ldaps://.
    tlsOptions: new URL(settings.url).protocol === 'ldaps:' ? settings.tls : undefined,
  });
  try {
    const found = await findPerson(client, settings, account);
    if ('ambiguous' in found) {
      log?.warn({ account }, 'directory: the user filter matches more than one entry; sign-in refused');
      return { refusal: wrongCredentials };
    }
    // Gone from the directory: the account does not fall back to a password of the portal's.
    if ('missing' in found) return local ? { refusal: wrongCredentials } : undefined;
    if (!(await passwordMatches(client, found.person.dn, password))) return { refusal: wrongCredentials };
    const groups = settings.groups && {
      settings: settings.groups,
      memberOf: await groupsOfPerson(client, settings, settings.groups, found.person.dn),
    };
    const synced = await syncDirectoryAccount(db, tenantId, found.person, local?.id, groups);
    if (synced.unmatchedOrganisation) {
      log?.warn(
        { account, organisation: synced.unmatchedOrganisation },
        'directory: no organisation has this name or code; the account has no organisation from the directory',
      );
    }
    return { user: synced.user };
  } catch (error) {
    if (error instanceof LocalAccountTaken) {
      log?.warn({ account }, "directory: a local account has the directory account's name; it stays local");
      return { refusal: wrongCredentials };
    }
    // Not reachable, timed out, TLS refused, the service account refused: not the user's doing.
    log?.warn(
      { account, error: error instanceof ResultCodeError ? error.message : String(error) },
      'directory: sign-in could not reach the directory',
    );
    return { refusal: DIRECTORY_UNREACHABLE };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

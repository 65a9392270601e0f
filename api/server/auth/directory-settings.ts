import type { ConnectionOptions } from 'node:tls';
import { FilterParser, PresenceFilter } from 'ldapts';

/** Where the account typed at sign-in goes in the user filter. */
const ACCOUNT_PLACEHOLDER = '{account}';

/** OpenLDAP's inetOrgPerson; Active Directory: `(&(objectClass=user)(sAMAccountName={account}))`. */
export const DEFAULT_USER_FILTER = `(uid=${ACCOUNT_PLACEHOLDER})`;

/** inetOrgPerson's names; Active Directory: sAMAccountName, displayName, mail, mobile, department. */
export const DEFAULT_ATTRIBUTES = {
  account: 'uid',
  name: 'cn',
  mail: 'mail',
  mobile: 'mobile',
  organisation: 'ou',
} as const;

export const DEFAULT_DIRECTORY_TIMEOUT_MS = 5000;

/** The portal account's fields and the directory attribute each is read from. */
type DirectoryAttributes = Record<keyof typeof DEFAULT_ATTRIBUTES, string>;

/** How the portal reaches the company directory (ops/settings.ts directoryFromEnv, docs/operations.md). */
export interface DirectorySettings {
  /** ldap://host:389 or ldaps://host:636. */
  url: string;
  /** The service account that searches for users; none: an anonymous search. */
  bindDn?: string;
  bindPassword: string;
  /** Where users are searched (the whole subtree). */
  baseDn: string;
  /** An RFC 4515 filter with `{account}` where the typed account goes (escaped). */
  userFilter: string;
  attributes: DirectoryAttributes;
  /** Upgrade an ldap:// connection with StartTLS before anything is sent. */
  startTls: boolean;
  /** For ldaps:// and StartTLS: the CA to trust, whether the certificate must verify. */
  tls: ConnectionOptions;
  /** Connecting and each operation give up after this long: the directory counts as unreachable. */
  timeoutMs: number;
  /** Where directory users change their password (a URL or a short text); shown instead of the form. */
  passwordHelp?: string;
  /** Roles and posts given by directory groups (LDAP_GROUP_MAP); none: the directory gives none. */
  groups?: DirectoryGroups;
}

/**
 * How a directory group's members are found: `memberOf` reads the groups off the person's entry (Active
 * Directory, OpenLDAP's memberof overlay); any other name is the group's attribute listing its members'
 * DNs (`member` of groupOfNames and of Active Directory's groups, `uniqueMember` of groupOfUniqueNames).
 */
export const DEFAULT_GROUP_MEMBERSHIP = 'member';

/** What one directory group gives its members in the portal: role ids and post ids. */
export interface GroupGrant {
  roles: string[];
  posts: string[];
}

export interface DirectoryGroups {
  membership: string;
  /** Group DN → what it gives, in the order LDAP_GROUP_MAP lists them. */
  map: Map<string, GroupGrant>;
}

const idList = (group: string, key: string, value: unknown): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && id.trim() !== '')) {
    throw new Error(`LDAP_GROUP_MAP: "${key}" of ${group} must be a list of ids`);
  }
  return value.map((id: string) => id.trim());
};

/**
 * LDAP_GROUP_MAP: a JSON object from a group's DN to the roles and posts its members hold, e.g.
 * `{"cn=buyers,ou=groups,dc=example,dc=com": {"roles": ["role-purchase-admin"], "posts": ["post-x"]}}`.
 * Refused at start when it is no such object.
 */
export function groupsFrom(
  mapText: string | undefined,
  membership: string | undefined,
): DirectoryGroups | undefined {
  if (!mapText?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(mapText);
  } catch (error) {
    throw new Error(`LDAP_GROUP_MAP is not JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(
      'LDAP_GROUP_MAP must be a JSON object from group DNs to { "roles": [...], "posts": [...] }',
    );
  }
  const map = new Map<string, GroupGrant>();
  for (const [dn, grant] of Object.entries(parsed)) {
    if (!dn.trim()) throw new Error('LDAP_GROUP_MAP names a group with an empty DN');
    if (typeof grant !== 'object' || grant === null || Array.isArray(grant)) {
      throw new Error(`LDAP_GROUP_MAP: ${dn} must map to { "roles": [...], "posts": [...] }`);
    }
    const unknown = Object.keys(grant).filter((key) => key !== 'roles' && key !== 'posts');
    if (unknown.length) throw new Error(`LDAP_GROUP_MAP: ${dn} has unknown keys: ${unknown.join(', ')}`);
    const { roles, posts } = grant as Record<string, unknown>;
    map.set(dn.trim(), { roles: idList(dn, 'roles', roles), posts: idList(dn, 'posts', posts) });
  }
  return { membership: membership?.trim() || DEFAULT_GROUP_MEMBERSHIP, map };
}

// Any filter instance escapes (RFC 4515); the method does not depend on the filter.
const ESCAPER = new PresenceFilter({ attribute: 'objectClass' });

/** The user filter for one account: the account escaped, so that `*` or `)` match only themselves. */
export function userFilterFor(template: string, account: string): string {
  return template.split(ACCOUNT_PLACEHOLDER).join(ESCAPER.escape(account));
}

/** Refuses a user filter that names no account or is no RFC 4515 filter, as the LDAP library's parser reads it. */
export function checkUserFilter(template: string): void {
  if (!template.includes(ACCOUNT_PLACEHOLDER)) {
    throw new Error(`LDAP_USER_FILTER must contain ${ACCOUNT_PLACEHOLDER}: ${template}`);
  }
  const sample = userFilterFor(template, 'account');
  let read: string;
  try {
    read = FilterParser.parseString(sample).toString();
  } catch (error) {
    throw new Error(`LDAP_USER_FILTER is not an LDAP filter (${(error as Error).message}): ${template}`);
  }
  // The parser mends some mistakes (a missing closing parenthesis): a filter it had to mend is refused too.
  if (read !== sample) {
    throw new Error(`LDAP_USER_FILTER is not an LDAP filter (read as ${read}): ${template}`);
  }
}

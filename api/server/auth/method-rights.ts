import { sql } from 'kysely';
import { METHOD_RIGHTS_HEADER } from '../../contract/portal.js';
import { changeAwareCache } from '../db/change-feed.js';
import type { Db } from '../db/database.js';
import type { RouteServer } from '../http/context.js';

/**
 * A user's method rights are read afresh by every call (portal-grants.ts); what kept a change out until
 * the next sign-in was the portal, which reads them once at sign-in and keeps them in the tab. Every
 * signed-in answer now carries the version of everyone's method rights (migration 0046: a sequence any
 * change to grants, roles, their holders or the methods moves on), the same from every process; a
 * portal holding rights of another version reads them again (host/session/auth-actions.ts).
 */
export { METHOD_RIGHTS_HEADER };

/** The tables whose changes the change feed tells at once; the version is read again at most a second later anyway. */
const TOLD_BY_THE_FEED = ['portal_grants', 'roles', 'user_roles'] as const;

/** The current version, read at most once a second per process and again as soon as a grant changes. */
export function methodRightsVersion(db: Db): Promise<string> {
  return changeAwareCache<string>(db, 'method-rights-version', TOLD_BY_THE_FEED).get('', async () => {
    const { rows } = await sql<{ last_value: string | number }>`
      select last_value from method_rights_version`.execute(db);
    return String(rows[0]?.last_value ?? 0);
  });
}

/** Every answer of the signed-in scope tells the version (a refused one too: it costs one cached read). */
export function tellMethodRightsVersion(signedIn: RouteServer, db: Db): void {
  signedIn.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionUser) reply.header(METHOD_RIGHTS_HEADER, await methodRightsVersion(db));
    return payload;
  });
}

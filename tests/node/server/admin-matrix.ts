import { after, before } from 'node:test';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { httpOutcome, itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';

/**
 * The administration's permission matrices (issues 36 and 38: permission-matrix-site, -structure and
 * -people): their identities, their rows' shape, the outcomes several tables share, and the server each
 * runs on. The identities: a visitor, supplier, purchaser, a staff member, a staff 系统管理员 (赵磊,
 * role-admin) and the site administrator (admin).
 */

export const IDENTITIES = ['visitor', 'supplier', 'purchaser', 'staff', 'staffAdmin', 'siteAdmin'] as const;
export type Identity = (typeof IDENTITIES)[number];
/** Outcomes in the order of IDENTITIES. */
export const expect = outcomesIn(IDENTITIES);

/** The demo account each signed-in identity is. */
export const ACCOUNTS: Record<Exclude<Identity, 'visitor'>, string> = {
  supplier: 'supplier',
  purchaser: 'purchaser',
  staff: 'staff',
  staffAdmin: 'zhaolei',
  siteAdmin: 'admin',
};

/** Administrators only: the staff 系统管理员 and the site administrator. */
export const ADMINS = expect(401, 403, 403, 403, 'ok', 'ok');
/** The site administrator's alone. */
export const SITE_ONLY = expect(401, 403, 403, 403, 403, 'ok');

/** A call of an administration matrix, on an object of the kind `Kind`. */
export interface Row<Kind extends string> {
  call: string;
  object: Kind;
  method: 'GET' | 'POST';
  path: string;
  /**
   * A body per identity (a new code each), or read when the row runs (an order as it is then, on the
   * matrix's server).
   */
  body?: (identity: Identity, server: TestServer) => unknown | Promise<unknown>;
  expected: Record<Identity, Outcome>;
}

/**
 * Starts the matrix's server (then `setUp`, e.g. objects the rows need) and runs the rows against it as
 * each identity.
 */
export function adminMatrix<Kind extends string>(
  rows: readonly Row<Kind>[],
  setUp?: (server: TestServer) => Promise<void>,
): void {
  let server: TestServer;
  const tokens = new Map<Identity, string>();

  before(async () => {
    server = await startTestServer();
    for (const [identity, account] of Object.entries(ACCOUNTS)) {
      tokens.set(identity as Identity, await tokenFor(server, account));
    }
    await setUp?.(server);
  });
  after(() => server?.stop());

  itAnswersAsTheTableSays(IDENTITIES, rows, async (row, identity) => {
    const request = { method: row.method, path: row.path, body: await row.body?.(identity, server) };
    return httpOutcome(server.url, request, tokens.get(identity));
  });
}

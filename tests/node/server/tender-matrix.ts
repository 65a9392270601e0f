import { after, before } from 'node:test';
import { startTestServer, type TestServer } from './harness.js';
import { httpOutcome, itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';
import { ACCOUNTS, type Account, ALL, tokensFor } from './procure-project-helpers.js';

/**
 * The tender projects' permission matrix (issue 11, and issue 36's authoring): its identities, its rows'
 * shape, the outcomes several rows share, and the server both halves run on (permission-matrix-tender and
 * permission-matrix-authoring). The objects (demo data, see api/server/demo/projects.ts):
 * - p-004: the purchaser's, archived; p-014: purchaser2's, archived here: every action is then refused
 *   by the state machine for who may act (state false), and by the permission check for the others (403);
 * - p-107: the purchaser's, quoting; supplier and supplier2 pass, supplier3 pending;
 * - p-017: purchaser2's, registering; supplier2 pending;
 * - p-101: the purchaser's draft; p-001: unitPrice, supplier2 pass, supplier3 pending, supplier none;
 * - r-p107-supplier: supplier's registration; r-p017-supplier2: supplier2's on purchaser2's project.
 * Outcomes: ok (200, state true), refused (200, state false: a rule or an unknown object, nothing
 * changed), 400 (an incomplete request), 403 (no permission), 401 (sign in first). A number after ok is the rows a list answers.
 */

export type Identity = 'visitor' | Account;
export const IDENTITIES: Identity[] = ['visitor', ...ACCOUNTS];
/** Outcomes in the order of IDENTITIES. */
export const expect = outcomesIn(IDENTITIES);

export interface Row {
  call: string;
  object: 'own' | "another's" | '-';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Downloads answer bytes, not an envelope. */
  raw?: boolean;
  expected: Record<Identity, Outcome>;
}

export const of = (projectId: string) => ({
  ...ALL,
  querys: [{ property: 'projectId', value: projectId, operation: 'EQUAL' }],
});
export const SIGNED_IN = expect(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
// The purchaser's own archived project: refused (state) for the purchaser and admin, 403 for the rest.
export const OWN_ARCHIVED = expect(401, 'refused', 403, 403, 403, 403, 'refused', 403);
export const OTHERS_ARCHIVED = expect(401, 403, 'refused', 403, 403, 403, 'refused', 403);
// The editor on a published project: its purchaser is refused by state, everyone else 403.
export const OWN_PUBLISHED_EDIT = expect(401, 'refused', 403, 403, 403, 403, 403, 403);
export const OTHERS_PUBLISHED_EDIT = expect(401, 403, 'refused', 403, 403, 403, 403, 403);

/** Starts the matrix's server (p-014 archived) and runs the rows against it as each identity. */
export function tenderMatrix(rows: Row[]): { server: () => TestServer } {
  let server: TestServer;
  let tokens: Record<Account, string>;

  before(async () => {
    server = await startTestServer();
    tokens = await tokensFor(server);
    await server.app.db
      .updateTable('procure_projects')
      .set({ state: 'archived' })
      .where('id', '=', 'p-014')
      .execute();
  });
  after(() => server.stop());

  const outcomeOf = (row: Row, identity: Identity) =>
    httpOutcome(server.url, row, identity === 'visitor' ? undefined : tokens[identity]);

  itAnswersAsTheTableSays(IDENTITIES, rows, outcomeOf);
  return { server: () => server };
}

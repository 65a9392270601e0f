import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './harness.js';
import { httpOutcome, itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';
import { type Account, ALL, FORM, PORTAL, setWindows, tokensFor } from './procure-project-helpers.js';

/**
 * Who may call what of the comprehensive evaluation (issue 12): every call × visitor, purchaser,
 * purchaser2, supplier, supplier2, admin × the caller's own or another's project. The objects:
 * - p-111: the purchaser's comprehensive project, quotation ended; supplier, supplier2 and supplier3
 *   pass, supplier3 not reviewed yet (api/server/demo/evaluation.ts);
 * - p-019: purchaser2's project, made comprehensive and quoted here; supplier pass, supplier2 none;
 * - p-002: the purchaser's comprehensive project, quoting here; supplier and supplier2 pass.
 * Outcomes as in permission-matrix-tender.test.ts: ok, ok:n (rows), refused (state false), 403, 401.
 */

const IDENTITIES = ['visitor', 'purchaser', 'purchaser2', 'supplier', 'supplier2', 'admin'] as const;
type Identity = (typeof IDENTITIES)[number];
/** Outcomes in the order of IDENTITIES. */
const expect = outcomesIn(IDENTITIES);

interface Row {
  call: string;
  object: 'own' | "another's";
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  expected: Record<Identity, Outcome>;
}

const QUOTATION = `${FORM}/procureComprehensiveQuotation/v1`;
const QUOTATION_PORTAL = `${PORTAL}/procureComprehensiveQuotation/v1`;
const QUALIFICATION = `${FORM}/procureQualificationReview/v1`;
const SCORE = `${FORM}/procureReviewScore/v1`;
const OWNER_ONLY = expect(401, 'ok', 403, 403, 403, 'ok');
const OTHERS_OWNER_ONLY = expect(401, 403, 'ok', 403, 403, 'ok');
const PASSED = ['p-111-q1', 'p-111-q2', 'p-111-q3', 'p-111-q4'].map((qualificationId) => ({
  qualificationId,
  passed: true,
}));

const ROWS: Row[] = [
  {
    call: 'quotation',
    object: 'own',
    method: 'POST',
    path: `${QUOTATION}/quotation`,
    body: { projectId: 'p-002', quotationAmount: 1000 },
    expected: expect(401, 403, 403, 'ok', 'ok', 403),
  },
  {
    call: 'quotation',
    object: "another's",
    method: 'POST',
    path: `${QUOTATION}/quotation`,
    // Quotation ended on p-019: its enrolled supplier is refused by the window, the others by permission.
    body: { projectId: 'p-019', quotationAmount: 1000 },
    expected: expect(401, 403, 403, 'refused', 403, 403),
  },
  {
    call: 'getDetail',
    object: 'own',
    method: 'GET',
    path: `${QUOTATION}/getDetail?id=cq-p111-supplier`,
    expected: expect(401, 'ok', 403, 'ok', 403, 'ok'),
  },
  {
    call: 'queryQuotation',
    object: 'own',
    method: 'GET',
    path: `${QUOTATION_PORTAL}/queryQuotation?projectId=p-111`,
    expected: expect(401, 'ok:3', 403, 'ok:1', 'ok:1', 'ok:3'),
  },
  {
    call: 'queryQuotation',
    object: "another's",
    method: 'GET',
    path: `${QUOTATION_PORTAL}/queryQuotation?projectId=p-019`,
    expected: expect(401, 403, 'ok:0', 'ok:0', 403, 'ok:0'),
  },
  {
    call: 'queryComprehensiveRegistration',
    object: 'own',
    method: 'POST',
    path: `${FORM}/wBiddingProjectRegistration/v1/queryComprehensiveRegistration?projectId=p-111`,
    body: ALL,
    expected: expect(401, 'ok:3', 403, 'ok:1', 'ok:1', 'ok:3'),
  },
  {
    call: 'getAllQualification',
    object: 'own',
    method: 'GET',
    path: `${QUALIFICATION}/getAllQualification?projectId=p-111`,
    expected: OWNER_ONLY,
  },
  {
    call: 'getFinalQualificationByPid',
    object: 'own',
    method: 'GET',
    path: `${QUALIFICATION}/getFinalQualificationByPid?projectId=p-111`,
    expected: expect(401, 'ok:3', 403, 'ok:1', 'ok:1', 'ok:3'),
  },
  {
    call: 'saveQualification',
    object: 'own',
    method: 'POST',
    path: `${QUALIFICATION}/saveQualification`,
    body: { projectId: 'p-111', supplierId: 'u-supplier3', results: PASSED },
    expected: OWNER_ONLY,
  },
  {
    call: 'saveQualification',
    object: "another's",
    method: 'POST',
    path: `${QUALIFICATION}/saveQualification`,
    // supplier2 is not enrolled on p-019: its purchaser is refused, the others by permission.
    body: { projectId: 'p-019', supplierId: 'u-supplier2', results: PASSED },
    expected: expect(401, 403, 'refused', 403, 403, 'refused'),
  },
  {
    call: 'saveScore',
    object: 'own',
    method: 'POST',
    path: `${SCORE}/saveScore`,
    body: {
      projectId: 'p-111',
      supplierId: 'u-supplier',
      scores: [{ optionName: '技术分/系统架构', score: 18 }],
    },
    expected: OWNER_ONLY,
  },
  {
    call: 'saveScore',
    object: "another's",
    method: 'POST',
    path: `${SCORE}/saveScore`,
    // supplier's qualification on p-019 is not reviewed: refused for who may score.
    body: {
      projectId: 'p-019',
      supplierId: 'u-supplier',
      scores: [{ optionName: '技术分/系统架构', score: 18 }],
    },
    expected: expect(401, 403, 'refused', 403, 403, 'refused'),
  },
  {
    call: 'getRuleScoreDetail',
    object: 'own',
    method: 'GET',
    path: `${SCORE}/getRuleScoreDetail?projectId=p-111`,
    expected: OWNER_ONLY,
  },
  {
    call: 'getRuleScoreDetail',
    object: "another's",
    method: 'GET',
    path: `${SCORE}/getRuleScoreDetail?projectId=p-019`,
    expected: OTHERS_OWNER_ONLY,
  },
  {
    call: 'getSupplierScoreDetail',
    object: 'own',
    method: 'GET',
    path: `${SCORE}/getSupplierScoreDetail?projectId=p-111&optionName=${encodeURIComponent('技术分')}`,
    expected: OWNER_ONLY,
  },
  {
    call: 'getSupplierScoreDetail',
    object: "another's",
    method: 'GET',
    path: `${SCORE}/getSupplierScoreDetail?projectId=p-019&optionName=${encodeURIComponent('技术分')}`,
    expected: OTHERS_OWNER_ONLY,
  },
  {
    call: 'confirmQuotation',
    object: 'own',
    method: 'GET',
    // supplier3 is not scored yet: refused for who may confirm, nothing changes.
    path: `${QUOTATION_PORTAL}/confirmQuotation?projectId=p-111`,
    expected: expect(401, 'refused', 403, 403, 403, 'refused'),
  },
  {
    call: 'confirmQuotation',
    object: "another's",
    method: 'GET',
    path: `${QUOTATION_PORTAL}/confirmQuotation?projectId=p-019`,
    expected: expect(401, 403, 'refused', 403, 403, 'refused'),
  },
];

describe('permission matrix of the comprehensive evaluation', () => {
  let server: TestServer;
  let tokens: Record<Account, string>;

  before(async () => {
    server = await startTestServer();
    tokens = await tokensFor(server);
    const db = server.app.db;
    const rules = await db
      .selectFrom('procure_projects')
      .select('score_rule')
      .where('id', '=', 'p-111')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('procure_projects')
      .set({ transaction_mode: 'comprehensive', score_rule: rules.score_rule, state: 'quoted' })
      .where('id', '=', 'p-019')
      .execute();
    await db
      .updateTable('procure_projects')
      .set({ state: 'quoting', upload_bid_document: 0, budget_money: 5_000_000 })
      .where('id', '=', 'p-002')
      .execute();
    await setWindows(server, 'p-002', [-48, -24, -1, 2]);
    await setWindows(server, 'p-019', [-48, -24, -3, -1]);
  });
  after(() => server.stop());

  const outcomeOf = (row: Row, identity: Identity) =>
    httpOutcome(server.url, row, identity === 'visitor' ? undefined : tokens[identity]);

  itAnswersAsTheTableSays(IDENTITIES, ROWS, outcomeOf);

  it('left the projects unconfirmed: refusals changed nothing', async () => {
    const rows = await server.app.db
      .selectFrom('procure_projects')
      .select(['id', 'state', 'winner_id'])
      .where('id', 'in', ['p-111', 'p-019'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      rows.map((row) => `${row.id} ${row.state} ${row.winner_id}`),
      ['p-019 quoted null', 'p-111 quoted null'],
    );
  });
});

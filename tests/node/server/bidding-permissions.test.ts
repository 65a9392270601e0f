import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import { issueStreamTicket } from '../../../api/server/auth/stream-tickets.js';
import { biddingStreamOf } from '../../../api/server/bidding/events.js';
import { biddingCalls, QUOTE, quotingProject, SOCKET } from './bidding-helpers.js';
import {
  ACCOUNTS,
  type Account,
  PROJECT,
  startTenderServer,
  type TenderServer,
  uploadImage,
} from './procure-project-helpers.js';

describe('online bidding over HTTP: the permission matrix', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const { quote, live, mine } = biddingCalls(() => ({ server, api }));

  describe('the permission matrix of every bidding call', () => {
    type Identity = 'visitor' | Account;
    const IDENTITIES: Identity[] = ['visitor', ...ACCOUNTS];
    type Outcome = 'ok' | 'refused' | 401 | 403;
    /** Outcomes in the order visitor, purchaser, purchaser2, supplier, supplier2, supplier3, admin, staff. */
    const expect = (...outcomes: Outcome[]) => {
      assert.equal(outcomes.length, IDENTITIES.length);
      return Object.fromEntries(IDENTITIES.map((identity, index) => [identity, outcomes[index]])) as Record<
        Identity,
        Outcome
      >;
    };
    const SIGNED_IN = expect(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
    const PART = expect(401, 'ok', 403, 'ok', 'ok', 403, 'ok', 403);
    const MANAGER = expect(401, 'ok', 403, 403, 403, 403, 'ok', 403);
    const MANAGER_REFUSED = expect(401, 'refused', 403, 403, 403, 403, 'refused', 403);

    interface MatrixRow {
      call: string;
      method: 'GET' | 'POST';
      path: string;
      body?: unknown;
      /**
       * An event stream: ok when it opens, with a ticket of the identity's session made for it without
       * eventsTicket's own check, so that the stream's check is what answers.
       */
      stream?: boolean;
      /** Bytes (a download): ok when 200. */
      binary?: boolean;
      expected: Record<Identity, Outcome>;
    }

    const projectIdOf = (path: string) =>
      new URL(path, 'http://x').searchParams.get('projectId') ?? undefined;

    /** Each row asked as each identity; the outcomes that differ from the table. */
    const mismatchesOf = async (rows: MatrixRow[]): Promise<string[]> => {
      const mismatches: string[] = [];
      for (const row of rows) {
        for (const identity of IDENTITIES) {
          const token = identity === 'visitor' ? undefined : tokens[identity];
          const controller = new AbortController();
          const ticket =
            row.stream && token
              ? (await issueStreamTicket(server.app.db, token, biddingStreamOf(projectIdOf(row.path)))).ticket
              : undefined;
          const path = ticket ? `${row.path}&ticket=${ticket}` : row.path;
          const response = await fetch(server.url + path, {
            method: row.method,
            signal: controller.signal,
            headers: {
              ...(row.body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(token && !row.stream ? { authorization: `Bearer ${token}` } : {}),
            },
            body: row.body === undefined ? undefined : JSON.stringify(row.body),
          });
          let actual: Outcome | string;
          if (response.status === 401 || response.status === 403) {
            actual = response.status;
            await response.arrayBuffer();
          } else if (row.binary) {
            actual = response.status === 200 ? 'ok' : `status ${response.status}`;
            await response.arrayBuffer();
          } else if (row.stream) {
            actual =
              response.status === 200 && response.headers.get('content-type')?.startsWith('text/event-stream')
                ? 'ok'
                : `status ${response.status}`;
            controller.abort();
          } else {
            const body = (await response.json()) as Envelope<unknown>;
            actual = response.status !== 200 ? `status ${response.status}` : body.state ? 'ok' : 'refused';
          }
          if (actual !== row.expected[identity])
            mismatches.push(`${row.call} ${identity}: expected ${row.expected[identity]}, got ${actual}`);
        }
      }
      return mismatches;
    };

    it('answers each identity as the table says (the purchaser’s quoting project; supplier and supplier2 passed)', async () => {
      const project = await quotingProject(server, tokens.purchaser);
      const id = project.id;
      const of = { querys: [{ property: 'projectId', value: id, operation: 'EQUAL' }] };
      const rows: MatrixRow[] = [
        // a quotation with a bad amount: refused by the rules for who may quote, 403 for the others
        {
          call: 'quotation',
          method: 'POST',
          path: `${QUOTE}/quotation`,
          body: { projectId: id, quotationAmount: 'x' },
          expected: expect(401, 403, 403, 'refused', 'refused', 403, 403, 403),
        },
        // nothing of theirs in the open round to withdraw, a replacement with a bad amount: refused by
        // the rules for who may quote, 403 for the others (issue 36)
        {
          call: 'withdraw',
          method: 'POST',
          path: `${QUOTE}/withdraw`,
          body: { projectId: id },
          expected: expect(401, 403, 403, 'refused', 'refused', 403, 403, 403),
        },
        {
          call: 'replace',
          method: 'POST',
          path: `${QUOTE}/replace`,
          body: { projectId: id, quotationAmount: 'x' },
          expected: expect(401, 403, 403, 'refused', 'refused', 403, 403, 403),
        },
        {
          call: 'checkQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/checkQuotationByProjectId?projectId=${id}`,
          expected: SIGNED_IN,
        },
        {
          call: 'getMyQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/getMyQuotationByProjectId?projectId=${id}`,
          expected: SIGNED_IN,
        },
        {
          call: 'getMinQuotation',
          method: 'GET',
          path: `${QUOTE}/getMinQuotation?projectId=${id}`,
          expected: PART,
        },
        // round 1 is open: sealed for the purchaser, a supplier's own only
        {
          call: 'getQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/getQuotationByProjectId?projectId=${id}&round=1`,
          expected: expect(401, 'refused', 403, 'ok', 'ok', 403, 'refused', 403),
        },
        {
          call: 'getAllQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/getAllQuotationByProjectId?projectId=${id}`,
          expected: PART,
        },
        {
          call: 'socketMessage/query',
          method: 'POST',
          path: `${SOCKET}/query`,
          body: of,
          expected: SIGNED_IN,
        },
        { call: 'queryLiveProject', method: 'GET', path: `${QUOTE}/queryLiveProject`, expected: SIGNED_IN },
        { call: 'getLive', method: 'GET', path: `${QUOTE}/getLive?projectId=${id}`, expected: PART },
        {
          call: 'getComparison',
          method: 'GET',
          path: `${QUOTE}/getComparison?projectId=${id}`,
          expected: MANAGER,
        },
        // a round that is not the open one: refused, nothing ends
        {
          call: 'endRound',
          method: 'GET',
          path: `${QUOTE}/endRound?projectId=${id}&round=9`,
          expected: MANAGER_REFUSED,
        },
        { call: 'getRules', method: 'GET', path: `${QUOTE}/getRules?projectId=${id}`, expected: PART },
        // quotation started: the rules are locked
        {
          call: 'saveRules',
          method: 'POST',
          path: `${QUOTE}/saveRules`,
          body: { projectId: id, minStep: 5 },
          expected: MANAGER_REFUSED,
        },
        { call: 'queryAudit', method: 'POST', path: `${QUOTE}/queryAudit`, body: of, expected: MANAGER },
        // the chained audit trail as JSON (issue 36): the purchaser and administrators only
        {
          call: 'exportAudit',
          method: 'GET',
          path: `${QUOTE}/exportAudit?projectId=${id}`,
          expected: MANAGER,
        },
        // still bidding: nothing to export yet
        {
          call: 'exportHistory',
          method: 'GET',
          path: `${QUOTE}/exportHistory?projectId=${id}`,
          expected: MANAGER_REFUSED,
        },
        {
          call: 'eventsTicket',
          method: 'POST',
          path: `${QUOTE}/eventsTicket`,
          body: { projectId: id },
          expected: PART,
        },
        // the list of all the caller's live projects: anyone signed in
        {
          call: 'eventsTicket (all)',
          method: 'POST',
          path: `${QUOTE}/eventsTicket`,
          body: {},
          expected: SIGNED_IN,
        },
        {
          call: 'events',
          method: 'GET',
          path: `${QUOTE}/events?projectId=${id}`,
          stream: true,
          expected: PART,
        },
      ];
      assert.deepEqual(await mismatchesOf(rows), []);
      // nothing was recorded, nothing ended, the rules stayed
      assert.equal((await mine(id, tokens.supplier)).length, 0);
      const view = (await live(id, tokens.purchaser)).value;
      assert.deepEqual([view?.round, view?.roundState, view?.rules.minStep], [1, 'open', null]);
    });

    it('seals a bid document until its round closes; exports the history only after the bidding ended', async () => {
      const { id } = await quotingProject(server, tokens.purchaser, {
        mode: 'business',
        rules: { upload_bid_document: 1 },
      });
      const document = await uploadImage(server, tokens.supplier, '投标文件.png');
      const quoted = await quote(
        { projectId: id, quotationAmount: 900_000, quotationFile: document.list },
        tokens.supplier,
      );
      assert.equal(quoted.body.state, true, quoted.body.message);
      const download: Omit<MatrixRow, 'expected'> = {
        call: 'downloadFile (bid document)',
        method: 'GET',
        path: `/portal/system/file/v1/downloadFile?fileId=${document.id}`,
        binary: true,
      };
      const exportHistory: Omit<MatrixRow, 'expected'> = {
        call: 'exportHistory',
        method: 'GET',
        path: `${QUOTE}/exportHistory?projectId=${id}`,
        binary: true,
      };
      // round 1 open: the document is its supplier's alone; the export is refused
      assert.deepEqual(
        await mismatchesOf([
          { ...download, expected: expect(401, 403, 403, 'ok', 403, 403, 403, 403) },
          { ...exportHistory, binary: false, expected: MANAGER_REFUSED },
        ]),
        [],
      );
      const ended = await api.get(`${PROJECT}/endQuotation?projectId=${id}`, tokens.purchaser);
      assert.equal(ended.body.state, true, ended.body.message);
      // the bidding ended: the purchaser and administrators read the document and export the history
      assert.deepEqual(
        await mismatchesOf([
          { ...download, expected: expect(401, 'ok', 403, 'ok', 403, 403, 'ok', 403) },
          { ...exportHistory, expected: MANAGER },
        ]),
        [],
      );
    });
  });
});

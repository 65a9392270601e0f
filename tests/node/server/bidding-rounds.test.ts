import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { type AuditChainExport, verifyAuditChain } from '../../../api/contract/audit-chain.js';
import {
  type AuditRow,
  type ComparisonRow,
  type LiveMessage,
  type LiveProject,
  type PreviousRoundBest,
  type RoundQuotation,
  WITHDRAW_ROUND_CLOSED,
} from '../../../api/contract/bidding.js';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectSummary } from '../../../api/contract/procure-project.js';
import { resolveToken } from '../../../api/server/auth/sessions.js';
import { withdrawQuotation } from '../../../api/server/bidding/withdraw.js';
import type { Database } from '../../../api/server/db/schema.js';
import { LIVE_BIDDING_PROJECTS } from '../../../api/server/demo/bidding.js';
import {
  biddingCalls,
  openStream,
  QUOTE,
  quotingProject,
  SOCKET,
  setRounds,
  ticketedStreamUrl,
} from './bidding-helpers.js';
import { PROJECT, startTenderServer, type TenderServer } from './procure-project-helpers.js';

const { sum: SUM } = LIVE_BIDDING_PROJECTS;

describe('online bidding over HTTP: sealed quotations, rounds by time, live updates, a burst', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const { quote, live } = biddingCalls(() => ({ server, api }));

  describe('sealed quotations', () => {
    it('shows a supplier their own amounts and rank only; the purchaser counts while open, the comparison after', async () => {
      const project = await quotingProject(server, tokens.purchaser, {
        suppliers: ['supplier', 'supplier2', 'supplier3'],
        rules: { public_previous_round: 1 },
      });
      const id = project.id;
      await quote({ projectId: id, quotationAmount: 700_000 }, tokens.supplier);
      await quote({ projectId: id, quotationAmount: 690_000 }, tokens.supplier2);
      await quote({ projectId: id, quotationAmount: 690_000 }, tokens.supplier3);
      const supplier = (await live(id, tokens.supplier)).value;
      assert.deepEqual(
        [supplier?.myRank, supplier?.myLastQuotation?.quotationAmount, supplier?.counts],
        [3, 700_000, undefined],
      );
      // a tie goes to the earlier quotation
      assert.equal((await live(id, tokens.supplier2)).value?.myRank, 1);
      assert.equal((await live(id, tokens.supplier3)).value?.myRank, 2);
      const all = await api.get<RoundQuotation[]>(
        `${QUOTE}/getAllQuotationByProjectId?projectId=${id}`,
        tokens.supplier,
      );
      assert.deepEqual(
        all.body.value?.map((row) => row.supplierId),
        ['u-supplier'],
      );
      const min = await api.get<PreviousRoundBest | null>(
        `${QUOTE}/getMinQuotation?projectId=${id}`,
        tokens.supplier,
      );
      assert.equal(min.body.value, null, 'not before the round closed');
      const purchaser = (await live(id, tokens.purchaser)).value;
      assert.deepEqual(purchaser?.counts, [{ round: 1, quotations: 3, suppliers: 3 }]);
      assert.equal(purchaser?.myRank, undefined);
      const sealed = await api.get<RoundQuotation[]>(
        `${QUOTE}/getQuotationByProjectId?projectId=${id}&round=1`,
        tokens.purchaser,
      );
      assert.deepEqual([sealed.body.state, sealed.body.message], [false, '本轮报价尚未结束，报价保密']);
      assert.deepEqual(
        (await api.get<ComparisonRow[]>(`${QUOTE}/getComparison?projectId=${id}`, tokens.purchaser)).body
          .value,
        [],
      );
      assert.deepEqual(
        (
          await api.get<RoundQuotation[]>(
            `${QUOTE}/getAllQuotationByProjectId?projectId=${id}`,
            tokens.purchaser,
          )
        ).body.value,
        [],
      );

      // the purchaser ends round 1 early: round 2 opens at once
      const ended = await api.get<LiveProject>(`${QUOTE}/endRound?projectId=${id}&round=1`, tokens.purchaser);
      assert.deepEqual([ended.body.value?.round, ended.body.value?.roundState], [2, 'open']);
      assert.equal(
        (await api.get(`${QUOTE}/endRound?projectId=${id}&round=1`, tokens.purchaser)).body.message,
        '该轮次已结束',
      );
      const best = await api.get<PreviousRoundBest>(
        `${QUOTE}/getMinQuotation?projectId=${id}`,
        tokens.supplier,
      );
      assert.deepEqual([best.body.value?.round, best.body.value?.quotationAmount], [1, 690_000]);
      assert.equal(JSON.stringify(best.body.value).includes('supplier'), false, 'never who quoted it');
      const round1 = await api.get<RoundQuotation[]>(
        `${QUOTE}/getQuotationByProjectId?projectId=${id}&round=1`,
        tokens.purchaser,
      );
      assert.deepEqual(
        round1.body.value?.map((row) => row.quotationAmount),
        [700_000, 690_000, 690_000],
      );
      const comparison = await api.get<ComparisonRow[]>(
        `${QUOTE}/getComparison?projectId=${id}`,
        tokens.purchaser,
      );
      assert.deepEqual(
        comparison.body.value?.map((row) => [row.rank, row.supplierId, row.quotationAmount]),
        [
          [1, 'u-supplier2', 690_000],
          [2, 'u-supplier3', 690_000],
          [3, 'u-supplier', 700_000],
        ],
      );
      // round 2's amounts are sealed again while it is open
      await quote({ projectId: id, quotationAmount: 650_000 }, tokens.supplier);
      assert.equal((await live(id, tokens.supplier)).value?.myRank, 1);
      const stillRound1 = await api.get<ComparisonRow[]>(
        `${QUOTE}/getComparison?projectId=${id}`,
        tokens.purchaser,
      );
      assert.equal(stillRound1.body.value?.[0]?.supplierId, 'u-supplier2');
      // the end of quotation: the comparison, the export and confirmQuotation of the best offer
      const notYet = await server.request('GET', `${QUOTE}/exportHistory?projectId=${id}`, {
        token: tokens.purchaser,
      });
      assert.equal((notYet.body as { message: string }).message, '报价结束后才能导出报价记录');
      await api.get(`${QUOTE}/endRound?projectId=${id}`, tokens.purchaser);
      const after = (await live(id, tokens.purchaser)).value;
      assert.deepEqual([after?.biddingEnded, after?.fState], [true, 'quoted']);
      assert.equal(
        (await api.get<ComparisonRow[]>(`${QUOTE}/getComparison?projectId=${id}`, tokens.purchaser)).body
          .value?.[0]?.supplierId,
        'u-supplier',
      );
      const exported = await fetch(`${server.url}${QUOTE}/exportHistory?projectId=${id}`, {
        headers: { authorization: `Bearer ${tokens.purchaser}` },
      });
      assert.equal(
        exported.headers.get('content-type'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      const bytes = Buffer.from(await exported.arrayBuffer());
      assert.equal(bytes.subarray(0, 2).toString(), 'PK');
      const confirmed = await api.get<ProjectSummary>(
        `${PROJECT}/confirmQuotation?projectId=${id}`,
        tokens.purchaser,
      );
      assert.deepEqual(
        [confirmed.body.value?.fState, confirmed.body.value?.winnerName],
        ['confirmed', '杭州恒远建设有限公司'],
      );
      assert.equal((await live(id, tokens.supplier)).value?.isWinner, true);
      assert.equal((await live(id, tokens.supplier2)).value?.winnerName, null);
    });
  });

  describe('sealing in the audit trail; withdrawing after the end', () => {
    const auditOf = async (projectId: string) =>
      (
        await api.post<PageList<AuditRow>>(
          `${QUOTE}/queryAudit`,
          { querys: [{ property: 'projectId', value: projectId, operation: 'EQUAL' }] },
          tokens.purchaser,
        )
      ).body.value?.rows ?? [];
    const exportOf = async (projectId: string) =>
      (await api.get<AuditChainExport>(`${QUOTE}/exportAudit?projectId=${projectId}`, tokens.purchaser)).body
        .value;

    it('seals the amount and reason of a refused quotation of the open round from the purchaser until it closes', async () => {
      const project = await quotingProject(server, tokens.purchaser, {
        rounds: 2,
        rules: { min_step: 1000 },
      });
      const id = project.id;
      await setRounds(server, id, [
        [-60, 600],
        [600, 1200],
      ]);
      assert.equal(
        (await quote({ projectId: id, quotationAmount: 800_000 }, tokens.supplier)).body.state,
        true,
      );
      // A step refusal: its reason is a limit computed from the supplier's own sealed quotation.
      const refused = await quote({ projectId: id, quotationAmount: 799_500 }, tokens.supplier);
      assert.equal(refused.body.state, false);
      assert.match(refused.body.message, /799,000/);
      const open = await auditOf(id);
      assert.deepEqual(open.map((row) => [row.outcome, row.quotationAmount, row.reason]).reverse(), [
        ['accepted', '', null],
        ['refused', '', null],
      ]);
      const sealed = await exportOf(id);
      assert.ok(sealed);
      const sealedQuotations = sealed.records.filter((record) => record.kind === 'quotation');
      assert.deepEqual(
        sealedQuotations.map((record) => [record.outcome, record.amount, record.reason, record.salt]),
        [
          ['accepted', null, null, null],
          ['refused', null, null, null],
        ],
      );
      assert.ok(!JSON.stringify(sealed).includes('799,000'), 'no figure of the open round in the export');
      assert.equal((await verifyAuditChain(sealed)).ok, true);

      const ended = await api.get(`${QUOTE}/endRound?projectId=${id}&round=1`, tokens.purchaser);
      assert.equal(ended.body.state, true, ended.body.message);
      const closed = (await auditOf(id)).filter((row) => row.round === 1).reverse();
      assert.deepEqual(
        closed.map((row) => [row.outcome, row.quotationAmount, row.reason]),
        [
          ['accepted', '800000', null],
          ['refused', '799500', refused.body.message],
        ],
      );
      const shown = await exportOf(id);
      assert.ok(shown);
      assert.deepEqual(
        shown.records
          .filter((record) => record.kind === 'quotation')
          .map((record) => [record.outcome, record.amount, record.reason]),
        [
          ['accepted', '800000', null],
          ['refused', '799500', refused.body.message],
        ],
      );
      assert.equal((await verifyAuditChain(shown)).ok, true);
      // The reason is chained: a changed one is named.
      const edited = {
        ...shown,
        records: shown.records.map((record) =>
          record.outcome === 'refused' ? { ...record, reason: '本次报价须不高于 ¥1' } : record,
        ),
      };
      const verdict = await verifyAuditChain(edited);
      assert.deepEqual(
        verdict.ok ? verdict : verdict.reason,
        'the reason is not the one chained (reasonDigest differs)',
      );
    });

    it('refuses a withdrawal once the purchaser has ended the bidding, even when it was read before', async () => {
      const project = await quotingProject(server, tokens.purchaser, { suppliers: 2 });
      const [first, second] = project.suppliers;
      assert.ok(first && second);
      for (const supplier of [first, second]) {
        assert.equal(
          (await quote({ projectId: project.id, quotationAmount: 800_000 }, supplier.token)).body.state,
          true,
        );
      }
      const ended = await api.get(`${PROJECT}/endQuotation?projectId=${project.id}`, tokens.purchaser);
      assert.equal(ended.body.state, true, ended.body.message);
      const late = await api.post(`${QUOTE}/withdraw`, { projectId: project.id }, first.token);
      assert.deepEqual([late.body.state, late.body.message], [false, WITHDRAW_ROUND_CLOSED]);

      // The purchaser interrupts between the withdrawal's first read and its round lock.
      const other = await quotingProject(server, tokens.purchaser, { suppliers: 1 });
      const supplier = other.suppliers[0];
      assert.ok(supplier);
      assert.equal(
        (await quote({ projectId: other.id, quotationAmount: 800_000 }, supplier.token)).body.state,
        true,
      );
      const db = server.app.db;
      const racing = new Proxy(db, {
        get(target, property) {
          if (property === 'transaction') {
            return () => ({
              execute: async (
                work: Parameters<ReturnType<Kysely<Database>['transaction']>['execute']>[0],
              ) => {
                await target
                  .updateTable('procure_projects')
                  .set({ state: 'interrupted' })
                  .where('id', '=', other.id)
                  .execute();
                return target.transaction().execute(work);
              },
            });
          }
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const user = await resolveToken(db, supplier.token);
      assert.ok(user);
      await assert.rejects(
        withdrawQuotation(
          racing,
          { projectId: other.id },
          {
            user,
            receivedAt: new Date(),
            clientAddress: '127.0.0.1',
            idempotencyKey: null,
          },
        ),
        { message: WITHDRAW_ROUND_CLOSED },
      );
      assert.equal(
        (await db.selectFrom('procure_quotations').select('id').where('project_id', '=', other.id).execute())
          .length,
        1,
        'the quotation stays',
      );
    });
  });

  describe('rounds by the server’s time', () => {
    it('closes a round at its end and opens the next, overtime extends at most K times, the last ends quotation', async () => {
      const project = await quotingProject(server, tokens.purchaser, {
        rounds: 2,
        windows: [
          [-10, 2],
          [2, 4],
        ],
        rules: { overtime_trigger_minutes: 1, overtime_extend_minutes: 1, overtime_max_times: 1 },
      });
      const stream = await openStream(await ticketedStreamUrl(server.url, tokens.supplier2, project.id));
      assert.equal(stream.status, 200);
      await stream.waitFor((event) => event.event === 'tick');
      const first = await quote({ projectId: project.id, quotationAmount: 500_000 }, tokens.supplier);
      assert.equal(first.body.value?.extended, true);
      const extended = await stream.waitFor((event) => event.event === 'round-extended');
      assert.equal((extended.data as { extensions: number }).extensions, 1);
      assert.ok(Date.parse(first.body.value?.roundEndTime ?? '') > Date.now() + 55_000);
      const second = await quote({ projectId: project.id, quotationAmount: 490_000 }, tokens.supplier);
      assert.equal(second.body.value?.extended, false, 'at most once');
      // bring the rounds back to short ones, then let the server's time close them
      await setRounds(server, project.id, [
        [-10, 1],
        [1, 2],
      ]);
      const closed = await stream.waitFor((event) => event.event === 'round-closed', 6000);
      assert.equal((closed.data as { round: number }).round, 1);
      await stream.waitFor(
        (event) => event.event === 'round-opened' && (event.data as { round: number }).round === 2,
        6000,
      );
      await stream.waitFor((event) => event.event === 'quotation-ended', 6000);
      stream.close();
      const state = (await live(project.id, tokens.purchaser)).value;
      assert.deepEqual([state?.fState, state?.biddingEnded], ['quoted', true]);
      assert.equal(
        (await quote({ projectId: project.id, quotationAmount: 400_000 }, tokens.supplier)).body.message,
        '该项目当前不在报价阶段',
      );
    });
  });

  describe('live updates', () => {
    it('tells each supplier their own rank, the purchaser the count, and resumes after Last-Event-ID', async () => {
      const project = await quotingProject(server, tokens.purchaser);
      const url = (token: string) => ticketedStreamUrl(server.url, token, project.id);
      const supplier = await openStream(await url(tokens.supplier));
      const purchaser = await openStream(await url(tokens.purchaser));
      await supplier.waitFor((event) => event.event === 'tick');
      await purchaser.waitFor((event) => event.event === 'tick');
      await quote({ projectId: project.id, quotationAmount: 600_000 }, tokens.supplier);
      const rank = await supplier.waitFor((event) => event.event === 'rank-changed');
      assert.equal((rank.data as { rank: number }).rank, 1);
      const count = await purchaser.waitFor((event) => event.event === 'count-changed');
      assert.deepEqual((count.data as { quotations: number }).quotations, 1);
      const lastSeen = rank.id;
      assert.ok(lastSeen);
      supplier.close();
      // while the supplier is away: supplier2 goes first, the purchaser sends a message
      await quote({ projectId: project.id, quotationAmount: 590_000 }, tokens.supplier2);
      const pushed = await api.get(
        `${PROJECT}/pushMessage?projectId=${project.id}&message=${encodeURIComponent('请注意报价截止时间')}`,
        tokens.purchaser,
      );
      assert.equal((pushed.body as { state: boolean }).state, true);
      await purchaser.waitFor(
        (event) => event.event === 'count-changed' && (event.data as { quotations: number }).quotations === 2,
      );
      assert.ok(
        !purchaser.events.some((event) => event.event === 'rank-changed'),
        'ranks reach suppliers only',
      );
      purchaser.close();
      const resumed = await openStream(await url(tokens.supplier), { 'last-event-id': lastSeen });
      const moved = await resumed.waitFor((event) => event.event === 'rank-changed');
      assert.equal((moved.data as { rank: number }).rank, 2);
      const message = await resumed.waitFor((event) => event.event === 'message');
      assert.equal((message.data as LiveMessage).message, '请注意报价截止时间');
      const ids = resumed.events.filter((event) => event.id).map((event) => BigInt(event.id ?? 0));
      assert.ok(
        ids.every((id) => id > BigInt(lastSeen)),
        'nothing before Last-Event-ID',
      );
      assert.ok(!resumed.events.some((event) => event.event === 'count-changed'), 'no purchaser events');
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => (a < b ? -1 : 1)),
      );
      resumed.close();
      const messages = await api.post<PageList<LiveMessage>>(
        `${SOCKET}/query`,
        { querys: [{ property: 'projectId', value: project.id, operation: 'EQUAL' }] },
        tokens.supplier,
      );
      assert.deepEqual(
        messages.body.value?.rows.map((row) => row.message),
        ['请注意报价截止时间'],
      );
      const stranger = await api.post<PageList<LiveMessage>>(
        `${SOCKET}/query`,
        { querys: [{ property: 'projectId', value: project.id, operation: 'EQUAL' }] },
        tokens.supplier3,
      );
      assert.equal(stranger.body.value?.total, 0);
    });

    // The stream tickets themselves (once, expiry, another stream, no session token): stream-tickets.test.ts.
    it('gives no stream ticket for a project the caller has no part in', async () => {
      const other = await api.post<unknown>(`${QUOTE}/eventsTicket`, { projectId: SUM }, tokens.purchaser2);
      assert.equal(other.status, 403);
      assert.equal(other.body.state, false);
      const own = await openStream(await ticketedStreamUrl(server.url, tokens.supplier, SUM));
      assert.equal(own.status, 200);
      own.close();
    });
  });

  describe('200 quotations from 20 suppliers in the last seconds of a round', () => {
    it('answers every one, records every accepted one exactly once, ranks right, loses none', async () => {
      const project = await quotingProject(server, tokens.purchaser, { suppliers: 20 });
      // every supplier signed in and seen once, then the round is set to end three seconds from now
      // (one second is too little for a loaded machine to get the first request in)
      for (const supplier of project.suppliers) await live(project.id, supplier.token);
      await setRounds(server, project.id, [[-60, 3]]);
      const requests = project.suppliers.flatMap((supplier, s) =>
        Array.from({ length: 10 }, (_, q) => ({
          supplier,
          amount: 900_000 - q * 1000 - s * 7,
          key: `${supplier.account}-${q}`,
        })),
      );
      const answers = await Promise.all(
        requests.map((request) =>
          quote(
            { projectId: project.id, quotationAmount: request.amount },
            request.supplier.token,
            request.key,
          ),
        ),
      );
      const accepted = answers.filter((answer) => answer.body.state).map((answer) => answer.body.value?.id);
      const refused = answers.filter((answer) => !answer.body.state);
      assert.equal(accepted.length + refused.length, 200, 'every request answered');
      assert.ok(accepted.length >= 1, 'some arrived before the end');
      // a refusal says why: not better than the supplier's own last, or it arrived after the end
      for (const answer of refused) {
        assert.match(
          answer.body.message,
          /^(报价须优于您上一次的报价|当前不在报价时间内|该项目当前不在报价阶段)$/,
        );
      }
      const rows = await server.app.db
        .selectFrom('procure_quotations')
        .select(['id', 'supplier_id', 'amount', 'seq', 'created_at'])
        .where('project_id', '=', project.id)
        .execute();
      assert.deepEqual(
        rows.map((row) => row.id).sort(),
        [...accepted].sort(),
        'recorded = accepted, once each',
      );
      const audited = await server.app.db
        .selectFrom('procure_quotation_audit')
        .select(['outcome'])
        .where('project_id', '=', project.id)
        .where('kind', '=', 'quotation')
        .execute();
      assert.equal(audited.length, 200, 'every request audited');
      assert.equal(audited.filter((row) => row.outcome === 'accepted').length, accepted.length);
      // ranks: each supplier's last (best) quotation, lowest first, ties by the earlier arrival
      const last = new Map<string, { amount: number; seq: number; at: number }>();
      for (const row of rows) {
        const seen = last.get(row.supplier_id);
        if (!seen || Number(row.seq) > seen.seq) {
          last.set(row.supplier_id, {
            amount: Number(row.amount),
            seq: Number(row.seq),
            at: new Date(row.created_at).getTime(),
          });
        }
      }
      const order = [...last.entries()]
        .sort((a, b) => a[1].amount - b[1].amount || a[1].at - b[1].at || a[1].seq - b[1].seq)
        .map(([id]) => id);
      for (const supplier of project.suppliers) {
        const view = (await live(project.id, supplier.token)).value;
        const expected = order.indexOf(supplier.id) + 1;
        assert.equal(view?.myRank, expected || null, supplier.account);
      }
    });
  });
});

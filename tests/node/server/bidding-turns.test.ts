/**
 * Quotations taken in one turn (bidding/quotation-batch.ts, issue 39): a turn of several suppliers'
 * quotations is judged in arrival order in one transaction; a refusal inside it leaves the others taken,
 * every request is audited once in its order and the project's chain stays whole.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AuditChainExport, verifyAuditChain } from '../../../api/contract/audit-chain.js';
import {
  QUOTATION_NOT_BETTER,
  QUOTATION_SUPPLIER_ONLY,
  type QuotationBody,
  type QuotationResult,
} from '../../../api/contract/bidding.js';
import { resolveToken, type SessionUser } from '../../../api/server/auth/sessions.js';
import { takeTurn } from '../../../api/server/bidding/quotation-batch.js';
import { HttpError } from '../../../api/server/http/envelope.js';
import { Refusal } from '../../../api/server/tender/access.js';
import { biddingCalls, QUOTE, quotingProject } from './bidding-helpers.js';
import { startTenderServer, type TenderServer } from './procure-project-helpers.js';

type Answer = { value: QuotationResult } | { error: unknown };

describe('quotations taken in one turn (issue 39)', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const { live } = biddingCalls(() => ({ server, api }));

  it('leaves the others of a turn taken when one of it is refused, each audited once in order', async () => {
    const project = await quotingProject(server, tokens.purchaser, { suppliers: 3 });
    const db = server.app.db;
    const [s1, s2, s3] = await Promise.all(
      project.suppliers.map(async (supplier) => (await resolveToken(db, supplier.token)) as SessionUser),
    );
    const purchaser = (await resolveToken(db, tokens.purchaser)) as SessionUser;
    assert.ok(s1 && s2 && s3 && purchaser);
    const receivedAt = new Date();
    const request = (user: SessionUser, quotationAmount: unknown, key: string) => {
      let settle: (answer: Answer) => void = () => {};
      const answer = new Promise<Answer>((resolve) => {
        settle = resolve;
      });
      return {
        answer,
        waiting: {
          body: { projectId: project.id, quotationAmount } as QuotationBody,
          context: { user, receivedAt, clientAddress: '127.0.0.1', idempotencyKey: key },
          resolve: (value: QuotationResult) => settle({ value }),
          reject: (error: unknown) => settle({ error }),
        },
      };
    };
    const turn = [
      request(s1, 800_000, 't-1'),
      request(s2, 790_000, 't-2'),
      // not better than s1's own 800,000 a moment before in the same turn
      request(s1, 850_000, 't-3'),
      // not a figure
      request(s3, '八十万', 't-4'),
      // a retry of s2's, answered with the quotation taken above
      request(s2, 790_000, 't-2'),
      // a purchaser may not quote: judged one at a time after the turn (refused, 403)
      request(purchaser, 700_000, 't-5'),
      request(s3, 780_000, 't-6'),
    ];
    await takeTurn(
      db,
      project.id,
      turn.map((one) => one.waiting),
    );
    const answers = await Promise.all(turn.map((one) => one.answer));
    const value = (index: number) => {
      const answer = answers[index];
      assert.ok(answer && 'value' in answer, `answer ${index} taken`);
      return answer.value;
    };
    const error = (index: number) => {
      const answer = answers[index];
      assert.ok(answer && 'error' in answer, `answer ${index} refused`);
      return answer.error as Error;
    };
    assert.deepEqual([value(0).quotationAmount, value(0).rank, value(0).replayed], [800_000, 1, false]);
    assert.deepEqual([value(1).quotationAmount, value(1).rank], [790_000, 1]);
    assert.ok(error(2) instanceof Refusal);
    assert.equal(error(2).message, QUOTATION_NOT_BETTER);
    assert.ok(error(3) instanceof Refusal);
    const formRefusal = error(3).message;
    assert.ok(formRefusal.length > 0);
    assert.equal(value(4).id, value(1).id);
    assert.equal(value(4).replayed, true);
    assert.ok(error(5) instanceof HttpError);
    assert.equal(error(5).message, QUOTATION_SUPPLIER_ONLY);
    assert.deepEqual([value(6).quotationAmount, value(6).rank], [780_000, 1]);

    // recorded once each, ranks as the live view tells them
    const rows = await db
      .selectFrom('procure_quotations')
      .select(['id', 'supplier_id'])
      .where('project_id', '=', project.id)
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      rows.map((row) => row.id),
      [value(0).id, value(1).id, value(6).id],
    );
    const ranks = [];
    for (const supplier of project.suppliers)
      ranks.push((await live(project.id, supplier.token)).value?.myRank);
    assert.deepEqual(ranks, [3, 2, 1]);

    // every request audited once, in the turn's order (the purchaser's after it), the chain whole
    const exported = (
      await api.get<AuditChainExport>(`${QUOTE}/exportAudit?projectId=${project.id}`, tokens.purchaser)
    ).body.value;
    assert.ok(exported);
    const quotations = exported.records.filter((record) => record.kind === 'quotation');
    assert.deepEqual(
      quotations.map((record) => [record.supplierId, record.outcome, record.quotationId]),
      [
        [s1.id, 'accepted', value(0).id],
        [s2.id, 'accepted', value(1).id],
        [s1.id, 'refused', null],
        [s3.id, 'refused', null],
        [s3.id, 'accepted', value(6).id],
        [purchaser.id, 'refused', null],
      ],
    );
    assert.deepEqual(await verifyAuditChain(exported), {
      ok: true,
      count: exported.records.length,
      lastHash: exported.records.at(-1)?.hash,
    });
    // the refusals' reasons, once the round has closed, as the purchaser reads them
    const reasons = await db
      .selectFrom('procure_quotation_audit')
      .select('reason')
      .where('project_id', '=', project.id)
      .where('outcome', '=', 'refused')
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      reasons.map((row) => row.reason),
      [QUOTATION_NOT_BETTER, formRefusal, QUOTATION_SUPPLIER_ONLY],
    );
  });
});

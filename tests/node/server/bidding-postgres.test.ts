/**
 * Two bidding server processes on one PostgreSQL deliver a round's opening, started through one, to a
 * bidder connected to the other within a second, and the ranks that follow; a burst sent to both at once
 * is taken in turns, each quotation once with its audit record in the project's one chain (skipped,
 * saying why, where no PostgreSQL is installed).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AuditChainExport, verifyAuditChain } from '../../../api/contract/audit-chain.js';
import type { QuotationResult } from '../../../api/contract/bidding.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { openStream, QUOTE, quotingProject, ticketedStreamUrl } from './bidding-helpers.js';
import { NO_POSTGRES, postgresBin } from './postgres-cluster.js';
import { twoServersOnPostgres } from './two-servers.js';

const bin = postgresBin();

describe('two bidding server processes on one PostgreSQL', { skip: bin ? false : NO_POSTGRES }, () => {
  it('delivers a round opened through one to a bidder connected to the other within a second', async () => {
    const servers = await twoServersOnPostgres();
    const { first, second } = servers;
    try {
      const purchaser = await issueToken(first.app.db, 'u-purchaser');
      const project = await quotingProject(first, purchaser, { start: false });
      const [supplier, supplier2] = project.suppliers;
      assert.ok(supplier && supplier2);
      // The ticket issued by the first process opens the stream on the second: it is in the database.
      const stream = await openStream(
        await ticketedStreamUrl(first.url, supplier.token, project.id, second.url),
      );
      assert.equal(stream.status, 200);
      await stream.waitFor((event) => event.event === 'tick');
      const started = Date.now();
      const answer = await first.request<Envelope<unknown>>(
        'GET',
        `/form/wProcureproject/v1/startQuotation?projectId=${project.id}`,
        {
          token: purchaser,
        },
      );
      assert.equal(answer.body.state, true, answer.body.message);
      const opened = await stream.waitFor((event) => event.event === 'round-opened', 1000);
      assert.ok(Date.now() - started < 1000, `${Date.now() - started} ms`);
      assert.equal((opened.data as { round: number }).round, 1);
      // a quotation through the first process moves the rank seen on the second
      await first.request('POST', `${QUOTE}/quotation`, {
        token: supplier2.token,
        body: { projectId: project.id, quotationAmount: 700_000 },
      });
      await second.request('POST', `${QUOTE}/quotation`, {
        token: supplier.token,
        body: { projectId: project.id, quotationAmount: 710_000 },
      });
      const rank = await stream.waitFor((event) => event.event === 'rank-changed', 2000);
      assert.equal((rank.data as { rank: number }).rank, 2);
      stream.close();
    } finally {
      await servers.stop();
    }
  });

  it('takes a burst sent to both processes at once in turns: each quotation once, audited once, one chain', async () => {
    const servers = await twoServersOnPostgres();
    const { first, second } = servers;
    try {
      const purchaser = await issueToken(first.app.db, 'u-purchaser');
      const project = await quotingProject(first, purchaser, { suppliers: 10 });
      // 10 suppliers, 6 falling quotations each, every other one through the other process
      const answers = await Promise.all(
        project.suppliers.flatMap((supplier, s) =>
          Array.from({ length: 6 }, (_, q) =>
            (q % 2 ? second : first).request<Envelope<QuotationResult>>('POST', `${QUOTE}/quotation`, {
              token: supplier.token,
              headers: { 'idempotency-key': `${supplier.account}-${q}` },
              body: { projectId: project.id, quotationAmount: 900_000 - q * 1000 - s * 7 },
            }),
          ),
        ),
      );
      const accepted = answers.flatMap((answer) => (answer.body.state ? [answer.body.value?.id] : []));
      assert.ok(accepted.length >= 10, `${accepted.length} accepted`);
      const rows = await first.app.db
        .selectFrom('procure_quotations')
        .select('id')
        .where('project_id', '=', project.id)
        .execute();
      assert.deepEqual(
        rows.map((row) => row.id).sort(),
        [...accepted].sort(),
        'recorded = accepted, once each',
      );
      const exported = (
        await second.request<Envelope<AuditChainExport>>(
          'GET',
          `${QUOTE}/exportAudit?projectId=${project.id}`,
          { token: purchaser },
        )
      ).body.value;
      assert.ok(exported);
      const quotations = exported.records.filter((record) => record.kind === 'quotation');
      assert.equal(quotations.length, 60, 'every request audited once');
      assert.equal(quotations.filter((record) => record.outcome === 'accepted').length, accepted.length);
      assert.equal((await verifyAuditChain(exported)).ok, true);
    } finally {
      await servers.stop();
    }
  });
});

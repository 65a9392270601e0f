import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LiveProject, QuotationResult } from '../../../api/contract/bidding.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { openStream, QUOTE, quotingProject, ticketedStreamUrl } from './bidding-helpers.js';
import { childServer } from './child-server.js';
import { startTestServer } from './harness.js';

async function quoteAt(url: string, token: string, projectId: string, amount: number, key: string) {
  try {
    const response = await fetch(`${url}${QUOTE}/quotation`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ projectId, quotationAmount: amount }),
    });
    return (await response.json()) as Envelope<QuotationResult>;
  } catch {
    return undefined; // the server died before it answered
  }
}

describe('a bidding server killed with SIGKILL in the middle of a round', () => {
  it('loses no accepted quotation, and the hall resumes on the next server', async () => {
    const seeded = await startTestServer();
    const dataDir = seeded.app.ctx.dataDir;
    const purchaser = await issueToken(seeded.app.db, 'u-purchaser');
    const project = await quotingProject(seeded, purchaser, { suppliers: 6 });
    await seeded.app.close();

    const { child, url } = await childServer(dataDir);
    const answered: QuotationResult[] = [];
    try {
      // three taken for sure, one after the other
      for (const [index, supplier] of project.suppliers.slice(0, 3).entries()) {
        const answer = await quoteAt(
          url,
          supplier.token,
          project.id,
          900_000 - index,
          `${supplier.account}-first`,
        );
        assert.equal(answer?.state, true, answer?.message);
        if (answer?.value) answered.push(answer.value);
      }
      // quotations flow in; the server dies while some are still in flight
      const inFlight = project.suppliers.flatMap((supplier, s) =>
        Array.from({ length: 5 }, (_, q) =>
          quoteAt(url, supplier.token, project.id, 800_000 - q * 1000 - s, `${supplier.account}-${q}`).then(
            (answer) => {
              if (answer?.state && answer.value) answered.push(answer.value);
            },
          ),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill('SIGKILL');
      await Promise.all(inFlight);
    } finally {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((resolve) => child.once('exit', resolve));
    }

    const next = await startTestServer({ dataDir });
    try {
      const rows = await next.app.db
        .selectFrom('procure_quotations')
        .select(['id'])
        .where('project_id', '=', project.id)
        .execute();
      const recorded = new Set(rows.map((row) => row.id));
      for (const quotation of answered)
        assert.ok(recorded.has(quotation.id), `accepted ${quotation.id} kept`);
      const accepted = await next.app.db
        .selectFrom('procure_quotation_audit')
        .select('quotation_id')
        .where('project_id', '=', project.id)
        .where('outcome', '=', 'accepted')
        .execute();
      assert.equal(accepted.length, rows.length, 'each recorded quotation audited with it');
      // the hall resumes: the round is still open, a new quotation is taken and ranked, the stream flows
      const supplier = project.suppliers[0];
      assert.ok(supplier);
      const view = await next.request<Envelope<LiveProject>>(
        'GET',
        `${QUOTE}/getLive?projectId=${project.id}`,
        {
          token: supplier.token,
        },
      );
      assert.equal(view.body.value?.roundState, 'open');
      const stream = await openStream(await ticketedStreamUrl(next.url, supplier.token, project.id), {
        'last-event-id': '0',
      });
      const resumed = await next.request<Envelope<QuotationResult>>('POST', `${QUOTE}/quotation`, {
        token: supplier.token,
        body: { projectId: project.id, quotationAmount: 500_000 },
      });
      assert.deepEqual([resumed.body.state, resumed.body.value?.rank], [true, 1]);
      await stream.waitFor(
        (event) => event.event === 'rank-changed' && (event.data as { rank: number }).rank === 1,
      );
      stream.close();
    } finally {
      await next.stop();
    }
  });
});

/**
 * Two bidding server processes on one PostgreSQL deliver a round's opening, started through one, to a
 * bidder connected to the other within a second, and the ranks that follow (skipped, saying why, where
 * no PostgreSQL is installed).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { openStream, QUOTE, quotingProject, ticketedStreamUrl } from './bidding-helpers.js';
import { startTestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';

const bin = postgresBin();

describe('two bidding server processes on one PostgreSQL', { skip: bin ? false : NO_POSTGRES }, () => {
  it('delivers a round opened through one to a bidder connected to the other within a second', async () => {
    const { url, dataDir } = await testDatabase('seeded');
    const first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    const second = await startTestServer({
      databaseUrl: url,
      seedDemo: false,
      dataDir: first.app.ctx.dataDir,
    });
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
      await second.stop();
      await first.stop();
    }
  });
});

/**
 * The bidding event stream opens with a one-time stream ticket (issue 34 item 24), never with the session
 * token in its url; and with logging on, no credential reaches the log: not the ticket, not a token in a
 * query string, not the Authorization or Cookie header.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { StreamTicket } from '../../../api/contract/bidding.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import { hashTicket } from '../../../api/server/auth/sso-tickets.js';
import { LIVE_BIDDING_PROJECTS } from '../../../api/server/demo/bidding.js';
import { openStream, QUOTE } from './bidding-helpers.js';
import { startTestServer, type TestServer } from './harness.js';
import { type Account, tokensFor } from './procure-project-helpers.js';

const { sum: SUM, unitPrice: UNIT_PRICE } = LIVE_BIDDING_PROJECTS;
const EVENTS = `${QUOTE}/events`;
const REFUSED = '实时连接凭证无效或已过期，请重新连接';

describe('stream tickets of the bidding event stream', () => {
  let server: TestServer;
  let tokens: Record<Account, string>;
  const logLines: string[] = [];

  before(async () => {
    server = await startTestServer({
      logStream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logLines.push(...chunk.toString().split('\n').filter(Boolean));
          callback();
        },
      }),
      extraRoutes(app) {
        // Code that logs a request's headers, as a careless handler would.
        app.get('/test/log-headers', async (request) => {
          request.log.info({ headers: request.headers }, 'headers of the request');
          return { state: true, message: '操作成功' };
        });
      },
    });
    tokens = await tokensFor(server);
  });
  after(() => server.stop());

  /** A ticket of `token`'s session for one project's stream (or, without projectId, all live ones). */
  const ticketOf = async (token: string, projectId?: string, language?: string): Promise<StreamTicket> => {
    const answer = await server.request<Envelope<StreamTicket>>('POST', `${QUOTE}/eventsTicket`, {
      token,
      body: projectId ? { projectId } : {},
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
    assert.equal(answer.status, 200);
    assert.ok(answer.body.value, answer.body.message);
    return answer.body.value;
  };
  const streamUrl = (query: Record<string, string>) => `${server.url}${EVENTS}?${new URLSearchParams(query)}`;
  /** Opens the stream and answers its status, closing it if it opened. */
  const statusOf = async (url: string, headers: Record<string, string> = {}) => {
    const stream = await openStream(url, headers);
    stream.close();
    return stream.status;
  };
  /** The refusal's envelope, read whole. */
  const refusalOf = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    return { status: response.status, body: (await response.json()) as Envelope<unknown> };
  };

  it('opens its stream once, within a minute', async () => {
    const before = Date.now();
    const { ticket, expiresAt } = await ticketOf(tokens.supplier, SUM);
    const life = Date.parse(expiresAt) - before;
    assert.ok(life > 50_000 && life <= 61_000, `${life} ms`);
    const url = streamUrl({ projectId: SUM, ticket });
    const stream = await openStream(url);
    assert.equal(stream.status, 200);
    await stream.waitFor((event) => event.event === 'tick');
    stream.close();
    // Used: a second connection (e.g. the browser's own reconnect) needs a new one.
    assert.deepEqual(await refusalOf(url), {
      status: 401,
      body: { state: false, message: REFUSED, code: 401 },
    });
    const again = await ticketOf(tokens.supplier, SUM);
    assert.equal(await statusOf(streamUrl({ projectId: SUM, ticket: again.ticket })), 200);
  });

  it('refuses an expired ticket, with the envelope in the caller’s language', async () => {
    const { ticket } = await ticketOf(tokens.supplier, SUM);
    await server.app.db
      .updateTable('stream_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ticket_hash', '=', hashTicket(ticket))
      .execute();
    assert.deepEqual(await refusalOf(streamUrl({ projectId: SUM, ticket }), { 'accept-language': 'en-US' }), {
      status: 401,
      body: {
        state: false,
        message: 'The live connection ticket is invalid or has expired; connect again',
        code: 401,
      },
    });
  });

  it('refuses a ticket of another stream, and spends it', async () => {
    const { ticket } = await ticketOf(tokens.supplier, SUM);
    assert.deepEqual(await refusalOf(streamUrl({ projectId: UNIT_PRICE, ticket })), {
      status: 401,
      body: { state: false, message: REFUSED, code: 401 },
    });
    assert.equal(await statusOf(streamUrl({ projectId: SUM, ticket })), 401, 'a leaked ticket is spent');
    // A ticket for all the live projects opens no single project's stream, and the other way round.
    const all = await ticketOf(tokens.supplier);
    assert.equal(await statusOf(streamUrl({ projectId: SUM, ticket: all.ticket })), 401);
    const one = await ticketOf(tokens.supplier, SUM);
    assert.equal(await statusOf(streamUrl({ ticket: one.ticket })), 401);
    const fresh = await ticketOf(tokens.supplier);
    assert.equal(await statusOf(streamUrl({ ticket: fresh.ticket })), 200);
  });

  it('refuses the session token, in the query or the header, and any unknown ticket', async () => {
    const token = tokens.supplier;
    for (const [url, headers] of [
      [streamUrl({ projectId: SUM, token }), {}],
      [streamUrl({ projectId: SUM, ticket: token }), {}],
      [streamUrl({ projectId: SUM }), { authorization: `Bearer ${token}` }],
      [streamUrl({ projectId: SUM, ticket: 'nope' }), {}],
    ] as const) {
      assert.deepEqual(await refusalOf(url, headers), {
        status: 401,
        body: { state: false, message: REFUSED, code: 401 },
      });
    }
  });

  it('ends with its session', async () => {
    const { ticket } = await ticketOf(tokens.supplier2, SUM);
    const signedOut = await server.request('GET', '/uc/signout', { token: tokens.supplier2 });
    assert.equal(signedOut.status, 200);
    assert.equal(await statusOf(streamUrl({ projectId: SUM, ticket })), 401);
  });

  it('is given only to the signed in, for a project they have a part in', async () => {
    const visitor = await server.request<Envelope<unknown>>('POST', `${QUOTE}/eventsTicket`, {
      body: { projectId: SUM },
    });
    assert.equal(visitor.status, 401);
    const stranger = await server.request<Envelope<unknown>>('POST', `${QUOTE}/eventsTicket`, {
      token: tokens.purchaser2,
      body: { projectId: SUM },
    });
    assert.deepEqual([stranger.status, stranger.body.state], [403, false]);
  });

  it('writes no credential into the log: tickets, tokens in a query, Authorization and Cookie', async () => {
    const { ticket } = await ticketOf(tokens.purchaser, SUM);
    const stream = await openStream(streamUrl({ projectId: SUM, ticket }));
    assert.equal(stream.status, 200);
    stream.close();
    await refusalOf(streamUrl({ projectId: SUM, token: tokens.purchaser }));
    const missing = await fetch(`${server.url}/nowhere?token=${tokens.purchaser}&code=oauth-code-123`);
    assert.equal(missing.status, 404);
    await missing.arrayBuffer();
    const headers = await server.request('GET', '/test/log-headers', {
      token: tokens.purchaser,
      headers: { cookie: `session=${tokens.admin}` },
    });
    assert.equal(headers.status, 200);

    // Wait for what each request logs, then look for the secrets in every line.
    const requestIdOf = (answer: { headers: Headers }) => answer.headers.get('x-request-id');
    const completed = (id: string | null) =>
      logLines.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('request completed'));
    await until(() => completed(requestIdOf(headers)) && completed(requestIdOf(missing)));
    const log = logLines.join('\n');
    for (const secret of [ticket, tokens.purchaser, tokens.admin, 'oauth-code-123'])
      assert.ok(!log.includes(secret), `a credential in the log: ${secret.slice(0, 6)}…`);
    // What was there is still told, without its value.
    assert.match(
      log,
      /"url":"\/form\/form\/procureProjectQuotation\/v1\/events\?projectId=p-201&ticket=\[redacted\]"/,
    );
    assert.match(log, /"authorization":"\[redacted\]"/);
    assert.match(log, /"cookie":"\[redacted\]"/);
  });
});

/** Waits until `done` (the server writes log lines as requests end). */
async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

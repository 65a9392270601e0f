import assert from 'node:assert/strict';
import forge from 'node-forge';
import type { Envelope } from '../../../api/contract/envelope.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { DEMO_PASSWORD } from '../../../api/server/demo/accounts.js';
import type { TestServer } from './harness.js';

export interface SignIn {
  token: string;
  account: string;
  username: string;
  fullname: string;
  userId: string;
  identity: string | null;
  tenantCode: string;
  expiration: number;
}

const publicKeys = new WeakMap<TestServer, Promise<string>>();

/** The server's public key, fetched over HTTP as the portal does. */
export function publicKeyOf(server: TestServer): Promise<string> {
  let key = publicKeys.get(server);
  if (!key) {
    key = server.request<Envelope<string>>('GET', '/uc/base/tools/v1/getPublicKey').then(({ body }) => {
      assert.equal(typeof body.value, 'string');
      return body.value as string;
    });
    publicKeys.set(server, key);
  }
  return key;
}

/** A password encrypted like jsencrypt does it: RSA PKCS#1 v1.5, base64. */
export async function encrypted(server: TestServer, password: string): Promise<string> {
  const publicKey = forge.pki.publicKeyFromPem(await publicKeyOf(server));
  return forge.util.encode64(publicKey.encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5'));
}

/** POST /auth over HTTP. */
export async function auth(
  server: TestServer,
  account: string,
  password = DEMO_PASSWORD,
  query = '',
): Promise<{ status: number; body: Envelope<SignIn> }> {
  return server.request<Envelope<SignIn>>('POST', `/uc/auth${query}`, {
    body: { account, password: await encrypted(server, password) },
  });
}

/** Signs in and answers the bearer token; fails the test when sign-in is refused. */
export async function signIn(server: TestServer, account: string, password = DEMO_PASSWORD): Promise<string> {
  const { body } = await auth(server, account, password);
  assert.equal(body.state, true, `sign-in of ${account}: ${body.message}`);
  return (body.value as SignIn).token;
}

/** A registration's business licence uploaded with the ticket register answered (user/uploadLicense). */
export async function uploadLicense(
  server: TestServer,
  ticket: string,
  name = '营业执照.png',
): Promise<void> {
  const form = new FormData();
  form.append('ticket', ticket);
  form.append('file', new Blob([`${name} 的内容`], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}/uc/api/user/v1/user/uploadLicense`, {
    method: 'POST',
    body: form,
  });
  const body = (await response.json()) as Envelope;
  assert.equal(body.state, true, body.message);
}

/** Rate-limit counters live in the database; tests start each case with none. */
export async function forgetRateLimits(server: TestServer): Promise<void> {
  await server.app.db.deleteFrom('rate_limit_hits').execute();
}

/** A bearer token for a demo user without a sign-in (scrypt is slow): for tests of what comes after. */
export function tokenFor(server: TestServer, account: string): Promise<string> {
  return issueToken(server.app.db, `u-${account}`);
}

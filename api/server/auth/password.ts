import { randomBytes, timingSafeEqual } from 'node:crypto';
import { runCryptoTask } from './crypto-pool.js';

const KEY_LENGTH = 64;
// N=2^15 costs ~50 ms here: slow enough to make guessing expensive, fast enough for sign-in.
const COST = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** scrypt on the crypto pool's worker threads, off the event loop. */
async function derive(password: string, salt: Buffer): Promise<Buffer> {
  const key = await runCryptoTask({
    kind: 'scrypt',
    password,
    salt: salt.toString('base64'),
    keyLength: KEY_LENGTH,
    cost: COST,
  });
  return Buffer.from(key ?? '', 'base64');
}

/** A salted scrypt hash, self-describing so the cost can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${COST.N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

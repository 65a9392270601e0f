import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateSecretFile } from '../auth/rsa.js';

/**
 * Mail account passwords at rest: AES-256-GCM under one key. The key comes from MAIL_SECRET_KEY (32 bytes,
 * base64 or hex) when set, which a deployment with several processes or a shared database should do;
 * otherwise from {dataDir}/keys/mail-secret.key, made on first use (like the password RSA key beside it).
 * A stored password is `v1:` + base64 of iv (12 bytes), tag (16 bytes) and cipher text.
 */
const KEY_FILE = 'mail-secret.key';
const PREFIX = 'v1:';

const keys = new Map<string, Promise<Buffer>>();

function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('MAIL_SECRET_KEY must be 32 bytes, in base64 or hex');
  return key;
}

/** The key of a data folder (or of the environment), read once per process. */
function mailKey(dataDir: string): Promise<Buffer> {
  const configured = process.env.MAIL_SECRET_KEY;
  if (configured) return Promise.resolve(keyFromText(configured));
  let key = keys.get(dataDir);
  if (!key) {
    key = readOrCreateSecretFile(join(dataDir, 'keys', KEY_FILE), async () =>
      randomBytes(32).toString('base64'),
    ).then(keyFromText);
    keys.set(dataDir, key);
    key.catch(() => keys.delete(dataDir));
  }
  return key;
}

export async function encryptSecret(dataDir: string, plain: string): Promise<string> {
  const key = await mailKey(dataDir);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain text, or undefined when it was encrypted under another key (the key changed). */
export async function decryptSecret(dataDir: string, stored: string): Promise<string | undefined> {
  if (!stored.startsWith(PREFIX)) return undefined;
  const key = await mailKey(dataDir);
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

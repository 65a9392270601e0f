import { createPublicKey, generateKeyPair } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { badRequest } from '../http/envelope.js';
import { runCryptoTask } from './crypto-pool.js';

/**
 * The key pair passwords travel under: the portal encrypts with the public key (jsencrypt, PKCS#1 v1.5),
 * the server decrypts on the crypto pool's worker threads (crypto-worker.ts: OpenSSL's RSA operation, the
 * padding taken off in pkcs1.ts, since Node 20's privateDecrypt refuses that padding).
 *
 * The private key is a PEM file under {dataDir}/keys, made on first start and reused afterwards, so that a
 * restart (or a second server process sharing the data folder) keeps accepting what clients encrypted.
 */
export interface PasswordKeys {
  publicKeyPem: string;
  privateKeyPem: string;
  /** Bytes of a ciphertext: the modulus length. */
  cipherLength: number;
}

const PRIVATE_KEY_FILE = 'password-rsa-private.pem';
const PUBLIC_KEY_FILE = 'password-rsa-public.pem';

const loaded = new Map<string, Promise<PasswordKeys>>();

function isFileExists(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EEXIST';
}

function isFileMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function createPrivateKey(): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      },
      (error, _publicKey, privateKey) => (error ? reject(error) : resolve(privateKey)),
    );
  });
}

/**
 * A secret file of the data folder (mode 600): read, or made with `make` on first start. Written aside and
 * linked into place: link fails when another process won the race (its file is read), and a reader never
 * sees a half-written file.
 */
export async function readOrCreateSecretFile(file: string, make: () => Promise<string>): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (!isFileMissing(error)) throw error;
  }
  const dir = dirname(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const draft = join(dir, `.${basename(file)}.${process.pid}.${Date.now()}`);
  await writeFile(draft, await make(), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (!isFileExists(error)) throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return readFile(file, 'utf8');
}

async function loadKeys(dataDir: string): Promise<PasswordKeys> {
  const dir = join(dataDir, 'keys');
  const pem = await readOrCreateSecretFile(join(dir, PRIVATE_KEY_FILE), createPrivateKey);
  const publicKey = createPublicKey(pem);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  // The public half is derived, so it is rewritten freely; it is there for operators and other tools.
  await writeFile(join(dir, PUBLIC_KEY_FILE), publicKeyPem);
  const modulusBits = publicKey.asymmetricKeyDetails?.modulusLength ?? 2048;
  return { publicKeyPem, privateKeyPem: pem, cipherLength: Math.ceil(modulusBits / 8) };
}

/** The key pair of a data folder, read (or made) once per process. */
export function passwordKeys(dataDir: string): Promise<PasswordKeys> {
  let keys = loaded.get(dataDir);
  if (!keys) {
    keys = loadKeys(dataDir);
    loaded.set(dataDir, keys);
    keys.catch(() => loaded.delete(dataDir));
  }
  return keys;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The plain password a client encrypted; a 400 '密码解密失败' when it is not a ciphertext of our key. */
export async function decryptPassword(ctx: { dataDir: string }, cipherBase64: string): Promise<string> {
  const keys = await passwordKeys(ctx.dataDir);
  const compact = typeof cipherBase64 === 'string' ? cipherBase64.replace(/\s+/g, '') : '';
  if (!BASE64.test(compact)) throw badRequest('密码解密失败');
  const bytes = Buffer.from(compact, 'base64');
  // Older jsencrypt versions drop a ciphertext's leading zero bytes; OpenSSL wants the modulus length.
  if (bytes.length > keys.cipherLength || bytes.length < keys.cipherLength - 4)
    throw badRequest('密码解密失败');
  const cipher = Buffer.concat([Buffer.alloc(keys.cipherLength - bytes.length), bytes]).toString('base64');
  const plain = await runCryptoTask({ kind: 'rsa-decrypt', privateKeyPem: keys.privateKeyPem, cipher });
  if (plain === null) throw badRequest('密码解密失败');
  return plain;
}

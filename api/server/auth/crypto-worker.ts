/**
 * The worker thread of the crypto pool (crypto-pool.ts): the CPU-heavy steps of signing in, scrypt
 * (~50 ms) and the RSA decryption of the password (under a millisecond), done here so that the server's
 * event loop keeps answering everyone else during a burst of sign-ins.
 */
import { constants, createPrivateKey, type KeyObject, privateDecrypt, scryptSync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import type { CryptoTask } from './crypto-pool.js';
import { pkcs1v15Message } from './pkcs1.js';

const privateKeys = new Map<string, KeyObject>();

function privateKeyOf(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    privateKeys.set(pem, key);
  }
  return key;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The password a client encrypted with jsencrypt (RSAES-PKCS1-v1_5), or null when it is none of ours.
 * Node 20 refuses PKCS#1 v1.5 padding in privateDecrypt (CVE-2023-46809), so OpenSSL does the RSA
 * operation alone (RSA_NO_PADDING, about 0.7 ms where node-forge's JavaScript took 50) and the block is
 * unpadded here; a bad block answers the same 密码解密失败 as a ciphertext of another key always did.
 */
function decrypt(privateKeyPem: string, cipher: string): string | null {
  const block = privateDecrypt(
    { key: privateKeyOf(privateKeyPem), padding: constants.RSA_NO_PADDING },
    Buffer.from(cipher, 'base64'),
  );
  const message = pkcs1v15Message(block);
  return message ? utf8.decode(message) : null;
}

function perform(task: CryptoTask): string | null {
  if (task.kind === 'scrypt') {
    const { password, salt, keyLength, cost } = task;
    return scryptSync(password, Buffer.from(salt, 'base64'), keyLength, cost).toString('base64');
  }
  try {
    return decrypt(task.privateKeyPem, task.cipher);
  } catch {
    // Not a ciphertext of this key (a number above the modulus) or not UTF-8: 密码解密失败.
    return null;
  }
}

parentPort?.on('message', ({ id, task }: { id: number; task: CryptoTask }) => {
  try {
    parentPort?.postMessage({ id, result: perform(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

/**
 * The worker thread of the crypto pool (crypto-pool.ts): the CPU-heavy steps of signing in, RSA
 * decryption with node-forge (~50 ms) and scrypt (~50 ms), done here so that the server's event loop
 * keeps answering everyone else during a burst of sign-ins.
 */
import { scryptSync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import forge from 'node-forge';
import type { CryptoTask } from './crypto-pool.js';

const privateKeys = new Map<string, forge.pki.rsa.PrivateKey>();

function privateKeyOf(pem: string): forge.pki.rsa.PrivateKey {
  let key = privateKeys.get(pem);
  if (!key) {
    key = forge.pki.privateKeyFromPem(pem);
    privateKeys.set(pem, key);
  }
  return key;
}

function perform(task: CryptoTask): string | null {
  if (task.kind === 'scrypt') {
    const { password, salt, keyLength, cost } = task;
    return scryptSync(password, Buffer.from(salt, 'base64'), keyLength, cost).toString('base64');
  }
  try {
    return forge.util.decodeUtf8(privateKeyOf(task.privateKeyPem).decrypt(task.cipher, 'RSAES-PKCS1-V1_5'));
  } catch {
    // Not a ciphertext of this key (or not UTF-8): the caller answers 密码解密失败.
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

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import forge from 'node-forge';
import { encryptPassword } from '../../../api/client/encrypt.js';

describe('encryptPassword', () => {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const pem = forge.pki.publicKeyToPem(keys.publicKey);
  const decrypt = (cipher: string) =>
    forge.util.decodeUtf8(keys.privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5'));

  it('encrypts with PKCS#1 v1.5 into base64 that the private key opens', () => {
    const cipher = encryptPassword(pem, 'Portal@2026');
    assert.match(cipher, /^[A-Za-z0-9+/]+={0,2}$/);
    assert.equal(decrypt(cipher), 'Portal@2026');
  });

  it('gives a different ciphertext each time (random padding)', () => {
    assert.notEqual(encryptPassword(pem, 'same'), encryptPassword(pem, 'same'));
  });

  it('accepts the bare base64 body of the key and non-ASCII passwords', () => {
    const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');
    assert.equal(decrypt(encryptPassword(body, '密码Portal@2026')), '密码Portal@2026');
  });

  it('throws for a key that is not one', () => {
    assert.throws(() => encryptPassword('not a key', 'x'));
  });
});

import assert from 'node:assert/strict';
import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { pkcs1v15Message } from '../../../api/server/auth/pkcs1.js';
import { decryptPassword, passwordKeys } from '../../../api/server/auth/rsa.js';

/** A block as the RSA operation leaves it: 0x00 0x02, `padding` non-zero octets, 0x00, the message. */
const block = (padding: number, message: string, head = [0x00, 0x02]) =>
  Uint8Array.from([...head, ...Array(padding).fill(0x5a), 0x00, ...Buffer.from(message)]);

describe('the message of an RSAES-PKCS1-v1_5 block (RFC 8017 §7.2.2)', () => {
  it('takes off the padding of a block OpenSSL made', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const cipher = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('Portal@2026 密码'),
    );
    const raw = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, cipher);
    assert.equal(raw.length, 256);
    assert.equal(Buffer.from(pkcs1v15Message(raw) ?? []).toString(), 'Portal@2026 密码');
  });

  it('reads a block with eight octets of padding, the least there may be', () => {
    assert.equal(Buffer.from(pkcs1v15Message(block(8, 'pw')) ?? []).toString(), 'pw');
  });

  it('refuses what is no encryption block', () => {
    assert.equal(pkcs1v15Message(block(7, 'pw')), null, 'seven octets of padding');
    assert.equal(pkcs1v15Message(block(20, 'pw', [0x00, 0x01])), null, 'a signature block');
    assert.equal(pkcs1v15Message(block(20, 'pw', [0x01, 0x02])), null, 'not starting with 0x00');
    assert.equal(
      pkcs1v15Message(Uint8Array.from([0x00, 0x02, ...Array(30).fill(0x11)])),
      null,
      'no separator',
    );
    assert.equal(pkcs1v15Message(Uint8Array.from([0x00, 0x02, 0x00])), null, 'too short');
  });
});

describe('decryptPassword', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eip-pkcs1-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('decrypts a ciphertext whose leading zero octet an older jsencrypt dropped', async () => {
    const { publicKeyPem } = await passwordKeys(dataDir);
    // About one ciphertext in 256 starts with a zero octet.
    let cipher = Buffer.alloc(0);
    while (cipher[0] !== 0) {
      cipher = publicEncrypt(
        { key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from('口令 pw'),
      );
    }
    const shortened = cipher.subarray(1).toString('base64');
    assert.equal(await decryptPassword({ dataDir }, shortened), '口令 pw');
    assert.equal(await decryptPassword({ dataDir }, cipher.toString('base64')), '口令 pw');
  });
});

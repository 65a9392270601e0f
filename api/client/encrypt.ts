import { JSEncrypt } from 'jsencrypt';

/**
 * RSA-encrypts a password with the public key the user centre serves (getPublicKey), PKCS#1 v1.5
 * and base64, as sign-in and password changes send it. Accepts a PEM or its bare base64 body.
 */
export function encryptPassword(publicKeyPem: string, plain: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const encrypted = encryptor.encrypt(plain);
  if (encrypted === false) throw new Error('the password could not be encrypted with the public key');
  return encrypted;
}

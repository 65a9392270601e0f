/**
 * The message inside an RSAES-PKCS1-v1_5 encryption block once the RSA operation is done (RFC 8017
 * §7.2.2, step 3): EM = 0x00 || 0x02 || PS || 0x00 || M, where PS is at least eight non-zero octets of
 * padding. Null when `block` is not such a block (a ciphertext of another key, or tampered with).
 */
export function pkcs1v15Message(block: Uint8Array): Uint8Array | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  // PS runs from index 2 to the separator: fewer than eight octets (or no separator) is no block.
  if (separator < 2 + 8) return null;
  return block.subarray(separator + 1);
}

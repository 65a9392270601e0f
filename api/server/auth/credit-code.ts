/**
 * The unified social credit code of an organisation (GB 32100-2015): 18 characters from a 31-character
 * set without I, O, Z, S and V; the last one is a check character (mod 31), so most typing mistakes
 * are caught before a company is registered with a wrong code.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character of the first 17 characters, or undefined when one is outside the set. */
export function creditCodeCheckCharacter(first17: string): string | undefined {
  let sum = 0;
  for (const [index, weight] of WEIGHTS.entries()) {
    const value = CHARSET.indexOf(first17.charAt(index));
    if (value < 0) return undefined;
    sum += value * weight;
  }
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

export function isCreditCode(value: string): boolean {
  if (typeof value !== 'string' || !/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  return creditCodeCheckCharacter(value.slice(0, 17)) === value.charAt(17);
}

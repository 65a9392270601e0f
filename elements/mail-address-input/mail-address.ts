/** One address of a mail line: the display name (maybe empty) and the address itself. */
export interface ParsedAddress {
  name: string;
  address: string;
}

// What a mail server accepts in practice: something@domain.tld, no spaces or angle brackets.
const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** `name <address>`, `"name" <address>` or a bare address, split into its parts. */
export function formatAddress(entry: string): ParsedAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]*)>\s*$/.exec(entry);
  if (match) return { name: match[1]!.trim(), address: match[2]!.trim() };
  return { name: '', address: entry.trim() };
}

/** Whether the entry holds a well-formed mail address. */
export function isMailAddress(entry: string): boolean {
  return ADDRESS.test(formatAddress(entry).address);
}

/** A typed or pasted list (commas, semicolons, new lines, Chinese punctuation) as separate entries. */
export function parseAddressList(text: string): string[] {
  return text
    .split(/[,;，；\n]/)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

import { parseJsonList } from '../../api/contract/json.js';
import type { SignatureEntry } from '../../api/contract/signature.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** One entry from saved data; anything that is not an object is dropped. */
function toEntry(raw: unknown, position: number): SignatureEntry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const entry = raw as Record<string, unknown>;
  const index = Number(entry.index);
  return {
    index: Number.isFinite(index) && index > 0 ? index : position + 1,
    userId: text(entry.userId),
    name: text(entry.name),
    signature: text(entry.signature),
    createTime: text(entry.createTime),
  };
}

/** The entries of a field, given as a list or as the JSON string a form keeps. */
export function parseSignatures(value: unknown): SignatureEntry[] {
  const list = parseJsonList(value);
  if (!list) {
    console.warn('<signature-field>: value is not a JSON list of signatures');
    return [];
  }
  return list.flatMap((entry, position) => toEntry(entry, position) ?? []);
}

/** Whether a value from code must be parsed before use (JSON text, or entries of the wrong shape). */
export function needsParsing(value: unknown): boolean {
  return (
    !Array.isArray(value) ||
    value.some(
      (entry: unknown) =>
        !entry || typeof entry !== 'object' || typeof (entry as SignatureEntry).index !== 'number',
    )
  );
}

/**
 * The list after a user signs: their earlier signature gives way to the new one, or every signature
 * does when the field is configured isCover. Indexes count from 1 again.
 */
export function withSignature(
  entries: SignatureEntry[],
  signed: Omit<SignatureEntry, 'index'>,
  isCover: boolean,
) {
  const kept = isCover ? [] : entries.filter((entry) => entry.userId !== signed.userId);
  return [...kept, { ...signed, index: 0 }].map((entry, position) => ({ ...entry, index: position + 1 }));
}

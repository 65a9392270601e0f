/**
 * The tamper-evident audit trail of a tender project (issue 36): one hash chain per project over its
 * registrations, quotation requests, round changes and confirmation. Dependency-free, for the browser
 * and Node alike (Web Crypto's SHA-256), so that anyone holding an export can check it.
 *
 * A record's hash is SHA-256 (lower-case hex) of the UTF-8 JSON of its fields in the fixed order of
 * HASHED_FIELDS (times as ISO 8601 UTC with milliseconds, figures as the decimal strings written),
 * the hash of the record before among them (prevHash; the first record's is GENESIS_HASH). A quotation
 * figure is hashed through amountDigest = SHA-256(salt + "\n" + amount), and the reason (which can
 * name a figure: a limit computed from the supplier's own quotation, the figure of a refused retry)
 * through reasonDigest = SHA-256(salt + "\nreason\n" + reason) (null when there is no reason), so that
 * an export made while the round's figures are sealed (amount, reason and salt null) still verifies,
 * and one made later shows the figure and reason that were chained.
 */

export const AUDIT_CHAIN_ALGORITHM = 'sha256-canonical-json-v1';
export const GENESIS_HASH = '0'.repeat(64);

/** What a record of the chain says; the order of this list is the order hashed. */
export const HASHED_FIELDS = [
  'v',
  'projectId',
  'seq',
  'kind',
  'createTime',
  'supplierId',
  'account',
  'supplierName',
  'clientAddress',
  'round',
  'outcome',
  'reasonDigest',
  'quotationId',
  'idempotencyKey',
  'detail',
  'amountDigest',
  'prevHash',
] as const;

/** registration, quotation, round or confirmation. */
export type AuditKind = 'registration' | 'quotation' | 'round' | 'confirmation';

export interface AuditChainRecord {
  v: 1;
  projectId: string;
  /** 1, 2, 3… within the project. */
  seq: number;
  kind: AuditKind | string;
  createTime: string;
  supplierId: string;
  account: string;
  supplierName: string;
  clientAddress: string;
  round: number | null;
  outcome: string;
  /** Why (a refusal's message); null when none, and while sealed (reasonDigest stands for it). */
  reason: string | null;
  /** reasonDigestOf(salt, reason), null when the record has no reason. */
  reasonDigest: string | null;
  quotationId: string | null;
  idempotencyKey: string | null;
  /** JSON text of the record's further facts, as stored; hashed as this text. */
  detail: string | null;
  amountDigest: string;
  prevHash: string;
  hash: string;
  /** The figure as written (a decimal string; '' when none); null while sealed. */
  amount: string | null;
  /** The salt of amountDigest; null while sealed. */
  salt: string | null;
}

/**
 * What an award notice publishes of the chain when the result is confirmed: how many records it had and
 * the last one's hash. An export checked against it must hold that record at that place: the records up
 * to the award cannot have been rewritten, removed or added to afterwards, even consistently re-chained.
 */
export interface AuditChainAnchor {
  count: number;
  lastHash: string;
}

export interface AuditChainExport {
  algorithm: typeof AUDIT_CHAIN_ALGORITHM;
  /** How to check the file by hand; the verification is verifyAuditChain. */
  description: string;
  projectId: string;
  projectNo: string;
  exportedAt: string;
  records: AuditChainRecord[];
  /**
   * The anchor the project's award notice published (with the notice's id), when it has one. A copy for
   * convenience: check against the notice itself (verifyAuditChain's `anchor`), not against this.
   */
  publishedAnchor?: (AuditChainAnchor & { noticeId: string }) | null;
}

export const AUDIT_CHAIN_DESCRIPTION =
  'Each record: hash = SHA-256 hex of the UTF-8 JSON object of the fields ' +
  `${HASHED_FIELDS.join(', ')} in that order (no spaces; createTime ISO 8601 UTC), where prevHash is ` +
  `the previous record's hash (the first record's is ${'0'.repeat(8)}… 64 zeros) and seq counts from 1. ` +
  'When amount and salt are given, amountDigest = SHA-256 hex of salt + "\\n" + amount, and ' +
  'reasonDigest = SHA-256 hex of salt + "\\nreason\\n" + reason (null when reason is null); amount, ' +
  'reason and salt null mean the figures of a round still open are sealed. Any changed, removed or reordered record breaks the chain there.';

export type AuditChainVerdict =
  | { ok: true; count: number; lastHash: string }
  | { ok: false; count: number; index: number; seq: number | null; reason: string };

const HEX = '0123456789abcdef';

/** SHA-256 of a text, lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(
    await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  let hex = '';
  for (const byte of digest) hex += HEX[byte >> 4] + HEX[byte & 15];
  return hex;
}

/** The text whose SHA-256 stands for a quotation figure in the chain (amountDigestOf). */
export function amountDigestText(salt: string, amount: string): string {
  return `${salt}\n${amount}`;
}

/** The text whose SHA-256 stands for a record's reason in the chain (reasonDigestOf). */
export function reasonDigestText(salt: string, reason: string): string {
  return `${salt}\nreason\n${reason}`;
}

/** The digest that stands for a quotation figure in the chain. */
export function amountDigestOf(salt: string, amount: string): Promise<string> {
  return sha256Hex(amountDigestText(salt, amount));
}

/** The digest that stands for a record's reason in the chain (null when there is none). */
export async function reasonDigestOf(salt: string, reason: string | null): Promise<string | null> {
  return reason === null ? null : sha256Hex(reasonDigestText(salt, reason));
}

/** The canonical text of a record (its hashed fields in order). */
export function canonicalRecord(record: Omit<AuditChainRecord, 'hash' | 'amount' | 'salt'>): string {
  const ordered: Record<string, unknown> = {};
  for (const field of HASHED_FIELDS) ordered[field] = record[field] ?? null;
  return JSON.stringify(ordered);
}

export function recordHash(record: Omit<AuditChainRecord, 'hash' | 'amount' | 'salt'>): Promise<string> {
  return sha256Hex(canonicalRecord(record));
}

/**
 * Checks an export (or the {value} envelope it came in): ok, or the first record that breaks the chain.
 * With `anchor` (as the award notice publishes it), the chain must also hold, at place `anchor.count`,
 * the record whose hash is `anchor.lastHash`.
 */
export async function verifyAuditChain(
  exported: unknown,
  anchor?: AuditChainAnchor,
): Promise<AuditChainVerdict> {
  const file = (
    exported && typeof exported === 'object' && 'value' in exported && !('records' in exported)
      ? (exported as { value: unknown }).value
      : exported
  ) as Partial<AuditChainExport> | null;
  const records = file?.records;
  if (!Array.isArray(records)) {
    return { ok: false, count: 0, index: -1, seq: null, reason: 'no records: not an audit trail export' };
  }
  if (file?.algorithm !== AUDIT_CHAIN_ALGORITHM) {
    return {
      ok: false,
      count: records.length,
      index: -1,
      seq: null,
      reason: `unknown algorithm ${String(file?.algorithm)}`,
    };
  }
  let prev = GENESIS_HASH;
  for (const [index, record] of records.entries()) {
    const fail = (reason: string): AuditChainVerdict => ({
      ok: false,
      count: records.length,
      index,
      seq: typeof record?.seq === 'number' ? record.seq : null,
      reason,
    });
    if (!record || typeof record !== 'object') return fail('not a record');
    if (record.seq !== index + 1)
      return fail(`seq ${String(record.seq)} where ${index + 1} was due (a record removed or reordered)`);
    if (record.projectId !== file?.projectId) return fail('a record of another project');
    if (record.prevHash !== prev) return fail('prevHash is not the hash of the record before');
    if (record.amount !== null && record.amount !== undefined) {
      if (
        typeof record.salt !== 'string' ||
        (await amountDigestOf(record.salt, String(record.amount))) !== record.amountDigest
      ) {
        return fail('the amount is not the one chained (amountDigest differs)');
      }
    }
    if (record.reason !== null && record.reason !== undefined && typeof record.salt !== 'string') {
      return fail('a reason shown without its salt (it cannot be checked)');
    }
    if (typeof record.salt === 'string') {
      if ((await reasonDigestOf(record.salt, record.reason ?? null)) !== (record.reasonDigest ?? null)) {
        return fail('the reason is not the one chained (reasonDigest differs)');
      }
    }
    if ((await recordHash(record)) !== record.hash) return fail('the record was changed (its hash differs)');
    prev = record.hash;
  }
  if (anchor) {
    const fail = (index: number, reason: string): AuditChainVerdict => ({
      ok: false,
      count: records.length,
      index,
      seq: records[index]?.seq ?? null,
      reason,
    });
    if (!Number.isInteger(anchor.count) || anchor.count < 1)
      return fail(-1, `not an anchor: count ${String(anchor.count)}`);
    if (records.length < anchor.count)
      return fail(
        records.length - 1,
        `${records.length} records where the published anchor counts ${anchor.count} (records removed)`,
      );
    if (records[anchor.count - 1]?.hash !== anchor.lastHash.trim().toLowerCase())
      return fail(
        anchor.count - 1,
        `record ${anchor.count} is not the one the award notice published (its hash differs from the anchor)`,
      );
  }
  return { ok: true, count: records.length, lastHash: prev };
}

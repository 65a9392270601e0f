/**
 * Whether a purchaser's edited tender notice still words the project's facts (issue 36). The editor keeps,
 * with the notice the purchaser generated or edited, the digest of the facts it was written from
 * (noticeBasis, saved with the draft); when the facts' digest differs later, the notice is stale: the
 * editor warns that it may no longer say what the project says, and offers to generate it again.
 */
import type { ProjectDraft } from './project-editor.js';

/** The facts a tender notice words (notice-wording.ts on the server), and its language. */
const NOTICE_FACTS = [
  'fProjectName',
  'fProjectNo',
  'fProcureType',
  'fQuotationMode',
  'fRegisterMode',
  'fPurchaserName',
  'fBudgetMoney',
  'fLocation',
  'fProcurementContent',
  'fBasicInfo',
  'fRegisterStartTime',
  'fRegisterEndTime',
  'fBidStartTime',
  'fBidEndTime',
  'fQuotationIncludeTax',
  'fNoticeLanguage',
] as const satisfies readonly (keyof ProjectDraft)[];

const NUMBERS = new Set<string>(['fBudgetMoney', 'fQuotationIncludeTax']);
const TIMES = new Set<string>(['fRegisterStartTime', 'fRegisterEndTime', 'fBidStartTime', 'fBidEndTime']);

/** A fact as compared: numbers and times by value, texts trimmed, blanks as null. */
function factOf(field: string, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!text) return null;
  if (NUMBERS.has(field)) return Number.isFinite(Number(text)) ? Number(text) : text;
  if (TIMES.has(field)) return Number.isFinite(Date.parse(text)) ? Date.parse(text) : text;
  return text;
}

/** cyrb53: a fast 53-bit string hash (not for security: it only tells whether the facts changed). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The digest of the facts a tender notice words, as the draft has them. */
export function noticeFactsDigest(draft: Partial<ProjectDraft>): string {
  const facts = NOTICE_FACTS.map((field) => factOf(field, draft[field]));
  return `v1-${hash53(JSON.stringify(facts))}`;
}

/** Whether an edited notice (content, basis) no longer matches the draft's facts. */
export function noticeIsStale(draft: Partial<ProjectDraft>): boolean {
  return Boolean(draft.noticeContent && draft.noticeBasis && draft.noticeBasis !== noticeFactsDigest(draft));
}

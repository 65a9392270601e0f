/**
 * How an award notice words its facts, in the project's notice language (contract/notice-language.ts):
 * the project, the winner by name with the award figure (and score), the date, every ranked bid with the
 * bidders other than the winner anonymised as 供应商A, 供应商B, … in rank order, and the audit chain's
 * anchor (records and last hash) that an exported trail is checked against.
 */
import { anonymousBidder, type NoticeLanguage } from '../../contract/notice-language.js';
import { quotationValueKind } from '../../contract/quote-rules.js';
import { escapeHtml } from '../http/sanitize-html.js';
import type { ProjectRow } from './access.js';
import { BEIJING_OFFSET_MS } from './notice-wording.js';

/** A bidder's place in the award: the winner is one of them. */
export interface AwardPlace {
  supplierId: string;
  rank: number;
  /** The quoted figure (money in yuan, or a rate in percent by the project's quotation mode). */
  figure: number | null;
  /** The comprehensive evaluation's total score; absent in competitive bidding. */
  total?: number | null;
}

/** What the winner is named with; the other places stay nameless in the notice. */
export interface Award {
  winnerId: string;
  winnerName: string;
  places: AwardPlace[];
}

/** The project's audit chain when the result was confirmed: how many records, and the last one's hash. */
export interface AuditAnchor {
  count: number;
  lastHash: string;
}

interface AwardLabels {
  project: string;
  number: string;
  purchaser: string;
  winner: string;
  amount: string;
  rate: string;
  total: string;
  date: string;
  ranking: string;
  rank: string;
  bidder: string;
  quoted: string;
  winnerMark: string;
  yuan: (text: string) => string;
  anchor: string;
  anchorText: (count: number) => string;
  anchorHint: (count: number) => string;
}

const LABELS: Record<NoticeLanguage, AwardLabels> = {
  'zh-CN': {
    project: '项目名称',
    number: '项目编号',
    purchaser: '采购人',
    winner: '成交供应商',
    amount: '成交金额',
    rate: '成交费率',
    total: '综合得分',
    date: '成交日期',
    ranking: '报价排名',
    rank: '排名',
    bidder: '供应商',
    quoted: '报价',
    winnerMark: '（成交）',
    yuan: (text) => `${text} 元`,
    anchor: '审计链锚点',
    anchorText: (count) => `截至确认成交共 ${count} 条记录，末条记录哈希：`,
    anchorHint: (count) => `导出的审计记录中，第 ${count} 条记录的哈希应与此一致。`,
  },
  'zh-TW': {
    project: '項目名稱',
    number: '項目編號',
    purchaser: '採購人',
    winner: '成交供應商',
    amount: '成交金額',
    rate: '成交費率',
    total: '綜合得分',
    date: '成交日期',
    ranking: '報價排名',
    rank: '排名',
    bidder: '供應商',
    quoted: '報價',
    winnerMark: '（成交）',
    yuan: (text) => `${text} 元`,
    anchor: '審計鏈錨點',
    anchorText: (count) => `截至確認成交共 ${count} 筆記錄，末筆記錄雜湊：`,
    anchorHint: (count) => `匯出的審計記錄中，第 ${count} 筆記錄的雜湊應與此一致。`,
  },
  'en-US': {
    project: 'Project',
    number: 'Project number',
    purchaser: 'Purchaser',
    winner: 'Winning supplier',
    amount: 'Award amount',
    rate: 'Award rate',
    total: 'Total score',
    date: 'Award date',
    ranking: 'Ranking of the bids',
    rank: 'Rank',
    bidder: 'Supplier',
    quoted: 'Quotation',
    winnerMark: ' (winner)',
    yuan: (text) => `CNY ${text}`,
    anchor: 'Audit chain anchor',
    anchorText: (count) => `${count} records when the result was confirmed; hash of the last record: `,
    anchorHint: (count) => `In an exported audit trail, record ${count} must carry this hash.`,
  },
};

const decimals = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const pad = (value: number) => String(value).padStart(2, '0');

/** The award date as the notice writes it in every language: YYYY-MM-DD, Beijing time. */
function dateOf(when: Date): string {
  const local = new Date(when.getTime() + BEIJING_OFFSET_MS);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** Each place by rank with the name the notice gives it: the winner's own, the others' a letter. */
export function namedPlaces(award: Award, language: NoticeLanguage) {
  let anonymous = 0;
  return [...award.places]
    .sort((a, b) => a.rank - b.rank)
    .map((place) => ({
      ...place,
      name: place.supplierId === award.winnerId ? award.winnerName : anonymousBidder(anonymous++, language),
    }));
}

/** The award notice's HTML, in the notice's language. */
export function awardNoticeContent(
  project: ProjectRow,
  award: Award,
  when: Date,
  language: NoticeLanguage,
  anchor: AuditAnchor | null,
): string {
  const labels = LABELS[language];
  const rate = quotationValueKind(project.quotation_mode) === 'rate';
  const figureText = (figure: number | null | undefined) =>
    figure === null || figure === undefined
      ? ''
      : rate
        ? `${decimals(figure)}%`
        : labels.yuan(decimals(figure));
  const line = (label: string, value: string) =>
    `<p><strong>${label}</strong>${language === 'en-US' ? ': ' : '：'}${escapeHtml(value)}</p>`;
  const winner = award.places.find((place) => place.supplierId === award.winnerId);
  const scored = award.places.some((place) => place.total !== undefined);
  const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;
  const rows = namedPlaces(award, language)
    .map((place) => {
      const mark = place.supplierId === award.winnerId ? labels.winnerMark : '';
      return `<tr>${cell(String(place.rank))}${cell(place.name + mark)}${cell(figureText(place.figure))}${
        scored ? cell(place.total === null || place.total === undefined ? '' : String(place.total)) : ''
      }</tr>`;
    })
    .join('');
  const head = `<tr><th>${labels.rank}</th><th>${labels.bidder}</th><th>${rate ? labels.rate : labels.quoted}</th>${
    scored ? `<th>${labels.total}</th>` : ''
  }</tr>`;
  return [
    line(labels.project, project.project_name),
    line(labels.number, project.project_no ?? ''),
    line(labels.purchaser, project.purchaser_name),
    line(labels.winner, award.winnerName),
    line(rate ? labels.rate : labels.amount, figureText(winner?.figure ?? null)),
    ...(scored ? [line(labels.total, String(winner?.total ?? ''))] : []),
    line(labels.date, dateOf(when)),
    ...(rows
      ? [
          `<p><strong>${labels.ranking}</strong></p><table><thead>${head}</thead><tbody>${rows}</tbody></table>`,
        ]
      : []),
    ...(anchor
      ? [
          `<p><strong>${labels.anchor}</strong>${language === 'en-US' ? ': ' : '：'}${escapeHtml(
            labels.anchorText(anchor.count),
          )}<code>${escapeHtml(anchor.lastHash)}</code></p><p>${escapeHtml(labels.anchorHint(anchor.count))}</p>`,
        ]
      : []),
  ].join('');
}

/** A tender site backend for the notice, news and search element tests, over the real api client. */

import type { QueryBody } from '../../../api/contract/envelope.js';
import type { NewsItem } from '../../../api/contract/portal.js';
import type {
  NoticeDetail,
  NoticeHistoryEntry,
  NoticeSummary,
  NoticeType,
} from '../../../api/contract/tender-site.js';
import {
  createFakeClient,
  type FakeReply,
  type FakeRoutes,
  ok,
  refuse,
  wait,
} from '../../../docs/fixtures/fake-transport.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The server's clock in these tests, months away from the browser's: statuses must follow the server. */
export const SERVER_NOW = Date.parse('2026-03-10T02:00:00.000Z');

const at = (offset: number) => new Date(SERVER_NOW + offset).toISOString();

/** Windows that put a project in each search status at SERVER_NOW. */
export const WINDOWS = {
  willRegister: {
    fRegisterStartTime: at(DAY),
    fRegisterEndTime: at(5 * DAY),
    fBidStartTime: at(7 * DAY),
    fBidEndTime: at(8 * DAY),
  },
  inRegister: {
    fRegisterStartTime: at(-DAY),
    fRegisterEndTime: at(3 * DAY),
    fBidStartTime: at(5 * DAY),
    fBidEndTime: at(6 * DAY),
  },
  willQuote: {
    fRegisterStartTime: at(-5 * DAY),
    fRegisterEndTime: at(-DAY),
    fBidStartTime: at(DAY),
    fBidEndTime: at(2 * DAY),
  },
  inQuotation: {
    fRegisterStartTime: at(-5 * DAY),
    fRegisterEndTime: at(-2 * DAY),
    fBidStartTime: at(-HOUR),
    fBidEndTime: at(HOUR),
  },
  complete: {
    fRegisterStartTime: at(-9 * DAY),
    fRegisterEndTime: at(-6 * DAY),
    fBidStartTime: at(-4 * DAY),
    fBidEndTime: at(-3 * DAY),
  },
} as const;

export function summary(index: number, overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  const statuses = Object.keys(WINDOWS) as (keyof typeof WINDOWS)[];
  const status = statuses[index % statuses.length]!;
  return {
    id: `n-${index}`,
    projectId: `p-${index}`,
    type: 'bid',
    title: `第${index}号项目招标公告`,
    publishTime: at(-index * HOUR),
    publisher: '华东能源集团采购部',
    version: 1,
    fProjectName: `第${index}号项目`,
    fProjectNo: `HDNY-2026-${String(index).padStart(4, '0')}`,
    fProcureType: 'gkzb',
    fTransactionMode: 'competitive',
    fQuotationMode: 'sum',
    fBudgetMoney: 1_286_000,
    fPurchaserName: '华东能源集团采购部',
    ...WINDOWS[status],
    status,
    ...overrides,
  };
}

export const NOTICES: NoticeSummary[] = Array.from({ length: 23 }, (_, index) => summary(index + 1));

export function detailOf(notice: NoticeSummary, overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return {
    ...notice,
    content: '<h3>一、项目基本情况</h3><p>采购需求：台式计算机 420 台。</p>',
    attachments: [
      { name: '招标文件.docx', size: 3234, response: { fileId: 'tf-1', fileName: '招标文件.docx' } },
    ],
    project: {
      id: notice.projectId ?? 'p-1',
      fProjectName: notice.fProjectName ?? '',
      fProjectNo: notice.fProjectNo ?? '',
      fBudgetMoney: notice.fBudgetMoney ?? null,
      fTransactionMode: 'competitive',
      fQuotationMode: 'unitPrice',
      fRegisterMode: 'open',
      fQuotationIncludeTax: 2,
      fEarnestMoney: 12860,
      fSignUpMoney: 200,
      fRegisterStartTime: notice.fRegisterStartTime,
      fRegisterEndTime: notice.fRegisterEndTime,
      fBidStartTime: notice.fBidStartTime,
      fBidEndTime: notice.fBidEndTime,
      fBidRound: 3,
      fLocation: '浙江省杭州市',
      fProcureType: 'gkbx',
      fPurchaserName: '华东能源集团采购部',
      fCreatorName: '浙江中诚工程咨询有限公司',
      fProcurementContent: '台式计算机、笔记本电脑等办公设备',
      fPublishMedia: '电子招投标采购平台',
    },
    relatedIds: ['n-2', 'n-3'],
    ...overrides,
  };
}

export const HISTORY: NoticeHistoryEntry[] = [
  {
    id: 'n-1-v2',
    noticeId: 'n-1',
    version: 2,
    title: '第1号项目招标公告',
    content: '<p>报名截止时间延长至 3 月 15 日。</p>',
    changeSummary: '延长报名截止时间',
    publishTime: at(-HOUR),
    publisher: '华东能源集团采购部',
  },
  {
    id: 'n-1-v1',
    noticeId: 'n-1',
    version: 1,
    title: '第1号项目招标公告',
    content: '<p>报名截止时间为 3 月 13 日。</p>',
    changeSummary: '',
    publishTime: at(-DAY),
    publisher: '华东能源集团采购部',
  },
];

export const NEWS: NewsItem[] = Array.from({ length: 14 }, (_, index) => ({
  id: `news-${index + 1}`,
  title: `平台新闻第${index + 1}条`,
  classifyId: index % 2 ? 'nc-company' : 'nc-notice',
  classifyName: index % 2 ? '公司新闻' : '通知公告',
  summary: `这是第${index + 1}条新闻的摘要。`,
  publisher: '信息中心',
  publishTime: at(-index * DAY),
}));

export interface TenderBackendOptions {
  notices?: NoticeSummary[];
  detail?: (id: string) => NoticeDetail | undefined;
  history?: NoticeHistoryEntry[];
  news?: NewsItem[];
  /** Every call of this kind answers this way instead (a refusal, an HTTP error, a hang). */
  fail?: Partial<Record<'list' | 'detail' | 'news' | 'newsDetail' | 'download', FakeReply | 'hang'>>;
  /** The list stops counting here, as a server does where an exact count is too costly (`totalCapped`). */
  totalCap?: number;
}

type FakeRequestLike = { signal?: AbortSignal };

async function failure(
  option: FakeReply | 'hang' | undefined,
  request: FakeRequestLike,
): Promise<FakeReply | undefined> {
  if (option === 'hang') {
    await wait(60_000, request.signal);
    return undefined;
  }
  return option;
}

/** The routes of procureNotice, getTime, news and downloads, answered from the options. */
export function tenderBackend(options: TenderBackendOptions = {}) {
  const notices = options.notices ?? NOTICES;
  const news = options.news ?? NEWS;
  const routes: FakeRoutes = {
    'GET /form/wProcureproject/v1/getTime': () =>
      ok({ timestamp: SERVER_NOW, time: new Date(SERVER_NOW).toISOString() }),
    'POST /portal/procureNotice/v1/queryFront': async (request) => {
      const failed = await failure(options.fail?.list, request);
      if (failed) return failed;
      const body = request.data as Partial<QueryBody>;
      const type = body.querys?.find((query) => query.property === 'type')?.value as NoticeType | undefined;
      const rows = type ? notices.filter((notice) => notice.type === type) : notices;
      const page = body.pageBean?.page ?? 1;
      const pageSize = body.pageBean?.pageSize ?? 10;
      const capped = options.totalCap !== undefined && rows.length > options.totalCap;
      return ok({
        rows: rows.slice((page - 1) * pageSize, page * pageSize),
        total: capped ? options.totalCap : rows.length,
        page,
        pageSize,
        ...(capped ? { totalCapped: true } : {}),
      });
    },
    'GET /portal/procureNotice/v1/getDetail': async (request) => {
      const failed = await failure(options.fail?.detail, request);
      if (failed) return failed;
      const id = String(request.params.id);
      const found = options.detail ? options.detail(id) : notices.find((notice) => notice.id === id);
      if (!found) return refuse('公告不存在');
      return ok('content' in found ? found : detailOf(found as NoticeSummary));
    },
    'GET /portal/procureNotice/v1/getHistory': () => ok(options.history ?? HISTORY),
    'GET /portal/procureNotice/v1/getByIds': (request) => {
      const ids = String(request.params.ids).split(',');
      return ok(ids.flatMap((id) => notices.find((notice) => notice.id === id) ?? []));
    },
    'GET /portal/portalNewsNotice/v1/getNews': async (request) => {
      const failed = await failure(options.fail?.news, request);
      if (failed) return failed;
      const page = Number(request.params.page ?? 1);
      const pageSize = Number(request.params.pageSize ?? 10);
      const classify = request.params.classifyId;
      const rows = classify ? news.filter((item) => item.classifyId === classify) : news;
      return ok(rows.slice((page - 1) * pageSize, page * pageSize));
    },
    'GET /portal/portalNewsNotice/v1/getNewsById': async (request) => {
      const failed = await failure(options.fail?.newsDetail, request);
      if (failed) return failed;
      const item = news.find((entry) => entry.id === request.params.id);
      if (!item) return refuse('新闻不存在');
      // The second article carries a file, as one the site administrator attached.
      const attachments =
        item.id === 'news-2'
          ? [{ name: '维护安排.pdf', size: 2048, response: { fileId: 'nf-1', fileName: '维护安排.pdf' } }]
          : [];
      return ok({ ...item, content: `<p>${item.title}的正文。</p>`, attachments });
    },
    'GET /portal/system/file/v1/downloadFile': async (request) => {
      const failed = await failure(options.fail?.download, request);
      if (failed) return failed;
      return {
        bytes: new Blob(['PK fake docx'], { type: 'application/octet-stream' }),
        headers: {
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('招标文件.docx')}`,
        },
      };
    },
  };
  return createFakeClient(routes, { getToken: () => null });
}

/** Requests made to a path, newest last. */
export function requestsTo(fake: ReturnType<typeof tenderBackend>, path: string) {
  return fake.requests.filter((request) => request.path === path);
}

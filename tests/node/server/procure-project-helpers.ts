import type { Envelope } from '../../../api/contract/envelope.js';
import type { FileListEntry, UploadedFile } from '../../../api/contract/files.js';
import type { SaveProjectBody } from '../../../api/contract/project-editor.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';

export const FORM = '/form';
export const PORTAL = '/portal';
export const PROJECT = `${FORM}/wProcureproject/v1`;
export const REGISTRATION = `${FORM}/wBiddingProjectRegistration/v1`;

/** The demo accounts the tender tests sign in as, by role. */
export const ACCOUNTS = [
  'purchaser',
  'purchaser2',
  'supplier',
  'supplier2',
  'supplier3',
  'admin',
  'staff',
] as const;
export type Account = (typeof ACCOUNTS)[number];

/** A list body asking for every row. */
export const ALL = { pageBean: { page: 1, pageSize: -1 } };

export async function tokensFor(server: TestServer): Promise<Record<Account, string>> {
  const tokens = {} as Record<Account, string>;
  for (const account of ACCOUNTS) tokens[account] = await issueToken(server.app.db, `u-${account}`);
  return tokens;
}

export interface TenderServer {
  server: TestServer;
  tokens: Record<Account, string>;
  api: ReturnType<typeof caller>;
}

/** A fresh test server, a token of every demo account and an envelope client of it. */
export async function startTenderServer(): Promise<TenderServer> {
  const server = await startTestServer();
  return { server, tokens: await tokensFor(server), api: caller(server) };
}

/** A client of the test server speaking envelopes. */
export function caller(server: TestServer) {
  return {
    get: <T>(path: string, token?: string, language?: string) =>
      server.request<Envelope<T>>('GET', path, {
        token,
        ...(language ? { headers: { 'accept-language': language } } : {}),
      }),
    post: <T>(path: string, body: unknown, token?: string, language?: string) =>
      server.request<Envelope<T>>('POST', path, {
        body,
        token,
        ...(language ? { headers: { 'accept-language': language } } : {}),
      }),
  };
}

/** Uploads a small image as the given user; answers its file-list JSON text. */
export async function uploadImage(
  server: TestServer,
  token: string,
  name = '支付凭证.png',
): Promise<{ id: string; list: string; entry: FileListEntry }> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}/portal/system/file/v1/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as Envelope<UploadedFile>;
  if (!body.value) throw new Error(`upload failed: ${body.message}`);
  const entry: FileListEntry = {
    name,
    size: body.value.size,
    response: { fileId: body.value.fileId, fileName: body.value.fileName },
  };
  return { id: body.value.fileId, list: JSON.stringify([entry]), entry };
}

/** Status of a file download by a user (no token: a visitor). */
export async function downloadStatus(server: TestServer, fileId: string, token?: string): Promise<number> {
  const response = await fetch(`${server.url}/portal/system/file/v1/downloadFile?fileId=${fileId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await response.arrayBuffer();
  return response.status;
}

/** Moves a project's windows so that `now` falls in its registration window (or another phase). */
export async function setWindows(
  server: TestServer,
  projectId: string,
  hours: [number, number, number, number],
): Promise<void> {
  const at = (offset: number) => new Date(Date.now() + offset * 3_600_000);
  await server.app.db
    .updateTable('procure_projects')
    .set({
      register_start_time: at(hours[0]),
      register_end_time: at(hours[1]),
      bid_start_time: at(hours[2]),
      bid_end_time: at(hours[3]),
    })
    .where('id', '=', projectId)
    .execute();
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A time `days` from now, as the editor sends it. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A complete project of the given modes: everything submit asks for. */
export function completeProject(overrides: Partial<SaveProjectBody> = {}): SaveProjectBody {
  return {
    fProjectName: '2027年配电运维服务采购',
    fProjectNo: 'HDNY-2027-0001',
    fBudgetMoney: '1200000.50',
    fTransactionMode: 'competitive',
    fQuotationMode: 'unitPrice',
    fRegisterMode: 'open',
    fQuotationIncludeTax: 1,
    fEarnestMoney: 12000,
    fSignUpMoney: '200',
    fRegisterStartTime: inDays(2),
    fRegisterEndTime: inDays(9),
    fBidStartTime: inDays(10),
    fBidEndTime: inDays(10.5),
    fBidRound: 2,
    fRoundCount: 30,
    fProcureType: 'gkbx',
    fPurchaserName: '华东能源集团采购部',
    fProcurementContent: '配电设施的年度运维服务',
    fLocation: '浙江省杭州市',
    goodsList: [
      { goodsName: '巡检服务', spec: '月度', unit: '次', quantity: '12' },
      { goodsName: '应急抢修', unit: '次', quantity: 4, budgetPrice: '5000' },
    ],
    qualificationList: [{ type: 'zg', summarize: '营业执照', describe: '有效期内' }],
    minStep: '100',
    ...overrides,
  };
}

/**
 * A small procurement backend for the element tests of issue 11 (projects, registrations,
 * collections, personal records): in-memory records answered through the fake transport, keyed by
 * the contract's CALLS so the paths are the client's.
 */
import { fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { CALLS, type CallKey } from '../../../api/contract/calls.js';
import { DEFAULT_PREFIXES } from '../../../api/contract/deployment.js';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type {
  Collection,
  ContractInformation,
  PurchaserInformation,
} from '../../../api/contract/procure-personal.js';
import {
  actionFitsMode,
  allowedActions,
  PROJECT_TRANSITIONS,
  type ProjectDetail,
  type ProjectStateAction,
  type ProjectSummary,
  type ProjectUserInfo,
} from '../../../api/contract/procure-project.js';
import type { ProjectRegistration, SupplierCandidate } from '../../../api/contract/procure-registration.js';
import {
  createFakeClient,
  type FakeReply,
  type FakeRequest,
  type FakeRoute,
  type FakeRoutes,
  ok,
  refuse,
} from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import type { LoadBehaviour } from '../shared/load-state-suite.js';

/** `METHOD /prefix/path` of a call, as the fake transport matches it. */
export function routeOf(key: CallKey): string {
  const call = CALLS[key];
  return `${call.method} ${DEFAULT_PREFIXES[call.service]}${call.path}`;
}

export function project(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 'p-1',
    fProjectName: '办公设备采购项目',
    fProjectNo: 'ZB-2026-001',
    fBudgetMoney: 580000,
    fTransactionMode: 'competitive',
    fQuotationMode: 'sum',
    fRegisterMode: 'open',
    fProcureType: 'gkzb',
    fPurchaserName: '华东能源集团采购部',
    fSignUpMoney: 200,
    fRegisterStartTime: '2026-11-01T01:00:00.000Z',
    fRegisterEndTime: '2026-11-30T09:00:00.000Z',
    fBidStartTime: '2026-12-02T01:00:00.000Z',
    fBidEndTime: '2026-12-02T09:00:00.000Z',
    fState: 'registering',
    status: 'inRegister',
    currentRound: 0,
    fBidRound: 1,
    createTime: '2026-10-30T01:00:00.000Z',
    passCount: 2,
    pendingCount: 1,
    winnerName: null,
    actions: ['startQuotation', 'interruptProject'],
    ...overrides,
  };
}

export function detailOf(summary: ProjectSummary): ProjectDetail {
  return {
    ...summary,
    fQuotationIncludeTax: 1,
    bidWindows: [],
    qualificationList: [],
    registration: null,
    visibility: {
      basicInfo: true,
      scoreRules: false,
      qualifications: true,
      enrolledSuppliers: true,
      quotationOverview: true,
      attachments: true,
      purchasingList: true,
    },
  } as ProjectDetail;
}

export function registration(overrides: Partial<ProjectRegistration> = {}): ProjectRegistration {
  return {
    id: 'r-1',
    projectId: 'p-1',
    f_project_id: 'p-1',
    supplierId: 'u-supplier',
    supplierName: '杭州恒远建设有限公司',
    fSupplierName: '杭州恒远建设有限公司',
    fRegistratorName: '王强',
    fRegistratorPhone: '13800000001',
    fRegistratorEmail: 'wang@example.com',
    fFkpz: JSON.stringify([
      { name: '付款凭证.png', size: 2048, response: { fileId: 'f-proof', fileName: '付款凭证.png' } },
    ]),
    fBusinessLicense: null,
    fSczl: null,
    fServicePayment: null,
    fContract: null,
    fCreateTime: '2026-11-10T02:00:00.000Z',
    fStatus: 'pending',
    fReason: null,
    inviteStatus: null,
    fProjectName: '办公设备采购项目',
    fProjectNo: 'ZB-2026-001',
    fTransactionMode: 'competitive',
    fQuotationMode: 'sum',
    fRegisterMode: 'open',
    fSignUpMoney: 200,
    fRegisterStartTime: '2026-11-01T01:00:00.000Z',
    fRegisterEndTime: '2026-11-30T09:00:00.000Z',
    fBidStartTime: null,
    fBidEndTime: null,
    fState: 'registering',
    editable: false,
    isWinner: false,
    ...overrides,
  };
}

export interface ProcureStore {
  projects: ProjectSummary[];
  registrations: ProjectRegistration[];
  collections: Collection[];
  purchaserInfo: PurchaserInformation | null;
  contractInfo: ContractInformation | null;
  suppliers: SupplierCandidate[];
  userInfo: Partial<ProjectUserInfo>;
}

export function storeOf(overrides: Partial<ProcureStore> = {}): ProcureStore {
  return {
    projects: [project()],
    registrations: [registration()],
    collections: [],
    purchaserInfo: null,
    contractInfo: null,
    suppliers: [],
    userInfo: {},
    ...overrides,
  };
}

function page<T>(rows: T[], body: QueryBody | undefined) {
  const { page: number = 1, pageSize = 10 } = body?.pageBean ?? {};
  const shown = pageSize < 0 ? rows : rows.slice((number - 1) * pageSize, number * pageSize);
  return ok({ rows: shown, total: rows.length, page: number, pageSize });
}

function filterValue(body: unknown, property: string): unknown {
  return (body as QueryBody | undefined)?.querys?.find((query) => query.property === property)?.value;
}

/**
 * The fake backend: every call of the issue this file's elements make, on `store`. `overrides`
 * replaces single routes (a refusal, a hang).
 */
export function procureBackend(store: ProcureStore = storeOf(), overrides: FakeRoutes = {}) {
  const findProject = (id: unknown) => store.projects.find((row) => row.id === id);
  const action =
    (name: ProjectStateAction): FakeRoute =>
    ({ params, data }) => {
      const id = params.projectId ?? (data as { projectId?: string } | undefined)?.projectId;
      const row = findProject(id);
      if (!row) return refuse('项目不存在');
      const transition = PROJECT_TRANSITIONS[name];
      if (!(transition.from as readonly string[]).includes(row.fState))
        return refuse('当前项目状态不允许该操作');
      if (!actionFitsMode(name, row.fTransactionMode))
        return refuse('综合评审项目请在综合评审中确认报价（确定成交供应商并发布成交公告）');
      row.fState = transition.to;
      row.actions = allowedActions(row.fState, row.fTransactionMode);
      return ok({ ...row });
    };
  const list =
    (filter: (row: ProjectSummary) => boolean): FakeRoute =>
    ({ data }) => {
      const keyword = String(filterValue(data, 'keyword') ?? '');
      const state = filterValue(data, 'fState');
      return page(
        store.projects.filter(
          (row) =>
            filter(row) &&
            (!keyword || row.fProjectName.includes(keyword) || row.fProjectNo.includes(keyword)) &&
            (!state || row.fState === state),
        ),
        data as QueryBody,
      );
    };
  const routes: FakeRoutes = {
    [routeOf('wProcureproject/queryPurchaserProject')]: list(() => true),
    [routeOf('wProcureproject/queryMyProject')]: list(() => true),
    [routeOf('wProcureproject/queryArchiveProject')]: list((row) =>
      ['archived', 'interrupted'].includes(row.fState),
    ),
    [routeOf('wProcureproject/queryMySuccessProject')]: list((row) => Boolean(row.winnerName)),
    [routeOf('wProcureproject/getDetailWithDocumentation')]: ({ params }) => {
      const row = findProject(params.id);
      return row ? ok(detailOf(row)) : refuse('项目不存在');
    },
    [routeOf('wProcureproject/getUserInfoByProjectId')]: ({ params }) => {
      const row = findProject(params.projectId);
      if (!row) return refuse('项目不存在');
      return ok({
        projectId: row.id,
        userId: 'u-supplier',
        account: 'supplier',
        fullname: '杭州恒远建设有限公司',
        identity: 'supplier',
        relation: 'supplier',
        isOwner: false,
        fState: row.fState,
        registration: null,
        canSignUp: true,
        canConfirmInvite: false,
        actions: [],
        visibility: detailOf(row).visibility,
        ...store.userInfo,
      } satisfies ProjectUserInfo);
    },
    [routeOf('wProcureproject/startProject')]: action('startProject'),
    [routeOf('wProcureproject/endProject')]: action('endProject'),
    [routeOf('wProcureproject/startQuotation')]: action('startQuotation'),
    [routeOf('wProcureproject/endQuotation')]: action('endQuotation'),
    [routeOf('wProcureproject/confirmQuotation')]: action('confirmQuotation'),
    [routeOf('wProcureproject/interruptProject')]: action('interruptProject'),
    [routeOf('wProcureproject/approvalReport')]: action('approvalReport'),
    [routeOf('wProcureproject/approval')]: action('approval'),
    [routeOf('wProcureproject/pushMessage')]: ({ params }) =>
      params.message
        ? ok({ sent: store.registrations.filter((row) => row.fStatus === 'pass').length })
        : refuse('请输入消息内容'),
    [routeOf('wBiddingProjectRegistration/queryRegistration')]: ({ data }) => {
      const projectId = filterValue(data, 'projectId');
      const status = filterValue(data, 'fStatus');
      return page(
        store.registrations.filter(
          (row) => (!projectId || row.projectId === projectId) && (!status || row.fStatus === status),
        ),
        data as QueryBody,
      );
    },
    [routeOf('wBiddingProjectRegistration/queryMyRegistration')]: ({ data }) => {
      const status = filterValue(data, 'fStatus');
      const invite = filterValue(data, 'inviteStatus');
      return page(
        store.registrations.filter(
          (row) => (!status || row.fStatus === status) && (!invite || row.inviteStatus === invite),
        ),
        data as QueryBody,
      );
    },
    [routeOf('wBiddingProjectRegistration/save')]: ({ data }) => {
      const body = data as { id: string; fStatus?: 'pass' | 'reject'; fReason?: string };
      const row = store.registrations.find((candidate) => candidate.id === body.id);
      if (!row) return refuse('报名不存在');
      if (row.fStatus !== 'pending') return refuse('该报名已审核');
      if (body.fStatus === 'reject' && !body.fReason) return refuse('请填写拒绝原因');
      Object.assign(row, { fStatus: body.fStatus, fReason: body.fReason ?? null });
      return ok({ ...row });
    },
    [routeOf('wBiddingProjectRegistration/signUp')]: ({ data }) => {
      const body = data as { projectId: string };
      if (
        store.registrations.some((row) => row.projectId === body.projectId && row.supplierId === 'u-supplier')
      )
        return refuse('您已报名该项目，请勿重复报名');
      const created = registration({
        ...(data as Partial<ProjectRegistration>),
        id: 'r-new',
        fStatus: 'pending',
      });
      store.registrations.push(created);
      return ok(created, '报名成功');
    },
    [routeOf('wBiddingProjectRegistration/querySupplier')]: ({ data }) => {
      const keyword = String(filterValue(data, 'keyword') ?? '');
      return page(
        store.suppliers.filter((row) => !keyword || `${row.companyName}${row.account}`.includes(keyword)),
        data as QueryBody,
      );
    },
    [routeOf('wBiddingProjectRegistration/invite')]: ({ data }) => {
      const { supplierIds } = data as { supplierIds: string[] };
      for (const id of supplierIds) {
        const supplier = store.suppliers.find((row) => row.id === id);
        if (supplier) supplier.registered = true;
      }
      return ok({ invited: supplierIds.length, skipped: [] });
    },
    [routeOf('procureCollection/save')]: ({ data }) => {
      const body = data as { linkId: string; type: 'notice' | 'project' };
      if (!store.collections.some((row) => row.linkId === body.linkId)) {
        store.collections.unshift({
          id: `c-${store.collections.length + 1}`,
          linkId: body.linkId,
          type: body.type,
          title:
            body.type === 'project' ? (findProject(body.linkId)?.fProjectName ?? '') : '办公设备采购招标公告',
          noticeType: body.type === 'notice' ? 'bid' : null,
          projectId: null,
          createTime: '2026-11-20T02:00:00.000Z',
        });
      }
      return ok(store.collections.find((row) => row.linkId === body.linkId));
    },
    [routeOf('procureCollection/removeByLinkId')]: ({ params }) => {
      const before = store.collections.length;
      store.collections = store.collections.filter((row) => row.linkId !== params.linkId);
      return ok(before - store.collections.length);
    },
    [routeOf('procureCollection/queryMyCollection')]: ({ data }) => {
      const type = filterValue(data, 'type');
      const linkId = filterValue(data, 'linkId');
      return page(
        store.collections.filter((row) => (!type || row.type === type) && (!linkId || row.linkId === linkId)),
        data as QueryBody,
      );
    },
    [routeOf('wPurchaserInformationManage/getByCurrentUser')]: () => ok(store.purchaserInfo),
    [routeOf('wPurchaserInformationManage/saveByCurrentUser')]: ({ data }) => {
      store.purchaserInfo = {
        id: 'pi-1',
        updateTime: '2026-11-21T02:00:00.000Z',
        ...(data as object),
      } as PurchaserInformation;
      return ok(store.purchaserInfo, '保存成功');
    },
    [routeOf('wContractMsgManage/getByCurrentUser')]: () => ok(store.contractInfo),
    [routeOf('wContractMsgManage/saveByCurrentUser')]: ({ data }) => {
      store.contractInfo = {
        id: 'ci-1',
        updateTime: '2026-11-21T02:00:00.000Z',
        ...(data as object),
      } as ContractInformation;
      return ok(store.contractInfo, '保存成功');
    },
    ...overrides,
  };
  const fake = createFakeClient(routes);
  return {
    ...fake,
    store,
    calls: (key: string) =>
      fake.requests.filter((request: FakeRequest) => `${request.method} ${request.path}` === key),
  };
}

export type { FakeReply };

/**
 * runLoadStateSuite's `mount` for a paged list element: its list call `key` hangs, answers an empty
 * page or answers `behaviour` as it is; the element is mounted from `template` on that backend.
 */
export async function mountPagedList(
  key: CallKey,
  store: ProcureStore,
  template: TemplateResult,
  behaviour: LoadBehaviour,
): Promise<{ element: HTMLElement; requests: () => number }> {
  const route = routeOf(key);
  const backend = procureBackend(store, {
    [route]: async ({ signal }) => {
      if (behaviour === 'hang') await new Promise((_, reject) => signal?.addEventListener('abort', reject));
      if (behaviour === 'empty' || behaviour === 'hang')
        return { body: { state: true, message: '', value: { rows: [], total: 0, page: 1, pageSize: 10 } } };
      return behaviour;
    },
  });
  setDefaultApiClient(backend.client);
  const element = await fixture<HTMLElement>(template);
  return { element, requests: () => backend.calls(route).length };
}

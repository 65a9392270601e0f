import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import {
  type FinalQualification,
  PROJECT_STATES,
  type ProjectDetail,
  type ProjectGoodsRow,
  type ProjectQualification,
  type ProjectSummary,
  type ProjectUserInfo,
  type PushMessageResult,
} from '../../../api/contract/procure-project.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import { UNREVIEWED_REGISTRATION } from '../../../api/server/tender/access.js';
import {
  type Account,
  ALL,
  downloadStatus,
  FORM,
  PORTAL,
  PROJECT,
  startTenderServer,
  type TenderServer,
} from './procure-project-helpers.js';

describe('tender projects over HTTP', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const ids = (page: PageList<ProjectSummary> | undefined) => (page?.rows ?? []).map((row) => row.id).sort();

  describe('the lists', () => {
    it('queryPurchaserProject lists the purchaser’s own projects in every state, with their actions', async () => {
      const { body } = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryPurchaserProject`,
        ALL,
        tokens.purchaser,
      );
      assert.equal(body.state, true);
      const rows = body.value?.rows ?? [];
      assert.ok(rows.length >= 14);
      const states = new Set(rows.map((row) => row.fState));
      for (const state of PROJECT_STATES) assert.ok(states.has(state), state);
      assert.ok(rows.every((row) => row.fPurchaserName === '华东能源集团采购部'));
      const draft = rows.find((row) => row.id === 'p-101');
      assert.deepEqual(draft?.actions, ['startProject', 'interruptProject']);
      assert.deepEqual(rows.find((row) => row.id === 'p-004')?.actions, []);
      assert.equal(rows.find((row) => row.id === 'p-107')?.passCount, 2);
      // another purchaser's project is not there
      assert.ok(!rows.some((row) => row.id === 'p-017'));
    });

    it('filters by state, mode, keyword and search status, and pages', async () => {
      const query = (querys: unknown[], pageBean = { page: 1, pageSize: 50 }) =>
        api.post<PageList<ProjectSummary>>(
          `${PROJECT}/queryPurchaserProject`,
          { pageBean, querys },
          tokens.purchaser,
        );
      const quoting = await query([{ property: 'fState', value: 'quoting', operation: 'EQUAL' }]);
      // p-201 to p-203: the live rounds of online bidding (demo/bidding.ts)
      assert.deepEqual(ids(quoting.body.value), ['p-002', 'p-107', 'p-201', 'p-202', 'p-203']);
      const comprehensive = await query([
        { property: 'fTransactionMode', value: 'comprehensive', operation: 'EQUAL' },
      ]);
      assert.ok(comprehensive.body.value?.rows.every((row) => row.fTransactionMode === 'comprehensive'));
      const keyword = await query([{ property: 'keyword', value: '配电', operation: 'LIKE' }]);
      assert.deepEqual(ids(keyword.body.value), ['p-102', 'p-107']);
      const inRegister = await query([{ property: 'status', value: 'inRegister', operation: 'EQUAL' }]);
      assert.ok(inRegister.body.value?.rows.some((row) => row.id === 'p-001'));
      assert.ok(inRegister.body.value?.rows.every((row) => row.status === 'inRegister'));
      const page = await query([], { page: 2, pageSize: 5 });
      assert.equal(page.body.value?.rows.length, 5);
      assert.ok((page.body.value?.total ?? 0) >= 14);
      const wrong = await query([{ property: 'fState', value: 'nonsense', operation: 'EQUAL' }]);
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.message, '查询条件 fState 的值不正确');
    });

    it('queryPurchaserProject refuses suppliers and staff; an administrator sees every project', async () => {
      for (const account of ['supplier', 'staff'] as const) {
        const { status, body } = await api.post(`${PROJECT}/queryPurchaserProject`, ALL, tokens[account]);
        assert.equal(status, 403, account);
        assert.equal(body.message, '只有采购人可以查看采购项目');
      }
      const admin = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryPurchaserProject`,
        ALL,
        tokens.admin,
      );
      assert.ok((admin.body.value?.total ?? 0) >= 39);
    });

    it('queryMyProject gives a supplier the projects they registered for, with their own status', async () => {
      const { body } = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryMyProject`,
        ALL,
        tokens.supplier,
      );
      const rows = body.value?.rows ?? [];
      assert.deepEqual(rows.map((row) => row.id).sort(), [
        'p-002',
        'p-004',
        'p-015',
        'p-019',
        'p-020',
        'p-026',
        'p-102',
        'p-103',
        'p-105',
        'p-107',
        // the comprehensive evaluation's project (demo/evaluation.ts)
        'p-111',
        'p-201',
        'p-202',
        'p-203',
      ]);
      assert.equal(rows.find((row) => row.id === 'p-102')?.registration?.inviteStatus, 'invited');
      assert.equal(rows.find((row) => row.id === 'p-026')?.registration?.fStatus, 'pending');
      assert.ok(rows.every((row) => row.actions.length === 0));
      const staff = await api.post<PageList<ProjectSummary>>(`${PROJECT}/queryMyProject`, ALL, tokens.staff);
      assert.equal(staff.body.value?.total, 0);
    });

    it('queryArchiveProject and queryMySuccessProject', async () => {
      const archive = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryArchiveProject`,
        ALL,
        tokens.purchaser,
      );
      assert.deepEqual(ids(archive.body.value), ['p-004', 'p-104']);
      const success = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryMySuccessProject`,
        ALL,
        tokens.purchaser,
      );
      assert.deepEqual(ids(success.body.value), ['p-004', 'p-020', 'p-105', 'p-106']);
      const won = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryMySuccessProject`,
        ALL,
        tokens.supplier2,
      );
      assert.deepEqual(ids(won.body.value), ['p-020', 'p-106']);
      assert.equal(won.body.value?.rows[0]?.winnerName, '江苏博瑞机电设备有限公司');
      const supplierArchive = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryArchiveProject`,
        ALL,
        tokens.supplier3,
      );
      assert.deepEqual(ids(supplierArchive.body.value), ['p-104']);
    });
  });

  describe('the detail, as each caller may see it (spec 2.4)', () => {
    const detail = async (id: string, account: Account) =>
      (await api.get<ProjectDetail>(`${PROJECT}/getDetailWithDocumentation?id=${id}`, tokens[account])).body;

    it('gives the purchaser everything: attachments, purchasing list, score rules, qualifications', async () => {
      const body = await detail('p-002', 'purchaser');
      assert.equal(body.state, true);
      const value = body.value as ProjectDetail;
      assert.ok(JSON.parse(value.fDocument ?? '[]').length >= 2);
      assert.equal(JSON.parse(value.fScoreRule ?? '[]')[1].childProcureProjectRuleList.length, 3);
      assert.ok(value.qualificationList.some((entry) => entry.type === 'zg'));
      assert.deepEqual(value.actions, ['endQuotation', 'interruptProject']);
      assert.equal(value.visibility.enrolledSuppliers, true);
      assert.equal(value.bidWindows.length, 1);
    });

    it('gives a supplier no attachment ids and no one else’s data; the purchasing list only with a passed registration in unitPrice/amount', async () => {
      const pending = await detail('p-001', 'supplier3');
      assert.equal(pending.value?.fDocument, undefined);
      assert.equal(pending.value?.fPurchasingList, undefined);
      assert.equal(pending.value?.registration?.fStatus, 'pending');
      assert.deepEqual(pending.value?.qualificationList, []);
      assert.equal(pending.value?.fScoreRule, undefined);
      const passed = await detail('p-001', 'supplier2');
      assert.equal(passed.value?.fDocument, undefined);
      assert.ok(JSON.parse(passed.value?.fPurchasingList ?? '[]').length >= 1);
      assert.equal(passed.value?.visibility.purchasingList, true);
      // sum mode: no purchasing list, even with a passed registration
      const sum = await detail('p-002', 'supplier');
      assert.equal(sum.value?.fPurchasingList, undefined);
      assert.equal(sum.value?.fDocument, undefined);
      assert.equal(sum.value?.winnerName, null);
      assert.equal(JSON.stringify(sum.value).includes('supplier2'), false);
    });

    it('gives other identities the attachments and the purchasing list of those modes', async () => {
      const staff = await detail('p-001', 'staff');
      assert.ok(JSON.parse(staff.value?.fDocument ?? '[]').length >= 1);
      assert.ok(JSON.parse(staff.value?.fPurchasingList ?? '[]').length >= 1);
      assert.deepEqual(staff.value?.visibility, {
        basicInfo: false,
        scoreRules: false,
        qualifications: false,
        enrolledSuppliers: false,
        quotationOverview: false,
        attachments: true,
        purchasingList: true,
      });
      const sum = await detail('p-002', 'purchaser2');
      assert.equal(sum.value?.fPurchasingList, undefined);
      assert.ok(sum.value?.fDocument);
    });

    it('hides a draft from everyone but its purchaser and administrators', async () => {
      assert.equal((await detail('p-101', 'purchaser')).state, true);
      assert.equal((await detail('p-101', 'admin')).state, true);
      for (const account of ['supplier', 'purchaser2', 'staff'] as const) {
        const body = await detail('p-101', account);
        assert.deepEqual([body.state, body.message], [false, '项目不存在'], account);
      }
      const missing = await detail('p-nope', 'purchaser');
      assert.equal(missing.message, '项目不存在');
    });

    it('getUserInfoByProjectId says who the caller is relative to the project', async () => {
      const info = async (id: string, account: Account) =>
        (await api.get<ProjectUserInfo>(`${PROJECT}/getUserInfoByProjectId?projectId=${id}`, tokens[account]))
          .body.value;
      const owner = await info('p-001', 'purchaser');
      assert.equal(owner?.relation, 'purchaser');
      assert.equal(owner?.isOwner, true);
      assert.deepEqual(owner?.actions, ['startQuotation', 'interruptProject']);
      const fresh = await info('p-001', 'supplier');
      assert.equal(fresh?.relation, 'supplier');
      assert.equal(fresh?.canSignUp, true);
      assert.equal(fresh?.registration, null);
      const registered = await info('p-001', 'supplier2');
      assert.equal(registered?.canSignUp, false);
      assert.equal(registered?.signUpMessage, '您已报名该项目，不能重复报名');
      assert.equal(registered?.registration?.fStatus, 'pass');
      const invited = await info('p-102', 'supplier');
      assert.equal(invited?.canConfirmInvite, true);
      assert.equal(invited?.signUpMessage, '该项目为邀请项目，不接受公开报名');
      assert.equal((await info('p-001', 'admin'))?.relation, 'administrator');
      assert.equal((await info('p-001', 'staff'))?.relation, 'other');
      assert.equal((await info('p-001', 'purchaser2'))?.relation, 'other');
    });

    it('answers in the caller’s language', async () => {
      const { body } = await api.get(
        `${PROJECT}/getDetailWithDocumentation?id=p-nope`,
        tokens.supplier,
        'en-US',
      );
      assert.equal(body.message, 'No such project');
    });
  });

  describe('goods and qualifications', () => {
    it('the purchasing list’s goods: purchaser, passed supplier and others in unitPrice/amount; refused otherwise', async () => {
      const goods = (id: string, account: Account) =>
        api.post<PageList<ProjectGoodsRow>>(
          `${FORM}/form/procureProjectGoods/v1/getByProjectId?projectId=${id}`,
          {},
          tokens[account],
        );
      const owner = await goods('p-001', 'purchaser');
      assert.equal(owner.body.value?.rows[0]?.goodsName, '台式计算机');
      assert.equal(owner.body.value?.rows.length, 4);
      assert.equal(owner.body.value?.pageSize, 50);
      assert.equal((await goods('p-001', 'supplier2')).body.value?.rows.length, 4);
      assert.equal((await goods('p-103', 'supplier')).body.value?.rows[0]?.goodsName, 'A4 复印纸');
      assert.equal((await goods('p-001', 'staff')).body.state, true);
      for (const [id, account] of [
        ['p-001', 'supplier3'],
        ['p-001', 'supplier'],
        ['p-002', 'supplier'],
      ] as const) {
        const refused = await goods(id, account);
        assert.deepEqual(
          [refused.status, refused.body.message],
          [403, '没有权限查看采购清单'],
          `${id} ${account}`,
        );
      }
    });

    it('qualifications for the purchaser; final results for the purchaser (all) and a supplier (own)', async () => {
      const all = await api.get<ProjectQualification[]>(
        `${FORM}/procureQualificationReview/v1/getAllQualification?projectId=p-002`,
        tokens.purchaser,
      );
      assert.equal(all.body.value?.[0]?.summarize, '营业执照');
      const refused = await api.get(
        `${FORM}/procureQualificationReview/v1/getAllQualification?projectId=p-002`,
        tokens.supplier,
      );
      assert.equal(refused.status, 403);
      const final = (account: Account) =>
        api.get<FinalQualification[]>(
          `${FORM}/procureQualificationReview/v1/getFinalQualificationByPid?projectId=p-002`,
          tokens[account],
        );
      const owner = await final('purchaser');
      assert.deepEqual(
        owner.body.value?.map((row) => [row.supplierName, row.passed]),
        [
          ['杭州恒远建设有限公司', true],
          ['江苏博瑞机电设备有限公司', null],
        ],
      );
      const own = await final('supplier2');
      assert.deepEqual(
        own.body.value?.map((row) => row.supplierId),
        ['u-supplier2'],
      );
      assert.equal((await final('staff')).status, 403);
    });
  });

  describe('the state machine', () => {
    const act = (action: string, projectId: string, account: Account = 'purchaser', extra = '') =>
      api.get<ProjectSummary>(`${PROJECT}/${action}?projectId=${projectId}${extra}`, tokens[account]);
    const stateOf = async (id: string) =>
      (
        await server.app.db
          .selectFrom('procure_projects')
          .select('state')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).state;

    it('refuses an action the state does not allow, in three languages, and changes nothing', async () => {
      const refused = await act('endProject', 'p-101');
      assert.deepEqual(
        [refused.status, refused.body.state, refused.body.message],
        [200, false, '当前项目状态为“草稿”，不能结束项目'],
      );
      assert.equal(await stateOf('p-101'), 'draft');
      const tw = await api.get(`${PROJECT}/endQuotation?projectId=p-101`, tokens.purchaser, 'zh-TW');
      assert.equal(tw.body.message, '目前專案狀態為「草稿」，不能結束報價');
      const en = await api.get(`${PROJECT}/confirmQuotation?projectId=p-004`, tokens.purchaser, 'en-US');
      assert.equal(en.body.message, 'The project is “Archived”: you cannot confirm the quotation now');
      assert.equal(await stateOf('p-004'), 'archived');
    });

    it('refuses anyone but the project’s purchaser, before looking at the state', async () => {
      for (const account of ['purchaser2', 'supplier', 'staff'] as const) {
        const { status, body } = await act('startQuotation', 'p-001', account);
        assert.deepEqual([status, body.message], [403, '只有该项目的采购人可以执行此操作'], account);
      }
      assert.equal(await stateOf('p-001'), 'registering');
    });

    it('walks a project from draft to archived', async () => {
      // draft → registering
      let answer = await act('startProject', 'p-101');
      assert.equal(answer.body.value?.fState, 'registering');
      assert.deepEqual(answer.body.value?.actions, ['startQuotation', 'interruptProject']);
      assert.equal((await act('startProject', 'p-101')).body.message, '当前项目状态为“报名中”，不能开始项目');
      // no passed supplier yet: quotation cannot start
      answer = await act('startQuotation', 'p-101');
      assert.deepEqual(
        [answer.body.state, answer.body.message],
        [false, '没有报名通过的供应商，不能开始报价'],
      );
      assert.equal(await stateOf('p-101'), 'registering');
      await server.app.db
        .insertInto('procure_registrations')
        .values({
          id: 'r-test-p101',
          project_id: 'p-101',
          supplier_id: 'u-supplier3',
          supplier_name: '上海启明信息技术有限公司',
          ...UNREVIEWED_REGISTRATION,
          status: 'pass',
        })
        .execute();
      answer = await act('startQuotation', 'p-101');
      assert.equal(answer.body.value?.fState, 'quoting');
      const detail = await api.get<ProjectDetail>(
        `${PROJECT}/getDetailWithDocumentation?id=p-101`,
        tokens.purchaser,
      );
      assert.equal(detail.body.value?.bidWindows[0]?.round, 1);
      assert.equal(detail.body.value?.currentRound, 1);
      assert.equal((await act('endQuotation', 'p-101')).body.value?.fState, 'quoted');
      // the winner must have passed
      const notPassed = await act('confirmQuotation', 'p-101', 'purchaser', '&supplierId=u-supplier');
      assert.equal(notPassed.body.message, '该供应商的报名未通过，不能确定为成交供应商');
      answer = await act('confirmQuotation', 'p-101', 'purchaser', '&supplierId=u-supplier3');
      assert.deepEqual(
        [answer.body.value?.fState, answer.body.value?.winnerName],
        ['confirmed', '上海启明信息技术有限公司'],
      );
      const report = await api.post<ProjectSummary>(
        `${PROJECT}/approvalReport`,
        { projectId: 'p-101', report: '<p>评审报告</p>' },
        tokens.purchaser,
      );
      assert.equal(report.body.value?.fState, 'approving');
      const noOpinion = await api.post(
        `${PROJECT}/approval`,
        { projectId: 'p-101', pass: false },
        tokens.purchaser,
      );
      assert.equal(noOpinion.body.message, '请填写审批意见');
      const refused = await api.post<ProjectSummary>(
        `${PROJECT}/approval`,
        { projectId: 'p-101', pass: false, opinion: '请补充报价明细' },
        tokens.purchaser,
      );
      assert.equal(refused.body.value?.fState, 'confirmed');
      await api.post(
        `${PROJECT}/approvalReport`,
        { projectId: 'p-101', report: '<p>补充后</p>' },
        tokens.purchaser,
      );
      const approved = await api.post<ProjectSummary>(
        `${PROJECT}/approval`,
        { projectId: 'p-101', pass: true },
        tokens.admin,
      );
      assert.equal(approved.body.value?.fState, 'approved');
      assert.equal(
        (await act('interruptProject', 'p-101')).body.message,
        '当前项目状态为“审批通过”，不能中止项目',
      );
      assert.equal((await act('endProject', 'p-101')).body.value?.fState, 'archived');
      const won = await api.post<PageList<ProjectSummary>>(
        `${PROJECT}/queryMySuccessProject`,
        ALL,
        tokens.supplier3,
      );
      assert.ok(won.body.value?.rows.some((row) => row.id === 'p-101'));
    });

    it('interrupts a project with a reason, which the enrolled suppliers receive', async () => {
      const answer = await act(
        'interruptProject',
        'p-015',
        'purchaser',
        `&reason=${encodeURIComponent('需求变更')}`,
      );
      assert.equal(answer.body.value?.fState, 'interrupted');
      const messages = await api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        { pageBean: { page: 1, pageSize: 5 } },
        tokens.supplier,
      );
      assert.equal(messages.body.value?.rows[0]?.subject, '“光伏发电项目组件采购”项目已中止');
      assert.equal(messages.body.value?.rows[0]?.content, '需求变更');
      assert.equal((await act('startProject', 'p-015')).body.message, '当前项目状态为“已中止”，不能开始项目');
    });
  });

  describe('pushMessage', () => {
    it('sends a to-do message to every passed supplier: it appears in their list and raises their badge', async () => {
      const unread = async (account: Account) =>
        (await api.post<number>(`${PORTAL}/procureMessage/v1/getMyUnReadCount`, {}, tokens[account])).body
          .value ?? 0;
      const before = {
        supplier: await unread('supplier'),
        supplier2: await unread('supplier2'),
        supplier3: await unread('supplier3'),
      };
      const { body } = await api.get<PushMessageResult>(
        `${PROJECT}/pushMessage?projectId=p-107&message=${encodeURIComponent('第二轮报价将于今天 15:00 开始')}`,
        tokens.purchaser,
      );
      assert.deepEqual(body.value, { sent: 2 });
      assert.equal(await unread('supplier'), before.supplier + 1);
      assert.equal(await unread('supplier2'), before.supplier2 + 1);
      // supplier3 is only pending there
      assert.equal(await unread('supplier3'), before.supplier3);
      const list = await api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        { pageBean: { page: 1, pageSize: 1 } },
        tokens.supplier2,
      );
      assert.deepEqual(
        [
          list.body.value?.rows[0]?.subject,
          list.body.value?.rows[0]?.content,
          list.body.value?.rows[0]?.projectId,
        ],
        ['“变压器及配电设备采购”项目通知', '第二轮报价将于今天 15:00 开始', 'p-107'],
      );
    });

    it('refuses others, a blank message, and projects in a state without suppliers to tell', async () => {
      const push = (id: string, account: Account, message = '通知') =>
        api.get(
          `${PROJECT}/pushMessage?projectId=${id}&message=${encodeURIComponent(message)}`,
          tokens[account],
        );
      assert.equal((await push('p-107', 'supplier')).status, 403);
      assert.equal((await push('p-107', 'purchaser2')).status, 403);
      assert.equal((await push('p-107', 'purchaser', '   ')).status, 400);
      assert.equal((await push('p-004', 'purchaser')).body.message, '当前项目状态为“已归档”，不能发送消息');
      assert.equal((await push('p-026', 'purchaser')).body.message, '该项目没有报名通过的供应商');
    });
  });

  describe('files belong to their project', () => {
    it('a project’s private attachment: its purchaser and other identities, never a supplier', async () => {
      assert.equal(await downloadStatus(server, 'pf-p001-spec', tokens.purchaser), 200);
      assert.equal(await downloadStatus(server, 'pf-p001-spec', tokens.staff), 200);
      assert.equal(await downloadStatus(server, 'pf-p001-spec', tokens.admin), 200);
      for (const account of ['supplier', 'supplier2', 'supplier3'] as const) {
        assert.equal(await downloadStatus(server, 'pf-p001-spec', tokens[account]), 403, account);
      }
      assert.equal(await downloadStatus(server, 'pf-p001-spec'), 401);
    });

    it('the purchasing list file: a supplier with a passed registration, not a pending one', async () => {
      assert.equal(await downloadStatus(server, 'pf-p001-list', tokens.supplier2), 200);
      assert.equal(await downloadStatus(server, 'pf-p001-list', tokens.supplier3), 403);
      assert.equal(await downloadStatus(server, 'pf-p001-list', tokens.supplier), 403);
    });

    it('the result report: its purchaser and administrators only', async () => {
      assert.equal(await downloadStatus(server, 'pf-p106-report', tokens.purchaser), 200);
      assert.equal(await downloadStatus(server, 'pf-p106-report', tokens.staff), 403);
      assert.equal(await downloadStatus(server, 'pf-p106-report', tokens.supplier2), 403);
      const info = await api.get(`${PORTAL}/system/file/v1/pf-p106-report`, tokens.supplier2, 'en-US');
      assert.deepEqual([info.status, info.body.message], [403, 'You are not allowed to see this attachment']);
    });
  });
});

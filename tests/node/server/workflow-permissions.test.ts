import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type {
  BpmDefinition,
  BpmDefinitionDesign,
  BpmDefinitionDetail,
  FormAndBO,
  StartResult,
  StartRightInfo,
  TaskAuth,
  TaskButton,
  TaskDetail,
} from '../../../api/contract/workflow.js';
import { startTestServer, type TestServer } from './harness.js';
import { leaveData, type WorkflowClient, withWorkflowServer, workflowClient } from './workflow-helpers.js';

/**
 * Who may call what: staff (王晓明, the initiator), the approver (刘洋), other staff (黄敏: no start
 * right for 采购申请, no part in the instance), a supplier and a visitor (no token), for every call of
 * the model service and the runtime actions, on their own and on another's instance, task and draft.
 */
const IDENTITIES = ['staff', 'liuyang', 'huangmin', 'supplier', null] as const;
type Identity = (typeof IDENTITIES)[number];

describe('workflow permissions', () => {
  let server: TestServer;
  let flow: ReturnType<typeof workflowClient>;
  let instId: string;
  let taskId: string;
  let draftId: string;

  before(async () => {
    server = await startTestServer();
    flow = workflowClient(server);
    instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    const draft = await flow.as<StartResult>('staff', 'POST', '/runtime/instance/v1/saveDraft', {
      flowKey: 'leave',
      data: { days: 1 },
    });
    draftId = (draft.body.value as StartResult).instId;
  });
  after(() => server.stop());

  /** Checks one call for every identity: the expected HTTP status per identity. */
  async function matrix(
    method: string,
    path: () => string,
    expected: Record<string, number>,
    body?: () => unknown,
  ): Promise<void> {
    for (const who of IDENTITIES) {
      const { status, body: answer } = await flow.as(who as Identity, method, path(), body?.());
      assert.equal(status, expected[String(who)], `${method} ${path()} as ${who}: ${answer?.message}`);
      assert.equal(answer.state, status === 200, `${who}: the envelope says the same`);
    }
  }

  const readers = { staff: 200, liuyang: 200, huangmin: 404, supplier: 403, null: 401 };

  it('instance reads: the initiator and the approver, nobody else', async () => {
    await matrix('GET', () => `/runtime/instance/v1/get?id=${instId}`, readers);
    await matrix('GET', () => `/runtime/instance/v1/getInstanceByInstId?instId=${instId}`, readers);
    await matrix('GET', () => `/runtime/instance/v1/getInstFormAndBO?instId=${instId}`, readers);
    await matrix('GET', () => `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`, readers);
    await matrix('GET', () => `/runtime/task/v1/nodeOpinion?instId=${instId}`, readers);
  });

  it('task reads: the approver may handle; the initiator reads it, even as his leader’s secretary', async () => {
    await matrix('GET', () => `/runtime/task/v1/taskDetailBo?taskId=${taskId}`, readers);
    await matrix('GET', () => `/runtime/task/v1/checkTaskAuth?taskId=${taskId}`, readers);
    await matrix('GET', () => `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`, readers);
    await matrix('GET', () => `/runtime/task/v1/canLock?taskId=${taskId}`, readers);

    const auth = async (who: string) =>
      (await flow.as<TaskAuth>(who, 'GET', `/runtime/task/v1/checkTaskAuth?taskId=${taskId}`)).body.value;
    assert.deepEqual(await auth('liuyang'), { taskId, canHandle: true, lockStatus: 2 });
    assert.deepEqual(await auth('staff'), {
      taskId,
      canHandle: false,
      message: '这是您本人发起的申请，不能代领导审批',
      lockStatus: 2,
    });
    const buttons = async (who: string) =>
      (await flow.as<TaskButton[]>(who, 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`)).body
        .value;
    assert.deepEqual(
      (await buttons('liuyang'))?.map((button) => button.alias),
      // Issue 14: every task action the node offers (workflow-task-actions.test.ts).
      [
        'agree',
        'oppose',
        'saveDraft',
        'reject',
        'inquiry',
        'communicate',
        'transfer',
        'delegate',
        'addSign',
        'circulate',
        'delay',
      ],
    );
    // The initiator may urge and circulate, not handle.
    assert.deepEqual(
      (await buttons('staff'))?.map((button) => button.alias),
      ['circulate', 'urge'],
    );
    const detail = (
      await flow.as<TaskDetail>('liuyang', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${taskId}`)
    ).body.value as TaskDetail;
    assert.equal(detail.canHandle, true);
    assert.equal(detail.formAndBO.nodeId, 'leader');
    assert.equal(detail.formAndBO.permissions.days, 'r');
    assert.equal(detail.formAndBO.permissions.hrRemark, 'n');
    assert.equal(detail.formAndBO.opinionPermission, 'w');
    assert.equal(detail.formAndBO.data.days, 2);
  });

  it('task actions: only the approver (complete and saveDraft)', async () => {
    const refused = { staff: 403, liuyang: 200, huangmin: 403, supplier: 403, null: 401 };
    await matrix(
      'POST',
      () => '/runtime/task/v1/saveDraft',
      refused,
      () => ({ taskId, opinion: '草稿意见' }),
    );
    const detail = (
      await flow.as<TaskDetail>('liuyang', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${taskId}`)
    ).body.value as TaskDetail;
    assert.equal(detail.draft?.opinion, '草稿意见');
    await matrix(
      'POST',
      () => '/runtime/task/v1/complete',
      refused,
      () => ({
        taskId,
        actionName: 'agree',
        opinion: '同意',
      }),
    );
    // Handled now: a second complete is a conflict, for anyone who may handle it.
    const again = await flow.complete('liuyang', { taskId, actionName: 'agree', opinion: '再次' });
    assert.equal(again.status, 409);
    const code = await flow.as<number>('liuyang', 'GET', `/runtime/task/v1/canLock?taskId=${taskId}`);
    assert.equal(code.body.value, 0);
  });

  it('a secretary handles the leader’s task for him, never his own request', async () => {
    // 陈静's request waits for 刘洋, whose secretary is staff (the demo's pair).
    const sick = await flow.start(
      'chenjing',
      'leave',
      leaveData(1, { endDate: '2026-12-01', leaveType: 'sick' }),
    );
    const leaderTask = await flow.pendingTask(sick, 'leader', 'liuyang');
    const auth = await flow.as<TaskAuth>(
      'staff',
      'GET',
      `/runtime/task/v1/checkTaskAuth?taskId=${leaderTask}&leaderId=u-liuyang`,
    );
    assert.equal(auth.body.value?.canHandle, true);
    const stranger = await flow.as<TaskAuth>('huangmin', 'POST', '/runtime/task/v1/complete', {
      taskId: leaderTask,
      actionName: 'agree',
      opinion: '',
      leaderId: 'u-liuyang',
    });
    assert.equal(stranger.status, 403);
    const done = await flow.complete('staff', {
      taskId: leaderTask,
      actionName: 'agree',
      opinion: '代刘洋审批',
      leaderId: 'u-liuyang',
    });
    assert.equal(done.body.state, true, done.body.message);
    const row = await server.app.db
      .selectFrom('bpm_tasks')
      .select(['completed_by', 'owner_id'])
      .where('id', '=', leaderTask)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { completed_by: 'u-staff', owner_id: 'u-liuyang' });
    // His own request waiting for his leader: the secretary may read it, not approve it.
    const own = await flow.as<TaskAuth>(
      'staff',
      'GET',
      `/runtime/task/v1/checkTaskAuth?taskId=${taskId}&leaderId=u-liuyang`,
    );
    assert.equal(own.body.value?.canHandle, false);
  });

  it('starting: start rights per definition (everyone for 请假申请, the purchase department and role for 采购申请)', async () => {
    await matrix(
      'POST',
      () => '/runtime/instance/v1/start',
      { staff: 200, liuyang: 200, huangmin: 200, supplier: 403, null: 401 },
      () => ({
        flowKey: 'leave',
        data: leaveData(1, { endDate: '2026-12-01' }),
      }),
    );
    const purchase = () => ({
      flowKey: 'purchase',
      data: { itemName: '服务器', quantity: 1, budget: 50000, needDate: '2026-12-31', reason: '扩容' },
    });
    await matrix(
      'POST',
      () => '/runtime/instance/v1/start',
      { staff: 200, liuyang: 200, huangmin: 403, supplier: 403, null: 401 },
      purchase,
    );
    const refused = await flow.as('huangmin', 'POST', '/runtime/instance/v1/start', purchase());
    assert.equal(refused.body.message, '您没有发起该流程的权限');
    await matrix(
      'POST',
      () => '/runtime/instance/v1/getFormAndBO',
      { staff: 200, liuyang: 200, huangmin: 403, supplier: 403, null: 401 },
      () => ({
        flowKey: 'purchase',
      }),
    );
    const rights = async (who: string, key: string) =>
      (await flow.as<boolean>(who, 'GET', `/bpmModel/flow/def/v1/flowHasStartRights?defKey=${key}`)).body
        .value;
    assert.equal(await rights('staff', 'purchase'), true);
    assert.equal(await rights('huangmin', 'purchase'), false);
    assert.equal(await rights('huangmin', 'leave'), true);
    assert.equal(await rights('supplier', 'leave'), false);
    // A right given to one user: 徐强 may start contracts, 郭庆 (the same role and department) may not.
    assert.equal(await rights('xuqiang', 'contract'), true);
    assert.equal(await rights('guoqing', 'contract'), false);
    const info = (
      await flow.as<StartRightInfo>(
        'staff',
        'GET',
        '/bpmModel/flow/defAuthorize/v1/startRight?defKey=purchase',
      )
    ).body.value as StartRightInfo;
    assert.equal(info.canStart, true);
    assert.deepEqual(
      info.rights.map((right) => [right.kind, right.targetName]),
      [
        ['org', '采购管理部'],
        ['role', '采购管理员'],
      ],
    );
  });

  it('starting: a disabled role gives no start right', async () => {
    const rights = async () =>
      (await flow.as<boolean>('huangmin', 'GET', '/bpmModel/flow/def/v1/flowHasStartRights?defKey=purchase'))
        .body.value;
    const db = server.app.db;
    await db
      .insertInto('user_roles')
      .values({ user_id: 'u-huangmin', role_id: 'role-purchase-admin' })
      .execute();
    try {
      assert.equal(await rights(), true);
      await db.updateTable('roles').set({ enabled: false }).where('id', '=', 'role-purchase-admin').execute();
      assert.equal(await rights(), false);
    } finally {
      await db.updateTable('roles').set({ enabled: true }).where('id', '=', 'role-purchase-admin').execute();
      await db
        .deleteFrom('user_roles')
        .where('user_id', '=', 'u-huangmin')
        .where('role_id', '=', 'role-purchase-admin')
        .execute();
    }
  });

  it('drafts: each user saves, counts, continues and removes their own only', async () => {
    await matrix(
      'POST',
      () => '/runtime/instance/v1/saveDraft',
      { staff: 200, liuyang: 200, huangmin: 200, supplier: 403, null: 401 },
      () => ({
        flowKey: 'expense',
        data: { amount: 12 },
      }),
    );
    await matrix('POST', () => '/runtime/instance/v1/getMyDraftCount', {
      staff: 200,
      liuyang: 200,
      huangmin: 200,
      supplier: 403,
      null: 401,
    });
    const count = async () =>
      (await flow.as<number>('staff', 'POST', '/runtime/instance/v1/getMyDraftCount')).body.value as number;
    const before = await count();
    // Another's draft is none of theirs.
    const stranger = await flow.as('huangmin', 'POST', '/runtime/instance/v1/getFormAndBO', { draftId });
    assert.equal(stranger.status, 404);
    assert.equal(stranger.body.message, '草稿不存在或已提交');
    const form = await flow.as<FormAndBO>('staff', 'POST', '/runtime/instance/v1/getFormAndBO', { draftId });
    assert.equal(form.body.value?.data.days, 1);
    assert.equal(form.body.value?.draftId, draftId);
    // Saving again updates the same draft.
    const saved = await flow.as<StartResult>('staff', 'POST', '/runtime/instance/v1/saveDraft', {
      flowKey: 'leave',
      draftId,
      data: { days: 3, reason: '补充事由' },
    });
    assert.equal(saved.body.value?.instId, draftId);
    assert.equal(await count(), before);
    await matrix('DELETE', () => `/runtime/instance/v1/removeDraftById?id=${draftId}`, {
      staff: 200,
      liuyang: 404,
      huangmin: 404,
      supplier: 403,
      null: 401,
    });
    assert.equal(await count(), before - 1);
    const gone = await flow.as('staff', 'DELETE', `/runtime/instance/v1/removeDraftById?id=${draftId}`);
    assert.equal(gone.status, 404);
  });

  it('a draft is started as itself and leaves the drafts', async () => {
    const draft = await flow.as<StartResult>('staff', 'POST', '/runtime/instance/v1/saveDraft', {
      flowKey: 'leave',
      data: { leaveType: 'sick', days: 1 },
    });
    const id = (draft.body.value as StartResult).instId;
    const incomplete = await flow.as('staff', 'POST', '/runtime/instance/v1/start', {
      flowKey: 'leave',
      draftId: id,
      data: { leaveType: 'sick', days: 1 },
    });
    assert.equal(incomplete.status, 400);
    assert.equal(incomplete.body.message, '请填写开始日期');
    const started = await flow.as<StartResult>('staff', 'POST', '/runtime/instance/v1/start', {
      flowKey: 'leave',
      draftId: id,
      data: leaveData(1, { endDate: '2026-12-01', leaveType: 'sick' }),
    });
    assert.equal(started.body.value?.instId, id);
    const row = await server.app.db
      .selectFrom('bpm_instances')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'running');
    const removed = await flow.as('staff', 'DELETE', `/runtime/instance/v1/removeDraftById?id=${id}`);
    assert.equal(removed.status, 404);
  });

  it('the model service: staff and administrators read definitions; suppliers and visitors do not', async () => {
    const model = { staff: 200, liuyang: 200, huangmin: 200, supplier: 403, null: 401 };
    await matrix(
      'POST',
      () => '/bpmModel/flow/def/v1/listJson',
      model,
      () => ({}),
    );
    await matrix(
      'POST',
      () => '/bpmModel/flow/def/v1/query',
      model,
      () => ({}),
    );
    await matrix('GET', () => '/bpmModel/flow/def/v1/defGet?defId=def-leave-2', model);
    await matrix('GET', () => '/bpmModel/flow/def/v1/getDefDesignByDefId?defId=def-purchase-1', model);
    await matrix('GET', () => '/bpmModel/flow/def/v1/getMainByDefIdOrKey?defId=def-leave-1', model);
    await matrix('GET', () => '/bpmModel/flow/defAuthorize/v1/startRight?defKey=leave', model);
    await matrix('GET', () => '/bpmModel/flow/def/v1/flowHasStartRights?defKey=leave', {
      ...model,
      supplier: 200,
    });
    const admin = await flow.as('admin', 'POST', '/bpmModel/flow/def/v1/listJson', {});
    assert.equal(admin.status, 200);

    const all = (
      await flow.as<PageList<BpmDefinition>>('staff', 'POST', '/bpmModel/flow/def/v1/listJson', {})
    ).body.value as PageList<BpmDefinition>;
    const main = (await flow.as<PageList<BpmDefinition>>('staff', 'POST', '/bpmModel/flow/def/v1/query', {}))
      .body.value as PageList<BpmDefinition>;
    assert.ok(all.rows.some((row) => row.id === 'def-leave-1' && row.isMain === 'N'));
    assert.ok(main.rows.every((row) => row.isMain === 'Y'));
    assert.equal(main.total, all.total - 1);
    assert.deepEqual(
      main.rows.map((row) => row.name),
      // 招标项目审批 is started by the tender site (a submitted project), never from the start page.
      ['请假申请', '费用报销', '采购申请', '合同审批', '信息化需求申请', '招标项目审批'],
    );
    const byName = (
      await flow.as<PageList<BpmDefinition>>('staff', 'POST', '/bpmModel/flow/def/v1/query', {
        querys: [{ property: 'name', value: '采购', operation: 'LIKE' }],
      })
    ).body.value as PageList<BpmDefinition>;
    assert.deepEqual(
      byName.rows.map((row) => row.defKey),
      ['purchase'],
    );

    const old = (
      await flow.as<BpmDefinition>(
        'staff',
        'GET',
        '/bpmModel/flow/def/v1/getMainByDefIdOrKey?defId=def-leave-1',
      )
    ).body.value as BpmDefinition;
    assert.equal(old.id, 'def-leave-2');
    const detail = (
      await flow.as<BpmDefinitionDetail>('staff', 'GET', '/bpmModel/flow/def/v1/defGet?defKey=leave')
    ).body.value as BpmDefinitionDetail;
    assert.equal(detail.id, 'def-leave-2');
    assert.deepEqual(
      detail.form.fields.map((field) => field.name),
      ['leaveType', 'startDate', 'endDate', 'days', 'reason', 'hrRemark'],
    );
    const design = (
      await flow.as<BpmDefinitionDesign>(
        'staff',
        'GET',
        '/bpmModel/flow/def/v1/getDefDesignByDefId?defId=def-purchase-1',
      )
    ).body.value as BpmDefinitionDesign;
    assert.match(design.bpmnXml, /<bpmndi:BPMNDiagram/);
    assert.deepEqual(
      design.layout.filter((node) => node.nodeType === 'SIGNTASK').map((node) => node.nodeId),
      ['sign'],
    );
    assert.ok(design.layout.some((node) => node.nodeType === 'PARALLELGATEWAY'));
    const missing = await flow.as('staff', 'GET', '/bpmModel/flow/def/v1/defGet?defId=def-none');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, '流程定义不存在');
  });
});

describe('form validation on the server, in three languages', () => {
  let flow: WorkflowClient;
  withWorkflowServer((_server, client) => {
    flow = client;
  });

  async function refused(flowKey: string, data: Record<string, unknown>): Promise<string[]> {
    const messages: string[] = [];
    for (const language of ['zh-CN', 'zh-TW', 'en-US']) {
      const { status, body } = await flow.as(
        'staff',
        'POST',
        '/runtime/instance/v1/start',
        { flowKey, data },
        language,
      );
      assert.equal(status, 400, body.message);
      messages.push(body.message);
    }
    return messages;
  }

  it('names the field that is missing, out of range, or out of order', async () => {
    const { days: _days, ...noDays } = leaveData(2);
    assert.deepEqual(await refused('leave', noDays), [
      '请填写请假天数',
      '請填寫請假天數',
      'Please fill in Days',
    ]);
    assert.deepEqual(await refused('leave', leaveData(31)), [
      '请假天数不能大于30',
      '請假天數不能大於30',
      'Days must be at most 30',
    ]);
    assert.deepEqual(await refused('leave', leaveData(1.25)), [
      '请假天数最多保留1位小数',
      '請假天數最多保留1位小數',
      'Days may have at most 1 decimal places',
    ]);
    assert.deepEqual(
      await refused('leave', leaveData(2, { startDate: '2026-12-05', endDate: '2026-12-01' })),
      ['结束日期不能早于开始日期', '結束日期不能早於開始日期', 'End date cannot be before Start date'],
    );
    assert.deepEqual(await refused('leave', leaveData(2, { startDate: '2026-02-30' })), [
      '开始日期不是有效的日期',
      '開始日期不是有效的日期',
      'Start date is not a valid date',
    ]);
    assert.deepEqual(await refused('leave', leaveData(2, { leaveType: 'holiday' })), [
      '请假类型取值不正确',
      '請假類型取值不正確',
      'Leave type has an invalid value',
    ]);
    assert.deepEqual(
      await refused('contract', {
        contractName: '测试合同',
        contractNo: 'ht-1',
        partyB: '某公司',
        amount: 100,
        signDate: '2026-12-01',
        content: '内容',
      }),
      [
        '合同编号由4至32位大写字母、数字和“-”组成',
        '合約編號由4至32位大寫字母、數字和「-」組成',
        'Use 4 to 32 capital letters, digits and “-”',
      ],
    );
  });

  it('refuses a body the schema refuses, and a definition that does not exist', async () => {
    const noData = await flow.as('staff', 'POST', '/runtime/instance/v1/start', { flowKey: 'leave' });
    assert.equal(noData.status, 400);
    const unknown = await flow.as(
      'staff',
      'POST',
      '/runtime/instance/v1/start',
      { flowKey: 'nothing', data: {} },
      'en-US',
    );
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'No such process definition');
    const neither = await flow.as('staff', 'POST', '/runtime/instance/v1/start', { data: {} });
    assert.equal(neither.body.message, '请指定流程定义');
    const badAction = await flow.as('liuyang', 'POST', '/runtime/task/v1/complete', {
      taskId: 'x',
      actionName: 'jump',
      opinion: '',
    });
    assert.equal(badAction.status, 400);
  });
});

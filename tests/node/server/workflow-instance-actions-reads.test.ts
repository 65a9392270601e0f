import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import type { PageList } from '../../../api/contract/envelope.js';
import type { BpmInstance, BpmTask, FormAndBO, TaskDetail } from '../../../api/contract/workflow.js';
import type {
  BatchHandleResult,
  FollowedNodes,
  InstanceDetail,
  InstanceRecord,
  ModifyRecord,
  NextNode,
  PrintRecord,
  RelatedInformation,
  TaskNodeInfo,
  UnbatchableTask,
  Watermark,
} from '../../../api/contract/workflow-instance.js';
import type { TestServer } from './harness.js';
import {
  instanceActionSteps,
  leaveData,
  type WorkflowClient,
  withWorkflowServer,
} from './workflow-helpers.js';

/**
 * The instance reads and helpers of issue 14 over HTTP: follow nodes and the form's modify records, batch
 * handle, print records with the Word print and the watermark, instanceDetail's rights, and the small
 * instance and task reads of spec 7. Leave requests: 王晓明 (staff) asks, 刘洋 (liuyang) approves as his
 * leader, 李娜 (lina) as HR for more than 3 days; 林峰 (linfeng) holds 系统管理员 (the workflow administrator).
 */
describe('workflow instance reads and helpers', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const R = '/runtime';
  const { instanceRow, taskRow, notices, agree } = instanceActionSteps(() => ({ server, flow }));

  describe('follow nodes and the form’s modify records', () => {
    it('a follower is told when the node is handled; the node’s changes are recorded', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const nodes = await flow.as<FollowedNodes>(
        'staff',
        'GET',
        `${R}/taskFollow/v1/getFollowedNode?instId=${instId}`,
      );
      assert.deepEqual(
        nodes.body.value?.nodes.map((node) => `${node.nodeId}:${node.followed}`),
        ['leader:false', 'hr:false'],
      );
      const wrong = await flow.as('staff', 'POST', `${R}/taskFollow/v1/save`, {
        instId,
        nodeIds: ['gw_days'],
      });
      assert.equal(wrong.status, 400);
      const stranger = await flow.as('huangmin', 'POST', `${R}/taskFollow/v1/save`, {
        instId,
        nodeIds: ['hr'],
      });
      assert.equal(stranger.status, 404);
      const saved = await flow.as<FollowedNodes>('staff', 'POST', `${R}/taskFollow/v1/save`, {
        instId,
        nodeIds: ['hr'],
      });
      assert.equal(saved.status, 200, saved.body.message);
      assert.deepEqual(
        saved.body.value?.nodes.filter((node) => node.followed).map((node) => node.nodeId),
        ['hr'],
      );

      await agree('liuyang', await flow.pendingTask(instId, 'leader', 'liuyang'), {
        data: { hrRemark: '领导写不了这个字段' },
      });
      assert.deepEqual(await notices('staff', instId), [], 'the leader node is not followed');
      await agree('lina', await flow.pendingTask(instId, 'hr', 'lina'), {
        data: { hrRemark: '已核对假期余额' },
      });
      const told = await notices('staff', instId);
      assert.deepEqual(
        told.map((notice) => `${notice.kind}:${notice.nodeId}:${notice.senderName}`),
        ['follow:hr:李娜'],
      );

      const records = await flow.as<PageList<ModifyRecord>>(
        'staff',
        'POST',
        `${R}/bpm/boDataModifyRecord/v1/listJsonQuery`,
        { instId },
      );
      assert.equal(records.status, 200, records.body.message);
      assert.equal(records.body.value?.total, 1, 'only HR may write hrRemark; the leader changed nothing');
      const record = records.body.value?.rows[0];
      assert.equal(record?.nodeId, 'hr');
      assert.equal(record?.userName, '李娜');
      assert.deepEqual(record?.changes, [
        {
          field: 'hrRemark',
          label: record?.changes[0]?.label,
          labelI18n: record?.changes[0]?.labelI18n,
          before: null,
          after: '已核对假期余额',
        },
      ]);
      const hidden = await flow.as('huangmin', 'POST', `${R}/bpm/boDataModifyRecord/v1/listJsonQuery`, {
        instId,
      });
      assert.equal(hidden.status, 404);
    });
  });

  describe('batch handle', () => {
    it('agrees several tasks at once and refuses, with the reason, those that need the handler', async () => {
      const ids = [];
      for (const days of [1, 2, 3]) {
        const instId = await flow.start('staff', 'leave', leaveData(days, { endDate: `2026-12-0${days}` }));
        ids.push(await flow.pendingTask(instId, 'leader', 'liuyang'));
      }
      const other = await flow.start('staff', 'leave', leaveData(5));
      const foreign = await flow.pendingTask(other, 'leader', 'liuyang');

      const filtered = await flow.as<UnbatchableTask[]>(
        'huangmin',
        'GET',
        `${R}/task/v1/filterUnBatchable?taskIds=${ids.join(',')}`,
      );
      assert.deepEqual(
        filtered.body.value?.map((entry) => entry.reason),
        ['authority', 'authority', 'authority'],
      );
      const clean = await flow.as<UnbatchableTask[]>(
        'liuyang',
        'GET',
        `${R}/task/v1/filterUnBatchable?taskIds=${ids.join(',')}`,
      );
      assert.deepEqual(clean.body.value, []);

      const handled = await flow.as<BatchHandleResult>('liuyang', 'POST', `${R}/task/v1/batchHandle`, {
        taskIds: ids,
        actionName: 'agree',
        opinion: '批量同意',
      });
      assert.equal(handled.status, 200, handled.body.message);
      assert.equal(handled.body.value?.handled, 3);
      for (const id of ids) assert.equal((await taskRow(id)).action, 'agree');
      const again = await flow.as<BatchHandleResult>(
        'liuyang',
        'POST',
        `${R}/task/v1/batchHandle`,
        { taskIds: [ids[0], foreign], actionName: 'agree', opinion: '' },
        'en-US',
      );
      assert.deepEqual(again.body.value, {
        handled: 1,
        results: [
          {
            taskId: ids[0],
            ok: false,
            reason: 'handled',
            message: 'This task has been handled already, please refresh',
          },
          { taskId: foreign, ok: true },
        ],
      });

      // HR requires an opinion (b) and, once its form asks for hrRemark (b), the form: neither can be batched.
      const hrTask = await flow.pendingTask(other, 'hr', 'lina');
      const noOpinion = await flow.as<BatchHandleResult>('lina', 'POST', `${R}/task/v1/batchHandle`, {
        taskIds: [hrTask],
        actionName: 'agree',
        opinion: ' ',
      });
      assert.equal(noOpinion.body.value?.results[0]?.reason, 'opinion');
      assert.equal((await taskRow(hrTask)).status, 'pending');
      const definition = await server.app.db
        .selectFrom('bpm_definitions')
        .select(['id', 'form_json', 'nodes_json'])
        .where('id', '=', (await instanceRow(other))?.def_id as string)
        .executeTakeFirstOrThrow();
      const form = JSON.parse(definition.form_json);
      form.permissions.hr = { hrRemark: 'b' };
      await server.app.db
        .updateTable('bpm_definitions')
        .set({ form_json: JSON.stringify(form) })
        .where('id', '=', definition.id)
        .execute();
      try {
        const needsForm = await flow.as<UnbatchableTask[]>(
          'lina',
          'GET',
          `${R}/task/v1/filterUnBatchable?taskIds=${hrTask}`,
        );
        assert.equal(needsForm.body.value?.[0]?.reason, 'form');
        assert.match(needsForm.body.value?.[0]?.message ?? '', /^该任务需要填写表单，请逐个处理/);
        const nodes = JSON.parse(definition.nodes_json);
        nodes.hr = { ...nodes.hr, buttons: ['oppose'] };
        await server.app.db
          .updateTable('bpm_definitions')
          .set({ nodes_json: JSON.stringify(nodes) })
          .where('id', '=', definition.id)
          .execute();
        const needsChoice = await flow.as<UnbatchableTask[]>(
          'lina',
          'GET',
          `${R}/task/v1/filterUnBatchable?taskIds=${hrTask}`,
        );
        assert.equal(needsChoice.body.value?.[0]?.reason, 'choice');
      } finally {
        await server.app.db
          .updateTable('bpm_definitions')
          .set({ form_json: definition.form_json, nodes_json: definition.nodes_json })
          .where('id', '=', definition.id)
          .execute();
      }
    });
  });

  describe('print records, the Word print and the watermark', () => {
    it('records each print of who may see the instance and prints the form with the watermark', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
      const stranger = await flow.as('huangmin', 'POST', `${R}/bpmPrintRecord/v1/printLog`, {
        instId,
        type: 'print',
      });
      assert.equal(stranger.status, 404);
      const badType = await flow.as('staff', 'POST', `${R}/bpmPrintRecord/v1/printLog`, {
        instId,
        type: 'fax',
      });
      assert.equal(badType.status, 400);
      const logged = await flow.as<PrintRecord>('liuyang', 'POST', `${R}/bpmPrintRecord/v1/printLog`, {
        instId,
        type: 'pdf',
      });
      assert.equal(logged.status, 200, logged.body.message);
      assert.equal(logged.body.value?.account, 'liuyang');

      const watermark = await flow.as<Watermark>(
        'staff',
        'GET',
        `/bpmModel/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`,
      );
      assert.equal(watermark.status, 200, watermark.body.message);
      assert.equal(watermark.body.value?.account, 'staff');
      assert.match(watermark.body.value?.text ?? '', /^staff 王晓明 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

      const response = await fetch(`${server.url}${R}/instance/v1/wordPrint`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await flow.token('staff')}`,
          'content-type': 'application/json',
          'accept-language': 'en-US',
        },
        body: JSON.stringify({ instId }),
      });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /wordprocessingml/);
      const parts = Object.fromEntries(
        Object.entries(unzipSync(new Uint8Array(await response.arrayBuffer()))).map(([name, data]) => [
          name,
          strFromU8(data),
        ]),
      );
      const documentXml = parts['word/document.xml'] ?? '';
      assert.match(documentXml, /王晓明的请假申请（2天）/);
      assert.match(documentXml, /Annual leave/, 'option labels in the caller’s language');
      assert.match(documentXml, /Pending approval/);
      const header = Object.entries(parts).find(([name]) => /^word\/header\d*\.xml$/.test(name))?.[1] ?? '';
      assert.match(header, /staff 王晓明/);

      const byInstance = await flow.as<PrintRecord[]>(
        'staff',
        'GET',
        `${R}/bpmPrintRecord/v1/getByProInstId?instId=${instId}`,
      );
      assert.deepEqual(
        byInstance.body.value?.map((record) => `${record.account}:${record.type}`),
        ['staff:word', 'liuyang:pdf'],
      );
      const mine = await flow.as<PageList<PrintRecord>>(
        'liuyang',
        'POST',
        `${R}/bpmPrintRecord/v1/query`,
        {},
      );
      assert.ok(mine.body.value?.rows.every((record) => record.account === 'liuyang'));
      const hiddenWord = await fetch(`${server.url}${R}/instance/v1/wordPrint`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await flow.token('huangmin')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ instId }),
      });
      assert.equal(hiddenWord.status, 404);
    });
  });

  describe('instanceDetail and the rights it reports', () => {
    it('tells each caller what they may do now, and why not', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      const asInitiator = await flow.as<InstanceDetail>('staff', 'POST', `${R}/task/v1/instanceDetail`, {
        instId,
      });
      assert.equal(asInitiator.status, 200, asInitiator.body.message);
      const rights = asInitiator.body.value?.rights;
      assert.equal(rights?.canRevoke, true);
      assert.equal(rights?.canTerminate, false);
      assert.equal(rights?.canSuspend, false);
      assert.equal(rights?.reasons.terminate, '您没有终止该流程的权限');
      assert.deepEqual(
        asInitiator.body.value?.tasks.map((task) => task.taskId),
        [leaderTask],
      );
      assert.equal(asInitiator.body.value?.instance.suspended, false);

      await agree('liuyang', leaderTask);
      const asPrevious = await flow.as<InstanceDetail>(
        'liuyang',
        'POST',
        `${R}/task/v1/instanceDetail`,
        { instId },
        'en-US',
      );
      assert.equal(asPrevious.body.value?.rights.canRetrieve, true);
      assert.equal(asPrevious.body.value?.rights.retrieveTaskId, leaderTask);
      assert.equal(asPrevious.body.value?.rights.canTerminate, false);
      assert.equal(
        asPrevious.body.value?.rights.reasons.revoke,
        'Only the initiator may withdraw the process',
      );
      const asHr = await flow.as<InstanceDetail>('lina', 'POST', `${R}/task/v1/instanceDetail`, { instId });
      assert.equal(asHr.body.value?.rights.canTerminate, true);
      assert.equal(asHr.body.value?.rights.canSuspend, true);
      assert.equal(asHr.body.value?.rights.canRetrieve, false);
      const asAdmin = await flow.as<InstanceDetail>('linfeng', 'POST', `${R}/task/v1/instanceDetail`, {
        instId,
      });
      assert.equal(asAdmin.status, 404, 'the administrator acts by id but reads only what they may see');
      const asStranger = await flow.as('huangmin', 'POST', `${R}/task/v1/instanceDetail`, { instId });
      assert.equal(asStranger.status, 404);
    });
  });
  describe('the instance and task reads of spec 7', () => {
    it('answer the instance’s nodes, people and records to who may see it, and nothing to anyone else', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      const get = async <T>(account: string, path: string) => {
        const { status, body } = await flow.as<T>(account, 'GET', `${R}${path}`);
        assert.equal(status, 200, `${path}: ${body.message}`);
        return body.value as T;
      };
      const post = async <T>(account: string, path: string, payload: unknown) => {
        const { status, body } = await flow.as<T>(account, 'POST', `${R}${path}`, payload);
        assert.equal(status, 200, `${path}: ${body.message}`);
        return body.value as T;
      };
      assert.equal(await get<string>('staff', `/instance/v1/getFlowKey?instId=${instId}`), 'leave');
      assert.deepEqual(await get('staff', `/instance/v1/getExcutorNameByInstId?instId=${instId}`), [
        { nodeId: 'leader', name: '部门负责人审批', executorNames: ['刘洋'] },
      ]);
      const next = await get<NextNode[]>('liuyang', `/task/v1/nextExecutor?taskId=${leaderTask}`);
      assert.deepEqual(
        next
          .map((node) => `${node.nodeId}:${node.nodeType}:${(node.executors ?? []).map((user) => user.name)}`)
          .sort(),
        ['end_ok:END:', 'end_rejected:END:', 'hr:USERTASK:李娜'],
      );
      const nextTask = await get<NextNode[]>('liuyang', `/task/v1/nextTask?taskId=${leaderTask}`);
      assert.ok(nextTask.every((node) => node.executors === undefined));
      const info = await get<TaskNodeInfo>('liuyang', `/task/v1/taskNode?taskId=${leaderTask}`);
      assert.equal(info.nodeId, 'leader');
      assert.equal(info.isFirstNode, true);
      assert.equal(info.settings.opinionPermission, 'w');
      const properties = await get<TaskNodeInfo>(
        'staff',
        `/task/v1/getCurNodeProperties?taskId=${leaderTask}`,
      );
      assert.deepEqual(properties.settings.buttons, [
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
      ]);
      assert.equal(await get<boolean>('staff', `/task/v1/taskIsFirstNode?taskId=${leaderTask}`), true);
      assert.deepEqual(await get('staff', `/task/v1/getCandidatesListByTaskId?taskId=${leaderTask}`), [
        { id: 'u-liuyang', name: '刘洋', account: 'liuyang' },
      ]);
      const pending = await get<BpmTask[]>('staff', `/task/v1/getBpmTaskByInstId?instId=${instId}`);
      assert.deepEqual(
        pending.map((task) => task.taskId),
        [leaderTask],
      );
      const mine = await post<BpmTask[]>('staff', '/task/v1/getMyRequestTask', { instId });
      assert.deepEqual(
        mine.map((task) => task.taskId),
        [leaderTask],
      );
      assert.deepEqual(await post('liuyang', '/task/v1/getMyRequestTask', { instId }), []);

      // The handler keeps an opinion without sending it; the approval form shows it back.
      const saved = await flow.as('liuyang', 'POST', `${R}/task/v1/createBpmSaveOpinion`, {
        taskId: leaderTask,
        opinion: '先看一下',
      });
      assert.equal(saved.status, 200, saved.body.message);
      const detail = await get<TaskDetail>('liuyang', `/task/v1/taskDetailBo?taskId=${leaderTask}`);
      assert.equal(detail.draft?.opinion, '先看一下');
      const notHandler = await flow.as('staff', 'POST', `${R}/task/v1/createBpmSaveOpinion`, {
        taskId: leaderTask,
        opinion: 'x',
      });
      assert.equal(notHandler.status, 403);

      const record = await post<InstanceRecord>('staff', '/instance/v1/getByRecordInstId', { instId });
      assert.equal(record.data.days, 5);
      const second = await flow.start('staff', 'leave', leaveData(4));
      const related = await post<BpmInstance[]>('liuyang', '/instance/v1/relatedProcess', { instId });
      assert.ok(related.some((entry) => entry.instId === second));
      assert.ok(related.every((entry) => entry.instId !== instId));
      const hidden = await flow.start('huangmin', 'leave', leaveData(4));
      const byIds = await post<BpmInstance[]>('staff', '/instance/v1/getInstanceByPks', {
        ids: [second, hidden, instId],
      });
      assert.deepEqual(
        byIds.map((entry) => entry.instId),
        [second, instId],
      );
      const summary = await get<RelatedInformation>(
        'staff',
        `/instance/v1/getRelatedInformationById?instId=${instId}`,
      );
      assert.equal(summary.defKey, 'leave');
      assert.equal(summary.printCount, 0);
      assert.deepEqual(summary.currentNodes, [
        { nodeId: 'leader', name: '部门负责人审批', assigneeNames: ['刘洋'] },
      ]);
      const start = await post<FormAndBO>('staff', '/instance/v1/startForm', { flowKey: 'leave' });
      assert.equal(start.nodeId, 'start');
      assert.deepEqual(await get('staff', `/task/v1/getNotice?instId=${instId}`), []);
      const noTarget = await flow.as('staff', 'GET', `${R}/task/v1/getNotice`);
      assert.equal(noTarget.status, 400);

      for (const path of [
        `/instance/v1/getFlowKey?instId=${instId}`,
        `/instance/v1/getExcutorNameByInstId?instId=${instId}`,
        `/task/v1/nextExecutor?taskId=${leaderTask}`,
        `/task/v1/taskNode?taskId=${leaderTask}`,
        `/task/v1/getCandidatesListByTaskId?taskId=${leaderTask}`,
        `/task/v1/getBpmTaskByInstId?instId=${instId}`,
        `/instance/v1/getRelatedInformationById?instId=${instId}`,
      ]) {
        const { status } = await flow.as('huangmin', 'GET', `${R}${path}`);
        assert.equal(status, 404, path);
      }
      for (const [path, payload] of [
        ['/instance/v1/getByRecordInstId', { instId }],
        ['/instance/v1/relatedProcess', { instId }],
      ] as const) {
        const { status } = await flow.as('huangmin', 'POST', `${R}${path}`, payload);
        assert.equal(status, 404, path);
      }
      assert.deepEqual(await post('huangmin', '/instance/v1/getInstanceByPks', { ids: [instId] }), []);
    });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FormAndBO, TaskDetail } from '../../../api/contract/workflow.js';
import { leaveData, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * What the approval form reads about a suspended instance: its initiator (王晓明, staff) and its handler
 * (刘洋, liuyang) are told it is suspended, so the page can say 已挂起 instead of 审批中.
 */
describe('a suspended instance as the approval form reads it', () => {
  let flow: WorkflowClient;
  withWorkflowServer((_server, client) => {
    flow = client;
  });
  const R = '/runtime';

  it('says suspended to the handler and the initiator, and running again once resumed', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    const seen = async () => {
      const handler = await flow.as<TaskDetail>(
        'liuyang',
        'GET',
        `${R}/task/v1/taskDetailBo?taskId=${taskId}`,
      );
      const initiator = await flow.as<FormAndBO>(
        'staff',
        'GET',
        `${R}/instance/v1/getInstFormAndBO?instId=${instId}`,
      );
      assert.equal(handler.status, 200, handler.body.message);
      assert.equal(initiator.status, 200, initiator.body.message);
      return [handler.body.value?.instance, initiator.body.value?.instance].map((instance) => [
        instance?.status,
        instance?.suspended,
      ]);
    };
    assert.deepEqual(await seen(), [
      ['running', false],
      ['running', false],
    ]);
    const hung = await flow.as('liuyang', 'GET', `${R}/instance/v1/hang-up?instId=${instId}`);
    assert.equal(hung.status, 200, hung.body.message);
    assert.deepEqual(await seen(), [
      ['running', true],
      ['running', true],
    ]);
    const resumed = await flow.as('liuyang', 'GET', `${R}/instance/v1/cancel?instId=${instId}`);
    assert.equal(resumed.status, 200, resumed.body.message);
    assert.deepEqual(await seen(), [
      ['running', false],
      ['running', false],
    ]);
  });
});

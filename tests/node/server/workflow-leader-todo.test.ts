import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { TaskAuth } from '../../../api/contract/workflow.js';
import type { CardList, TodoRow } from '../../../api/contract/workflow-lists.js';
import { leaveData, okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * The leader to-dos of a secretary (issue 34 item 16) over HTTP, on the demo's pair: 王晓明 (staff) is the
 * secretary of 刘洋 (liuyang), who approves the leave requests of both 王晓明 and 陈静 (chenjing). The list
 * offers only what the secretary may act on for the leader, and a task the caller cannot handle says why,
 * in the caller's language.
 */
describe('leader to-dos: what a secretary may act on for the leader', () => {
  let flow: WorkflowClient;
  withWorkflowServer((_, client) => {
    flow = client;
  });

  /** A leave request of `account`, waiting for 刘洋: its instance and his task. */
  const leaveAtLeader = async (account: string) => {
    const instId = await flow.start(account, 'leave', leaveData(2));
    return { instId, taskId: await flow.pendingTask(instId, 'leader', 'liuyang') };
  };
  const auth = async (account: string, query: Record<string, string>, language?: string) =>
    okValue<TaskAuth>(
      await flow.as(
        account,
        'GET',
        `/runtime/task/v1/checkTaskAuth?${new URLSearchParams(query)}`,
        undefined,
        language,
      ),
    );

  it('leaves out the secretary’s own request, which the leader still holds, and keeps a colleague’s', async () => {
    const own = await leaveAtLeader('staff');
    const colleague = await leaveAtLeader('chenjing');
    const list = okValue<PageList<TodoRow>>(
      await flow.as('staff', 'POST', '/runtime/task/v1/getLeaderTodoList', {
        pageBean: { page: 1, pageSize: 500, showTotal: true },
      }),
    );
    const ids = list.rows.map((row) => row.taskId);
    assert.ok(ids.includes(colleague.taskId), 'the colleague’s request is on the leader list');
    assert.ok(!ids.includes(own.taskId), 'the secretary’s own request is not');
    assert.equal(list.total, list.rows.length);
    assert.ok(list.rows.every((row) => row.creatorName !== '王晓明'));
    const cards = okValue<CardList<TodoRow>>(
      await flow.as('staff', 'POST', '/runtime/task/v1/getLeaderTodoCard?size=50', {}),
    );
    assert.equal(cards.total, list.total);
    assert.ok(!cards.rows.some((row) => row.taskId === own.taskId));
    // The leader himself still has it.
    const leaders = okValue<PageList<TodoRow>>(
      await flow.as('liuyang', 'POST', '/runtime/task/v1/getTodoList', {
        pageBean: { page: 1, pageSize: 500 },
      }),
    );
    assert.ok(leaders.rows.some((row) => row.taskId === own.taskId));
  });

  it('says why the secretary cannot approve their own request for the leader, in zh-CN, zh-TW and en-US', async () => {
    const own = await leaveAtLeader('staff');
    const query = { taskId: own.taskId, leaderId: 'u-liuyang' };
    const said = {
      'zh-CN': (await auth('staff', query, 'zh-CN')).message,
      'zh-TW': (await auth('staff', query, 'zh-TW')).message,
      'en-US': (await auth('staff', query, 'en-US')).message,
    };
    assert.deepEqual(said, {
      'zh-CN': '这是您本人发起的申请，不能代领导审批',
      'zh-TW': '這是您本人發起的申請，不能代領導審批',
      'en-US': 'This is your own request: you cannot approve it for your leader',
    });
    const refused = await flow.complete(
      'staff',
      { taskId: own.taskId, actionName: 'agree', opinion: '同意', leaderId: 'u-liuyang' },
      'en-US',
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'This is your own request: you cannot approve it for your leader');
  });

  it('tells the initiator, a secretary of another leader and one whose leader no longer holds it why', async () => {
    const { instId, taskId } = await leaveAtLeader('chenjing');
    const initiator = await auth('chenjing', { taskId });
    assert.deepEqual([initiator.canHandle, initiator.message], [false, '您不是该任务的办理人']);
    assert.equal((await auth('chenjing', { taskId }, 'en-US')).message, 'You are not a handler of this task');
    assert.equal(
      (await auth('staff', { taskId, leaderId: 'u-zhangwei' }, 'en-US')).message,
      'You are not a secretary of this leader',
    );
    // 刘洋 hands the task over to 李娜: his secretary, who still sees the request (陈静 circulated it to
    // him), may no longer act on it for him.
    okValue(
      await flow.as('chenjing', 'POST', '/runtime/instance/v1/doNextCopyto', {
        instId,
        userIds: ['u-staff'],
      }),
    );
    okValue(
      await flow.as('liuyang', 'POST', '/runtime/task/v1/taskToTrans', {
        taskId,
        userId: 'u-lina',
        opinion: '',
      }),
    );
    const query = { taskId, leaderId: 'u-liuyang' };
    assert.equal((await auth('staff', query)).message, '该任务已不在该领导的待办中');
    assert.equal((await auth('staff', query, 'zh-TW')).message, '該任務已不在該領導的待辦中');
    assert.equal(
      (await auth('staff', query, 'en-US')).message,
      "This task is no longer among this leader's to-dos",
    );
  });
});

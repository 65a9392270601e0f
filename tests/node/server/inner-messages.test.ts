/**
 * Inner messages (issue 15) over real HTTP: the workflow's task messages (assignment, urging,
 * communication), sending to people and to groups with every refusal, the list (unread first, filters,
 * paging), detail, mark, remove (one's own receipt only) and the badge.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { InnerMessage, SentMessage } from '../../../api/contract/messages.js';
import { leaveData, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

const M = '/message/messageReceiver/v1';
const SEND = '/message/messageSend/v1/send';

describe('inner messages', () => {
  let flow: WorkflowClient;
  withWorkflowServer((_server, client) => {
    flow = client;
  });

  const value = <T>(answer: { status: number; body: Envelope<T> }): T => {
    assert.equal(answer.status, 200, answer.body.message);
    assert.equal(answer.body.state, true, answer.body.message);
    return answer.body.value as T;
  };
  const badge = async (account: string) => value<number>(await flow.as(account, 'GET', `${M}/getMsgbadge`));
  const list = async (account: string, body: unknown = {}) =>
    value<PageList<InnerMessage>>(await flow.as(account, 'POST', `${M}/list`, body));
  const newest = async (account: string, subjectLike: string) => {
    const page = await list(account, {
      querys: [{ property: 'subject', value: subjectLike, operation: 'LIKE' }],
      sorter: [{ property: 'createTime', direction: 'DESC' }],
    });
    assert.ok(page.rows[0], `a message like ${subjectLike} for ${account}`);
    return page.rows[0];
  };
  const send = (account: string, body: Record<string, unknown>, language?: string) =>
    flow.as<SentMessage>(account, 'POST', SEND, body, language);

  it('a new task raises its assignee’s badge with a message that opens the approval form; reading it lowers the badge', async () => {
    const before = await badge('liuyang');
    const instId = await flow.start('staff', 'leave', leaveData(2, { reason: '消息测试' }));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    assert.equal(await badge('liuyang'), before + 1);
    const message = await newest('liuyang', '【待办】');
    assert.equal(message.type, 'task');
    assert.equal(message.senderName, '王晓明');
    assert.equal(message.isRead, false);
    assert.equal(message.link, `/matter/approvalForm?taskId=${taskId}`);
    const detail = value<InnerMessage>(await flow.as('liuyang', 'GET', `${M}/get?id=${message.id}`));
    assert.equal(detail.isRead, true);
    assert.match(detail.body ?? '', /等待您处理/);
    assert.equal(await badge('liuyang'), before);
    // The initiator is not told of the task their own start made for someone else.
    assert.equal(
      (await list('staff', { querys: [{ property: 'type', value: 'task', operation: 'EQUAL' }] })).rows.some(
        (row) => row.id === message.id,
      ),
      false,
    );
  });

  it('urging and communication send task messages with what the sender wrote, as text', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(5));
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    value(await flow.complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '同意' }));
    const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
    value(
      await flow.as('staff', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', {
        instId,
        opinion: '请尽快<b>审批</b>',
      }),
    );
    const urge = await newest('lina', '【催办】');
    assert.equal(urge.link, `/matter/approvalForm?taskId=${hrTask}`);
    const urgeDetail = value<InnerMessage>(await flow.as('lina', 'GET', `${M}/get?id=${urge.id}`));
    assert.match(urgeDetail.body ?? '', /请尽快&#60;b&#62;审批&#60;\/b&#62;/);

    const before = await badge('huangmin');
    value(
      await flow.as('lina', 'POST', '/runtime/task/v1/communicate', {
        taskId: hrTask,
        userIds: ['u-huangmin'],
        opinion: '系统权限需要回收吗？',
      }),
    );
    assert.equal(await badge('huangmin'), before + 1);
    const communicated = await newest('huangmin', '【沟通】');
    assert.equal(communicated.link, `/matter/approvalForm?instId=${instId}&isReadonly=true&type=notice`);
  });

  it('sends to people and to the sender’s groups, each once, never to the sender', async () => {
    const group = value<string>(
      await flow.as('staff', 'POST', '/uc/ucGroup/v1/save', { name: '消息测试组' }),
    );
    value(
      await flow.as('staff', 'POST', '/uc/ucGroupUser/v1/saveJson', {
        groupId: group,
        userIds: ['u-chenjing', 'u-hulin', 'u-staff'],
      }),
    );
    const before = {
      chenjing: await badge('chenjing'),
      hulin: await badge('hulin'),
      staff: await badge('staff'),
    };
    const sent = value(
      await send('staff', {
        receiverIds: ['u-chenjing'],
        groupIds: [group],
        subject: '周五例会',
        body: '<p>下午三点，<strong>三楼</strong>会议室。</p>',
      }),
    );
    assert.equal(sent.receivers, 2);
    assert.equal(await badge('chenjing'), before.chenjing + 1);
    assert.equal(await badge('hulin'), before.hulin + 1);
    assert.equal(await badge('staff'), before.staff);
    const received = await newest('hulin', '周五例会');
    assert.equal(received.type, 'personal');
    assert.equal(received.link, null);
    assert.equal(received.senderId, 'u-staff');
  });

  it('refuses a send without subject, text or receivers, with unknown people or another’s group', async () => {
    const others = value<string>(
      await flow.as('chenjing', 'POST', '/uc/ucGroup/v1/save', { name: '陈静的组' }),
    );
    const answers = [
      await send('staff', { receiverIds: ['u-chenjing'], subject: '', body: '<p>x</p>' }),
      await send('staff', { receiverIds: ['u-chenjing'], subject: '空', body: '<p> </p>' }),
      await send('staff', { receiverIds: [], subject: '无人', body: '<p>x</p>' }),
      await send('staff', { receiverIds: ['u-staff'], subject: '自己', body: '<p>x</p>' }),
      await send('staff', { receiverIds: ['u-nobody'], subject: '查无此人', body: '<p>x</p>' }),
      await send('staff', { receiverIds: ['u-supplier'], subject: '供应商', body: '<p>x</p>' }),
      await send('staff', { groupIds: [others], subject: '别人的组', body: '<p>x</p>' }),
      await send('staff', {
        receiverIds: ['u-chenjing'],
        subject: '外链',
        body: '<p>x</p>',
        link: 'https://evil.example',
      }),
      await send('staff', {
        receiverIds: ['u-chenjing'],
        subject: '外链',
        body: '<p>x</p>',
        link: '//evil.example',
      }),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.body.state),
      answers.map(() => false),
    );
    assert.deepEqual(
      answers.slice(1, 7).map((answer) => answer.body.message),
      [
        '请填写消息内容',
        '请选择接收人',
        '请选择接收人',
        '所选人员不存在',
        '所选人员不存在',
        '联系人分组不存在',
      ],
    );
    assert.equal(answers[0]?.status, 400);
    assert.equal(answers[7]?.status, 400);
    assert.equal(answers[8]?.status, 400);
    const english = await send('staff', { receiverIds: [], subject: 'x', body: '<p>x</p>' }, 'en-US');
    assert.equal(english.body.message, 'Please choose who receives the message');
  });

  it('lists unread first with filters and paging; marks many read and unread; removes only one’s own receipt', async () => {
    const ids: string[] = [];
    for (const subject of ['列表一', '列表二', '列表三']) {
      ids.push(
        value(
          await send('zhangwei', { receiverIds: ['u-sunli', 'u-majun'], subject, body: `<p>${subject}</p>` }),
        ).id,
      );
    }
    const [first, second, third] = ids as [string, string, string];
    value(await flow.as('sunli', 'GET', `${M}/get?id=${third}`));
    // 孙丽 also gets the workflow's copies (知会): the personal ones are this test's.
    const personal = { property: 'type', value: 'personal', operation: 'EQUAL' };
    const mine = (body: { pageBean?: unknown; querys?: unknown[] } = {}) =>
      list('sunli', { ...body, querys: [personal, ...(body.querys ?? [])] });
    const all = await mine({ pageBean: { page: 1, pageSize: 10 } });
    assert.deepEqual(
      all.rows.map((row) => [row.subject, row.isRead]),
      [
        ['列表二', false],
        ['列表一', false],
        ['列表三', true],
      ],
    );
    const paged = await mine({ pageBean: { page: 2, pageSize: 2, showTotal: true } });
    assert.deepEqual([paged.total, paged.rows.map((row) => row.subject)], [3, ['列表三']]);
    const unread = await mine({ querys: [{ property: 'isRead', value: false, operation: 'EQUAL' }] });
    assert.deepEqual(
      unread.rows.map((row) => row.subject),
      ['列表二', '列表一'],
    );
    const search = await mine({ querys: [{ property: 'subject', value: '表三', operation: 'LIKE' }] });
    assert.deepEqual(
      search.rows.map((row) => row.subject),
      ['列表三'],
    );
    const tasks = await list('sunli', { querys: [{ property: 'type', value: 'task', operation: 'EQUAL' }] });
    assert.ok(tasks.rows.every((row) => row.type === 'task'));
    const unreadBefore = await badge('sunli');

    assert.equal(
      value(await flow.as('sunli', 'POST', `${M}/mark`, { ids: [first, second], isRead: true })),
      2,
    );
    assert.equal(await badge('sunli'), unreadBefore - 2);
    assert.equal(value(await flow.as('sunli', 'POST', `${M}/mark`, { ids: [third], isRead: false })), 1);
    assert.equal(await badge('sunli'), unreadBefore - 1);

    assert.equal(value(await flow.as('sunli', 'POST', `${M}/remove`, { ids: [first, third] })), 2);
    assert.deepEqual(
      (await mine()).rows.map((row) => row.subject),
      ['列表二'],
    );
    assert.equal(await badge('sunli'), unreadBefore - 2);
    // 马军 still has all three.
    const majun = await list('majun', { querys: [personal] });
    assert.equal(majun.rows.length, 3);
    const gone = await flow.as('sunli', 'GET', `${M}/get?id=${first}`);
    assert.deepEqual([gone.body.state, gone.body.message], [false, '消息不存在']);
    const again = await flow.as('sunli', 'POST', `${M}/remove`, { ids: [first] });
    assert.deepEqual([again.body.state, again.body.message], [false, '消息不存在']);
    const empty = await flow.as('sunli', 'POST', `${M}/mark`, { ids: [], isRead: true });
    assert.equal(empty.status, 400);
    const unknownFilter = await flow.as('sunli', 'POST', `${M}/list`, {
      querys: [{ property: 'receiver_id', value: 'u-majun', operation: 'EQUAL' }],
    });
    assert.equal(unknownFilter.status, 400);
  });
});

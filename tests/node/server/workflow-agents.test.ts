/**
 * Agents, secretaries and the post switch (issue 15) over HTTP to the real server: an agent set for today
 * receives a newly started task (held for the principal, in their delegated list); overlapping and
 * circular agents are refused with a clear message; a secretary approves for their leader; a leader's
 * flow menu has no leader to-do; getByAccount answers the switched post.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { MenuItem } from '../../../api/contract/menu.js';
import type { DelegateRow } from '../../../api/contract/workflow-lists.js';
import type { AgentEntry, SecretaryEntry } from '../../../api/contract/workflow-settings.js';
import type { TestServer } from './harness.js';
import { leaveData, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

const AGENT = '/bpmModel/agent/v1';
const SECRETARY = '/runtime/bpmSecretaryManage/v1';
const HOUR = 3_600_000;

const period = (fromHours: number, toHours: number) => ({
  startTime: new Date(Date.now() + fromHours * HOUR).toISOString(),
  endTime: new Date(Date.now() + toHours * HOUR).toISOString(),
});

describe('agents, secretaries and the post switch', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const saveAgent = (account: string, body: Record<string, unknown>, language?: string) =>
    flow.as<AgentEntry>(account, 'POST', `${AGENT}/save`, { allFlows: true, defKeys: [], ...body }, language);
  const removeAgents = (account: string, ids: string[]) =>
    flow.as(account, 'DELETE', `${AGENT}/remove?ids=${ids.join(',')}`);

  describe('agents', () => {
    it('gives a task started today to the agent, held for the principal, who sees it as delegated', async () => {
      const saved = await saveAgent('liuyang', {
        agentId: 'u-huangmin',
        ...period(-1, 24),
        allFlows: false,
        defKeys: ['leave'],
        remark: '出差期间',
      });
      assert.equal(saved.body.state, true, saved.body.message);
      const agent = saved.body.value as AgentEntry;
      assert.deepEqual(
        [agent.principalName, agent.agentName, agent.state, agent.defNames],
        ['刘洋', '黄敏', 'active', ['请假申请']],
      );
      try {
        const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
        assert.deepEqual(await flow.candidatesOf(instId, 'leader'), ['u-huangmin']);
        const delegated = await flow.as<PageList<DelegateRow>>(
          'liuyang',
          'POST',
          '/runtime/task/v1/getDelegate',
          {},
        );
        const row = (delegated.body.value as PageList<DelegateRow>).rows.find(
          (task) => task.instId === instId,
        );
        assert.ok(row, 'the principal sees the task among the delegated ones');
        assert.equal(row.assigneeName, '黄敏');
        // The agent handles it; 刘洋 no longer may.
        const taskId = await flow.pendingTask(instId, 'leader', 'huangmin');
        const refused = await flow.complete('liuyang', { taskId, actionName: 'agree', opinion: '' });
        assert.equal(refused.body.state, false);
        const done = await flow.complete('huangmin', { taskId, actionName: 'agree', opinion: '代刘洋同意' });
        assert.equal(done.body.state, true, done.body.message);
      } finally {
        await removeAgents('liuyang', [agent.id]);
      }
    });

    it('leaves tasks of other flows, and tasks outside the period, with the principal', async () => {
      const later = await saveAgent('liuyang', { agentId: 'u-huangmin', ...period(24, 48) });
      const otherFlow = await saveAgent('liuyang', {
        agentId: 'u-huangmin',
        ...period(-1, 12),
        allFlows: false,
        defKeys: ['purchase'],
      });
      assert.equal(later.body.state, true, later.body.message);
      assert.equal(otherFlow.body.state, true, otherFlow.body.message);
      try {
        const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
        assert.deepEqual(await flow.candidatesOf(instId, 'leader'), ['u-liuyang']);
      } finally {
        await removeAgents('liuyang', [
          (later.body.value as AgentEntry).id,
          (otherFlow.body.value as AgentEntry).id,
        ]);
      }
    });

    it('refuses overlapping, circular, own and inverted agents with a clear message', async () => {
      const first = await saveAgent('chenjing', { agentId: 'u-yangfan', ...period(0, 48) });
      assert.equal(first.body.state, true, first.body.message);
      const second = await saveAgent('yangfan', {
        agentId: 'u-hulin',
        ...period(0, 48),
        allFlows: false,
        defKeys: ['purchase'],
      });
      assert.equal(second.body.state, true, second.body.message);
      try {
        const overlap = await saveAgent('chenjing', { agentId: 'u-hulin', ...period(24, 72) });
        assert.equal(overlap.status, 400);
        assert.match(overlap.body.message, /^该时间段内已有相同流程的代理：杨帆（/);
        const english = await saveAgent('chenjing', { agentId: 'u-hulin', ...period(24, 72) }, 'en-US');
        assert.match(english.body.message, /^An agent for the same flows already covers this period: 杨帆/);
        // 陈静 → 杨帆 (every flow) and 杨帆 → 胡琳 (purchases): 胡琳 → 陈静 closes a loop of three; 杨帆 → 陈静
        // for leaves (no overlap with 杨帆's purchases) one of two.
        for (const [account, defKeys] of [
          ['hulin', ['purchase']],
          ['yangfan', ['leave']],
        ] as const) {
          const loop = await saveAgent(account, {
            agentId: 'u-chenjing',
            ...period(1, 2),
            allFlows: false,
            defKeys,
          });
          assert.equal(loop.status, 400, account);
          assert.equal(
            loop.body.message,
            '代理关系不能形成循环：所选代理人在该时间段内已直接或间接由委托人代理',
          );
        }
        // After the period the same agent is no loop.
        const afterwards = await saveAgent('hulin', { agentId: 'u-chenjing', ...period(49, 50) });
        assert.equal(afterwards.body.state, true, afterwards.body.message);
        await removeAgents('hulin', [(afterwards.body.value as AgentEntry).id]);
        const own = await saveAgent('chenjing', { agentId: 'u-chenjing', ...period(100, 101) });
        assert.equal(own.body.message, '不能设置自己为代理人');
        const inverted = await saveAgent('chenjing', { agentId: 'u-hulin', ...period(101, 100) });
        assert.equal(inverted.body.message, '结束时间必须晚于开始时间');
        const noFlows = await saveAgent('chenjing', {
          agentId: 'u-hulin',
          ...period(100, 101),
          allFlows: false,
        });
        assert.equal(noFlows.body.message, '请选择代理的流程');
        const stranger = await saveAgent('chenjing', { agentId: 'u-supplier', ...period(100, 101) });
        assert.equal(stranger.body.message, '所选人员不存在');
      } finally {
        await removeAgents('chenjing', [(first.body.value as AgentEntry).id]);
        await removeAgents('yangfan', [(second.body.value as AgentEntry).id]);
      }
    });

    it('lets a user read and change only their own agents; an administrator manages everyone’s', async () => {
      const saved = await saveAgent('sunli', { agentId: 'u-lina', ...period(200, 210) });
      const agent = saved.body.value as AgentEntry;
      const mine = await flow.as<PageList<AgentEntry>>('sunli', 'POST', `${AGENT}/listJson?isMgr=false`, {});
      assert.deepEqual(
        (mine.body.value as PageList<AgentEntry>).rows.map((row) => row.id),
        [agent.id],
      );
      assert.equal((await flow.as('majun', 'GET', `${AGENT}/agentGet?id=${agent.id}`)).status, 404);
      assert.equal((await removeAgents('majun', [agent.id])).status, 404);
      assert.equal((await flow.as('majun', 'POST', `${AGENT}/listJson?isMgr=true`, {})).status, 403);
      const all = await flow.as<PageList<AgentEntry>>('zhaolei', 'POST', `${AGENT}/listJson?isMgr=true`, {});
      assert.ok((all.body.value as PageList<AgentEntry>).rows.some((row) => row.id === agent.id));
      const changed = await saveAgent('zhaolei', { id: agent.id, agentId: 'u-majun', ...period(200, 220) });
      assert.equal(changed.body.state, true, changed.body.message);
      assert.deepEqual(
        [(changed.body.value as AgentEntry).principalName, (changed.body.value as AgentEntry).agentName],
        ['孙丽', '马军'],
      );
      const got = await flow.as<AgentEntry>('sunli', 'GET', `${AGENT}/agentGet?id=${agent.id}`);
      assert.equal((got.body.value as AgentEntry).agentId, 'u-majun');
      assert.equal((await removeAgents('sunli', [agent.id])).body.state, true);
      assert.equal((await flow.as('sunli', 'GET', `${AGENT}/agentGet?id=${agent.id}`)).status, 404);
    });
  });

  describe('secretaries', () => {
    it('a leader names a secretary, who approves a task for the leader with leaderId', async () => {
      const saved = await flow.as<SecretaryEntry[]>('zhaolei', 'POST', `${SECRETARY}/save`, {
        secretaryIds: ['u-linfeng'],
      });
      assert.equal(saved.body.state, true, saved.body.message);
      const entry = (saved.body.value as SecretaryEntry[]).find((row) => row.secretaryId === 'u-linfeng');
      assert.ok(entry);
      const got = await flow.as<SecretaryEntry>('zhaolei', 'GET', `${SECRETARY}/get/${entry.id}`);
      assert.deepEqual([got.body.value?.leaderName, got.body.value?.secretaryName], ['赵磊', '林峰']);
      assert.equal((await flow.as('huangmin', 'GET', `${SECRETARY}/get/${entry.id}`)).status, 404);
      const byUser = await flow.as<SecretaryEntry[]>('zhaolei', 'GET', `${SECRETARY}/getSecretaryByUserId`);
      assert.ok((byUser.body.value as SecretaryEntry[]).some((row) => row.id === entry.id));

      const instId = await flow.start('huangmin', 'leave', leaveData(1, { endDate: '2026-12-01' }));
      const taskId = await flow.pendingTask(instId, 'leader', 'zhaolei');
      const leaderTodo = await flow.as<PageList<{ taskId: string }>>(
        'linfeng',
        'POST',
        '/runtime/task/v1/getLeaderTodoList',
        {},
      );
      assert.ok(
        (leaderTodo.body.value as PageList<{ taskId: string }>).rows.some((row) => row.taskId === taskId),
      );
      const done = await flow.complete('linfeng', {
        taskId,
        actionName: 'agree',
        opinion: '秘书代批',
        leaderId: 'u-zhaolei',
      });
      assert.equal(done.body.state, true, done.body.message);

      // Removed, the secretary may no longer act for the leader.
      assert.equal((await flow.as('huangmin', 'DELETE', `${SECRETARY}/removes?ids=${entry.id}`)).status, 404);
      assert.equal(
        (await flow.as('zhaolei', 'DELETE', `${SECRETARY}/removes?ids=${entry.id}`)).body.state,
        true,
      );
      const next = await flow.start('huangmin', 'leave', leaveData(1, { endDate: '2026-12-01' }));
      const nextTask = await flow.pendingTask(next, 'leader', 'zhaolei');
      const refused = await flow.complete('linfeng', {
        taskId: nextTask,
        actionName: 'agree',
        opinion: '',
        leaderId: 'u-zhaolei',
      });
      assert.equal(refused.body.state, false);
    });

    it('refuses naming oneself, and others’ leaders to non-administrators', async () => {
      const own = await flow.as('zhaolei', 'POST', `${SECRETARY}/save`, { secretaryIds: ['u-zhaolei'] });
      assert.equal(own.body.message, '不能设置自己为秘书');
      const others = await flow.as('huangmin', 'POST', `${SECRETARY}/save`, {
        leaderId: 'u-zhaolei',
        secretaryIds: ['u-huangmin'],
      });
      assert.equal(others.status, 403);
      assert.equal((await flow.as('huangmin', 'GET', `${SECRETARY}/list?personal=false`)).status, 403);
      const all = await flow.as<SecretaryEntry[]>('zhaolei', 'GET', `${SECRETARY}/list?personal=false`);
      assert.ok(
        (all.body.value as SecretaryEntry[]).some(
          (row) => row.leaderName === '刘洋' && row.secretaryName === '王晓明',
        ),
      );
    });

    it('a leader’s flow menu has no leader to-do; a secretary’s keeps it', async () => {
      const aliases = async (account: string) => {
        const { body } = await flow.as<MenuItem[]>(
          account,
          'GET',
          '/portal/sys/sysMenu/v1/getCurrentUserMenu',
        );
        const walk = (items: MenuItem[]): string[] =>
          items.flatMap((item) => [item.alias, ...walk(item.children ?? [])]);
        return walk(body.value as MenuItem[]);
      };
      assert.ok((await aliases('staff')).includes('leaderTask'));
      assert.ok(!(await aliases('liuyang')).includes('leaderTask'));
      assert.ok((await aliases('liuyang')).includes('myTask'));
      // The menu tree is cached; naming a secretary, or removing the last one, changes it at once.
      const saved = await flow.as<SecretaryEntry[]>('staff', 'POST', `${SECRETARY}/save`, {
        secretaryIds: ['u-linfeng'],
      });
      assert.equal(saved.body.state, true, saved.body.message);
      assert.ok(!(await aliases('staff')).includes('leaderTask'));
      const ids = (saved.body.value as SecretaryEntry[]).map((row) => row.id).join(',');
      assert.equal((await flow.as('staff', 'DELETE', `${SECRETARY}/removes?ids=${ids}`)).body.state, true);
      assert.ok((await aliases('staff')).includes('leaderTask'));
    });
  });

  it('getByAccount answers the post the session switched to', async () => {
    const token = await flow.token('staff');
    const info = async (cookie?: string) => {
      const { body } = await server.request<Envelope<{ postMap: { postId: string } | null }>>(
        'POST',
        '/uc/api/user/v1/user/getByAccount',
        { token, body: {}, headers: cookie ? { cookie } : {} },
      );
      return body.value?.postMap?.postId;
    };
    assert.equal(await info(), 'post-purchase-specialist');
    const { headers } = await server.request('GET', '/uc/ucGroup/v1/setCookie?postId=post-it-engineer', {
      token,
    });
    const cookie = (headers.get('set-cookie') ?? '').split(';')[0];
    assert.equal(await info(cookie), 'post-it-engineer');
    // A post the user does not hold is ignored.
    assert.equal(await info('postId=post-gm'), 'post-purchase-specialist');
  });
});

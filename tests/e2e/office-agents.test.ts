/**
 * Agents, secretaries and common phrases in the built portal (issue 15), like a person: a leader sets an
 * agent for today on 代理设置 and a request started afterwards waits for the agent, who approves it while
 * the leader sees it among the delegated tasks; a leader names a secretary on 秘书设置, the secretary keeps
 * a phrase on 常用语 (the leader, an administrator, also sees every leader's secretaries), finds the leader's request on 领导待办, picks the phrase in the opinion box and
 * approves for the leader. Each settings page is checked with axe. Requests are started over HTTP.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { openTab, withPortal } from './harness.js';
import { portalCalls } from './sign-in.js';

describe('agents, secretaries and common phrases', () => {
  const suite = withPortal();
  const { token, call } = portalCalls(suite);
  const startLeave = async (account: string, reason: string) => {
    const answer = await call<{ instId: string }>(account, 'POST', '/runtime/instance/v1/start', {
      flowKey: 'leave',
      data: { leaveType: 'annual', startDate: '2026-12-01', endDate: '2026-12-02', days: 2, reason },
    });
    assert.equal(answer.state, true, answer.message);
    return answer.value?.instId as string;
  };
  const listed = async (account: string, list: string, instId: string) => {
    const answer = await call<{ rows: { instId: string }[] }>(account, 'POST', `/runtime/task/v1/${list}`, {
      pageBean: { page: 1, pageSize: 100 },
    });
    return answer.value?.rows.some((row) => row.instId === instId) ?? false;
  };
  // Every page is a tab of one context, whose cache keeps the portal's chunks from one page to the next.
  const open = async (account: string, path: string): Promise<Page> => {
    const page = await openTab(suite.browser);
    await page.goto(`${suite.portal.url}/front${path}?token=${await token(account)}`);
    return page;
  };
  /** axe over the page, or only `within` it for a dialog over a page checked whole just before. */
  const assertAccessible = async (page: Page, where: string, within?: string[]) => {
    const violations = await axeViolations(page, within);
    assert.deepEqual(violations, [], `${where}: ${violations.join('\n')}`);
  };
  const dialog = (page: Page) => page.locator('sl-dialog[open]');
  const pick = async (page: Page, label: string, name: string) => {
    await dialog(page).getByRole('combobox', { name: label }).fill(name);
    await dialog(page)
      .getByRole('option', { name: new RegExp(name) })
      .click();
    await dialog(page).getByRole('listitem').filter({ hasText: name }).waitFor();
  };

  it('gives a request started after the agent was set for today to the agent', async () => {
    const page = await open('liuyang', '/setting/agent');
    await page.getByRole('heading', { name: '代理设置' }).waitFor();
    await page.getByText('暂无代理设置').waitFor();
    await assertAccessible(page, 'the agent settings page');
    await page.getByRole('button', { name: '新增代理' }).click();
    await pick(page, '代理人', '黄敏');
    await assertAccessible(page, 'the agent dialog', ['agent-settings']);
    await dialog(page).getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row').filter({ hasText: '黄敏' });
    await row.getByText('代理中').waitFor();
    await row.getByText('全部流程').waitFor();

    const instId = await startLeave('staff', '代理期间的请假');
    assert.ok(await listed('huangmin', 'getTodoList', instId), 'the agent has the task');
    assert.ok(!(await listed('liuyang', 'getTodoList', instId)), 'the leader does not');
    assert.ok(await listed('liuyang', 'getDelegate', instId), 'the leader sees it as delegated');

    const agent = await open('huangmin', '/flow/myTask');
    // The staff home (kept in its tab) lists the same to-do: click the one the 我的待办 page shows.
    await agent.locator('task-list').getByText('王晓明的请假申请（2天）').first().click();
    await agent.locator('approval-panel').getByRole('button', { name: '同意', exact: true }).click();
    await agent.waitForURL(/\/front\/flow\/myTask/);
    const opinions = await call<{ statusVal: string; auditorName?: string }[]>(
      'staff',
      'GET',
      `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`,
    );
    assert.ok(opinions.value?.some((row) => row.statusVal === 'agree' && row.auditorName === '黄敏'));

    // Removed, new requests wait for the leader again.
    // sl-button's own button (named 删除 黄敏…), which Playwright waits to be enabled; its host it would not.
    await row.getByRole('button', { name: /^删除/ }).click();
    await page.getByText('暂无代理设置').waitFor();
    const next = await startLeave('staff', '代理结束后的请假');
    assert.ok(await listed('liuyang', 'getTodoList', next));
    await page.close();
    await agent.close();
  });

  it('a secretary picks a common phrase and approves for the leader', async () => {
    const leader = await open('zhaolei', '/setting/secretary');
    await leader.getByText('暂无秘书').waitFor();
    await assertAccessible(leader, 'the secretary settings page');
    await leader.getByRole('button', { name: '添加秘书' }).click();
    await pick(leader, '秘书', '林峰');
    await dialog(leader).getByRole('button', { name: '保存' }).click();
    await leader.getByRole('row').filter({ hasText: '林峰' }).waitFor();
    // An administrator (赵磊, 系统管理员) also sees every leader's secretaries.
    await leader.getByRole('tab', { name: '全部人员' }).click();
    await leader.getByRole('row').filter({ hasText: '刘洋' }).filter({ hasText: '王晓明' }).waitFor();

    const secretary = await open('linfeng', '/setting/approvalItem');
    await secretary.getByText('暂无常用语').waitFor();
    await secretary.getByRole('button', { name: '新增常用语' }).click();
    await dialog(secretary).getByRole('textbox', { name: '常用语' }).fill('已核实，代领导同意。');
    await assertAccessible(secretary, 'the phrase dialog');
    await dialog(secretary).getByRole('button', { name: '保存' }).click();
    await secretary.getByRole('row').filter({ hasText: '已核实，代领导同意。' }).waitFor();

    const instId = await startLeave('huangmin', '请领导审批');
    await secretary.goto(`${suite.portal.url}/front/flow/leaderTask`);
    await secretary.getByText('黄敏的请假申请（2天）').first().click();
    const panel = secretary.locator('approval-panel');
    await panel.getByRole('button', { name: '常用语' }).click();
    await secretary.getByRole('menuitem', { name: '已核实，代领导同意。' }).click();
    assert.equal(await panel.getByRole('textbox', { name: '审批意见' }).inputValue(), '已核实，代领导同意。');
    await panel.getByRole('button', { name: '同意', exact: true }).click();
    await secretary.waitForURL(/\/front\/flow\/(myTask|leaderTask)/);
    const opinions = await call<{ statusVal: string; opinion?: string }[]>(
      'huangmin',
      'GET',
      `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`,
    );
    assert.ok(
      opinions.value?.some((row) => row.statusVal === 'agree' && row.opinion === '已核实，代领导同意。'),
    );
    await leader.close();
    await secretary.close();
  });
});

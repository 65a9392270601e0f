/**
 * Inner messages and contact groups in the built portal (issue 15), like a person: a task assignment
 * raises the approver's header badge and reading the message lowers it; a message written from the
 * contacts page reaches a colleague's badge; a contact group is created, members added through the
 * user picker and reordered with the keyboard. Each page is checked with axe.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { openTab, withPortal } from './harness.js';
import { signInOverHttp } from './sign-in.js';

describe('inner messages and contacts', () => {
  const suite = withPortal();
  const tokens = new Map<string, string>();
  const token = async (account: string) => {
    if (!tokens.has(account)) tokens.set(account, (await signInOverHttp(suite.portal.url, account)).token);
    return tokens.get(account) as string;
  };
  // Every page is a tab of one context, whose cache keeps the portal's chunks from one page to the next.
  const open = async (account: string, path: string): Promise<Page> => {
    const page = await openTab(suite.browser);
    await page.goto(`${suite.portal.url}/front${path}?token=${await token(account)}`);
    return page;
  };
  /** The account's unread count as the server answers it. */
  const unreadOf = async (account: string) => {
    const response = await fetch(`${suite.portal.url}/message/messageReceiver/v1/getMsgbadge`, {
      headers: { authorization: `Bearer ${await token(account)}` },
    });
    return ((await response.json()) as { value: number }).value;
  };
  /** Waits until the header's message badge shows `count`. */
  const badgeShows = (page: Page, count: number) =>
    page.waitForFunction(
      (wanted) =>
        Number(
          /(\d+)$/.exec(document.querySelector('a.message-bell')?.getAttribute('aria-label') ?? '')?.[1] ?? 0,
        ) === wanted,
      count,
    );
  /** axe over the page, or only `within` it for a dialog over a page checked whole just before. */
  const assertAccessible = async (page: Page, where: string, within?: string[]) => {
    const violations = await axeViolations(page, within);
    assert.deepEqual(violations, [], `${where}: ${violations.join('\n')}`);
  };

  it('a new task raises the approver’s message badge; reading the message lowers it', async () => {
    const page = await open('liuyang', '/office/innerMessage');
    const list = page.locator('inner-message-list');
    await list.locator('[part="item"], [part="status"]').first().waitFor();
    const before = await unreadOf('liuyang');
    await badgeShows(page, before);
    const started = await fetch(`${suite.portal.url}/runtime/instance/v1/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token('staff')}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        flowKey: 'leave',
        data: {
          leaveType: 'annual',
          startDate: '2026-12-01',
          endDate: '2026-12-02',
          days: 2,
          reason: '消息旅程',
        },
      }),
    });
    assert.equal(((await started.json()) as { state: boolean }).state, true);
    await page.reload();
    await badgeShows(page, before + 1);
    const row = list.locator('[part="item"]').filter({ hasText: '【待办】' }).first();
    await row.getByRole('button', { name: /【待办】/ }).click();
    await row.locator('[part="detail"] rich-text').waitFor();
    await badgeShows(page, before);
    await assertAccessible(page, 'the message list with a message open');
    await row.getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL(/\/matter\/approvalForm\?taskId=/);
    await page.locator('approval-panel').getByRole('button').first().waitFor();
    await page.close();
  });

  it('a group is created, members added and reordered; a message to it reaches a member’s badge', async () => {
    const page = await open('staff', '/office/contacts');
    const groups = page.locator('contact-group-manager');
    await groups.getByText('还没有分组').or(groups.locator('[part="group"]').first()).waitFor();
    await groups.getByRole('textbox', { name: '新分组名称' }).fill('旅程小组');
    await groups.getByRole('button', { name: '新建分组' }).click();
    await groups.getByRole('heading', { name: '旅程小组' }).waitFor();
    const picker = groups.locator('user-picker');
    for (const name of ['胡琳', '陈静']) {
      await picker.getByRole('combobox', { name: '添加成员' }).fill(name);
      await picker.getByRole('option', { name: new RegExp(name) }).click();
    }
    await groups.getByRole('button', { name: '添加', exact: true }).click();
    const names = groups.locator('[part="item"] .name');
    await page.waitForFunction(() => {
      const host = document.querySelector('contact-group-manager');
      return host?.shadowRoot?.querySelectorAll('[part="item"]').length === 2;
    });
    assert.deepEqual(await names.allTextContents(), ['胡琳', '陈静']);
    await assertAccessible(page, 'the contacts page with a group');
    await groups.getByRole('button', { name: '下移：胡琳' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const host = document.querySelector('contact-group-manager');
      return host?.shadowRoot?.querySelector('[part="item"] .name')?.textContent === '陈静';
    });
    assert.deepEqual(await names.allTextContents(), ['陈静', '胡琳']);
    await page.reload();
    await groups.getByRole('button', { name: /旅程小组/ }).click();
    await page.waitForFunction(() => {
      const host = document.querySelector('contact-group-manager');
      return host?.shadowRoot?.querySelectorAll('[part="item"]').length === 2;
    });
    assert.deepEqual(await names.allTextContents(), ['陈静', '胡琳'], 'the order is kept');

    const colleague = await open('hulin', '/office/innerMessage');
    const before = await unreadOf('hulin');
    await badgeShows(colleague, before);
    await groups.getByRole('button', { name: '发消息给分组' }).click();
    const dialog = page.locator('message-compose-dialog');
    await dialog.getByRole('textbox', { name: /主题/ }).fill('旅程通知');
    await dialog.getByRole('textbox', { name: /内容/ }).fill('周五下午三点开会。');
    await assertAccessible(page, 'the message dialog', ['message-compose-dialog']);
    await dialog.getByRole('button', { name: '发送' }).click();
    await page.getByText('发送成功').first().waitFor();
    await colleague.reload();
    await badgeShows(colleague, before + 1);
    await colleague
      .locator('inner-message-list')
      .getByRole('button', { name: /旅程通知/ })
      .waitFor();
    await colleague.close();
    await page.close();
  });
});

/**
 * The workflow journey of issue 13 in the built portal, driven like a person: staff (王晓明) starts a
 * 请假申请 of 1.5 days from the start-process cards (the form first refuses an empty submit and keeps what
 * was typed); exactly one approver — 刘洋, his department leader — finds it in the to-do list, opens it
 * and agrees with an opinion; staff then sees it ended in my requests, with 刘洋's opinion. Every page
 * visited is checked with axe, and the to-do list once more in zh-TW and en-US. A workflow administrator
 * (赵磊, 系统管理员) deploys a BPMN file from 流程管理 › 流程定义, sees it listed and opens it in the designer,
 * renames its task on the Modeler's canvas, gives it a form (合同编号) and an assignee role (合同管理员) in the
 * properties panel and deploys version 2; staff starts it, version 3 is deployed while it runs, staff starts
 * one on version 3, and 朱红 (合同管理员) approves both: each ends on its own version. The administrator
 * also opens 流程管理 › 打印模板 from the menu: the demo data prints with the built-in layout.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { reviewModel } from '../fixtures/review-model.js';
import { axeViolations } from './axe.js';
import { openTab, withPortal } from './harness.js';
import { signedInTab, signIn } from './sign-in.js';

const SUBJECT = '王晓明的请假申请（1.5天）';

const CONTRACT_REVIEW_BPMN = reviewModel('contractReview');
const OPINION = '同意，请安排好工作交接。';

/**
 * axe over the page: no violations, with where it was checked in the message. `within` narrows it to
 * what a step of a page checked whole changed (its form with the problems, the content of another tab).
 */
async function assertPageAccessible(page: Page, where: string, within?: string[]): Promise<void> {
  const violations = await axeViolations(page, within);
  assert.deepEqual(violations, [], `${where}: ${violations.join('\n')}`);
}

/**
 * A page signed in through the login form, landing on `path` (the form goes back to ?redirect=): one
 * load of the portal, as when a person follows a link to a page that asks them to sign in first. A tab
 * of the file's one context (openTab), whose cache keeps the portal's chunks from one page to the next.
 */
async function signedIn(browser: Browser, url: string, account: string, path: string): Promise<Page> {
  const page = await openTab(browser);
  await page.goto(`${url}/front/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, account);
  await page.waitForURL(`${url}/front${path}`);
  return page;
}

/** The page of the portal's tabs that is shown now. */
const SHOWN_PAGE = '.staff-content__page:not([hidden])';
const list = (page: Page) => page.locator(`${SHOWN_PAGE} task-list`);
const row = (page: Page, subject: string) => list(page).getByRole('option').filter({ hasText: subject });

/** Waits until a list page has loaded (rows or its empty line) and answers whether the subject is among them. */
async function listShows(page: Page, subject: string): Promise<boolean> {
  await page.waitForFunction(() => {
    const root = document.querySelector('.staff-content__page:not([hidden]) task-list')?.shadowRoot;
    const base = root?.querySelector('[part="base"]');
    return Boolean(
      base &&
        base.getAttribute('aria-busy') === 'false' &&
        root?.querySelector('[part="row"], .load-state--empty'),
    );
  });
  return (await row(page, subject).count()) > 0;
}

/** The pages of the 流程中心 menu; `shows` what their list, cards or form is, for those checked here. */
const FLOW_PAGES: {
  entry: string;
  path: string;
  shows?: string;
  tabs: { tab: string; shows: string }[];
}[] = [
  {
    entry: '我的待办',
    path: '/flow/myTask',
    tabs: [
      { tab: '待办卡片', shows: 'flow-cards' },
      { tab: '我委托的', shows: 'task-list' },
    ],
  },
  {
    entry: '发起流程',
    path: '/flow/startProcess',
    shows: 'flow-cards',
    tabs: [
      { tab: '全部流程', shows: 'task-list' },
      { tab: '我的收藏', shows: 'task-list' },
    ],
  },
  { entry: '我的请求', path: '/flow/myRequest', tabs: [] },
  {
    entry: '我的已办',
    path: '/flow/myDone',
    shows: 'task-list',
    tabs: [{ tab: '已办流程', shows: 'task-list' }],
  },
  { entry: '我的草稿', path: '/flow/myDraft', shows: 'task-list', tabs: [] },
  { entry: '领导待办', path: '/flow/leaderTask', tabs: [{ tab: '领导待办卡片', shows: 'flow-cards' }] },
  {
    entry: '已阅事项',
    path: '/flow/noticeList?type=1',
    shows: 'task-list',
    tabs: [
      { tab: '待阅', shows: 'task-list' },
      { tab: '我发出的', shows: 'task-list' },
    ],
  },
];

/** The element named by `tag` in the page shown now, if any: a tab's panel is made anew when it is chosen. */
function shownElement(page: Page, tag: string | undefined) {
  return page.evaluateHandle(
    (name) => (name ? document.querySelector(`.staff-content__page:not([hidden]) ${name}`) : null),
    tag,
  );
}

/** Waits until the shown page holds a `tag` (another than `before`), rendered and done loading. */
async function loaded(
  page: Page,
  tag: string,
  before?: Awaited<ReturnType<typeof shownElement>>,
): Promise<void> {
  await page.waitForFunction(
    ([name, previous]) => {
      const element = document.querySelector(`.staff-content__page:not([hidden]) ${name}`);
      const root = element?.shadowRoot;
      return element !== previous && Boolean(root?.firstElementChild) && !root?.querySelector('sl-spinner');
    },
    [tag, before ?? null] as const,
  );
  await before?.dispose();
}

describe('a leave request from start to approval', () => {
  const suite = withPortal();

  it('is started by staff, agreed by exactly one approver, and shows the opinion in my requests', async () => {
    const { browser, portal } = suite;
    // Staff starts 请假申请 from its card.
    const staff = await signedIn(browser, portal.url, 'staff', '/flow/startProcess');
    await staff
      .locator('flow-cards')
      .getByRole('button', { name: /^请假申请/ })
      .click();
    await staff.waitForURL(/\/front\/matter\/startProcess\?defId=/);
    const form = staff.locator('flow-form');
    await form.getByRole('combobox', { name: '请假类型' }).waitFor();
    await assertPageAccessible(staff, 'the start page');

    // An empty submit is refused in place, and what was typed stays.
    await form.getByRole('spinbutton', { name: '请假天数' }).fill('1.5');
    await staff.getByRole('button', { name: '提交', exact: true }).click();
    await form.getByText('请选择请假类型').waitFor();
    await staff.getByText('请按提示修改表单后再提交').waitFor();
    assert.equal(await form.getByRole('spinbutton', { name: '请假天数' }).inputValue(), '1.5');
    await assertPageAccessible(staff, 'the start page with its problems', [`${SHOWN_PAGE} .flow-card`]);

    await form.getByRole('combobox', { name: '请假类型' }).selectOption({ label: '年假' });
    await form.getByLabel('开始日期').fill('2026-12-14');
    await form.getByLabel('结束日期').fill('2026-12-15');
    await form.getByRole('textbox', { name: '请假事由' }).fill('家中有事，需请假一天半。');
    await staff.getByRole('button', { name: '提交', exact: true }).click();
    await staff.waitForURL(`${portal.url}/front/flow/myRequest`);
    assert.ok(await listShows(staff, SUBJECT), 'the new request is in my requests');
    await assertPageAccessible(staff, 'my requests');

    // Exactly one approver has it: 刘洋 (the department leader), not the HR manager nor a colleague.
    for (const account of ['lina', 'chenjing']) {
      const other = await signedIn(browser, portal.url, account, '/flow/myTask');
      assert.equal(await listShows(other, SUBJECT), false, `${account} must not see it`);
      await other.close();
    }
    const leader = await signedIn(browser, portal.url, 'liuyang', '/flow/myTask');
    assert.ok(await listShows(leader, SUBJECT), '刘洋 sees it in his to-do list');
    assert.equal(await row(leader, SUBJECT).count(), 1);
    await assertPageAccessible(leader, 'the to-do list');

    // He opens it, sees the form read-only, and agrees with an opinion.
    await row(leader, SUBJECT).click();
    await leader.waitForURL(/\/front\/matter\/approvalForm\?taskId=/);
    await leader.getByRole('heading', { name: SUBJECT }).waitFor();
    const panel = leader.locator('approval-panel');
    await panel.getByRole('textbox', { name: '审批意见' }).fill(OPINION);
    await assertPageAccessible(leader, 'the approval form');
    await panel.getByRole('button', { name: '同意' }).click();
    await leader.waitForURL(`${portal.url}/front/flow/myTask`);
    assert.equal(await listShows(leader, SUBJECT), false, 'gone from his to-do list');
    await leader.close();

    // Staff sees the request ended, with 刘洋's opinion.
    await staff.reload();
    assert.ok(await listShows(staff, SUBJECT));
    await row(staff, SUBJECT).click();
    await staff.waitForURL(/\/front\/matter\/approvalForm\?instId=.*isReadonly=true/);
    const opinions = staff.getByRole('table', { name: '审批意见' });
    const agreed = opinions.getByRole('row').filter({ hasText: '刘洋' });
    await agreed.waitFor();
    assert.match((await agreed.textContent()) ?? '', /同意/);
    assert.match((await agreed.textContent()) ?? '', new RegExp(OPINION));
    await staff.locator('.flow-page__head sl-tag', { hasText: '已结束' }).waitFor();
    await assertPageAccessible(staff, 'the finished request');
    await staff.close();
  });

  it('opens every page of the flow menu from its link in the 流程中心 menu, each tab with its list, cards or form accessible', async () => {
    // One page for the whole tour, moved through as a person does: the menu, then the page's tabs. Each
    // page's first tab as the menu opens it is checked by the staff menu journey (staff-pages), and
    // my requests above; here the lists and cards once loaded, and every other tab.
    const page = await signedInTab(suite, 'staff');
    await page.goto(`${suite.portal.url}/front/home`);
    const menu = page.getByRole('navigation', { name: '菜单' });
    for (const { entry, path, shows, tabs } of FLOW_PAGES) {
      await menu.getByText('流程中心').click();
      await menu.getByRole('link', { name: entry }).click();
      await page.waitForURL(`${suite.portal.url}/front${path}`);
      await page.locator('.tab-bar__tabs').getByRole('link', { name: entry }).waitFor();
      await page.getByRole('heading', { name: entry, level: 1 }).waitFor();
      if (shows) {
        await loaded(page, shows);
        await assertPageAccessible(page, path);
      }
      for (const { tab, shows: tabShows } of tabs) {
        const previous = await shownElement(page, tabShows);
        await page.getByRole('tab', { name: tab }).click();
        await loaded(page, tabShows, previous);
        await assertPageAccessible(page, `${path} (${tab})`, [SHOWN_PAGE]);
      }
    }
    await page.close();
  });

  it('shows the to-do list in traditional Chinese and English, accessible', async () => {
    for (const [lang, title, search] of [
      ['zh-TW', '我的待辦', '搜尋'],
      ['en-US', 'My to-do', 'Search'],
    ] as const) {
      const page = await signedInTab(suite, 'staff', lang);
      await page.goto(`${suite.portal.url}/front/flow/myTask`);
      await page.getByRole('tab', { name: lang === 'zh-TW' ? '待辦清單' : 'To-do list' }).waitFor();
      await list(page).getByRole('button', { name: search, exact: true }).waitFor();
      // The rows arrive after the search bar: the list shows once they are there.
      await page.getByRole('listbox', { name: lang === 'zh-TW' ? '待辦清單' : 'To-do list' }).waitFor();
      await assertPageAccessible(page, `the to-do list (${lang}, ${title})`);
      await page.close();
    }
  });

  it('lets a workflow administrator deploy a BPMN file from 流程管理 and see it listed, then open it in the designer', async () => {
    const page = await signedInTab(suite, 'zhaolei');
    await page.goto(`${suite.portal.url}/front/home`);
    const menu = page.getByRole('navigation', { name: '菜单' });
    await menu.getByText('流程管理').click();
    await menu.getByRole('link', { name: '流程定义' }).click();
    await page.waitForURL(`${suite.portal.url}/front/flowAdmin/processes`);
    const admin = page.locator(`${SHOWN_PAGE} process-admin`);
    await admin.getByRole('row', { name: /请假申请/ }).waitFor();
    await assertPageAccessible(page, 'the process definitions');
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'contract-review.bpmn',
      mimeType: 'application/xml',
      buffer: Buffer.from(CONTRACT_REVIEW_BPMN),
    });
    await admin.getByRole('status').filter({ hasText: '已部署 contractReview 第 1 版' }).waitFor();
    const listed = admin.getByRole('row', { name: /合同审查/ });
    await listed.getByRole('cell', { name: 'contractReview' }).waitFor();
    await listed.getByRole('button', { name: /^设计\s*合同审查$/ }).click();
    // The Modeler (a chunk of its own) draws the deployed model under the portal's security policy.
    const designer = page.locator(`${SHOWN_PAGE} process-designer`);
    await designer.locator('.djs-element[data-element-id="check"]').waitFor();
    assert.equal(await designer.getByRole('textbox', { name: '流程标识' }).inputValue(), 'contractReview');
    await assertPageAccessible(page, 'the process designer');

    // Edit the model in the Modeler: the task gets a new name, typed on the shape.
    const task = designer.locator('.djs-element[data-element-id="check"]');
    await task.dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('合同法务审核');
    await designer.locator('.canvas').click({ position: { x: 560, y: 420 } });
    // The form: one required field, 合同编号.
    await designer.getByRole('tab', { name: '表单' }).click();
    const formEditor = designer.locator('form-designer');
    await formEditor.getByRole('button', { name: '添加字段' }).click();
    await formEditor.getByRole('textbox', { name: '字段名' }).fill('contractNo');
    await formEditor.getByRole('textbox', { name: '标签（简体中文）' }).fill('合同编号');
    await formEditor.locator('sl-checkbox', { hasText: '必填' }).click();
    await formEditor.locator('flow-form').getByRole('textbox', { name: '合同编号' }).waitFor();
    // The assignees: the task goes to the role 合同管理员 (朱红), chosen in the properties panel.
    await designer.getByRole('tab', { name: '流程图' }).click();
    await task.click();
    const properties = designer.locator('process-properties');
    await properties.getByRole('heading', { name: /合同法务审核/ }).waitFor();
    await properties.getByText('未设置处理人：任务将交给发起人').waitFor();
    await properties.locator('sl-select#rule-roles').click();
    await properties.getByRole('option', { name: '合同管理员' }).click();
    await page.keyboard.press('Escape');
    await properties.getByText('以下规则找到的人员都可以处理').waitFor();
    await assertPageAccessible(page, 'the designer with its properties panel');
    await designer.getByRole('button', { name: '保存并部署' }).click();
    await designer.getByRole('status').filter({ hasText: '已部署 contractReview 第 2 版' }).waitFor();
    assert.equal(await designer.getByText('模型检查有').count(), 0, 'no warning: the task has its assignees');

    // Staff starts version 2 with its form; then version 3 is deployed while it runs (the file again:
    // the settings and the form go on by node id) and staff starts one on version 3.
    const subject = '王晓明-合同审查';
    const staff = await signedInTab(suite, 'staff');
    const start = async () => {
      await staff.goto(`${suite.portal.url}/front/matter/startProcess?flowKey=contractReview`);
      const form = staff.locator('flow-form');
      await form.getByRole('textbox', { name: '合同编号' }).fill('HT-2026-01');
      await staff.getByRole('button', { name: '提交', exact: true }).click();
      await staff.waitForURL(`${suite.portal.url}/front/flow/myRequest`);
    };
    await start();
    await designer.getByRole('button', { name: '返回列表' }).click();
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'contract-review.bpmn',
      mimeType: 'application/xml',
      buffer: Buffer.from(CONTRACT_REVIEW_BPMN),
    });
    await admin.getByRole('status').filter({ hasText: '已部署 contractReview 第 3 版' }).waitFor();
    await start();
    // 朱红 (合同管理员) approves both, the version 2 one and the version 3 one; both end.
    const reviewer = await signedInTab(suite, 'zhuhong');
    for (let left = 2; left > 0; left -= 1) {
      await reviewer.goto(`${suite.portal.url}/front/flow/myTask`);
      assert.ok(await listShows(reviewer, subject), `朱红 has ${left} to review`);
      assert.equal(await row(reviewer, subject).count(), left);
      await row(reviewer, subject).first().click();
      await reviewer.waitForURL(/\/front\/matter\/approvalForm\?taskId=/);
      await reviewer.locator('approval-panel').getByRole('button', { name: '同意' }).click();
      await reviewer.waitForURL(`${suite.portal.url}/front/flow/myTask`);
    }
    // The administrator sees both ended, one per version.
    await admin
      .getByRole('row', { name: /合同审查/ })
      .getByRole('button', { name: /^实例/ })
      .click();
    const instances = admin.locator('sl-dialog.instances');
    await instances.getByRole('row', { name: /第 2 版.*已结束/ }).waitFor();
    await instances.getByRole('row', { name: /第 3 版.*已结束/ }).waitFor();
    await reviewer.close();
    await staff.close();
    await page.close();
  });

  it('lets a workflow administrator open 流程管理 › 打印模板 from its menu entry: the built-in layout, accessible', async () => {
    const page = await signedInTab(suite, 'zhaolei');
    await page.goto(`${suite.portal.url}/front/home`);
    const menu = page.getByRole('navigation', { name: '菜单' });
    await menu.getByText('流程管理').click();
    await menu.getByRole('link', { name: '打印模板' }).click();
    await page.waitForURL(`${suite.portal.url}/front/flowAdmin/printTemplate`);
    await page.getByRole('heading', { name: '打印模板', level: 1 }).waitFor();
    // The demo data has no template: every Word export prints the built-in layout.
    const admin = page.locator(`${SHOWN_PAGE} print-template-admin`);
    await admin.locator('[part="current"]').getByText('使用内置版式').waitFor();
    await admin.getByRole('table', { name: '占位符' }).waitFor();
    await assertPageAccessible(page, 'the print template page');
    await page.close();
  });
});

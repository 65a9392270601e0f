import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.js';
import { withPortal } from './harness.js';
import { portalCalls, signedInPage, signedInTabs, signInOverHttp } from './sign-in.js';

/** One portal for the whole file (its start-up dominates the time); the tests run in order. */
const suite = withPortal();
/** One tab per account, which each test goes on in (opening its first page by address). */
const tabOf = signedInTabs(suite);
afterEach(() => tabOf.park());

/** A 1×1 PNG: the payment proof the supplier uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The open project inside its registration window that the demo supplier has not signed up for. */
const OPEN_PROJECT = 'p-001';
/** A project of the purchaser in registration, whose state the tests move behind the page's back. */
const RACED_PROJECT = 'p-011';

const detail = (page: Page) => page.locator('tender-detail');

/** The project the three-language journey takes from the editor to its award (issue 36). */
const NAME = `Substation patrol services ${Date.now()}`;

describe('a supplier signs up and the purchaser passes the registration', () => {
  it('the supplier signs up inside the registration window; a second sign-up is refused', async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/project?id=${OPEN_PROJECT}`);
    const form = page.locator('sign-up-form');
    await form.getByRole('textbox', { name: '联系人姓名' }).waitFor();
    // Before the registration passes: no purchasing list, and never the attachments.
    await detail(page).getByText('报名审核通过后可查看采购清单').waitFor();
    assert.equal(await detail(page).getByRole('heading', { name: '附件' }).count(), 0);
    await assertAccessible(page, 'the project with its sign-up form');

    // Sent empty: the product's texts, nothing sent.
    await form.getByRole('button', { name: '提交报名' }).click();
    await form.getByText('必填项不可为空').waitFor();
    await form.getByText('请输入联系人姓名').waitFor();
    await form.getByText('请上传支付凭证').waitFor();

    await form.getByRole('textbox', { name: '联系人姓名' }).fill('王强');
    await form.getByRole('textbox', { name: '联系方式' }).fill('13800000001');
    await form.getByRole('textbox', { name: '邮箱' }).fill('wang@example.com');
    await form
      .locator('file-upload#fFkpz input[type="file"]')
      .setInputFiles({ name: '转账凭证.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('file-upload#fFkpz').getByText('转账凭证.png').first().waitFor();
    // The name shows as soon as the file is picked; the proof counts once its upload has finished.
    await form.locator('file-upload#fFkpz [part="item"]:not(.pending)').first().waitFor();
    await form.getByRole('button', { name: '提交报名' }).click();

    // The supplier lands on the new registration's detail, waiting for review (issue 34, item 4).
    await page.waitForURL(/\/front\/enroll\?id=/);
    await page.locator('registration-detail').getByText('待审核').first().waitFor();

    // Asking again: the server's clear message.
    await page.goto(`${suite.portal.url}/front/project?id=${OPEN_PROJECT}&signUp=1`);
    await page.locator('sign-up-form').getByText('您已报名该项目，不能重复报名').waitFor();
  });

  it('the purchaser sees the registration with its payment proof and passes it', async () => {
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/project?id=${OPEN_PROJECT}`);
    const review = page.locator('registration-review');
    const item = review.locator('[part="item"]', { hasText: '杭州恒远建设有限公司' });
    await item.waitFor();
    await item.getByText('待审核').waitFor();
    await item.locator('sl-details').click();
    await item.locator('file-upload').first().getByText('转账凭证.png').first().waitFor();
    // The purchaser sees everything, the attachments too.
    await detail(page).getByRole('heading', { name: '附件' }).waitFor();
    await assertAccessible(page, "the purchaser's project");
    await item.getByRole('button', { name: /^通过/ }).click();
    await item.getByText('已通过').waitFor();
  });

  it('the purchaser publishes a clarification that moves the bidding window; the public notice shows it', async () => {
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/project?id=${OPEN_PROJECT}`);
    await page.locator('project-actions').getByRole('button', { name: '发布澄清公告' }).click();
    // The dialog's fields are its element's (slotted into the sl-dialog, outside its panel's DOM).
    await page.getByRole('dialog', { name: '发布澄清公告' }).waitFor();
    const dialog = page.locator('clarification-dialog');
    await dialog.getByRole('textbox', { name: '公告标题' }).fill('关于报价时间调整的澄清公告');
    await dialog.getByRole('textbox', { name: '公告内容' }).click();
    await page.keyboard.type('报价时间顺延，其他内容不变。');
    const later = new Date(Date.now() + 40 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`;
    await dialog.getByLabel('报价开始时间').fill(`${date}T09:00`);
    await dialog.getByLabel('报价截止时间').fill(`${date}T17:00`);
    await assertAccessible(page, 'the clarification dialog');
    await dialog.getByRole('button', { name: '发布', exact: true }).click();
    await page
      .locator('project-actions')
      .getByText(/澄清公告已发布，已通知 \d+ 家供应商/)
      .waitFor();

    // A reader of the tender notice sees the new window, the clarification in its text and beside it.
    const reader = await tabOf('supplier');
    await reader.goto(`${suite.portal.url}/front/bidNotice?id=n-001`);
    const notice = reader.locator('notice-detail');
    await notice.locator('[part="facts"]').getByText(`${date} 09:00 至 ${date} 17:00`).waitFor();
    await notice
      .locator('[part="history"]')
      .getByText(/发布澄清公告：关于报价时间调整的澄清公告；报价时间变更为/)
      .waitFor();
    await notice
      .locator('[part="related"]')
      .getByRole('link', { name: '关于报价时间调整的澄清公告' })
      .click();
    await reader.waitForURL(/\/front\/clearNotice\?id=/);
    await notice
      .getByRole('region', { name: '公告正文' })
      .getByText('报价时间顺延，其他内容不变。')
      .waitFor();
  });

  it('the supplier then sees the purchasing list, and still never the attachments', async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/project?id=${OPEN_PROJECT}`);
    await page.getByRole('region', { name: '我的报名' }).getByText('已通过').waitFor();
    await detail(page).getByRole('heading', { name: '采购清单', exact: true }).waitFor();
    assert.equal(await detail(page).getByText('报名审核通过后可查看采购清单').count(), 0);
    assert.equal(await detail(page).getByRole('heading', { name: '附件' }).count(), 0);
    // Their registrations list it as passed.
    await page.goto(`${suite.portal.url}/front/enroll`);
    const row = page.locator('registration-list [part="item"]', { hasText: '2026年度办公设备集中采购' });
    await row.getByText('已通过').waitFor();
  });
});

describe('a supplier answers an invitation', () => {
  it('declines it from the registrations with a reason, and the list shows the answer', async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/enroll`);
    const row = page.locator('registration-list [part="item"]', { hasText: '配电房改造工程' });
    await row.getByText('待确认邀请').waitFor();
    await row.getByRole('button', { name: /^确认邀请/ }).click();
    const dialog = page.locator('confirm-invite-dialog');
    await dialog.getByRole('dialog', { name: '确认邀请' }).waitFor();
    await dialog.getByRole('radio', { name: '拒绝' }).check();
    await dialog.getByRole('textbox', { name: '拒绝原因' }).fill('产能已满');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByRole('dialog').waitFor({ state: 'hidden' });
    // The list loads again: no invitation waits any more.
    await row.getByText('待确认邀请').waitFor({ state: 'detached' });
    assert.equal(await row.getByRole('button', { name: /^确认邀请/ }).count(), 0);
  });
});

describe('the purchaser runs a project', () => {
  it("shows the server's refusal of an action, and of one the state no longer allows", async () => {
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/project?id=${RACED_PROJECT}`);
    const actions = page.locator('project-actions');
    // Nobody passed yet: the server refuses to start the quotation, and says why.
    await actions.getByRole('button', { name: '开始报价' }).click();
    // The dialog is named by its title; its body and buttons are slotted into it.
    await actions.getByRole('dialog', { name: '开始报价' }).waitFor();
    const dialog = actions.locator('sl-dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByRole('alert').getByText('没有报名通过的供应商，不能开始报价').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await actions.getByRole('dialog').waitFor({ state: 'hidden' });

    // Meanwhile, elsewhere, the project is interrupted: the page still offers 中止项目.
    const purchaser = await signInOverHttp(suite.portal.url, 'purchaser');
    const interrupted = (await (
      await fetch(`${suite.portal.url}/form/wProcureproject/v1/interruptProject?projectId=${RACED_PROJECT}`, {
        headers: { authorization: `Bearer ${purchaser.token}` },
      })
    ).json()) as { state: boolean };
    assert.equal(interrupted.state, true);
    await actions.getByRole('button', { name: '中止项目' }).click();
    await actions.getByRole('dialog', { name: '中止项目' }).waitFor();
    await dialog.getByRole('textbox', { name: '中止原因（选填）' }).fill('预算调整');
    await dialog.getByRole('button', { name: '确定' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.filter({ hasText: /\S/ }).waitFor();
    // What was typed stays in the dialog.
    assert.equal(await dialog.getByRole('textbox', { name: '中止原因（选填）' }).inputValue(), '预算调整');
    await dialog.getByRole('button', { name: '取消' }).click();
    // Reloaded, the page shows the state the server holds and offers nothing more.
    await page.reload();
    await actions.getByText('已中止').waitFor();
    await actions.getByText('当前状态没有可执行的操作').waitFor();
  });

  it('lists the projects, the successful and the archived ones', async () => {
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/project`);
    await page.locator('project-list [part="item"]').first().waitFor();
    assert.equal(await page.getByRole('link', { name: '在线竞价' }).getAttribute('aria-current'), 'page');
    await assertAccessible(page, '/project');
    await page.getByRole('link', { name: '归档项目' }).click();
    await page.waitForURL(/tab=archive/);
    await page.locator('project-list[source="archive"] [part="item"]').first().waitFor();
    await page.goto(`${suite.portal.url}/front/bargain`);
    await page.locator('award-list [part="item"]').first().waitFor();
    await assertAccessible(page, '/bargain');
  });
});

describe('a purchaser writes a project (issue 36)', () => {
  it('creates one, saves the draft, reopens it, fixes a refused field and submits it', async () => {
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/project`);
    await page.getByRole('link', { name: '新建项目' }).click();
    await page.waitForURL(`${suite.portal.url}/front/project/edit`);
    const editor = page.locator('project-editor');
    const field = (name: string) => editor.getByRole('textbox', { name, exact: true });
    await field('项目名称').fill('配电室巡检服务采购（编辑器）');
    // A seeded project's number: only the server knows it is taken.
    await field('项目编号').fill('HDNY-2026-0001');
    await field('预算金额').fill('35万');
    await field('采购内容').click();
    await editor.getByText('预算金额格式不正确').waitFor();
    await field('预算金额').fill('350000');
    await editor.getByRole('button', { name: '保存草稿' }).click();
    await editor.locator('#fProjectNo-error').getByText('项目编号已存在').waitFor();
    // Refused: everything typed is still there, and the address is still the new project's.
    assert.equal(await field('项目名称').inputValue(), '配电室巡检服务采购（编辑器）');
    assert.equal(page.url(), `${suite.portal.url}/front/project/edit`);
    await field('项目编号').fill(`E2E-${Date.now()}`);
    await editor.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL(/\/front\/project\/edit\?id=/);
    await editor.getByText('草稿已保存').waitFor();

    // A reload opens the saved draft.
    await page.reload();
    await field('项目名称').waitFor();
    assert.equal(await field('项目名称').inputValue(), '配电室巡检服务采购（编辑器）');
    assert.equal(await field('预算金额').inputValue(), '350000');
    await assertAccessible(page, 'the project editor');

    // Submitting asks for everything: the missing fields are named, then filled in.
    await editor.getByRole('button', { name: '提交审批' }).click();
    await editor.locator('#fProcurementContent-error').getByText('采购内容不能为空').waitFor();
    await editor.getByRole('combobox', { name: '采购方式' }).selectOption('gkzb');
    await field('采购内容').fill('配电室日常巡检与维护');
    const day = (offset: number, time: string) => {
      const date = new Date(Date.now() + offset * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${time}`;
    };
    await editor.getByLabel('报名开始时间').fill(day(1, '09:00'));
    await editor.getByLabel('报名截止时间').fill(day(5, '17:00'));
    await editor.getByLabel('报价开始时间').fill(day(6, '09:00'));
    await editor.getByLabel('报价截止时间').fill(day(6, '17:00'));
    if (!(await field('采购人').inputValue())) await field('采购人').fill('华东能源集团采购部');
    await editor.getByRole('button', { name: '提交审批' }).click();
    await editor.getByText('已提交审批', { exact: true }).waitFor();
    await editor.getByText('项目已提交审批，撤回后才能修改').waitFor();
    await editor.getByRole('button', { name: '撤回' }).waitFor();
  });
});

describe('a purchaser writes a project in every quotation mode (issue 36)', () => {
  it('creates, fills and submits one in each of the seven modes, with a purchasing list where the mode needs one', async () => {
    const page = await tabOf('purchaser');
    const editor = page.locator('project-editor');
    const field = (name: string) => editor.getByRole('textbox', { name, exact: true });
    const local = (days: number, time: string) => {
      const date = new Date(Date.now() + days * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${time}`;
    };
    const modes = ['总价报价', '单价报价', '下浮率报价', '折扣率报价', '数量报价', '商务报价', '技术报价'];
    for (const [index, mode] of modes.entries()) {
      await page.goto(`${suite.portal.url}/front/project/edit`);
      await field('项目名称').fill(`${mode}项目 ${Date.now()}`);
      await field('项目编号').fill(`E2E-MODE-${index}-${Date.now()}`);
      await field('预算金额').fill('200000');
      await field('采购内容').fill(`${mode}的采购内容`);
      await editor.getByRole('combobox', { name: '采购方式' }).selectOption('gkbx');
      await editor.getByRole('combobox', { name: '报价方式' }).selectOption({ label: mode });
      await editor.getByLabel('报名开始时间').fill(local(1, '09:00'));
      await editor.getByLabel('报名截止时间').fill(local(5, '17:00'));
      await editor.getByLabel('报价开始时间').fill(local(6, '09:00'));
      await editor.getByLabel('报价截止时间').fill(local(6, '17:00'));
      if (!(await field('采购人').inputValue())) await field('采购人').fill('华东能源集团采购部');
      if (mode === '单价报价' || mode === '数量报价') {
        await editor.getByRole('button', { name: '添加一行' }).click();
        await editor.getByRole('textbox', { name: '第 1 行名称' }).fill('巡检机器人');
        await editor.getByRole('textbox', { name: '第 1 行单位' }).fill('台');
        await editor.getByRole('textbox', { name: '第 1 行数量' }).fill('2');
      }
      await editor.getByRole('button', { name: '提交审批' }).click();
      await editor.getByText('已提交审批', { exact: true }).waitFor();
      await page.waitForURL(/\/front\/project\/edit\?id=/);
    }
  });
});

describe('from an empty project to a published award, in three languages (issue 36)', () => {
  // Each actor in their own language: the purchaser reads English, the approvers Traditional Chinese,
  // the suppliers Simplified Chinese. One project goes the whole way, through the pages each would use.
  const calls = portalCalls(suite);
  const QUESTION = '巡检范围是否包括夜间值守？';
  const ANSWER = 'Night shifts are not included.';
  const local = (time: number) => {
    const date = new Date(time);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  };
  let purchaser: Page;
  let projectId = '';

  it('the purchaser writes the project in English and submits it for approval', async () => {
    purchaser = await signedInPage(suite, 'purchaser', 'en-US');
    await purchaser.goto(`${suite.portal.url}/front/project`);
    await purchaser.getByRole('link', { name: 'New project' }).click();
    await purchaser.waitForURL(`${suite.portal.url}/front/project/edit`);
    const editor = purchaser.locator('project-editor');
    const field = (name: string) => editor.getByRole('textbox', { name, exact: true });
    await field('Project name').fill(NAME);
    await field('Project number').fill(`E2E-ALL-${Date.now()}`);
    await field('Budget').fill('480000');
    await field('Procurement content').fill('Routine patrol and maintenance of two substations');
    await editor.getByRole('combobox', { name: 'Procurement method' }).selectOption('gkzb');
    const hour = 3_600_000;
    await editor.getByLabel('Registration start').fill(local(Date.now() - hour));
    await editor.getByLabel('Registration end').fill(local(Date.now() + 48 * hour));
    await editor.getByLabel('Quotation start').fill(local(Date.now() + 72 * hour));
    await editor.getByLabel('Quotation end').fill(local(Date.now() + 80 * hour));
    if (!(await field('Purchaser').inputValue())) await field('Purchaser').fill('华东能源集团采购部');
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await editor.getByText('Submitted for approval', { exact: true }).waitFor();
    projectId = new URL(purchaser.url()).searchParams.get('id') ?? '';
    assert.ok(projectId, 'the editor shows the saved project by its id');
    await assertAccessible(purchaser, 'the submitted project in English');
  });

  it('the department head and a procurement administrator approve it in Traditional Chinese', async () => {
    for (const [account, opinion] of [
      ['liuyang', '同意發布。'],
      ['chenjing', '審核通過。'],
    ] as const) {
      const approver = await signedInPage(suite, account, 'zh-TW');
      await approver.goto(`${suite.portal.url}/front/flow/myTask`);
      const row = approver
        .locator('.staff-content__page:not([hidden]) task-list')
        .getByRole('option')
        .filter({ hasText: NAME });
      await row.click();
      await approver.waitForURL(/\/front\/matter\/approvalForm\?taskId=/);
      // The approval form shows the project's facts, in the approver's language around them.
      await approver.locator('flow-form').getByText(NAME).first().waitFor();
      const panel = approver.locator('approval-panel');
      await panel.getByRole('textbox', { name: '審批意見' }).fill(opinion);
      await assertAccessible(approver, `the project's approval form for ${account}`);
      await panel.getByRole('button', { name: '同意' }).click();
      await approver.waitForURL(`${suite.portal.url}/front/flow/myTask`);
      await approver.context().close();
    }
  });

  it('the notice is public; a supplier signs up and asks a question in Simplified Chinese', async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/bidNotice`);
    await page
      .getByRole('link', { name: new RegExp(NAME) })
      .first()
      .click();
    await page.waitForURL(/\/front\/bidNotice\?id=/);
    await page.locator('notice-detail').getByText(NAME).first().waitFor();

    await page.goto(`${suite.portal.url}/front/project?id=${projectId}`);
    const form = page.locator('sign-up-form');
    await form.getByRole('textbox', { name: '联系人姓名' }).fill('王强');
    await form.getByRole('textbox', { name: '联系方式' }).fill('13800000001');
    await form.getByRole('textbox', { name: '邮箱' }).fill('wang@example.com');
    await form.getByRole('button', { name: '提交报名' }).click();
    await page.waitForURL(/\/front\/enroll\?id=/);
    await page.locator('registration-detail').getByText('待审核').first().waitFor();

    await page.goto(`${suite.portal.url}/front/project?id=${projectId}`);
    const questions = page.locator('tender-questions');
    await questions.getByRole('textbox', { name: '我要提问' }).fill(QUESTION);
    await questions.getByRole('button', { name: '提交问题' }).click();
    await questions.getByText('问题已提交，采购人答复后将公开').waitFor();

    // A second supplier signs up over HTTP: someone to lose.
    const signUp = await calls.call('supplier2', 'POST', '/form/wBiddingProjectRegistration/v1/signUp', {
      projectId,
      fRegistratorName: '陈晓峰',
      fRegistratorPhone: '13800000002',
      fRegistratorEmail: 'chenxf@example.com',
    });
    assert.equal(signUp.state, true, signUp.message);
  });

  it('the purchaser answers, passes both registrations and publishes a clarification that moves the bidding window', async () => {
    await purchaser.goto(`${suite.portal.url}/front/project?id=${projectId}`);
    // The approvers' opinions are on the project, in their own words.
    await purchaser.getByRole('region', { name: 'Approval history' }).getByText('同意發布。').waitFor();
    const questions = purchaser.locator('tender-questions');
    await questions.getByText(QUESTION).waitFor();
    await questions.getByRole('textbox', { name: 'Answer' }).fill(ANSWER);
    await questions.getByRole('button', { name: 'Publish answer' }).click();
    await questions.getByText('Answer published').waitFor();

    const review = purchaser.locator('registration-review');
    for (const company of ['杭州恒远建设有限公司', '江苏博瑞机电设备有限公司']) {
      const item = review.locator('[part="item"]', { hasText: company });
      await item.getByRole('button', { name: /^Pass/ }).click();
      await item.getByText('Passed').waitFor();
    }

    await purchaser
      .locator('project-actions')
      .getByRole('button', { name: 'Publish a clarification' })
      .click();
    await purchaser.getByRole('dialog', { name: 'Publish a clarification' }).waitFor();
    const dialog = purchaser.locator('clarification-dialog');
    await dialog.getByRole('textbox', { name: 'Notice title' }).fill('Quotation moved one day later');
    await dialog.getByRole('textbox', { name: 'Notice text' }).click();
    await purchaser.keyboard.type('The quotation window moves one day later.');
    const later = Date.now() + 104 * 3_600_000;
    await dialog.getByLabel('Quotation end').fill(local(later));
    await assertAccessible(purchaser, 'the clarification dialog in English');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await purchaser
      .locator('project-actions')
      .getByText(/Clarification published/)
      .waitFor();
  });

  it('the supplier sees the answer; bidding runs; the award notice is public and the loser is told', async () => {
    const supplier = await tabOf('supplier');
    await supplier.goto(`${suite.portal.url}/front/project?id=${projectId}`);
    await supplier.locator('tender-questions').getByText(ANSWER).waitFor();

    // The purchaser opens the quotation early, from the bid monitor.
    await purchaser.getByRole('link', { name: 'Open the bidding hall' }).click();
    const monitor = purchaser.locator('bid-monitor');
    await monitor.getByRole('button', { name: 'Start quotation' }).first().click();
    await monitor.locator('sl-dialog').getByRole('button', { name: 'OK' }).click();
    await monitor.locator('[part="round"]').getByText('Bidding open').waitFor();

    // The supplier quotes in the hall; the second supplier quotes lower over HTTP.
    await supplier.goto(`${suite.portal.url}/front/biddingHall?id=${projectId}`);
    const form = supplier.locator('bidding-hall quote-form');
    await form.getByRole('textbox', { name: '报价金额（元）' }).fill('470000');
    await form.getByRole('button', { name: '提交报价' }).click();
    await form.locator('sl-dialog').getByRole('button', { name: '确认提交' }).click();
    await supplier.locator('bidding-hall [part="rank"]').waitFor();
    const quoted = await calls.call('supplier2', 'POST', '/form/form/procureProjectQuotation/v1/quotation', {
      projectId,
      quotationAmount: 455_000,
    });
    assert.equal(quoted.state, true, quoted.message);

    // The purchaser ends the bidding and awards the best offer.
    await monitor.getByRole('button', { name: 'End quotation' }).first().click();
    await monitor.locator('sl-dialog').getByRole('button', { name: 'OK' }).click();
    const winner = monitor.locator('[part="comparison"] tbody tr').first();
    await winner.getByText('江苏博瑞机电设备有限公司').waitFor();
    await winner.getByRole('button', { name: 'Award' }).click();
    await monitor.locator('sl-dialog').getByRole('button', { name: 'OK' }).click();
    await assertAccessible(purchaser, 'the awarded comparison in English');

    // The award notice is public with the bids ranked and the loser unnamed; the loser is told.
    await supplier.goto(`${suite.portal.url}/front/bargainNotice`);
    await supplier
      .getByRole('link', { name: new RegExp(`${NAME}.*成交公告`) })
      .first()
      .click();
    const text = supplier.locator('notice-detail').getByRole('region', { name: '公告正文' });
    await text.getByText('江苏博瑞机电设备有限公司（成交）').waitFor();
    await text.locator('tr').filter({ hasText: '供应商A' }).getByText('470,000.00 元').waitFor();
    assert.equal(await text.getByText('杭州恒远建设有限公司').count(), 0, 'the loser stays nameless');
    await text.getByText('审计链锚点').waitFor();
    await assertAccessible(supplier, 'the award notice');
    await supplier.goto(`${suite.portal.url}/front/personal?type=noticeList`);
    await supplier.getByText(`“${NAME}”项目成交结果已公布`).first().waitFor();
    await purchaser.context().close();
  });
});

describe('the personal centre', () => {
  it("opens a supplier's sections by ?type=", async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/personal?type=companyInfo`);
    const menu = page.getByRole('navigation', { name: '用户中心' });
    await menu.getByRole('link', { name: '我的报名' }).waitFor();
    assert.equal(await menu.getByRole('link', { name: '采购人信息' }).count(), 0);
    await page.locator('company-info [part="facts"]').getByText('杭州恒远建设有限公司').waitFor();
    await page.goto(`${suite.portal.url}/front/personal?type=enrollList`);
    await page.locator('registration-list [part="item"]').first().waitFor();
    await page.goto(`${suite.portal.url}/front/personal?type=sealSetting`);
    await page.locator('seal-settings [part="seal"]').waitFor();
    await page.goto(`${suite.portal.url}/front/onlineBidding`);
    await page.getByRole('heading', { name: '报价中的项目' }).waitFor();
    await assertAccessible(page, '/onlineBidding');
  });

  it("edits a purchaser's information and finds it again after a reload", async () => {
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/personal?type=purchaserInfo`);
    const form = page.locator('purchaser-info-form');
    await form.getByRole('textbox', { name: '单位名称' }).waitFor();
    assert.equal(await page.getByRole('link', { name: '企业信息' }).count(), 0);
    await form.getByRole('textbox', { name: '单位名称' }).fill('华东能源集团采购部');
    await form.getByRole('textbox', { name: '联系人' }).fill('陈明');
    await form.getByRole('textbox', { name: '联系电话' }).fill('0571-88886666');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    await page.reload();
    await page.locator('purchaser-info-form').getByRole('textbox', { name: '联系人' }).waitFor();
    assert.equal(
      await page.locator('purchaser-info-form').getByRole('textbox', { name: '联系人' }).inputValue(),
      '陈明',
    );
    await assertAccessible(page, '/personal?type=purchaserInfo');
  });

  it('gives an administrator none of it', async () => {
    const page = await tabOf('admin');
    await page.goto(`${suite.portal.url}/front/personal?type=enrollList`);
    await page.getByText('管理员没有个人中心').waitFor();
    assert.equal(await page.locator('registration-list').count(), 0);
  });
});

/**
 * Waits until the elements inside `container` have drawn what they show: there is one at least, each
 * shadow root holds something and nothing in it is still loading.
 */
async function settled(page: Page, container: string): Promise<void> {
  await page.waitForFunction((css) => {
    const hosts = [...(document.querySelector(css)?.querySelectorAll('*') ?? [])].filter(
      (element) =>
        element.localName.includes('-') && element.shadowRoot && !element.localName.startsWith('sl-'),
    );
    return (
      hosts.length > 0 &&
      hosts.every(
        (host) =>
          host.shadowRoot?.firstElementChild &&
          !host.shadowRoot.querySelector('sl-spinner, [aria-busy="true"]'),
      )
    );
  }, container);
}

describe('the bidding pages open from their links', () => {
  it('a supplier opens registrations, projects and awards from 在线竞价, each accessible', async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/index`);
    const mainNav = page.getByRole('navigation', { name: '主导航' });
    for (const [entry, path, shows] of [
      ['报名信息', '/enroll', 'main'],
      ['我的项目', '/project', 'main'],
      ['中标通知', '/bargain', 'main'],
    ] as const) {
      await mainNav.getByRole('link', { name: '在线竞价' }).click();
      await page.waitForURL(`${suite.portal.url}/front/onlineBidding`);
      await page.getByRole('navigation', { name: '在线投标' }).getByRole('link', { name: entry }).click();
      await page.waitForURL(`${suite.portal.url}/front${path}`);
      await settled(page, shows);
      await assertAccessible(page, `${path} opened from ${entry}`);
    }
  });

  it("opens every section of a supplier's personal centre from its menu, each accessible", async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/index`);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL(`${suite.portal.url}/front/personal`);
    const menu = page.getByRole('navigation', { name: '用户中心' });
    for (const [section, type] of [
      ['待办消息', 'noticeList'],
      ['我的报名', 'enrollList'],
      ['我的项目', 'projectList'],
      ['中标项目', 'successList'],
      ['归档项目', 'archiveList'],
      ['企业信息', 'companyInfo'],
      ['合同信息', 'contractInfo'],
      ['我的收藏', 'collectionList'],
      ['电子签章', 'sealSetting'],
    ] as const) {
      await menu.getByRole('link', { name: section, exact: true }).click();
      await page.waitForURL(`${suite.portal.url}/front/personal?type=${type}`);
      assert.equal(
        await menu.getByRole('link', { name: section, exact: true }).getAttribute('aria-current'),
        'page',
      );
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
      await settled(page, '.tender-columns__content');
      await assertAccessible(page, `/personal?type=${type}`);
    }
  });
});

describe('a project’s approval and its award in other languages (issue 36)', () => {
  /** The award of the three-language journey's project. */
  const AWARD_TITLE = `“${NAME}”成交公告`;

  it('shows a submitted project’s approval with its opinions to its purchaser', async () => {
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/project?id=p-108`);
    const section = page.getByRole('region', { name: '审批记录' });
    await section.getByText('本次提交的审批：审批中').waitFor();
    await section.locator('opinion-table').getByText('部门负责人审核').first().waitFor();
    await assertAccessible(page, 'the project with its approval opinions');
  });

  it('reads the award in English and Traditional Chinese around its Chinese text', async () => {
    const page = await tabOf('supplier');
    await page.goto(`${suite.portal.url}/front/bargainNotice`);
    for (const [lang, region] of [
      ['en-US', 'Notice text'],
      ['zh-TW', '公告正文'],
    ] as const) {
      await page.getByRole('combobox', { name: /语言|語言|Language/ }).selectOption(lang);
      await page.waitForFunction((wanted) => localStorage.getItem('lang') === wanted, lang);
      await page.getByRole('link', { name: AWARD_TITLE }).first().click();
      const text = page.locator('notice-detail').getByRole('region', { name: region });
      // The notice's own words stay as published, marked as Chinese for screen readers.
      await text.getByText('江苏博瑞机电设备有限公司（成交）').waitFor();
      assert.equal(await text.locator('rich-text').getAttribute('lang'), 'zh-CN');
      await assertAccessible(page, `the award notice in ${lang}`);
      await page.goBack();
    }
    await page.getByRole('combobox', { name: /语言|語言|Language/ }).selectOption('zh-CN');
  });
});

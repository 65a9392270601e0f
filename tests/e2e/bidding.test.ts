import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { Envelope } from '../../api/contract/envelope.js';
import { assertAccessible } from './axe.js';
import { withPortal } from './harness.js';
import { signedInPage, signInOverHttp } from './sign-in.js';

/**
 * The live bidding hall end to end (issue 12): the purchaser starts quotation; two suppliers in two
 * browser contexts quote; ranks update live in both; the round closes; the purchaser compares and
 * confirms; the award message reaches the winner's badge.
 */

/** One portal for the whole file (its start-up dominates the time); the tests run in order. */
const suite = withPortal();

/**
 * The purchaser's competitive unitPrice project in registration (3 rounds): supplier2 passed; supplier
 * signs up and is passed over HTTP before the journey, as tender-projects.test.ts does through the UI.
 */
const PROJECT = 'p-001';
const GOODS = ['台式计算机', '笔记本电脑', '黑白激光打印机', '彩色复印一体机'];

/** A 1×1 PNG: the payment proof. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${suite.portal.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** supplier signs up for the project with a payment proof, and the purchaser passes the registration. */
async function enrolSupplier(): Promise<void> {
  const supplier = await signInOverHttp(suite.portal.url, 'supplier');
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), '转账凭证.png');
  const upload = (await (
    await fetch(`${suite.portal.url}/portal/system/file/v1/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${supplier.token}` },
      body: form,
    })
  ).json()) as Envelope<{ fileId: string; fileName: string; size: number }>;
  assert.ok(upload.value, upload.message);
  const proof = [
    {
      name: '转账凭证.png',
      size: upload.value.size,
      response: { fileId: upload.value.fileId, fileName: upload.value.fileName },
    },
  ];
  const signUp = await call<{ id: string }>(
    supplier.token,
    'POST',
    '/form/wBiddingProjectRegistration/v1/signUp',
    {
      projectId: PROJECT,
      fRegistratorName: '陈晓峰',
      fRegistratorPhone: '13800000002',
      fRegistratorEmail: 'chenxf@example.com',
      fFkpz: JSON.stringify(proof),
    },
  );
  assert.ok(signUp.state && signUp.value, signUp.message);
  const purchaser = await signInOverHttp(suite.portal.url, 'purchaser');
  const pass = await call(purchaser.token, 'POST', '/form/wBiddingProjectRegistration/v1/save', {
    id: signUp.value.id,
    fStatus: 'pass',
  });
  assert.ok(pass.state, pass.message);
}

const hallOf = (page: Page) => page.locator('bidding-hall');
const monitorOf = (page: Page) => page.locator('bid-monitor');
const rankOf = (page: Page) => hallOf(page).locator('[part="rank"]');
const formOf = (page: Page) => hallOf(page).locator('quote-form');
const priceField = (page: Page, goods: string) =>
  formOf(page).getByRole('textbox', { name: `${goods} 单价` });

/** The to-do count the header's bell names (0 when it names none). */
async function badgeCount(page: Page): Promise<number> {
  const label = (await page.locator('a.todo-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)$/.exec(label)?.[1] ?? 0);
}

/** Types a unit price per goods line, checks the total and its capitals, and confirms. */
async function quote(page: Page, prices: string[], total: string, capitals: string): Promise<Locator> {
  for (const [index, goods] of GOODS.entries()) await priceField(page, goods).fill(prices[index]!);
  await formOf(page).locator('[part="total"]').getByText(total).waitFor();
  await formOf(page).locator('[part="total"]').getByText(capitals).waitFor();
  await formOf(page).getByRole('button', { name: '提交报价' }).click();
  await formOf(page).getByRole('dialog', { name: '确认报价' }).waitFor();
  // The dialog is named by its title; its body and buttons are slotted into it.
  const dialog = formOf(page).locator('sl-dialog');
  await dialog.getByText(capitals).waitFor();
  await dialog.getByText('不含税').waitFor();
  await dialog.getByRole('button', { name: '确认提交' }).click();
  return dialog;
}

async function confirmIn(scope: Locator, button: string): Promise<void> {
  await scope.getByRole('button', { name: button }).first().click();
  await scope.getByRole('dialog', { name: button }).waitFor();
  await scope.locator('sl-dialog').getByRole('button', { name: '确定' }).click();
  // Closed and done animating (a fading dialog is still on screen for the axe checks).
  await scope.locator('sl-dialog').locator('.dialog[hidden]').waitFor({ state: 'attached' });
}

describe('live bidding in rounds', () => {
  let purchaser: Page;
  let supplier: Page;
  let supplier2: Page;

  it('the purchaser starts quotation from the bid monitor', async () => {
    await enrolSupplier();
    purchaser = await signedInPage(suite, 'purchaser');
    await purchaser.goto(`${suite.portal.url}/front/project?id=${PROJECT}`);
    await purchaser.getByRole('link', { name: '进入竞价大厅' }).click();
    const monitor = monitorOf(purchaser);
    await monitor.getByText('报价尚未开始').waitFor();
    await assertAccessible(purchaser, 'the bid monitor before quotation');
    await confirmIn(monitor, '开始报价');
    await monitor.locator('[part="round"]').getByText('第 1 轮').waitFor();
    await monitor.locator('[part="round"]').getByText('报价中').waitFor();
  });

  it('two suppliers quote in their own browsers; each sees only their own rank, updated live', async () => {
    supplier = await signedInPage(suite, 'supplier');
    supplier2 = await signedInPage(suite, 'supplier2');
    for (const page of [supplier, supplier2]) {
      await page.goto(`${suite.portal.url}/front/biddingHall`);
      await hallOf(page).getByRole('link', { name: '2026年度办公设备集中采购' }).click();
      await hallOf(page).locator('[part="round"]').getByText('报价中').waitFor();
      // The countdown runs on the server's time: a clock, not the placeholder.
      await hallOf(page)
        .getByRole('timer')
        .filter({ hasText: /^\d\d:\d\d:\d\d$/ })
        .waitFor();
    }
    await assertAccessible(supplier, "a supplier's room");

    // 2500×260 + 4500×80 + 1000×60 + 10000×20
    const first = await quote(
      supplier,
      ['2500', '4500', '1000', '10000'],
      '¥1,270,000.00',
      '壹佰贰拾柒万元整',
    );
    await first.waitFor({ state: 'hidden' });
    await rankOf(supplier).getByText('第 1 名').waitFor();
    // The purchaser counts it at once, never its amount while the round is open.
    await monitorOf(purchaser).locator('[part="counts"] td.count').getByText('1', { exact: true }).waitFor();
    assert.equal(await monitorOf(purchaser).getByText('1,270,000').count(), 0);

    const second = await quote(
      supplier2,
      ['2400', '4500', '1000', '10000'],
      '¥1,244,000.00',
      '壹佰贰拾肆万肆仟元整',
    );
    await second.waitFor({ state: 'hidden' });
    await rankOf(supplier2).getByText('第 1 名').waitFor();
    // supplier was outbid: their rank drops live, and they never see supplier2's amount or name.
    await rankOf(supplier).getByText('第 2 名').waitFor();
    assert.equal(await hallOf(supplier).getByText('1,244,000').count(), 0);
    assert.equal(await hallOf(supplier).getByText('江苏博瑞机电设备有限公司').count(), 0);
    await monitorOf(purchaser).locator('[part="counts"] td.count').getByText('2', { exact: true }).waitFor();
  });

  it('a worse quote is refused with the reason before its confirmation, and what was typed survives a reload', async () => {
    const prices = ['2600', '4500', '1000', '10000'];
    for (const [index, goods] of GOODS.entries()) await priceField(supplier, goods).fill(prices[index]!);
    await formOf(supplier).locator('[part="total"]').getByText('¥1,296,000.00').waitFor();
    await formOf(supplier).getByRole('button', { name: '提交报价' }).click();
    // The form knows the round's limit (the supplier's own previous quotation bettered by the step):
    // it says so at the total, in the page's money format, without asking to confirm a refused figure.
    await formOf(supplier)
      .locator('#error-amount')
      .getByText(/^本次报价须不高于¥[\d,]+\.\d{2}$/)
      .waitFor();
    assert.equal(await formOf(supplier).getByRole('dialog', { name: '确认报价' }).isVisible(), false);
    await supplier.reload();
    await priceField(supplier, '台式计算机').waitFor();
    assert.equal(await priceField(supplier, '台式计算机').inputValue(), '2600');
    assert.equal(await priceField(supplier, '彩色复印一体机').inputValue(), '10000');
    // Issue 36: the supplier may instead replace their quotation of the open round (the last one
    // counts), its step judged against earlier rounds only: none yet, so the higher total is taken.
    await hallOf(supplier).locator('[part="withdraw"]').getByRole('button', { name: '替换本轮报价' }).click();
    await formOf(supplier).getByRole('button', { name: '替换本轮报价' }).click();
    await formOf(supplier).getByRole('dialog', { name: '确认替换报价' }).waitFor();
    await formOf(supplier).locator('sl-dialog').getByRole('button', { name: '确认提交' }).click();
    await hallOf(supplier).locator('[part="standing"] dd').getByText('¥1,296,000.00').first().waitFor();
    await monitorOf(purchaser).locator('[part="counts"] td.count').getByText('2', { exact: true }).waitFor();
    assert.equal(await monitorOf(purchaser).getByText('1,296,000').count(), 0);
  });

  it('the purchaser ends the round early: the next opens for everyone, with the lowest of the last made public', async () => {
    const monitor = monitorOf(purchaser);
    await confirmIn(monitor, '提前结束本轮');
    await monitor.locator('[part="round"]').getByText('第 2 轮').waitFor();
    for (const page of [supplier, supplier2]) {
      await hallOf(page).locator('[part="round"]').getByText('第 2 轮').waitFor();
    }
    // fPublicPreviousRound = 1: the previous round's lowest, never who quoted it.
    await hallOf(supplier).locator('[part="standing"]').getByText('¥1,244,000.00').waitFor();
    // The purchaser compares the closed round.
    const rows = monitor.locator('[part="comparison"] tbody tr');
    await rows.first().getByText('江苏博瑞机电设备有限公司').waitFor();
    await rows.first().locator('.quoted').getByText('¥1,244,000.00').waitFor();
    await rows.nth(1).locator('.quoted').getByText('¥1,296,000.00').waitFor();
  });

  it('the purchaser ends the bidding, compares and confirms; the award reaches the winner’s badge at once', async () => {
    const monitor = monitorOf(purchaser);
    await confirmIn(monitor, '结束报价');
    await monitor.locator('[part="round"]').getByText('报价已结束').waitFor();
    for (const page of [supplier, supplier2]) {
      await hallOf(page).locator('[part="round"]').getByText('报价已结束').waitFor();
    }
    await assertAccessible(purchaser, 'the comparison');
    const before = await badgeCount(supplier2);
    const winner = monitor.locator('[part="comparison"] tbody tr').first();
    await winner.getByRole('button', { name: '确认成交' }).click();
    await monitor.getByRole('dialog', { name: '确认成交' }).waitFor();
    const dialog = monitor.locator('sl-dialog');
    await dialog.getByText('确定由“江苏博瑞机电设备有限公司”成交吗？').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await winner.getByText('成交', { exact: true }).waitFor();

    await hallOf(supplier2).locator('[part="award"]').getByText('恭喜，您的报价已成交').waitFor();
    await supplier2.waitForFunction(
      (count) =>
        Number(
          /(\d+)$/.exec(document.querySelector('a.todo-bell')?.getAttribute('aria-label') ?? '')?.[1] ?? 0,
        ) > count,
      before,
    );
    await hallOf(supplier).locator('[part="award"]').getByText('采购方已确认成交结果').waitFor();
    assert.equal(await hallOf(supplier).getByText('恭喜，您的报价已成交').count(), 0);
    // The supplier's tab goes on to the next test.
    for (const page of [purchaser, supplier2]) await page.context().close();
  });

  it('shows the hall in Traditional Chinese and English', async () => {
    for (const [lang, heading, label] of [
      ['zh-TW', '競價大廳', '距本輪結束'],
      ['en-US', 'Bidding hall', 'Round ends in'],
    ] as const) {
      // The supplier's tab: the language chosen in the header, then the hall of p-201 opened in it.
      const page = supplier;
      await page.getByRole('combobox', { name: /语言|語言|Language/ }).selectOption(lang);
      await page.waitForFunction((wanted) => localStorage.getItem('lang') === wanted, lang);
      await page.goto(`${suite.portal.url}/front/biddingHall?id=p-201`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await hallOf(page).getByRole('timer', { name: label }).waitFor();
      await assertAccessible(page, `the hall in ${lang}`);
    }
    await supplier.context().close();
  });
});

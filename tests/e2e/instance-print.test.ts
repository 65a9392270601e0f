/**
 * The approval form on paper, in the built portal: 王晓明 (staff) opens his ended leave request, sees his
 * watermark (account, name, time) over the form and HR's change to the form in the modify records,
 * exports it as Word (a .docx download) and as PDF (an A4 .pdf download drawn in the browser) and prints
 * it; each print is recorded on the server. The page passes axe.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { PrintRecord } from '../../api/contract/workflow-instance.js';
import { axeViolations } from './axe.js';
import { openTab, withPortal } from './harness.js';
import { portalCalls, signIn } from './sign-in.js';

describe('the approval form printed, exported and watermarked', () => {
  const suite = withPortal();
  const calls = portalCalls(suite);

  it('shows the watermark and the modify records, exports Word and records each print', async () => {
    const { browser, portal } = suite;
    // Each account signs in over HTTP once (portalCalls keeps its token).
    const call = async <T>(account: string, method: string, path: string, body?: unknown): Promise<T> => {
      const answer = await calls.call<T>(account, method, path, body);
      assert.equal(answer.state, true, `${path}: ${answer.message}`);
      return answer.value as T;
    };
    const { instId } = await call<{ instId: string }>('staff', 'POST', '/runtime/instance/v1/start', {
      flowKey: 'leave',
      data: {
        leaveType: 'annual',
        startDate: '2026-12-01',
        endDate: '2026-12-05',
        days: 5,
        reason: '回老家探亲。',
      },
    });
    const pending = async () =>
      (
        await call<{ taskId: string }[]>(
          'staff',
          'GET',
          `/runtime/task/v1/getBpmTaskByInstId?instId=${instId}`,
        )
      )[0]?.taskId as string;
    await call('liuyang', 'POST', '/runtime/task/v1/complete', {
      taskId: await pending(),
      actionName: 'agree',
      opinion: '同意。',
    });
    await call('lina', 'POST', '/runtime/task/v1/complete', {
      taskId: await pending(),
      actionName: 'agree',
      opinion: '已核对。',
      data: { hrRemark: '已核对假期余额' },
    });

    // Signed in through the login form, which goes on to the form it was asked for: one load of the portal.
    const form = `/matter/approvalForm?instId=${instId}&isReadonly=true&type=done`;
    const page = await openTab(browser);
    await page.goto(`${portal.url}/front/login?redirect=${encodeURIComponent(form)}`);
    await signIn(page, 'staff');
    await page.waitForURL(`${portal.url}/front${form}`);
    await page.getByRole('heading', { name: '王晓明的请假申请（5天）' }).waitFor();

    const mark = page.locator('watermark-overlay').locator('[part="mark"]');
    await mark.waitFor({ state: 'attached' });
    assert.match(
      (await mark.getAttribute('data-text')) ?? '',
      /^staff 王晓明 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    const records = page.locator('modify-record-list');
    await records.getByRole('row', { name: /人事备注/ }).waitFor();
    assert.match(
      (await records.getByRole('row', { name: /人事备注/ }).textContent()) ?? '',
      /已核对假期余额/,
    );
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], violations.join('\n'));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 Word' }).click();
    assert.match((await download).suggestedFilename(), /王晓明的请假申请（5天）\.docx$/);

    const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: '导出 PDF' }).click();
    const pdf = await pdfDownload;
    assert.equal(pdf.suggestedFilename(), '王晓明的请假申请（5天）.pdf');
    const bytes = await readFile((await pdf.path()) as string);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    // A4 portrait in points (210 × 297 mm).
    const boxes = [...bytes.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    assert.ok(boxes.length > 0, 'no page in the PDF');
    for (const [, width, height] of boxes) {
      assert.deepEqual([Math.round(Number(width)), Math.round(Number(height))], [595, 842]);
    }

    // The browser's print dialog is not part of the test: the page calls window.print once recorded.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: '打印', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    const prints = await call<PrintRecord[]>(
      'staff',
      'GET',
      `/runtime/bpmPrintRecord/v1/getByProInstId?instId=${instId}`,
    );
    assert.deepEqual(
      prints.map((record) => `${record.account}:${record.type}`),
      ['staff:print', 'staff:pdf', 'staff:word'],
    );
    await page.close();
  });
});

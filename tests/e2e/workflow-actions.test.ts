/**
 * The approval actions of issue 14 in the built portal, one portal for all: reject to the previous
 * node, whose approver handles it again; a countersign of three signers that passes at two agreements; transfer to a
 * colleague picked by name; take back before the next handler opened the task; revoke by the
 * initiator; batch approval of three to-dos; the flow chart dialog from the approval form showing the
 * current node; the shared instance page of the guest short link; a deployed model's timer escalating a task, its
 * call activity running a child, and the incident it stops on retried and skipped on 流程管理 › 流程异常. Each dialog is checked with axe while it is open. Instances are started and looked up
 * over HTTP (as the portal's client would); every action is taken in the page, like a person.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { withDiagram } from '../node/workflow/with-diagram.js';
import { axeViolations } from './axe.js';
import { openTab, withPortal } from './harness.js';
import { portalCalls } from './sign-in.js';

describe('the approval actions', () => {
  const suite = withPortal({ WORKFLOW_TIMER_POLL_MS: '500' });
  const { token, call } = portalCalls(suite);
  const startLeave = async (days: number, reason: string) => {
    const answer = await call<{ instId: string }>('staff', 'POST', '/runtime/instance/v1/start', {
      flowKey: 'leave',
      data: { leaveType: 'annual', startDate: '2026-12-01', endDate: '2026-12-05', days, reason },
    });
    assert.equal(answer.state, true, answer.message);
    return answer.value?.instId as string;
  };
  /** The account's pending task of an instance, from their to-do list (undefined when there is none). */
  const todoOf = async (account: string, instId: string) => {
    const answer = await call<{ rows: { taskId: string; instId: string; nodeId?: string }[] }>(
      account,
      'POST',
      '/runtime/task/v1/getTodoList',
      { pageBean: { page: 1, pageSize: 100 } },
    );
    return answer.value?.rows.find((row) => row.instId === instId)?.taskId;
  };
  // Every page is a tab of one context, whose cache keeps the portal's chunks from one page to the next.
  const open = async (account: string, path: string): Promise<Page> => {
    const page = await openTab(suite.browser);
    const join = path.includes('?') ? '&' : '?';
    await page.goto(`${suite.portal.url}/front${path}${join}token=${await token(account)}`);
    return page;
  };
  const openTask = async (account: string, taskId: string) => {
    const page = await open(account, `/matter/approvalForm?taskId=${taskId}`);
    await page.locator('approval-panel').getByRole('button').first().waitFor();
    return page;
  };
  const dialog = (page: Page) => page.locator('task-action-dialog sl-dialog[open]');
  /**
   * axe over the page; `within` narrows it to a dialog when the page under it was checked whole already
   * (the approval form with a task at the reject dialog, the to-do list in the workflow journey).
   */
  const assertAccessible = async (page: Page, where: string, within?: string[]) => {
    const violations = await axeViolations(page, within);
    assert.deepEqual(violations, [], `${where}: ${violations.join('\n')}`);
  };
  const panelButton = (page: Page, name: string) =>
    page.locator('approval-panel').getByRole('button', { name, exact: true });
  /**
   * Waits for the to-do list a handled task goes back to; when it does not come, fails with what the page
   * says instead (its alerts: a refusal, a problem with the opinion or the form).
   */
  const backToTodoList = async (page: Page) => {
    try {
      await page.waitForURL(/\/front\/flow\/myTask/);
    } catch (error) {
      const alerts = (
        await page
          .getByRole('alert')
          .allInnerTexts()
          .catch(() => [])
      ).filter(Boolean);
      throw new Error(`no to-do list at ${page.url()}; the page says: ${alerts.join(' | ') || 'nothing'}`, {
        cause: error,
      });
    }
  };

  it('rejects to the previous node, whose approver handles it again', async () => {
    const instId = await startLeave(4, '驳回上一步的请假');
    const leaderTask = await todoOf('liuyang', instId);
    assert.ok(leaderTask);
    const agreed = await call('liuyang', 'POST', '/runtime/task/v1/complete', {
      taskId: leaderTask,
      actionName: 'agree',
      opinion: '同意。',
    });
    assert.equal(agreed.state, true, agreed.message);
    const hrTask = await todoOf('lina', instId);
    assert.ok(hrTask);
    const page = await openTask('lina', hrTask);
    await panelButton(page, '驳回').click();
    await dialog(page)
      .getByRole('radio', { name: /驳回上一步：部门负责人审批（刘洋）/ })
      .waitFor();
    await assertAccessible(page, 'the reject dialog');
    // Without an opinion the dialog refuses in place.
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await dialog(page).getByText('请填写驳回意见').waitFor();
    await dialog(page).getByRole('textbox', { name: '驳回意见' }).fill('请补充请假期间的工作安排。');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await backToTodoList(page);

    const back = await todoOf('liuyang', instId);
    assert.ok(back, 'the request is back with the leader');
    assert.equal(await todoOf('lina', instId), undefined);
    const leader = await openTask('liuyang', back);
    await leader.getByText('请补充请假期间的工作安排。').first().waitFor();
    await panelButton(leader, '同意').click();
    await backToTodoList(leader);
    assert.ok(await todoOf('lina', instId), 'the request waits for HR again');
    await page.close();
    await leader.close();
  });

  it('passes a countersign of three signers at the second agreement', async () => {
    const started = await call<{ instId: string }>('yangfan', 'POST', '/runtime/instance/v1/start', {
      flowKey: 'purchase',
      data: {
        itemName: '会议室投影仪',
        quantity: 2,
        budget: 8800,
        needDate: '2026-12-20',
        reason: '会议室设备更新。',
      },
    });
    assert.equal(started.state, true, started.message);
    const instId = started.value?.instId as string;
    const leaderTask = await todoOf('liuyang', instId);
    assert.ok(leaderTask);
    const agreed = await call('liuyang', 'POST', '/runtime/task/v1/complete', {
      taskId: leaderTask,
      actionName: 'agree',
      opinion: '同意。',
    });
    assert.equal(agreed.state, true, agreed.message);
    for (const signer of ['staff', 'chenjing']) {
      const taskId = await todoOf(signer, instId);
      assert.ok(taskId, `${signer} has the countersign`);
      const page = await openTask(signer, taskId);
      await panelButton(page, '同意').click();
      await backToTodoList(page);
      await page.close();
    }
    assert.equal(await todoOf('hulin', instId), undefined, 'the third signer’s task closed with the pass');
    const page = await open('yangfan', `/matter/approvalForm?instId=${instId}&isReadonly=true`);
    await page.getByText('会签通过').first().waitFor();
    await page.close();
  });

  it('transfers a task to a colleague picked by name', async () => {
    const instId = await startLeave(0.5, '转办的请假');
    const taskId = await todoOf('liuyang', instId);
    assert.ok(taskId);
    const page = await openTask('liuyang', taskId);
    await panelButton(page, '转办').click();
    const picker = dialog(page).getByRole('combobox', { name: '转办给' });
    await picker.fill('李娜');
    await dialog(page).getByRole('option', { name: /李娜/ }).waitFor();
    await assertAccessible(page, 'the transfer dialog with its matches', ['task-action-dialog']);
    await picker.press('Enter');
    await dialog(page).getByRole('listitem').filter({ hasText: '李娜' }).waitFor();
    await dialog(page).getByRole('textbox', { name: '原因' }).fill('请李娜代为审批。');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await backToTodoList(page);
    assert.ok(await todoOf('lina', instId), '李娜 has the task');
    assert.equal(await todoOf('liuyang', instId), undefined);
    await page.close();
  });

  it('takes a task back before the next handler opened it', async () => {
    const instId = await startLeave(5, '收回的请假');
    const taskId = await todoOf('liuyang', instId);
    assert.ok(taskId);
    const agreed = await call('liuyang', 'POST', '/runtime/task/v1/complete', {
      taskId,
      actionName: 'agree',
      opinion: '同意。',
    });
    assert.equal(agreed.state, true, agreed.message);
    assert.ok(await todoOf('lina', instId), 'HR has it, unopened');
    const page = await open('liuyang', `/matter/approvalForm?instId=${instId}&isReadonly=true&type=done`);
    await page.getByRole('button', { name: '收回', exact: true }).click();
    await dialog(page).getByRole('textbox', { name: '原因' }).waitFor();
    await assertAccessible(page, 'the take-back dialog');
    await dialog(page).getByRole('textbox', { name: '原因' }).fill('意见有误，需修改。');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    assert.ok(await todoOf('liuyang', instId), 'the task is the leader’s again');
    assert.equal(await todoOf('lina', instId), undefined);
    await page.close();
  });

  it('lets the initiator revoke a request nobody acted on yet', async () => {
    const instId = await startLeave(1, '撤回的请假');
    const page = await open('staff', `/matter/approvalForm?instId=${instId}&isReadonly=true`);
    await page.getByRole('button', { name: '撤回', exact: true }).click();
    await dialog(page).getByRole('textbox', { name: '原因' }).waitFor();
    await assertAccessible(page, 'the revoke dialog');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await page.locator('.flow-page__head sl-tag').filter({ hasText: '已撤销' }).waitFor();
    assert.equal(await todoOf('liuyang', instId), undefined, 'the leader’s task went with it');
    await page.close();
  });

  it('approves three to-dos in one batch', async () => {
    const subjects: string[] = [];
    const instIds: string[] = [];
    for (const days of [2, 2.5, 3]) {
      instIds.push(await startLeave(days, `批量的请假 ${days}`));
      subjects.push(`王晓明的请假申请（${days}天）`);
    }
    const page = await open('liuyang', '/flow/myTask');
    await page.getByRole('button', { name: '批量审批' }).click();
    const batch = page.locator('batch-handle-dialog sl-dialog[open]');
    for (const subject of subjects) await batch.getByRole('checkbox', { name: subject }).check();
    await assertAccessible(page, 'the batch dialog', ['batch-handle-dialog']);
    await batch.getByRole('textbox', { name: '审批意见' }).fill('同意。');
    await batch.getByRole('button', { name: '批量同意（3）' }).click();
    await batch.getByText('已处理 3 项，未处理 0 项').waitFor();
    // The list reloads without the handled to-dos.
    for (const subject of subjects)
      await batch.getByRole('checkbox', { name: subject }).waitFor({ state: 'detached' });
    for (const instId of instIds) assert.equal(await todoOf('liuyang', instId), undefined);
    await page.close();
  });

  it("escalates a task at its timer, runs a call activity's child, and the administrator retries and skips the incident it stops on", async () => {
    const ns =
      'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"';
    const child = `<definitions ${ns} id="jc" targetNamespace="t"><process id="journeyChild" name="旅程子流程" isExecutable="true">
      <startEvent id="cs" name="开始"/><sequenceFlow id="c1" sourceRef="cs" targetRef="childReview"/>
      <userTask id="childReview" name="子流程审核" camunda:assignee="zhangwei"/><sequenceFlow id="c2" sourceRef="childReview" targetRef="ce"/>
      <endEvent id="ce" name="结束"/></process></definitions>`;
    // Due at once: the poller escalates the approval as soon as it polls.
    const parent = `<definitions ${ns} id="jp" targetNamespace="t"><process id="journeyParent" name="旅程升级流程" isExecutable="true">
      <startEvent id="ps" name="开始"/><sequenceFlow id="p1" sourceRef="ps" targetRef="approve"/>
      <userTask id="approve" name="主管审批" camunda:assignee="liuyang"/>
      <boundaryEvent id="late" name="超时" attachedToRef="approve"><timerEventDefinition><timeDate>2020-01-01T00:00:00Z</timeDate></timerEventDefinition></boundaryEvent>
      <sequenceFlow id="p2" sourceRef="late" targetRef="escalated"/><userTask id="escalated" name="升级审批" camunda:assignee="lina"/>
      <sequenceFlow id="p3" sourceRef="approve" targetRef="callChild"/><sequenceFlow id="p4" sourceRef="escalated" targetRef="callChild"/>
      <callActivity id="callChild" name="调用子流程" calledElement="journeyChild"/><sequenceFlow id="p5" sourceRef="callChild" targetRef="check"/>
      <serviceTask id="check" name="检查库存" camunda:class="com.example.Check"/><sequenceFlow id="p6" sourceRef="check" targetRef="pe"/>
      <endEvent id="pe" name="结束"/></process></definitions>`;
    for (const xml of [child, parent]) {
      const deployed = await call('zhaolei', 'POST', '/bpmModel/flow/def/v1/deploy', {
        bpmnXml: await withDiagram(xml),
      });
      assert.equal(deployed.state, true, deployed.message);
    }
    const started = await call<{ instId: string }>('staff', 'POST', '/runtime/instance/v1/start', {
      flowKey: 'journeyParent',
      data: {},
    });
    assert.equal(started.state, true, started.message);
    const instId = started.value?.instId as string;
    // The timer escalates: 李娜 gets the task; she agrees in the page, and the child's task reaches 张伟.
    let escalated: string | undefined;
    for (let round = 0; !escalated && round < 400; round += 1) {
      escalated = await todoOf('lina', instId);
      if (!escalated) await new Promise((resolve) => setImmediate(resolve));
    }
    assert.ok(escalated, 'the timer escalated the approval to 李娜');
    const linaPage = await openTask('lina', escalated);
    await panelButton(linaPage, '同意').click();
    await backToTodoList(linaPage);
    await linaPage.close();
    const childTask = await call<{ rows: { taskId: string; subject: string; defKey?: string }[] }>(
      'zhangwei',
      'POST',
      '/runtime/task/v1/getTodoList',
      { pageBean: { page: 1, pageSize: 100 } },
    );
    const reviewTask = childTask.value?.rows.find((row) => row.subject.includes('旅程子流程'))?.taskId;
    assert.ok(reviewTask, "the call activity started the child, whose task is 张伟's");
    const zhangPage = await openTask('zhangwei', reviewTask);
    await panelButton(zhangPage, '同意').click();
    await backToTodoList(zhangPage);
    await zhangPage.close();
    // The parent stops at the service task: 赵磊 retries it (it fails again, and says so), then skips it.
    const admin = await open('zhaolei', '/flowAdmin/incidents');
    const row = admin.locator('incident-list tbody tr', { hasText: '检查库存' });
    await row.waitFor();
    await assertAccessible(admin, 'the incidents page');
    await row.getByRole('button', { name: /重试/ }).click();
    await admin.locator('incident-list [role="status"]', { hasText: '仍然失败' }).waitFor();
    await admin
      .locator('incident-list tbody tr', { hasText: '检查库存' })
      .getByRole('button', { name: /跳过/ })
      .click();
    await admin.locator('incident-list', { hasText: '没有待处理的流程异常' }).waitFor();
    await admin.close();
    const instance = await call<{ status: string }>('staff', 'GET', `/runtime/instance/v1/get?id=${instId}`);
    assert.equal(instance.value?.status, 'end');
  });

  it('opens the flow chart dialog from the approval form at the current node', async () => {
    const instId = await startLeave(0.5, '看流程图的请假');
    const taskId = await todoOf('liuyang', instId);
    assert.ok(taskId);
    const page = await openTask('liuyang', taskId);
    await page.getByRole('button', { name: '流程图' }).click();
    const current = page.locator('flow-chart-dialog flow-chart [part="node-list"] li[aria-current="step"]');
    await current.waitFor({ timeout: 20_000 });
    assert.match((await current.textContent()) ?? '', /部门负责人审批/);
    await page.locator('flow-chart-dialog opinion-table tbody tr').first().waitFor();
    await assertAccessible(page, 'the flow chart dialog', ['flow-chart-dialog']);
    await page.close();
  });
  it('shows a guest of the shared link the instance read-only, with its opinions and chart, and nothing else', async () => {
    const page = await openTab(suite.browser);
    await page.goto(`${suite.portal.url}/front/surl/g7Kx2mQa`);
    await page.waitForURL(/\/front\/shareInst\/inst-[0-9a-f]+\/true/);
    await page.getByRole('heading', { name: '王晓明的请假申请（5天）' }).waitFor();
    await page.locator('opinion-table').getByText('同意，恭喜！').waitFor();
    await page.locator('flow-chart [part="node-list"] li[aria-current="step"]').waitFor({ timeout: 20_000 });
    assert.equal(
      await page.locator('flow-form input:not([readonly]), flow-form textarea:not([readonly])').count(),
      0,
    );
    await assertAccessible(page, 'the shared instance page');
    // The same guest reads no other instance.
    const other = await startLeave(1, '不分享的请假');
    await page.goto(`${suite.portal.url}/front/shareInst/${other}/true`);
    await page.getByRole('alert').getByText('分享的流程不存在或链接已失效').waitFor();
    await page.close();
  });
});

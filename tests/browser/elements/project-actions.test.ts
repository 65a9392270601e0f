import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/project-actions/project-actions.js';
import { ok } from '../../../docs/fixtures/fake-transport.js';
import type { ProjectActions } from '../../../elements/project-actions/project-actions.js';
import { procureBackend, project, registration, routeOf, storeOf } from './procure-fakes.js';

type Dialog = HTMLElement & { open: boolean };

const root = (el: ProjectActions) => el.shadowRoot!;
const buttons = (el: ProjectActions) =>
  [...root(el).querySelectorAll<HTMLElement>('[part="actions"] sl-button')].map((button) =>
    button.textContent!.trim(),
  );
const button = (el: ProjectActions, text: string) =>
  [...root(el).querySelectorAll<HTMLElement>('sl-button')].find(
    (candidate) => candidate.textContent!.trim() === text,
  )!;
const dialog = (el: ProjectActions) => root(el).querySelector<Dialog>('sl-dialog')!;

async function mount(overrides = {}, routes = {}) {
  const backend = procureBackend(storeOf({ projects: [project(overrides)] }), routes);
  setDefaultApiClient(backend.client);
  const el = await fixture<ProjectActions>(html`<project-actions project-id="p-1"></project-actions>`);
  await waitUntil(() => root(el).querySelector('[part="actions"]'), 'actions render');
  return { el, backend };
}

async function openDialog(el: ProjectActions, text: string) {
  button(el, text).click();
  await waitUntil(() => dialog(el).open, 'the dialog opens');
}

describe('project-actions', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('offers only the actions the server allows in the state, and the message while suppliers are enrolled', async () => {
    const { el } = await mount();
    expect(root(el).querySelector('[part="state"]')!.textContent).to.contain('报名中');
    expect(buttons(el)).to.deep.equal(['开始报价', '中止项目', '发送消息', '发布澄清公告']);
  });

  describe('when a clarification is published', () => {
    it('opens the clarification dialog, then says how many suppliers were told and loads the project again', async () => {
      const { el, backend } = await mount();
      button(el, '发布澄清公告').click();
      const clarification = root(el).querySelector('clarification-dialog')!;
      await waitUntil(() => clarification.open, 'the clarification dialog opens');
      const loads = backend.requests.length;
      clarification.dispatchEvent(
        new CustomEvent('eip-notice-published', {
          detail: { kind: 'clear', projectId: 'p-1', noticeId: 'n-1', notified: 3 },
        }),
      );
      await waitUntil(() => root(el).querySelector('[part="result"]'), 'the result shows');
      expect(root(el).querySelector('[part="result"]')!.textContent).to.equal(
        '澄清公告已发布，已通知 3 家供应商',
      );
      await waitUntil(() => backend.requests.length > loads, 'the project is loaded again');
    });

    it('offers a pre-notice instead of a clarification while the registration has not opened', async () => {
      const ahead = new Date(Date.now() + 86_400_000).toISOString();
      const { el } = await mount({ fRegisterStartTime: ahead });
      expect(buttons(el)).to.include.members(['发布招标预告', '发布澄清公告']);
      button(el, '发布招标预告').click();
      const dialog = root(el).querySelector('clarification-dialog')!;
      await waitUntil(() => dialog.open, 'the dialog opens');
      expect(dialog.kind).to.equal('bidBefore');
      const { el: open } = await mount();
      expect(buttons(open)).not.to.include('发布招标预告');
    });

    it('is not offered where the page says the user may not publish one, nor once bidding is over', async () => {
      const { el } = await mount();
      el.canPublishNotices = false;
      await el.updateComplete;
      expect(buttons(el)).not.to.include('发布澄清公告');
      const quoted = await mount({ fState: 'quoted', actions: ['confirmQuotation', 'interruptProject'] });
      expect(buttons(quoted.el)).not.to.include('发布澄清公告');
    });
  });

  it('does not offer 确认报价 on a comprehensive project: it is confirmed through the evaluation', async () => {
    const { el } = await mount({ fState: 'quoted', fTransactionMode: 'comprehensive', actions: undefined });
    expect(root(el).querySelector('[part="state"]')!.textContent).to.contain('报价结束');
    expect(buttons(el)).to.deep.equal(['中止项目', '发送消息']);
    const competitive = await mount({ fState: 'quoted', actions: undefined });
    expect(buttons(competitive.el)).to.deep.equal(['中止项目', '确认报价', '发送消息']);
  });

  it('offers nothing on an archived project', async () => {
    const { el } = await mount({ fState: 'archived', actions: [] });
    expect(buttons(el)).to.deep.equal([]);
    expect(root(el).textContent).to.contain('当前状态没有可执行的操作');
  });

  describe('when an action is confirmed', () => {
    it('calls it, reports the new state and offers the next actions', async () => {
      const { el, backend } = await mount();
      await openDialog(el, '开始报价');
      expect(dialog(el).textContent).to.contain('确定开始“办公设备采购项目”的报价吗？');
      const changed = oneEvent(el, 'eip-project-change');
      button(el, '确定').click();
      const { detail } = await changed;
      expect(detail.action).to.equal('startQuotation');
      expect(detail.project.fState).to.equal('quoting');
      expect(backend.calls(routeOf('wProcureproject/startQuotation'))[0]!.params.projectId).to.equal('p-1');
      await waitUntil(() => buttons(el).includes('结束报价'), 'the next action is offered');
      expect(root(el).querySelector('[part="result"]')!.textContent).to.contain('操作成功');
    });

    it('does nothing when cancelled', async () => {
      const { el, backend } = await mount();
      await openDialog(el, '开始报价');
      button(el, '取消').click();
      await waitUntil(() => !dialog(el).open, 'the dialog closes');
      expect(backend.calls(routeOf('wProcureproject/startQuotation'))).to.have.length(0);
    });
  });

  describe('when the server refuses because the state moved on', () => {
    it("shows the server's message in the dialog and changes nothing", async () => {
      const { el, backend } = await mount();
      backend.store.projects[0]!.fState = 'quoting';
      await openDialog(el, '开始报价');
      button(el, '确定').click();
      await waitUntil(
        () => dialog(el).textContent!.includes('当前项目状态不允许该操作'),
        'the refusal shows',
      );
      expect(dialog(el).open).to.equal(true);
      expect(root(el).querySelector('[part="result"]')).to.equal(null);
    });
  });

  describe('when interrupting', () => {
    it('sends the reason typed', async () => {
      const { el, backend } = await mount();
      await openDialog(el, '中止项目');
      const reason = dialog(el).querySelector<HTMLElement & { value: string }>('sl-textarea')!;
      reason.value = '预算调整';
      reason.dispatchEvent(new Event('sl-input'));
      button(el, '确定').click();
      await waitUntil(
        () => backend.calls(routeOf('wProcureproject/interruptProject')).length === 1,
        'called',
      );
      expect(backend.calls(routeOf('wProcureproject/interruptProject'))[0]!.params.reason).to.equal(
        '预算调整',
      );
    });
  });

  describe('when confirming the quotation', () => {
    it('offers the enrolled suppliers as the winner and sends the one chosen', async () => {
      const backend = procureBackend(
        storeOf({
          projects: [project({ fState: 'quoted', actions: ['confirmQuotation', 'interruptProject'] })],
          registrations: [
            registration({
              fStatus: 'pass',
              supplierId: 'u-supplier2',
              supplierName: '宁波安泰电气有限公司',
            }),
          ],
        }),
      );
      setDefaultApiClient(backend.client);
      const el = await fixture<ProjectActions>(html`<project-actions project-id="p-1"></project-actions>`);
      await waitUntil(() => root(el).querySelector('[part="actions"]'), 'actions render');
      await openDialog(el, '确认报价');
      await waitUntil(() => dialog(el).querySelector('sl-option'), 'the suppliers load');
      const select = dialog(el).querySelector<HTMLElement & { value: string }>('sl-select')!;
      select.value = 'u-supplier2';
      select.dispatchEvent(new Event('sl-change'));
      button(el, '确定').click();
      await waitUntil(
        () => backend.calls(routeOf('wProcureproject/confirmQuotation')).length === 1,
        'called',
      );
      expect(backend.calls(routeOf('wProcureproject/confirmQuotation'))[0]!.params).to.deep.equal({
        projectId: 'p-1',
        supplierId: 'u-supplier2',
      });
    });
  });

  describe('when sending a message to the suppliers', () => {
    it('asks for the text, then sends it and says to how many', async () => {
      const route = routeOf('wProcureproject/pushMessage');
      const { el, backend } = await mount({}, { [route]: () => ok({ sent: 2 }) });
      await openDialog(el, '发送消息');
      button(el, '发送').click();
      await waitUntil(() => dialog(el).textContent!.includes('请输入消息内容'), 'the text is asked for');
      expect(backend.calls(route)).to.have.length(0);
      const text = dialog(el).querySelector<HTMLElement & { value: string }>('sl-textarea')!;
      text.value = '请于明日9点前完成报价';
      text.dispatchEvent(new Event('sl-input'));
      const sent = oneEvent(el, 'eip-message-sent');
      button(el, '发送').click();
      expect((await sent).detail.sent).to.equal(2);
      expect(backend.calls(route)[0]!.params.message).to.equal('请于明日9点前完成报价');
      await waitUntil(() =>
        root(el).querySelector('[part="result"]')?.textContent?.includes('消息已发送给 2 家供应商'),
      );
    });
  });
});

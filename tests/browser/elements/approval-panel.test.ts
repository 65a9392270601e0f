import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TaskButton } from '../../../api/contract/workflow.js';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/approval-panel/approval-panel.js';
import type { ApprovalPanel } from '../../../elements/approval-panel/approval-panel.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import { type LoadBehaviour, runLoadStateSuite } from '../shared/load-state-suite.js';

const BUTTONS = '/runtime/task/v1/getButtonsBytaskId';
const PHRASES = '/bpmModel/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId';
const ALL: TaskButton[] = [
  { alias: 'agree', name: '同意' },
  { alias: 'oppose', name: '反对' },
  { alias: 'saveDraft', name: '保存草稿' },
];

function backend(reply: LoadBehaviour | TaskButton[] = ALL, extra: FakeRoutes = {}) {
  return createFakeClient({
    ...extra,
    [`GET ${BUTTONS}`]: async ({ signal }) => {
      if (reply === 'hang') {
        await new Promise((_, reject) => signal?.addEventListener('abort', reject));
        return undefined;
      }
      if (reply === 'empty') return ok([]);
      return Array.isArray(reply) ? ok(reply) : reply;
    },
  });
}

const root = (el: ApprovalPanel) => el.shadowRoot!;
const button = (el: ApprovalPanel, text: string) =>
  [...root(el).querySelectorAll<HTMLElement>('[part="actions"] sl-button')].find(
    (b) => b.textContent?.trim() === text,
  );
const textarea = (el: ApprovalPanel) => root(el).querySelector('textarea')!;

async function mount(template = html`<approval-panel task-id="t-1"></approval-panel>`, fake = backend()) {
  setDefaultApiClient(fake.client);
  const el = await fixture<ApprovalPanel>(template);
  await waitUntil(() => root(el).querySelector('[part="actions"]'), 'no buttons');
  return { el, fake };
}

describe('approval-panel', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount(html`<approval-panel task-id="t-1" lock-status="3"></approval-panel>`);
    await expect(el).to.be.accessible();
  });

  it('offers the buttons the server allows for the task', async () => {
    const { el, fake } = await mount(undefined, backend([{ alias: 'agree', name: '同意' }]));
    expect(
      [...root(el).querySelectorAll('[part="actions"] sl-button')].map((b) => b.textContent?.trim()),
    ).to.deep.equal(['同意']);
    expect(fake.requests[0]!.params).to.deep.equal({ taskId: 't-1' });
  });

  describe('when an action is chosen', () => {
    it('emits it with the opinion and files', async () => {
      const { el } = await mount();
      textarea(el).focus();
      await sendKeys({ type: '同意，按规定办理' });
      const acted = oneEvent(el, 'eip-task-action');
      button(el, '同意')!.click();
      expect((await acted).detail).to.deep.equal({ action: 'agree', opinion: '同意，按规定办理', files: [] });
    });

    it('asks for an opinion when opposing without one, and when the opinion is required', async () => {
      const { el } = await mount(
        html`<approval-panel task-id="t-1" opinion-permission="b"></approval-panel>`,
      );
      let fired = 0;
      el.addEventListener('eip-task-action', () => fired++);
      button(el, '同意')!.click();
      await waitUntil(() => root(el).querySelector('[part="message"]')!.textContent === '请填写审批意见');
      expect(textarea(el).getAttribute('aria-invalid')).to.equal('true');
      expect(root(el).activeElement).to.equal(textarea(el));
      const saved = oneEvent(el, 'eip-task-action');
      button(el, '保存草稿')!.click();
      expect((await saved).detail.action).to.equal('saveDraft');
      expect(fired).to.equal(1);
    });

    it('requires an opinion to oppose', async () => {
      const { el } = await mount();
      button(el, '反对')!.click();
      await waitUntil(() => root(el).querySelector('[part="message"]')!.textContent === '反对时请填写意见');
    });

    it("shows the page's refusal and keeps the opinion", async () => {
      const { el } = await mount();
      textarea(el).focus();
      await sendKeys({ type: '同意' });
      el.error = '该任务已被他人处理';
      await el.updateComplete;
      expect(root(el).querySelector('[role="alert"]')!.textContent).to.equal('该任务已被他人处理');
      expect(textarea(el).value).to.equal('同意');
    });
  });

  describe('when a common phrase is picked', () => {
    const picker = (el: ApprovalPanel) => root(el).querySelector('phrase-picker')!;
    const menuItems = (el: ApprovalPanel) => [
      ...picker(el).shadowRoot!.querySelectorAll<HTMLElement>('sl-menu-item:not([disabled])'),
    ];
    const openMenu = async (el: ApprovalPanel) => {
      picker(el).shadowRoot!.querySelector<HTMLElement>('[part="trigger"]')!.click();
      await waitUntil(() => menuItems(el).length > 0, 'no phrases offered');
    };

    it('adds it to the opinion', async () => {
      const { el } = await mount(
        html`<approval-panel task-id="t-1" .phrases=${['情况属实', '请尽快办理']}></approval-panel>`,
      );
      textarea(el).focus();
      await sendKeys({ type: '已核实' });
      await openMenu(el);
      menuItems(el)
        .find((item) => item.getAttribute('value') === '请尽快办理')!
        .click();
      await waitUntil(() => textarea(el).value === '已核实\n请尽快办理');
    });

    it('offers the user’s phrases for the flow, loaded when the menu opens', async () => {
      const fake = backend(ALL, {
        [`GET ${PHRASES}`]: ({ params }) =>
          ok(params.defKey === 'leave' ? [{ id: 'p-1', expression: '请假期间注意交接' }] : []),
      });
      const { el } = await mount(html`<approval-panel task-id="t-1" def-key="leave"></approval-panel>`, fake);
      expect(fake.requests.some((request) => request.path === PHRASES)).to.equal(false);
      await openMenu(el);
      expect(menuItems(el).map((item) => item.textContent?.trim())).to.deep.equal(['请假期间注意交接']);
      expect(fake.requests.find((request) => request.path === PHRASES)!.params).to.deep.equal({
        defKey: 'leave',
      });
    });

    it('offers the built-in phrases while the user keeps none', async () => {
      const fake = backend(ALL, { [`GET ${PHRASES}`]: () => ok([]) });
      const { el } = await mount(undefined, fake);
      await openMenu(el);
      const phrases = menuItems(el).map((item) => item.textContent?.trim());
      expect(phrases).to.include('同意').and.include('请补充材料后再提交');
    });
  });

  describe('when the task is locked', () => {
    it('shows the lock status and holds agree and oppose while someone else holds it', async () => {
      const { el } = await mount(html`<approval-panel task-id="t-1" lock-status="4"></approval-panel>`);
      expect(root(el).querySelector('[part="lock"]')!.textContent).to.contain('已被他人锁定');
      expect(button(el, '同意')!.hasAttribute('disabled')).to.equal(true);
      expect(button(el, '保存草稿')!.hasAttribute('disabled')).to.equal(false);
    });

    it('names who holds it, in zh-CN, zh-TW and en-US', async () => {
      const { el } = await mount(
        html`<approval-panel task-id="t-1" lock-status="4" lock-holder="张伟"></approval-panel>`,
      );
      const tag = () => root(el).querySelector('[part="lock"]')!.textContent!.replace(/\s+/g, ' ');
      try {
        expect(tag()).to.contain('已被 张伟 锁定');
        await setLanguage('zh-TW', { persist: false });
        await el.updateComplete;
        expect(tag()).to.contain('已被 张伟 鎖定');
        await setLanguage('en-US', { persist: false });
        await el.updateComplete;
        expect(tag()).to.contain('Locked by 张伟');
      } finally {
        await setLanguage('zh-CN', { persist: false });
      }
    });

    it('shows no lock state or lock button for a task of a single candidate (lock status 2)', async () => {
      const { el } = await mount(
        html`<approval-panel task-id="t-1" lock-status="2"></approval-panel>`,
        backend([...ALL, { alias: 'reject', name: '驳回' }]),
      );
      expect(root(el).querySelector('h2')!.textContent).to.contain('审批');
      expect(root(el).querySelector('[part="lock"]') === null, 'no lock state').to.equal(true);
      expect(root(el).textContent).not.to.contain('锁定');
      expect(button(el, '同意')!.hasAttribute('disabled')).to.equal(false);
    });

    it('names every lock status', async () => {
      const texts: string[] = [];
      for (const code of [0, 1, 3, 4, 5]) {
        const { el } = await mount(html`<approval-panel task-id="t-1" lock-status=${code}></approval-panel>`);
        texts.push(root(el).querySelector('[part="lock"]')!.textContent!.replace('锁定状态：', '').trim());
      }
      expect(texts).to.deep.equal(['已处理', '未锁定', '已由您锁定', '已被他人锁定', '管理员处理中']);
    });
  });

  describe('when the opinion permission is r or n', () => {
    it('shows the opinion read-only, or hides it', async () => {
      const { el } = await mount(
        html`<approval-panel task-id="t-1" opinion-permission="r" value="已阅"></approval-panel>`,
      );
      expect(textarea(el)).to.equal(null);
      expect(root(el).querySelector('[part="opinion"]')!.textContent!.trim()).to.equal('已阅');
      const { el: hidden } = await mount(
        html`<approval-panel task-id="t-1" opinion-permission="n"></approval-panel>`,
      );
      expect(root(hidden).querySelector('[part="opinion"]')).to.equal(null);
      expect(root(hidden).querySelector('file-upload')).to.equal(null);
    });
  });

  runLoadStateSuite({
    async mount(behaviour) {
      const fake = backend(behaviour);
      setDefaultApiClient(fake.client);
      const element = await fixture<ApprovalPanel>(html`<approval-panel task-id="t-1"></approval-panel>`);
      return { element, requests: () => fake.requests.filter((r) => r.path === BUTTONS).length };
    },
  });
});

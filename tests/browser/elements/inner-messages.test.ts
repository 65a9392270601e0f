import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ContactGroup } from '../../../api/contract/contacts.js';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type { InnerMessage, MessageSendBody } from '../../../api/contract/messages.js';
import { createFakeClient, type FakeReply, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/inner-message-list/inner-message-list.js';
import type { InnerMessageList } from '../../../elements/inner-message-list/inner-message-list.js';
import '../../../elements/message-compose-dialog/message-compose-dialog.js';
import type { MessageComposeDialog } from '../../../elements/message-compose-dialog/message-compose-dialog.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';

const M = '/message/messageReceiver/v1';
const SEND = '/message/messageSend/v1/send';

const message = (id: string, subject: string, extra: Partial<InnerMessage> = {}): InnerMessage => ({
  id,
  subject,
  type: 'personal',
  senderId: 'u-liuyang',
  senderName: '刘洋',
  link: null,
  isRead: false,
  createTime: '2026-11-20T09:00:00.000Z',
  readTime: null,
  ...extra,
});

function backend(listReply?: FakeReply | 'hang', { refuseMark = false } = {}) {
  let stored = [
    message('m-1', '【待办】王晓明的请假申请', {
      type: 'task',
      link: '/matter/approvalForm?taskId=t-1',
      senderName: '王晓明',
    }),
    message('m-2', '周五例会'),
    message('m-3', '系统升级通知', { type: 'system', senderName: '系统', isRead: true }),
  ];
  const bodies: Record<string, string> = {
    'm-1': '<p>王晓明提交的流程到达“部门负责人审批”，等待您处理。</p>',
    'm-2': '<p>下午三点<img src=x onerror="window.__xss=1">，三楼会议室。</p>',
    'm-3': '<p>今晚升级。</p>',
  };
  return createFakeClient({
    [`POST ${M}/list`]: async ({ data, signal }) => {
      if (listReply === 'hang') await new Promise((_, reject) => signal?.addEventListener('abort', reject));
      if (listReply && listReply !== 'hang') return listReply;
      const body = data as QueryBody;
      const read = body.querys?.find((query) => query.property === 'isRead');
      const rows = stored.filter((row) => !read || row.isRead === read.value);
      return ok({ rows, total: rows.length, page: body.pageBean.page, pageSize: body.pageBean.pageSize });
    },
    [`GET ${M}/get`]: ({ params }) => {
      const row = stored.find((candidate) => candidate.id === params.id);
      if (!row) return refuse('消息不存在');
      row.isRead = true;
      return ok({ ...row, body: bodies[row.id] });
    },
    [`POST ${M}/mark`]: ({ data }) => {
      const { ids, isRead } = data as { ids: string[]; isRead: boolean };
      if (refuseMark) return refuse('消息不存在');
      for (const row of stored) if (ids.includes(row.id)) row.isRead = isRead;
      return ok(ids.length);
    },
    [`POST ${M}/remove`]: ({ data }) => {
      const { ids } = data as { ids: string[] };
      stored = stored.filter((row) => !ids.includes(row.id));
      return ok(ids.length);
    },
  });
}

const root = (el: HTMLElement) => el.shadowRoot!;
const items = (el: InnerMessageList) => [...root(el).querySelectorAll<HTMLElement>('[part="item"]')];
const subjects = (el: InnerMessageList) =>
  items(el).map((item) => item.querySelector('.subject')!.textContent);
const unread = (el: InnerMessageList) =>
  items(el)
    .filter((item) => item.querySelector('.toggle .visually-hidden')?.textContent === '未读')
    .map((item) => item.querySelector('.subject')!.textContent);
const button = (el: HTMLElement, text: string) =>
  [...root(el).querySelectorAll<HTMLElement>('sl-button')].find((b) => b.textContent?.includes(text))!;
const choose = (el: InnerMessageList, index: number) => {
  const box = items(el)[index]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  box.click();
};

async function mount(fake = backend()) {
  setDefaultApiClient(fake.client);
  const el = await fixture<InnerMessageList>(html`<inner-message-list></inner-message-list>`);
  await waitUntil(() => items(el).length > 0, 'no messages shown');
  return { el, fake };
}

describe('inner-message-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, closed and opened', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
    items(el)[0]!.querySelector<HTMLElement>('.toggle')!.click();
    await waitUntil(() => root(el).querySelector('[part="detail"] rich-text'));
    await expect(el).to.be.accessible();
  });

  it('lists the messages with their type, sender and the unread ones marked', async () => {
    const { el } = await mount();
    expect(subjects(el)).to.deep.equal(['【待办】王晓明的请假申请', '周五例会', '系统升级通知']);
    expect(unread(el)).to.deep.equal(['【待办】王晓明的请假申请', '周五例会']);
    expect(items(el).map((item) => item.querySelector('.type')!.textContent)).to.deep.equal([
      '流程消息',
      '个人消息',
      '系统消息',
    ]);
  });

  describe('when a message is opened', () => {
    it('shows the sanitized body and the link, marks it read and tells window', async () => {
      const { el } = await mount();
      const onWindow = oneEvent(window, 'eip-inner-message-change');
      items(el)[1]!.querySelector<HTMLElement>('.toggle')!.click();
      expect((await onWindow).detail).to.deep.equal({ ids: ['m-2'] });
      await waitUntil(() => root(el).querySelector('[part="detail"] rich-text'));
      const text = root(el).querySelector('[part="detail"] rich-text');
      await (text as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(text!.shadowRoot!.textContent).to.contain('三楼会议室');
      expect(text!.shadowRoot!.querySelector('img')?.getAttribute('onerror') ?? null).to.equal(null);
      expect((window as { __xss?: number }).__xss).to.equal(undefined);
      expect(unread(el)).to.deep.equal(['【待办】王晓明的请假申请']);
    });

    it('offers 查看详情 as a link that the page may route itself', async () => {
      const { el } = await mount();
      items(el)[0]!.querySelector<HTMLElement>('.toggle')!.click();
      await waitUntil(() => root(el).querySelector('.open-link'));
      const link = root(el).querySelector<HTMLAnchorElement>('.open-link');
      expect(link!.getAttribute('href')).to.equal('/matter/approvalForm?taskId=t-1');
      const navigate = oneEvent(el, 'eip-navigate');
      el.addEventListener('eip-navigate', (event) => event.preventDefault(), { once: true });
      link!.click();
      expect((await navigate).detail).to.deep.equal({ href: '/matter/approvalForm?taskId=t-1' });
    });

    it('opens with the keyboard', async () => {
      const { el } = await mount();
      items(el)[0]!.querySelector<HTMLElement>('.toggle')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => root(el).querySelector('[part="detail"] rich-text'));
      expect(items(el)[0]!.querySelector('.toggle')!.getAttribute('aria-expanded')).to.equal('true');
    });
  });

  describe('when messages are chosen', () => {
    it('marks them read and unread together', async () => {
      const { el, fake } = await mount();
      choose(el, 0);
      choose(el, 1);
      await el.updateComplete;
      const changed = oneEvent(el, 'eip-inner-message-change');
      button(el, '标为已读').click();
      expect((await changed).detail).to.deep.equal({ ids: ['m-1', 'm-2'] });
      await waitUntil(() => unread(el).length === 0, 'still unread');
      choose(el, 2);
      await el.updateComplete;
      button(el, '标为未读').click();
      await waitUntil(() => unread(el).includes('系统升级通知'), 'not unread');
      const marks = fake.requests.filter((r) => r.path === `${M}/mark`).map((r) => r.data);
      expect(marks).to.deep.equal([
        { ids: ['m-1', 'm-2'], isRead: true },
        { ids: ['m-3'], isRead: false },
      ]);
    });

    it('removes them after a confirmation', async () => {
      const { el, fake } = await mount();
      choose(el, 1);
      await el.updateComplete;
      button(el, '删除').click();
      await waitUntil(() => root(el).querySelector('.confirm'));
      expect(root(el).querySelector('.confirm')!.textContent).to.contain('确定删除选中的 1 条消息？');
      root(el).querySelector<HTMLElement>('.confirm sl-button[variant="danger"]')!.click();
      await waitUntil(() => items(el).length === 2, 'not removed');
      expect(subjects(el)).to.deep.equal(['【待办】王晓明的请假申请', '系统升级通知']);
      expect(fake.requests.filter((r) => r.path === `${M}/remove`).map((r) => r.data)).to.deep.equal([
        { ids: ['m-2'] },
      ]);
    });

    it('shows a refusal and keeps the choice', async () => {
      const { el } = await mount(backend(undefined, { refuseMark: true }));
      choose(el, 0);
      await el.updateComplete;
      button(el, '标为已读').click();
      await waitUntil(() => root(el).querySelector('.action-error'));
      const alert = root(el).querySelector('.action-error');
      expect(alert!.textContent).to.contain('消息不存在');
      expect(root(el).querySelector('.chosen-count')!.textContent).to.contain('已选 1 条');
    });
  });

  describe('when filtered', () => {
    it('asks for unread ones, a type, a search and a period', async () => {
      const { el, fake } = await mount();
      root(el).querySelector<HTMLElement>('sl-radio-button[value="unread"]')!.click();
      await waitUntil(() => items(el).length === 2, 'not filtered');
      const type = root(el).querySelectorAll<HTMLSelectElement>('select')[0]!;
      type.value = 'task';
      type.dispatchEvent(new Event('change'));
      const search = root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
      search.value = '例会';
      search.form!.requestSubmit();
      const period = root(el).querySelectorAll<HTMLSelectElement>('select')[1]!;
      period.value = '7';
      period.dispatchEvent(new Event('change'));
      await waitUntil(
        () => fake.requests.filter((r) => r.path === `${M}/list`).at(-1)?.data && period.value === '7',
      );
      await waitUntil(() => {
        const last = fake.requests.filter((r) => r.path === `${M}/list`).at(-1)!.data as QueryBody;
        return last.querys?.length === 5;
      }, 'not every filter sent');
      const last = fake.requests.filter((r) => r.path === `${M}/list`).at(-1)!.data as QueryBody;
      expect(last.querys!.slice(0, 4)).to.deep.equal([
        { property: 'isRead', value: false, operation: 'EQUAL' },
        { property: 'type', value: 'task', operation: 'EQUAL' },
        { property: 'subject', value: '例会', operation: 'LIKE', relation: 'OR', group: 'keyword' },
        { property: 'senderName', value: '例会', operation: 'LIKE', relation: 'OR', group: 'keyword' },
      ]);
      expect(last.querys![4]!.property).to.equal('createTime');
      expect(last.querys![4]!.operation).to.equal('GREAT_EQUAL');
    });
  });

  runLoadStateSuite({
    emptyText: '暂无消息',
    async mount(behaviour) {
      const fake = backend(
        behaviour === 'empty' ? ok({ rows: [], total: 0, page: 1, pageSize: 10 }) : behaviour,
      );
      setDefaultApiClient(fake.client);
      const element = await fixture<InnerMessageList>(html`<inner-message-list></inner-message-list>`);
      return { element, requests: () => fake.requests.filter((r) => r.path === `${M}/list`).length };
    },
  });
});

describe('message-compose-dialog', () => {
  afterEach(() => setDefaultApiClient(undefined));
  const groups: ContactGroup[] = [
    {
      id: 'g-1',
      name: '采购小组',
      description: null,
      ownerId: 'u-staff',
      ownerName: '王晓明',
      memberCount: 2,
      createTime: '2026-11-20T09:00:00.000Z',
    },
  ];

  function composer(sendReply?: FakeReply) {
    const fake = createFakeClient({
      'POST /uc/ucGroup/v1/query': () => ok({ rows: groups, total: 1, page: 1, pageSize: -1 }),
      [`POST ${SEND}`]: () => sendReply ?? ok({ id: 'msg-1', receivers: 3 }, '发送成功'),
    });
    setDefaultApiClient(fake.client);
    return fake;
  }
  const field = (el: MessageComposeDialog, id: string) =>
    root(el).querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
  const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  };

  it('is accessible when open', async () => {
    composer();
    const el = await fixture<MessageComposeDialog>(
      html`<message-compose-dialog open></message-compose-dialog>`,
    );
    await waitUntil(() => root(el).querySelector('[part="groups"]'), 'no groups');
    await expect(el).to.be.accessible();
  });

  it('asks for receivers, subject and text before sending anything', async () => {
    const fake = composer();
    const el = await fixture<MessageComposeDialog>(
      html`<message-compose-dialog open></message-compose-dialog>`,
    );
    root(el).querySelector('form')!.requestSubmit();
    await waitUntil(() => root(el).querySelector('[part="message"]')!.textContent?.includes('请按提示填写'));
    expect(root(el).textContent).to.contain('请填写主题');
    expect(root(el).textContent).to.contain('请填写消息内容');
    expect(root(el).querySelector('user-picker')!.getAttribute('error')).to.equal('请选择接收人或分组');
    expect(fake.requests.filter((r) => r.path === SEND)).to.have.length(0);
  });

  it('sends to the people and groups chosen, the text as paragraphs, then closes', async () => {
    const fake = composer();
    const el = await fixture<MessageComposeDialog>(
      html`<message-compose-dialog open .to=${[{ id: 'u-liuyang', name: '刘洋' }]}></message-compose-dialog>`,
    );
    await waitUntil(() => root(el).querySelector('[part="groups"] input'));
    const group = root(el).querySelector<HTMLInputElement>('[part="groups"] input');
    group!.click();
    type(field(el, 'subject'), '周五例会');
    type(field(el, 'body'), '下午三点\n<b>三楼</b>');
    await el.updateComplete;
    const sent = oneEvent(el, 'eip-inner-message-sent');
    root(el).querySelector('form')!.requestSubmit();
    expect((await sent).detail).to.deep.equal({ id: 'msg-1', receivers: 3, message: '发送成功' });
    const body = fake.requests.find((r) => r.path === SEND)!.data as MessageSendBody;
    expect(body).to.deep.equal({
      receiverIds: ['u-liuyang'],
      groupIds: ['g-1'],
      subject: '周五例会',
      body: '<p>下午三点</p><p>&#60;b&#62;三楼&#60;/b&#62;</p>',
    });
    expect(el.open).to.equal(false);
  });

  it('keeps everything typed when the server refuses', async () => {
    composer(refuse('所选人员不存在'));
    const el = await fixture<MessageComposeDialog>(
      html`<message-compose-dialog open .to=${[{ id: 'u-gone', name: '离职' }]}></message-compose-dialog>`,
    );
    type(field(el, 'subject'), '主题');
    type(field(el, 'body'), '内容');
    await el.updateComplete;
    root(el).querySelector('form')!.requestSubmit();
    await waitUntil(() =>
      root(el).querySelector('[part="message"]')!.textContent?.includes('所选人员不存在'),
    );
    expect(el.open).to.equal(true);
    expect(field(el, 'subject').value).to.equal('主题');
    expect(field(el, 'body').value).to.equal('内容');
  });
});

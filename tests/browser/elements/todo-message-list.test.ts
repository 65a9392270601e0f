import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import { createFakeClient, type FakeReply, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/todo-message-list/todo-message-list.js';
import type { TodoMessageList } from '../../../elements/todo-message-list/todo-message-list.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';

const LIST = '/portal/procureMessage/v1/getMyMessage';
const DETAIL = '/portal/procureMessage/v1/getDetail';
const READ_ALL = '/portal/procureMessage/v1/readAll';

function messages(): ProcureMessage[] {
  return [
    {
      id: 'm-1',
      subject: '您报名的项目已开始报价',
      content: '项目“办公设备采购”已开始报价，请及时提交。',
      type: 'notice',
      projectId: null,
      isRead: false,
      createTime: '2026-11-20T09:00:00.000Z',
      readTime: null,
    },
    {
      id: 'm-2',
      subject: '资格审查结果已公布',
      content: '您已通过资格审查。',
      type: 'notice',
      projectId: null,
      isRead: true,
      createTime: '2026-11-19T09:00:00.000Z',
      readTime: '2026-11-19T10:00:00.000Z',
    },
    {
      id: 'm-3',
      subject: '请完善企业信息',
      content: '企业信息尚不完整。',
      type: 'notice',
      projectId: null,
      isRead: false,
      createTime: '2026-11-18T09:00:00.000Z',
      readTime: null,
    },
  ];
}

function backend(listReply?: FakeReply | 'hang', { refuseDetail = false } = {}) {
  const stored = messages();
  return createFakeClient({
    [`POST ${LIST}`]: async ({ data, signal }) => {
      if (listReply === 'hang') await new Promise((_, reject) => signal?.addEventListener('abort', reject));
      if (listReply && listReply !== 'hang') return listReply;
      const body = data as QueryBody;
      const unreadOnly = body.querys?.some((query) => query.property === 'isRead' && query.value === false);
      const rows = stored.filter((row) => !unreadOnly || !row.isRead);
      return ok({ rows, total: rows.length, page: body.pageBean.page, pageSize: body.pageBean.pageSize });
    },
    [`GET ${DETAIL}`]: ({ params }) => {
      const message = stored.find((row) => row.id === params.id);
      if (!message || refuseDetail) return refuse('消息不存在');
      message.isRead = true;
      message.readTime = '2026-11-21T08:00:00.000Z';
      return ok({ ...message });
    },
    [`GET ${READ_ALL}`]: () => {
      const count = stored.filter((row) => !row.isRead).length;
      for (const row of stored) row.isRead = true;
      return ok(count);
    },
  });
}

const root = (el: TodoMessageList) => el.shadowRoot!;
const items = (el: TodoMessageList) => [...root(el).querySelectorAll<HTMLElement>('[part="item"]')];
const unreadSubjects = (el: TodoMessageList) =>
  items(el)
    .filter((item) => item.querySelector('.visually-hidden')?.textContent === '未读')
    .map((item) => item.querySelector('.subject')!.textContent);
const loaded = (el: TodoMessageList) => waitUntil(() => items(el).length > 0, 'no messages shown');

async function mount(fake = backend()) {
  setDefaultApiClient(fake.client);
  const el = await fixture<TodoMessageList>(html`<todo-message-list></todo-message-list>`);
  await loaded(el);
  return { el, fake };
}

describe('todo-message-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
    items(el)[0]!.querySelector('button')!.click();
    await waitUntil(() => root(el).querySelector('[part="detail"] .content'));
    await expect(el).to.be.accessible();
  });

  it('lists the messages newest first with the unread ones marked', async () => {
    const { el } = await mount();
    expect(items(el).map((item) => item.querySelector('.subject')!.textContent)).to.deep.equal([
      '您报名的项目已开始报价',
      '资格审查结果已公布',
      '请完善企业信息',
    ]);
    expect(unreadSubjects(el)).to.deep.equal(['您报名的项目已开始报价', '请完善企业信息']);
    const firstSubject = getComputedStyle(items(el)[0]!.querySelector('.subject')!).fontWeight;
    const readSubject = getComputedStyle(items(el)[1]!.querySelector('.subject')!).fontWeight;
    expect(Number(firstSubject)).to.be.greaterThan(Number(readSubject));
    expect(root(el).querySelector('[part="pagination"]')!.textContent).to.contain('共 3 条');
  });

  describe('when a message is opened', () => {
    it('shows its content, marks it read and emits the event on the element and on window', async () => {
      const { el, fake } = await mount();
      const button = items(el)[0]!.querySelector('button')!;
      const onWindow = oneEvent(window, 'eip-message-read');
      const onElement = oneEvent(el, 'eip-message-read');
      button.click();
      const event = await onElement;
      expect(event.detail).to.deep.equal({ id: 'm-1' });
      await onWindow;
      await waitUntil(() => root(el).querySelector('[part="detail"] .content'));
      expect(root(el).querySelector('[part="detail"]')!.textContent).to.contain('已开始报价，请及时提交');
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(unreadSubjects(el)).to.deep.equal(['请完善企业信息']);
      expect(fake.requests.some((r) => r.path === DETAIL && r.params.id === 'm-1')).to.equal(true);
    });

    it('opens with the keyboard and closes again', async () => {
      const { el } = await mount();
      const button = items(el)[2]!.querySelector('button')!;
      button.focus();
      const read = oneEvent(el, 'eip-message-read');
      await sendKeys({ press: 'Enter' });
      expect((await read).detail).to.deep.equal({ id: 'm-3' });
      await waitUntil(() => root(el).querySelector('[part="detail"] .content'));
      await sendKeys({ press: 'Space' });
      await waitUntil(() => !root(el).querySelector('[part="detail"]'), 'did not close');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
    });

    it('shows the refusal in place of the text and keeps the row unread', async () => {
      const { el } = await mount(backend(undefined, { refuseDetail: true }));
      items(el)[0]!.querySelector('button')!.click();
      await waitUntil(() => root(el).querySelector('[part="detail"][role="alert"]'));
      expect(root(el).querySelector('[part="detail"]')!.textContent).to.contain('消息不存在');
      expect(unreadSubjects(el)).to.deep.equal(['您报名的项目已开始报价', '请完善企业信息']);
    });
  });

  describe('when 全部已读 is pressed', () => {
    it('marks every row read and emits the event', async () => {
      const { el, fake } = await mount();
      const readAll = [...root(el).querySelectorAll('sl-button')].find((b) =>
        b.textContent?.includes('全部已读'),
      )!;
      const onWindow = oneEvent(window, 'eip-message-read');
      const onElement = oneEvent(el, 'eip-message-read');
      readAll.click();
      expect((await onElement).detail).to.deep.equal({ id: null });
      await onWindow;
      await waitUntil(() => unreadSubjects(el).length === 0, 'rows still unread');
      expect(fake.requests.filter((r) => r.path === READ_ALL)).to.have.length(1);
    });
  });

  describe('when filtered to unread', () => {
    it('asks for and lists only the unread messages', async () => {
      const { el, fake } = await mount();
      const unread = root(el).querySelector<HTMLElement>('sl-radio-button[value="unread"]')!;
      unread.click();
      await waitUntil(() => items(el).length === 2, 'not filtered');
      expect(unreadSubjects(el)).to.deep.equal(['您报名的项目已开始报价', '请完善企业信息']);
      const last = fake.requests.filter((r) => r.path === LIST).at(-1)!;
      expect((last.data as QueryBody).querys).to.deep.equal([
        { property: 'isRead', value: false, operation: 'EQUAL' },
      ]);
      expect((last.data as QueryBody).pageBean.page).to.equal(1);
    });
  });

  runLoadStateSuite({
    emptyText: '暂无待办消息',
    async mount(behaviour) {
      const fake = backend(
        behaviour === 'empty' ? ok({ rows: [], total: 0, page: 1, pageSize: 10 }) : behaviour,
      );
      setDefaultApiClient(fake.client);
      const element = await fixture<TodoMessageList>(html`<todo-message-list></todo-message-list>`);
      return { element, requests: () => fake.requests.filter((r) => r.path === LIST).length };
    },
  });
});

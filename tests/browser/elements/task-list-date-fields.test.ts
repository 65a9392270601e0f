import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { QueryBody } from '../../../api/contract/envelope.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/task-list/task-list.js';
import type { TaskList } from '../../../elements/task-list/task-list.js';

const TODO = '/runtime/task/v1/getTodoList';

function backend() {
  return createFakeClient({
    [`POST ${TODO}`]: ({ data }) => {
      const body = data as QueryBody;
      return ok({ rows: [], total: 0, page: body.pageBean.page, pageSize: body.pageBean.pageSize });
    },
  });
}

const root = (el: TaskList) => el.shadowRoot!;
const focused = (el: TaskList) => root(el).activeElement as HTMLElement | null;

/** How many Tab presses focus stays on a field, from when it got focus by Tab. */
async function tabStopsOf(el: TaskList, id: string): Promise<number> {
  const field = root(el).querySelector<HTMLElement>(id)!;
  let stops = 0;
  while (focused(el) === field || stops === 0) {
    stops += 1;
    await sendKeys({ press: 'Tab' });
    if (stops > 6) break;
  }
  return stops;
}

describe('task-list date filters', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('are one tab stop each, with a visible focus', async () => {
    const fake = backend();
    setDefaultApiClient(fake.client);
    const el = await fixture<TaskList>(html`<task-list kind="todo" label="我的待办"></task-list>`);
    await waitUntil(() => root(el).querySelector('#search-from'), 'no date filter');
    root(el).querySelector<HTMLElement>('#search-initiator')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)?.id).to.equal('search-from');
    const from = focused(el)!;
    expect(getComputedStyle(from).outlineStyle).to.not.equal('none');
    expect(await tabStopsOf(el, '#search-from')).to.equal(1);
    expect(focused(el)?.id).to.equal('search-to');
    expect(await tabStopsOf(el, '#search-to')).to.equal(1);
  });

  it('take a typed date in any usual form and refuse what is not one', async () => {
    const fake = backend();
    setDefaultApiClient(fake.client);
    const el = await fixture<TaskList>(html`<task-list kind="todo" label="我的待办"></task-list>`);
    await waitUntil(() => root(el).querySelector('#search-from'), 'no date filter');
    const type = async (id: string, text: string) => {
      const field = root(el).querySelector<HTMLInputElement>(id)!;
      field.focus();
      field.select();
      await sendKeys({ type: text });
    };
    const search = () => root(el).querySelector<HTMLElement>('sl-button[type="submit"]')!.click();
    await type('#search-from', '2026/11/1');
    await type('#search-to', '20261130');
    search();
    const lastBody = () => fake.requests.filter((r) => r.path === TODO).at(-1)!.data as QueryBody;
    await waitUntil(() => lastBody().querys?.length === 2, 'dates not sent');
    expect(lastBody().querys).to.deep.equal([
      { property: 'createTime', value: '2026-11-01T00:00:00.000', operation: 'GREAT_EQUAL' },
      { property: 'createTime', value: '2026-11-30T23:59:59.999', operation: 'LESS_EQUAL' },
    ]);
    expect(root(el).querySelector<HTMLInputElement>('#search-from')!.value).to.equal('2026-11-01');
    const sent = fake.requests.length;
    await type('#search-to', '2026-02-30');
    search();
    await waitUntil(() => root(el).querySelector('[role="alert"]'), 'no message');
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('2026-11-20');
    expect(fake.requests.length).to.equal(sent);
    await expect(el).to.be.accessible();
  });
});

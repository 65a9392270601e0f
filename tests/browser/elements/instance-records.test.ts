import { TaskStatus } from '@lit/task';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { FormField } from '../../../api/contract/workflow.js';
import type { ModifyRecord, Watermark } from '../../../api/contract/workflow-instance.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { formatDateTime } from '../../../elements/core/format.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/modify-record-list/modify-record-list.js';
import type { ModifyRecordList } from '../../../elements/modify-record-list/modify-record-list.js';
import '../../../elements/watermark-overlay/watermark-overlay.js';
import type { WatermarkOverlay } from '../../../elements/watermark-overlay/watermark-overlay.js';

const INST_ID = 'inst-leave-9';

const RECORDS: ModifyRecord[] = [
  {
    id: 'mod-1',
    instId: INST_ID,
    taskId: 'task-1',
    nodeId: 'leader',
    nodeName: '部门负责人审批',
    userId: 'u-liuyang',
    userName: '刘洋',
    createTime: '2026-11-21T01:00:00Z',
    changes: [{ field: 'leaveType', label: '请假类型', before: 'annual', after: 'personal' }],
  },
  {
    id: 'mod-2',
    instId: INST_ID,
    taskId: 'task-2',
    nodeId: 'hr',
    nodeName: '人力资源部审批',
    userId: 'u-lina',
    userName: '李娜',
    createTime: '2026-11-21T03:05:00Z',
    changes: [
      {
        field: 'hrRemark',
        label: '人事备注',
        labelI18n: { 'zh-TW': '人事備註', 'en-US': 'HR remark' },
        before: null,
        after: '已核对假期余额',
      },
      {
        field: 'proof',
        label: '证明材料',
        before: [],
        after: [{ name: '病假条.pdf', response: { fileId: 'f1', fileName: '病假条.pdf' } }],
      },
    ],
  },
];

const FIELDS: FormField[] = [
  {
    name: 'leaveType',
    label: '请假类型',
    type: 'select',
    options: [
      { value: 'annual', label: '年假', labelI18n: { 'en-US': 'Annual leave' } },
      { value: 'personal', label: '事假', labelI18n: { 'en-US': 'Personal leave' } },
    ],
  },
];

const WATERMARK: Watermark = {
  instId: INST_ID,
  enabled: true,
  account: 'liuyang',
  fullname: '刘洋',
  time: '2026-11-22T02:30:00Z',
  text: 'liuyang 刘洋 2026-11-22 10:30',
};

function backend() {
  const missing = () => ({
    status: 404,
    body: { state: false, message: '流程实例不存在或无权查看', code: 404 },
  });
  return createFakeClient({
    'POST /runtime/bpm/boDataModifyRecord/v1/listJsonQuery': ({ data }) =>
      (data as { instId?: string }).instId === INST_ID
        ? ok({ rows: RECORDS, total: RECORDS.length, page: 1, pageSize: 100 })
        : missing(),
    'GET /bpmModel/bpmModel/bpmWatermark/v1/getByInstId': ({ params }) =>
      params.instId === INST_ID ? ok(WATERMARK) : missing(),
  });
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const records = (el: ModifyRecordList) => [...el.shadowRoot!.querySelectorAll('[part="record"]')];

describe('modify-record-list', () => {
  let fake: ReturnType<typeof backend>;
  beforeEach(() => {
    fake = backend();
    setDefaultApiClient(fake.client);
  });
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('loads by inst-id and shows each node’s fields before and after, oldest first', async () => {
    const el = await fixture<ModifyRecordList>(
      html`<modify-record-list inst-id=${INST_ID} .fields=${FIELDS}></modify-record-list>`,
    );
    await waitUntil(() => records(el).length === 2, 'records not shown');
    expect(fake.requests[0]?.data).to.deep.equal({ instId: INST_ID, pageBean: { page: 1, pageSize: 100 } });
    const [first, second] = records(el);
    expect(text(first!.querySelector('.head'))).to.match(/^部门负责人审批 · 刘洋 · 2026-11-21 \d\d:00$/);
    expect([...first!.querySelectorAll('thead th')].map(text)).to.deep.equal(['字段', '修改前', '修改后']);
    expect([...first!.querySelectorAll('tbody td, tbody th')].map(text)).to.deep.equal([
      '请假类型',
      '年假',
      '事假',
    ]);
    expect([...second!.querySelectorAll('tbody tr')].map((row) => [...row.children].map(text))).to.deep.equal(
      [
        ['人事备注', '（空）', '已核对假期余额'],
        ['证明材料', '（空）', '病假条.pdf'],
      ],
    );
    expect(text(second!.querySelector('caption'))).to.equal('人力资源部审批修改的字段');
    // The value before is struck through; an empty one is not.
    expect(text(first!.querySelector('td.before .old'))).to.equal('年假');
    expect(second!.querySelector('td.before .old')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('reads in the user’s language', async () => {
    await setLanguage('en-US', { persist: false });
    const el = await fixture<ModifyRecordList>(
      html`<modify-record-list .records=${RECORDS} .fields=${FIELDS}></modify-record-list>`,
    );
    const [first, second] = records(el);
    expect([...first!.querySelectorAll('thead th')].map(text)).to.deep.equal(['Field', 'Before', 'After']);
    expect([...first!.querySelectorAll('tbody td')].map(text)).to.deep.equal([
      'Annual leave',
      'Personal leave',
    ]);
    expect(text(second!.querySelector('tbody th'))).to.equal('HR remark');
    expect(text(second!.querySelector('tbody td'))).to.equal('(empty)');
    expect(fake.requests).to.have.length(0);
  });

  it('says so when nothing changed, and shows the server’s refusal with a retry', async () => {
    const empty = await fixture<ModifyRecordList>(
      html`<modify-record-list .records=${[]}></modify-record-list>`,
    );
    expect(text(empty.shadowRoot!.querySelector('.empty'))).to.equal('暂无修改记录');
    const refused = await fixture<ModifyRecordList>(
      html`<modify-record-list inst-id="inst-someone-else"></modify-record-list>`,
    );
    await waitUntil(() => refused.shadowRoot!.querySelector('[role="alert"]'), 'no refusal shown');
    expect(text(refused.shadowRoot!.querySelector('[role="alert"]'))).to.contain('流程实例不存在或无权查看');
    expect(refused.shadowRoot!.querySelector('sl-button')).to.exist;
  });
});

describe('watermark-overlay', () => {
  let fake: ReturnType<typeof backend>;
  beforeEach(() => {
    fake = backend();
    setDefaultApiClient(fake.client);
  });
  afterEach(() => setDefaultApiClient(undefined));

  it('lays the server’s text (account, name, time) over the content without blocking it', async () => {
    let announced = '';
    const el = await fixture<WatermarkOverlay>(
      html`<watermark-overlay
        inst-id=${INST_ID}
        @eip-watermark=${(event: CustomEvent<{ text: string }>) => {
          announced = event.detail.text;
        }}
        ><button type="button">同意</button></watermark-overlay
      >`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('[part="mark"]'), 'no watermark');
    const mark = el.shadowRoot!.querySelector<HTMLElement>('[part="mark"]')!;
    // The server's time in the reader's time zone, as every time of the page.
    const expected = `liuyang 刘洋 ${formatDateTime(WATERMARK.time, 'YYYY-MM-DD HH:mm')}`;
    expect(mark.dataset.text).to.equal(expected);
    expect(announced).to.equal(expected);
    expect(mark.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(mark).pointerEvents).to.equal('none');
    expect(decodeURIComponent(getComputedStyle(mark).backgroundImage)).to.contain(expected);
    // The covered button still takes the click at its centre.
    const button = el.querySelector('button')!;
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    expect(hit).to.equal(button);
    await expect(el).to.be.accessible();
  });

  it('shows a given text without loading, and the content alone when the server refuses', async () => {
    const given = await fixture<WatermarkOverlay>(
      html`<watermark-overlay text="staff 2026-11-22 09:00"><p>表单</p></watermark-overlay>`,
    );
    expect(given.watermarkText).to.equal('staff 2026-11-22 09:00');
    expect(fake.requests).to.have.length(0);
    const refused = await fixture<WatermarkOverlay>(
      html`<watermark-overlay inst-id="inst-someone-else"><p>表单</p></watermark-overlay>`,
    );
    // Wait for the refusal to arrive (the load ends in error) before checking that no watermark shows.
    const loader = (refused as unknown as { loader: { status: TaskStatus } }).loader;
    await waitUntil(() => loader.status === TaskStatus.ERROR, 'the refusal did not arrive');
    await refused.updateComplete;
    expect(fake.requests).to.have.length(1);
    expect(refused.shadowRoot!.querySelector('[part="mark"]')).to.equal(null);
    expect(refused.querySelector('p')!.checkVisibility()).to.equal(true);
  });
});

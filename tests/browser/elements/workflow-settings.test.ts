import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AgentEntry, ApprovalItem, SecretaryEntry } from '../../../api/contract/workflow-settings.js';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/agent-settings/agent-settings.js';
import type { AgentSettings } from '../../../elements/agent-settings/agent-settings.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/phrase-picker/phrase-picker.js';
import type { PhrasePicker } from '../../../elements/phrase-picker/phrase-picker.js';
import '../../../elements/phrase-settings/phrase-settings.js';
import type { PhraseSettings } from '../../../elements/phrase-settings/phrase-settings.js';
import '../../../elements/secretary-settings/secretary-settings.js';
import type { SecretarySettings } from '../../../elements/secretary-settings/secretary-settings.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';

const AGENTS = '/bpmModel/agent/v1';
const SECRETARIES = '/runtime/bpmSecretaryManage/v1';
const PHRASES = '/bpmModel/flow/approvalItem/v1';
const DEFS = '/bpmModel/flow/def/v1/query';

const agent: AgentEntry = {
  id: 'agent-1',
  principalId: 'u-liuyang',
  principalName: '刘洋',
  agentId: 'u-huangmin',
  agentName: '黄敏',
  startTime: '2026-11-20T01:00:00.000Z',
  endTime: '2026-11-30T01:00:00.000Z',
  allFlows: false,
  defKeys: ['leave'],
  defNames: ['请假申请'],
  enabled: true,
  state: 'active',
  remark: null,
  createTime: '2026-11-19T01:00:00.000Z',
};
const secretary: SecretaryEntry = {
  id: 'sec-1',
  leaderId: 'u-liuyang',
  leaderName: '刘洋',
  secretaryId: 'u-staff',
  secretaryName: '王晓明',
  createTime: '2026-11-19T01:00:00.000Z',
};
const phrase: ApprovalItem = {
  id: 'phrase-1',
  expression: '同意，请按流程执行。',
  defKey: 'leave',
  defName: '请假申请',
  typeId: null,
  typeName: null,
  personal: true,
  sn: 1,
  createTime: '2026-11-19T01:00:00.000Z',
};
const page = <T>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: 100 });
const DEFINITIONS = page([
  {
    id: 'def-leave',
    defId: 'def-leave',
    defKey: 'leave',
    name: '请假申请',
    categoryId: 'cat-hr',
    categoryName: '人事行政',
    version: 1,
    isMain: 'Y',
  },
]);

function mountWith<E extends HTMLElement>(routes: FakeRoutes, template: ReturnType<typeof html>) {
  const fake = createFakeClient({ [`POST ${DEFS}`]: () => DEFINITIONS, ...routes });
  setDefaultApiClient(fake.client);
  return fixture<E>(template).then((element) => ({ element, fake }));
}

const root = (element: HTMLElement) => element.shadowRoot!;
const rowTexts = (element: HTMLElement) =>
  [...root(element).querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim()),
  );
const buttonNamed = (element: HTMLElement, text: string) =>
  [...root(element).querySelectorAll<HTMLElement>('sl-button')].find(
    (button) => button.textContent!.trim() === text,
  )!;
const rowsShown = (element: HTMLElement) =>
  waitUntil(() => root(element).querySelector('tbody tr'), 'no rows');

describe('agent-settings', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = (routes: FakeRoutes = {}) =>
    mountWith<AgentSettings>(
      { [`POST ${AGENTS}/listJson`]: () => page([agent]), ...routes },
      html`<agent-settings></agent-settings>`,
    );

  it('is accessible', async () => {
    const { element } = await mount();
    await rowsShown(element);
    await expect(element).to.be.accessible();
  });

  it('lists the user’s agents with their flows, period and state', async () => {
    const { element, fake } = await mount();
    await rowsShown(element);
    expect(fake.requests[0]!.params).to.deep.equal({ isMgr: 'false' });
    const [row] = rowTexts(element);
    expect(row!.slice(0, 2)).to.deep.equal(['黄敏', '请假申请']);
    expect(row![4]).to.equal('代理中');
  });

  describe('when a save is refused', () => {
    it('keeps the dialog open with the server’s message and what was typed', async () => {
      const refusal = '该时间段内已有相同流程的代理：黄敏（2026-11-20 01:00 至 2026-11-30 01:00）';
      const { element, fake } = await mount({
        [`POST ${AGENTS}/save`]: () => ({ status: 400, body: { state: false, message: refusal, code: 400 } }),
      });
      await rowsShown(element);
      buttonNamed(element, '修改黄敏').click();
      await waitUntil(() => root(element).querySelector('#remark'), 'no dialog form');
      root(element).querySelector<HTMLTextAreaElement>('#remark')!.focus();
      await sendKeys({ type: '出差' });
      buttonNamed(element, '保存').click();
      await waitUntil(
        () => root(element).querySelector('form')!.textContent!.includes(refusal),
        'no refusal shown',
      );
      const sent = fake.requests.find((request) => request.path === `${AGENTS}/save`)!.data as Record<
        string,
        unknown
      >;
      expect(sent).to.include({ id: 'agent-1', agentId: 'u-huangmin', allFlows: false, remark: '出差' });
      expect(sent.defKeys).to.deep.equal(['leave']);
      expect(root(element).querySelector<HTMLTextAreaElement>('#remark')!.value).to.equal('出差');
      expect(root(element).querySelector('sl-dialog')!.open).to.equal(true);
    });
  });

  describe('when an agent is removed', () => {
    it('tells the page and loads the list again', async () => {
      const { element, fake } = await mount({ [`DELETE ${AGENTS}/remove`]: () => ok(undefined, '删除成功') });
      await rowsShown(element);
      const changed = oneEvent(element, 'eip-settings-change');
      buttonNamed(element, '删除黄敏').click();
      expect((await changed).detail).to.deep.equal({ kind: 'remove', message: '删除成功' });
      expect(fake.requests.find((request) => request.method === 'DELETE')!.params).to.deep.equal({
        ids: 'agent-1',
      });
      await waitUntil(
        () => fake.requests.filter((request) => request.path === `${AGENTS}/listJson`).length === 2,
      );
    });
  });

  runLoadStateSuite({
    emptyText: '暂无代理设置',
    async mount(behaviour) {
      const { element, fake } = await mountWith<AgentSettings>(
        {
          [`POST ${AGENTS}/listJson`]: async ({ signal }) => {
            if (behaviour === 'hang')
              await new Promise((_, reject) => signal?.addEventListener('abort', reject));
            return behaviour === 'empty'
              ? page([])
              : (behaviour as Exclude<typeof behaviour, 'hang' | 'empty'>);
          },
        },
        html`<agent-settings></agent-settings>`,
      );
      return { element, requests: () => fake.requests.length };
    },
  });
});

describe('secretary-settings', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = (routes: FakeRoutes = {}) =>
    mountWith<SecretarySettings>(
      { [`GET ${SECRETARIES}/list`]: () => ok([secretary]), ...routes },
      html`<secretary-settings></secretary-settings>`,
    );

  it('is accessible and lists the leader’s secretaries', async () => {
    const { element, fake } = await mount();
    await rowsShown(element);
    await expect(element).to.be.accessible();
    expect(fake.requests[0]!.params).to.deep.equal({ personal: 'true' });
    expect(rowTexts(element)[0]![0]).to.equal('王晓明');
  });

  it('asks for a secretary before saving', async () => {
    const { element, fake } = await mount();
    await rowsShown(element);
    buttonNamed(element, '添加秘书').click();
    await waitUntil(() => root(element).querySelector('sl-dialog user-picker'), 'no picker');
    buttonNamed(element, '保存').click();
    await waitUntil(
      () => root(element).querySelector('form')!.textContent!.includes('请选择秘书'),
      'no message',
    );
    expect(fake.requests.some((request) => request.path === `${SECRETARIES}/save`)).to.equal(false);
  });
});

describe('phrase-settings', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = (routes: FakeRoutes = {}) =>
    mountWith<PhraseSettings>(
      { [`POST ${PHRASES}/listJson`]: () => page([phrase]), ...routes },
      html`<phrase-settings></phrase-settings>`,
    );

  it('is accessible and lists the phrases with where they apply', async () => {
    const { element } = await mount();
    await rowsShown(element);
    await expect(element).to.be.accessible();
    expect(rowTexts(element)[0]!.slice(0, 2)).to.deep.equal(['同意，请按流程执行。', '请假申请']);
  });

  it('refuses an empty phrase in the dialog, then saves one for every flow', async () => {
    const { element, fake } = await mount({
      [`POST ${PHRASES}/save`]: ({ data }) => ok({ ...phrase, ...(data as object) }, '保存成功'),
    });
    await rowsShown(element);
    buttonNamed(element, '新增常用语').click();
    await waitUntil(() => root(element).querySelector('#expression'), 'no dialog form');
    buttonNamed(element, '保存').click();
    await waitUntil(() => root(element).querySelector('#expression-error')!.textContent === '请填写常用语');
    expect(fake.requests.some((request) => request.path === `${PHRASES}/save`)).to.equal(false);
    root(element).querySelector<HTMLTextAreaElement>('#expression')!.focus();
    await sendKeys({ type: '情况属实' });
    const changed = oneEvent(element, 'eip-settings-change');
    buttonNamed(element, '保存').click();
    expect((await changed).detail).to.deep.equal({ kind: 'save', message: '保存成功' });
    expect(fake.requests.find((request) => request.path === `${PHRASES}/save`)!.data).to.deep.equal({
      expression: '情况属实',
      defKey: null,
      typeId: null,
      personal: true,
    });
  });
});

describe('phrase-picker', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const items = (element: PhrasePicker) => [
    ...root(element).querySelectorAll<HTMLElement>('sl-menu-item:not([disabled])'),
  ];

  it('is accessible, loads the phrases of the flow when first opened and emits the one picked', async () => {
    const { element, fake } = await mountWith<PhrasePicker>(
      {
        [`GET ${PHRASES}/getApprovalByDefKeyAndTypeId`]: () =>
          ok([phrase, { ...phrase, id: 'phrase-2', expression: '公共：已阅。', personal: false }]),
      },
      html`<phrase-picker def-key="leave"></phrase-picker>`,
    );
    await expect(element).to.be.accessible();
    expect(fake.requests).to.have.length(0);
    root(element).querySelector<HTMLElement>('[part="trigger"]')!.click();
    await waitUntil(() => items(element).length === 2, 'no phrases');
    expect(fake.requests[0]!.params).to.deep.equal({ defKey: 'leave' });
    const picked = oneEvent(element, 'eip-phrase-pick');
    items(element)[1]!.click();
    expect((await picked).detail).to.deep.equal({ phrase: '公共：已阅。' });
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { SupplierCandidate } from '../../../api/contract/procure-registration.js';
import {
  type EditableProject,
  projectFieldErrors,
  type SaveProjectBody,
} from '../../../api/contract/project-editor.js';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/project-editor/project-editor.js';
import type { ProjectEditor } from '../../../elements/project-editor/project-editor.js';
import { routeOf } from './procure-fakes.js';

const SUPPLIERS: SupplierCandidate[] = [
  { id: 'u-s1', account: 'supplier', fullname: '王强', companyName: '杭州恒远建设有限公司' },
  { id: 'u-s2', account: 'supplier2', fullname: '李娜', companyName: '宁波安泰电气有限公司' },
];

function editable(overrides: Partial<EditableProject> = {}): EditableProject {
  return {
    id: 'p-9',
    fState: 'draft',
    editable: true,
    approvalRequired: true,
    fProjectName: '办公家具采购',
    fProjectNo: 'ZB-2026-090',
    fBudgetMoney: 120000,
    fTransactionMode: 'competitive',
    fQuotationMode: 'unitPrice',
    fRegisterMode: 'open',
    fQuotationIncludeTax: 1,
    fEarnestMoney: null,
    fSignUpMoney: 200,
    fRegisterStartTime: null,
    fRegisterEndTime: null,
    fBidStartTime: null,
    fBidEndTime: null,
    fUploadBidDocument: 0,
    fBidRound: 1,
    fRoundCount: 30,
    fPublicPreviousRound: 0,
    fLocation: '杭州',
    fProcureType: 'gkzb',
    fPurchaserName: '华东能源集团采购部',
    fCreatorName: null,
    fProcurementContent: '办公桌椅',
    fPublishMedia: null,
    fBasicInfo: null,
    fDocument: null,
    fScoreRule: [],
    qualificationList: [],
    goodsList: [
      { goodsName: '办公桌', spec: '1.6m', unit: '张', quantity: 20, budgetPrice: null, remark: '' },
    ],
    supplierIds: [],
    invitedSuppliers: [],
    minStep: null,
    minStepKind: 'amount',
    capAtBudget: 0,
    overtimeTriggerMinutes: 0,
    overtimeExtendMinutes: 0,
    overtimeMaxTimes: 0,
    noticeTitle: null,
    noticeContent: null,
    noticeBasis: null,
    fNoticeLanguage: null,
    fApprovalOpinion: null,
    createTime: '2026-11-20T02:00:00.000Z',
    updateTime: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

/** The server as the editor meets it: drafts by id, the contract's rules on save and submit. */
function editorBackend(projects: Record<string, EditableProject> = {}, overrides: FakeRoutes = {}) {
  const saved: SaveProjectBody[] = [];
  const refuseFields = (fields: Record<string, string>) => ({
    body: { state: false, message: Object.values(fields)[0], value: { fields } },
  });
  const routes: FakeRoutes = {
    [routeOf('wProcureproject/save')]: ({ data }) => {
      const body = data as SaveProjectBody;
      const errors = projectFieldErrors(body, 'save');
      if (Object.keys(errors).length) return refuseFields(errors);
      saved.push(body);
      const id = body.id ?? `p-new-${saved.length}`;
      return ok({ id });
    },
    [routeOf('wProcureproject/getEditable')]: ({ params }) => {
      const project = projects[params.id ?? ''];
      return project ? ok(project) : { body: { state: false, message: '项目不存在' } };
    },
    [routeOf('wProcureproject/submit')]: ({ params }) => ok({ id: params.projectId, fState: 'submitted' }),
    [routeOf('wProcureproject/withdraw')]: ({ params }) => ok({ id: params.projectId, fState: 'draft' }),
    [routeOf('wBiddingProjectRegistration/querySupplier')]: () =>
      ok({ rows: SUPPLIERS, total: SUPPLIERS.length, page: 1, pageSize: 20 }),
    ...overrides,
  };
  const fake = createFakeClient(routes);
  setDefaultApiClient(fake.client);
  return {
    saved,
    calls: (key: Parameters<typeof routeOf>[0]) =>
      fake.requests.filter((request) => `${request.method} ${request.path}` === routeOf(key)),
  };
}

const root = (el: ProjectEditor) => el.shadowRoot!;
const input = (el: ProjectEditor, id: string) => root(el).querySelector<HTMLInputElement>(`#${id}`)!;
const sectionIds = (el: ProjectEditor) =>
  [...root(el).querySelectorAll('section')].map((section) => section.id.replace('section-', ''));
const errorOf = (el: ProjectEditor, id: string) =>
  root(el).querySelector(`#${id}-error`)?.textContent?.trim();
const button = (el: ProjectEditor, text: string) =>
  [...root(el).querySelectorAll('sl-button')].find((candidate) => candidate.textContent?.trim() === text)!;

async function mount(projectId = '') {
  const el = await fixture<ProjectEditor>(html`<project-editor project-id=${projectId}></project-editor>`);
  await waitUntil(() => root(el).querySelector('#fProjectName'), 'the form shows');
  return el;
}

/** Types into a field as a user does: the value, an input event, and leaving it. */
async function type(el: ProjectEditor, id: string, value: string) {
  const field = input(el, id);
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.blur();
  await el.updateComplete;
}

async function choose(el: ProjectEditor, id: string, value: string) {
  const select = root(el).querySelector<HTMLSelectElement>(`#${id}`)!;
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

describe('project-editor', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, with every section of a comprehensive invite project', async () => {
    editorBackend();
    const el = await mount();
    await choose(el, 'fTransactionMode', 'comprehensive');
    await choose(el, 'fRegisterMode', 'invite');
    await waitUntil(() => root(el).querySelector('.suppliers__list'), 'the suppliers load');
    // The rich-text editor loads its editing engine lazily; its update waits for it.
    await root(el).querySelector('rich-text-editor')!.updateComplete;
    await expect(el).to.be.accessible();
  });

  describe('when the modes change', () => {
    it('shows the scoring rules only in comprehensive mode and the suppliers only in invite mode', async () => {
      editorBackend();
      const el = await mount();
      expect(sectionIds(el)).to.deep.equal([
        'basic',
        'schedule',
        'rules',
        'intro',
        'goods',
        'qualifications',
        'files',
        'notice',
      ]);
      await choose(el, 'fTransactionMode', 'comprehensive');
      expect(sectionIds(el)).to.include('score');
      expect(sectionIds(el)).not.to.include('suppliers');
      await choose(el, 'fRegisterMode', 'invite');
      expect(sectionIds(el)).to.include('suppliers');
      await choose(el, 'fTransactionMode', 'competitive');
      expect(sectionIds(el)).not.to.include('score');
      // The index lists the same sections.
      const nav = [...root(el).querySelectorAll('nav a')].map((link) => link.textContent?.trim());
      expect(nav).to.deep.equal([
        '基本信息',
        '时间安排',
        '竞价规则',
        '项目介绍',
        '采购清单',
        '资格审查',
        '附件',
        '邀请供应商',
        '招标公告',
      ]);
    });
  });

  describe('when the tender notice is generated and edited', () => {
    it('fills it as the server words the facts typed, and saves the edited text with the draft', async () => {
      const asked: SaveProjectBody[] = [];
      const backend = editorBackend(
        {},
        {
          [routeOf('wProcureproject/noticeDraft')]: ({ data }) => {
            const body = data as SaveProjectBody;
            asked.push(body);
            return ok({ title: `${body.fProjectName}招标公告`, content: '<p>项目编号：ZB-1</p>' });
          },
        },
      );
      const el = await mount();
      await type(el, 'fProjectName', '办公家具采购');
      button(el, '按项目信息生成').click();
      await waitUntil(
        () => input(el, 'noticeTitle').value === '办公家具采购招标公告',
        'the notice is filled',
      );
      expect(asked[0]?.fProjectName).to.equal('办公家具采购');
      const notice = root(el).querySelector<HTMLElement & { value: string }>(
        '#section-notice rich-text-editor',
      )!;
      expect(notice.value).to.contain('项目编号：ZB-1');
      expect(button(el, '按项目信息重新生成')).to.exist;
      await type(el, 'noticeTitle', '办公家具采购招标公告（修订）');
      button(el, '保存草稿').click();
      await waitUntil(() => backend.saved.length === 1, 'the draft is saved');
      expect(backend.saved[0]?.noticeTitle).to.equal('办公家具采购招标公告（修订）');
      expect(backend.saved[0]?.noticeContent).to.contain('项目编号：ZB-1');
    });
  });

  describe('when the facts change after the notice was edited', () => {
    it('warns that the notice may be stale until the purchaser checks it, accessible, and keeps its language', async () => {
      const backend = editorBackend(
        {},
        {
          [routeOf('wProcureproject/noticeDraft')]: ({ data }) =>
            ok({
              title: `${(data as SaveProjectBody).fProjectName}招標公告`,
              content: '<p>預算金額：¥120,000.00</p>',
            }),
        },
      );
      const el = await mount();
      await type(el, 'fProjectName', '办公家具采购');
      await choose(el, 'fNoticeLanguage', 'zh-TW');
      button(el, '按项目信息生成').click();
      await waitUntil(
        () => input(el, 'noticeTitle').value === '办公家具采购招標公告',
        'the notice is filled',
      );
      const stale = () => root(el).querySelector('.notice__stale');
      expect(stale()).to.equal(null);
      await type(el, 'fBudgetMoney', '150000');
      await waitUntil(() => stale(), 'the warning shows once a fact the notice words changed');
      expect(stale()?.textContent).to.contain('公告内容可能已过时');
      await expect(el).shadowDom.to.be.accessible();
      button(el, '已核对，保留公告').click();
      await waitUntil(() => !stale(), 'checked: the warning goes');
      button(el, '保存草稿').click();
      await waitUntil(() => backend.saved.length === 1, 'the draft is saved');
      expect(backend.saved[0]?.fNoticeLanguage).to.equal('zh-TW');
      expect(backend.saved[0]?.noticeBasis).to.match(/^v1-/);
    });
  });

  describe('when a field breaks a rule', () => {
    it('shows the message under it once the user leaves it, and hides it when corrected', async () => {
      editorBackend();
      const el = await mount();
      await type(el, 'fBudgetMoney', '12万');
      expect(errorOf(el, 'fBudgetMoney')).to.equal('预算金额格式不正确');
      expect(input(el, 'fBudgetMoney').getAttribute('aria-invalid')).to.equal('true');
      await type(el, 'fBudgetMoney', '120000.5');
      expect(errorOf(el, 'fBudgetMoney')).to.equal('');
    });

    it('names every missing field on submit, sends nothing and keeps what was typed', async () => {
      const backend = editorBackend();
      const el = await mount();
      await type(el, 'fProjectName', '电缆采购');
      button(el, '提交审批').click();
      await waitUntil(() => errorOf(el, 'fProjectNo'), 'the problems show');
      expect(errorOf(el, 'fProjectNo')).to.equal('项目编号不能为空');
      expect(errorOf(el, 'fBidStartTime')).to.equal('报价开始时间不能为空');
      expect(root(el).querySelector('[part="message"]')?.textContent).to.contain('请按提示填写后再提交');
      expect(input(el, 'fProjectName').value).to.equal('电缆采购');
      expect(backend.calls('wProcureproject/save')).to.have.length(0);
      expect(root(el).activeElement?.id).to.equal('fProjectNo');
    });

    it('checks the overtime settings as whole minutes, and names a missing purchasing list on its section', async () => {
      editorBackend();
      const el = await mount();
      await type(el, 'overtimeTriggerMinutes', '2.5');
      expect(errorOf(el, 'overtimeTriggerMinutes')).to.equal('延时触发时间须为整数');
      await type(el, 'overtimeTriggerMinutes', '5');
      expect(errorOf(el, 'overtimeTriggerMinutes')).to.equal('');
      await choose(el, 'fQuotationMode', 'unitPrice');
      button(el, '提交审批').click();
      await waitUntil(
        () => root(el).querySelector('#section-goods .section__error'),
        'the list is asked for',
      );
      expect(root(el).querySelector('#section-goods .section__error')!.textContent).to.equal(
        '该报价方式须填写采购清单',
      );
    });

    it('speaks English in en-US', async () => {
      editorBackend();
      const el = await mount();
      await setLanguage('en-US', { persist: false });
      try {
        await type(el, 'fBudgetMoney', 'abc');
        expect(errorOf(el, 'fBudgetMoney')).to.equal('Budget is not in the right format');
      } finally {
        await setLanguage('zh-CN', { persist: false });
      }
    });
  });

  describe('when the server refuses fields', () => {
    it('shows its messages on those fields, and everything typed stays', async () => {
      editorBackend(
        {},
        {
          [routeOf('wProcureproject/save')]: () => ({
            body: {
              state: false,
              message: '项目编号已被使用',
              value: { fields: { fProjectNo: '项目编号已被使用', 'goodsList.0.unit': '单位不能为空' } },
            },
          }),
        },
      );
      const el = await mount();
      await type(el, 'fProjectName', '电缆采购');
      await type(el, 'fProjectNo', 'ZB-2026-001');
      button(el, '添加一行').click();
      await el.updateComplete;
      const name = root(el).querySelector<HTMLInputElement>('tbody input')!;
      name.value = '电缆';
      name.dispatchEvent(new Event('input'));
      button(el, '保存草稿').click();
      await waitUntil(() => errorOf(el, 'fProjectNo'), 'the refusal shows on the field');
      expect(errorOf(el, 'fProjectNo')).to.equal('项目编号已被使用');
      expect(root(el).querySelector('tbody .cell__error')?.textContent).to.equal('单位不能为空');
      expect(input(el, 'fProjectName').value).to.equal('电缆采购');
      expect(input(el, 'fProjectNo').value).to.equal('ZB-2026-001');
      expect(root(el).querySelector<HTMLInputElement>('tbody input')!.value).to.equal('电缆');
      expect(el.dirty).to.equal(true);
      // Typing again into the refused field takes its message away.
      await type(el, 'fProjectNo', 'ZB-2026-002');
      expect(errorOf(el, 'fProjectNo')).to.equal('');
    });
  });

  describe('when a draft is saved', () => {
    it('sends what was typed, tells the page its new id and has nothing unsaved', async () => {
      const backend = editorBackend();
      const el = await mount();
      await type(el, 'fProjectName', '电缆采购');
      await type(el, 'fBudgetMoney', '350000');
      // The introduction is the rich-text editor's html, as it reports it while the user types.
      root(el)
        .querySelector('rich-text-editor')!
        .dispatchEvent(
          new CustomEvent('eip-input', { detail: { value: '<p>巡检<strong>三年</strong></p>' } }),
        );
      expect(el.dirty).to.equal(true);
      const saved = oneEvent(el, 'eip-project-save');
      button(el, '保存草稿').click();
      expect((await saved).detail).to.deep.equal({ id: 'p-new-1', created: true });
      expect(backend.saved[0]).to.include({
        fProjectName: '电缆采购',
        fBudgetMoney: '350000',
        fBasicInfo: '<p>巡检<strong>三年</strong></p>',
      });
      await waitUntil(() => root(el).querySelector('[part="message"]')?.textContent?.includes('草稿已保存'));
      expect(el.dirty).to.equal(false);
      // The next save updates the same draft.
      await type(el, 'fLocation', '宁波');
      button(el, '保存草稿').click();
      await waitUntil(() => backend.saved.length === 2);
      expect(backend.saved[1]!.id).to.equal('p-new-1');
    });

    it('reopens a draft with its values and lists', async () => {
      editorBackend({ 'p-9': editable() });
      const el = await mount('p-9');
      expect(input(el, 'fProjectName').value).to.equal('办公家具采购');
      expect(root(el).querySelector<HTMLInputElement>('tbody input')!.value).to.equal('办公桌');
      expect(el.dirty).to.equal(false);
    });
  });

  describe('when the user leaves', () => {
    it('asks first while there are unsaved changes, and goes only when told to', async () => {
      editorBackend();
      const el = await mount();
      const heard: string[] = [];
      el.addEventListener('eip-navigate', (event) => {
        event.preventDefault();
        heard.push(event.detail.href);
      });
      const back = root(el).querySelector<HTMLAnchorElement>('.actions__back')!;
      // Nothing typed: 返回 goes at once.
      back.click();
      await waitUntil(() => heard.length === 1, 'it leaves');
      await type(el, 'fProjectName', '电缆采购');
      back.click();
      await waitUntil(() => root(el).querySelector('sl-dialog'), 'the question');
      expect(root(el).querySelector('sl-dialog')!.textContent).to.contain('有未保存的修改，离开后将丢失');
      root(el).querySelector<HTMLElement>('sl-dialog .confirm-cancel')!.click();
      await waitUntil(() => !root(el).querySelector('sl-dialog'), 'the question is gone');
      expect(heard).to.have.length(1);
      expect(input(el, 'fProjectName').value).to.equal('电缆采购');
      back.click();
      await waitUntil(() => root(el).querySelector('sl-dialog .confirm-ok'), 'the question again');
      root(el).querySelector<HTMLElement>('sl-dialog .confirm-ok')!.click();
      await waitUntil(() => heard.length === 2, 'it leaves when told to');
      expect(heard[1]).to.equal('/project');
    });
  });

  describe('when a project is submitted', () => {
    it('saves, submits and locks the form; 撤回 takes it back', async () => {
      const backend = editorBackend({ 'p-9': editable() });
      const el = await mount('p-9');
      const submitted = oneEvent(el, 'eip-project-submit');
      // Complete the windows (far ahead) so the submit's rules pass.
      await type(el, 'fRegisterStartTime', '2099-01-01T09:00');
      await type(el, 'fRegisterEndTime', '2099-01-10T17:00');
      await type(el, 'fBidStartTime', '2099-01-11T09:00');
      await type(el, 'fBidEndTime', '2099-01-11T17:00');
      button(el, '提交审批').click();
      expect((await submitted).detail).to.deep.equal({ id: 'p-9', state: 'submitted' });
      expect(backend.saved).to.have.length(1);
      await el.updateComplete;
      expect(input(el, 'fProjectName').matches(':disabled')).to.equal(true);
      expect(root(el).textContent).to.contain('项目已提交审批，撤回后才能修改');
      await waitUntil(() => !button(el, '撤回').disabled, 'the submit is over');
      button(el, '撤回').click();
      await el.updateComplete;
      root(el).querySelector<HTMLElement>('sl-dialog .confirm-ok')!.click();
      await waitUntil(() => !input(el, 'fProjectName').matches(':disabled'), 'the form opens again');
      expect(backend.calls('wProcureproject/withdraw')).to.have.length(1);
    });
  });

  describe('the purchasing list', () => {
    it('adds, moves, removes lines and takes rows pasted from a spreadsheet', async () => {
      editorBackend();
      const el = await mount();
      const names = () => [...root(el).querySelectorAll<HTMLInputElement>('tbody tr td:nth-child(2) input')];
      const goodsNames = () =>
        [...root(el).querySelectorAll<HTMLInputElement>('tbody tr td:nth-child(2) input')].map(
          (it) => it.value,
        );
      button(el, '添加一行').click();
      await el.updateComplete;
      expect(names()).to.have.length(1);
      const data = new DataTransfer();
      data.setData(
        'text/plain',
        '名称\t规格型号\t单位\t数量\n电缆\tYJV-3x95\t米\t1,200\n配电箱\tXL-21\t台\t4\n',
      );
      const first = names()[0]!;
      first.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      await el.updateComplete;
      expect(goodsNames()).to.deep.equal(['电缆', '配电箱']);
      const quantities = [...root(el).querySelectorAll<HTMLInputElement>('tbody tr td:nth-child(5) input')];
      expect(quantities.map((it) => it.value)).to.deep.equal(['1200', '4']);
      root(el).querySelector<HTMLElement>('sl-icon-button[label="第 1 行下移"]')!.click();
      await el.updateComplete;
      expect(goodsNames()).to.deep.equal(['配电箱', '电缆']);
      root(el).querySelector<HTMLElement>('sl-icon-button[label="删除第 1 行"]')!.click();
      await el.updateComplete;
      expect(goodsNames()).to.deep.equal(['电缆']);
      expect(root(el).querySelector('[role="status"][aria-live]')?.textContent).to.equal('已删除第 1 行');
      // A cell's rule shows under it once the user leaves it.
      const quantity = root(el).querySelector<HTMLInputElement>('tbody tr td:nth-child(5) input')!;
      await type(el, quantity.id, '一千');
      expect(root(el).querySelector('tbody .cell__error')?.textContent).to.equal('数量格式不正确');
      expect(quantity.getAttribute('aria-invalid')).to.equal('true');
    });
  });

  describe('the scoring rules', () => {
    it('keeps running totals of the weights and of the sub-scores', async () => {
      editorBackend();
      const el = await mount();
      await choose(el, 'fTransactionMode', 'comprehensive');
      const add = () => button(el, '添加评分项').click();
      add();
      await el.updateComplete;
      add();
      await el.updateComplete;
      const cells = (cell: string) =>
        [...root(el).querySelectorAll<HTMLInputElement>(`[id$="-${cell}"]`)].filter((it) =>
          it.id.startsWith('score-'),
        );
      await type(el, cells('percent')[0]!.id, '60');
      await type(el, cells('percent')[1]!.id, '30');
      const top = () => root(el).querySelector('[data-level="top"] [data-total="percent"]')!;
      expect(top().textContent).to.contain('权重合计 90% / 100%');
      expect(top().classList.contains('total--off')).to.equal(true);
      await type(el, cells('percent')[1]!.id, '40');
      expect(top().textContent).to.contain('权重合计 100% / 100%');
      expect(top().classList.contains('total--ok')).to.equal(true);

      await type(el, cells('score')[0]!.id, '60');
      root(el).querySelector<HTMLElement>('sl-icon-button[id$="-add"]')!.click();
      await el.updateComplete;
      const child = cells('score')[1]!;
      await type(el, child.id, '50');
      const sub = root(el).querySelector('.tree .tree + .tree__totals [data-total="score"]')!;
      expect(sub.textContent).to.contain('分值合计 50 / 60');
      expect(sub.classList.contains('total--off')).to.equal(true);
    });
  });

  describe('the invited suppliers', () => {
    it('are chosen from the search and sent with the draft', async () => {
      const backend = editorBackend();
      const el = await mount();
      await type(el, 'fProjectName', '配电房改造');
      await choose(el, 'fRegisterMode', 'invite');
      await waitUntil(() => root(el).querySelector('.suppliers__list'), 'the suppliers load');
      const box = root(el).querySelector<HTMLInputElement>('.suppliers__list input')!;
      box.checked = true;
      box.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(root(el).querySelector('.suppliers__chosen sl-tag')?.textContent).to.contain(
        '杭州恒远建设有限公司',
      );
      button(el, '保存草稿').click();
      await waitUntil(() => backend.saved.length === 1);
      expect(backend.saved[0]!.supplierIds).to.deep.equal(['u-s1']);
    });
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FormField, FormRule } from '../../../api/contract/workflow.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/flow-form/flow-form.js';
import type { FlowForm } from '../../../elements/flow-form/flow-form.js';

/** The leave form as the seeded 请假申请 carries it. */
const FIELDS: FormField[] = [
  {
    name: 'leaveType',
    label: '请假类型',
    labelI18n: { 'zh-TW': '請假類型', 'en-US': 'Leave type' },
    type: 'select',
    required: true,
    options: [
      { value: 'annual', label: '年假', labelI18n: { 'en-US': 'Annual leave' } },
      { value: 'sick', label: '病假', labelI18n: { 'en-US': 'Sick leave' } },
    ],
  },
  {
    name: 'startDate',
    label: '开始日期',
    labelI18n: { 'en-US': 'Start date' },
    type: 'date',
    required: true,
  },
  { name: 'endDate', label: '结束日期', labelI18n: { 'en-US': 'End date' }, type: 'date', required: true },
  {
    name: 'days',
    label: '请假天数',
    labelI18n: { 'en-US': 'Days' },
    type: 'number',
    required: true,
    min: 0.5,
    max: 30,
    unit: '天',
  },
  { name: 'reason', label: '请假事由', labelI18n: { 'en-US': 'Reason' }, type: 'textarea', maxLength: 20 },
];
const RULES: FormRule[] = [{ kind: 'dateOrder', start: 'startDate', end: 'endDate' }];

const root = (el: FlowForm) => el.shadowRoot!;
const field = (el: FlowForm, name: string) => root(el).querySelector<HTMLElement>(`[data-field="${name}"]`);
const control = <T extends HTMLElement = HTMLInputElement>(el: FlowForm, name: string) =>
  root(el).querySelector<T>(`#f-${name}`)!;
const errorOf = (el: FlowForm, name: string) =>
  field(el, name)?.querySelector('[part="field-error"]')?.textContent ?? '';

function type(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input'));
}

async function mount(
  permissions: Record<string, 'b' | 'w' | 'r' | 'n'> = {},
  values: Record<string, unknown> = {},
) {
  return fixture<FlowForm>(
    html`<flow-form label="请假申请" .fields=${FIELDS} .rules=${RULES} .permissions=${permissions} .values=${values}></flow-form>`,
  );
}

describe('flow-form', () => {
  afterEach(() => setLanguage('zh-CN', { persist: false }));

  it('is accessible', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
    await el.validate();
    await expect(el).to.be.accessible();
  });

  it('draws each field by its type with the required ones marked', async () => {
    const el = await mount();
    expect(control<HTMLSelectElement>(el, 'leaveType').tagName).to.equal('SELECT');
    expect(control(el, 'startDate').type).to.equal('date');
    expect(control(el, 'days').type).to.equal('number');
    expect(control(el, 'reason').tagName).to.equal('TEXTAREA');
    expect(field(el, 'days')!.textContent).to.contain('天');
    expect(control(el, 'leaveType').getAttribute('aria-required')).to.equal('true');
    expect(control(el, 'reason').getAttribute('aria-required')).to.equal('false');
    expect(field(el, 'leaveType')!.querySelector('.field__required')).to.exist;
  });

  describe('when validated', () => {
    it('shows every problem, focuses the first and keeps what was typed', async () => {
      const el = await mount();
      type(control(el, 'startDate'), '2026-11-20');
      type(control(el, 'endDate'), '2026-11-18');
      type(control(el, 'days'), '40');
      type(control<HTMLTextAreaElement>(el, 'reason'), '家中有事需要处理，特此申请请假三天，望批准谢谢领导');
      expect(await el.validate()).to.equal(false);
      expect(errorOf(el, 'leaveType')).to.equal('请选择请假类型');
      expect(errorOf(el, 'endDate')).to.equal('结束日期不能早于开始日期');
      expect(errorOf(el, 'days')).to.equal('请假天数不能大于 30');
      expect(errorOf(el, 'reason')).to.equal('请假事由最多 20 个字');
      expect(root(el).activeElement).to.equal(control(el, 'leaveType'));
      expect(control(el, 'days').value).to.equal('40');
      expect(control(el, 'days').getAttribute('aria-invalid')).to.equal('true');
    });

    it('passes and gives the values once the problems are fixed', async () => {
      const el = await mount();
      type(control<HTMLSelectElement>(el, 'leaveType'), 'annual');
      type(control(el, 'startDate'), '2026-11-20');
      type(control(el, 'endDate'), '2026-11-22');
      type(control(el, 'days'), '3');
      expect(await el.validate()).to.equal(true);
      expect(el.value).to.deep.equal({
        leaveType: 'annual',
        startDate: '2026-11-20',
        endDate: '2026-11-22',
        days: 3,
      });
    });

    it('speaks the user language', async () => {
      await setLanguage('en-US', { persist: false });
      const el = await mount();
      await el.validate();
      await waitUntil(() => errorOf(el, 'days') !== '');
      expect(field(el, 'leaveType')!.querySelector('label')!.textContent).to.contain('Leave type');
      expect(errorOf(el, 'days')).to.equal('Please fill in Days');
      expect(root(el).querySelector('option[value="annual"]')!.textContent!.trim()).to.equal('Annual leave');
    });
  });

  describe('when the user types', () => {
    it('emits the values, a number as a number', async () => {
      const el = await mount();
      const input = control(el, 'days');
      input.focus();
      const changed = oneEvent(el, 'eip-form-change');
      await sendKeys({ type: '2' });
      const { detail } = await changed;
      expect(detail).to.deep.equal({ name: 'days', values: { days: 2 } });
    });

    it('shows a problem once the field is left with something typed', async () => {
      const el = await mount();
      control(el, 'days').focus();
      await sendKeys({ type: '0' });
      expect(errorOf(el, 'days')).to.equal('');
      control<HTMLTextAreaElement>(el, 'reason').focus();
      await waitUntil(() => errorOf(el, 'days') === '请假天数不能小于 0.5');
    });

    it('fires nothing when values are set from code', async () => {
      const el = await mount();
      let fired = 0;
      el.addEventListener('eip-form-change', () => fired++);
      el.values = { days: 2, leaveType: 'sick' };
      await el.updateComplete;
      expect(control(el, 'days').value).to.equal('2');
      expect(fired).to.equal(0);
    });
  });

  describe('when a node sets the field permissions', () => {
    it('edits w, shows r read-only and hides n', async () => {
      const el = await mount(
        { leaveType: 'r', startDate: 'r', endDate: 'r', days: 'n', reason: 'w' },
        { leaveType: 'sick', startDate: '2026-11-20', endDate: '2026-11-21', days: 2, reason: '体检' },
      );
      const leaveType = control(el, 'leaveType');
      expect(leaveType.getAttribute('aria-readonly')).to.equal('true');
      expect(leaveType.textContent!.trim()).to.equal('病假');
      expect(field(el, 'days')).to.equal(null);
      expect(control<HTMLTextAreaElement>(el, 'reason').readOnly).to.equal(false);
      expect(control(el, 'reason').getAttribute('aria-required')).to.equal('false');
      expect(el.value).to.deep.equal({
        leaveType: 'sick',
        startDate: '2026-11-20',
        endDate: '2026-11-21',
        reason: '体检',
      });
      type(control<HTMLTextAreaElement>(el, 'reason'), '');
      expect(await el.validate()).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('requires a required field wherever it is writable', async () => {
      const el = await mount({ days: 'w' }, { days: 1 });
      type(control(el, 'days'), '');
      expect(await el.validate()).to.equal(false);
      expect(errorOf(el, 'days')).to.equal('请填写请假天数');
    });

    it('treats a field the node does not name as read-only, and b as required', async () => {
      const el = await mount({ days: 'b' }, { days: 1, leaveType: 'annual' });
      expect(control(el, 'leaveType').getAttribute('aria-readonly')).to.equal('true');
      type(control(el, 'days'), '');
      expect(await el.validate()).to.equal(false);
      expect(errorOf(el, 'days')).to.equal('请填写请假天数');
    });

    it('shows everything read-only when readonly', async () => {
      const el = await fixture<FlowForm>(
        html`<flow-form readonly .fields=${FIELDS} .values=${{ days: 2, reason: '体检' }}></flow-form>`,
      );
      expect(root(el).querySelectorAll('input, select, textarea')).to.have.length(0);
      expect(control(el, 'days').textContent!.trim()).to.equal('2 天');
      expect(await el.validate()).to.equal(true);
    });
  });

  it('draws the form editor’s people, organisation and rich text fields in its columns, and checks them', async () => {
    const fields: FormField[] = [
      { name: 'reviewer', label: '审查人', type: 'user', required: true },
      { name: 'depts', label: '相关部门', type: 'org' },
      { name: 'notes', label: '说明', type: 'richtext', span: 2 },
    ];
    const el = await fixture<FlowForm>(
      html`<flow-form label="审查" columns="3" .fields=${fields}></flow-form>`,
    );
    expect(el.style.getPropertyValue('--columns')).to.equal('3');
    expect(el.shadowRoot!.querySelector('user-picker#f-reviewer')).to.exist;
    expect(el.shadowRoot!.querySelector('org-picker#f-depts[multiple]')).to.exist;
    expect(el.shadowRoot!.querySelector('rich-text-editor#f-notes')).to.exist;
    expect(await el.validate()).to.equal(false);
    expect(
      el.shadowRoot!.querySelector('[data-field="reviewer"] [part="field-error"]')!.textContent,
    ).to.equal('请选择审查人');
    el.values = { reviewer: [{ id: 'u-wuting', name: '吴婷' }], notes: '<p>见<b>附件</b></p>' };
    el.readonly = true;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('#f-reviewer')!.textContent!.trim()).to.equal('吴婷');
    await waitUntil(() => el.shadowRoot!.querySelector('rich-text#f-notes'), 'no rich text');
    await expect(el).to.be.accessible();
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { FormDefinition } from '../../../api/contract/workflow.js';
import '../../../elements/form-designer/form-designer.js';
import type { FormDesigner } from '../../../elements/form-designer/form-designer.js';

const FORM: FormDefinition = {
  key: 'review',
  name: '合同审查单',
  fields: [{ name: 'title', label: '合同名称', type: 'text', required: true }],
  permissions: {},
};

const root = (element: HTMLElement) => element.shadowRoot!;
const type = (element: HTMLElement, id: string, value: string) => {
  const field = root(element).querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
  field.value = value;
  field.dispatchEvent(new Event('input'));
};
const choose = (element: HTMLElement, id: string, value: string) => {
  const select = root(element).querySelector<HTMLSelectElement>(`#${id}`)!;
  select.value = value;
  select.dispatchEvent(new Event('change'));
};
const buttonNamed = (element: HTMLElement, text: string) =>
  [...root(element).querySelectorAll<HTMLElement>('sl-button')].find(
    (button) => button.textContent!.trim() === text,
  )!;
const preview = (element: HTMLElement) => root(element).querySelector('flow-form')!;

describe('form-designer', () => {
  it('is accessible, with the form previewed by flow-form', async () => {
    const element = await fixture<FormDesigner>(html`<form-designer .value=${FORM}></form-designer>`);
    await waitUntil(() => preview(element).shadowRoot?.querySelector('#f-title'), 'no preview');
    expect(preview(element).shadowRoot!.querySelector('label')!.textContent).to.contain('合同名称');
    await expect(element).to.be.accessible();
  });

  it('adds a select with options and labels in three languages, and says when a name is taken', async () => {
    const element = await fixture<FormDesigner>(html`<form-designer .value=${FORM}></form-designer>`);
    buttonNamed(element, '添加字段').click();
    await element.updateComplete;
    choose(element, 'field-type', 'select');
    await element.updateComplete;
    type(element, 'field-name', 'kind');
    type(element, 'label-zh-CN', '类型');
    type(element, 'label-zh-TW', '類型');
    type(element, 'label-en-US', 'Kind');
    const changed = oneEvent(element, 'eip-form-definition-change');
    type(element, 'field-options', 'buy=采购\nsell=销售');
    const form = (await changed).detail.value;
    expect(form.fields[1]).to.deep.equal({
      name: 'kind',
      label: '类型',
      labelI18n: { 'zh-TW': '類型', 'en-US': 'Kind' },
      type: 'select',
      options: [
        { value: 'buy', label: '采购' },
        { value: 'sell', label: '销售' },
      ],
    });
    await waitUntil(
      () => preview(element).shadowRoot?.querySelector('#f-kind option[value="sell"]'),
      'no option',
    );
    type(element, 'field-name', 'title');
    await element.updateComplete;
    expect(root(element).querySelector('#field-name-error')!.textContent).to.equal('字段名重复');
    choose(element, 'form-columns', '3');
    await element.updateComplete;
    expect(preview(element).style.getPropertyValue('--columns')).to.equal('3');
  });

  it('keeps an end date from coming before a start date, and the rule follows the field', async () => {
    const dates: FormDefinition = {
      ...FORM,
      fields: [
        { name: 'from', label: '开始日期', type: 'date' },
        { name: 'to', label: '结束日期', type: 'date' },
      ],
    };
    const element = await fixture<FormDesigner>(html`<form-designer .value=${dates}></form-designer>`);
    root(element).querySelectorAll<HTMLButtonElement>('button.pick')[1]!.click();
    await element.updateComplete;
    const notBefore = () => root(element).querySelector<HTMLSelectElement>('#field-not-before')!;
    expect([...notBefore().options].map((option) => option.textContent!.trim())).to.deep.equal([
      '不限',
      '开始日期',
    ]);
    let changed = oneEvent(element, 'eip-form-definition-change');
    choose(element, 'field-not-before', 'from');
    expect((await changed).detail.value.rules).to.deep.equal([
      { kind: 'dateOrder', start: 'from', end: 'to' },
    ]);

    // The preview checks it as the form will.
    const form = preview(element);
    form.values = { from: '2026-12-10', to: '2026-12-09' };
    await form.updateComplete;
    expect(await form.validate()).to.equal(false);
    await waitUntil(() =>
      form
        .shadowRoot!.querySelector('[data-field="to"] [part="field-error"]')
        ?.textContent?.includes('结束日期不能早于开始日期'),
    );

    // Renaming the start field renames it in the rule; the start field no longer a date drops the rule.
    root(element).querySelectorAll<HTMLButtonElement>('button.pick')[0]!.click();
    await element.updateComplete;
    changed = oneEvent(element, 'eip-form-definition-change');
    type(element, 'field-name', 'begin');
    expect((await changed).detail.value.rules).to.deep.equal([
      { kind: 'dateOrder', start: 'begin', end: 'to' },
    ]);
    changed = oneEvent(element, 'eip-form-definition-change');
    choose(element, 'field-type', 'text');
    expect((await changed).detail.value.rules).to.equal(undefined);
    await expect(element).to.be.accessible();
  });
});

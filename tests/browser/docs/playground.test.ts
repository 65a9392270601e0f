import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../docs/playground.js';
import type { DocsPlayground } from '../../../docs/playground.js';
import '../../../elements/file-upload/file-upload.js';
import type { ElementDoc } from '../../../docs/api-members.js';

/** file-upload as the manifest describes it (the members the playground reads). */
const FILE_UPLOAD: ElementDoc = {
  name: 'FileUpload',
  tagName: 'file-upload',
  members: [
    { kind: 'field', name: 'label', type: { text: 'string' }, attribute: 'label' },
    { kind: 'field', name: 'maxCount', attribute: 'max-count' },
    { kind: 'field', name: 'readonly', type: { text: 'boolean' }, attribute: 'readonly' },
    {
      kind: 'field',
      name: 'listType',
      type: { text: 'UploadListType', values: ['table', 'list', 'card'] } as { text: string },
      attribute: 'list-type',
    },
    { kind: 'field', name: 'value', type: { text: 'UploadedFile[]' }, attribute: 'value' },
    { kind: 'field', name: 'fileProps', type: { text: 'UploadProps' } },
    { kind: 'field', name: 'editable', type: { text: 'boolean' }, readonly: true },
  ],
  events: [{ name: 'eip-change', description: 'The list changed.' }],
};

const MARKUP = `<file-upload id="demo" label="投标文件" value='[{"fileId":"f1","fileName":"a.pdf","name":"a.pdf","size":905}]'></file-upload>`;

async function opened(): Promise<DocsPlayground> {
  const el = await fixture<DocsPlayground>(
    html`<docs-playground .element=${FILE_UPLOAD} .markup=${MARKUP}></docs-playground>`,
  );
  expect(el.querySelector('file-upload'), 'made before it is opened').to.equal(null);
  el.querySelector('summary')!.click();
  await waitUntil(() => el.querySelector('.playground__controls select'), 'the controls were not shown');
  return el;
}

const instance = (el: DocsPlayground) =>
  el.querySelector('file-upload') as unknown as HTMLElement & Record<string, unknown>;
const markup = (el: DocsPlayground) => el.querySelector('pre')!.textContent!;
const control = <T extends HTMLElement>(el: DocsPlayground, name: string) =>
  el.querySelector<T>(`#playground-${name}`)!;
const change = (input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('change'));
};

describe('docs-playground', () => {
  it('makes a live instance from the first example, with a control for each property it takes', async () => {
    const el = await opened();
    expect(instance(el).getAttribute('label')).to.equal('投标文件');
    // The example's id stays with the example: one id per page.
    expect(instance(el).id).to.equal('');
    const labels = [...el.querySelectorAll('.playground__controls label code')].map(
      (code) => code.textContent,
    );
    expect(labels).to.deep.equal(['label', 'max-count', 'readonly', 'list-type', 'value', 'fileProps']);
    const options = [...control<HTMLSelectElement>(el, 'listType').options].map((option) => option.value);
    expect(options).to.deep.equal(['table', 'list', 'card']);
    expect(control<HTMLInputElement>(el, 'maxCount').type).to.equal('number');
    expect(control<HTMLInputElement>(el, 'readonly').type).to.equal('checkbox');
  });

  it('changes the instance live and shows its markup as set now', async () => {
    const el = await opened();
    change(control<HTMLSelectElement>(el, 'listType'), 'card');
    control<HTMLInputElement>(el, 'readonly').click();
    change(control<HTMLInputElement>(el, 'label'), '合同附件');
    await waitUntil(() => instance(el).getAttribute('list-type') === 'card', 'the list type was not set');
    expect(instance(el).readonly).to.equal(true);
    expect(instance(el).label).to.equal('合同附件');
    await waitUntil(() => markup(el).includes('readonly'));
    expect(markup(el)).to.equal(
      `<file-upload label="合同附件" value="[{&quot;fileId&quot;:&quot;f1&quot;,&quot;fileName&quot;:&quot;a.pdf&quot;,&quot;name&quot;:&quot;a.pdf&quot;,&quot;size&quot;:905}]" list-type="card" readonly></file-upload>`,
    );
    change(control<HTMLTextAreaElement>(el, 'fileProps'), '{"prop1": "甲"}');
    await waitUntil(() => markup(el).includes('element.fileProps'));
    expect(markup(el)).to.contain(`const element = document.querySelector('file-upload');`);
    expect(instance(el).fileProps).to.deep.equal({ prop1: '甲' });
  });

  it('says when JSON does not parse, keeps what was typed and leaves the instance as it was', async () => {
    const el = await opened();
    const before = instance(el).value;
    const area = control<HTMLTextAreaElement>(el, 'value');
    change(area, '[{"fileId": ');
    await waitUntil(() => el.querySelector('#playground-value-error')?.textContent);
    expect(el.querySelector('#playground-value-error')!.textContent).to.match(/^JSON 无法解析: /);
    expect(area.value).to.equal('[{"fileId": ');
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    expect(instance(el).value).to.equal(before);
    change(area, '[]');
    await waitUntil(() => (instance(el).value as unknown[]).length === 0, 'the value was not set');
    expect(el.querySelector('#playground-value-error')!.textContent).to.equal('');
  });

  it('logs the events the element emits, newest first, and clears the log', async () => {
    const el = await opened();
    expect(el.querySelector('.playground__empty')!.textContent).to.contain('与组件交互');
    // In the language of the docs' chrome.
    el.language = 'en-US';
    await el.updateComplete;
    expect(el.querySelector('.playground__empty')!.textContent).to.contain('Use the element');
    expect(el.querySelector('legend')!.textContent).to.equal('Properties');
    instance(el).dispatchEvent(new CustomEvent('eip-change', { detail: { value: [] } }));
    instance(el).dispatchEvent(new CustomEvent('eip-change', { detail: { value: [{ fileId: 'x' }] } }));
    await waitUntil(() => el.querySelectorAll('[role="log"] li').length === 2);
    const entries = [...el.querySelectorAll('[role="log"] li')].map((li) =>
      li.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(entries).to.deep.equal(['eip-change {"value":[{"fileId":"x"}]}', 'eip-change {"value":[]}']);
    el.querySelector<HTMLButtonElement>('.playground__clear')!.click();
    await waitUntil(() => el.querySelectorAll('[role="log"] li').length === 0);
  });

  it('is accessible, open', async () => {
    const el = await opened();
    await expect(el).to.be.accessible();
  });
});

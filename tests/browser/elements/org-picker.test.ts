import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SelectorOrg } from '../../../api/contract/selectors.js';
import { createFakeClient, type FakeReply, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/org-picker/org-picker.js';
import type { OrgPicker } from '../../../elements/org-picker/org-picker.js';

const ORGS = 'POST /uc/api/org/v1/orgs/getOrgPage';
const org = (
  id: string,
  name: string,
  parentId: string | null,
  sn: number,
  over: Partial<SelectorOrg> = {},
) =>
  ({
    id,
    name,
    code: id.replace('org-', ''),
    parentId,
    demId: 'dem-admin',
    demName: '行政维度',
    path: '',
    sn,
    ...over,
  }) as SelectorOrg;
/** Given out of order: the picker puts each under its parent, siblings by sn. */
const TREE = [
  org('org-it', '信息中心', 'org-group', 2),
  org('org-group', '华东能源集团', null, 1),
  org('org-buy', '采购管理部', 'org-group', 1),
  org('org-net', '网络组', 'org-it', 1),
];

function mount(
  answer: () => FakeReply = () => ok({ rows: TREE, total: TREE.length, page: 1, pageSize: -1 }),
) {
  const backend = createFakeClient({ [ORGS]: answer });
  setDefaultApiClient(backend.client);
  return backend;
}

const root = (el: OrgPicker) => el.shadowRoot!;
const search = (el: OrgPicker) => root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
const options = (el: OrgPicker) => [...root(el).querySelectorAll('[role="option"]')];
/** Each option's name, then where it sits. */
const optionTexts = (el: OrgPicker) =>
  options(el).map((option) =>
    [...option.querySelectorAll('span')].map((span) => span.textContent!.trim()).join(' '),
  );

describe('org-picker', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('lists the whole tree when opened, each under its parents, and is accessible', async () => {
    mount();
    const el = await fixture<OrgPicker>(html`<org-picker label="相关部门" multiple></org-picker>`);
    search(el).focus();
    await waitUntil(() => options(el).length === 4, 'the tree is listed');
    expect(optionTexts(el)).to.deep.equal([
      '华东能源集团',
      '采购管理部 华东能源集团',
      '信息中心 华东能源集团',
      '网络组 华东能源集团 / 信息中心',
    ]);
    expect(search(el).getAttribute('aria-expanded')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('narrows by name or code, picks with the keys, and tells the page', async () => {
    const backend = mount();
    const el = await fixture<OrgPicker>(html`<org-picker multiple></org-picker>`);
    search(el).focus();
    await sendKeys({ type: 'net' });
    await waitUntil(() => optionTexts(el).length === 1 && optionTexts(el)[0]!.startsWith('网络组'));
    const changed = oneEvent(el, 'eip-change');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect((await changed).detail.value).to.deep.equal([{ id: 'org-net', name: '网络组' }]);
    await sendKeys({ type: '中心' });
    await waitUntil(() => optionTexts(el).length === 1 && optionTexts(el)[0]!.startsWith('信息中心'));
    (options(el)[0] as HTMLElement).click();
    await waitUntil(() => el.value.length === 2);
    // The chosen ones are tags, and no longer offered; the list was loaded once.
    const tags = [...root(el).querySelectorAll('[part="chosen"] sl-tag')].map((tag) =>
      tag.textContent!.trim(),
    );
    expect(tags).to.deep.equal(['网络组', '信息中心']);
    expect(root(el).querySelector('[part="chosen"]')!.getAttribute('aria-label')).to.equal('已选择 2 个组织');
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => el.value.length === 1);
    expect(backend.requests.filter((request) => request.path.endsWith('/getOrgPage'))).to.have.length(1);
  });

  it('says when nothing matches, and when the organisations cannot be loaded', async () => {
    mount(() => refuse('服务不可用'));
    const el = await fixture<OrgPicker>(html`<org-picker></org-picker>`);
    search(el).focus();
    await waitUntil(() => root(el).querySelector('.hint--error'), 'the failure is said');
    expect(root(el).querySelector('.hint--error')!.textContent!.trim()).to.equal('组织加载失败');
    mount();
    const other = await fixture<OrgPicker>(html`<org-picker></org-picker>`);
    search(other).focus();
    await sendKeys({ type: '不存在' });
    await waitUntil(() => root(other).querySelector('.hint')?.textContent?.trim() === '没有匹配的组织');
  });

  it('is a form control: submits the ids, and required asks for one in the page language', async () => {
    mount();
    const form = await fixture<HTMLFormElement>(
      html`<form><org-picker name="depts" required multiple .value=${[{ id: 'org-it', name: '信息中心' }, { id: 'org-buy', name: '采购管理部' }]}></org-picker></form>`,
    );
    const el = form.querySelector('org-picker')!;
    await el.updateComplete;
    expect(new FormData(form).get('depts')).to.equal('org-it,org-buy');
    el.value = [];
    await el.updateComplete;
    expect(el.checkValidity()).to.equal(false);
    expect(el.validationMessage).to.equal('请选择组织');
    await setLanguage('en-US');
    try {
      await el.updateComplete;
      expect(search(el).placeholder).to.equal('Search by organisation name or code');
    } finally {
      await setLanguage('zh-CN');
    }
  });
});

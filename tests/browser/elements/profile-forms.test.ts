import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/contract-info-form/contract-info-form.js';
import type { ContractInfoForm } from '../../../elements/contract-info-form/contract-info-form.js';
import '../../../elements/purchaser-info-form/purchaser-info-form.js';
import type { PurchaserInfoForm } from '../../../elements/purchaser-info-form/purchaser-info-form.js';
import { procureBackend, routeOf, storeOf } from './procure-fakes.js';

type Form = PurchaserInfoForm | ContractInfoForm;
const input = (el: Form, id: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`#${id}`)!;
const errorOf = (el: Form, id: string) =>
  el.shadowRoot!.querySelector(`[data-field="${id}"] .field__error`)!.textContent!.trim();
const message = (el: Form) => el.shadowRoot!.querySelector('[part="message"]')!.textContent!.trim();
function type(el: Form, id: string, value: string) {
  input(el, id).value = value;
  input(el, id).dispatchEvent(new Event('input'));
}
const submit = (el: Form) => el.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();

describe('purchaser-info-form', () => {
  afterEach(() => setDefaultApiClient(undefined));

  async function mount(routes = {}, stored = true) {
    const backend = procureBackend(
      storeOf({
        purchaserInfo: stored
          ? {
              id: 'pi-1',
              fCompanyName: '华东能源集团采购部',
              fCreditCode: '91330100MA2H0ABC12',
              fContactName: '陈明',
              fContactPhone: '0571-88886666',
              fContactEmail: 'chen@example.com',
              fAddress: '杭州市西湖区',
              fBankName: '',
              fBankAccount: '',
              fRemark: '',
              updateTime: '2026-11-01T02:00:00.000Z',
            }
          : null,
      }),
      routes,
    );
    setDefaultApiClient(backend.client);
    const el = await fixture<PurchaserInfoForm>(html`<purchaser-info-form></purchaser-info-form>`);
    await waitUntil(() => el.shadowRoot!.querySelector('form'), 'the form loads');
    return { el, backend };
  }

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('fills the form with the stored record', async () => {
    const { el } = await mount();
    expect(input(el, 'fCompanyName').value).to.equal('华东能源集团采购部');
    expect(input(el, 'fContactPhone').value).to.equal('0571-88886666');
  });

  it('starts empty when there is no record yet, and names the missing fields', async () => {
    const { el, backend } = await mount({}, false);
    expect(input(el, 'fCompanyName').value).to.equal('');
    submit(el);
    await waitUntil(() => message(el) === '必填项不可为空');
    expect(errorOf(el, 'fContactName')).to.equal('必填项不可为空');
    expect(backend.calls(routeOf('wPurchaserInformationManage/saveByCurrentUser'))).to.have.length(0);
  });

  it('checks the phone and the e-mail', async () => {
    const { el } = await mount();
    type(el, 'fContactPhone', '12345');
    type(el, 'fContactEmail', 'chen@');
    submit(el);
    await waitUntil(() => errorOf(el, 'fContactPhone') === '联系电话格式不正确');
    expect(errorOf(el, 'fContactEmail')).to.equal('邮箱格式错误');
  });

  it('saves what was edited and says so', async () => {
    const { el, backend } = await mount();
    type(el, 'fContactName', '  周洁 ');
    const saved = oneEvent(el, 'eip-purchaser-info-saved');
    submit(el);
    expect((await saved).detail.record.fContactName).to.equal('周洁');
    expect(backend.calls(routeOf('wPurchaserInformationManage/saveByCurrentUser'))[0]!.data).to.deep.include({
      fCompanyName: '华东能源集团采购部',
      fContactName: '周洁',
    });
    await waitUntil(() => el.shadowRoot!.querySelector('.saved')?.textContent === '保存成功');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { el } = await mount({
      [routeOf('wPurchaserInformationManage/saveByCurrentUser')]: () => ({
        body: { state: false, message: '单位名称过长' },
      }),
    });
    type(el, 'fContactName', '周洁');
    submit(el);
    await waitUntil(() => message(el) === '单位名称过长', 'the refusal shows');
    expect(input(el, 'fContactName').value).to.equal('周洁');
  });
});

describe('contract-info-form', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, checks the postcode and saves', async () => {
    const backend = procureBackend(storeOf());
    setDefaultApiClient(backend.client);
    const el = await fixture<ContractInfoForm>(html`<contract-info-form></contract-info-form>`);
    await waitUntil(() => el.shadowRoot!.querySelector('form'), 'the form loads');
    await expect(el).to.be.accessible();
    type(el, 'fCompanyName', '杭州恒远建设有限公司');
    type(el, 'fPhone', '13800000001');
    type(el, 'fPostcode', '3100');
    submit(el);
    await waitUntil(() => errorOf(el, 'fPostcode') === '邮政编码应为6位数字');
    type(el, 'fPostcode', '310000');
    const saved = oneEvent(el, 'eip-contract-info-saved');
    submit(el);
    expect((await saved).detail.record.fPostcode).to.equal('310000');
    expect(backend.store.contractInfo!.fCompanyName).to.equal('杭州恒远建设有限公司');
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/registration-review/registration-review.js';
import type { RegistrationReview } from '../../../elements/registration-review/registration-review.js';
import { procureBackend, registration, routeOf, storeOf } from './procure-fakes.js';

const root = (el: RegistrationReview) => el.shadowRoot!;
const items = (el: RegistrationReview) => [...root(el).querySelectorAll<HTMLElement>('[part="item"]')];
const buttonIn = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLElement>('sl-button')].find((button) =>
    button.textContent!.trim().startsWith(text),
  )!;

async function mount(refuseSave = false) {
  const rows = [
    registration(),
    registration({
      id: 'r-2',
      supplierId: 'u-supplier2',
      supplierName: '宁波安泰电气有限公司',
      fStatus: 'pass',
      fRegistratorName: '李娜',
    }),
    registration({
      id: 'r-3',
      supplierId: 'u-supplier3',
      supplierName: '苏州华创科技有限公司',
      fStatus: 'pending',
      inviteStatus: 'invited',
      fFkpz: null,
    }),
  ];
  const backend = procureBackend(
    storeOf({ registrations: rows }),
    refuseSave
      ? {
          [routeOf('wBiddingProjectRegistration/save')]: () => ({
            body: { state: false, message: '项目已结束报名，不能再审核' },
          }),
        }
      : {},
  );
  setDefaultApiClient(backend.client);
  const el = await fixture<RegistrationReview>(
    html`<registration-review project-id="p-1"></registration-review>`,
  );
  await waitUntil(() => items(el).length === 3, 'rows render');
  return { el, backend };
}

describe('registration-review', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('asks all registrations of the project at once and shows each with its contact and status', async () => {
    const { el, backend } = await mount();
    const asked = backend.calls(routeOf('wBiddingProjectRegistration/queryRegistration'))[0]!.data as {
      pageBean: { pageSize: number };
      querys: unknown[];
    };
    expect(asked.pageBean.pageSize).to.equal(-1);
    expect(asked.querys).to.deep.include({ property: 'projectId', value: 'p-1', operation: 'EQUAL' });
    const [pending, passed, invited] = items(el);
    expect(pending!.textContent).to.contain('杭州恒远建设有限公司');
    expect(pending!.textContent).to.contain('待审核');
    expect(pending!.textContent).to.contain('13800000001');
    expect(passed!.textContent).to.contain('已通过');
    expect(invited!.textContent).to.contain('待确认邀请');
    // Only a pending registration is reviewed; an invitation waits for the supplier.
    expect(buttonIn(pending!, '通过')).to.not.equal(undefined);
    expect(buttonIn(passed!, '通过')).to.equal(undefined);
    expect(buttonIn(invited!, '通过')).to.equal(undefined);
  });

  it('shows the payment proof of a registration', async () => {
    const { el } = await mount();
    const upload = items(el)[0]!.querySelector('file-upload')!;
    await waitUntil(() => upload.shadowRoot?.textContent?.includes('付款凭证.png'), 'the proof is listed');
    expect(upload.hasAttribute('readonly')).to.equal(true);
  });

  describe('when the purchaser passes a registration', () => {
    it('saves pass and shows the new status', async () => {
      const { el, backend } = await mount();
      const reviewed = oneEvent(el, 'eip-registration-review');
      buttonIn(items(el)[0]!, '通过').click();
      expect((await reviewed).detail.registration.fStatus).to.equal('pass');
      expect(backend.calls(routeOf('wBiddingProjectRegistration/save'))[0]!.data).to.deep.equal({
        id: 'r-1',
        fStatus: 'pass',
      });
      await waitUntil(() => items(el)[0]!.textContent!.includes('已通过'), 'the status changes');
    });
  });

  describe('when the purchaser rejects a registration', () => {
    it('asks for the reason (请填写拒绝原因), then sends it', async () => {
      const { el, backend } = await mount();
      buttonIn(items(el)[0]!, '不通过').click();
      await waitUntil(() => items(el)[0]!.querySelector('sl-textarea'), 'the reason field opens');
      buttonIn(items(el)[0]!, '确认不通过').click();
      await waitUntil(
        () => items(el)[0]!.querySelector('sl-textarea')!.getAttribute('help-text') === '请填写拒绝原因',
      );
      expect(backend.calls(routeOf('wBiddingProjectRegistration/save'))).to.have.length(0);
      const reason = items(el)[0]!.querySelector<HTMLElement & { value: string }>('sl-textarea')!;
      reason.value = '资质证书已过期';
      reason.dispatchEvent(new Event('sl-input'));
      buttonIn(items(el)[0]!, '确认不通过').click();
      await waitUntil(() => items(el)[0]!.textContent!.includes('未通过'), 'the status changes');
      expect(items(el)[0]!.textContent).to.contain('资质证书已过期');
      expect(backend.calls(routeOf('wBiddingProjectRegistration/save'))[0]!.data).to.deep.equal({
        id: 'r-1',
        fStatus: 'reject',
        fReason: '资质证书已过期',
      });
    });

    it("shows the server's refusal and keeps the reason typed", async () => {
      const { el } = await mount(true);
      buttonIn(items(el)[0]!, '不通过').click();
      await waitUntil(() => items(el)[0]!.querySelector('sl-textarea'));
      const reason = items(el)[0]!.querySelector<HTMLElement & { value: string }>('sl-textarea')!;
      reason.value = '资质证书已过期';
      reason.dispatchEvent(new Event('sl-input'));
      buttonIn(items(el)[0]!, '确认不通过').click();
      await waitUntil(() => items(el)[0]!.querySelector('[role="alert"]'), 'the refusal shows');
      expect(items(el)[0]!.querySelector('[role="alert"]')!.textContent).to.contain(
        '项目已结束报名，不能再审核',
      );
      expect(items(el)[0]!.querySelector<HTMLElement & { value: string }>('sl-textarea')!.value).to.equal(
        '资质证书已过期',
      );
    });
  });
});

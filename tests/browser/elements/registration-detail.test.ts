import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type {
  ContractFileBody,
  SaveRegistrationBody,
  ServicePaymentBody,
} from '../../../api/contract/procure-registration.js';
import { refuse } from '../../../docs/fixtures/fake-transport.js';
import {
  fileEntry,
  type ProcureProjectFake,
  registration,
  winnerRegistration,
} from '../../../docs/fixtures/procure-project-fakes.js';
import { setLanguage } from '../../../elements/core/localize.js';
import type { FileUpload } from '../../../elements/file-upload/file-upload.js';
import '../../../elements/registration-detail/registration-detail.js';
import type { RegistrationDetail } from '../../../elements/registration-detail/registration-detail.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { PNG_PIXEL, pick } from './file-upload-fakes.js';
import { serveProcureProject } from './procure-project-serve.js';

const root = (el: RegistrationDetail) => el.shadowRoot!;
const part = (el: RegistrationDetail, name: string) =>
  root(el).querySelector<HTMLElement>(`[part="${name}"]`);
const shown = (el: RegistrationDetail) => waitUntil(() => part(el, 'title'), 'registration not shown');
const input = (el: RegistrationDetail, id: string) => root(el).querySelector<HTMLInputElement>(`#${id}`);
const upload = (el: RegistrationDetail, id: string) =>
  root(el).querySelector<FileUpload>(`file-upload#${id}`)!;
const errorText = (el: RegistrationDetail, id: string) =>
  root(el).querySelector(`#${id}-error`)!.textContent!.trim();
const message = (el: RegistrationDetail) => part(el, 'message')!.textContent!.trim();
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function type(el: RegistrationDetail, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    const target = input(el, id)!;
    target.value = value;
    target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  await el.updateComplete;
}

describe('registration-detail', () => {
  let fake: ProcureProjectFake;
  const serve = serveProcureProject((next) => {
    fake = next;
  });

  it('is accessible, read-only and editable', async () => {
    const readOnly = await fixture<RegistrationDetail>(
      html`<registration-detail .registration=${registration()}></registration-detail>`,
    );
    await shown(readOnly);
    await expect(readOnly).to.be.accessible();
    const editable = await fixture<RegistrationDetail>(
      html`<registration-detail editable .registration=${registration()}></registration-detail>`,
    );
    await shown(editable);
    await expect(editable).to.be.accessible();
  });

  it("loads the supplier's own registration of a project, titled 报名详情", async () => {
    const el = await fixture<RegistrationDetail>(
      html`<registration-detail project-id="p-100"></registration-detail>`,
    );
    await shown(el);
    expect(part(el, 'title')!.textContent).to.equal('报名详情');
    const query = fake.requestsTo('wBiddingProjectRegistration/queryRegistration')[0]!.data as QueryBody;
    expect(query.pageBean.pageSize).to.equal(-1);
    expect(query.querys).to.deep.include({ property: 'projectId', value: 'p-100', operation: 'EQUAL' });
    expect(text(part(el, 'header')))
      .to.contain('已通过')
      .and.contain('华东能源集团 2026 年办公设备采购项目');
  });

  it('shows the registration picked by registration-id', async () => {
    const el = await fixture<RegistrationDetail>(
      html`<registration-detail project-id="p-100" registration-id="r-3"></registration-detail>`,
    );
    await shown(el);
    expect(text(part(el, 'facts')))
      .to.contain('温州瑞安贸易有限公司')
      .and.contain('陈芳');
    expect(text(part(el, 'header'))).to.contain('待审核');
  });

  describe('when read-only', () => {
    it('shows the contact and files with no inputs and no re-register', async () => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail .registration=${registration()}></registration-detail>`,
      );
      await shown(el);
      const facts = text(part(el, 'facts'));
      expect(facts).to.contain('王建国').and.contain('13800000001').and.contain('wang@hengyuan.example.com');
      expect(input(el, 'fRegistratorName')).to.equal(null);
      expect(part(el, 'submit')).to.equal(null);
      expect(upload(el, 'fFkpz').readonly).to.equal(true);
      expect(upload(el, 'fFkpz').value.map((file) => file.name)).to.deep.equal(['支付凭证.png']);
      expect(upload(el, 'fBusinessLicense').value.map((file) => file.name)).to.deep.equal(['营业执照.png']);
      expect(upload(el, 'fSczl').value.map((file) => file.name)).to.deep.equal(['资质证明.pdf']);
    });

    it('stays read-only when the server says the registration cannot change, whatever the flag', async () => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail editable .registration=${registration({ editable: false })}></registration-detail>`,
      );
      await shown(el);
      expect(input(el, 'fRegistratorName')).to.equal(null);
      expect(part(el, 'submit')).to.equal(null);
    });

    it("shows the purchaser's reason when it was not passed", async () => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail .registration=${registration({ fStatus: 'reject', fReason: '支付凭证不清晰' })}></registration-detail>`,
      );
      await shown(el);
      expect(text(part(el, 'reason'))).to.equal('未通过原因：支付凭证不清晰');
      expect(text(part(el, 'header'))).to.contain('未通过');
    });

    it("shows a declined invitation with the supplier's reason", async () => {
      const declined = registration({ fStatus: 'reject', inviteStatus: 'reject', reason: '近期产能不足' });
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail .registration=${declined}></registration-detail>`,
      );
      await shown(el);
      expect(text(part(el, 'header'))).to.contain('已拒绝邀请');
      expect(text(part(el, 'reason'))).to.equal('拒绝邀请原因：近期产能不足');
    });

    it('offers 取消 and 重新报名, a link to the editable detail, when the registration may still change', async () => {
      const rejected = registration({ fStatus: 'reject', fReason: '支付凭证不清晰', editable: true });
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail .registration=${rejected}></registration-detail>`,
      );
      await shown(el);
      expect(text(part(el, 'cancel'))).to.equal('取消');
      const link = part(el, 're-register')!;
      expect(text(link)).to.equal('重新报名');
      expect(link.getAttribute('href')).to.equal('/enroll?id=r-1&edit=1');
      expect(input(el, 'fRegistratorName'), 'still read-only here').to.equal(null);
      // The page routes it: cancel it in the listener, as the host does, so the test page stays.
      el.addEventListener('eip-navigate', (event) => event.preventDefault());
      setTimeout(() => link.click());
      const event = await oneEvent(el, 'eip-navigate');
      expect(event.detail.href).to.equal('/enroll?id=r-1&edit=1');
      expect(event.defaultPrevented).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('offers no 重新报名 when the server says the registration cannot change', async () => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail .registration=${registration({ editable: false })}></registration-detail>`,
      );
      await shown(el);
      expect(part(el, 'cancel')).to.not.equal(null);
      expect(part(el, 're-register')).to.equal(null);
    });

    it('emits eip-cancel from 取消', async () => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail .registration=${registration()}></registration-detail>`,
      );
      await shown(el);
      setTimeout(() => part(el, 'cancel')!.click());
      await oneEvent(el, 'eip-cancel');
    });
  });

  describe('when editable', () => {
    const mount = async (overrides = {}) => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail editable .registration=${registration({ fStatus: 'reject', ...overrides })}></registration-detail>`,
      );
      await shown(el);
      return el;
    };

    it('starts from the registration, with the phone limited to 11 and images only for the proof', async () => {
      const el = await mount();
      expect(input(el, 'fRegistratorName')!.value).to.equal('王建国');
      expect(input(el, 'fRegistratorPhone')!.maxLength).to.equal(11);
      expect(upload(el, 'fFkpz').readonly).to.equal(false);
      expect(upload(el, 'fFkpz').maxCount).to.equal(1);
      expect(upload(el, 'fFkpz').accept).to.equal('jpg,jpeg,png');
      expect(upload(el, 'fBusinessLicense').maxCount).to.equal(1);
      expect(text(part(el, 'submit'))).to.equal('重新报名');
    });

    it('checks the contact with the exact texts and warns 必填项不可为空', async () => {
      const el = await mount();
      await type(el, { fRegistratorName: ' ', fRegistratorPhone: '', fRegistratorEmail: '' });
      part(el, 'submit')!.click();
      await waitUntil(() => message(el) === '必填项不可为空', 'no warning');
      expect(errorText(el, 'fRegistratorName')).to.equal('请输入联系人');
      expect(errorText(el, 'fRegistratorPhone')).to.equal('请输入联系方式');
      expect(errorText(el, 'fRegistratorEmail')).to.equal('邮箱不能为空');
      await type(el, { fRegistratorEmail: 'not-an-email' });
      expect(errorText(el, 'fRegistratorEmail')).to.equal('邮箱格式错误');
      expect(fake.requestsTo('wBiddingProjectRegistration/save')).to.have.length(0);
    });

    it('needs the payment proof when the project has a registration fee', async () => {
      const el = await mount({ fFkpz: null });
      part(el, 'submit')!.click();
      await waitUntil(() => errorText(el, 'fFkpz') === '请上传支付凭证', 'no proof message');
      expect(message(el)).to.equal('必填项不可为空');
    });

    it('lets a free project go without a payment proof', async () => {
      const el = await mount({ fFkpz: null, fSignUpMoney: 0 });
      setTimeout(() => part(el, 'submit')!.click());
      await oneEvent(el, 'eip-refresh');
    });

    it('saves what was typed and uploaded, tells the page, asks it to refresh and closes', async () => {
      const el = await mount({ fFkpz: null });
      await type(el, { fRegistratorName: '赵六', fRegistratorPhone: '13900000009' });
      pick(upload(el, 'fFkpz'), [new File([PNG_PIXEL], '新凭证.png', { type: 'image/png' })]);
      await waitUntil(() => upload(el, 'fFkpz').value.length === 1, 'proof not uploaded');
      const notify = oneEvent(el, 'eip-notify');
      const refresh = oneEvent(el, 'eip-refresh');
      const close = oneEvent(el, 'eip-close');
      part(el, 'submit')!.click();
      expect((await notify).detail).to.include({ variant: 'success', message: '重新报名成功' });
      expect((await refresh).detail).to.deep.equal({ projectId: 'p-100', registrationId: 'r-1' });
      await close;
      const body = fake.requestsTo('wBiddingProjectRegistration/save')[0]!.data as SaveRegistrationBody;
      expect(body).to.include({
        id: 'r-1',
        fRegistratorName: '赵六',
        fRegistratorPhone: '13900000009',
        fRegistratorEmail: 'wang@hengyuan.example.com',
      });
      expect(JSON.parse(body.fFkpz!)[0]).to.deep.include({
        name: '新凭证.png',
        response: { fileId: 'up-1', fileName: '新凭证.png' },
      });
      expect(JSON.parse(body.fSczl!).map((file: { name: string }) => file.name)).to.deep.equal([
        '资质证明.pdf',
      ]);
      expect(body).not.to.have.property('fStatus');
    });

    it('shows a refusal as an error and keeps what was typed', async () => {
      serve({ answers: { 'wBiddingProjectRegistration/save': refuse('报名已截止，不能重新报名') } });
      const el = await mount();
      await type(el, { fRegistratorName: '赵六' });
      let refreshed = false;
      el.addEventListener('eip-refresh', () => {
        refreshed = true;
      });
      part(el, 'submit')!.click();
      await waitUntil(() => message(el) === '报名已截止，不能重新报名', 'no refusal shown');
      expect(part(el, 'message')!.classList.contains('form-message--danger')).to.equal(true);
      expect(input(el, 'fRegistratorName')!.value).to.equal('赵六');
      expect(refreshed).to.equal(false);
    });
  });

  describe('成交资料', () => {
    const mount = async (data = winnerRegistration()) => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail .registration=${data}></registration-detail>`,
      );
      await shown(el);
      return el;
    };
    const save = (el: RegistrationDetail, field: string) =>
      root(el).querySelector<HTMLElement>(`[part="deal-save"][data-field="${field}"]`)!;
    const names = (el: RegistrationDetail, id: string) => upload(el, id).value.map((file) => file.name);

    it('is accessible for the winner and for the purchaser reading it', async () => {
      const el = await mount();
      await expect(el).to.be.accessible();
      const read = await mount(
        registration({ fContract: JSON.stringify([fileEntry('sample-pdf', '合同.pdf')]) }),
      );
      await expect(read).to.be.accessible();
    });

    it('lets the winner upload and save the service-fee proof, then tells the page and asks it to refresh', async () => {
      const el = await mount();
      expect(text(part(el, 'deal')))
        .to.contain('成交资料')
        .and.contain('服务费支付凭证')
        .and.contain('合同');
      expect(upload(el, 'fServicePayment').readonly).to.equal(false);
      expect(upload(el, 'fServicePayment').maxCount).to.equal(5);
      expect(upload(el, 'fServicePayment').accept).to.equal('jpg,jpeg,png');
      expect(upload(el, 'fContract').maxCount).to.equal(5);
      expect(upload(el, 'fContract').accept).to.equal('');
      pick(upload(el, 'fServicePayment'), [new File([PNG_PIXEL], '服务费.png', { type: 'image/png' })]);
      await waitUntil(() => upload(el, 'fServicePayment').value.length === 1, 'proof not uploaded');
      const notify = oneEvent(el, 'eip-notify');
      const refresh = oneEvent(el, 'eip-refresh');
      save(el, 'fServicePayment').click();
      expect((await notify).detail).to.include({ variant: 'success', message: '操作成功' });
      expect((await refresh).detail).to.deep.equal({ projectId: 'p-100', registrationId: 'r-1' });
      const body = fake.requestsTo('wBiddingProjectRegistration/saveServicePayment')[0]!
        .data as ServicePaymentBody;
      expect(body.id).to.equal('r-1');
      expect(JSON.parse(body.fServicePayment!)[0]).to.deep.include({
        name: '服务费.png',
        response: { fileId: 'up-1', fileName: '服务费.png' },
      });
      expect(fake.requestsTo('wBiddingProjectRegistration/saveContract')).to.have.length(0);
      expect(names(el, 'fServicePayment')).to.deep.equal(['服务费.png']);
    });

    it('saves the contract on its own', async () => {
      const el = await mount();
      pick(upload(el, 'fContract'), [new File(['合同正文'], '合同.pdf', { type: 'application/pdf' })]);
      await waitUntil(() => upload(el, 'fContract').value.length === 1, 'contract not uploaded');
      setTimeout(() => save(el, 'fContract').click());
      await oneEvent(el, 'eip-refresh');
      const body = fake.requestsTo('wBiddingProjectRegistration/saveContract')[0]!.data as ContractFileBody;
      expect(JSON.parse(body.fContract!).map((file: { name: string }) => file.name)).to.deep.equal([
        '合同.pdf',
      ]);
      expect(fake.requestsTo('wBiddingProjectRegistration/saveServicePayment')).to.have.length(0);
    });

    it("shows the server's refusal as an error and keeps the files", async () => {
      serve({
        answers: { 'wBiddingProjectRegistration/saveContract': refuse('只有成交供应商可以上传') },
      });
      const el = await mount();
      let refreshed = false;
      el.addEventListener('eip-refresh', () => {
        refreshed = true;
      });
      pick(upload(el, 'fContract'), [new File(['合同正文'], '合同.pdf', { type: 'application/pdf' })]);
      await waitUntil(() => upload(el, 'fContract').value.length === 1, 'contract not uploaded');
      save(el, 'fContract').click();
      const refusal = () => root(el).querySelector('[data-field="fContract"] [part="deal-message"]')!;
      await waitUntil(() => text(refusal()) === '只有成交供应商可以上传', 'no refusal shown');
      expect(refusal().classList.contains('form-message--danger')).to.equal(true);
      expect(names(el, 'fContract')).to.deep.equal(['合同.pdf']);
      expect(refreshed).to.equal(false);
    });

    it('shows the uploaded files read-only to the purchaser', async () => {
      const el = await mount(
        registration({
          fState: 'confirmed',
          fServicePayment: JSON.stringify([fileEntry('sample-picture', '服务费.png')]),
          fContract: JSON.stringify([fileEntry('sample-pdf', '合同.pdf')]),
        }),
      );
      expect(text(part(el, 'deal'))).to.contain('成交资料');
      expect(upload(el, 'fServicePayment').readonly).to.equal(true);
      expect(upload(el, 'fContract').readonly).to.equal(true);
      expect(names(el, 'fServicePayment')).to.deep.equal(['服务费.png']);
      expect(names(el, 'fContract')).to.deep.equal(['合同.pdf']);
      expect(part(el, 'deal-save')).to.equal(null);
    });

    it('shows nothing of it to a supplier who did not win', async () => {
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail project-id="p-100"></registration-detail>`,
      );
      await shown(el);
      expect(text(part(el, 'header'))).to.contain('已通过');
      expect(part(el, 'deal')).to.equal(null);
      expect(upload(el, 'fServicePayment')).to.equal(null);
    });

    it('keeps the winner read-only before the project has a confirmed result', async () => {
      const el = await mount(
        winnerRegistration({
          fState: 'interrupted',
          fContract: JSON.stringify([fileEntry('sample-pdf', '合同.pdf')]),
        }),
      );
      expect(upload(el, 'fContract').readonly).to.equal(true);
      expect(part(el, 'deal-save')).to.equal(null);
    });
  });

  it('loads one registration by registration-id alone', async () => {
    const el = await fixture<RegistrationDetail>(
      html`<registration-detail registration-id="r-2"></registration-detail>`,
    );
    await shown(el);
    const query = fake.requestsTo('wBiddingProjectRegistration/queryRegistration')[0]!.data as QueryBody;
    expect(query.querys).to.deep.equal([{ property: 'id', value: 'r-2', operation: 'EQUAL' }]);
    expect(text(part(el, 'facts'))).to.contain('宁波东港科技有限公司');
  });

  describe('in another language', () => {
    afterEach(() => setLanguage('zh-CN', { persist: false }));

    for (const [language, label] of [
      ['zh-TW', '重新報名'],
      ['en-US', 'Register again'],
    ] as const) {
      it(`offers 重新报名 on the read-only detail (${language})`, async () => {
        await setLanguage(language, { persist: false });
        const el = await fixture<RegistrationDetail>(
          html`<registration-detail .registration=${registration({ fStatus: 'reject', editable: true })}></registration-detail>`,
        );
        await shown(el);
        expect(text(part(el, 're-register'))).to.equal(label);
      });
    }

    it('says its rules in Traditional Chinese', async () => {
      await setLanguage('zh-TW', { persist: false });
      const el = await fixture<RegistrationDetail>(
        html`<registration-detail editable .registration=${registration()}></registration-detail>`,
      );
      await shown(el);
      expect(part(el, 'title')!.textContent).to.equal('報名詳情');
      await type(el, { fRegistratorEmail: '' });
      part(el, 'submit')!.click();
      await waitUntil(
        () => errorText(el, 'fRegistratorEmail') === '電子郵件不能為空',
        'no translated message',
      );
    });
  });

  runLoadStateSuite({
    async mount(behaviour) {
      const answer =
        behaviour === 'hang'
          ? 'hang'
          : behaviour === 'empty'
            ? { body: { state: true, message: '', value: { rows: [], total: 0, page: 1, pageSize: -1 } } }
            : behaviour;
      const fake = serve({ answers: { 'wBiddingProjectRegistration/queryRegistration': answer } });
      const element = await fixture<RegistrationDetail>(
        html`<registration-detail project-id="p-100"></registration-detail>`,
      );
      return {
        element,
        requests: () => fake.requestsTo('wBiddingProjectRegistration/queryRegistration').length,
      };
    },
    emptyText: '暂无报名信息',
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { UploadedFile } from '../../../api/contract/files.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/sign-up-form/sign-up-form.js';
import type { SignUpForm } from '../../../elements/sign-up-form/sign-up-form.js';
import { procureBackend, project, registration, routeOf, storeOf } from './procure-fakes.js';

const root = (el: SignUpForm) => el.shadowRoot!;
const input = (el: SignUpForm, id: string) => root(el).querySelector<HTMLInputElement>(`#${id}`)!;
const errorOf = (el: SignUpForm, id: string) =>
  root(el).querySelector(`[data-field="${id}"] .field__error`)!.textContent!.trim();
const message = (el: SignUpForm) => root(el).querySelector('[part="message"]')!.textContent!.trim();

function type(el: SignUpForm, id: string, value: string) {
  const field = input(el, id);
  field.value = value;
  field.dispatchEvent(new Event('input'));
}

function upload(el: SignUpForm, id: string, files: Partial<UploadedFile>[]) {
  root(el)
    .querySelector(`file-upload#${id}`)!
    .dispatchEvent(new CustomEvent('eip-change', { detail: { value: files } }));
}

const PROOF = { fileId: 'f-9', fileName: '转账凭证.png', name: '转账凭证.png', size: 1024, uid: 'u-9' };

async function mount(options: { fee?: number; registered?: boolean; canSignUp?: boolean } = {}) {
  const store = storeOf({
    projects: [project({ id: 'p-9', fSignUpMoney: options.fee ?? 200, fProjectName: '水泵采购' })],
    registrations: options.registered ? [registration({ projectId: 'p-9' })] : [],
    userInfo:
      options.canSignUp === false
        ? { canSignUp: false, signUpMessage: '该项目为邀请报名，不能自行报名' }
        : {},
  });
  const backend = procureBackend(store);
  setDefaultApiClient(backend.client);
  const el = await fixture<SignUpForm>(html`<sign-up-form project-id="p-9"></sign-up-form>`);
  await waitUntil(() => root(el).querySelector('[part="project"]'), 'the project loads');
  return { el, backend };
}

function fill(el: SignUpForm) {
  type(el, 'fRegistratorName', '王强');
  type(el, 'fRegistratorPhone', '13800000001');
  type(el, 'fRegistratorEmail', 'wang@example.com');
}

describe('sign-up-form', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('heads the form with the project, its fee and window', async () => {
    const { el } = await mount();
    const head = root(el).querySelector('[part="project"]')!.textContent!;
    expect(head).to.contain('水泵采购');
    expect(head).to.contain('¥200.00');
  });

  describe('when the form is sent empty', () => {
    it('names every missing field with the product texts and warns 必填项不可为空', async () => {
      const { el, backend } = await mount();
      root(el).querySelector<HTMLFormElement>('form')!.requestSubmit();
      await waitUntil(() => message(el) === '必填项不可为空', 'the warning shows');
      expect(errorOf(el, 'fRegistratorName')).to.equal('请输入联系人姓名');
      expect(errorOf(el, 'fRegistratorPhone')).to.equal('请输入联系方式');
      expect(errorOf(el, 'fRegistratorEmail')).to.equal('邮箱不能为空');
      expect(errorOf(el, 'fFkpz')).to.equal('请上传支付凭证');
      expect(backend.calls(routeOf('wBiddingProjectRegistration/signUp'))).to.have.length(0);
    });

    it('checks the e-mail form (邮箱格式错误) and limits the phone to 11', async () => {
      const { el } = await mount();
      type(el, 'fRegistratorEmail', 'wang@');
      input(el, 'fRegistratorEmail').dispatchEvent(new Event('blur'));
      await waitUntil(() => errorOf(el, 'fRegistratorEmail') === '邮箱格式错误');
      expect(input(el, 'fRegistratorPhone').maxLength).to.equal(11);
    });
  });

  describe('when the phone is not a mobile', () => {
    afterEach(() => setLanguage('zh-CN', { persist: false }));

    for (const [language, problem] of [
      ['zh-CN', '手机号格式不正确'],
      ['zh-TW', '手機號碼格式不正確'],
      ['en-US', 'The mobile number is not valid'],
    ] as const) {
      it(`refuses letters and other than 11 digits starting with 1, and sends nothing (${language})`, async () => {
        await setLanguage(language, { persist: false });
        const { el, backend } = await mount();
        fill(el);
        upload(el, 'fFkpz', [PROOF]);
        for (const phone of ['abcdefghijk', '1380000000a', '23800000000', '1380000000']) {
          type(el, 'fRegistratorPhone', phone);
          input(el, 'fRegistratorPhone').dispatchEvent(new Event('blur'));
          await waitUntil(() => errorOf(el, 'fRegistratorPhone') === problem, `${phone} is refused`);
        }
        root(el).querySelector<HTMLFormElement>('form')!.requestSubmit();
        await waitUntil(() => message(el) !== '', 'the form warns');
        expect(backend.calls(routeOf('wBiddingProjectRegistration/signUp'))).to.have.length(0);
        type(el, 'fRegistratorPhone', '13800000001');
        await waitUntil(() => errorOf(el, 'fRegistratorPhone') === '', 'a mobile passes');
      });
    }
  });

  describe('when the project has no fee', () => {
    it('does not ask for a payment proof', async () => {
      const { el, backend } = await mount({ fee: 0 });
      fill(el);
      const signed = oneEvent(el, 'eip-sign-up');
      root(el).querySelector<HTMLFormElement>('form')!.requestSubmit();
      await signed;
      expect(backend.calls(routeOf('wBiddingProjectRegistration/signUp'))[0]!.data).to.deep.include({
        fFkpz: null,
      });
    });
  });

  describe('when everything is given', () => {
    it('signs up with the contact and the proof, then says it waits for review', async () => {
      const { el, backend } = await mount();
      fill(el);
      upload(el, 'fFkpz', [PROOF]);
      const signed = oneEvent(el, 'eip-sign-up');
      root(el).querySelector<HTMLFormElement>('form')!.requestSubmit();
      expect((await signed).detail.registration.fStatus).to.equal('pending');
      const body = backend.calls(routeOf('wBiddingProjectRegistration/signUp'))[0]!.data as Record<
        string,
        string
      >;
      expect(body).to.deep.include({
        projectId: 'p-9',
        fRegistratorName: '王强',
        fRegistratorPhone: '13800000001',
        fRegistratorEmail: 'wang@example.com',
      });
      expect(JSON.parse(body.fFkpz!)[0].response).to.deep.equal({ fileId: 'f-9', fileName: '转账凭证.png' });
      await waitUntil(() => root(el).querySelector('[part="notice"]')?.textContent?.includes('报名已提交'));
    });
  });

  describe('when the server refuses (a second sign-up)', () => {
    it("shows the server's message and keeps what was typed", async () => {
      const { el, backend } = await mount({ registered: true });
      fill(el);
      upload(el, 'fFkpz', [PROOF]);
      root(el).querySelector<HTMLFormElement>('form')!.requestSubmit();
      await waitUntil(() => message(el) === '您已报名该项目，请勿重复报名', 'the refusal shows');
      expect(backend.calls(routeOf('wBiddingProjectRegistration/signUp'))).to.have.length(1);
      expect(input(el, 'fRegistratorName').value).to.equal('王强');
      expect(input(el, 'fRegistratorEmail').value).to.equal('wang@example.com');
      expect(root(el).querySelector('form')).to.not.equal(null);
    });
  });

  describe('when the supplier may not sign up', () => {
    it("shows the server's reason instead of the form", async () => {
      const { el } = await mount({ canSignUp: false });
      expect(root(el).querySelector('form')).to.equal(null);
      expect(root(el).querySelector('[part="notice"]')!.textContent).to.contain(
        '该项目为邀请报名，不能自行报名',
      );
    });
  });
});

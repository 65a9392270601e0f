import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.js';
import { sendKeys } from '@web/test-runner-commands';
import { JSEncrypt } from 'jsencrypt';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import type { PasswordStrategy, RegisterBody, RegisterResult } from '../../../api/contract/user.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/register-form/register-form.js';
import type { RegisterForm } from '../../../elements/register-form/register-form.js';

const keys = new JSEncrypt({ default_key_size: '512' });
const publicKey = keys.getPublicKey();

const NO_STRATEGY: PasswordStrategy = { enable: false, pwdRule: 1, pwdLength: 6 };

/** A client with the given password strategy whose register answers what the test says. */
function fakeClient(
  strategy: PasswordStrategy | Error = NO_STRATEGY,
  answer: Envelope<RegisterResult> = {
    state: true,
    message: '注册成功',
    value: {
      userId: 'u-1',
      account: 'mingyuan_01',
      licenseTicket: 'ticket-1',
      licenseTicketExpireTime: '2026-12-02T10:30:00.000Z',
    },
  },
  uploads: Envelope<UploadedFile>[] = [],
) {
  const client = createApiClient({ deployment: resolveDeployment(undefined), getToken: () => null });
  const calls = {
    strategy: 0,
    register: [] as Array<{ body: RegisterBody; plain: string | false }>,
    upload: [] as Array<{ ticket: string; name: string }>,
  };
  client.ucAuth.getDefaultPwdStrategy = async () => {
    calls.strategy += 1;
    if (strategy instanceof Error) throw strategy;
    return { state: true, message: '', value: strategy };
  };
  client.ucAuth.getPublicKey = async () => ({ state: true, message: '', value: publicKey });
  client.ucUser.register = async (body) => {
    calls.register.push({ body, plain: keys.decrypt(body.password) });
    return answer;
  };
  client.ucUser.uploadLicense = async (ticket, file) => {
    calls.upload.push({ ticket, name: (file as File).name });
    const fileId = `f-${calls.upload.length}`;
    return (
      uploads.shift() ?? {
        state: true,
        message: '营业执照已上传',
        value: { fileId, fileName: 'x', name: 'x', size: 1 },
      }
    );
  };
  setDefaultApiClient(client);
  return calls;
}

const VALID = {
  account: 'mingyuan_01',
  password: 'Portal@2026',
  confirmPassword: 'Portal@2026',
  fullname: '王立新',
  mobile: '13912345678',
  email: 'wanglx@mingyuan.example.com',
  companyName: '杭州明远建设有限公司',
  creditCode: '91330100ma2h3x4y5q',
  legalPerson: '王立新',
  contactName: '李娜',
  contactPhone: '0571-88776655',
  address: '浙江省杭州市西湖区文三路 90 号',
  businessScope: '建筑工程施工；市政工程；机电设备安装。',
};
type Field = keyof typeof VALID;
const FIELDS = Object.keys(VALID) as Field[];

const shadow = (el: RegisterForm) => el.shadowRoot!;
const control = (el: RegisterForm, id: string) =>
  shadow(el).querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
const errorText = (el: RegisterForm, id: string) =>
  shadow(el).querySelector(`#${id}-error`)!.textContent!.trim();
const messageEl = (el: RegisterForm) => shadow(el).querySelector('[part="message"]')!;
const message = (el: RegisterForm) => messageEl(el).textContent!.trim();

async function fill(el: RegisterForm, values: Partial<Record<Field, string>>) {
  for (const [id, value] of Object.entries(values)) {
    const target = control(el, id);
    target.value = value;
    target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  await el.updateComplete;
}

/** Chooses the business licence file as the user would. */
async function attach(el: RegisterForm, name = '营业执照.png', bytes = 'png') {
  const input = control(el, 'license') as HTMLInputElement;
  const files = new DataTransfer();
  files.items.add(new File([bytes], name, { type: 'image/png' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

async function submit(el: RegisterForm) {
  shadow(el).querySelector<SlButton>('[part="submit"]')!.click();
  await el.updateComplete;
}

/** The message a field shows after a submit, with everything else valid. */
async function problemOf(el: RegisterForm, field: Field, value: string) {
  await fill(el, { ...VALID, [field]: value });
  if (!(control(el, 'license') as HTMLInputElement).files?.length) await attach(el);
  await submit(el);
  return errorText(el, field);
}

async function readyForm(strategy?: PasswordStrategy) {
  const calls = fakeClient(strategy);
  const el = await fixture<RegisterForm>(html`<register-form></register-form>`);
  await waitUntil(() => calls.strategy === 1);
  await el.updateComplete;
  return { el, calls };
}

describe('register-form', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible, also with its messages shown', async () => {
    const { el } = await readyForm({ enable: true, pwdRule: 2, pwdLength: 8 });
    await expect(el).to.be.accessible();
    await submit(el);
    await expect(el).to.be.accessible();
  });

  it('starts as a supplier with every field labelled and empty', async () => {
    const { el } = await readyForm();
    const supplier = control(el, 'identity-supplier') as HTMLInputElement;
    expect(supplier.checked).to.equal(true);
    expect((control(el, 'identity-purchaser') as HTMLInputElement).checked).to.equal(false);
    for (const id of FIELDS) {
      expect(shadow(el).querySelector(`label[for="${id}"]`), id).to.not.equal(null);
      expect(control(el, id).value).to.equal('');
    }
    expect(control(el, 'businessScope').tagName).to.equal('TEXTAREA');
    expect(control(el, 'creditCode').maxLength).to.equal(18);
    expect(control(el, 'mobile').maxLength).to.equal(11);
    expect(message(el)).to.equal('');
  });

  it('starts as a purchaser when told so', async () => {
    fakeClient();
    const el = await fixture<RegisterForm>(html`<register-form identity="purchaser"></register-form>`);
    expect((control(el, 'identity-purchaser') as HTMLInputElement).checked).to.equal(true);
  });

  describe('when the form check fails', () => {
    it('warns 必填项不可为空 and shows each required message under its field', async () => {
      const { el, calls } = await readyForm();
      await submit(el);
      expect(message(el)).to.equal('必填项不可为空');
      expect(messageEl(el).classList.contains('form-message--warning')).to.equal(true);
      const expected: Record<Field, string> = {
        account: '请输入账号',
        password: '请输入密码',
        confirmPassword: '请再次输入密码',
        fullname: '请输入姓名',
        mobile: '请输入手机号',
        email: '邮箱不能为空',
        companyName: '请输入企业名称',
        creditCode: '请输入统一社会信用代码',
        legalPerson: '请输入法定代表人',
        contactName: '请输入联系人姓名',
        contactPhone: '请输入联系电话',
        address: '请输入企业地址',
        businessScope: '请输入经营范围',
      };
      for (const field of FIELDS) {
        expect(errorText(el, field), field).to.equal(expected[field]);
        expect(control(el, field).getAttribute('aria-invalid')).to.equal('true');
        expect(control(el, field).getAttribute('aria-describedby')).to.contain(`${field}-error`);
      }
      expect(errorText(el, 'license')).to.equal('请上传营业执照');
      expect(control(el, 'license').getAttribute('aria-invalid')).to.equal('true');
      expect(shadow(el).activeElement).to.equal(control(el, 'account'));
      expect(calls.register).to.have.length(0);
    });

    it('drops the warning once every field is fixed', async () => {
      const { el } = await readyForm();
      await submit(el);
      await fill(el, VALID);
      await attach(el);
      expect(message(el)).to.equal('');
      for (const field of FIELDS) expect(errorText(el, field)).to.equal('');
    });

    it('checks the account, mobile, email, credit code and contact phone formats', async () => {
      const { el } = await readyForm();
      expect(await problemOf(el, 'account', 'ab')).to.equal('账号须为4-30位字母、数字或下划线');
      expect(await problemOf(el, 'account', '王立新abc')).to.equal('账号须为4-30位字母、数字或下划线');
      expect(await problemOf(el, 'mobile', '23912345678')).to.equal('手机号格式不正确');
      expect(await problemOf(el, 'mobile', '1391234567')).to.equal('手机号格式不正确');
      expect(await problemOf(el, 'email', 'wanglx@')).to.equal('邮箱格式错误');
      expect(await problemOf(el, 'creditCode', '91330100MA2H3X4Y5')).to.equal(
        '统一社会信用代码应为18位数字或字母',
      );
      expect(await problemOf(el, 'creditCode', '91330100MA2H3X4Y5-')).to.equal(
        '统一社会信用代码应为18位数字或字母',
      );
      expect(await problemOf(el, 'contactPhone', '12345')).to.equal('联系电话格式不正确');
      expect(await problemOf(el, 'contactPhone', '13912345678')).to.equal('');
      expect(message(el)).to.equal('');
    });

    it('says 两次输入的密码不一致 when the confirmation differs', async () => {
      const { el } = await readyForm();
      expect(await problemOf(el, 'confirmPassword', 'Portal@2027')).to.equal('两次输入的密码不一致');
    });

    it('shows a format problem when the user leaves a field', async () => {
      const { el } = await readyForm();
      control(el, 'mobile').focus();
      await sendKeys({ type: '139' });
      control(el, 'email').focus();
      await el.updateComplete;
      expect(errorText(el, 'mobile')).to.equal('手机号格式不正确');
      expect(errorText(el, 'email')).to.equal('');
      expect(message(el)).to.equal('');
    });
  });

  describe('when a password strategy is set', () => {
    it('asks for at least 6 characters without one', async () => {
      const { el } = await readyForm();
      expect(await problemOf(el, 'password', 'abc12')).to.equal('新密码长度至少为6');
      expect(shadow(el).querySelector('#password-hint')).to.equal(null);
    });

    it('enforces its length and rule 2', async () => {
      const { el } = await readyForm({ enable: true, pwdRule: 2, pwdLength: 8 });
      expect(shadow(el).querySelector('#password-hint')!.textContent).to.equal('至少8位，须包含数字、字母');
      expect(control(el, 'password').getAttribute('aria-describedby')).to.equal('password-hint');
      expect(await problemOf(el, 'password', 'abc1234')).to.equal('新密码长度至少为8');
      expect(await problemOf(el, 'password', 'abcdefgh')).to.equal('新密码必须包含数字、字母');
      expect(await problemOf(el, 'password', '12345678')).to.equal('新密码必须包含数字、字母');
    });

    it('enforces rule 3 and rule 4', async () => {
      const rule3 = await readyForm({ enable: true, pwdRule: 3, pwdLength: 6 });
      expect(await problemOf(rule3.el, 'password', 'abc123')).to.equal('新密码必须包含数字、字母、特殊字符');
      const rule4 = await readyForm({ enable: true, pwdRule: 4, pwdLength: 6 });
      expect(await problemOf(rule4.el, 'password', 'abc12#')).to.equal(
        '新密码必须包含数字、大小写字母、特殊字符',
      );
      expect(await problemOf(rule4.el, 'password', 'Abc12#')).to.equal('');
    });

    it('falls back to 6 characters when the strategy cannot be loaded', async () => {
      fakeClient(new Error('backend interface connection error'));
      const el = await fixture<RegisterForm>(html`<register-form></register-form>`);
      await el.updateComplete;
      expect(await problemOf(el, 'password', 'abc')).to.equal('新密码长度至少为6');
    });
  });

  describe('when submitted', () => {
    it('encrypts the password, registers and emits eip-register', async () => {
      const { el, calls } = await readyForm({ enable: true, pwdRule: 3, pwdLength: 8 });
      (control(el, 'identity-purchaser') as HTMLInputElement).click();
      await fill(el, VALID);
      const registered = oneEvent(el, 'eip-register');
      await submit(el);
      const event = await registered;
      expect(event.detail).to.deep.equal({ account: 'mingyuan_01', identity: 'purchaser' });
      expect(calls.register).to.have.length(1);
      // A purchaser's licence is optional: none chosen, none sent.
      expect(calls.upload).to.have.length(0);
      const [{ body, plain }] = calls.register as [{ body: RegisterBody; plain: string | false }];
      expect(plain).to.equal('Portal@2026');
      expect(body.password).to.not.equal('Portal@2026');
      const { password: _password, ...rest } = body;
      expect(rest).to.deep.equal({
        identity: 'purchaser',
        account: 'mingyuan_01',
        fullname: '王立新',
        mobile: '13912345678',
        email: 'wanglx@mingyuan.example.com',
        company: {
          name: '杭州明远建设有限公司',
          creditCode: '91330100MA2H3X4Y5Q',
          legalPerson: '王立新',
          contactName: '李娜',
          contactPhone: '0571-88776655',
          address: '浙江省杭州市西湖区文三路 90 号',
          businessScope: '建筑工程施工；市政工程；机电设备安装。',
        },
      });
    });

    it('shows the server refusal and keeps the input', async () => {
      fakeClient(NO_STRATEGY, { state: false, message: '账号已存在' });
      const el = await fixture<RegisterForm>(html`<register-form></register-form>`);
      let emitted = false;
      el.addEventListener('eip-register', () => {
        emitted = true;
      });
      await fill(el, VALID);
      await attach(el);
      await submit(el);
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal('账号已存在');
      expect(messageEl(el).classList.contains('form-message--danger')).to.equal(true);
      for (const field of FIELDS) expect(control(el, field).value).to.equal(VALID[field]);
      expect(emitted).to.equal(false);
    });
  });

  describe('the business licence', () => {
    it('is required of a supplier, optional for a purchaser, and must be an image or a PDF', async () => {
      const { el } = await readyForm();
      await fill(el, VALID);
      await submit(el);
      expect(errorText(el, 'license')).to.equal('请上传营业执照');
      expect(shadow(el).querySelector('#license-hint')!.textContent).to.contain('供应商须上传营业执照');
      await attach(el, '执照.txt');
      expect(errorText(el, 'license')).to.equal('营业执照须为 jpg、jpeg、png 或 pdf 文件');
      await attach(el, '执照.PDF');
      expect(errorText(el, 'license')).to.equal('');
      (control(el, 'identity-purchaser') as HTMLInputElement).click();
      await attach(el, '执照.txt');
      expect(errorText(el, 'license')).to.equal('营业执照须为 jpg、jpeg、png 或 pdf 文件');
    });

    it('is uploaded with the ticket the registration answered', async () => {
      const { el, calls } = await readyForm();
      await fill(el, VALID);
      await attach(el);
      const registered = oneEvent(el, 'eip-register');
      await submit(el);
      expect((await registered).detail).to.deep.equal({ account: 'mingyuan_01', identity: 'supplier' });
      expect(calls.register).to.have.length(1);
      expect(calls.upload).to.deep.equal([{ ticket: 'ticket-1', name: '营业执照.png' }]);
    });

    it('refused after the registration went through, is chosen again and sent alone', async () => {
      const refused = { state: false, message: '营业执照上传凭证无效或已过期，请重新提交注册' };
      const calls = fakeClient(NO_STRATEGY, undefined, [refused]);
      const el = await fixture<RegisterForm>(html`<register-form></register-form>`);
      await fill(el, VALID);
      await attach(el);
      await submit(el);
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal(
        '注册已提交，但营业执照未能上传：营业执照上传凭证无效或已过期，请重新提交注册。请重新选择营业执照后再次提交。',
      );
      expect(shadow(el).querySelector('[part="submit"]')!.textContent!.trim()).to.equal('上传营业执照');
      await attach(el, '营业执照-清晰.jpg');
      const registered = oneEvent(el, 'eip-register');
      await submit(el);
      await registered;
      expect(calls.register).to.have.length(1);
      expect(calls.upload.map((one) => one.name)).to.deep.equal(['营业执照.png', '营业执照-清晰.jpg']);
    });
  });

  describe('when given a sign-in link', () => {
    it('links to the login page', async () => {
      fakeClient();
      const el = await fixture<RegisterForm>(html`<register-form login-href="/front/login"></register-form>`);
      const link = shadow(el).querySelector('a')!;
      expect(link.textContent).to.equal('去登录');
      expect(link.getAttribute('href')).to.equal('/front/login');
    });
  });

  describe('when the language changes', () => {
    it('shows its messages in zh-TW and en-US', async () => {
      const { el } = await readyForm({ enable: true, pwdRule: 2, pwdLength: 8 });
      await fill(el, { ...VALID, confirmPassword: 'x', password: 'abc' });
      await submit(el);
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(errorText(el, 'password')).to.equal('新密碼長度至少為8');
      expect(errorText(el, 'confirmPassword')).to.equal('兩次輸入的密碼不一致');
      expect(errorText(el, 'license')).to.equal('請上傳營業執照');
      expect(message(el)).to.equal('必填項不可為空');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(errorText(el, 'password')).to.equal('The new password must be at least 8 characters long');
      expect(errorText(el, 'confirmPassword')).to.equal('The two passwords do not match');
      expect(errorText(el, 'license')).to.equal('Please attach the business licence');
      expect(message(el)).to.equal('Required fields cannot be empty');
    });
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.js';
import { sendKeys } from '@web/test-runner-commands';
import { JSEncrypt } from 'jsencrypt';
import { ApiError, createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { LoginCredentials, LoginQuery, LoginResult } from '../../../api/contract/user.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import { PRIMARY_TEXT_LIGHTNESS } from '../../../elements/core/theme.js';
import '../../../elements/login-form/login-form.js';
import type { LoginForm } from '../../../elements/login-form/login-form.js';

/** A small key pair made once: the fake server decrypts what the form encrypted with the public half. */
const keys = new JSEncrypt({ default_key_size: '512' });
const publicKey = keys.getPublicKey();
const decrypt = (cipher: string) => keys.decrypt(cipher);

const SIGNED_IN: LoginResult = {
  token: 'tok-1',
  account: 'supplier',
  username: 'supplier',
  fullname: '杭州明远建设有限公司',
  userId: 'u-supplier',
  identity: 'supplier',
  tenantCode: 'platform',
  expiration: 7200,
};

type LoginAnswer = Envelope<LoginResult> | Error | Promise<Envelope<LoginResult>>;

/** A client whose sign-in answers what the test says; records what the form sent. */
function fakeClient(answer: LoginAnswer = { state: true, message: '登录成功', value: SIGNED_IN }) {
  const client = createApiClient({ deployment: resolveDeployment(undefined), getToken: () => null });
  const calls = {
    publicKey: 0,
    login: [] as Array<{ credentials: LoginCredentials; query: LoginQuery; plain: string | false }>,
    tenant: [] as string[],
  };
  client.ucAuth.getPublicKey = async () => {
    calls.publicKey += 1;
    return { state: true, message: '', value: publicKey };
  };
  client.ucAuth.login = async (credentials, query = {}) => {
    calls.login.push({ credentials, query, plain: decrypt(credentials.password) });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  client.ucAuth.getTenantByCode = async (code) => {
    calls.tenant.push(code);
    return code === 'acme'
      ? { state: true, message: '', value: { id: 7, code: 'acme', name: '爱克米' } }
      : { state: false, message: '租户不存在' };
  };
  setDefaultApiClient(client);
  return calls;
}

const shadow = (el: LoginForm) => el.shadowRoot!;
const input = (el: LoginForm, id: string) => shadow(el).querySelector<HTMLInputElement>(`#${id}`)!;
const errorText = (el: LoginForm, id: string) =>
  shadow(el).querySelector(`#${id}-error`)!.textContent!.trim();
const message = (el: LoginForm) => shadow(el).querySelector('[part="message"]')!.textContent!.trim();
const submitButton = (el: LoginForm) => shadow(el).querySelector<SlButton>('[part="submit"]')!;

async function type(el: LoginForm, id: string, text: string) {
  input(el, id).focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

async function submit(el: LoginForm) {
  submitButton(el).click();
  await el.updateComplete;
}

describe('login-form', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible, also with its messages shown', async () => {
    fakeClient();
    const el = await fixture<LoginForm>(
      html`<login-form show-tenant register-href="/register"></login-form>`,
    );
    await expect(el).to.be.accessible();
    await submit(el);
    await expect(el).to.be.accessible();
  });

  it('asks for account and password, hides the tenant and shows no links by default', async () => {
    const el = await fixture<LoginForm>(html`<login-form></login-form>`);
    expect(shadow(el).querySelector('label[for="account"]')!.textContent).to.contain('账号');
    expect(shadow(el).querySelector('label[for="password"]')!.textContent).to.contain('密码');
    expect(input(el, 'password').type).to.equal('password');
    expect(input(el, 'tenant')).to.equal(null);
    expect(shadow(el).querySelectorAll('[part="links"] a')).to.have.length(0);
    expect(el.tenant).to.equal('platform');
    expect(el.tenantId).to.equal(-1);
    expect(message(el)).to.equal('');
  });

  describe('when submitted empty', () => {
    it('shows 请输入账号 and 请输入密码 under the fields, linked to them, and calls nothing', async () => {
      const calls = fakeClient();
      const el = await fixture<LoginForm>(html`<login-form></login-form>`);
      await submit(el);
      expect(errorText(el, 'account')).to.equal('请输入账号');
      expect(errorText(el, 'password')).to.equal('请输入密码');
      for (const id of ['account', 'password']) {
        expect(input(el, id).getAttribute('aria-invalid')).to.equal('true');
        expect(input(el, id).getAttribute('aria-describedby')).to.equal(`${id}-error`);
      }
      expect(shadow(el).activeElement).to.equal(input(el, 'account'));
      expect(calls.publicKey).to.equal(0);
      expect(calls.login).to.have.length(0);
    });

    it('clears a message as soon as the field is filled', async () => {
      fakeClient();
      const el = await fixture<LoginForm>(html`<login-form></login-form>`);
      await submit(el);
      await type(el, 'account', 'supplier');
      expect(errorText(el, 'account')).to.equal('');
      expect(input(el, 'account').getAttribute('aria-invalid')).to.equal('false');
      expect(input(el, 'account').hasAttribute('aria-describedby')).to.equal(false);
      expect(errorText(el, 'password')).to.equal('请输入密码');
    });
  });

  describe('when signing in', () => {
    it('encrypts the password with the public key, signs in at tenant -1 and emits eip-login', async () => {
      const calls = fakeClient();
      const el = await fixture<LoginForm>(html`<login-form></login-form>`);
      await type(el, 'account', 'supplier');
      await type(el, 'password', 'Portal@2026');
      const loggedIn = oneEvent(el, 'eip-login');
      await submit(el);
      const event = await loggedIn;
      expect(event.detail).to.deep.equal({
        token: 'tok-1',
        account: 'supplier',
        username: 'supplier',
        fullname: '杭州明远建设有限公司',
        identity: 'supplier',
        userId: 'u-supplier',
        tenantCode: 'platform',
      });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(calls.publicKey).to.equal(1);
      expect(calls.login).to.have.length(1);
      const [call] = calls.login;
      expect(call!.credentials).to.include({ account: 'supplier' });
      expect(call!.credentials.password).to.not.equal('Portal@2026');
      expect(call!.plain).to.equal('Portal@2026');
      expect(call!.query).to.deep.equal({ tenantId: -1, identity: undefined });
    });

    it('sends the tenant-id and identity it is given', async () => {
      const calls = fakeClient();
      const el = await fixture<LoginForm>(html`<login-form tenant-id="3" identity="purchaser"></login-form>`);
      await type(el, 'account', 'purchaser');
      await type(el, 'password', 'Portal@2026');
      const loggedIn = oneEvent(el, 'eip-login');
      await submit(el);
      await loggedIn;
      expect(calls.login[0]!.query).to.deep.equal({ tenantId: 3, identity: 'purchaser' });
    });

    it('submits on Enter in the password field', async () => {
      const calls = fakeClient();
      const el = await fixture<LoginForm>(html`<login-form account="supplier"></login-form>`);
      expect(input(el, 'account').value).to.equal('supplier');
      await type(el, 'password', 'Portal@2026');
      const loggedIn = oneEvent(el, 'eip-login');
      await sendKeys({ press: 'Enter' });
      await loggedIn;
      expect(calls.login).to.have.length(1);
    });

    it('is busy while the sign-in runs: the button is disabled and a second submit does nothing', async () => {
      let answer!: (value: Envelope<LoginResult>) => void;
      const pending = new Promise<Envelope<LoginResult>>((resolve) => {
        answer = resolve;
      });
      const calls = fakeClient(pending);
      const el = await fixture<LoginForm>(html`<login-form account="supplier"></login-form>`);
      await type(el, 'password', 'Portal@2026');
      await submit(el);
      await waitUntil(() => calls.login.length === 1);
      await el.updateComplete;
      expect(submitButton(el).disabled).to.equal(true);
      expect(submitButton(el).loading).to.equal(true);
      shadow(el).querySelector('form')!.requestSubmit();
      await el.updateComplete;
      answer({ state: true, message: '', value: SIGNED_IN });
      await oneEvent(el, 'eip-login');
      await el.updateComplete;
      expect(calls.login).to.have.length(1);
      expect(submitButton(el).disabled).to.equal(false);
    });

    it('never stores the token itself', async () => {
      fakeClient();
      sessionStorage.clear();
      const el = await fixture<LoginForm>(html`<login-form account="supplier"></login-form>`);
      await type(el, 'password', 'Portal@2026');
      const loggedIn = oneEvent(el, 'eip-login');
      await submit(el);
      await loggedIn;
      expect(sessionStorage.length).to.equal(0);
    });
  });

  describe('when the server refuses', () => {
    it('shows its message and keeps what the user typed', async () => {
      fakeClient({ state: false, message: '账号或密码错误' });
      const el = await fixture<LoginForm>(html`<login-form></login-form>`);
      let emitted = false;
      el.addEventListener('eip-login', () => {
        emitted = true;
      });
      await type(el, 'account', 'supplier');
      await type(el, 'password', 'wrong-pass');
      await submit(el);
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal('账号或密码错误');
      expect(shadow(el).querySelector('[part="message"]')!.getAttribute('role')).to.equal('alert');
      expect(input(el, 'account').value).to.equal('supplier');
      expect(input(el, 'password').value).to.equal('wrong-pass');
      expect(emitted).to.equal(false);
    });

    it('says so when the answer carries no token', async () => {
      const { token: _token, ...withoutToken } = SIGNED_IN;
      fakeClient({ state: true, message: '', value: withoutToken as LoginResult });
      const el = await fixture<LoginForm>(html`<login-form account="supplier"></login-form>`);
      await type(el, 'password', 'Portal@2026');
      await submit(el);
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal('登录接口异常，未正确返回token...');
    });

    it('shows the message of a failed call', async () => {
      fakeClient(new ApiError('backend interface connection error', undefined, undefined, 'connection'));
      const el = await fixture<LoginForm>(html`<login-form account="supplier"></login-form>`);
      await type(el, 'password', 'Portal@2026');
      await submit(el);
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal('backend interface connection error');
      expect(submitButton(el).disabled).to.equal(false);
    });
  });

  describe('when the tenant is shown', () => {
    it('starts with the tenant property (platform by default) and requires it', async () => {
      fakeClient();
      const el = await fixture<LoginForm>(html`<login-form show-tenant></login-form>`);
      expect(input(el, 'tenant').value).to.equal('platform');
      el.tenant = 'acme';
      await el.updateComplete;
      expect(input(el, 'tenant').value).to.equal('acme');
      input(el, 'tenant').select();
      await sendKeys({ press: 'Backspace' });
      await submit(el);
      expect(errorText(el, 'tenant')).to.equal('请输入租户');
      expect(shadow(el).activeElement).to.equal(input(el, 'tenant'));
    });

    it('signs in at the given tenant id while the tenant is unchanged', async () => {
      const calls = fakeClient();
      const el = await fixture<LoginForm>(html`<login-form show-tenant account="supplier"></login-form>`);
      await type(el, 'password', 'Portal@2026');
      const loggedIn = oneEvent(el, 'eip-login');
      await submit(el);
      await loggedIn;
      expect(calls.tenant).to.deep.equal([]);
      expect(calls.login[0]!.query.tenantId).to.equal(-1);
    });

    it('looks up the id of another tenant the user typed', async () => {
      const calls = fakeClient();
      const el = await fixture<LoginForm>(html`<login-form show-tenant account="supplier"></login-form>`);
      input(el, 'tenant').select();
      await sendKeys({ type: 'acme' });
      await type(el, 'password', 'Portal@2026');
      const loggedIn = oneEvent(el, 'eip-login');
      await submit(el);
      await loggedIn;
      expect(calls.tenant).to.deep.equal(['acme']);
      expect(calls.login[0]!.query.tenantId).to.equal(7);
    });

    it('shows 租户不存在 for an unknown tenant', async () => {
      const calls = fakeClient();
      const el = await fixture<LoginForm>(html`<login-form show-tenant account="supplier"></login-form>`);
      input(el, 'tenant').select();
      await sendKeys({ type: 'nobody' });
      await type(el, 'password', 'Portal@2026');
      await submit(el);
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal('租户不存在');
      expect(calls.login).to.have.length(0);
    });
  });

  describe('when given links', () => {
    it('links to register and forgot-password', async () => {
      const el = await fixture<LoginForm>(
        html`<login-form register-href="/front/register" forgot-password-href="/front/forgot"></login-form>`,
      );
      const links = [...shadow(el).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).to.deep.equal([
        ['忘记密码？', '/front/forgot'],
        ['立即注册', '/front/register'],
      ]);
    });

    it('lets the page slot its own links', async () => {
      const el = await fixture<LoginForm>(
        html`<login-form register-href="/x"><a slot="register" href="#/register">注册</a></login-form>`,
      );
      const slot = shadow(el).querySelector<HTMLSlotElement>('slot[name="register"]')!;
      expect(slot.assignedElements()[0]!.textContent).to.equal('注册');
    });
  });

  describe('when the language changes', () => {
    it('shows its labels and messages in zh-TW and en-US', async () => {
      fakeClient();
      const el = await fixture<LoginForm>(html`<login-form></login-form>`);
      await submit(el);
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(errorText(el, 'account')).to.equal('請輸入帳號');
      expect(errorText(el, 'password')).to.equal('請輸入密碼');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(errorText(el, 'account')).to.equal('Please enter your account');
      expect(errorText(el, 'password')).to.equal('Please enter your password');
      expect(shadow(el).querySelector('label[for="account"]')!.textContent).to.contain('Account');
    });
  });

  describe('when themed', () => {
    it('draws the button in the primary token and problems in the danger token', async () => {
      const wrapper = await fixture(
        html`<div style="--eip-color-primary: rgb(255, 0, 0); --eip-color-danger: rgb(0, 0, 255)">
          <login-form></login-form>
        </div>`,
      );
      const el = wrapper.querySelector('login-form')!;
      // The element's first render has its turn after the wrapper's (elements/core/first-updates.ts).
      await el.updateComplete;
      await submit(el);
      const button = submitButton(el);
      await button.updateComplete;
      const base = button.shadowRoot!.querySelector('[part~="base"]')!;
      // A primary fill is the token's readable shade (white text on it reads at 4.5:1): its hue, darkened.
      const shade = document.createElement('div');
      shade.style.backgroundColor = `oklch(from rgb(255, 0, 0) min(l, ${PRIMARY_TEXT_LIGHTNESS}) c h)`;
      wrapper.append(shade);
      expect(getComputedStyle(base).backgroundColor).to.equal(getComputedStyle(shade).backgroundColor);
      // The border reaches the danger colour at the end of its transition.
      const border = () => getComputedStyle(input(el, 'password')).borderTopColor;
      await waitUntil(() => border() === 'rgb(0, 0, 255)', `the border ends ${border()}`);
      expect(getComputedStyle(shadow(el).querySelector('#account-error')!).color).to.equal('rgb(0, 0, 255)');
    });
  });
});

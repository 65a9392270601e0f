import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.js';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { sendKeys } from '@web/test-runner-commands';
import { JSEncrypt } from 'jsencrypt';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { ChangePasswordBody, PasswordStrategy } from '../../../api/contract/user.js';
import '../../../elements/change-password-dialog/change-password-dialog.js';
import type { ChangePasswordDialog } from '../../../elements/change-password-dialog/change-password-dialog.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import type { NotifyDetail } from '../../../elements/core/forms/form-events.js';
import { setLanguage } from '../../../elements/core/localize.js';

const keys = new JSEncrypt({ default_key_size: '512' });
const publicKey = keys.getPublicKey();

const NO_STRATEGY: PasswordStrategy = { enable: false, pwdRule: 1, pwdLength: 6 };

interface Answers {
  strategy?: PasswordStrategy;
  change?: Envelope;
  sendCode?: Envelope;
}

/** A client whose strategy, change and send-code calls answer what the test says. */
function fakeClient(answers: Answers = {}) {
  const client = createApiClient({ deployment: resolveDeployment(undefined), getToken: () => 't' });
  const calls = { strategy: 0, change: [] as ChangePasswordBody[], sendCode: [] as string[] };
  client.ucAuth.getDefaultPwdStrategy = async () => {
    calls.strategy += 1;
    return { state: true, message: '', value: answers.strategy ?? NO_STRATEGY };
  };
  client.ucAuth.getPublicKey = async () => ({ state: true, message: '', value: publicKey });
  client.ucUser.changePassword = async (body) => {
    calls.change.push(body);
    return answers.change ?? { state: true, message: '密码修改成功' };
  };
  client.ucUser.sendCode = async (param) => {
    calls.sendCode.push(param);
    return answers.sendCode ?? { state: true, message: '验证码发送成功！' };
  };
  setDefaultApiClient(client);
  return calls;
}

const shadow = (el: ChangePasswordDialog) => el.shadowRoot!;
const dialogOf = (el: ChangePasswordDialog) => shadow(el).querySelector<SlDialog>('sl-dialog')!;
const input = (el: ChangePasswordDialog, id: string) => shadow(el).querySelector<HTMLInputElement>(`#${id}`)!;
const errorText = (el: ChangePasswordDialog, id: string) =>
  shadow(el).querySelector(`#${id}-error`)!.textContent!.trim();
const message = (el: ChangePasswordDialog) =>
  shadow(el).querySelector('[part="message"]')!.textContent!.trim();
const button = (el: ChangePasswordDialog, part: string) =>
  shadow(el).querySelector<SlButton>(`[part="${part}"]`)!;
const sendCodeButton = (el: ChangePasswordDialog) => button(el, 'send-code');
const sendCodeLabel = (el: ChangePasswordDialog) => sendCodeButton(el).textContent!.trim();

async function openDialog(
  answers: Answers = {},
  template = html`<change-password-dialog open mobile="13912340099"></change-password-dialog>`,
) {
  const calls = fakeClient(answers);
  const el = await fixture<ChangePasswordDialog>(template);
  await waitUntil(() => calls.strategy === 1);
  await el.updateComplete;
  return { el, calls };
}

async function fill(el: ChangePasswordDialog, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    const target = input(el, id);
    target.value = value;
    target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  await el.updateComplete;
}

async function confirm(el: ChangePasswordDialog) {
  button(el, 'submit').click();
  await el.updateComplete;
}

async function useCode(el: ChangePasswordDialog) {
  input(el, 'mode-code').click();
  await el.updateComplete;
}

/** The new-password message after a confirm with the other fields filled. */
async function newPasswordProblem(el: ChangePasswordDialog, oldPwd: string, newPwd: string) {
  await fill(el, { oldPwd, newPwd, confirmPwd: newPwd });
  await confirm(el);
  return errorText(el, 'newPwd');
}

describe('change-password-dialog', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible in both modes, also with its messages shown', async () => {
    const { el } = await openDialog({ strategy: { enable: true, pwdRule: 2, pwdLength: 8 } });
    await expect(el).to.be.accessible();
    await confirm(el);
    await expect(el).to.be.accessible();
    await useCode(el);
    await confirm(el);
    await expect(el).to.be.accessible();
  });

  it('is a 500 px dialog titled 修改密码 that starts with the old password', async () => {
    const { el } = await openDialog();
    expect(dialogOf(el).label).to.equal('修改密码');
    expect(getComputedStyle(dialogOf(el)).getPropertyValue('--width').trim()).to.equal('500px');
    const panel = dialogOf(el).shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
    expect(panel.getBoundingClientRect().width).to.equal(500);
    expect(input(el, 'mode-password').checked).to.equal(true);
    expect(input(el, 'oldPwd').type).to.equal('password');
    expect(input(el, 'code')).to.equal(null);
    expect(el.resendSeconds).to.equal(60);
  });

  it('is closed and calls nothing by default', async () => {
    const calls = fakeClient();
    const el = await fixture<ChangePasswordDialog>(html`<change-password-dialog></change-password-dialog>`);
    expect(dialogOf(el).open).to.equal(false);
    // A load would start with the first update; it did not. Opening does start one.
    await el.updateComplete;
    expect(calls.strategy).to.equal(0);
    el.open = true;
    await waitUntil(() => calls.strategy === 1, 'opening loads the password strategy');
  });

  describe('when confirmed with the old password', () => {
    it('requires the old, the new and the repeated password', async () => {
      const { el, calls } = await openDialog();
      await confirm(el);
      expect(errorText(el, 'oldPwd')).to.equal('请输入旧密码');
      expect(errorText(el, 'newPwd')).to.equal('请输入新密码');
      expect(errorText(el, 'confirmPwd')).to.equal('请再次输入新密码');
      for (const id of ['oldPwd', 'newPwd', 'confirmPwd']) {
        expect(input(el, id).getAttribute('aria-invalid')).to.equal('true');
        expect(input(el, id).getAttribute('aria-describedby')).to.equal(`${id}-error`);
      }
      expect(shadow(el).activeElement).to.equal(input(el, 'oldPwd'));
      expect(calls.change).to.have.length(0);
    });

    it('asks for at least 6 characters without a strategy, and a password unlike the old one', async () => {
      const { el, calls } = await openDialog();
      expect(await newPasswordProblem(el, 'Old@2026', 'abc12')).to.equal('新密码长度至少为6');
      expect(await newPasswordProblem(el, 'Old@2026', 'Old@2026')).to.equal('新密码不能与旧密码相同');
      expect(await newPasswordProblem(el, 'Old@2026', 'abcdef')).to.equal('');
      // A valid form is sent (and is done before the next test's client is the default one).
      await waitUntil(() => calls.change.length === 1, 'the valid password is sent');
    });

    it('follows the strategy: its length and rules 2, 3 and 4', async () => {
      const rule2 = await openDialog({ strategy: { enable: true, pwdRule: 2, pwdLength: 8 } });
      expect(shadow(rule2.el).querySelector('#newPwd-hint')!.textContent).to.equal(
        '至少8位，须包含数字、字母',
      );
      expect(await newPasswordProblem(rule2.el, 'Old@2026', 'abc123')).to.equal('新密码长度至少为8');
      expect(await newPasswordProblem(rule2.el, 'Old@2026', 'abcdefgh')).to.equal('新密码必须包含数字、字母');
      const rule3 = await openDialog({ strategy: { enable: true, pwdRule: 3, pwdLength: 6 } });
      expect(await newPasswordProblem(rule3.el, 'Old@2026', 'abc123')).to.equal(
        '新密码必须包含数字、字母、特殊字符',
      );
      const rule4 = await openDialog({ strategy: { enable: true, pwdRule: 4, pwdLength: 6 } });
      expect(await newPasswordProblem(rule4.el, 'Old@2026', 'abc12#')).to.equal(
        '新密码必须包含数字、大小写字母、特殊字符',
      );
      expect(await newPasswordProblem(rule4.el, 'Old@2026', 'Abc12#')).to.equal('');
      await waitUntil(() => rule4.calls.change.length === 1, 'the valid password is sent');
    });

    it('says 两次输入的密码不一致 when the repeat differs', async () => {
      const { el } = await openDialog();
      await fill(el, { oldPwd: 'Old@2026', newPwd: 'New@2026', confirmPwd: 'New@2027' });
      await confirm(el);
      expect(errorText(el, 'confirmPwd')).to.equal('两次输入的密码不一致');
    });

    it('encrypts both passwords, notifies, closes and 300 ms later emits eip-password-changed', async () => {
      const { el, calls } = await openDialog();
      const events: string[] = [];
      let notice: NotifyDetail | undefined;
      let notifiedAt = 0;
      el.addEventListener('eip-notify', (event) => {
        notice = event.detail;
        notifiedAt = performance.now();
      });
      el.addEventListener('eip-close', () => events.push('close'));
      await fill(el, { oldPwd: 'Portal@2026', newPwd: 'New@2026x', confirmPwd: 'New@2026x' });
      const changed = oneEvent(el, 'eip-password-changed');
      await confirm(el);
      await waitUntil(() => notice !== undefined);
      expect(notice).to.deep.equal({ variant: 'success', message: '密码修改成功', duration: 1800 });
      await el.updateComplete;
      expect(el.open).to.equal(false);
      expect(dialogOf(el).open).to.equal(false);
      const event = await changed;
      expect(performance.now() - notifiedAt).to.be.at.least(295);
      expect(event.detail).to.deep.equal({});
      expect(events).to.deep.equal([]);
      expect(calls.change).to.have.length(1);
      const body = calls.change[0] as { newPwd: string; oldPwd: string };
      expect(Object.keys(body).sort()).to.deep.equal(['newPwd', 'oldPwd']);
      expect(keys.decrypt(body.newPwd)).to.equal('New@2026x');
      expect(keys.decrypt(body.oldPwd)).to.equal('Portal@2026');
    });

    it('submits on Enter', async () => {
      const { el, calls } = await openDialog();
      await fill(el, { oldPwd: 'Portal@2026', newPwd: 'New@2026x' });
      input(el, 'confirmPwd').focus();
      await sendKeys({ type: 'New@2026x' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => calls.change.length === 1);
    });

    it("shows the server's refusal and keeps the input open", async () => {
      const { el } = await openDialog({ change: { state: false, message: '旧密码不正确' } });
      let events = 0;
      for (const name of ['eip-notify', 'eip-close', 'eip-password-changed'] as const) {
        el.addEventListener(name, () => {
          events += 1;
        });
      }
      await fill(el, { oldPwd: 'Wrong@2026', newPwd: 'New@2026x', confirmPwd: 'New@2026x' });
      await confirm(el);
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal('旧密码不正确');
      expect(shadow(el).querySelector('[part="message"]')!.getAttribute('role')).to.equal('alert');
      expect(input(el, 'oldPwd').value).to.equal('Wrong@2026');
      expect(input(el, 'newPwd').value).to.equal('New@2026x');
      // A success closes and notifies as its answer is shown (the sign-out event follows the notice):
      // the refusal is shown, with neither.
      expect(el.open).to.equal(true);
      expect(events).to.equal(0);
    });
  });

  describe('when proven with a code', () => {
    it('shows the mobile read-only (11 characters) and a code of at most 6', async () => {
      const { el } = await openDialog();
      await useCode(el);
      expect(input(el, 'mobile').value).to.equal('13912340099');
      expect(input(el, 'mobile').readOnly).to.equal(true);
      expect(input(el, 'mobile').maxLength).to.equal(11);
      expect(input(el, 'code').maxLength).to.equal(6);
      expect(input(el, 'oldPwd')).to.equal(null);
      expect(sendCodeLabel(el)).to.equal('获取验证码');
    });

    it('shows the code field clean after a failed attempt with the old password', async () => {
      const { el } = await openDialog();
      await confirm(el);
      await useCode(el);
      expect(errorText(el, 'code')).to.equal('');
      expect(errorText(el, 'newPwd')).to.equal('请输入新密码');
    });

    it('can start in code mode, and offers it only with a mobile', async () => {
      const { el } = await openDialog(
        {},
        html`<change-password-dialog open mode="code" mobile="13912340099"></change-password-dialog>`,
      );
      expect(input(el, 'mode-code').checked).to.equal(true);
      const without = await openDialog(
        {},
        html`<change-password-dialog open mode="code"></change-password-dialog>`,
      );
      expect(input(without.el, 'mode-password').checked).to.equal(true);
      expect(input(without.el, 'mode-code').disabled).to.equal(true);
    });

    it('sends the code, says 验证码发送成功！ and counts down before it may send again', async () => {
      const { el, calls } = await openDialog(
        {},
        html`<change-password-dialog open mobile="13912340099" resend-seconds="2"></change-password-dialog>`,
      );
      await useCode(el);
      const notified = oneEvent(el, 'eip-notify');
      sendCodeButton(el).click();
      // Shown for the shell's message duration (1800 ms), not the toast's 3000.
      expect((await notified).detail).to.deep.equal({
        variant: 'success',
        message: '验证码发送成功！',
        duration: 1800,
      });
      expect(calls.sendCode).to.deep.equal(['13912340099']);
      await el.updateComplete;
      expect(sendCodeLabel(el)).to.equal('2秒后重新获取');
      expect(sendCodeButton(el).disabled).to.equal(true);
      expect(shadow(el).activeElement).to.equal(input(el, 'code'));
      // A click while counting down sends nothing.
      sendCodeButton(el).click();
      // The count goes down a second at a time, then the button is back.
      await waitUntil(() => sendCodeLabel(el) !== '2秒后重新获取', 'the count went on', { timeout: 3000 });
      expect(sendCodeLabel(el)).to.equal('1秒后重新获取');
      await waitUntil(() => sendCodeLabel(el) !== '1秒后重新获取', 'the count ended', { timeout: 3000 });
      expect(sendCodeLabel(el)).to.equal('获取验证码');
      expect(sendCodeButton(el).disabled).to.equal(false);
      expect(calls.sendCode).to.have.length(1);
    });

    it('waits 60 seconds by default', async () => {
      const { el } = await openDialog();
      await useCode(el);
      sendCodeButton(el).click();
      await waitUntil(() => sendCodeLabel(el) !== '获取验证码');
      expect(sendCodeLabel(el)).to.equal('60秒后重新获取');
      await waitUntil(() => sendCodeLabel(el) !== '60秒后重新获取', 'the count went on', { timeout: 3000 });
      expect(sendCodeLabel(el)).to.equal('59秒后重新获取');
    });

    it('shows a refused send and lets the user try again at once', async () => {
      const { el } = await openDialog({
        sendCode: { state: false, message: '验证码发送过于频繁，请60秒后再试' },
      });
      await useCode(el);
      let notices = 0;
      el.addEventListener('eip-notify', () => {
        notices += 1;
      });
      sendCodeButton(el).click();
      await waitUntil(() => message(el) !== '');
      expect(message(el)).to.equal('验证码发送过于频繁，请60秒后再试');
      await el.updateComplete;
      expect(sendCodeButton(el).disabled).to.equal(false);
      expect(sendCodeLabel(el)).to.equal('获取验证码');
      expect(notices).to.equal(0);
    });

    it('requires the code and sends it with the encrypted new password', async () => {
      const { el, calls } = await openDialog();
      await useCode(el);
      await fill(el, { newPwd: 'New@2026x', confirmPwd: 'New@2026x' });
      await confirm(el);
      expect(errorText(el, 'code')).to.equal('请输入验证码');
      expect(calls.change).to.have.length(0);
      await fill(el, { code: '123456' });
      const changed = oneEvent(el, 'eip-password-changed');
      await confirm(el);
      await changed;
      const body = calls.change[0] as { newPwd: string; code: string; mobile: string };
      expect(Object.keys(body).sort()).to.deep.equal(['code', 'mobile', 'newPwd']);
      expect(body.code).to.equal('123456');
      expect(body.mobile).to.equal('13912340099');
      expect(keys.decrypt(body.newPwd)).to.equal('New@2026x');
    });
  });

  describe('when the user leaves', () => {
    it('emits eip-close on cancel and sets open back to false', async () => {
      const { el } = await openDialog();
      const closed = oneEvent(el, 'eip-close');
      button(el, 'cancel').click();
      await closed;
      expect(el.open).to.equal(false);
    });

    it('starts afresh when opened again', async () => {
      const { el, calls } = await openDialog();
      await fill(el, { oldPwd: 'typed' });
      await confirm(el);
      el.open = false;
      await oneEvent(dialogOf(el), 'sl-after-hide');
      el.open = true;
      await el.updateComplete;
      expect(input(el, 'oldPwd').value).to.equal('');
      expect(errorText(el, 'newPwd')).to.equal('');
      await waitUntil(() => calls.strategy === 2);
    });
  });

  describe('when the account is the company directory’s', () => {
    const notice = (el: ChangePasswordDialog) =>
      shadow(el).querySelector('[part="directory-notice"]')!.textContent!.replace(/\s+/g, ' ').trim();

    async function openDirectoryDialog(help: string) {
      const calls = fakeClient();
      const el = await fixture<ChangePasswordDialog>(
        html`<change-password-dialog open directory directory-help=${help}></change-password-dialog>`,
      );
      await el.updateComplete;
      return { el, calls };
    }

    it('says where the password is changed instead of offering the form, and is accessible', async () => {
      const { el, calls } = await openDirectoryDialog('https://id.example.test/password');
      await expect(el).to.be.accessible();
      expect(dialogOf(el).label).to.equal('修改密码');
      expect(notice(el)).to.equal(
        '您的账号由公司目录（LDAP）管理，密码不能在门户中修改。 请前往以下地址修改密码： https://id.example.test/password',
      );
      const link = shadow(el).querySelector<HTMLAnchorElement>('[part="directory-link"]')!;
      expect(link.href).to.equal('https://id.example.test/password');
      expect(link.target).to.equal('_blank');
      expect(shadow(el).querySelector('form')).to.equal(null);
      expect(button(el, 'submit')).to.equal(null);
      expect(calls.strategy).to.equal(0);
      expect(calls.change).to.deep.equal([]);
      const closed = oneEvent(el, 'eip-close');
      button(el, 'cancel').click();
      await closed;
      expect(el.open).to.equal(false);
    });

    it('names a help that is no address as text, and the administrator when there is none', async () => {
      const { el } = await openDirectoryDialog('统一身份认证平台');
      expect(notice(el)).to.contain('请前往统一身份认证平台修改密码。');
      expect(shadow(el).querySelector('[part="directory-link"]')).to.equal(null);
      el.directoryHelp = '';
      await el.updateComplete;
      expect(notice(el)).to.contain('请联系管理员修改密码。');
    });

    it('says so in zh-TW and en-US', async () => {
      const { el } = await openDirectoryDialog('統一身分認證平台');
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(notice(el)).to.equal(
        '您的帳號由公司目錄（LDAP）管理，密碼不能在門戶中修改。 請前往統一身分認證平台修改密碼。',
      );
      expect(button(el, 'cancel').textContent!.trim()).to.equal('知道了');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(dialogOf(el).label).to.equal('Change password');
      expect(notice(el)).to.equal(
        'Your account is kept by the company directory (LDAP): its password cannot be changed in the portal. Change it at 統一身分認證平台.',
      );
      expect(button(el, 'cancel').textContent!.trim()).to.equal('Got it');
      el.directoryHelp = '';
      await el.updateComplete;
      expect(notice(el)).to.contain('Please ask your administrator to change it.');
    });
  });

  describe('when the language changes', () => {
    it('shows its texts in zh-TW and en-US', async () => {
      const { el } = await openDialog(
        {},
        html`<change-password-dialog open mobile="13912340099" resend-seconds="30"></change-password-dialog>`,
      );
      await confirm(el);
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(errorText(el, 'oldPwd')).to.equal('請輸入舊密碼');
      expect(errorText(el, 'newPwd')).to.equal('請輸入新密碼');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(dialogOf(el).label).to.equal('Change password');
      expect(errorText(el, 'oldPwd')).to.equal('Please enter your old password');
      expect(errorText(el, 'newPwd')).to.equal('Please enter a new password');
      await useCode(el);
      expect(sendCodeLabel(el)).to.equal('Get code');
      const notified = oneEvent(el, 'eip-notify');
      sendCodeButton(el).click();
      expect((await notified).detail.message).to.equal('Verification code sent!');
      await el.updateComplete;
      expect(sendCodeLabel(el)).to.equal('Resend in 30 s');
    });
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import type { ConfirmInviteBody } from '../../../api/contract/procure-registration.js';
import { refuse } from '../../../docs/fixtures/fake-transport.js';
import type { ProcureProjectFake } from '../../../docs/fixtures/procure-project-fakes.js';
import '../../../elements/confirm-invite-dialog/confirm-invite-dialog.js';
import type {
  ConfirmInviteDialog,
  InvitationData,
} from '../../../elements/confirm-invite-dialog/confirm-invite-dialog.js';
import { setLanguage } from '../../../elements/core/localize.js';
import type { FileUpload } from '../../../elements/file-upload/file-upload.js';
import { PNG_PIXEL, pick } from './file-upload-fakes.js';
import { serveProcureProject } from './procure-project-serve.js';

const root = (el: ConfirmInviteDialog) => el.shadowRoot!;
const part = (el: ConfirmInviteDialog, name: string) =>
  root(el).querySelector<HTMLElement>(`[part="${name}"]`);
const input = (el: ConfirmInviteDialog, id: string) =>
  root(el).querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`);
const upload = (el: ConfirmInviteDialog, id: string) =>
  root(el).querySelector<FileUpload>(`file-upload#${id}`)!;
const errorText = (el: ConfirmInviteDialog, id: string) =>
  root(el).querySelector(`#${id}-error`)?.textContent?.trim() ?? '';
const message = (el: ConfirmInviteDialog) => part(el, 'message')!.textContent!.trim();
const choose = async (el: ConfirmInviteDialog, status: 'pass' | 'reject') => {
  const radio = root(el).querySelector<HTMLInputElement>(`#status-${status}`)!;
  radio.click();
  await el.updateComplete;
};

const INVITATION: InvitationData = {
  id: 'r-9',
  projectId: 'p-100',
  fProjectName: '华东能源集团 2026 年办公设备采购项目',
  fProjectNo: 'HDNY-2026-0100',
  fSignUpMoney: 500,
};

async function type(el: ConfirmInviteDialog, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    const target = input(el, id)!;
    target.value = value;
    target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  await el.updateComplete;
}

async function uploadProof(el: ConfirmInviteDialog, name = '凭证.png') {
  const before = upload(el, 'fFkpz').value.length;
  pick(upload(el, 'fFkpz'), [new File([PNG_PIXEL], name, { type: 'image/png' })]);
  await waitUntil(() => upload(el, 'fFkpz').value.length === before + 1, 'proof not uploaded');
}

const confirm = (el: ConfirmInviteDialog) => part(el, 'submit')!.click();

describe('confirm-invite-dialog', () => {
  let fake: ProcureProjectFake;
  const serve = serveProcureProject((next) => {
    fake = next;
  });
  const mount = async (invitation: InvitationData = INVITATION) => {
    const el = await fixture<ConfirmInviteDialog>(
      html`<confirm-invite-dialog open .invitation=${invitation}></confirm-invite-dialog>`,
    );
    await waitUntil(() => root(el).querySelector<SlDialog>('sl-dialog')?.open, 'dialog not open');
    return el;
  };

  it('is accessible, taking part and declining', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
    await choose(el, 'reject');
    await expect(el).to.be.accessible();
  });

  it('opens with 邀请状态 参加 chosen and the contact, proof, licence and attachment fields', async () => {
    const el = await mount();
    expect(root(el).querySelector('sl-dialog')!.getAttribute('label')).to.equal('确认邀请');
    expect(part(el, 'choices')!.querySelector('legend')!.textContent).to.equal('邀请状态');
    expect(root(el).querySelector<HTMLInputElement>('#status-pass')!.checked).to.equal(true);
    expect(root(el).querySelector('label[for="status-reject"]')!.textContent!.trim()).to.equal('拒绝');
    expect(input(el, 'fRegistratorPhone')!.maxLength).to.equal(11);
    expect(upload(el, 'fFkpz').maxCount).to.equal(5);
    expect(upload(el, 'fFkpz').accept).to.equal('jpg,jpeg,png');
    expect(upload(el, 'fBusinessLicense').maxCount).to.equal(1);
    expect(upload(el, 'fBusinessLicense').accept).to.equal('jpg,jpeg,png');
    expect(upload(el, 'fSczl')).to.exist;
    expect(input(el, 'reason')).to.equal(null);
  });

  describe('when taking part', () => {
    it('checks every rule with its exact text and warns 必填项不可为空', async () => {
      const el = await mount();
      confirm(el);
      await waitUntil(() => message(el) === '必填项不可为空', 'no warning');
      expect(errorText(el, 'fRegistratorName')).to.equal('请输入联系人姓名');
      expect(errorText(el, 'fRegistratorPhone')).to.equal('请输入联系方式');
      expect(errorText(el, 'fRegistratorEmail')).to.equal('邮箱不能为空');
      expect(errorText(el, 'fFkpz')).to.equal('请上传支付凭证');
      expect(part(el, 'message')!.classList.contains('form-message--warning')).to.equal(true);
      await type(el, { fRegistratorEmail: 'wang@' });
      expect(errorText(el, 'fRegistratorEmail')).to.equal('邮箱格式错误');
      expect(fake.requestsTo('wBiddingProjectRegistration/confirmInvite')).to.have.length(0);
    });

    it('refuses images of other types for the payment proof', async () => {
      const el = await mount();
      pick(upload(el, 'fFkpz'), [new File(['%PDF'], '凭证.pdf', { type: 'application/pdf' })]);
      await el.updateComplete;
      await upload(el, 'fFkpz').updateComplete;
      expect(upload(el, 'fFkpz').value).to.have.length(0);
      expect(fake.requests.filter((request) => request.path.endsWith('/upload'))).to.have.length(0);
    });

    it('does not ask a free project for a payment proof', async () => {
      const el = await mount({ ...INVITATION, fSignUpMoney: 0 });
      await type(el, {
        fRegistratorName: '王建国',
        fRegistratorPhone: '13800000001',
        fRegistratorEmail: 'wang@hengyuan.example.com',
      });
      setTimeout(() => confirm(el));
      await oneEvent(el, 'eip-refresh');
      const body = fake.requestsTo('wBiddingProjectRegistration/confirmInvite')[0]!.data as ConfirmInviteBody;
      expect(JSON.parse(body.fFkpz!)).to.deep.equal([]);
    });

    it('sends the answer, tells the page, asks it to refresh and closes', async () => {
      const el = await mount();
      await type(el, {
        fRegistratorName: ' 王建国 ',
        fRegistratorPhone: '13800000001',
        fRegistratorEmail: 'wang@hengyuan.example.com',
      });
      await uploadProof(el);
      const notify = oneEvent(el, 'eip-notify');
      const refresh = oneEvent(el, 'eip-refresh');
      const close = oneEvent(el, 'eip-close');
      confirm(el);
      expect((await notify).detail).to.include({ variant: 'success', message: '已确认邀请' });
      expect((await refresh).detail).to.deep.equal({ projectId: 'p-100', registrationId: 'r-9' });
      await close;
      expect(el.open).to.equal(false);
      const body = fake.requestsTo('wBiddingProjectRegistration/confirmInvite')[0]!.data as ConfirmInviteBody;
      expect(body).to.include({
        id: 'r-9',
        projectId: 'p-100',
        status: 'pass',
        fRegistratorName: '王建国',
        fRegistratorPhone: '13800000001',
        fRegistratorEmail: 'wang@hengyuan.example.com',
      });
      expect(JSON.parse(body.fFkpz!).map((file: { name: string }) => file.name)).to.deep.equal(['凭证.png']);
      expect(body).not.to.have.property('reason');
    });

    it('shows a refusal as an error and stays open with what was typed', async () => {
      serve({ answers: { 'wBiddingProjectRegistration/confirmInvite': refuse('邀请已过期') } });
      const el = await mount();
      await type(el, {
        fRegistratorName: '王建国',
        fRegistratorPhone: '13800000001',
        fRegistratorEmail: 'wang@hengyuan.example.com',
      });
      await uploadProof(el);
      confirm(el);
      await waitUntil(() => message(el) === '邀请已过期', 'no refusal shown');
      expect(part(el, 'message')!.classList.contains('form-message--danger')).to.equal(true);
      expect(el.open).to.equal(true);
      expect(input(el, 'fRegistratorName')!.value).to.equal('王建国');
      expect(upload(el, 'fFkpz').value).to.have.length(1);
    });
  });

  describe('when declining', () => {
    it('needs the reason: 请填写拒绝原因', async () => {
      const el = await mount();
      await choose(el, 'reject');
      expect(input(el, 'fRegistratorName')).to.equal(null);
      confirm(el);
      await waitUntil(() => errorText(el, 'reason') === '请填写拒绝原因', 'no reason message');
      expect(message(el)).to.equal('必填项不可为空');
    });

    it('sends only the reason', async () => {
      const el = await mount();
      await choose(el, 'reject');
      await type(el, { reason: '产能已满，无法参加' });
      setTimeout(() => confirm(el));
      await oneEvent(el, 'eip-close');
      const body = fake.requestsTo('wBiddingProjectRegistration/confirmInvite')[0]!.data as ConfirmInviteBody;
      expect(body).to.deep.equal({
        id: 'r-9',
        projectId: 'p-100',
        status: 'reject',
        reason: '产能已满，无法参加',
      });
    });
  });

  describe('when switching the answer', () => {
    it('clears the contact fields and files on reject, and the reason on pass', async () => {
      const el = await mount();
      await type(el, {
        fRegistratorName: '王建国',
        fRegistratorPhone: '13800000001',
        fRegistratorEmail: 'a@b.cn',
      });
      await uploadProof(el);
      await choose(el, 'reject');
      await type(el, { reason: '产能已满' });
      await choose(el, 'pass');
      expect(input(el, 'fRegistratorName')!.value).to.equal('');
      expect(input(el, 'fRegistratorPhone')!.value).to.equal('');
      expect(input(el, 'fRegistratorEmail')!.value).to.equal('');
      expect(upload(el, 'fFkpz').value).to.have.length(0);
      await choose(el, 'reject');
      expect(input(el, 'reason')!.value).to.equal('');
    });

    it('drops the messages of the other answer', async () => {
      const el = await mount();
      confirm(el);
      await waitUntil(() => message(el) === '必填项不可为空', 'no warning');
      await choose(el, 'reject');
      expect(message(el)).to.equal('');
      expect(errorText(el, 'reason')).to.equal('');
    });
  });

  describe('when cancelled', () => {
    it('closes without sending', async () => {
      const el = await mount();
      setTimeout(() => part(el, 'cancel')!.click());
      await oneEvent(el, 'eip-close');
      expect(el.open).to.equal(false);
      expect(fake.requestsTo('wBiddingProjectRegistration/confirmInvite')).to.have.length(0);
    });
  });

  describe('in another language', () => {
    it('says its rules in English', async () => {
      await setLanguage('en-US', { persist: false });
      const el = await mount();
      confirm(el);
      await waitUntil(() => errorText(el, 'fRegistratorName') !== '', 'no message');
      expect(errorText(el, 'fRegistratorName')).to.equal('Please enter the contact name');
      expect(message(el)).to.equal('Required fields cannot be empty');
    });
  });
});

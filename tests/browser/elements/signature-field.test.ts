import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SignatureEntry } from '../../../api/contract/signature.js';
import {
  createFakeClient,
  type FakeReply,
  type FakeRequest,
  ok,
  refuse,
} from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/signature-field/signature-field.js';
import type { SignatureField } from '../../../elements/signature-field/signature-field.js';
import { runFormControlSuite } from '../shared/form-control-suite.js';
import { PNG_PIXEL } from './file-upload-fakes.js';

const SEAL_PASSWORD = 'Portal@2026';
const MY_SEAL = 'GET /uc/uc/electronicSeal/v1/getSealByCurrentUserId';
const GET_SEAL = 'GET /uc/uc/electronicSeal/v1/getElectronicSeal';

interface SealBackendOptions {
  hasSeal?: boolean;
  ownerAllowsSecretFree?: boolean;
  /** What getElectronicSeal answers instead of the seal. */
  sealAnswer?: FakeReply;
}

function sealBackend(options: SealBackendOptions = {}) {
  const fake = createFakeClient({
    [MY_SEAL]: () =>
      options.hasSeal === false
        ? refuse('未设置电子签章')
        : ok({
            id: 'u-supplier',
            userId: 'u-supplier',
            name: '杭州恒远建设有限公司',
            fileId: 'seal-supplier',
            secretFree: options.ownerAllowsSecretFree ?? false,
            hasPassword: true,
            updateTime: '2026-01-05T08:00:00.000Z',
          }),
    [GET_SEAL]: (request) => {
      if (options.sealAnswer) return options.sealAnswer;
      if (request.params.secretFree === 'true') {
        return options.ownerAllowsSecretFree
          ? ok('seal-supplier')
          : refuse('该电子签章未开启免密签署，请输入签章密码');
      }
      return request.params.password === SEAL_PASSWORD ? ok('seal-supplier') : refuse('签章密码错误');
    },
    'GET /portal/file/onlinePreviewController/v1/getFileById_*': () => ({
      bytes: new Blob([PNG_PIXEL], { type: 'image/png' }),
    }),
  });
  setDefaultApiClient(fake.client);
  return fake;
}

const sr = (el: HTMLElement) => el.shadowRoot!;
const signButton = (el: SignatureField) => sr(el).querySelector<HTMLElement>('[part="sign-button"]');
const signers = (el: SignatureField) =>
  [...sr(el).querySelectorAll('[part="signer"]')].map((s) => s.textContent);
const messageText = (el: SignatureField) => sr(el).querySelector('[part="message"]')?.textContent?.trim();
const sealCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path.includes('electronicSeal'));

const OTHERS: SignatureEntry[] = [
  {
    index: 1,
    userId: 'u-purchaser',
    name: '华东能源集团采购部',
    signature: 'seal-purchaser',
    createTime: '2026-01-04 10:00:00',
  },
  {
    index: 2,
    userId: 'u-supplier',
    name: '杭州恒远建设有限公司',
    signature: 'seal-old',
    createTime: '2026-01-04 11:00:00',
  },
];

async function typePassword(el: SignatureField, password: string): Promise<void> {
  const dialog = sr(el).querySelector('.password-dialog')!;
  await oneEvent(dialog, 'sl-after-show');
  await new Promise(requestAnimationFrame);
  const input = sr(el).querySelector<HTMLElement & { value: string }>('.password-input')!;
  expect(sr(el).activeElement, 'the dialog opens with the focus in the password').to.equal(input);
  await sendKeys({ type: password });
  await sendKeys({ press: 'Enter' });
}

function statusesOf(el: SignatureField): string[] {
  const statuses: string[] = [];
  el.addEventListener('eip-status-change', (event) => statuses.push(event.detail.status));
  return statuses;
}

describe('signature-field', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible with signatures, and read-only', async () => {
    sealBackend();
    const el = await fixture<SignatureField>(
      html`<signature-field field="opinion.sign" label="审批签章" .value=${OTHERS}></signature-field>`,
    );
    await waitUntil(() => sr(el).querySelectorAll('[part="seal"]').length === 2, 'the seals load');
    await expect(el).to.be.accessible();
    el.permission = 'r';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('starts ready to sign with a sign button and no signature', async () => {
    sealBackend();
    const el = await fixture<SignatureField>(html`<signature-field field="a"></signature-field>`);
    expect(el.status).to.equal('start');
    expect(signButton(el)!.textContent!.trim()).to.equal('签章');
    expect(signers(el)).to.deep.equal([]);
  });

  it('shows each signature with its seal image, signer and time', async () => {
    sealBackend();
    const el = await fixture<SignatureField>(html`<signature-field .value=${OTHERS}></signature-field>`);
    await waitUntil(() => sr(el).querySelectorAll('[part="seal"]').length === 2, 'the seals load');
    const seal = sr(el).querySelector('[part="seal"]')!;
    expect(seal.getAttribute('alt')).to.equal('华东能源集团采购部的签章');
    expect(seal.getAttribute('src')).to.match(/^blob:/);
    expect(signers(el)).to.deep.equal(['华东能源集团采购部', '杭州恒远建设有限公司']);
    expect(sr(el).querySelector('[part="time"]')!.textContent).to.equal('2026-01-04 10:00:00');
  });

  it('says a signature without a seal id was not obtained', async () => {
    sealBackend();
    const entry = { ...OTHERS[0]!, signature: '' };
    const el = await fixture<SignatureField>(html`<signature-field .value=${[entry]}></signature-field>`);
    expect(sr(el).querySelector('.no-signature')!.textContent).to.equal(
      'signature not obtained, check signature configuration',
    );
  });

  describe('when the user signs with the seal password', () => {
    it('goes ing, asks the password, replaces their own signature and turns success 300 ms later', async () => {
      const { requests } = sealBackend();
      const el = await fixture<SignatureField>(
        html`<signature-field field="opinion.sign" .value=${OTHERS}></signature-field>`,
      );
      const statuses = statusesOf(el);
      signButton(el)!.click();
      await el.updateComplete;
      expect(el.status).to.equal('ing');
      expect(signButton(el)!.hasAttribute('loading')).to.equal(true);
      // Timed in the listener itself: a promise's callback runs only after the task that dispatched the
      // event ends, which on a busy machine is later than the dispatch, and the interval looked short.
      let changedAt = 0;
      el.addEventListener(
        'eip-change',
        () => {
          changedAt = performance.now();
        },
        { once: true },
      );
      const changed = oneEvent(el, 'eip-change');
      const succeeded = new Promise<number>((resolve) => {
        el.addEventListener('eip-status-change', (event) => {
          if (event.detail.status === 'success') resolve(performance.now());
        });
      });
      await typePassword(el, SEAL_PASSWORD);
      const entries = (await changed).detail.value as SignatureEntry[];
      expect(entries.map((entry) => [entry.index, entry.userId, entry.signature])).to.deep.equal([
        [1, 'u-purchaser', 'seal-purchaser'],
        [2, 'u-supplier', 'seal-supplier'],
      ]);
      expect(entries[1]!.name).to.equal('杭州恒远建设有限公司');
      expect(entries[1]!.createTime).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(el.status).to.equal('ing');
      expect((await succeeded) - changedAt).to.be.at.least(290);
      expect(el.status).to.equal('success');
      expect(statuses).to.deep.equal(['ing', 'success']);
      const calls = sealCalls(requests);
      expect(calls.map((call) => call.path.split('/').pop())).to.deep.equal([
        'getSealByCurrentUserId',
        'getElectronicSeal',
      ]);
      expect(calls[1]!.params).to.deep.equal({ password: SEAL_PASSWORD, secretFree: 'false' });
      await el.updateComplete;
      expect(signButton(el)!.textContent!.trim()).to.equal('重新签章');
      expect(sr(el).querySelector('[role="status"]')!.textContent!.trim()).to.equal('签章成功');
    });

    it('clears every earlier signature when is-cover is set', async () => {
      sealBackend();
      const el = await fixture<SignatureField>(
        html`<signature-field field="f" is-cover .value=${OTHERS}></signature-field>`,
      );
      el.password = SEAL_PASSWORD;
      const change = oneEvent(el, 'eip-change');
      signButton(el)!.click();
      const entries = (await change).detail.value as SignatureEntry[];
      expect(entries.map((entry) => [entry.index, entry.userId])).to.deep.equal([[1, 'u-supplier']]);
    });

    it('fails with 签章密码错误 on a wrong password and keeps the earlier signatures', async () => {
      sealBackend();
      const el = await fixture<SignatureField>(
        html`<signature-field field="f" .value=${OTHERS}></signature-field>`,
      );
      const statuses = statusesOf(el);
      signButton(el)!.click();
      await typePassword(el, 'wrong');
      await waitUntil(() => el.status === 'fail', 'signing fails');
      await el.updateComplete;
      expect(messageText(el)).to.equal('签章密码错误');
      expect(statuses).to.deep.equal(['ing', 'fail']);
      expect(el.value).to.deep.equal(OTHERS);
      expect(signButton(el)!.textContent!.trim()).to.equal('重新签章');
    });

    it('goes back to start when the user cancels the password prompt', async () => {
      const { requests } = sealBackend();
      const el = await fixture<SignatureField>(html`<signature-field field="f"></signature-field>`);
      signButton(el)!.click();
      const dialog = sr(el).querySelector('.password-dialog')!;
      await oneEvent(dialog, 'sl-after-show');
      sr(el).querySelector<HTMLElement>('.password-dialog .cancel')!.click();
      await waitUntil(() => el.status === 'start', 'back to start');
      expect(sealCalls(requests).map((call) => call.path.split('/').pop())).to.deep.equal([
        'getSealByCurrentUserId',
      ]);
    });
  });

  describe('when the field is secret-free', () => {
    it('signs without a prompt, asking with secretFree=true', async () => {
      const { requests } = sealBackend({ ownerAllowsSecretFree: true });
      const el = await fixture<SignatureField>(
        html`<signature-field field="f" secret-free></signature-field>`,
      );
      const change = oneEvent(el, 'eip-change');
      signButton(el)!.click();
      await change;
      expect(sr(el).querySelector('.password-dialog')!.hasAttribute('open')).to.equal(false);
      expect(sealCalls(requests)[1]!.params).to.deep.equal({ secretFree: 'true' });
    });

    it('fails with the server’s message when the seal owner does not allow it', async () => {
      sealBackend({ ownerAllowsSecretFree: false });
      const el = await fixture<SignatureField>(
        html`<signature-field field="f" secret-free></signature-field>`,
      );
      signButton(el)!.click();
      await waitUntil(() => el.status === 'fail', 'signing fails');
      await el.updateComplete;
      expect(messageText(el)).to.equal('该电子签章未开启免密签署，请输入签章密码');
    });
  });

  describe('when signing cannot go on', () => {
    it('fails with 未设置电子签章 when the user has no seal', async () => {
      sealBackend({ hasSeal: false });
      const el = await fixture<SignatureField>(html`<signature-field field="f"></signature-field>`);
      const failed = oneEvent(el, 'eip-status-change');
      signButton(el)!.click();
      await failed;
      await waitUntil(() => el.status === 'fail', 'signing fails');
      await el.updateComplete;
      expect(messageText(el)).to.equal('未设置电子签章');
    });

    it('says the signature was not obtained when the seal comes without an id', async () => {
      sealBackend({ sealAnswer: ok('') });
      const el = await fixture<SignatureField>(html`<signature-field field="f"></signature-field>`);
      el.password = SEAL_PASSWORD;
      signButton(el)!.click();
      await waitUntil(() => el.status === 'fail', 'signing fails');
      await el.updateComplete;
      expect(messageText(el)).to.equal('signature not obtained, check signature configuration');
      expect(el.value).to.deep.equal([]);
    });

    it('warns that the field path was not obtained and the template must be re-initialised and saved', async () => {
      const { requests } = sealBackend();
      const el = await fixture<SignatureField>(html`<signature-field></signature-field>`);
      signButton(el)!.click();
      await el.updateComplete;
      expect(messageText(el)).to.equal('未获取到签章字段路径，请重新初始化表单模板并保存');
      expect(sr(el).querySelector('[part="message"]')!.getAttribute('variant')).to.equal('warning');
      expect(el.status).to.equal('start');
      expect(requests).to.have.length(0);
    });
  });

  describe('when a page starts the signature of a field path', () => {
    it('signs only the field whose path matches', async () => {
      sealBackend();
      const first = await fixture<SignatureField>(html`<signature-field field="form.a"></signature-field>`);
      const second = await fixture<SignatureField>(html`<signature-field field="form.b"></signature-field>`);
      first.password = SEAL_PASSWORD;
      second.password = SEAL_PASSWORD;
      expect(await first.start('form.b')).to.equal(false);
      expect(first.status).to.equal('start');
      const change = oneEvent(second, 'eip-change');
      document.dispatchEvent(new CustomEvent('eip-signature-start', { detail: { field: 'form.b' } }));
      await change;
      expect(second.status).to.equal('ing');
      expect(first.status).to.equal('start');
      expect(first.value).to.deep.equal([]);
    });
  });

  describe('with a permission or status that forbids signing', () => {
    it('r and status disable show the signatures without a sign button; n hides the field', async () => {
      sealBackend();
      const el = await fixture<SignatureField>(
        html`<signature-field field="f" permission="r" .value=${OTHERS}></signature-field>`,
      );
      expect(signButton(el)).to.equal(null);
      expect(el.effectiveStatus).to.equal('disable');
      expect(signers(el)).to.have.length(2);
      expect(await el.start('f')).to.equal(false);
      el.permission = 'w';
      el.status = 'disable';
      await el.updateComplete;
      expect(signButton(el)).to.equal(null);
      el.value = [];
      await el.updateComplete;
      expect(sr(el).querySelector('[part="empty"]')!.textContent).to.equal('暂无签章');
      el.permission = 'n';
      await el.updateComplete;
      expect(getComputedStyle(el).display).to.equal('none');
    });

    it('b requires a signature before the form submits', async () => {
      sealBackend();
      const el = await fixture<SignatureField>(
        html`<signature-field field="f" permission="b"></signature-field>`,
      );
      expect(el.validity.valueMissing).to.equal(true);
      expect(el.validationMessage).to.equal('请签章');
    });
  });

  describe('when the language changes', () => {
    it('labels its button and messages in zh-TW and en-US, keeping the spec’s English text', async () => {
      sealBackend();
      const el = await fixture<SignatureField>(html`<signature-field></signature-field>`);
      signButton(el)!.click();
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(signButton(el)!.textContent!.trim()).to.equal('簽章');
      expect(messageText(el)).to.equal('未取得簽章欄位路徑，請重新初始化表單範本並儲存');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(signButton(el)!.textContent!.trim()).to.equal('Sign');
      expect(messageText(el)).to.equal(
        'The signature field path was not obtained. Re-initialise the form template and save it.',
      );
    });
  });
});

runFormControlSuite<SignatureField>({
  tag: 'signature-field',
  setup: () => {
    sealBackend();
  },
  teardown: () => setDefaultApiClient(undefined),
  value: OTHERS.slice(0, 1),
  submitted: JSON.stringify(OTHERS.slice(0, 1)),
  emptySubmitted: '[]',
  requiredMessage: '请签章',
  canEdit: (element) => element.shadowRoot!.querySelector('[part="sign-button"]') !== null,
  async changeByUser(element) {
    element.field = 'suite.field';
    element.password = SEAL_PASSWORD;
    await element.updateComplete;
    element.shadowRoot!.querySelector<HTMLElement>('[part="sign-button"]')!.click();
    await oneEvent(element, 'eip-change');
  },
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { MailSendBody } from '../../../api/contract/mail.js';
import { refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { draftKey } from '../../../elements/core/draft-storage.js';
import '../../../elements/mail-composer/mail-composer.js';
import type { MailComposePreset, MailComposer } from '../../../elements/mail-composer/mail-composer.js';
import { pick } from './file-upload-fakes.js';
import { type MailBackendOptions, mailBackend } from './mail-fakes.js';

const root = (el: HTMLElement) => el.shadowRoot!;
const addressInput = (el: MailComposer, name: string) =>
  root(el).querySelector<HTMLElement & { value: string[] }>(`mail-address-input[name="${name}"]`)!;
const typeBox = (el: MailComposer, name: string) => root(addressInput(el, name)).querySelector('input')!;
const subject = (el: MailComposer) => root(el).querySelector<HTMLInputElement>('#subject')!;
const editor = (el: MailComposer) => root(el).querySelector<HTMLElement>('[part="editor"]')!;
const message = (el: MailComposer) => root(el).querySelector('[part="message"]')!.textContent!.trim();
const send = (el: MailComposer) => root(el).querySelector<HTMLElement>('sl-button[type="submit"]')!.click();

async function mount(options: MailBackendOptions = {}, preset?: MailComposePreset) {
  const fake = mailBackend(options);
  setDefaultApiClient(fake.client);
  const el = await fixture<MailComposer>(html`<mail-composer .preset=${preset}></mail-composer>`);
  await waitUntil(() => fake.requests.length > 0);
  return { el, fake };
}

async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}

async function fill(el: MailComposer) {
  await typeInto(typeBox(el, 'to'), 'lisi@eip.local');
  await sendKeys({ press: 'Enter' });
  await typeInto(subject(el), '周报');
  editor(el).focus();
  await sendKeys({ type: '本周完成了合同评审。' });
}

describe('mail-composer', () => {
  beforeEach(() => sessionStorage.removeItem(draftKey('mail-compose')));
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('sends what the user wrote, with the attachment, and forgets the draft', async () => {
    const { el, fake } = await mount();
    await fill(el);
    root(el).querySelectorAll<HTMLElement>('.copy-toggles .link')[0]!.click();
    await el.updateComplete;
    await typeInto(typeBox(el, 'cc'), 'wangwu@partner.example;');
    pick(root(el).querySelector('file-upload')!, [new File(['报表'], '周报.xlsx')]);
    await waitUntil(() => root(root(el).querySelector('file-upload')!).textContent!.includes('周报.xlsx'));
    await waitUntil(
      () => (root(el).querySelector('file-upload') as unknown as { value: unknown[] }).value.length === 1,
    );
    setTimeout(() => send(el));
    const { detail } = await oneEvent(el, 'eip-mail-sent');
    expect(detail.result.id).to.match(/^sent-/);
    const body = fake.sent[0] as MailSendBody;
    expect(body).to.include({ accountId: 'a-1', subject: '周报' });
    expect(body.to).to.deep.equal(['lisi@eip.local']);
    expect(body.cc).to.deep.equal(['wangwu@partner.example']);
    expect(body.html).to.contain('本周完成了合同评审。');
    expect(body.attachments).to.have.length(1);
    expect(sessionStorage.getItem(draftKey('mail-compose'))).to.equal(null);
  });

  it('sent before the accounts have come, waits for them and sends from the default one', async () => {
    let accountsCome = () => {};
    const accountsAfter = new Promise<void>((resolve) => {
      accountsCome = resolve;
    });
    const { el, fake } = await mount({ accountsAfter });
    await fill(el);
    send(el);
    await waitUntil(() => el.shadowRoot!.querySelector('sl-button[type="submit"]')!.hasAttribute('loading'));
    expect(message(el)).to.equal('');
    setTimeout(accountsCome);
    await oneEvent(el, 'eip-mail-sent');
    expect(fake.sent[0]).to.include({ accountId: 'a-1', subject: '周报' });
  });

  it('completes addresses from contacts and portal users', async () => {
    const { el } = await mount();
    await typeInto(typeBox(el, 'to'), '李');
    const to = addressInput(el, 'to');
    await waitUntil(() => root(to).querySelector('[role="option"]'), 'no suggestion');
    expect(root(to).querySelector('[role="option"]')!.textContent).to.contain('lisi@eip.local');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => to.value.length === 1);
    expect(to.value).to.deep.equal(['李四 <lisi@eip.local>']);
    expect(root(to).querySelector('sl-tag')!.textContent!.trim()).to.equal('李四');
  });

  describe('when what was typed cannot be sent', () => {
    it('says what is missing and sends nothing', async () => {
      const { el, fake } = await mount();
      send(el);
      await waitUntil(() => message(el) === '请按提示填写后再发送');
      expect(root(addressInput(el, 'to')).querySelector('[part="message"]')!.textContent).to.equal(
        '请填写收件人',
      );
      expect(root(el).querySelector('#subject-error')!.textContent).to.equal('请填写主题');
      expect(fake.sent).to.have.length(0);
    });

    it('marks an address that is not one', async () => {
      const { el } = await mount();
      await typeInto(typeBox(el, 'to'), '李四的邮箱');
      await typeInto(subject(el), '周报');
      send(el);
      await waitUntil(() => message(el));
      expect(root(addressInput(el, 'to')).querySelector('[part="message"]')!.textContent).to.equal(
        '邮件地址格式不正确：李四的邮箱',
      );
      expect(root(addressInput(el, 'to')).querySelector('sl-tag')!.getAttribute('variant')).to.equal(
        'danger',
      );
    });

    it('keeps everything typed when the server refuses', async () => {
      const { el, fake } = await mount({ failSend: () => refuse('发送失败：连接发信服务器超时') });
      await fill(el);
      send(el);
      await waitUntil(() => message(el) === '发送失败：连接发信服务器超时', 'the refusal was not shown');
      expect(addressInput(el, 'to').value).to.deep.equal(['lisi@eip.local']);
      expect(subject(el).value).to.equal('周报');
      expect(editor(el).textContent).to.equal('本周完成了合同评审。');
      expect(fake.sent).to.have.length(0);
    });
  });

  it('keeps the draft across a reload', async () => {
    const { el } = await mount();
    await fill(el);
    el.remove();
    const again = await fixture<MailComposer>(html`<mail-composer></mail-composer>`);
    expect(addressInput(again, 'to').value).to.deep.equal(['lisi@eip.local']);
    expect(subject(again).value).to.equal('周报');
    expect(editor(again).textContent).to.equal('本周完成了合同评审。');
  });

  it('starts from a preset (a reply), its quote sanitized', async () => {
    const { el } = await mount(
      {},
      {
        to: ['李四 <lisi@eip.local>'],
        subject: 'Re: 合同',
        html: '<p>原文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        inReplyTo: 'm-1',
      },
    );
    expect(addressInput(el, 'to').value).to.deep.equal(['李四 <lisi@eip.local>']);
    expect(subject(el).value).to.equal('Re: 合同');
    expect(editor(el).querySelector('script, [onerror]')).to.equal(null);
    expect(editor(el).textContent).to.contain('原文');
    setTimeout(() => send(el));
    await oneEvent(el, 'eip-mail-sent');
    expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
  });

  it('formats the body with the toolbar', async () => {
    const { el } = await mount();
    editor(el).focus();
    await sendKeys({ type: '重要' });
    const range = document.createRange();
    range.selectNodeContents(editor(el));
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    root(el).querySelector<HTMLElement>('.tool[aria-label="加粗"]')!.click();
    await waitUntil(() => editor(el).querySelector('b, strong'));
    expect(editor(el).querySelector('b, strong')!.textContent).to.equal('重要');
  });

  it('sends from the account the user chooses', async () => {
    const { el, fake } = await mount();
    await waitUntil(() => root(el).querySelector('select#from'));
    const from = root(el).querySelector<HTMLSelectElement>('select#from')!;
    from.value = 'a-2';
    from.dispatchEvent(new Event('change'));
    await fill(el);
    setTimeout(() => send(el));
    await oneEvent(el, 'eip-mail-sent');
    expect(fake.sent[0]!.accountId).to.equal('a-2');
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { MailAccountBody } from '../../../api/contract/mail.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/mail-account-settings/mail-account-settings.js';
import type { MailAccountSettings } from '../../../elements/mail-account-settings/mail-account-settings.js';
import '../../../elements/mail-contact-list/mail-contact-list.js';
import type { MailContactList } from '../../../elements/mail-contact-list/mail-contact-list.js';
import { type MailBackendOptions, mailBackend } from './mail-fakes.js';

const root = (el: HTMLElement) => el.shadowRoot!;
const button = (el: HTMLElement, text: string, scope: ParentNode = root(el)) =>
  [...scope.querySelectorAll<HTMLElement>('sl-button')].find((entry) =>
    entry.textContent?.trim().startsWith(text),
  )!;
const input = (el: HTMLElement, id: string) => root(el).querySelector<HTMLInputElement>(`#${id}`)!;
const error = (el: HTMLElement, id: string) => root(el).querySelector(`#${id}-error`)!.textContent;
const items = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[part="item"]')];

async function type(field: HTMLInputElement, text: string) {
  field.focus();
  field.select();
  await sendKeys({ type: text });
}

describe('mail-account-settings', () => {
  afterEach(() => setDefaultApiClient(undefined));

  async function mount(options: MailBackendOptions = {}) {
    const fake = mailBackend(options);
    setDefaultApiClient(fake.client);
    const el = await fixture<MailAccountSettings>(html`<mail-account-settings></mail-account-settings>`);
    await waitUntil(() => items(el).length > 0, 'no account shown');
    return { el, fake };
  }

  it('is accessible, as a list and as a form', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
    button(el, '编辑', items(el)[0]!).click();
    await waitUntil(() => root(el).querySelector('form'));
    await expect(el).to.be.accessible();
  });

  it('lists the accounts with their servers and the default one marked', async () => {
    const { el } = await mount();
    const first = items(el)[0]!.textContent!.replace(/\s+/g, ' ');
    expect(first).to.contain('zhangsan@eip.local');
    expect(first).to.contain('默认');
    expect(first).to.contain('收信 imap.eip.local:993（SSL/TLS）');
    expect(items(el)).to.have.length(2);
  });

  it('adds an account, checking the form first', async () => {
    const { el, fake } = await mount();
    button(el, '添加邮箱账户').click();
    await waitUntil(() => root(el).querySelector('form'));
    root(el).querySelector('form')!.requestSubmit();
    await el.updateComplete;
    expect(error(el, 'email')).to.equal('请填写邮箱地址');
    expect(error(el, 'password')).to.equal('请填写密码');
    expect(error(el, 'imapHost')).to.equal('请填写收信服务器');
    await type(input(el, 'email'), 'wang@corp.example');
    await type(input(el, 'password'), 'secret');
    await type(input(el, 'imapHost'), 'imap.corp.example');
    await type(input(el, 'smtpHost'), 'smtp.corp.example');
    const security = root(el).querySelector<HTMLSelectElement>('#smtp-security')!;
    security.value = 'starttls';
    security.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(input(el, 'smtpPort').value).to.equal('587');
    setTimeout(() => root(el).querySelector('form')!.requestSubmit());
    const { detail } = await oneEvent(el, 'eip-mail-accounts-change');
    expect(detail.accounts).to.have.length(3);
    expect(fake.saved[0]).to.deep.include({
      email: 'wang@corp.example',
      username: 'wang@corp.example',
      password: 'secret',
      smtpSecurity: 'starttls',
      smtpPort: 587,
      imapPort: 993,
    });
    await waitUntil(() => items(el).length === 3);
  });

  it('edits an account without showing its password; left blank, the stored one stays', async () => {
    const { el, fake } = await mount();
    button(el, '编辑', items(el)[0]!).click();
    await waitUntil(() => root(el).querySelector('form'));
    expect(input(el, 'password').value).to.equal('');
    expect(root(el).querySelector('#password-hint')!.textContent).to.contain('留空则保留原密码');
    await type(input(el, 'displayName'), '张三（采购部）');
    setTimeout(() => root(el).querySelector('form')!.requestSubmit());
    await oneEvent(el, 'eip-mail-accounts-change');
    const body = fake.saved[0] as MailAccountBody;
    expect(body.id).to.equal('a-1');
    expect(body.displayName).to.equal('张三（采购部）');
    expect('password' in body).to.equal(false);
  });

  it('tests the connection and says which server failed and why', async () => {
    const { el } = await mount({ testPassword: 'right' });
    button(el, '编辑', items(el)[0]!).click();
    await waitUntil(() => root(el).querySelector('form'));
    await type(input(el, 'password'), 'wrong');
    button(el, '测试连接').click();
    await waitUntil(() => root(el).querySelector('[part="test-result"] li'), 'no test result');
    const result = root(el).querySelector('[part="test-result"]')!.textContent!.replace(/\s+/g, ' ');
    expect(result).to.contain('连接测试未通过');
    expect(result).to.contain('收信服务器（IMAP） 连接失败：登录被拒绝：用户名或密码错误');
    await type(input(el, 'password'), 'right');
    button(el, '测试连接').click();
    await waitUntil(() =>
      root(el).querySelector('[part="test-result"]')!.textContent!.includes('两台服务器都连接成功'),
    );
    // Testing saves nothing and keeps the form.
    expect(input(el, 'password').value).to.equal('right');
  });

  it('removes an account after a confirmation', async () => {
    const { el, fake } = await mount();
    button(el, '删除', items(el)[1]!).click();
    await waitUntil(() => root(el).querySelector('sl-dialog.confirm'));
    expect(root(el).querySelector('sl-dialog.confirm')!.textContent).to.contain('zhangsan@corp.example');
    setTimeout(() => root(el).querySelector<HTMLElement>('.confirm-ok')!.click());
    await oneEvent(el, 'eip-mail-accounts-change');
    await waitUntil(() => items(el).length === 1);
    expect(fake.accounts.map((account) => account.id)).to.deep.equal(['a-1']);
  });
});

describe('mail-contact-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  async function mount() {
    const fake = mailBackend();
    setDefaultApiClient(fake.client);
    const el = await fixture<MailContactList>(html`<mail-contact-list></mail-contact-list>`);
    await waitUntil(() => items(el).length > 0, 'no contact shown');
    return { el, fake };
  }

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('adds a contact, refusing a bad address, and keeps what was typed when the server refuses', async () => {
    const { el, fake } = await mount();
    button(el, '添加联系人').click();
    await waitUntil(() => root(el).querySelector('form'));
    await type(input(el, 'name'), '赵六');
    await type(input(el, 'email'), '赵六');
    root(el).querySelector('form')!.requestSubmit();
    await el.updateComplete;
    expect(error(el, 'email')).to.equal('邮箱地址格式不正确');
    await type(input(el, 'email'), 'wangwu@partner.example');
    root(el).querySelector('form')!.requestSubmit();
    await waitUntil(() =>
      root(el).querySelector('[part="message"]')!.textContent!.includes('该邮箱地址已在联系人中'),
    );
    expect(input(el, 'name').value).to.equal('赵六');
    await type(input(el, 'email'), 'zhaoliu@partner.example');
    await type(input(el, 'company'), '合作单位');
    root(el).querySelector('form')!.requestSubmit();
    await waitUntil(() => items(el).length === 2, 'the contact did not join the list');
    expect(fake.linkmen[1]).to.include({
      name: '赵六',
      email: 'zhaoliu@partner.example',
      company: '合作单位',
    });
  });

  it('writes a mail to a contact', async () => {
    const { el } = await mount();
    setTimeout(() => button(el, '写邮件', items(el)[0]!).click());
    expect((await oneEvent(el, 'eip-mail-compose')).detail).to.deep.equal({
      to: ['王五 <wangwu@partner.example>'],
    });
  });

  it('removes a contact after a confirmation', async () => {
    const { el, fake } = await mount();
    button(el, '删除', items(el)[0]!).click();
    await waitUntil(() => root(el).querySelector('sl-dialog.confirm'));
    root(el).querySelector<HTMLElement>('.confirm-ok')!.click();
    await waitUntil(() => root(el).textContent!.includes('还没有邮件联系人'));
    expect(fake.linkmen).to.have.length(0);
  });
});

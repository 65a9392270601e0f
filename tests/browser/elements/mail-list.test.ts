import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/mail-folder-tree/mail-folder-tree.js';
import type { MailFolderTree } from '../../../elements/mail-folder-tree/mail-folder-tree.js';
import '../../../elements/mail-list/mail-list.js';
import type { MailList } from '../../../elements/mail-list/mail-list.js';
import { mailBackend } from './mail-fakes.js';

const root = (el: HTMLElement) => el.shadowRoot!;
const items = (el: MailList) => [...root(el).querySelectorAll<HTMLElement>('[part="item"]')];
const subjects = (el: MailList) => items(el).map((item) => item.querySelector('.subject')!.textContent);
const button = (el: HTMLElement, text: string) =>
  [...root(el).querySelectorAll<HTMLElement>('sl-button')].find((entry) =>
    entry.textContent?.trim().startsWith(text),
  )!;

async function mountList(folderId = 'f-in', { trash = false } = {}) {
  const fake = mailBackend();
  setDefaultApiClient(fake.client);
  const el = await fixture<MailList>(html`<mail-list folder-id=${folderId} ?trash=${trash}></mail-list>`);
  await waitUntil(() => items(el).length > 0, 'no mails shown');
  return { el, fake };
}

describe('mail-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mountList();
    await expect(el).to.be.accessible();
  });

  it('lists the folder newest first: unread in bold, a paperclip for attachments', async () => {
    const { el } = await mountList();
    expect(subjects(el)).to.deep.equal(['项目合同草案', '周会纪要']);
    const [unread, read] = items(el);
    expect(unread!.querySelector('.visually-hidden')!.textContent).to.equal('未读');
    expect(Number(getComputedStyle(unread!.querySelector('.subject')!).fontWeight)).to.be.greaterThan(
      Number(getComputedStyle(read!.querySelector('.subject')!).fontWeight),
    );
    expect(unread!.querySelector('sl-icon[name="paperclip"]')!.getAttribute('label')).to.equal('有附件');
    expect(read!.querySelector('sl-icon[name="paperclip"]')).to.equal(null);
  });

  it('opens a mail', async () => {
    const { el } = await mountList();
    setTimeout(() => items(el)[1]!.querySelector<HTMLElement>('.open')!.click());
    expect((await oneEvent(el, 'eip-mail-open')).detail).to.deep.equal({ id: 'm-2' });
  });

  it('searches by subject or sender', async () => {
    const { el, fake } = await mountList();
    const search = root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
    search.value = '周会';
    search.dispatchEvent(new Event('input'));
    await waitUntil(
      () => subjects(el).length === 1 && subjects(el)[0] === '周会纪要',
      'the search did not narrow',
    );
    const body = fake.requests.at(-1)!.data as { querys: Array<{ property: string; value: unknown }> };
    expect(body.querys.find((query) => query.property === 'keyword')!.value).to.equal('周会');
    search.value = '没有这封';
    search.dispatchEvent(new Event('input'));
    await waitUntil(() => root(el).textContent!.includes('没有找到相关邮件'));
  });

  describe('when several mails are chosen', () => {
    it('marks them read or unread', async () => {
      const { el, fake } = await mountList();
      const all = root(el).querySelector<HTMLInputElement>('.choose-all')!;
      all.click();
      await el.updateComplete;
      expect(root(el).querySelector('.count')!.textContent).to.equal('已选 2 封');
      setTimeout(() => button(el, '标为已读').click());
      expect((await oneEvent(el, 'eip-mail-change')).detail).to.deep.equal({
        ids: ['m-1', 'm-2'],
        change: 'read',
      });
      expect(fake.mails.filter((row) => row.folderId === 'f-in').every((row) => row.isRead)).to.equal(true);
      await waitUntil(
        () =>
          !items(el).some((item) => item.classList.contains('unread')) && !root(el).querySelector('.count'),
      );
      items(el)[1]!.querySelector<HTMLInputElement>('.choose')!.click();
      await el.updateComplete;
      setTimeout(() => button(el, '标为未读').click());
      expect((await oneEvent(el, 'eip-mail-change')).detail).to.deep.equal({
        ids: ['m-2'],
        change: 'unread',
      });
      await waitUntil(() => items(el)[1]!.classList.contains('unread'));
    });

    it('moves them to the trash', async () => {
      const { el, fake } = await mountList();
      items(el)[0]!.querySelector<HTMLInputElement>('.choose')!.click();
      await el.updateComplete;
      setTimeout(() => button(el, '删除').click());
      expect((await oneEvent(el, 'eip-mail-change')).detail.change).to.equal('trash');
      await waitUntil(() => subjects(el).length === 1);
      expect(fake.mails.find((row) => row.id === 'm-1')!.folderId).to.equal('f-trash');
    });

    it('in the trash, deletes them for ever after a confirmation', async () => {
      const { el, fake } = await mountList('f-trash', { trash: true });
      items(el)[0]!.querySelector<HTMLInputElement>('.choose')!.click();
      await el.updateComplete;
      button(el, '彻底删除').click();
      await waitUntil(() => root(el).querySelector('sl-dialog.confirm'));
      expect(root(el).querySelector('sl-dialog.confirm')!.textContent).to.contain(
        '确定删除选中的 1 封邮件吗？',
      );
      setTimeout(() => root(el).querySelector<HTMLElement>('.confirm-ok')!.click());
      expect((await oneEvent(el, 'eip-mail-change')).detail.change).to.equal('forever');
      await waitUntil(() => root(el).textContent!.includes('这个文件夹没有邮件'));
      expect(fake.mails.some((row) => row.id === 'm-3')).to.equal(false);
    });
  });
});

describe('mail-folder-tree', () => {
  afterEach(() => setDefaultApiClient(undefined));

  async function mountTree() {
    const fake = mailBackend();
    setDefaultApiClient(fake.client);
    const el = document.createElement('mail-folder-tree') as MailFolderTree;
    const opened = oneEvent(el, 'eip-mail-folder-select');
    document.body.append(el);
    const first = (await opened).detail;
    await el.updateComplete;
    return { el, fake, first };
  }
  const folders = (el: MailFolderTree) =>
    [...root(el).querySelectorAll<HTMLElement>('[part="folder"]')].map((entry) =>
      entry.textContent!.replace(/\s+/g, ' ').trim(),
    );

  afterEach(() => {
    for (const el of document.querySelectorAll('mail-folder-tree')) el.remove();
  });

  it('is accessible', async () => {
    const { el } = await mountTree();
    await expect(el).to.be.accessible();
  });

  it('opens the default account’s inbox and lists its folders in order, named in the user’s language, with unread counts', async () => {
    const { el, first } = await mountTree();
    expect(first).to.deep.equal({ accountId: 'a-1', folderId: 'f-in', specialUse: 'inbox', name: '收件箱' });
    expect(folders(el)).to.deep.equal(['收件箱 未读1', '已发送', '已删除', '项目']);
    expect(root(el).querySelector('[part="folder"][aria-current="true"]')!.textContent).to.contain('收件箱');
  });

  it('switches between the user’s accounts', async () => {
    const { el } = await mountTree();
    const select = root(el).querySelector<HTMLSelectElement>('select')!;
    expect([...select.options].map((option) => option.textContent)).to.deep.equal([
      'zhangsan@eip.local',
      'zhangsan@corp.example',
    ]);
    select.value = 'a-2';
    setTimeout(() => select.dispatchEvent(new Event('change')));
    expect((await oneEvent(el, 'eip-mail-folder-select')).detail.folderId).to.equal('f2-in');
  });

  it('syncs and says what it found, with the counts updated', async () => {
    const { el, fake } = await mountTree();
    setTimeout(() => root(el).querySelector<HTMLElement>('[part="sync"]')!.click());
    const { detail } = await oneEvent(el, 'eip-mail-synced');
    expect(detail.results[0]!.added).to.equal(1);
    expect(fake.requests.find((request) => request.path.endsWith('/sync'))!.params.accountId).to.equal('a-1');
    await waitUntil(() =>
      root(el).querySelector('[part="sync-status"]')!.textContent!.includes('同步完成，收到 1 封新邮件'),
    );
    await waitUntil(() => folders(el)[0] === '收件箱 未读2', 'the count did not follow');
  });

  it('opens another folder', async () => {
    const { el } = await mountTree();
    setTimeout(() => root(el).querySelectorAll<HTMLElement>('[part="folder"]')[2]!.click());
    expect((await oneEvent(el, 'eip-mail-folder-select')).detail).to.include({
      folderId: 'f-trash',
      specialUse: 'trash',
    });
  });
});

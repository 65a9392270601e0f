import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Contact, ContactGroup } from '../../../api/contract/contacts.js';
import { createFakeClient, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/contact-directory/contact-directory.js';
import type { ContactDirectory } from '../../../elements/contact-directory/contact-directory.js';
import '../../../elements/contact-group-manager/contact-group-manager.js';
import type { ContactGroupManager } from '../../../elements/contact-group-manager/contact-group-manager.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';

const SEARCH = '/uc/ucContacts/v1/search';
const person = (id: string, name: string, email: string | null = `${id}@example.com`): Contact => ({
  id: `u-${id}`,
  name,
  account: id,
  email,
  mobile: null,
  orgName: '采购部',
});
const PEOPLE = [person('liuyang', '刘洋'), person('chenjing', '陈静', null), person('hulin', '胡琳')];

const root = (el: HTMLElement) => el.shadowRoot!;
const items = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[part="item"]')];
const names = (el: HTMLElement) => items(el).map((item) => item.querySelector('.name')!.textContent);
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLElement>('sl-button')].find((b) => b.textContent?.includes(text))!;

describe('contact-directory', () => {
  afterEach(() => setDefaultApiClient(undefined));

  function directory() {
    const fake = createFakeClient({
      [`POST ${SEARCH}`]: ({ data }) => {
        const { keyword = '' } = data as { keyword?: string };
        const rows = PEOPLE.filter(
          (row) => !keyword || row.account.includes(keyword) || row.name.includes(keyword),
        );
        return ok({ rows, total: rows.length, page: 1, pageSize: 10 });
      },
    });
    setDefaultApiClient(fake.client);
    return fake;
  }

  it('is accessible and lists the people with their department', async () => {
    directory();
    const el = await fixture<ContactDirectory>(html`<contact-directory></contact-directory>`);
    await waitUntil(() => items(el).length === 3);
    await expect(el).to.be.accessible();
    expect(items(el)[0]!.textContent).to.contain('采购部');
  });

  it('searches, and offers 写邮件 only with an address', async () => {
    const fake = directory();
    const el = await fixture<ContactDirectory>(html`<contact-directory></contact-directory>`);
    await waitUntil(() => items(el).length === 3);
    expect(button(items(el)[1]!, '写邮件')).to.equal(undefined);
    const input = root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
    input.focus();
    await sendKeys({ type: 'liu' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => items(el).length === 1, 'not searched');
    expect(names(el)).to.deep.equal(['刘洋']);
    expect(fake.requests.at(-1)!.data).to.deep.equal({ keyword: 'liu', page: 1, pageSize: 10 });
    const mail = oneEvent(el, 'eip-contact-action');
    button(items(el)[0]!, '写邮件').click();
    expect((await mail).detail).to.deep.equal({ action: 'mail', contact: PEOPLE[0] });
    const message = oneEvent(el, 'eip-contact-action');
    button(items(el)[0]!, '发消息').click();
    expect((await message).detail.action).to.equal('message');
  });

  runLoadStateSuite({
    emptyText: '没有找到同事',
    async mount(behaviour) {
      const fake = createFakeClient({
        [`POST ${SEARCH}`]: async ({ signal }) => {
          if (behaviour === 'hang')
            await new Promise((_, reject) => signal?.addEventListener('abort', reject));
          if (behaviour === 'empty') return ok({ rows: [], total: 0, page: 1, pageSize: 10 });
          return behaviour as never;
        },
      });
      setDefaultApiClient(fake.client);
      const element = await fixture<ContactDirectory>(html`<contact-directory></contact-directory>`);
      return { element, requests: () => fake.requests.filter((r) => r.path === SEARCH).length };
    },
  });
});

describe('contact-group-manager', () => {
  afterEach(() => setDefaultApiClient(undefined));

  /** A small in-memory backend of the caller's groups. */
  function groupsBackend() {
    const groups: ContactGroup[] = [];
    const members = new Map<string, Contact[]>();
    const fake = createFakeClient({
      'POST /uc/ucGroup/v1/query': () =>
        ok({
          rows: groups.map((group) => ({ ...group, memberCount: members.get(group.id)?.length ?? 0 })),
          total: groups.length,
          page: 1,
          pageSize: -1,
        }),
      'POST /uc/ucGroup/v1/save': ({ data }) => {
        const { id, name } = data as { id?: string; name: string };
        if (groups.some((group) => group.name === name && group.id !== id)) return refuse('分组名称已存在');
        if (id) {
          groups.find((group) => group.id === id)!.name = name;
          return ok(id);
        }
        const created = `g-${groups.length + 1}`;
        groups.push({
          id: created,
          name,
          description: null,
          ownerId: 'u-staff',
          ownerName: '王晓明',
          memberCount: 0,
          createTime: '2026-11-20T09:00:00.000Z',
        });
        members.set(created, []);
        return ok(created);
      },
      'DELETE /uc/ucGroup/v1/remove': ({ params }) => {
        const index = groups.findIndex((group) => group.id === params.ids);
        groups.splice(index, 1);
        return ok(1);
      },
      'GET /uc/ucGroupUser/v1/getGroupUsers': ({ params }) =>
        ok(
          (members.get(String(params.groupId)) ?? []).map((member, index) => ({ ...member, sn: index + 1 })),
        ),
      'POST /uc/ucGroupUser/v1/saveJson': ({ data }) => {
        const { groupId, userIds } = data as { groupId: string; userIds: string[] };
        const list = members.get(groupId)!;
        for (const id of userIds)
          if (!list.some((m) => m.id === id)) list.push(PEOPLE.find((p) => p.id === id)!);
        return ok(userIds.length);
      },
      'POST /uc/ucGroupUser/v1/remove': ({ data }) => {
        const { groupId, userIds } = data as { groupId: string; userIds: string[] };
        members.set(
          groupId,
          members.get(groupId)!.filter((m) => !userIds.includes(m.id)),
        );
        return ok(1);
      },
      'POST /uc/ucGroupUser/v1/swap': ({ data }) => {
        const { groupId, userId, targetUserId } = data as {
          groupId: string;
          userId: string;
          targetUserId: string;
        };
        const list = members.get(groupId)!;
        const a = list.findIndex((m) => m.id === userId);
        const b = list.findIndex((m) => m.id === targetUserId);
        [list[a], list[b]] = [list[b]!, list[a]!];
        return ok(undefined);
      },
    });
    setDefaultApiClient(fake.client);
    return { fake, groups, members };
  }

  const create = async (el: ContactGroupManager, name: string) => {
    const input = root(el).querySelector<HTMLInputElement>('.create input')!;
    input.value = name;
    input.dispatchEvent(new Event('input'));
    root(el).querySelector<HTMLFormElement>('.create')!.requestSubmit();
  };

  it('creates a group, refuses a taken name and keeps what was typed', async () => {
    groupsBackend();
    const el = await fixture<ContactGroupManager>(html`<contact-group-manager></contact-group-manager>`);
    await waitUntil(() => root(el).textContent?.includes('还没有分组'));
    await expect(el).to.be.accessible();
    await create(el, '采购小组');
    await waitUntil(() => root(el).querySelector('[part="group"].selected'), 'not created');
    expect(root(el).querySelector('[part="members"] h3')!.textContent).to.equal('采购小组');
    await expect(el).to.be.accessible();
    await create(el, '采购小组');
    await waitUntil(() => root(el).querySelector('[part="message"]')!.textContent === '分组名称已存在');
    expect(root(el).querySelector<HTMLInputElement>('.create input')!.value).to.equal('采购小组');
  });

  it('adds members, orders them with the keyboard and removes one', async () => {
    const { members } = groupsBackend();
    const el = await fixture<ContactGroupManager>(html`<contact-group-manager></contact-group-manager>`);
    await create(el, '排序组');
    await waitUntil(() => root(el).querySelector('user-picker'));
    // The picker's search is its own test's; here its value changes as a pick would.
    const picker = root(el).querySelector('user-picker')!;
    picker.value = PEOPLE.map((p) => ({ id: p.id, name: p.name }));
    picker.dispatchEvent(new CustomEvent('eip-change', { detail: { value: picker.value } }));
    await el.updateComplete;
    button(root(el), '添加').click();
    await waitUntil(() => items(el).length === 3, 'members not added');
    expect(names(el)).to.deep.equal(['刘洋', '陈静', '胡琳']);
    await expect(el).to.be.accessible();
    const down = items(el)[0]!.querySelectorAll<HTMLElement>('.move')[1]!;
    expect(down.getAttribute('label')).to.equal('下移：刘洋');
    expect(items(el)[0]!.querySelectorAll('.move')[0]!.hasAttribute('disabled')).to.equal(true);
    down.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => names(el)[1] === '刘洋', 'not moved');
    expect(names(el)).to.deep.equal(['陈静', '刘洋', '胡琳']);
    expect(members.get('g-1')!.map((m) => m.name)).to.deep.equal(['陈静', '刘洋', '胡琳']);
    button(items(el)[2]!, '移除').click();
    await waitUntil(() => items(el).length === 2, 'not removed');
    expect(names(el)).to.deep.equal(['陈静', '刘洋']);
    const toGroup = oneEvent(el, 'eip-group-message');
    button(root(el), '发消息给分组').click();
    expect((await toGroup).detail.group.name).to.equal('排序组');
  });
});

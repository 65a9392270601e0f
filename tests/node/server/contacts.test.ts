/**
 * Contacts and contact groups (issue 15) over real HTTP: the directory search (name, account, pinyin),
 * a personal group created, renamed, filled, reordered, emptied and removed, with every refusal.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Contact, ContactGroup } from '../../../api/contract/contacts.js';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

const G = '/uc/ucGroup/v1';
const GU = '/uc/ucGroupUser/v1';
const SEARCH = '/uc/ucContacts/v1/search';

describe('contacts and groups', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  before(async () => {
    server = await startTestServer();
    for (const account of ['staff', 'chenjing', 'admin', 'supplier']) {
      tokens.set(account, await tokenFor(server, account));
    }
  });
  after(() => server.stop());

  const as = <T>(account: string, method: string, path: string, body?: unknown, language?: string) =>
    server.request<Envelope<T>>(method, path, {
      body,
      token: tokens.get(account),
      headers: language ? { 'accept-language': language } : {},
    });
  const value = <T>(answer: { status: number; body: Envelope<T> }): T => {
    assert.equal(answer.status, 200, answer.body.message);
    assert.equal(answer.body.state, true, answer.body.message);
    return answer.body.value as T;
  };
  const names = async (keyword: string, account = 'chenjing') =>
    value<PageList<Contact>>(await as(account, 'POST', SEARCH, { keyword })).rows.map((row) => row.name);
  const members = async (groupId: string, account = 'staff') =>
    value<Contact[]>(await as(account, 'GET', `${GU}/getGroupUsers?groupId=${groupId}`)).map(
      (row) => row.account,
    );
  const groups = async (account: string) =>
    value<PageList<ContactGroup>>(await as(account, 'POST', `${G}/query`, {})).rows;

  it('finds colleagues by name, account, full pinyin and initials, the caller too; only staff', async () => {
    assert.deepEqual(await names('刘洋'), ['刘洋']);
    assert.deepEqual(await names('liuyang'), ['刘洋']);
    assert.deepEqual(await names('wxm'), ['王晓明']);
    // The caller finds themselves too (issue 34 item 17), by initials, full pinyin and name.
    assert.deepEqual(await names('wxm', 'staff'), ['王晓明']);
    assert.deepEqual(await names('wangxiaoming', 'staff'), ['王晓明']);
    assert.deepEqual(await names('王晓明', 'staff'), ['王晓明']);
    assert.deepEqual(await names('zhang wei'), ['张伟']);
    const page = value<PageList<Contact>>(await as('staff', 'POST', SEARCH, { keyword: '', pageSize: 5 }));
    assert.equal(page.rows.length, 5);
    assert.ok(page.total > 10);
    assert.ok(!page.rows.some((row) => row.account === 'supplier'));
    const liuyang = value<PageList<Contact>>(await as('staff', 'POST', SEARCH, { keyword: 'liuyang' }))
      .rows[0];
    assert.ok(liuyang?.orgName, 'the department shows');
    assert.equal((await as('supplier', 'POST', SEARCH, { keyword: 'liu' })).status, 403);
    assert.equal((await as('staff', 'POST', SEARCH, { keyword: 'x', pageSize: 1000 })).status, 400);
  });

  it('creates, renames and lists a personal group; refuses a blank or taken name', async () => {
    const id = value<string>(await as('staff', 'POST', `${G}/save`, { name: '采购小组' }));
    const taken = await as('staff', 'POST', `${G}/save`, { name: ' 采购小组 ' });
    assert.deepEqual([taken.body.state, taken.body.message], [false, '分组名称已存在']);
    const english = await as('staff', 'POST', `${G}/save`, { name: '采购小组' }, 'en-US');
    assert.equal(english.body.message, 'A group with this name already exists');
    assert.equal((await as('staff', 'POST', `${G}/save`, { name: '   ' })).status, 400);
    assert.equal((await as('staff', 'POST', `${G}/save`, { name: 'x'.repeat(31) })).status, 400);
    // Another user may use the same name for a group of their own.
    value(await as('chenjing', 'POST', `${G}/save`, { name: '采购小组' }));
    value(await as('staff', 'POST', `${G}/save`, { id, name: '采购核心组', description: '常用' }));
    const mine = await groups('staff');
    assert.deepEqual(
      mine
        .filter((group) => group.id === id)
        .map((group) => [group.name, group.description, group.memberCount]),
      [['采购核心组', '常用', 0]],
    );
    assert.ok(mine.every((group) => group.ownerId === 'u-staff'));
    assert.ok((await groups('admin')).some((group) => group.ownerId === 'u-chenjing'));
  });

  it('adds members through the picker, keeps their order, swaps it, removes one, then the group', async () => {
    const id = value<string>(await as('staff', 'POST', `${G}/save`, { name: '排序组' }));
    assert.equal(
      value(await as('staff', 'POST', `${GU}/saveJson`, { groupId: id, userIds: ['u-chenjing', 'u-hulin'] })),
      2,
    );
    // Adding someone twice keeps one row; new people go to the end.
    assert.equal(
      value(await as('staff', 'POST', `${GU}/saveJson`, { groupId: id, userIds: ['u-hulin', 'u-liuyang'] })),
      1,
    );
    assert.deepEqual(await members(id), ['chenjing', 'hulin', 'liuyang']);
    value(
      await as('staff', 'POST', `${GU}/swap`, { groupId: id, userId: 'u-liuyang', targetUserId: 'u-hulin' }),
    );
    assert.deepEqual(await members(id), ['chenjing', 'liuyang', 'hulin']);
    value(
      await as('staff', 'POST', `${GU}/swap`, {
        groupId: id,
        userId: 'u-chenjing',
        targetUserId: 'u-liuyang',
      }),
    );
    assert.deepEqual(await members(id), ['liuyang', 'chenjing', 'hulin']);
    assert.deepEqual(await members(id, 'admin'), ['liuyang', 'chenjing', 'hulin']);

    const refusals = [
      await as('staff', 'POST', `${GU}/saveJson`, { groupId: id, userIds: ['u-supplier'] }),
      await as('staff', 'POST', `${GU}/swap`, { groupId: id, userId: 'u-hulin', targetUserId: 'u-zhangwei' }),
      await as('staff', 'POST', `${GU}/swap`, { groupId: id, userId: 'u-hulin', targetUserId: 'u-hulin' }),
      await as('staff', 'POST', `${GU}/remove`, { groupId: id, userIds: ['u-zhangwei'] }),
      await as('staff', 'POST', `${GU}/saveJson`, { groupId: 'grp-none', userIds: ['u-hulin'] }),
    ];
    assert.deepEqual(
      refusals.map((answer) => answer.body.message),
      [
        '所选人员不存在',
        '该人员不在分组中',
        '请选择另一位成员交换顺序',
        '该人员不在分组中',
        '联系人分组不存在',
      ],
    );
    assert.equal((await as('staff', 'POST', `${GU}/saveJson`, { groupId: id, userIds: [] })).status, 400);

    assert.equal(
      value(await as('staff', 'POST', `${GU}/remove`, { groupId: id, userIds: ['u-chenjing'] })),
      1,
    );
    assert.deepEqual(await members(id), ['liuyang', 'hulin']);
    assert.equal(value(await as('staff', 'DELETE', `${G}/remove?ids=${id}`)), 1);
    assert.ok(!(await groups('staff')).some((group) => group.id === id));
    const gone = await as('staff', 'GET', `${GU}/getGroupUsers?groupId=${id}`);
    assert.deepEqual([gone.body.state, gone.body.message], [false, '联系人分组不存在']);
  });
});

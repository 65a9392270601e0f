import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { SysTag } from '../../../api/contract/portal.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { TAGS_PER_TYPE } from '../../../api/server/routes/portal-apps.js';
import { startTestServer, type TestServer } from './harness.js';

const APPS = '/portal/portal/sysApp/v1/authList';
const OFTEN = '/portal/system/often';
const TAG_QUERY = '/portal/portal/sysTag/v1/query';
const TAG_SAVE = '/portal/portal/sysTag/v1/save';

const history = (extra: object = {}) => ({
  pageBean: { page: 1, pageSize: 10 },
  querys: [{ property: 'typeCode', value: 'searchHistory', operation: 'EQUAL' }],
  ...extra,
});

describe('portal apps, frequently used entries and tags', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  before(async () => {
    server = await startTestServer();
    for (const account of ['staff', 'purchaser', 'supplier', 'supplier2', 'admin', 'guest']) {
      tokens[account] = await issueToken(server.app.db, `u-${account}`);
    }
  });
  after(() => server.stop());

  it('refuses visitors with 401 on every call', async () => {
    for (const path of [APPS, OFTEN, TAG_QUERY, TAG_SAVE]) {
      const { status, body } = await server.request('POST', path, { body: {} });
      assert.equal(status, 401, path);
      assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
    }
  });

  describe('sysApp authList', () => {
    const names = async (account: string, body: unknown = {}) => {
      const { status, body: answer } = await server.request<Required<Envelope<{ name: string }[]>>>(
        'POST',
        APPS,
        {
          body,
          token: tokens[account],
        },
      );
      assert.equal(status, 200);
      return answer.value.map((app) => app.name);
    };

    it('lists the apps granted to the user, in sn order', async () => {
      assert.deepEqual(await names('staff'), [
        '流程中心',
        '电子邮件',
        '通讯录',
        '招标采购',
        '知识文库',
        '会议室预约',
      ]);
      assert.deepEqual(await names('supplier'), ['招标采购', '知识文库']);
      assert.deepEqual(await names('admin'), ['流程中心', '招标采购', '知识文库', '会议室预约']);
      assert.deepEqual(await names('guest'), []);
    });

    it('answers each app with its name, icon and url', async () => {
      const { body } = await server.request<Required<Envelope<Record<string, unknown>[]>>>('POST', APPS, {
        body: {},
        token: tokens.supplier,
      });
      assert.deepEqual(body.value[0], {
        id: 'app-tender',
        name: '招标采购',
        code: 'tender',
        url: '/index',
        icon: 'briefcase',
        description: '招标公告、在线投标与采购结果',
        sn: 4,
      });
    });

    it('filters by the body’s querys and sorts by its sorter', async () => {
      assert.deepEqual(
        await names('staff', { querys: [{ property: 'name', value: '流程', operation: 'LIKE' }] }),
        ['流程中心'],
      );
      assert.deepEqual(
        await names('staff', {
          sorter: [{ property: 'sn', direction: 'DESC' }],
          pageBean: { page: 1, pageSize: 2 },
        }),
        ['会议室预约', '知识文库'],
      );
    });

    it('leaves out disabled apps', async () => {
      await server.app.db
        .updateTable('sys_apps')
        .set({ enabled: false })
        .where('id', '=', 'app-knowledge')
        .execute();
      try {
        assert.deepEqual(await names('supplier'), ['招标采购']);
      } finally {
        await server.app.db
          .updateTable('sys_apps')
          .set({ enabled: true })
          .where('id', '=', 'app-knowledge')
          .execute();
      }
    });

    it('refuses filters on columns that are not listed, and bad bodies, with 400', async () => {
      for (const body of [
        { querys: [{ property: 'url', value: '/', operation: 'LIKE' }] },
        { querys: [{ property: 'name', value: 'x', operation: 'DROP' }] },
        { pageBean: { page: 0, pageSize: 10 } },
        { sorter: [{ property: 'id; drop table users', direction: 'ASC' }] },
      ]) {
        const { status, body: answer } = await server.request<Envelope>('POST', APPS, {
          body,
          token: tokens.staff,
        });
        assert.equal(status, 400, JSON.stringify(body));
        assert.equal(answer.state, false);
      }
      const { body } = await server.request('POST', APPS, {
        body: { querys: [{ property: 'url', value: '/', operation: 'LIKE' }] },
        token: tokens.staff,
      });
      assert.deepEqual(body, { state: false, message: '不支持的查询条件：url', code: 400 });
    });
  });

  describe('system often', () => {
    it('lists the user’s frequently used entries, most used first', async () => {
      const { status, body } = await server.request<Required<Envelope<Record<string, unknown>[]>>>(
        'POST',
        OFTEN,
        {
          body: {},
          token: tokens.staff,
        },
      );
      assert.equal(status, 200);
      assert.deepEqual(
        body.value.map((entry) => [entry.name, entry.url, entry.useCount]),
        [
          ['我的待办', '/flow/myTask', 42],
          ['发起流程', '/flow/startProcess', 18],
          ['邮件', '/office/mail', 11],
          ['通讯录', '/office/contacts', 6],
        ],
      );
      assert.equal(body.value[0]?.icon, 'list-check');
      assert.equal(typeof body.value[0]?.lastUsedTime, 'string');
    });

    it('limits the list, answers only the caller’s own, and an empty list for users without any', async () => {
      const limited = await server.request<Required<Envelope<unknown[]>>>('POST', OFTEN, {
        body: { limit: 2 },
        token: tokens.staff,
      });
      assert.equal(limited.body.value.length, 2);
      const supplier = await server.request<Required<Envelope<{ name: string }[]>>>('POST', OFTEN, {
        token: tokens.supplier,
      });
      assert.deepEqual(
        supplier.body.value.map((entry) => entry.name),
        ['在线投标', '我的报名'],
      );
      const admin = await server.request<Required<Envelope<unknown[]>>>('POST', OFTEN, {
        body: {},
        token: tokens.admin,
      });
      assert.deepEqual(admin.body.value, []);
    });

    it('refuses a bad limit with 400', async () => {
      for (const limit of [0, 51, 'many']) {
        const { status } = await server.request('POST', OFTEN, { body: { limit }, token: tokens.staff });
        assert.equal(status, 400);
      }
    });
  });

  describe('sysTag', () => {
    const tags = async (account: string, body: unknown = history()) => {
      const { status, body: answer } = await server.request<Required<Envelope<SysTag[]>>>('POST', TAG_QUERY, {
        body,
        token: tokens[account],
      });
      assert.equal(status, 200);
      return answer.value;
    };
    const save = (account: string, body: unknown) =>
      server.request<Required<Envelope<SysTag>>>('POST', TAG_SAVE, { body, token: tokens[account] });

    it('lists the user’s search history, newest first', async () => {
      const list = await tags('supplier');
      assert.deepEqual(
        list.map((tag) => tag.name),
        ['办公设备', '安防系统', '外墙保温'],
      );
      assert.equal(list[0]?.typeCode, 'searchHistory');
      assert.deepEqual(await tags('supplier2'), []);
      // typeId is read as the type too.
      const byTypeId = await tags('supplier', {
        querys: [{ property: 'typeId', value: 'searchHistory', operation: 'EQUAL' }],
      });
      assert.equal(byTypeId.length, 3);
    });

    it('saves a new tag, and moves a repeated one to the front instead of doubling it', async () => {
      const created = await save('supplier2', { name: ' 变压器 ', typeCode: 'searchHistory' });
      assert.equal(created.body.state, true);
      assert.equal(created.body.value.name, '变压器');
      assert.equal(created.body.value.typeCode, 'searchHistory');
      await save('supplier2', { name: '电缆', typeCode: 'searchHistory' });
      const again = await save('supplier2', { name: '变压器', typeId: 'searchHistory' });
      assert.equal(again.body.value.id, created.body.value.id);
      assert.deepEqual(
        (await tags('supplier2')).map((tag) => tag.name),
        ['变压器', '电缆'],
      );
    });

    it('renames a tag by id, refusing another user’s tag and a clash', async () => {
      const [first] = await tags('supplier2');
      const renamed = await save('supplier2', { id: first?.id, name: '干式变压器' });
      assert.equal(renamed.body.value.name, '干式变压器');
      assert.equal(renamed.body.value.id, first?.id);
      const clash = await save('supplier2', { id: first?.id, name: '电缆' });
      assert.deepEqual(clash.body, { state: false, message: '标签已存在' });
      const foreign = await save('supplier', { id: first?.id, name: '偷改' });
      assert.deepEqual(foreign.body, { state: false, message: '标签不存在' });
    });

    it('removes a tag by id or by type and name, only the caller’s own', async () => {
      const [first, second] = await tags('supplier2');
      const foreign = await save('supplier', { id: first?.id, remove: true });
      assert.deepEqual(foreign.body, { state: false, message: '标签不存在' });
      const byId = await save('supplier2', { id: first?.id, remove: true });
      assert.deepEqual(byId.body, { state: true, message: '删除成功', code: 200 });
      const byName = await save('supplier2', { name: second?.name, typeCode: 'searchHistory', remove: true });
      assert.equal(byName.body.state, true);
      assert.deepEqual(await tags('supplier2'), []);
      const gone = await save('supplier2', { id: first?.id, remove: true });
      assert.deepEqual(gone.body, { state: false, message: '标签不存在' });
      const unnamed = await save('supplier2', { remove: true });
      assert.deepEqual(unnamed.body, { state: false, message: '请指定要删除的标签' });
    });

    it(`keeps at most ${TAGS_PER_TYPE} tags of one type, dropping the oldest`, async () => {
      for (let index = 1; index <= TAGS_PER_TYPE + 2; index += 1) {
        await save('purchaser', { name: `关键词${index}`, typeCode: 'searchHistory' });
      }
      const list = await tags('purchaser', history({ pageBean: { page: 1, pageSize: -1 } }));
      assert.equal(list.length, TAGS_PER_TYPE);
      assert.equal(list[0]?.name, `关键词${TAGS_PER_TYPE + 2}`);
      assert.ok(!list.some((tag) => tag.name === '关键词1' || tag.name === '关键词2'));
      // Another type is counted on its own.
      await save('purchaser', { name: '收藏', typeCode: 'favorite' });
      const favorites = await tags('purchaser', {
        querys: [{ property: 'typeCode', value: 'favorite', operation: 'EQUAL' }],
      });
      assert.deepEqual(
        favorites.map((tag) => tag.name),
        ['收藏'],
      );
    });

    it('pages the list by the body’s pageBean', async () => {
      const page = await tags('purchaser', history({ pageBean: { page: 2, pageSize: 5 } }));
      assert.deepEqual(
        page.map((tag) => tag.name),
        ['关键词17', '关键词16', '关键词15', '关键词14', '关键词13'],
      );
    });

    it('refuses a tag without a name or a type, and bad input', async () => {
      assert.deepEqual((await save('staff', { name: '  ', typeCode: 'searchHistory' })).body, {
        state: false,
        message: '标签名称不能为空',
      });
      assert.deepEqual((await save('staff', { name: '无类型' })).body, {
        state: false,
        message: '标签类型不能为空',
      });
      for (const body of [
        { name: 'x', typeCode: 'bad type' },
        { name: 'x'.repeat(101), typeCode: 'searchHistory' },
        { name: 'x', typeCode: 'searchHistory', remove: 'yes' },
      ]) {
        const answer = await save('staff', body);
        assert.equal(answer.status, 400, JSON.stringify(body));
      }
      const badFilter = await server.request('POST', TAG_QUERY, {
        body: { querys: [{ property: 'user_id', value: 'u-supplier', operation: 'EQUAL' }] },
        token: tokens.staff,
      });
      assert.equal(badFilter.status, 400);
    });
  });
});

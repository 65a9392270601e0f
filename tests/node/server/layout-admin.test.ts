import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminChange, PageList } from '../../../api/contract/admin.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { AdminIndexLayout } from '../../../api/contract/layout-admin.js';
import type { FrontHome, IndexLayout } from '../../../api/contract/portal.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

/**
 * 门户布局 (系统管理): the default index layout as its administrator arranges it; what a user's home then
 * shows, at once or after 获取最新门户.
 */

const LAYOUTS = '/portal/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1';
const HOME = '/portal/portal/main/v1/vueFrontHome';
const USER_SAVE = '/portal/portalUserLayoutConfig/v1/save';
const CHANGES = '/uc/uc/adminChange/v1/query';

interface Placed {
  alias: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
const placedIn = (content: string) => JSON.parse(content) as { updateTime: string; columns: Placed[] };

describe('portal layout administration', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  before(async () => {
    server = await startTestServer();
    admin = await tokenFor(server, 'admin');
    staff = await tokenFor(server, 'staff');
  });
  after(() => server?.stop());

  const read = (token = admin, language = 'zh-CN') =>
    server.request<Envelope<AdminIndexLayout>>('GET', `${LAYOUTS}/adminDefault`, {
      token,
      headers: { 'accept-language': language },
    });
  const save = (body: unknown, token = admin, language = 'zh-CN') =>
    server.request<Envelope<AdminIndexLayout>>('POST', `${LAYOUTS}/adminSave`, {
      body,
      token,
      headers: { 'accept-language': language },
    });

  it('shows the default layout’s columns in the home’s order, and every column it may place', async () => {
    const { status, body } = await read(admin, 'en-US');
    assert.equal(status, 200);
    const layout = body.value as AdminIndexLayout;
    assert.equal(layout.id, 'layout-front-home');
    assert.deepEqual(
      layout.columns.map(({ alias, w }) => [alias, w]),
      [
        ['myTaskCount', 8],
        ['newsNotice', 16],
        ['oftenFlow', 8],
        ['quickEntry', 24],
      ],
    );
    assert.equal(layout.columns.find((column) => column.alias === 'newsNotice')?.name, 'Notices');
    assert.ok(layout.available.length >= layout.columns.length);
  });

  it('saves order and widths row by row with a new update time; a user who never arranged sees it at once', async () => {
    const before = (await read()).body.value as AdminIndexLayout;
    const { body } = await save({
      layoutId: before.id,
      columns: [
        { alias: 'newsNotice', w: 12, h: 8 },
        { alias: 'quickEntry', w: 12 },
        { alias: 'myTaskCount', w: 24, h: 4 },
      ],
    });
    assert.equal(body.state, true);
    assert.equal(body.message, '门户布局已保存');
    const saved = body.value as AdminIndexLayout;
    assert.ok(saved.updateTime > before.updateTime);
    const home = (await server.request<Envelope<FrontHome>>('GET', HOME, { token: staff })).body
      .value as FrontHome;
    assert.equal(home.personal, false);
    const content = placedIn(home.configContent);
    assert.equal(content.updateTime, saved.updateTime);
    assert.deepEqual(content.columns, [
      { alias: 'newsNotice', x: 0, y: 0, w: 12, h: 8 },
      { alias: 'quickEntry', x: 12, y: 0, w: 12, h: 4 },
      { alias: 'myTaskCount', x: 0, y: 8, w: 24, h: 4 },
    ]);
    const log = await server.request<Envelope<PageList<AdminChange>>>('POST', CHANGES, {
      token: admin,
      body: { objectType: 'layout' },
    });
    const change = log.body.value?.rows[0];
    assert.equal(change?.kind, 'layout.update');
    assert.equal(change?.objectId, 'layout-front-home');
  });

  it('reaches a user with an own arrangement when they get the latest layout', async () => {
    const layoutId = 'layout-front-home';
    await server.request('POST', USER_SAVE, {
      token: staff,
      body: { layoutId, configContent: { columns: [{ alias: 'oftenFlow', x: 0, y: 0, w: 24, h: 4 }] } },
    });
    await save({
      layoutId,
      columns: [
        { alias: 'oftenFlow', w: 6 },
        { alias: 'newsNotice', w: 18 },
      ],
    });
    const own = (await server.request<Envelope<FrontHome>>('GET', HOME, { token: staff })).body
      .value as FrontHome;
    assert.equal(own.personal, true);
    assert.deepEqual(
      placedIn(own.configContent).columns.map((column) => column.w),
      [24],
    );
    assert.ok(own.layoutUpdateTime > own.updateTime, 'the home tells the layout is newer');
    // 获取最新门户: the host copies the layout's content over the user's own.
    const latest = (
      await server.request<Envelope<IndexLayout>>('GET', `${LAYOUTS}/getByAlias?alias=${own.layoutAlias}`, {
        token: staff,
      })
    ).body.value as IndexLayout;
    await server.request('POST', USER_SAVE, {
      token: staff,
      body: { layoutId, configContent: latest.configContent },
    });
    const refreshed = (await server.request<Envelope<FrontHome>>('GET', HOME, { token: staff })).body
      .value as FrontHome;
    assert.deepEqual(
      placedIn(refreshed.configContent).columns.map(({ alias, w }) => [alias, w]),
      [
        ['oftenFlow', 6],
        ['newsNotice', 18],
      ],
    );
  });

  it('refuses unknown columns, repeats, sizes off the grid and an empty layout, in the caller’s language', async () => {
    const layoutId = 'layout-front-home';
    const current = (await read()).body.value as AdminIndexLayout;
    const cases: [unknown, number, string, string][] = [
      [{ layoutId, columns: [{ alias: 'nope', w: 12 }] }, 200, '栏目不存在：nope', 'No such column: nope'],
      [
        {
          layoutId,
          columns: [
            { alias: 'oftenFlow', w: 6 },
            { alias: 'oftenFlow', w: 6 },
          ],
        },
        400,
        '栏目不能重复：oftenFlow',
        'A column may be placed only once: oftenFlow',
      ],
      [
        { layoutId, columns: [{ alias: 'oftenFlow', w: 25 }] },
        400,
        '栏目宽度须为 1 至 24 的整数',
        'A column’s width must be a whole number from 1 to 24',
      ],
      [
        { layoutId, columns: [{ alias: 'oftenFlow', w: 0 }] },
        400,
        '栏目宽度须为 1 至 24 的整数',
        'A column’s width must be a whole number from 1 to 24',
      ],
      [
        { layoutId, columns: [{ alias: 'oftenFlow', w: 6, h: 999 }] },
        400,
        '栏目高度须为 1 至 48 的整数',
        'A column’s height must be a whole number from 1 to 48',
      ],
      [
        { layoutId, columns: [{ alias: 'oftenFlow', w: 6.5 }] },
        400,
        '请求参数不正确：栏目宽度格式不正确',
        'Invalid request: column width is not in a valid format',
      ],
      [{ layoutId, columns: [] }, 400, '请至少放置一个栏目', 'Place at least one column'],
      [{ layoutId: 'no-such', columns: [{ alias: 'oftenFlow', w: 6 }] }, 200, '布局不存在', 'No such layout'],
      [{ layoutId, columns: [{ alias: 'oftenFlow', w: 6, x: 3 }] }, 400, '请求参数不正确：不支持的参数x', ''],
    ];
    for (const [body, status, zh, en] of cases) {
      const answer = await save(body);
      assert.equal(answer.status, status, zh);
      assert.equal(answer.body.state, false, zh);
      assert.equal(answer.body.message, zh);
      if (!en) continue;
      assert.equal((await save(body, admin, 'en-US')).body.message, en);
    }
    assert.deepEqual((await read()).body.value, current, 'nothing refused was saved');
  });

  it('lets whoever holds system:layoutManage arrange it, and refuses everyone else with 403', async () => {
    const denied = await read(staff, 'en-US');
    assert.equal(denied.status, 403);
    assert.equal(denied.body.message, 'You are not allowed to manage the portal layout');
    await server.app.db
      .insertInto('portal_grants')
      .values({
        object_kind: 'method',
        object_id: 'system:layoutManage',
        grantee_kind: 'user',
        grantee_id: 'u-staff',
      })
      .execute();
    const granted = await read(staff);
    assert.equal(granted.status, 200);
    assert.equal(granted.body.state, true);
    const { body } = await save(
      { layoutId: 'layout-front-home', columns: [{ alias: 'myTaskCount', w: 8 }] },
      staff,
    );
    assert.equal(body.state, true);
  });

  it('moves a database seeded before the page from the online menu to it (migration 0053)', async () => {
    const { up } = await import('../../../api/server/db/migrations/0053_layout_menu_page.js');
    const entry = () =>
      server.app.db
        .selectFrom('menus')
        .select(['menu_url', 'route_definition'])
        .where('id', '=', 'm-layout-manage')
        .executeTakeFirstOrThrow();
    const seeded = await entry();
    await server.app.db
      .updateTable('menus')
      .set({ menu_url: 'online.layoutManage.html', route_definition: null })
      .where('id', '=', 'm-layout-manage')
      .execute();
    await up(server.app.db as unknown as Parameters<typeof up>[0]);
    assert.deepEqual(await entry(), seeded, 'as a fresh seed has it');
    // One an administrator pointed elsewhere stays.
    await server.app.db
      .updateTable('menus')
      .set({ menu_url: '/somewhere', route_definition: null })
      .where('id', '=', 'm-layout-manage')
      .execute();
    await up(server.app.db as unknown as Parameters<typeof up>[0]);
    assert.equal((await entry()).menu_url, '/somewhere');
  });
});

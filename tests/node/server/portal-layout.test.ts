import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { FrontHome } from '../../../api/contract/portal.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { currentUser } from '../../../api/server/http/context.js';
import { ok, refuse } from '../../../api/server/http/envelope.js';
import { startTestServer, type TestServer } from './harness.js';

const HOME = '/portal/portal/main/v1/vueFrontHome';
const LAYOUT = '/portal/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getByAlias';
const COLUMN = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias';
const DATAS = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias';
const SAVE = '/portal/portalUserLayoutConfig/v1/save';

describe('portal home layout and columns', () => {
  let server: TestServer;
  let staff: string;
  let supplier: string;

  before(async () => {
    server = await startTestServer({
      // Columns of the tests read these: they echo what the internal call carried.
      extraRoutes: (app, ctx) => {
        app.get('/portal/test/echo', { preHandler: ctx.requireUser }, async (request) =>
          ok({
            user: currentUser(request).account,
            query: request.query,
            language: request.headers['accept-language'],
          }),
        );
        app.post('/portal/test/echo', { preHandler: ctx.requireUser }, async (request) =>
          ok({ user: currentUser(request).account, body: request.body }),
        );
        app.get('/portal/test/refuse', async () => refuse('不给'));
      },
    });
    staff = await issueToken(server.app.db, 'u-staff');
    supplier = await issueToken(server.app.db, 'u-supplier');
    const column = (
      id: string,
      url: string,
      method: string,
      param: string | null,
      service: string | null = 'portal',
    ) => ({
      id,
      alias: id,
      name: id,
      col_type: 'test',
      data_service: service,
      data_url: url,
      data_method: method,
      data_param: param,
      template: null,
    });
    await server.app.db
      .insertInto('index_columns')
      .values([
        column('echoGet', '/test/echo', 'GET', JSON.stringify({ size: 3, word: '通知' })),
        column('echoPost', '/test/echo', 'POST', JSON.stringify({ ids: ['a', 'b'] })),
        column('refusing', '/test/refuse', 'GET', null),
        column('nested', '/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias', 'POST', '["echoGet"]'),
        column('external', 'http://example.com/steal', 'GET', null, null),
        column('badParam', '/test/echo', 'GET', '{not json'),
      ])
      .execute();
  });
  after(() => server.stop());

  it('refuses visitors with 401 on every call', async () => {
    for (const [method, path, body] of [
      ['GET', HOME],
      ['GET', `${LAYOUT}?alias=front_home`],
      ['GET', `${COLUMN}?alias=newsNotice`],
      ['POST', DATAS, ['newsNotice']],
      ['POST', SAVE, { layoutId: 'layout-front-home', configContent: '{}' }],
    ] as [string, string, unknown][]) {
      const { status, body: answer } = await server.request(method, path, { body });
      assert.equal(status, 401, path);
      assert.deepEqual(answer, { state: false, message: '登录已失效，请重新登录', code: 401 });
    }
  });

  it('answers the default layout for a user who saved none', async () => {
    const { status, body } = await server.request<Required<Envelope<FrontHome>>>('GET', HOME, {
      token: staff,
    });
    assert.equal(status, 200);
    assert.equal(body.state, true);
    const home = body.value;
    assert.equal(home.layoutId, 'layout-front-home');
    assert.equal(home.layoutAlias, 'front_home');
    assert.equal(home.title, '员工门户首页');
    assert.equal(home.personal, false);
    const config = JSON.parse(home.configContent) as { updateTime: string; columns: { alias: string }[] };
    assert.equal(config.updateTime, home.updateTime);
    assert.deepEqual(
      config.columns.map((column) => column.alias),
      ['myTaskCount', 'newsNotice', 'oftenFlow', 'quickEntry'],
    );
  });

  it('reads a layout by alias, and refuses an unknown or missing one', async () => {
    const { body } = await server.request<Required<Envelope<Record<string, unknown>>>>(
      'GET',
      `${LAYOUT}?alias=front_home`,
      {
        token: staff,
      },
    );
    assert.equal(body.state, true);
    assert.equal(body.value.id, 'layout-front-home');
    assert.equal(body.value.name, '员工门户首页');
    assert.equal(body.value.isDefault, true);
    assert.equal(body.value.userConfig, null);
    assert.equal(typeof body.value.templateHtml, 'string');
    const missing = await server.request('GET', `${LAYOUT}?alias=nothing`, { token: staff });
    assert.deepEqual(missing.body, { state: false, message: '布局不存在' });
    const bad = await server.request<Envelope>('GET', LAYOUT, { token: staff });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 400);
  });

  it('describes a column by alias with its data call behind the service prefix', async () => {
    const { body } = await server.request<Envelope>('GET', `${COLUMN}?alias=newsNotice`, { token: staff });
    assert.deepEqual(body.value, {
      id: 'col-news-notice',
      alias: 'newsNotice',
      name: '通知公告',
      colType: 'news',
      dataUrl: '/portal/portalNewsNotice/v1/getNews',
      dataMethod: 'GET',
      dataParam: '{"classifyId":"nc-notice","pageSize":6}',
      templateHtml: 'column-news',
    });
    const task = await server.request<Required<Envelope<{ dataUrl: string; dataMethod: string }>>>(
      'GET',
      `${COLUMN}?alias=myTaskCount`,
      { token: staff },
    );
    assert.equal(task.body.value.dataUrl, '/runtime/task/v1/getTodoCount');
    assert.equal(task.body.value.dataMethod, 'POST');
    const missing = await server.request('GET', `${COLUMN}?alias=nothing`, { token: staff });
    assert.deepEqual(missing.body, { state: false, message: '栏目不存在' });
  });

  it('loads the data of several columns in one call, as the caller', async () => {
    const { status, body } = await server.request<Required<Envelope<{ alias: string; data: unknown }[]>>>(
      'POST',
      DATAS,
      {
        body: ['echoGet', 'echoPost', 'newsNotice', 'quickEntry', 'echoGet'],
        token: staff,
        headers: { 'accept-language': 'en-US' },
      },
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.value.map((entry) => entry.alias),
      ['echoGet', 'echoPost', 'newsNotice', 'quickEntry'],
    );
    const [echoGet, echoPost, news, quick] = body.value.map((entry) => entry.data);
    assert.deepEqual(echoGet, { user: 'staff', query: { size: '3', word: '通知' }, language: 'en-US' });
    assert.deepEqual(echoPost, { user: 'staff', body: { ids: ['a', 'b'] } });
    assert.ok(Array.isArray(news));
    assert.equal((news as unknown[]).length, 6);
    // The quick entries' data call answers in the caller's language too (seeded names, migration 0026).
    assert.deepEqual(
      (quick as { name: string }[]).map((entry) => entry.name),
      ['My to-do', 'Start a process', 'Mail', 'Contacts'],
    );
    const asSupplier = await server.request<Required<Envelope<{ alias: string; data: { user: string } }[]>>>(
      'POST',
      DATAS,
      {
        body: ['echoGet'],
        token: supplier,
      },
    );
    assert.equal(asSupplier.body.value[0]?.data.user, 'supplier');
  });

  it('answers null for unknown columns and for refused, nested, external or broken data calls', async () => {
    const { body } = await server.request<Required<Envelope<{ alias: string; data: unknown }[]>>>(
      'POST',
      DATAS,
      {
        body: ['nothing', 'refusing', 'nested', 'external'],
        token: staff,
      },
    );
    assert.deepEqual(body.value, [
      { alias: 'nothing', data: null },
      { alias: 'refusing', data: null },
      { alias: 'nested', data: null },
      { alias: 'external', data: null },
    ]);
    // Unreadable parameters are sent as none.
    const broken = await server.request<Required<Envelope<{ data: { query: unknown } }[]>>>('POST', DATAS, {
      body: ['badParam'],
      token: staff,
    });
    assert.deepEqual(broken.body.value[0]?.data.query, {});
  });

  it('refuses a malformed alias list with 400', async () => {
    for (const body of [[], {}, ['bad alias'], Array.from({ length: 21 }, (_, index) => `a${index}`)]) {
      const answer = await server.request<Envelope>('POST', DATAS, { body, token: staff });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.state, false);
    }
  });

  it('saves the user’s own arrangement, stamped with its update time, and answers it from then on', async () => {
    const before = Date.now();
    const config = { columns: [{ alias: 'newsNotice', x: 0, y: 0, w: 24, h: 8 }], updateTime: 'old' };
    const { status, body } = await server.request<
      Required<Envelope<{ layoutId: string; configContent: string }>>
    >('POST', SAVE, {
      body: { layoutId: 'layout-front-home', configContent: JSON.stringify(config) },
      token: staff,
    });
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.equal(body.value.layoutId, 'layout-front-home');
    const saved = JSON.parse(body.value.configContent) as { columns: unknown; updateTime: string };
    assert.deepEqual(saved.columns, config.columns);
    assert.ok(Date.parse(saved.updateTime) >= before - 1000);

    const home = await server.request<Required<Envelope<FrontHome>>>('GET', HOME, { token: staff });
    assert.equal(home.body.value.personal, true);
    assert.equal(home.body.value.configContent, body.value.configContent);
    assert.equal(home.body.value.layoutAlias, 'front_home');
    const layout = await server.request<Required<Envelope<{ userConfig: unknown }>>>(
      'GET',
      `${LAYOUT}?alias=front_home`,
      {
        token: staff,
      },
    );
    assert.deepEqual(layout.body.value.userConfig, {
      layoutId: 'layout-front-home',
      configContent: body.value.configContent,
    });

    // Another user still gets the default.
    const other = await server.request<Required<Envelope<FrontHome>>>('GET', HOME, { token: supplier });
    assert.equal(other.body.value.personal, false);

    // An object is taken as well; saving again replaces the arrangement.
    const again = await server.request<Required<Envelope<{ configContent: string }>>>('POST', SAVE, {
      body: { layoutId: 'layout-front-home', configContent: { columns: [] } },
      token: staff,
    });
    assert.deepEqual(JSON.parse(again.body.value.configContent).columns, []);
    const count = await server.app.db
      .selectFrom('user_layout_configs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', 'u-staff')
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.count), 1);
  });

  it('refuses a save for an unknown layout, and bad content with 400', async () => {
    const missing = await server.request('POST', SAVE, {
      body: { layoutId: 'layout-nothing', configContent: '{}' },
      token: staff,
    });
    assert.deepEqual(missing.body, { state: false, message: '布局不存在' });
    const cases: [unknown, string][] = [
      [
        { layoutId: 'layout-front-home', configContent: '{not json' },
        '请求参数不正确：configContent 不是合法的 JSON',
      ],
      [
        { layoutId: 'layout-front-home', configContent: '[1,2]' },
        '请求参数不正确：configContent 须为 JSON 对象',
      ],
      [
        { layoutId: 'layout-front-home', configContent: '"text"' },
        '请求参数不正确：configContent 须为 JSON 对象',
      ],
      [
        { layoutId: 'layout-front-home', configContent: JSON.stringify({ big: 'x'.repeat(100_001) }) },
        '请求参数不正确：configContent 过长',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await server.request('POST', SAVE, { body, token: staff });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body, { state: false, message, code: 400 });
    }
    for (const body of [{ configContent: '{}' }, { layoutId: 'layout-front-home' }, {}]) {
      const answer = await server.request<Envelope>('POST', SAVE, { body, token: staff });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.code, 400);
    }
  });
});

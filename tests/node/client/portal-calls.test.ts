import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../api/client/index.js';
import type { MenuItem } from '../../../api/contract/menu.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { sessionClient, signIn } from './fixtures.js';

const DATAS_BY_ALIAS = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias';
const batchBodies: unknown[] = [];

/** Watches the real getDatasByAlias route: which bodies reached it. */
function watchColumnData(server: FastifyInstance): void {
  server.addHook('preHandler', async (request) => {
    if (request.url === DATAS_BY_ALIAS) batchBodies.push(request.body);
  });
}

function aliases(items: MenuItem[] | undefined): string[] {
  return (items ?? []).flatMap((item) => [item.alias, ...aliases(item.children)]);
}

async function signedIn(server: TestServer, account: string) {
  const client = sessionClient(server.url);
  const answer = await signIn(client.api, account);
  assert.equal(answer.state, true, answer.message);
  client.session.token = answer.value?.token ?? null;
  return client;
}

describe('typed calls of the portal shell, files and selectors against the reference backend', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({
      rateLimit: { auth: 1000, sendCode: 1000 },
      extraRoutes: watchColumnData,
    });
  });
  after(() => server.stop());

  describe('as supplier', () => {
    let client: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      client = await signedIn(server, 'supplier');
    });

    it('gets the tender menus of front_menu', async () => {
      const menu = await client.api.portalShell.getCurrentUserMenu();
      const names = aliases(menu.value);
      assert.ok(names.includes('tenderSite'));
      assert.ok(names.includes('bidNotice'));
      assert.ok(!names.includes('systemManage'), 'no administrator menus');
    });

    it('reads its search history tags newest first and saves a new one', async () => {
      const { portalShell } = client.api;
      const history = {
        querys: [{ property: 'typeCode', value: 'searchHistory', operation: 'EQUAL' as const }],
      };
      const before = await portalShell.queryTags(history);
      assert.deepEqual(
        before.value?.map((tag) => tag.name),
        ['办公设备', '安防系统', '外墙保温'],
      );
      const saved = await portalShell.saveTag({ name: '光伏组件', typeCode: 'searchHistory' });
      assert.equal(saved.value?.name, '光伏组件');
      const afterSave = await portalShell.queryTags(history);
      assert.equal(afterSave.value?.[0]?.name, '光伏组件');
    });

    it('reads news by class and one news item', async () => {
      const { portalShell } = client.api;
      const news = await portalShell.getNews({ classifyId: 'notice', pageSize: 3 });
      assert.ok((news.value?.length ?? 0) > 0 && (news.value?.length ?? 0) <= 3);
      const first = news.value?.[0];
      assert.equal(first?.classifyName, '通知公告');
      const item = await portalShell.getNewsById(first?.id ?? '');
      assert.match(item.value?.content ?? '', /<p>/);
      assert.deepEqual(await portalShell.getNewsById('news-none'), { state: false, message: '新闻不存在' });
    });

    it('resolves short links, with a guest token for a guest link', async () => {
      const { portalShell } = client.api;
      const guest = await portalShell.getLongUrlByShortUrl('g7Kx2mQa');
      assert.match(guest.value?.url ?? '', /^\/shareInst\/inst-[0-9a-f]+\/true$/);
      assert.ok(guest.value?.guestToken);
      const plain = await portalShell.getLongUrlByShortUrl('/surl/n3Vb8pLw');
      assert.deepEqual(plain.value, { url: '/newsInformation' });
      const missing = await portalShell.getLongUrlByShortUrl('nothing1');
      assert.deepEqual(missing, { state: false, message: '短链接不存在或已失效' });
    });

    it('gets the pinyin of Chinese text', async () => {
      assert.equal((await client.api.ucUser.getPinyin('中国')).value, 'zhongguo');
    });

    it('may not list the organisation: a 403 reported with the server message', async () => {
      const { api, record } = client;
      const error = await api.ucSelectors.getAllDems().catch((caught: unknown) => caught);
      assert.ok(error instanceof ApiError);
      assert.equal(error.status, 403);
      assert.deepEqual(record.notices.at(-1), { kind: 'error', message: '没有权限查看组织人员信息' });
    });

    describe('files', () => {
      const text = '报价说明：含税总价 128,000.00 元。\n';
      let fileId = '';

      it('uploads a file as multipart form data, with progress', async () => {
        const progress: number[] = [];
        const uploaded = await client.api.files.upload(new Blob([text], { type: 'text/plain' }), {
          fileName: '报价说明.txt',
          fields: { prop1: 'quotation' },
          onUploadProgress: (event) => progress.push(event.loaded),
        });
        assert.equal(uploaded.state, true);
        assert.equal(uploaded.value?.fileName, '报价说明.txt');
        assert.equal(uploaded.value?.size, Buffer.byteLength(text));
        assert.equal(uploaded.value?.username, 'supplier');
        assert.equal(uploaded.value?.prop1, 'quotation');
        assert.ok(progress.length > 0, 'progress was reported');
        fileId = uploaded.value?.fileId ?? '';
      });

      it('tells what is stored about it', async () => {
        const info = await client.api.files.getFileInfo(fileId);
        assert.equal(info.value?.fileName, '报价说明.txt');
        assert.equal(info.value?.creatorAccount, 'supplier');
      });

      it('downloads its bytes raw, with the file name', async () => {
        const raw = await client.api.files.downloadFile(fileId);
        assert.equal(new TextDecoder().decode(raw.data), text);
        assert.equal(raw.fileName, '报价说明.txt');
      });

      it('gets it as a Blob of its content type', async () => {
        const blob = await client.api.files.getFileById(fileId);
        assert.match(blob.type, /^text\/plain/);
        assert.equal(await blob.text(), text);
      });

      it('describes its online preview', async () => {
        const preview = await client.api.files.onlinePreview(fileId);
        assert.equal(preview.value?.kind, 'text');
        assert.equal(preview.value?.url, `/portal/file/onlinePreviewController/v1/getFileById_${fileId}`);
      });

      it('prints a Word document as bytes', async () => {
        const raw = await client.api.files.wordPrint({ title: '报价函', content: '<p>兹报价如下。</p>' });
        assert.equal(new TextDecoder().decode(raw.data.slice(0, 2)), 'PK');
        assert.equal(raw.fileName, '报价函.docx');
      });

      it('reports a missing file with the server message', async () => {
        const { api, record } = client;
        await assert.rejects(api.files.downloadFile('no-such-file'), ApiError);
        assert.deepEqual(record.notices.at(-1), { kind: 'error', message: '附件不存在' });
      });
    });
  });

  describe('as staff', () => {
    let client: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      client = await signedIn(server, 'staff');
    });

    it('gets the staff menus and method authorisation', async () => {
      const { portalShell } = client.api;
      const names = aliases((await portalShell.getCurrentUserMenu()).value);
      assert.ok(names.includes('myTask'));
      const auth = await portalShell.getCurrentUserMethodAuth();
      assert.ok(auth.value?.curUserMethod.includes('myTask:batchHandle'));
    });

    it('gets the home layout, its columns, and saves its own arrangement', async () => {
      const { portalShell } = client.api;
      const home = await portalShell.vueFrontHome();
      assert.equal(home.value?.layoutId, 'layout-front-home');
      assert.equal(home.value?.personal, false);
      const layout = await portalShell.getLayoutByAlias('front_home');
      assert.equal(layout.value?.name, '员工门户首页');
      const column = await portalShell.getColumnByAlias('newsNotice');
      assert.equal(column.value?.dataUrl, '/portal/portalNewsNotice/v1/getNews');
      const direct = await portalShell.loadColumnData<unknown[]>(column.value ?? {});
      assert.ok(Array.isArray(direct.value));

      const saved = await portalShell.saveUserLayoutConfig({
        layoutId: 'layout-front-home',
        configContent: JSON.stringify({ columns: [{ alias: 'newsNotice', x: 0, y: 0, w: 24, h: 8 }] }),
      });
      assert.ok(JSON.parse(saved.value?.configContent ?? '{}').updateTime);
      const own = await portalShell.vueFrontHome();
      assert.equal(own.value?.personal, true);
    });

    it('batches column data lookups within 50 ms into one getDatasByAlias', async () => {
      const { portalShell } = client.api;
      batchBodies.length = 0;
      const lookups = [portalShell.getColumnDataByAlias('newsNotice')];
      await new Promise(setImmediate);
      lookups.push(portalShell.getColumnDataByAlias<unknown[]>('quickEntry'));
      await sleep(1);
      lookups.push(portalShell.getColumnDataByAlias('noSuchColumn'));
      const [news, quick, missing] = await Promise.all(lookups);
      assert.deepEqual(batchBodies, [['newsNotice', 'quickEntry', 'noSuchColumn']]);
      assert.ok(Array.isArray(news) && news.length > 0);
      assert.ok(Array.isArray(quick) && quick.length > 0);
      assert.equal(missing, null);
    });

    it('lists apps and frequently used entries', async () => {
      const { portalShell } = client.api;
      assert.ok(((await portalShell.authList()).value?.length ?? 0) > 0);
      const often = await portalShell.often({ limit: 2 });
      assert.deepEqual(
        often.value?.map((entry) => entry.name),
        ['我的待办', '发起流程'],
      );
    });

    it('lists users, the org tree and dimensions for the selectors', async () => {
      const { ucSelectors } = client.api;
      const users = await ucSelectors.queryUsersByType({ pageBean: { page: 1, pageSize: 3 } });
      assert.equal(users.value?.rows.length, 3);
      assert.ok((users.value?.total ?? 0) > 3);
      const roots = await ucSelectors.getOrgsByParentAndDem();
      assert.ok((roots.value?.length ?? 0) > 0);
      assert.equal(typeof roots.value?.[0]?.isParent, 'boolean');
      const dems = await ucSelectors.getAllDems();
      assert.ok(dems.value?.some((dem) => dem.isDefault));
    });

    it('switches to one of its posts and refuses a post it does not hold', async () => {
      const { api } = client;
      const info = await api.ucAuth.getUserInfo();
      const postId = info.value?.postList[0]?.postId ?? '';
      assert.ok(postId);
      assert.equal((await api.ucUser.switchPost(postId)).message, '岗位切换成功');
      assert.deepEqual(await api.ucUser.switchPost('post-none'), {
        state: false,
        message: '该岗位不存在或不属于当前用户',
      });
    });
  });
});

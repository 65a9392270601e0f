import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { type FileStorage, fileStorageFor, useFileStorage } from '../../../api/server/storage/index.js';
import { startTestServer, type TestServer } from './harness.js';

const UPLOAD = '/portal/system/file/v1/upload';
const DOWNLOAD = '/portal/system/file/v1/downloadFile';
const INFO = '/portal/system/file/v1/';
const INLINE = '/portal/file/onlinePreviewController/v1/getFileById_';
const PREVIEW = '/portal/file/onlinePreviewController/v1/onlinePreview';

describe('files: upload, download, info and preview', () => {
  let server: TestServer;
  let supplier: string;
  let purchaser: string;

  before(async () => {
    server = await startTestServer();
    supplier = await issueToken(server.app.db, 'u-supplier');
    purchaser = await issueToken(server.app.db, 'u-purchaser');
  });
  after(() => server.stop());

  /** A multipart upload over real HTTP; fields go before the file, as the client sends them. */
  const upload = async (
    options: {
      token?: string;
      name?: string;
      content?: Blob | string;
      fields?: Record<string, string>;
      query?: string;
      fieldName?: string;
    } = {},
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
    const content = options.content ?? '招标文件正文';
    const blob = typeof content === 'string' ? new Blob([content], { type: 'text/plain' }) : content;
    form.append(options.fieldName ?? 'file', blob, options.name ?? '招标文件.txt');
    const response = await fetch(`${server.url}${UPLOAD}${options.query ?? ''}`, {
      method: 'POST',
      headers: options.token === '' ? {} : { authorization: `Bearer ${options.token ?? supplier}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Required<Envelope<UploadedFile>> };
  };

  const get = (path: string, token?: string) =>
    fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  const storedFiles = () => {
    const root = join(server.app.ctx.dataDir, 'files');
    if (!existsSync(root)) return [];
    return readdirSync(root).flatMap((folder) => readdirSync(join(root, folder)));
  };

  describe('upload', () => {
    it('refuses a visitor with 401', async () => {
      const { status, body } = await upload({ token: '' });
      assert.equal(status, 401);
      assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
    });

    it('stores the file and answers its id, name, size and uploader', async () => {
      const { status, body } = await upload({ fields: { prop1: '投标文件', prop2: 'A' } });
      assert.equal(status, 200);
      assert.equal(body.state, true);
      const file = body.value;
      assert.match(file.fileId, /^[0-9a-f-]{36}$/);
      assert.deepEqual(
        { ...file, fileId: undefined },
        {
          fileId: undefined,
          fileName: '招标文件.txt',
          name: '招标文件.txt',
          size: Buffer.byteLength('招标文件正文'),
          username: 'supplier',
          type: 'text/plain',
          prop1: '投标文件',
          prop2: 'A',
        },
      );
      const row = await server.app.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', file.fileId)
        .executeTakeFirst();
      assert.equal(row?.uploader_id, 'u-supplier');
      assert.equal(row?.ext, 'txt');
      assert.deepEqual(JSON.parse(row?.props ?? '{}'), { prop1: '投标文件', prop2: 'A' });
      assert.ok(storedFiles().includes(file.fileId));
    });

    it('keeps only the base name of a path and takes the type from the extension', async () => {
      const { body } = await upload({
        name: 'C:\\Users\\张三\\报价单.PDF',
        content: new Blob(['%PDF-1.4'], { type: 'application/octet-stream' }),
      });
      assert.equal(body.value.fileName, '报价单.PDF');
      assert.equal(body.value.type, 'application/pdf');
    });

    it('refuses a request that is not multipart, has no file or puts it in another field', async () => {
      const json = await server.request('POST', UPLOAD, { body: { file: 'x' }, token: supplier });
      assert.equal(json.status, 400);
      assert.deepEqual(json.body, {
        state: false,
        message: '请求参数不正确：请以 multipart/form-data 上传附件',
        code: 400,
      });
      const form = new FormData();
      form.append('prop1', 'only a field');
      const noFile = await fetch(`${server.url}${UPLOAD}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${supplier}` },
        body: form,
      });
      assert.equal(noFile.status, 400);
      assert.deepEqual(await noFile.json(), {
        state: false,
        message: '请求参数不正确：请选择要上传的附件',
        code: 400,
      });
      const other = await upload({ fieldName: 'attachment' });
      assert.equal(other.status, 400);
      assert.equal(other.body.message, '请求参数不正确：附件须放在 file 字段中');
      const unnamed = await upload({ name: '   ' });
      assert.equal(unnamed.status, 400);
    });

    it('refuses a file over 50 MB with 413 and the size in the message, keeping nothing', async () => {
      const before = storedFiles().length;
      const rows = await server.app.db.selectFrom('files').select('id').execute();
      const big = new Blob([new Uint8Array(Math.round(51.2 * 1024 * 1024))]);
      const { status, body } = await upload({ content: big, name: '图纸.zip' });
      assert.equal(status, 413);
      assert.deepEqual(body, {
        state: false,
        message: '附件的大小为51.2MB，超过了允许的最大尺寸50MB.',
        code: 413,
      });
      assert.equal(storedFiles().length, before);
      assert.equal((await server.app.db.selectFrom('files').select('id').execute()).length, rows.length);
    });

    it('limits the number of files of one batch to maxCount (5 by default)', async () => {
      const first = await upload({ query: '?batchId=bid-1&maxCount=2' });
      const second = await upload({ fields: { batchId: 'bid-1', maxCount: '2' } });
      assert.equal(first.body.state, true);
      assert.equal(second.body.state, true);
      const third = await upload({ query: '?batchId=bid-1&maxCount=2' });
      assert.equal(third.status, 400);
      assert.deepEqual(third.body, { state: false, message: '最多允许上传2个附件.', code: 400 });
      // Batches are per uploader; without a batch the hour's count applies (below).
      assert.equal((await upload({ query: '?batchId=bid-1&maxCount=2', token: purchaser })).body.state, true);
      assert.equal((await upload()).body.state, true);
      for (let index = 0; index < 5; index += 1) {
        assert.equal((await upload({ query: '?batchId=default-5' })).body.state, true);
      }
      const sixth = await upload({ query: '?batchId=default-5' });
      assert.equal(sixth.body.message, '最多允许上传5个附件.');
    });

    it('owns the limits: a client may ask for fewer than 5 files, never more', async () => {
      for (const maxCount of ['6', '100']) {
        const { status, body } = await upload({ query: `?batchId=many-${maxCount}&maxCount=${maxCount}` });
        assert.equal(status, 400, maxCount);
        assert.equal(body.message, '请求参数不正确：maxCount 须为 1 至 5 的整数');
      }
      const english = await fetch(`${server.url}${UPLOAD}?batchId=many&maxCount=100`, {
        method: 'POST',
        headers: { authorization: `Bearer ${supplier}`, 'accept-language': 'en-US' },
        body: (() => {
          const form = new FormData();
          form.append('file', new Blob(['x']), 'x.txt');
          return form;
        })(),
      });
      assert.equal(
        ((await english.json()) as Envelope).message,
        'Invalid request: maxCount must be a whole number from 1 to 5',
      );
      assert.equal(
        (await server.app.db.selectFrom('files').select('id').where('batch_id', 'like', 'many%').execute())
          .length,
        0,
      );
    });

    it('counts uploads without a batch over the hour: 60 a user, the older ones and others’ aside', async () => {
      const token = await issueToken(server.app.db, 'u-supplier2');
      const earlier = (minutes: number, index: number) => ({
        id: `unbatched-${minutes}-${index}`,
        name: 'a.txt',
        size: 1,
        mime: 'text/plain',
        ext: 'txt',
        uploader_id: 'u-supplier2',
        uploader_account: 'supplier2',
        batch_id: null,
        props: null,
        storage_key: `unbatched-${minutes}-${index}`,
        created_at: new Date(Date.now() - minutes * 60_000),
      });
      // 58 in the last hour (the demo data's own included), and more than an hour ago as many as you like.
      const seeded = await server.app.db
        .selectFrom('files')
        .select('id')
        .where('uploader_id', '=', 'u-supplier2')
        .where('batch_id', 'is', null)
        .where('created_at', '>', new Date(Date.now() - 3_600_000))
        .execute();
      await server.app.db
        .insertInto('files')
        .values([
          ...Array.from({ length: 58 - seeded.length }, (_, index) => earlier(10, index)),
          ...Array.from({ length: 20 }, (_, index) => earlier(61, index)),
        ])
        .execute();
      assert.equal((await upload({ token })).body.state, true);
      assert.equal((await upload({ token })).body.state, true);
      const refused = await upload({ token });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body, {
        state: false,
        message: '一小时内最多允许上传60个附件，请稍后再试.',
        code: 400,
      });
      // A batch is counted on its own, and another user has their own hour.
      assert.equal((await upload({ token, query: '?batchId=after-hour' })).body.state, true);
      assert.equal((await upload()).body.state, true);
    });

    it('holds the count when uploads of one batch arrive at the same time', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          upload({ query: '?batchId=parallel&maxCount=2', content: 'x'.repeat(200_000) }),
        ),
      );
      assert.equal(answers.filter((answer) => answer.body.state).length, 2);
      assert.ok(
        answers
          .filter((answer) => !answer.body.state)
          .every((answer) => answer.body.message === '最多允许上传2个附件.'),
      );
      const rows = await server.app.db
        .selectFrom('files')
        .select('id')
        .where('batch_id', '=', 'parallel')
        .execute();
      assert.equal(rows.length, 2);
    });

    it('refuses a bad batch id, count or spare property with 400', async () => {
      for (const query of [
        '?batchId=a%20b',
        '?maxCount=0',
        '?maxCount=101',
        '?maxCount=6',
        '?maxCount=two',
        `?prop1=${'x'.repeat(501)}`,
      ]) {
        const { status, body } = await upload({ query });
        assert.equal(status, 400, query);
        assert.equal(body.state, false);
      }
    });
  });

  describe('download, info and preview', () => {
    let textId: string;
    let pngId: string;
    let htmlId: string;

    before(async () => {
      textId = (await upload({ name: '采购需求 (终稿).txt', content: '第一行\n第二行' })).body.value.fileId;
      pngId = (
        await upload({ name: '营业执照.png', content: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]) })
      ).body.value.fileId;
      htmlId = (await upload({ name: 'page.html', content: '<script>alert(1)</script>' })).body.value.fileId;
    });

    it('downloads the bytes as an attachment with the UTF-8 name', async () => {
      const response = await get(`${DOWNLOAD}?fileId=${textId}`, supplier);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), '第一行\n第二行');
      assert.equal(response.headers.get('content-type'), 'text/plain');
      assert.equal(
        response.headers.get('content-disposition'),
        `attachment; filename="____ (__).txt"; filename*=UTF-8''${encodeURIComponent('采购需求')}%20%28${encodeURIComponent('终稿')}%29.txt`,
      );
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    });

    it('serves a picture inline, and active content as text in a sandbox', async () => {
      const picture = await get(`${INLINE}${pngId}`, supplier);
      assert.equal(picture.status, 200);
      assert.equal(picture.headers.get('content-type'), 'image/png');
      assert.match(picture.headers.get('content-disposition') ?? '', /^inline; /);
      assert.deepEqual([...new Uint8Array(await picture.arrayBuffer())], [0x89, 0x50, 0x4e, 0x47]);
      const html = await get(`${INLINE}${htmlId}`, supplier);
      assert.equal(html.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.match(html.headers.get('content-security-policy') ?? '', /sandbox/);
    });

    it('tells what is stored about a file', async () => {
      const { status, body } = await server.request<Required<Envelope<Record<string, unknown>>>>(
        'GET',
        `${INFO}${textId}`,
        {
          token: supplier,
        },
      );
      assert.equal(status, 200);
      assert.deepEqual(
        { ...body.value, createTime: typeof body.value.createTime },
        {
          id: textId,
          fileId: textId,
          fileName: '采购需求 (终稿).txt',
          name: '采购需求 (终稿).txt',
          extensionName: 'txt',
          size: Buffer.byteLength('第一行\n第二行'),
          contentType: 'text/plain',
          creatorAccount: 'supplier',
          createTime: 'string',
        },
      );
      const missing = await server.request('GET', `${INFO}00000000-0000-0000-0000-000000000000`, {
        token: purchaser,
      });
      assert.deepEqual(missing.body, { state: false, message: '附件不存在' });
    });

    it('describes how a file is previewed, by GET or POST', async () => {
      const text = await server.request<Required<Envelope<Record<string, unknown>>>>(
        'GET',
        `${PREVIEW}?fileId=${textId}`,
        {
          token: supplier,
        },
      );
      assert.deepEqual(text.body.value, {
        kind: 'text',
        fileId: textId,
        fileName: '采购需求 (终稿).txt',
        mime: 'text/plain',
        size: Buffer.byteLength('第一行\n第二行'),
        url: `/portal/file/onlinePreviewController/v1/getFileById_${textId}`,
      });
      const picture = await server.request<Required<Envelope<{ kind: string }>>>('POST', PREVIEW, {
        body: { fileId: pngId },
        token: supplier,
      });
      assert.equal(picture.body.value.kind, 'picture');
      const html = await server.request<Required<Envelope<{ kind: string }>>>(
        'POST',
        `${PREVIEW}?fileId=${htmlId}`,
        {
          token: supplier,
        },
      );
      assert.equal(html.body.value.kind, 'unsupported');
      const missing = await server.request('GET', `${PREVIEW}?fileId=nothing-here`, { token: supplier });
      assert.deepEqual(missing.body, { state: false, message: '附件不存在' });
      const noId = await server.request<Envelope>('GET', PREVIEW, { token: supplier });
      assert.equal(noId.status, 400);
    });

    it('keeps a file linked to nothing its uploader’s: another user, an administrator too, gets 403', async () => {
      const admin = await issueToken(server.app.db, 'u-admin');
      for (const token of [purchaser, admin]) {
        for (const path of [
          `${DOWNLOAD}?fileId=${textId}`,
          `${INLINE}${textId}`,
          `${INFO}${textId}`,
          `${PREVIEW}?fileId=${textId}`,
        ]) {
          const response = await get(path, token);
          assert.equal(response.status, 403, path);
          assert.deepEqual(await response.json(), { state: false, message: '没有权限查看该附件', code: 403 });
        }
      }
    });

    it('refuses visitors a private file, and anything unknown, with 401', async () => {
      for (const path of [
        `${DOWNLOAD}?fileId=${textId}`,
        `${INLINE}${textId}`,
        `${INFO}${textId}`,
        `${PREVIEW}?fileId=${textId}`,
        `${DOWNLOAD}?fileId=nothing-here`,
      ]) {
        const response = await get(path);
        assert.equal(response.status, 401, path);
        assert.deepEqual(await response.json(), {
          state: false,
          message: '登录已失效，请重新登录',
          code: 401,
        });
      }
    });

    it('lets visitors read a public file (the site logo)', async () => {
      await server.app.db.updateTable('files').set({ is_public: true }).where('id', '=', pngId).execute();
      assert.equal((await get(`${INLINE}${pngId}`)).status, 200);
      assert.equal((await get(`${DOWNLOAD}?fileId=${pngId}`)).status, 200);
      const info = await server.request<Required<Envelope<{ fileName: string }>>>('GET', `${INFO}${pngId}`);
      assert.equal(info.body.value.fileName, '营业执照.png');
    });

    it('answers 404 for a missing file or lost bytes, and 400 for a malformed id', async () => {
      const missing = await get(`${DOWNLOAD}?fileId=nothing-here`, supplier);
      assert.equal(missing.status, 404);
      assert.deepEqual(await missing.json(), { state: false, message: '附件不存在', code: 404 });
      await fileStorageFor(server.app.ctx).remove(textId);
      assert.equal((await get(`${DOWNLOAD}?fileId=${textId}`, supplier)).status, 404);
      assert.equal((await get(`${INLINE}${textId}`, supplier)).status, 404);
      for (const path of [`${DOWNLOAD}?fileId=..%2F..%2Fetc`, DOWNLOAD, `${INLINE}a.b`, `${INFO}a%20b`]) {
        assert.equal((await get(path, supplier)).status, 400, path);
      }
    });
  });

  it('writes to the storage chosen for the server', async () => {
    const kept = new Map<string, Buffer>();
    const memory: FileStorage = {
      async put(key, data) {
        const chunks: Buffer[] = [];
        for await (const chunk of Buffer.isBuffer(data) ? [data] : data) chunks.push(Buffer.from(chunk));
        kept.set(key, Buffer.concat(chunks));
        return { size: kept.get(key)?.length ?? 0 };
      },
      async get(key) {
        const bytes = kept.get(key);
        return bytes ? Readable.from([bytes]) : undefined;
      },
      async remove(key) {
        kept.delete(key);
      },
      async probe() {},
    };
    const local = fileStorageFor(server.app.ctx);
    useFileStorage(server.app.ctx, memory);
    try {
      const { body } = await upload({ content: '存在内存里' });
      assert.equal(kept.get(body.value.fileId)?.toString(), '存在内存里');
      assert.ok(!storedFiles().includes(body.value.fileId));
      assert.equal(
        await (await get(`${DOWNLOAD}?fileId=${body.value.fileId}`, supplier)).text(),
        '存在内存里',
      );
    } finally {
      useFileStorage(server.app.ctx, local);
    }
  });
});

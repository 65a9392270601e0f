import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { SealSummary } from '../../../api/contract/signature.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { DEMO_PASSWORD } from '../../../api/server/demo/accounts.js';
import { demoSealPng } from '../../../api/server/demo/seals.js';
import { startTestServer, type TestServer } from './harness.js';

const GET_SEAL = '/uc/uc/electronicSeal/v1/getElectronicSeal';
const MY_SEAL = '/uc/uc/electronicSeal/v1/getSealByCurrentUserId';
const SAVE = '/uc/uc/electronicSeal/v1/save';
const UPLOAD = '/portal/system/file/v1/upload';

describe('electronic seal', () => {
  let server: TestServer;
  let supplier: string;
  let purchaser: string;
  let supplier2: string;

  before(async () => {
    server = await startTestServer();
    supplier = await issueToken(server.app.db, 'u-supplier');
    purchaser = await issueToken(server.app.db, 'u-purchaser');
    supplier2 = await issueToken(server.app.db, 'u-supplier2');
  });
  after(() => server.stop());

  const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

  const upload = async (token: string, name: string, content: Blob) => {
    const form = new FormData();
    form.append('file', content, name);
    const response = await fetch(`${server.url}${UPLOAD}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as Envelope<{ fileId: string }>;
    assert.equal(body.state, true, body.message);
    return body.value?.fileId ?? '';
  };

  describe('the demo seals', () => {
    it('gives supplier, purchaser and staff a red round PNG seal that is served as an image', async () => {
      for (const account of ['supplier', 'purchaser', 'staff']) {
        const token = await issueToken(server.app.db, `u-${account}`);
        const { body } = await server.request<Envelope<SealSummary>>('GET', MY_SEAL, { token });
        assert.equal(body.state, true);
        assert.equal(body.value?.userId, `u-${account}`);
        assert.equal(body.value?.hasPassword, true);
        const image = await fetch(
          `${server.url}/portal/file/onlinePreviewController/v1/getFileById_${body.value?.fileId}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        assert.equal(image.status, 200);
        assert.equal(image.headers.get('content-type'), 'image/png');
        const bytes = Buffer.from(await image.arrayBuffer());
        assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
      }
    });

    it('lets purchaser and staff sign secret-free but not supplier', async () => {
      const { body } = await server.request<Envelope<SealSummary>>('GET', MY_SEAL, { token: purchaser });
      assert.equal(body.value?.secretFree, true);
      const mine = await server.request<Envelope<SealSummary>>('GET', MY_SEAL, { token: supplier });
      assert.equal(mine.body.value?.secretFree, false);
    });

    it('draws the seal as a PNG of the size asked', async () => {
      const png = await demoSealPng(40);
      assert.equal(png.subarray(12, 16).toString('ascii'), 'IHDR');
      assert.equal(png.readUInt32BE(16), 40);
    });
  });

  describe('getElectronicSeal', () => {
    it('refuses a visitor with 401', async () => {
      const { status, body } = await server.request('GET', GET_SEAL + query({ password: DEMO_PASSWORD }));
      assert.equal(status, 401);
      assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
    });

    it('answers the seal image file id for the right password', async () => {
      const seal = await server.request<Envelope<SealSummary>>('GET', MY_SEAL, { token: supplier });
      const { status, body } = await server.request<Envelope<string>>(
        'GET',
        GET_SEAL + query({ password: DEMO_PASSWORD }),
        { token: supplier },
      );
      assert.equal(status, 200);
      assert.deepEqual(body, { state: true, message: '操作成功', value: seal.body.value?.fileId, code: 200 });
    });

    it('refuses a wrong or missing password with 签章密码错误', async () => {
      const attempts: Array<Record<string, string>> = [
        { password: 'wrong-one' },
        {},
        { password: '', secretFree: 'false' },
      ];
      for (const params of attempts) {
        const { status, body } = await server.request('GET', GET_SEAL + query(params), { token: supplier });
        assert.equal(status, 200);
        assert.deepEqual(body, { state: false, message: '签章密码错误' });
      }
    });

    it('signs secret-free only when the owner allowed it', async () => {
      const allowed = await server.request<Envelope<string>>(
        'GET',
        GET_SEAL + query({ secretFree: 'true' }),
        {
          token: purchaser,
        },
      );
      assert.equal(allowed.body.state, true);
      assert.equal(typeof allowed.body.value, 'string');
      const refused = await server.request('GET', GET_SEAL + query({ secretFree: 'true' }), {
        token: supplier,
      });
      assert.deepEqual(refused.body, {
        state: false,
        message: '该电子签章未开启免密签署，请输入签章密码',
      });
    });

    it('refuses 未设置电子签章 when the user has no seal', async () => {
      const { body } = await server.request('GET', GET_SEAL + query({ password: 'whatever' }), {
        token: supplier2,
      });
      assert.deepEqual(body, { state: false, message: '未设置电子签章' });
    });

    it('answers 400 for a bad secretFree or an over-long password', async () => {
      const bad = await server.request('GET', GET_SEAL + query({ secretFree: 'perhaps' }), {
        token: supplier,
      });
      assert.equal(bad.status, 400);
      assert.equal((bad.body as Envelope).state, false);
      const long = await server.request('GET', GET_SEAL + query({ password: 'x'.repeat(65) }), {
        token: supplier,
      });
      assert.equal(long.status, 400);
    });
  });

  describe('getSealByCurrentUserId', () => {
    it('refuses a visitor with 401', async () => {
      assert.equal((await server.request('GET', MY_SEAL)).status, 401);
    });

    it('describes the seal without its password', async () => {
      const { body } = await server.request<Envelope<SealSummary>>('GET', MY_SEAL, { token: supplier });
      assert.equal(body.state, true);
      assert.deepEqual(Object.keys(body.value ?? {}).sort(), [
        'fileId',
        'hasPassword',
        'id',
        'name',
        'secretFree',
        'updateTime',
        'userId',
      ]);
      assert.equal(body.value?.name, '杭州恒远建设有限公司');
    });

    it('refuses 未设置电子签章 when there is none', async () => {
      const { body } = await server.request('GET', MY_SEAL, { token: supplier2 });
      assert.deepEqual(body, { state: false, message: '未设置电子签章' });
    });
  });

  describe('save', () => {
    const png = async () => new Blob([new Uint8Array(await demoSealPng(32))], { type: 'image/png' });

    it('sets a first seal from an image the user uploaded, then signs with its password', async () => {
      const fileId = await upload(supplier2, '我的签章.png', await png());
      const saved = await server.request<Envelope<SealSummary>>('POST', SAVE, {
        token: supplier2,
        body: { fileId, password: 'seal-2026' },
      });
      assert.equal(saved.body.state, true);
      assert.equal(saved.body.message, '电子签章已保存');
      assert.equal(saved.body.value?.fileId, fileId);
      assert.equal(saved.body.value?.secretFree, false);
      const signed = await server.request<Envelope<string>>(
        'GET',
        GET_SEAL + query({ password: 'seal-2026' }),
        {
          token: supplier2,
        },
      );
      assert.equal(signed.body.value, fileId);
    });

    it('replaces a seal only with the current seal password', async () => {
      const fileId = await upload(supplier2, '新签章.jpg', new Blob(['jpeg'], { type: 'image/jpeg' }));
      const refused = await server.request('POST', SAVE, {
        token: supplier2,
        body: { fileId, password: 'seal-2027', oldPassword: 'not-it' },
      });
      assert.deepEqual(refused.body, { state: false, message: '签章密码错误' });
      const missing = await server.request('POST', SAVE, {
        token: supplier2,
        body: { fileId, password: 'seal-2027' },
      });
      assert.deepEqual(missing.body, { state: false, message: '签章密码错误' });
      const replaced = await server.request<Envelope<SealSummary>>('POST', SAVE, {
        token: supplier2,
        body: { fileId, password: 'seal-2027', oldPassword: 'seal-2026', secretFree: true },
      });
      assert.equal(replaced.body.state, true);
      assert.equal(replaced.body.value?.secretFree, true);
      const secretFree = await server.request<Envelope<string>>(
        'GET',
        GET_SEAL + query({ secretFree: 'true' }),
        {
          token: supplier2,
        },
      );
      assert.equal(secretFree.body.value, fileId);
    });

    it('refuses an image of someone else, a file that is not an image, or an unknown file', async () => {
      const others = await upload(supplier, '别人的签章.png', await png());
      const text = await upload(supplier2, '说明.txt', new Blob(['文本'], { type: 'text/plain' }));
      for (const fileId of [others, text, 'no-such-file']) {
        const { body } = await server.request('POST', SAVE, {
          token: supplier2,
          body: { fileId, password: 'seal-2028', oldPassword: 'seal-2027' },
        });
        assert.deepEqual(body, { state: false, message: '签章图片须为本人上传的 PNG 或 JPG 图片' });
      }
    });

    it('answers 400 for a short password, a bad file id or unknown fields, and 401 for a visitor', async () => {
      const fileId = await upload(supplier2, 'a.png', await png());
      for (const body of [
        { fileId, password: '123' },
        { fileId: '../etc/passwd', password: 'seal-2029' },
        { fileId, password: 'seal-2029', admin: true },
        { password: 'seal-2029' },
      ]) {
        const answer = await server.request('POST', SAVE, { token: supplier2, body });
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal((answer.body as Envelope).code, 400);
      }
      assert.equal(
        (await server.request('POST', SAVE, { body: { fileId, password: 'seal-2029' } })).status,
        401,
      );
    });
  });

  describe('guessing', () => {
    it('holds seal requests of one user to the sign-in pace (10 a minute)', async () => {
      const token = await issueToken(server.app.db, 'u-supplier3');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        statuses.push(
          (await server.request('GET', GET_SEAL + query({ password: 'guess' }), { token })).status,
        );
      }
      assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
    });
  });
});

/**
 * The draft list (POST {runtime}/instance/v1/myDraft, 我的草稿) and 常用流程 (GET
 * {runtime}/instance/v1/getMyOftenFlow), over HTTP to the real server with the demo data: a user lists
 * only their own drafts, searched and paged; the often-used flows are the ones the user may start, the
 * most started first, each linking to its start page. Permission matrix: the owner, another colleague,
 * a supplier and a visitor.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { StartResult } from '../../../api/contract/workflow.js';
import type { DraftRow, OftenFlow } from '../../../api/contract/workflow-drafts.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

const MY_DRAFT = '/runtime/instance/v1/myDraft';
const OFTEN = '/runtime/instance/v1/getMyOftenFlow';
const SAVE_DRAFT = '/runtime/instance/v1/saveDraft';
const START = '/runtime/instance/v1/start';
const LEAVE = {
  leaveType: 'annual',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  days: 2,
  reason: '回家探亲',
};

describe('workflow drafts and often-used flows', () => {
  let server: TestServer;
  let staff: string;
  let colleague: string;
  let supplier: string;
  let draftId: string;

  before(async () => {
    server = await startTestServer();
    [staff, colleague, supplier] = await Promise.all(
      ['staff', 'chenjing', 'supplier'].map((account) => tokenFor(server, account)),
    );
    const saved = await server.request<Envelope<StartResult>>('POST', SAVE_DRAFT, {
      token: staff,
      body: { flowKey: 'leave', data: { ...LEAVE, reason: '草稿：年底休假' } },
    });
    assert.equal(saved.body.state, true, saved.body.message);
    draftId = saved.body.value!.instId;
  });
  after(() => server.stop());

  const drafts = (token: string | undefined, body: unknown = {}) =>
    server.request<Envelope<PageList<DraftRow>>>('POST', MY_DRAFT, { token, body });

  describe('myDraft', () => {
    it("lists the caller's drafts, newest first, with what the start page needs", async () => {
      const { status, body } = await drafts(staff);
      assert.equal(status, 200);
      const row = body.value!.rows.find((draft) => draft.id === draftId);
      assert.ok(row, 'the saved draft is listed');
      assert.equal(row.defKey, 'leave');
      assert.equal(row.procDefName, '请假申请');
      assert.match(row.defId, /^def-leave/);
      assert.equal(body.value!.rows[0]!.id, draftId);
    });

    it('searches by subject and pages through the query body', async () => {
      const { body } = await drafts(staff, {
        pageBean: { page: 1, pageSize: 1, showTotal: true },
        querys: [{ property: 'procDefName', value: '请假', operation: 'LIKE' }],
      });
      assert.equal(body.value!.rows.length, 1);
      assert.ok(body.value!.total >= 1);
      const none = await drafts(staff, {
        querys: [{ property: 'subject', value: '不存在的标题', operation: 'LIKE' }],
      });
      assert.deepEqual(none.body.value!.rows, []);
    });

    it('refuses a property the list does not know', async () => {
      const { status, body } = await drafts(staff, {
        querys: [{ property: 'creator_id', value: 'x', operation: 'EQUAL' }],
      });
      assert.equal(status, 400);
      assert.equal(body.state, false);
    });

    it("never shows another user's drafts; suppliers get 403, visitors 401", async () => {
      const other = await drafts(colleague);
      assert.equal(other.status, 200);
      assert.ok(!other.body.value!.rows.some((row) => row.id === draftId));
      assert.equal((await drafts(supplier)).status, 403);
      assert.equal((await drafts(undefined)).status, 401);
    });

    it('drops a draft once it is started', async () => {
      const saved = await server.request<Envelope<StartResult>>('POST', SAVE_DRAFT, {
        token: staff,
        body: { flowKey: 'leave', data: LEAVE },
      });
      const id = saved.body.value!.instId;
      assert.ok((await drafts(staff)).body.value!.rows.some((row) => row.id === id));
      const started = await server.request<Envelope<StartResult>>('POST', START, {
        token: staff,
        body: { flowKey: 'leave', data: LEAVE, draftId: id },
      });
      assert.equal(started.body.state, true, started.body.message);
      assert.ok(!(await drafts(staff)).body.value!.rows.some((row) => row.id === id));
    });
  });

  describe('getMyOftenFlow', () => {
    it('lists startable flows, the most started first, linked to their start page', async () => {
      for (let run = 0; run < 3; run += 1) {
        const started = await server.request<Envelope<StartResult>>('POST', START, {
          token: colleague,
          body: { flowKey: 'leave', data: LEAVE },
        });
        assert.equal(started.body.state, true, started.body.message);
      }
      const { status, body } = await server.request<Envelope<OftenFlow[]>>('GET', OFTEN, {
        token: colleague,
      });
      assert.equal(status, 200);
      const rows = body.value!;
      assert.ok(rows.length > 0 && rows.length <= 8);
      assert.equal(rows[0]!.defKey, 'leave');
      assert.ok(rows[0]!.startCount >= 3);
      assert.equal(rows[0]!.url, `/matter/startProcess?defId=${encodeURIComponent(rows[0]!.defId)}`);
      assert.equal(new Set(rows.map((row) => row.defKey)).size, rows.length, 'one row per flow');
    });

    it('is refused to suppliers (403) and visitors (401)', async () => {
      assert.equal((await server.request('GET', OFTEN, { token: supplier })).status, 403);
      assert.equal((await server.request('GET', OFTEN)).status, 401);
    });

    it('fills the home column 常用流程 through getDatasByAlias', async () => {
      const { body } = await server.request<Envelope<{ alias: string; data: OftenFlow[] | null }[]>>(
        'POST',
        '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias',
        { token: staff, body: ['oftenFlow', 'myTaskCount'] },
      );
      const often = body.value!.find((column) => column.alias === 'oftenFlow')!;
      assert.ok(often.data && often.data.length > 0, 'often flows listed');
      assert.ok(often.data.every((row) => row.url.startsWith('/matter/startProcess?defId=')));
      const count = body.value!.find((column) => column.alias === 'myTaskCount')!;
      assert.equal(typeof count.data, 'number');
    });
  });
});

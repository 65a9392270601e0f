import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProjectDetail } from '../../../api/contract/procure-project.js';
import { QUOTE, quotingProject, setRounds } from './bidding-helpers.js';
import {
  downloadStatus,
  PROJECT,
  startTenderServer,
  type TenderServer,
  uploadImage,
} from './procure-project-helpers.js';

/** The rules that keep the sealed bidding and the comprehensive evaluation from being bypassed. */
describe('bidding guards', () => {
  let t: TenderServer;
  before(async () => {
    t = await startTenderServer();
  });
  after(() => t.server.stop());

  it('refuses wProcureproject/confirmQuotation on a comprehensive project and does not offer it', async () => {
    const before = (
      await t.api.get<ProjectDetail>(`${PROJECT}/getDetailWithDocumentation?id=p-111`, t.tokens.purchaser)
    ).body.value;
    assert.equal(before?.fTransactionMode, 'comprehensive');
    assert.equal(before?.fState, 'quoted');
    assert.ok(!before?.actions.includes('confirmQuotation'), 'not offered');
    assert.ok(before?.actions.includes('interruptProject'), 'the other actions stay');

    const zh = await t.api.get(`${PROJECT}/confirmQuotation?projectId=p-111`, t.tokens.purchaser);
    assert.equal(zh.body.state, false);
    assert.equal(zh.body.message, '综合评审项目请在综合评审中确认报价（确定成交供应商并发布成交公告）');
    const tw = await t.api.get(`${PROJECT}/confirmQuotation?projectId=p-111`, t.tokens.purchaser, 'zh-TW');
    assert.equal(tw.body.message, '綜合評審專案請在綜合評審中確認報價（確定成交供應商並發布成交公告）');
    const en = await t.api.get(
      `${PROJECT}/confirmQuotation?projectId=p-111&supplierId=u-supplier`,
      t.tokens.purchaser,
      'en-US',
    );
    assert.match(en.body.message, /confirmed through its comprehensive evaluation/);
    const admin = await t.api.get(`${PROJECT}/confirmQuotation?projectId=p-111`, t.tokens.admin);
    assert.equal(admin.body.state, false);

    const after = await t.server.app.db
      .selectFrom('procure_projects')
      .select(['state', 'winner_id'])
      .where('id', '=', 'p-111')
      .executeTakeFirstOrThrow();
    assert.deepEqual(after, { state: 'quoted', winner_id: null });
    const notices = await t.server.app.db
      .selectFrom('procure_notices')
      .select('id')
      .where('project_id', '=', 'p-111')
      .where('type', '=', 'bargain')
      .execute();
    assert.equal(notices.length, 0);
    const messages = await t.server.app.db
      .selectFrom('procure_messages')
      .select('id')
      .where('subject', 'like', '%成交供应商%')
      .execute();
    assert.equal(messages.length, 0);
  });

  it('seals a bid document from the purchaser and administrators until its round closes', async () => {
    const project = await quotingProject(t.server, t.tokens.purchaser, {
      mode: 'business',
      rules: { upload_bid_document: 1 },
      windows: [[-1, 600]],
    });
    const file = await uploadImage(t.server, t.tokens.supplier, '投标文件.png');
    const quoted = await t.api.post(
      `${QUOTE}/quotation`,
      { projectId: project.id, quotationAmount: 900_000, quotationFile: file.list },
      t.tokens.supplier,
    );
    assert.equal(quoted.body.state, true, quoted.body.message);
    const statuses = async () => ({
      supplier: await downloadStatus(t.server, file.id, t.tokens.supplier),
      purchaser: await downloadStatus(t.server, file.id, t.tokens.purchaser),
      admin: await downloadStatus(t.server, file.id, t.tokens.admin),
      other: await downloadStatus(t.server, file.id, t.tokens.supplier2),
    });
    // The round is open: only the supplier reads their bid document.
    assert.deepEqual(await statuses(), { supplier: 200, purchaser: 403, admin: 403, other: 403 });
    // The round closed: the purchaser and administrators read it, another supplier never.
    await setRounds(t.server, project.id, [[-600, -1]]);
    assert.deepEqual(await statuses(), { supplier: 200, purchaser: 200, admin: 200, other: 403 });
  });

  it('unseals the bid documents when the purchaser ends the quotation early', async () => {
    const project = await quotingProject(t.server, t.tokens.purchaser, {
      mode: 'business',
      rules: { upload_bid_document: 1 },
      windows: [[-1, 600]],
    });
    const file = await uploadImage(t.server, t.tokens.supplier2, '投标文件.png');
    const quoted = await t.api.post(
      `${QUOTE}/quotation`,
      { projectId: project.id, quotationAmount: 800_000, quotationFile: file.list },
      t.tokens.supplier2,
    );
    assert.equal(quoted.body.state, true, quoted.body.message);
    assert.equal(await downloadStatus(t.server, file.id, t.tokens.purchaser), 403);
    const ended = await t.api.get(`${PROJECT}/endQuotation?projectId=${project.id}`, t.tokens.purchaser);
    assert.equal(ended.body.state, true, ended.body.message);
    assert.equal(await downloadStatus(t.server, file.id, t.tokens.purchaser), 200);
  });
});

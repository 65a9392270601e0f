import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProjectDetail } from '../../../api/contract/procure-project.js';
import { PROJECT, startTenderServer, type TenderServer } from './procure-project-helpers.js';

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
});

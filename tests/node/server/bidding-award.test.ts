import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AuditChainExport, verifyAuditChain } from '../../../api/contract/audit-chain.js';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectSummary } from '../../../api/contract/procure-project.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import type { NoticeDetail, NoticeSummary } from '../../../api/contract/tender-site.js';
import { UNREVIEWED_REGISTRATION } from '../../../api/server/tender/access.js';
import { biddingCalls, QUOTE, quotingProject } from './bidding-helpers.js';
import { PORTAL, PROJECT, startTenderServer, type TenderServer } from './procure-project-helpers.js';

describe('the end of a project: the award notice, and every enrolled supplier told', () => {
  let t: TenderServer;
  before(async () => {
    t = await startTenderServer();
  });
  after(() => t.server.stop());
  const { quote } = biddingCalls(() => t);

  const latestMessage = async (token: string) =>
    (
      await t.api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        { pageBean: { page: 1, pageSize: 1 } },
        token,
      )
    ).body.value?.rows[0];

  it('confirming publishes the award notice on /bargainNotice and tells the winner and the losing bidders', async () => {
    const project = await quotingProject(t.server, t.tokens.purchaser, { suppliers: 3 });
    const [first, second, third] = project.suppliers;
    assert.ok(first && second && third);
    await quote({ projectId: project.id, quotationAmount: 900_000 }, first.token);
    await quote({ projectId: project.id, quotationAmount: 800_000 }, second.token);
    await quote({ projectId: project.id, quotationAmount: 850_000 }, third.token);
    const ended = await t.api.get(`${PROJECT}/endQuotation?projectId=${project.id}`, t.tokens.purchaser);
    assert.equal(ended.body.state, true, ended.body.message);
    const confirmed = await t.api.get<ProjectSummary>(
      `${PROJECT}/confirmQuotation?projectId=${project.id}`,
      t.tokens.purchaser,
    );
    assert.equal(confirmed.body.state, true, confirmed.body.message);
    assert.equal(confirmed.body.value?.winnerName, `测试供应商${second.account}`);

    const notices = await t.server.request<{ value: PageList<NoticeSummary> }>(
      'POST',
      `${PORTAL}/procureNotice/v1/queryFront`,
      {
        body: {
          pageBean: { page: 1, pageSize: 1000 },
          querys: [{ property: 'type', value: 'bargain', operation: 'EQUAL' }],
        },
      },
    );
    const award = notices.body.value.rows.find((row) => row.projectId === project.id);
    assert.ok(award, 'the award notice is listed on /bargainNotice');
    const detail = await t.api.get<NoticeDetail>(`${PORTAL}/procureNotice/v1/getDetail?id=${award.id}`);
    const content = String(detail.body.value?.content);
    assert.match(content, new RegExp(`测试供应商${second.account}`), 'names the winner');
    assert.match(content, /800,000\.00 元/, 'the award amount');
    assert.match(content, /成交日期/);
    // Every bid by rank: the winner named, the others anonymised in rank order.
    assert.ok(
      content.includes(`<td>1</td><td>测试供应商${second.account}（成交）</td><td>800,000.00 元</td>`),
      content,
    );
    assert.ok(content.includes('<td>2</td><td>供应商A</td><td>850,000.00 元</td>'), content);
    assert.ok(content.includes('<td>3</td><td>供应商B</td><td>900,000.00 元</td>'), content);
    assert.doesNotMatch(
      content,
      new RegExp(`测试供应商(${first.account}|${third.account})`),
      'losers stay nameless',
    );

    // The audit chain's anchor is published with it; the purchaser's export holds it and verifies
    // against it, and a trail cut before the award does not.
    const anchor = detail.body.value?.auditAnchor;
    assert.ok(anchor && anchor.count > 0, 'the notice carries the anchor');
    assert.ok(content.includes(anchor.lastHash) && content.includes(`共 ${anchor.count} 条记录`));
    const exported = (
      await t.api.get<AuditChainExport>(`${QUOTE}/exportAudit?projectId=${project.id}`, t.tokens.purchaser)
    ).body.value;
    assert.ok(exported);
    assert.deepEqual(exported.publishedAnchor, { noticeId: award.id, ...anchor });
    assert.equal((await verifyAuditChain(exported, anchor)).ok, true);
    const confirmation = exported.records[anchor.count - 1];
    assert.equal(confirmation?.kind, 'confirmation');
    assert.deepEqual(
      [confirmation?.supplierId, confirmation?.supplierName, confirmation?.amount],
      [second.id, `测试供应商${second.account}`, '800000'],
      'the confirmation names the winner and their figure',
    );
    assert.deepEqual(
      (({ confirmerId, winnerId }) => ({ confirmerId, winnerId }))(JSON.parse(String(confirmation?.detail))),
      { confirmerId: 'u-purchaser', winnerId: second.id },
    );
    const cut = { ...exported, records: exported.records.slice(0, anchor.count - 1) };
    const refused = await verifyAuditChain(cut, anchor);
    assert.equal(refused.ok, false);
    assert.match(refused.ok ? '' : refused.reason, /published anchor/);

    const won = await latestMessage(second.token);
    assert.equal(won?.subject, `您已成为“竞价测试项目${project.id.split('-').at(-1)}”项目的成交供应商`);
    for (const loser of [first, third]) {
      const told = await latestMessage(loser.token);
      assert.equal(told?.projectId, project.id);
      assert.match(String(told?.subject), /成交结果已公布/);
    }
  });
  it('interrupting tells every supplier still in the project, those waiting for review too', async () => {
    const project = await quotingProject(t.server, t.tokens.purchaser, { suppliers: 1, start: false });
    await t.server.app.db
      .insertInto('procure_registrations')
      .values({
        id: `r-${project.id}-supplier3`,
        project_id: project.id,
        supplier_id: 'u-supplier3',
        supplier_name: '上海启明信息技术有限公司',
        ...UNREVIEWED_REGISTRATION,
      })
      .execute();
    const answer = await t.api.get(
      `${PROJECT}/interruptProject?projectId=${project.id}&reason=${encodeURIComponent('需求变更')}`,
      t.tokens.purchaser,
    );
    assert.equal(answer.body.state, true, answer.body.message);
    for (const token of [project.suppliers[0]?.token ?? '', t.tokens.supplier3]) {
      const told = await latestMessage(token);
      assert.equal(told?.projectId, project.id);
      assert.match(String(told?.subject), /项目已中止/);
      assert.equal(told?.content, '需求变更');
    }
  });
});

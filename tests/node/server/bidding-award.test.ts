import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectSummary } from '../../../api/contract/procure-project.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import type { NoticeDetail, NoticeSummary } from '../../../api/contract/tender-site.js';
import { UNREVIEWED_REGISTRATION } from '../../../api/server/tender/access.js';
import { biddingCalls, quotingProject } from './bidding-helpers.js';
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
    assert.match(content, /第2名（报价 850,000\.00 元）/);
    assert.match(content, /第3名（报价 900,000\.00 元）/);
    assert.doesNotMatch(
      content,
      new RegExp(`测试供应商(${first.account}|${third.account})`),
      'losers stay nameless',
    );

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

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectDetail } from '../../../api/contract/procure-project.js';
import type {
  EditableProject,
  ProjectFieldRefusal,
  SavedProject,
} from '../../../api/contract/project-editor.js';
import type { NoticeDraft, PublishedNotice } from '../../../api/contract/project-publication.js';
import type { ClarifyBody } from '../../../api/contract/schemas/project-publication.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import type { NoticeDetail, NoticeHistoryEntry, NoticeSummary } from '../../../api/contract/tender-site.js';
import type { TodoRow } from '../../../api/contract/workflow-lists.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { dangers } from './markup-dangers.js';
import {
  ALL,
  PORTAL,
  PROJECT,
  setWindows,
  startTenderServer,
  type TenderServer,
} from './procure-project-helpers.js';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** p-001: the purchaser's open unitPrice project inside its registration window (supplier2 pass, supplier3 pending). */
const REGISTERING = 'p-001';

describe('publication over HTTP: clarifications and the tender notice edited before submitting (issue 36)', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const clarify = (body: Partial<ClarifyBody>, token = tokens.purchaser, language?: string) =>
    api.post<PublishedNotice & ProjectFieldRefusal>(`${PROJECT}/clarify`, body, token, language);
  const project = async (id: string) => {
    const { body } = await api.get<ProjectDetail>(
      `${PROJECT}/getDetailWithDocumentation?id=${id}`,
      tokens.purchaser,
    );
    assert.equal(body.state, true, body.message);
    return body.value as ProjectDetail;
  };
  const noticesOf = async (projectId: string, type: string) => {
    const { body } = await api.post<PageList<NoticeSummary>>(`${PORTAL}/procureNotice/v1/queryFront`, {
      ...ALL,
      querys: [
        { property: 'projectId', value: projectId, operation: 'EQUAL' },
        { property: 'type', value: type, operation: 'EQUAL' },
      ],
    });
    assert.equal(body.state, true, body.message);
    return body.value?.rows ?? [];
  };

  it('publishes a clarification that moves the bidding window: a public notice of the project, a new tender notice version, every enrolled supplier told', async () => {
    const before = await project(REGISTERING);
    const [tender] = await noticesOf(REGISTERING, 'bid');
    assert.ok(tender, 'p-001 has its tender notice');
    const bidStart = inHours(24 * 20);
    const bidEnd = inHours(24 * 20 + 4);
    const { body } = await clarify({
      projectId: REGISTERING,
      title: '关于报价时间调整的澄清公告',
      content: `<p>报价时间顺延。</p>${XSS_PAYLOADS.join('')}`,
      fRegisterStartTime: before.fRegisterStartTime,
      fBidStartTime: bidStart,
      fBidEndTime: bidEnd,
    });
    assert.equal(body.state, true, body.message);
    assert.equal(body.message, '澄清公告已发布');
    // supplier2 (pass) and supplier3 (pending) are enrolled; supplier never signed up.
    assert.equal(body.value?.notified, 2);

    const after = await project(REGISTERING);
    assert.equal(after.fBidStartTime, bidStart);
    assert.equal(after.fBidEndTime, bidEnd);
    assert.equal(after.fRegisterEndTime, before.fRegisterEndTime);

    const [clear] = await noticesOf(REGISTERING, 'clear');
    assert.equal(clear?.id, body.value?.noticeId);
    assert.equal(clear?.title, '关于报价时间调整的澄清公告');
    assert.equal(clear?.fBidStartTime, bidStart, 'the list shows the moved window');
    const detail = await api.get<NoticeDetail>(`${PORTAL}/procureNotice/v1/getDetail?id=${clear?.id}`);
    assert.match(detail.body.value?.content ?? '', /报价时间顺延/);
    assert.match(detail.body.value?.content ?? '', /报价时间变更为 /);
    // Every known payload was sent in the body: nothing of them can run, in the notice or the tender notice.
    assert.deepEqual(dangers(detail.body.value?.content ?? ''), []);

    // The tender notice: version 2 with the clarification after its text, and the related clarification.
    const tenderDetail = await api.get<NoticeDetail>(`${PORTAL}/procureNotice/v1/getDetail?id=${tender.id}`);
    assert.equal(tenderDetail.body.value?.version, tender.version + 1);
    assert.match(tenderDetail.body.value?.content ?? '', /关于报价时间调整的澄清公告/);
    assert.deepEqual(dangers(tenderDetail.body.value?.content ?? ''), []);
    assert.ok(tenderDetail.body.value?.relatedIds.includes(clear?.id as string));
    assert.equal(tenderDetail.body.value?.project?.fBidStartTime, bidStart);
    const history = await api.get<NoticeHistoryEntry[]>(
      `${PORTAL}/procureNotice/v1/getHistory?id=${tender.id}`,
    );
    assert.match(
      history.body.value?.[0]?.changeSummary ?? '',
      /^发布澄清公告：关于报价时间调整的澄清公告；报价时间变更为/,
    );

    // The enrolled are told, in their language; registrations stay as they were.
    const messages = await api.post<PageList<ProcureMessage>>(
      `${PORTAL}/procureMessage/v1/getMyMessage`,
      ALL,
      tokens.supplier2,
      'en-US',
    );
    assert.ok(
      messages.body.value?.rows.some((row) =>
        /^A clarification notice of “.+” is published/.test(row.subject),
      ),
      JSON.stringify(messages.body),
    );
    const registrations = await server.app.db
      .selectFrom('procure_registrations')
      .select(['supplier_id', 'status'])
      .where('project_id', '=', REGISTERING)
      .orderBy('supplier_id')
      .execute();
    assert.deepEqual(
      registrations.map((row) => `${row.supplier_id}:${row.status}`),
      ['u-supplier2:pass', 'u-supplier3:pending'],
    );
  });

  it('refuses wrong fields on their fields in the caller’s language and changes nothing', async () => {
    const before = await project(REGISTERING);
    const empty = await clarify(
      { projectId: REGISTERING, title: ' ', content: '<p> </p>' },
      tokens.purchaser,
      'en-US',
    );
    assert.equal(empty.body.state, false);
    assert.deepEqual(empty.body.value?.fields, {
      title: 'Notice title cannot be empty',
      content: 'Notice text cannot be empty',
    });
    const scriptOnly = await clarify({
      projectId: REGISTERING,
      title: '澄清',
      content: '<script>alert(1)</script>',
    });
    assert.equal(scriptOnly.body.value?.fields?.content, '公告内容不能为空');

    const times = await clarify(
      {
        projectId: REGISTERING,
        title: '澄清',
        content: '<p>调整时间</p>',
        // The registration has started: its start stays.
        fRegisterStartTime: inHours(1),
        // Bidding before the registration ends.
        fBidStartTime: new Date(Date.parse(before.fRegisterEndTime as string) - HOUR).toISOString(),
      },
      tokens.purchaser,
      'en-US',
    );
    assert.equal(times.body.state, false);
    assert.deepEqual(times.body.value?.fields, {
      fRegisterStartTime: 'Registration start has passed and cannot be changed',
      fBidStartTime: 'Bidding cannot start before registration ends',
    });
    const past = await clarify({
      projectId: REGISTERING,
      title: '澄清',
      content: '<p>x</p>',
      fBidEndTime: inHours(-1),
    });
    assert.equal(past.body.value?.fields?.fBidEndTime, '报价截止时间不能早于当前时间');
    const tooLong = await clarify({ projectId: REGISTERING, title: '长'.repeat(201), content: '<p>x</p>' });
    assert.equal(tooLong.body.state, false);
    assert.deepEqual(await project(REGISTERING), before);
  });

  it('keeps a quoting project’s bidding window: its rounds are laid out; a clarification with only text passes', async () => {
    const QUOTING = 'p-002';
    const before = await project(QUOTING);
    assert.equal(before.fState, 'quoting');
    const rounds = () =>
      server.app.db
        .selectFrom('procure_bid_windows')
        .select(['round', 'start_time', 'end_time'])
        .where('project_id', '=', QUOTING)
        .orderBy('round')
        .execute();
    const roundsBefore = await rounds();
    assert.ok(roundsBefore.length > 0, 'startQuotation laid out the rounds');
    const moved = await clarify(
      { projectId: QUOTING, title: '报价截止时间顺延', content: '<p>顺延</p>', fBidEndTime: inHours(48) },
      tokens.purchaser,
      'en-US',
    );
    assert.equal(moved.body.state, false);
    assert.deepEqual(moved.body.value?.fields, {
      fBidEndTime: 'The bidding rounds are scheduled: Bidding end cannot be changed',
    });
    const zh = await clarify({
      projectId: QUOTING,
      title: '报价截止时间顺延',
      content: '<p>顺延</p>',
      fBidEndTime: inHours(48),
    });
    assert.equal(zh.body.value?.fields?.fBidEndTime, '报价轮次已排定，报价截止时间不能修改');
    assert.deepEqual(await project(QUOTING), before);
    assert.deepEqual(await rounds(), roundsBefore);
    assert.deepEqual(await noticesOf(QUOTING, 'clear'), []);

    const textOnly = await clarify({
      projectId: QUOTING,
      title: '关于技术参数的澄清',
      content: '<p>变压器容量以附件为准。</p>',
      // Its own times sent back unchanged are no move.
      fBidStartTime: before.fBidStartTime,
      fBidEndTime: before.fBidEndTime,
    });
    assert.equal(textOnly.body.state, true, textOnly.body.message);
    const [clear] = await noticesOf(QUOTING, 'clear');
    assert.equal(clear?.title, '关于技术参数的澄清');
    assert.equal((await project(QUOTING)).fBidEndTime, before.fBidEndTime);
    assert.deepEqual(await rounds(), roundsBefore);
  });

  it('is the owner’s, for a published project whose bidding is not over', async () => {
    const body = { projectId: REGISTERING, title: '澄清', content: '<p>说明</p>' };
    assert.equal((await clarify(body, tokens.purchaser2)).status, 403);
    assert.equal((await clarify(body, tokens.supplier2)).status, 403);
    assert.equal((await clarify(body, tokens.admin)).status, 403);
    const draft = await clarify({ ...body, projectId: 'p-101' }, tokens.purchaser, 'en-US');
    assert.equal(draft.body.state, false);
    assert.match(draft.body.message ?? '', /you cannot publish a clarification now/);
    const archived = await clarify({ ...body, projectId: 'p-004' });
    assert.equal(archived.body.message, '当前项目状态为“已归档”，不能发布澄清公告');
  });

  it('publishes a pre-notice of a published project only while its registration has not opened', async () => {
    const body = {
      projectId: 'p-102',
      title: '配电房改造工程招标预告',
      content: '<p>本项目将于下周开始报名。</p>',
    };
    const refused = await api.post(
      `${PROJECT}/preNotice`,
      { ...body, projectId: REGISTERING },
      tokens.purchaser,
      'en-US',
    );
    assert.equal(refused.body.message, 'Registration has opened: a pre-notice can no longer be published');
    await setWindows(server, 'p-102', [24, 96, 120, 122]);
    assert.equal((await api.post(`${PROJECT}/preNotice`, body, tokens.supplier)).status, 403);
    const blank = await api.post<ProjectFieldRefusal>(
      `${PROJECT}/preNotice`,
      { ...body, content: '<p></p>' },
      tokens.purchaser,
    );
    assert.deepEqual(blank.body.value?.fields, { content: '公告内容不能为空' });
    const published = await api.post<PublishedNotice>(`${PROJECT}/preNotice`, body, tokens.purchaser);
    assert.equal(published.body.state, true, published.body.message);
    assert.equal(published.body.message, '招标预告已发布');
    const [notice] = await noticesOf('p-102', 'bidBefore');
    assert.equal(notice?.id, published.body.value?.noticeId);
    assert.equal(notice?.title, '配电房改造工程招标预告');
  });

  // ---- the tender notice edited before submitting
  const staff = async (account: string) => issueToken(server.app.db, `u-${account}`);
  const approveAs = async (account: string, projectName: string) => {
    const token = await staff(account);
    const { body } = await api.post<PageList<TodoRow>>(
      '/runtime/task/v1/getTodoList',
      { pageBean: { page: 1, pageSize: 100 } },
      token,
    );
    const todo = body.value?.rows.find((row) => row.subject === `招标项目审批：${projectName}`);
    assert.ok(todo, `${account} has the approval of ${projectName}`);
    const done = await api.post(
      '/runtime/task/v1/complete',
      { taskId: todo.taskId, actionName: 'agree', opinion: '同意' },
      token,
    );
    assert.equal(done.body.state, true, done.body.message);
  };

  it('shows the notice the facts would publish; the edited text is kept sanitized and is what approval publishes', async () => {
    const facts = {
      fProjectName: '公告可编辑的项目',
      fProjectNo: 'HDNY-2027-0301',
      fBudgetMoney: '300000',
      fTransactionMode: 'competitive',
      fQuotationMode: 'sum',
      fRegisterMode: 'open',
      fRegisterStartTime: inHours(24),
      fRegisterEndTime: inHours(24 * 5),
      fBidStartTime: inHours(24 * 6),
      fBidEndTime: inHours(24 * 6 + 2),
      fBidRound: 1,
      fProcureType: 'gkzb',
      fPurchaserName: '华东能源集团采购部',
      fProcurementContent: '年度物业服务',
    } as const;
    const draft = await api.post<NoticeDraft>(`${PROJECT}/noticeDraft`, facts, tokens.purchaser);
    assert.equal(draft.body.state, true, draft.body.message);
    assert.equal(draft.body.value?.title, '公告可编辑的项目招标公告');
    assert.match(draft.body.value?.content ?? '', /项目编号：HDNY-2027-0301/);
    assert.equal((await api.post(`${PROJECT}/noticeDraft`, facts, tokens.supplier)).status, 403);

    const edited = `${draft.body.value?.content}<p>联系人：王工 0571-88888888</p>${XSS_PAYLOADS.join('')}`;
    const saved = await api.post<SavedProject>(
      `${PROJECT}/save`,
      { ...facts, noticeTitle: '公告可编辑的项目招标公告（修订）', noticeContent: edited },
      tokens.purchaser,
    );
    assert.equal(saved.body.state, true, saved.body.message);
    const id = saved.body.value?.id as string;
    const reopened = await api.get<EditableProject>(`${PROJECT}/getEditable?id=${id}`, tokens.purchaser);
    assert.equal(reopened.body.value?.noticeTitle, '公告可编辑的项目招标公告（修订）');
    assert.match(reopened.body.value?.noticeContent ?? '', /联系人：王工/);
    assert.deepEqual(dangers(reopened.body.value?.noticeContent ?? ''), []);

    assert.equal(
      (await api.post(`${PROJECT}/submit?projectId=${id}`, undefined, tokens.purchaser)).body.state,
      true,
    );
    await approveAs('liuyang', facts.fProjectName);
    await approveAs('chenjing', facts.fProjectName);
    const [notice] = await noticesOf(id, 'bid');
    assert.equal(notice?.title, '公告可编辑的项目招标公告（修订）');
    const detail = await api.get<NoticeDetail>(`${PORTAL}/procureNotice/v1/getDetail?id=${notice?.id}`);
    assert.match(detail.body.value?.content ?? '', /联系人：王工 0571-88888888/);
    assert.deepEqual(dangers(detail.body.value?.content ?? ''), []);
  });

  it('keeps no edited notice that is blank once sanitized: approval would publish the generated one', async () => {
    const facts = {
      fProjectName: '空白公告的项目',
      fTransactionMode: 'competitive',
      fQuotationMode: 'sum',
      fRegisterMode: 'open',
    } as const;
    for (const noticeContent of [
      '<p></p>',
      '<p>&nbsp;</p>',
      '<script>alert(1)</script>',
      '<p><script>x</script></p>',
    ]) {
      const saved = await api.post<SavedProject>(
        `${PROJECT}/save`,
        { ...facts, noticeContent },
        tokens.purchaser,
      );
      assert.equal(saved.body.state, true, saved.body.message);
      const reopened = await api.get<EditableProject>(
        `${PROJECT}/getEditable?id=${saved.body.value?.id}`,
        tokens.purchaser,
      );
      assert.equal(reopened.body.value?.noticeContent, null, noticeContent);
    }
  });
});

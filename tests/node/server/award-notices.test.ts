import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditChainExport } from '../../../api/contract/audit-chain.js';
import type { LiveProject } from '../../../api/contract/bidding.js';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectApproval, ProjectDetail } from '../../../api/contract/procure-project.js';
import type { EditableProject } from '../../../api/contract/project-editor.js';
import type { NoticeDraft } from '../../../api/contract/project-publication.js';
import type { TenderQuestions } from '../../../api/contract/questions.js';
import type { NoticeDetail, NoticeSummary } from '../../../api/contract/tender-site.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import type { ProjectRow } from '../../../api/server/tender/access.js';
import { awardNoticeContent } from '../../../api/server/tender/award-wording.js';
import { biddingCalls, QUOTE, quotingProject, setRounds } from './bidding-helpers.js';
import {
  PORTAL,
  PROJECT,
  REGISTRATION,
  startTenderServer,
  type TenderServer,
} from './procure-project-helpers.js';
import { smtpCapture } from './smtp-capture.js';

/**
 * Issue 36, the award and what goes with it: a project's notice language, a withdrawal in the overtime
 * window, the review's chain record, and a deleted user's public questions.
 */
describe('awards and their notices (issue 36)', () => {
  let t: TenderServer;
  before(async () => {
    t = await startTenderServer();
  });
  after(() => t.server.stop());
  const { quote } = biddingCalls(() => t);

  const awardNoticeOf = async (projectId: string) => {
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
    const summary = notices.body.value.rows.find((row) => row.projectId === projectId);
    assert.ok(summary, 'the award notice is listed');
    return (await t.api.get<NoticeDetail>(`${PORTAL}/procureNotice/v1/getDetail?id=${summary.id}`)).body
      .value;
  };

  it('writes the award notice in the project’s notice language, whatever the reader’s', async () => {
    const project = await quotingProject(t.server, t.tokens.purchaser, { suppliers: 2 });
    await t.server.app.db
      .updateTable('procure_projects')
      .set({ notice_language: 'en-US' })
      .where('id', '=', project.id)
      .execute();
    const [first, second] = project.suppliers;
    assert.ok(first && second);
    await quote({ projectId: project.id, quotationAmount: 700_000 }, first.token);
    await quote({ projectId: project.id, quotationAmount: 650_000 }, second.token);
    await t.api.get(`${PROJECT}/endQuotation?projectId=${project.id}`, t.tokens.purchaser);
    const confirmed = await t.api.get(
      `${PROJECT}/confirmQuotation?projectId=${project.id}`,
      t.tokens.purchaser,
    );
    assert.equal(confirmed.body.state, true, confirmed.body.message);
    const notice = await awardNoticeOf(project.id);
    assert.equal(notice?.language, 'en-US');
    assert.match(String(notice?.title), /^Award notice: /);
    const content = String(notice?.content);
    assert.ok(content.includes('<strong>Winning supplier</strong>: '), content);
    assert.ok(content.includes('<td>2</td><td>Supplier A</td><td>CNY 700,000.00</td>'), content);
    assert.ok(content.includes('Audit chain anchor'));
    assert.doesNotMatch(content, /成交/);
  });

  it('e-mails the suppliers told of the award who have an address, through the portal’s mailbox', async () => {
    const smtp = await smtpCapture();
    const { received } = smtp;
    process.env.NOTICE_SMTP_URL = smtp.url;
    process.env.NOTICE_MAIL_FROM = 'noreply@tender.example.com';
    try {
      const project = await quotingProject(t.server, t.tokens.purchaser, { suppliers: 2 });
      const [first, second] = project.suppliers;
      assert.ok(first && second);
      // The loser has an address; the winner none: only the loser is mailed.
      await t.server.app.db
        .updateTable('users')
        .set({ email: `${first.account}@supplier.example.com` })
        .where('id', '=', first.id)
        .execute();
      await quote({ projectId: project.id, quotationAmount: 700_000 }, first.token);
      await quote({ projectId: project.id, quotationAmount: 650_000 }, second.token);
      await t.api.get(`${PROJECT}/endQuotation?projectId=${project.id}`, t.tokens.purchaser);
      const confirmed = await t.api.get(
        `${PROJECT}/confirmQuotation?projectId=${project.id}`,
        t.tokens.purchaser,
      );
      assert.equal(confirmed.body.state, true, confirmed.body.message);
      await smtp.first;
      assert.deepEqual(
        received.map((mail) => mail.to),
        [`${first.account}@supplier.example.com`],
      );
      const raw = received[0]?.raw ?? '';
      assert.match(raw, /^Subject: /m);
      assert.match(raw, /To: [^\n]*supplier\.example\.com/);
      const sent = await t.server.app.db
        .selectFrom('procure_mail_outbox')
        .select(['sent_at', 'subject', 'receiver_id'])
        .where('project_id', '=', project.id)
        .execute();
      assert.equal(sent.length, 1);
      assert.equal(sent[0]?.receiver_id, first.id);
      assert.ok(sent[0]?.sent_at, 'marked sent');
      assert.match(String(sent[0]?.subject), /成交结果已公布/);
    } finally {
      delete process.env.NOTICE_SMTP_URL;
      delete process.env.NOTICE_MAIL_FROM;
      await smtp.close();
    }
  });

  it('extends the round when a supplier withdraws in its last minutes, as a quotation would', async () => {
    const project = await quotingProject(t.server, t.tokens.purchaser, {
      suppliers: 2,
      rules: { overtime_trigger_minutes: 1, overtime_extend_minutes: 2, overtime_max_times: 2 },
    });
    const [first, second] = project.suppliers;
    assert.ok(first && second);
    // Both quote while the round has long to go: no overtime.
    assert.equal(
      (await quote({ projectId: project.id, quotationAmount: 500_000 }, first.token)).body.value?.extended,
      false,
    );
    await quote({ projectId: project.id, quotationAmount: 510_000 }, second.token);
    // The round ends in 30 s: the leader withdraws inside the overtime window.
    await setRounds(t.server, project.id, [[-600, 30]]);
    const withdrawn = await t.api.post<LiveProject>(
      `${QUOTE}/withdraw`,
      { projectId: project.id },
      first.token,
    );
    assert.equal(withdrawn.body.state, true, withdrawn.body.message);
    const end = Date.parse(withdrawn.body.value?.roundEndTime ?? '');
    assert.ok(
      end > Date.now() + 120_000,
      `extended by two minutes (ends ${withdrawn.body.value?.roundEndTime})`,
    );
    assert.equal(withdrawn.body.value?.rounds[0]?.extensions ?? 1, 1);
    const trail = (
      await t.api.get<AuditChainExport>(`${QUOTE}/exportAudit?projectId=${project.id}`, t.tokens.purchaser)
    ).body.value?.records;
    assert.deepEqual(
      trail?.filter((record) => record.kind === 'round').map((record) => record.outcome),
      ['round-opened', 'round-extended'],
    );
  });

  it('names the reviewer of a registration in its chain record, the supplier as the supplier', async () => {
    const project = await quotingProject(t.server, t.tokens.purchaser, { suppliers: 1, start: false });
    // quotingProject passes its registrations directly: put one back to review and pass it over HTTP.
    const registration = await t.server.app.db
      .selectFrom('procure_registrations')
      .select('id')
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    await t.server.app.db
      .updateTable('procure_registrations')
      .set({ status: 'pending' })
      .where('id', '=', registration.id)
      .execute();
    const saved = await t.api.post(
      `${REGISTRATION}/save`,
      { id: registration.id, fStatus: 'pass' },
      t.tokens.purchaser,
    );
    assert.equal(saved.body.state, true, saved.body.message);
    const after = (
      await t.api.get<AuditChainExport>(`${QUOTE}/exportAudit?projectId=${project.id}`, t.tokens.purchaser)
    ).body.value?.records;
    const reviewed = after?.find((record) => record.outcome === 'review-pass');
    const supplier = project.suppliers[0];
    assert.ok(reviewed && supplier);
    assert.equal(reviewed.supplierId, supplier.id);
    assert.equal(reviewed.account, 'purchaser');
    const detail = JSON.parse(String(reviewed.detail)) as Record<string, unknown>;
    assert.equal(detail.reviewerId, 'u-purchaser');
    assert.equal('supplierId' in detail, false);
  });

  it('keeps a deleted user’s public question and its answer, without the asker', async () => {
    const db = t.server.app.db;
    await db
      .insertInto('users')
      .values({
        id: 'u-q-gone',
        account: 'q-gone',
        fullname: '将注销的供应商',
        password_hash: 'x',
        identity: 'supplier',
        mobile: null,
        email: null,
        sex: null,
        status: 1,
        address: null,
        photo: null,
        tenant_id: -1,
      })
      .execute();
    await db
      .insertInto('procure_questions')
      .values({
        id: 'q-gone-1',
        project_id: 'p-001',
        asker_id: 'u-q-gone',
        question: '报价是否含运费？',
        answer: '含运费。',
        answerer_id: 'u-purchaser',
        answered_at: new Date(),
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'u-q-gone').execute();
    const listed = await t.api.get<TenderQuestions>(`${PORTAL}/procureQuestion/v1/query?projectId=p-001`);
    const kept = listed.body.value?.questions.find((question) => question.id === 'q-gone-1');
    assert.deepEqual([kept?.question, kept?.answer], ['报价是否含运费？', '含运费。']);
  });

  it('shows the seeded submitted project’s approval, waiting for the department head, to its purchaser', async () => {
    const answer = await t.api.get<ProjectApproval[]>(
      `${PROJECT}/approvalOpinions?projectId=p-108`,
      t.tokens.purchaser,
    );
    assert.equal(answer.body.state, true, answer.body.message);
    const [approval, ...older] = answer.body.value ?? [];
    assert.equal(older.length, 0);
    assert.equal(approval?.status, 'running');
    assert.deepEqual(
      approval?.opinions.map((opinion) => [opinion.taskName, opinion.statusVal]),
      [
        ['提交项目', 'submit'],
        ['部门负责人审核', 'awaiting_check'],
      ],
    );
    // Its approver reads the project (the approval form links to it); other staff do not.
    const liuyang = await issueToken(t.server.app.db, 'u-liuyang');
    const read = await t.api.get<ProjectDetail>(`${PROJECT}/getDetailWithDocumentation?id=p-108`, liuyang);
    assert.deepEqual([read.body.state, read.body.value?.fState], [true, 'submitted'], read.body.message);
    const other = await t.api.get(`${PROJECT}/getDetailWithDocumentation?id=p-108`, t.tokens.staff);
    assert.equal(other.body.state, false);
  });

  it('keeps the notice language and the edited notice’s basis with the draft', async () => {
    const saved = await t.api.post<{ id: string }>(
      `${PROJECT}/save`,
      {
        fProjectName: '国际设备采购',
        fNoticeLanguage: 'zh-TW',
        noticeTitle: '國際設備採購招標公告',
        noticeContent: '<p>公告正文</p>',
        noticeBasis: 'v1-abc',
      },
      t.tokens.purchaser,
    );
    assert.equal(saved.body.state, true, saved.body.message);
    const editable = await t.api.get<EditableProject>(
      `${PROJECT}/getEditable?id=${saved.body.value?.id}`,
      t.tokens.purchaser,
    );
    assert.deepEqual(
      [editable.body.value?.fNoticeLanguage, editable.body.value?.noticeBasis],
      ['zh-TW', 'v1-abc'],
    );
    // The tender notice is generated in that language; zh-TW and en-US alike.
    for (const [language, title, words] of [
      ['zh-TW', '國際設備採購招標公告', '採購方式：公開招標'],
      ['en-US', 'Tender notice: 国际设备采购', 'Procurement method: open tender'],
    ] as const) {
      const draft = await t.api.post<NoticeDraft>(
        `${PROJECT}/noticeDraft`,
        {
          fProjectName: language === 'zh-TW' ? '國際設備採購' : '国际设备采购',
          fProcureType: 'gkzb',
          fNoticeLanguage: language,
        },
        t.tokens.purchaser,
      );
      assert.equal(draft.body.value?.title, title);
      assert.ok(draft.body.value?.content.includes(words), draft.body.value?.content);
    }
    const wrong = await t.api.post(
      `${PROJECT}/save`,
      { fProjectName: '国际设备采购', fNoticeLanguage: 'fr-FR' },
      t.tokens.purchaser,
    );
    assert.equal(wrong.body.state, false);
  });
});

describe('the award notice’s text (issue 36)', () => {
  it('writes the names it carries as text: a payload in a project or supplier name stays inert', () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    const project = {
      project_name: `设备${payload}`,
      project_no: 'A-1',
      purchaser_name: `采购人${payload}`,
      quotation_mode: 'sum',
    } as unknown as ProjectRow;
    const html = awardNoticeContent(
      project,
      {
        winnerId: 'u-1',
        winnerName: `供应商${payload}`,
        places: [
          { supplierId: 'u-1', rank: 1, figure: 100 },
          { supplierId: 'u-2', rank: 2, figure: 120 },
        ],
      },
      new Date('2026-03-05T02:00:00Z'),
      'zh-CN',
      { count: 3, lastHash: 'a'.repeat(64) },
    );
    assert.equal(html.includes('<img'), false, html);
    assert.ok(html.includes('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;'), html);
    assert.ok(html.includes('<td>2</td><td>供应商A</td><td>120.00 元</td>'));
    assert.ok(html.includes('成交日期</strong>：2026-03-05'));
  });
});

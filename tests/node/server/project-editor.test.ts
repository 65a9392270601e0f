import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectDetail, ProjectSummary } from '../../../api/contract/procure-project.js';
import type {
  EditableProject,
  ProjectFieldRefusal,
  ProjectStateChange,
  SavedProject,
  SaveProjectBody,
} from '../../../api/contract/project-editor.js';
import type { NoticeDetail, NoticeSummary } from '../../../api/contract/tender-site.js';
import type { FormAndBO } from '../../../api/contract/workflow.js';
import type { TodoRow } from '../../../api/contract/workflow-lists.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { sanitizeHtml } from '../../../api/server/http/sanitize-html.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { dangers } from './markup-dangers.js';
import {
  ALL,
  completeProject,
  inDays,
  PORTAL,
  PROJECT,
  startTenderServer,
  type TenderServer,
  uploadImage,
} from './procure-project-helpers.js';

const RUNTIME = '/runtime';
/** A complete project of the given modes: everything submit asks for. */
const complete = completeProject;

describe('the project editor over HTTP (issue 36)', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const save = (body: SaveProjectBody, language?: string) =>
    api.post<SavedProject & ProjectFieldRefusal>(`${PROJECT}/save`, body, tokens.purchaser, language);
  const editable = async (id: string) => {
    const { body } = await api.get<EditableProject>(`${PROJECT}/getEditable?id=${id}`, tokens.purchaser);
    assert.equal(body.state, true, body.message);
    return body.value as EditableProject;
  };
  const act = (action: 'submit' | 'withdraw' | 'copy', id: string, language?: string) =>
    api.post<ProjectStateChange & ProjectFieldRefusal>(
      `${PROJECT}/${action}?projectId=${id}`,
      undefined,
      tokens.purchaser,
      language,
    );

  it('creates a partial draft, saves it again and reopens it as saved', async () => {
    const first = await save({ fProjectName: '  办公家具采购  ', fBudgetMoney: '350000', goodsList: [] });
    assert.equal(first.body.state, true, first.body.message);
    const id = first.body.value?.id as string;
    let draft = await editable(id);
    assert.equal(draft.fState, 'draft');
    assert.equal(draft.editable, true);
    assert.equal(draft.approvalRequired, true);
    assert.equal(draft.fProjectName, '办公家具采购');
    assert.equal(draft.fBudgetMoney, 350000);
    assert.equal(draft.fTransactionMode, null);
    assert.equal(draft.fRegisterStartTime, null);
    // Left blank, the purchaser is the caller's company.
    assert.equal(draft.fPurchaserName, '华东能源集团有限公司');

    const again = await save({
      id,
      fProjectName: '办公家具采购',
      fQuotationMode: 'amount',
      fRegisterStartTime: inDays(3),
      goodsList: [{ goodsName: '办公桌', spec: '1.4m', unit: '张', quantity: '20' }],
      qualificationList: [{ type: 'other', summarize: '符合性审查' }],
      fScoreRule: [{ optionName: '价格分', score: '', percent: 40 }],
    });
    assert.equal(again.body.state, true, again.body.message);
    assert.equal(again.body.value?.id, id);
    draft = await editable(id);
    assert.equal(draft.fQuotationMode, 'amount');
    assert.equal(draft.fBudgetMoney, null, 'a save replaces the draft with what is sent');
    assert.deepEqual(draft.goodsList, [
      { goodsName: '办公桌', spec: '1.4m', unit: '张', quantity: 20, budgetPrice: null, remark: '' },
    ]);
    assert.deepEqual(draft.qualificationList, [{ type: 'other', summarize: '符合性审查', describe: '' }]);
    // A draft's blank score stays blank.
    assert.deepEqual(draft.fScoreRule, [{ optionName: '价格分', score: null, percent: 40, desc: '' }]);

    // The purchaser's list shows it, without startProject: it is published through approval.
    const list = await api.post<PageList<ProjectSummary>>(
      `${PROJECT}/queryPurchaserProject`,
      ALL,
      tokens.purchaser,
    );
    const row = list.body.value?.rows.find((one) => one.id === id);
    assert.equal(row?.fState, 'draft');
    assert.deepEqual(row?.actions, ['interruptProject']);
    const started = await api.get(`${PROJECT}/startProject?projectId=${id}`, tokens.purchaser);
    assert.equal(started.body.state, false);
    assert.equal(started.body.message, '该项目须提交审批，审批通过后发布');
  });

  it('refuses every malformed value on its own field, in zh-CN and en-US, and saves nothing', async () => {
    const { body: created } = await save({ fProjectName: '校验用项目' });
    const id = created.value?.id as string;
    const wrong: SaveProjectBody = {
      id,
      fProjectName: ' ',
      fBudgetMoney: '0x10',
      fEarnestMoney: '100000000000',
      fSignUpMoney: '1.234',
      minStep: -5,
      fBidRound: 0,
      fRoundCount: '1.5',
      fRegisterStartTime: inDays(5),
      fRegisterEndTime: inDays(4),
      fBidStartTime: inDays(3),
      fBidEndTime: 'tomorrow',
      fDocument: '{"name":"x"}',
      goodsList: [{ goodsName: '', quantity: 'ten' }],
      qualificationList: [{ type: 'zg', summarize: '' }],
      fScoreRule: [{ optionName: '技术分', score: 2000, percent: 120 }],
    };
    const { body } = await save(wrong);
    assert.equal(body.state, false);
    assert.equal(body.message, '项目名称不能为空');
    assert.deepEqual(body.value?.fields, {
      fProjectName: '项目名称不能为空',
      fBudgetMoney: '预算金额格式不正确',
      fEarnestMoney: '保证金不能大于¥99,999,999,999.99',
      fSignUpMoney: '报名费最多保留两位小数',
      minStep: '最小降价幅度不能小于0',
      fBidRound: '报价轮次不能小于1',
      fRoundCount: '轮次间隔须为整数',
      fBidEndTime: '报价截止时间格式不正确',
      fDocument: '附件格式不正确',
      fRegisterEndTime: '报名截止时间须晚于报名开始时间',
      fBidStartTime: '报价开始时间不能早于报名截止时间',
      'goodsList.0.goodsName': '货物名称不能为空',
      'goodsList.0.quantity': '数量格式不正确',
      'qualificationList.0.summarize': '审查项不能为空',
      'fScoreRule.0.score': '分值不能大于1000',
      'fScoreRule.0.percent': '权重不能大于100',
    });
    const english = await save(wrong, 'en-US');
    assert.equal(english.body.message, 'Project name cannot be empty');
    assert.equal(english.body.value?.fields.fRegisterEndTime, 'Registration must end after it starts');
    assert.equal(english.body.value?.fields['goodsList.0.quantity'], 'Quantity is not in a valid format');
    const traditional = await save(wrong, 'zh-TW');
    assert.equal(traditional.body.value?.fields.fBidRound, '報價輪次不能小於1');
    // Nothing of the refused save was kept.
    assert.equal((await editable(id)).fProjectName, '校验用项目');
    // A number is one project's only.
    const taken = await save({ id, fProjectName: '校验用项目', fProjectNo: 'HDNY-2026-1101' });
    assert.deepEqual(taken.body.value?.fields, { fProjectNo: '项目编号已存在' });
    // Only suppliers are invited.
    const invited = await save({
      id,
      fProjectName: '校验用项目',
      supplierIds: ['u-supplier', 'u-purchaser2'],
    });
    assert.deepEqual(invited.body.value?.fields, { supplierIds: '只能邀请供应商' });
    // A value of the wrong kind is refused by the schema, naming the field.
    const kind = await save({ id, fProjectName: '校验用项目', fTransactionMode: 'auction' as 'competitive' });
    assert.equal(kind.status, 400);
    assert.equal(kind.body.message, '请求参数不正确：竞价类型取值不正确');
  });

  it('submits only a complete project, naming every field missing or wrong; withdraws it back to draft', async () => {
    const { body: created } = await save({
      fProjectName: '综合评审项目',
      fTransactionMode: 'comprehensive',
      fQuotationMode: 'amount',
      fRegisterMode: 'invite',
      fRegisterStartTime: inDays(-3),
      fRegisterEndTime: inDays(-1),
      fScoreRule: [
        {
          optionName: '技术分',
          score: 60,
          percent: 60,
          childProcureProjectRuleList: [
            { optionName: '方案', score: 30, percent: 50 },
            { optionName: '业绩', score: 20, percent: 50 },
          ],
        },
        { optionName: '', score: 40, percent: 30 },
      ],
    });
    const id = created.value?.id as string;
    const refused = await act('submit', id);
    assert.equal(refused.body.state, false);
    assert.deepEqual(refused.body.value?.fields, {
      fProjectNo: '项目编号不能为空',
      fBudgetMoney: '预算金额不能为空',
      fProcureType: '采购方式不能为空',
      fBidStartTime: '报价开始时间不能为空',
      fBidEndTime: '报价截止时间不能为空',
      fProcurementContent: '采购内容不能为空',
      fRegisterEndTime: '报名截止时间已过，请重新设置',
      'fScoreRule.1.optionName': '评分项不能为空',
      'fScoreRule.0.childProcureProjectRuleList': '子评分项的分值之和须等于上级评分项的分值',
      fScoreRule: '一级评分项的权重之和须为100',
      goodsList: '该报价方式须填写采购清单',
      supplierIds: '邀请报名须至少邀请一家供应商',
    });
    assert.equal((await editable(id)).fState, 'draft');

    // Completed: children's weights may be shares of their option (100) or of the total (60).
    const fixed = complete({
      id,
      fTransactionMode: 'comprehensive',
      fQuotationMode: 'amount',
      fRegisterMode: 'invite',
      supplierIds: ['u-supplier', 'u-supplier2'],
      fScoreRule: [
        {
          optionName: '技术分',
          score: 60,
          percent: 60,
          childProcureProjectRuleList: [
            { optionName: '方案', score: 30, percent: 30 },
            { optionName: '业绩', score: 30, percent: 30 },
          ],
        },
        { optionName: '价格分', score: 40, percent: 40 },
      ],
    });
    assert.equal((await save(fixed)).body.state, true);
    const reopened = await editable(id);
    assert.deepEqual(
      reopened.invitedSuppliers.map((supplier) => supplier.id),
      ['u-supplier', 'u-supplier2'],
    );
    assert.ok(reopened.invitedSuppliers.every((supplier) => supplier.name));
    const submitted = await act('submit', id);
    assert.equal(submitted.body.state, true, submitted.body.message);
    assert.deepEqual(submitted.body.value, { id, fState: 'submitted' });
    assert.equal((await editable(id)).editable, false);

    // Awaiting approval: not saved, not started, not submitted twice; in every language.
    const locked = await save(fixed, 'en-US');
    assert.equal(locked.body.state, false);
    assert.equal(
      locked.body.message,
      'The project is awaiting approval and cannot be changed; withdraw it first to change it',
    );
    assert.equal((await act('submit', id)).body.message, '当前项目状态为“待审批”，不能提交审批');
    const start = await api.get(`${PROJECT}/startProject?projectId=${id}`, tokens.purchaser, 'zh-TW');
    assert.equal(start.body.message, '目前專案狀態為「待審批」，不能開始專案');

    // Invisible to everyone but its purchaser: the invited suppliers hear nothing before publication.
    const detail = await api.get<ProjectDetail>(
      `${PROJECT}/getDetailWithDocumentation?id=${id}`,
      tokens.supplier,
    );
    assert.equal(detail.body.message, '项目不存在');
    const mine = await api.post<PageList<ProjectSummary>>(`${PROJECT}/queryMyProject`, ALL, tokens.supplier);
    assert.equal(mine.body.state, true);
    assert.ok(!mine.body.value?.rows.some((row) => row.id === id));

    const withdrawn = await act('withdraw', id);
    assert.deepEqual(withdrawn.body.value, { id, fState: 'draft' });
    assert.equal((await editable(id)).editable, true);
    assert.equal((await act('withdraw', id)).body.message, '当前项目状态为“草稿”，不能撤回审批');
    assert.equal((await save({ ...fixed, fProjectName: '综合评审项目（修订）' })).body.state, true);
  });

  it('refuses saving a published project: a change goes through a clarification', async () => {
    const { body } = await save({ id: 'p-107', fProjectName: '改名' });
    assert.equal(body.message, '项目已发布，不能修改；如需变更请发布澄清公告');
    const detail = await api.get<ProjectDetail>(
      `${PROJECT}/getDetailWithDocumentation?id=p-107`,
      tokens.purchaser,
    );
    assert.equal(detail.body.value?.fProjectName, '变压器及配电设备采购');
  });

  it('copies one of the purchaser’s projects as a new draft: lists and rules, not its number or windows', async () => {
    const { body } = await act('copy', 'p-111');
    assert.equal(body.state, true, body.message);
    const id = (body.value as unknown as SavedProject).id;
    assert.notEqual(id, 'p-111');
    const [copy, source] = await Promise.all([editable(id), editable('p-111')]);
    assert.equal(copy.fState, 'draft');
    assert.equal(copy.fProjectName, source.fProjectName);
    assert.equal(copy.fProjectNo, null);
    assert.equal(copy.fRegisterStartTime, null);
    assert.equal(copy.fBidEndTime, null);
    assert.deepEqual(copy.fScoreRule, source.fScoreRule);
    assert.ok(copy.fScoreRule.length > 0);
    assert.deepEqual(copy.goodsList, source.goodsList);
    assert.deepEqual(copy.qualificationList, source.qualificationList);
    assert.equal(copy.fTransactionMode, 'comprehensive');
  });

  it('keeps attachments only when they are the caller’s own uploads, in a copy too', async () => {
    const mine = await uploadImage(server, tokens.purchaser, '采购文件.png');
    const saved = await save({ fProjectName: '附件项目', fDocument: mine.list });
    assert.equal(saved.body.state, true, saved.body.message);
    assert.equal((await editable(saved.body.value?.id as string)).fDocument, mine.list);
    const copied = await act('copy', saved.body.value?.id as string);
    const copy = await editable((copied.body.value as unknown as SavedProject).id);
    assert.equal(copy.fDocument, mine.list);
    const theirs = await uploadImage(server, tokens.supplier, '他人文件.png');
    const refused = await save({ fProjectName: '附件项目', fDocument: theirs.list });
    assert.equal(refused.body.state, false);
    assert.equal(refused.body.message, '附件无效，请重新上传');
  });

  it('stores the basic information sanitized: scripts and handlers gone, document markup kept', async () => {
    const { body } = await save({
      fProjectName: '富文本项目',
      fBasicInfo:
        '<h3>一、项目概况</h3><p style="text-align:center;position:fixed" onclick="alert(1)">居中 &amp; 加粗<strong>重点</strong></p>' +
        '<img src=x onerror="window.__xss=1" alt="图"><script>window.__xss=2</script>' +
        '<a href="javascript:alert(1)">坏链接</a><a href="https://www.example.com/a?b=1&c=2">好链接</a>' +
        '<table><tr><td colspan="2">单元格</td></tr></table>',
    });
    assert.equal(body.state, true, body.message);
    const stored = (await editable(body.value?.id as string)).fBasicInfo;
    assert.equal(
      stored,
      '<h3>一、项目概况</h3><p style="text-align: center">居中 &amp; 加粗<strong>重点</strong></p>' +
        '<img src="x" alt="图"><a>坏链接</a><a href="https://www.example.com/a?b=1&amp;c=2">好链接</a>' +
        '<table><tr><td colspan="2">单元格</td></tr></table>',
    );
  });

  it('the server sanitizer leaves nothing of the known payloads that could run', () => {
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizeHtml(`前文${payload}`);
      assert.deepEqual(dangers(clean), [], payload);
      assert.ok(clean.startsWith('前文'), payload);
    }
  });

  it('never shows a draft to suppliers, other purchasers or the public site', async () => {
    const { body } = await save(complete({ fProjectName: '未发布的草稿', fProjectNo: 'HDNY-2027-0002' }));
    assert.equal(body.state, true, body.message);
    const id = body.value?.id as string;
    for (const token of [tokens.supplier, tokens.purchaser2]) {
      const detail = await api.get<ProjectDetail>(`${PROJECT}/getDetailWithDocumentation?id=${id}`, token);
      assert.equal(detail.body.message, '项目不存在');
      const info = await api.get(`${PROJECT}/getUserInfoByProjectId?projectId=${id}`, token);
      assert.equal(info.body.message, '项目不存在');
    }
    // The seeded project awaiting approval (p-108) too.
    const submitted = await api.get(`${PROJECT}/getDetailWithDocumentation?id=p-108`, tokens.supplier);
    assert.equal(submitted.body.message, '项目不存在');
    const notices = await api.post<PageList<NoticeSummary>>(`${PORTAL}/procureNotice/v1/queryFront`, {
      ...ALL,
      querys: [{ property: 'keyword', value: '未发布的草稿', operation: 'LIKE' }],
    });
    assert.equal(notices.body.state, true, notices.body.message);
    assert.equal(notices.body.value?.total, 0);
    const collect = await api.post(
      `${PORTAL}/procureCollection/v1/save`,
      { linkId: id, type: 'project' },
      tokens.supplier,
    );
    assert.equal(collect.body.message, '收藏的内容不存在');
  });

  // Approval through the workflow engine: 招标项目审批 (demo/tender-approval.ts, tender/project-approval.ts).
  const staff = async (account: string) => issueToken(server.app.db, `u-${account}`);
  /** The to-dos of the project's approval that the account has, in a language. */
  const todosOf = async (token: string, projectName: string, language?: string) => {
    const { body } = await api.post<PageList<TodoRow>>(
      `${RUNTIME}/task/v1/getTodoList`,
      { pageBean: { page: 1, pageSize: 100 } },
      token,
      language,
    );
    assert.equal(body.state, true, body.message);
    return (body.value?.rows ?? []).filter((row) => row.subject === `招标项目审批：${projectName}`);
  };
  const decide = async (token: string, taskId: string, actionName: 'agree' | 'oppose', opinion: string) => {
    const { body } = await api.post(`${RUNTIME}/task/v1/complete`, { taskId, actionName, opinion }, token);
    assert.equal(body.state, true, body.message);
  };

  it('submitting starts 招标项目审批; both approvers agree and the project is published with its notice and invitations', async () => {
    const name = '审批发布的邀请项目';
    const { body } = await save(
      complete({
        fProjectName: name,
        fProjectNo: 'HDNY-2027-0101',
        fRegisterMode: 'invite',
        supplierIds: ['u-supplier2'],
        fProcureType: 'yqzb',
      }),
    );
    const id = body.value?.id as string;
    assert.equal((await act('submit', id)).body.value?.fState, 'submitted');

    // The head of the purchasing department (刘洋) has the to-do; its form shows the facts read-only.
    const liuyang = await staff('liuyang');
    const [first] = await todosOf(liuyang, name, 'en-US');
    assert.ok(first, 'the department head has the to-do');
    assert.equal(first.procDefName, 'Tender project approval');
    assert.equal(first.nodeName, 'Department head review');
    assert.equal(first.creatorName, '华东能源集团采购部');
    const form = await api.get<FormAndBO>(
      `${RUNTIME}/instance/v1/getInstFormAndBO?instId=${first.instId}&taskId=${first.taskId}`,
      liuyang,
    );
    assert.equal(form.body.state, true, form.body.message);
    const values = form.body.value as FormAndBO;
    assert.equal(values.data.projectId, id);
    assert.equal(values.data.projectName, name);
    assert.equal(values.data.projectNo, 'HDNY-2027-0101');
    assert.equal(values.data.budget, '1200000.50');
    assert.equal(values.data.registerMode, 'invite');
    assert.ok(Object.values(values.permissions).every((permission) => permission === 'r'));
    // Nobody else has it yet, and the supplier hears nothing before publication.
    assert.deepEqual(await todosOf(await staff('chenjing'), name), []);
    await decide(liuyang, first.taskId, 'agree', '同意提交');
    assert.equal((await editable(id)).fState, 'submitted');

    const chenjing = await staff('chenjing');
    const [second] = await todosOf(chenjing, name);
    assert.equal(second?.nodeName, '采购管理员审批');
    await decide(chenjing, second?.taskId as string, 'agree', '同意发布');

    // Published: registering, its notice on the public site, the invited supplier invited.
    const published = await editable(id);
    assert.equal(published.fState, 'registering');
    assert.equal(published.fApprovalOpinion, null);
    const front = await api.post<PageList<NoticeSummary>>(`${PORTAL}/procureNotice/v1/queryFront`, {
      ...ALL,
      querys: [{ property: 'keyword', value: name, operation: 'LIKE' }],
    });
    const notice = front.body.value?.rows.find((row) => row.projectId === id);
    assert.ok(notice, 'the tender notice is on the public site');
    assert.equal(notice.title, `${name}邀请招标公告`);
    assert.equal(notice.type, 'bid');
    const detail = await api.get<NoticeDetail>(`${PORTAL}/procureNotice/v1/getDetail?id=${notice.id}`);
    assert.equal(detail.body.state, true, detail.body.message);
    assert.match(detail.body.value?.content ?? '', /项目编号：HDNY-2027-0101/);
    assert.match(detail.body.value?.content ?? '', /预算金额：¥1,200,000\.50/);
    const invited = await api.post<PageList<ProjectSummary>>(
      `${PROJECT}/queryMyProject`,
      ALL,
      tokens.supplier2,
    );
    assert.ok(
      invited.body.value?.rows.some((row) => row.id === id),
      'the invited supplier sees the project',
    );
    assert.deepEqual(await todosOf(chenjing, name), []);
  });

  it('an approver’s 反对 or reject to the purchaser sends the project back with the opinion; withdrawing ends the to-do', async () => {
    const liuyang = await staff('liuyang');
    const submitNew = async (name: string, no: string) => {
      const { body } = await save(complete({ fProjectName: name, fProjectNo: no }));
      const id = body.value?.id as string;
      assert.equal((await act('submit', id)).body.state, true);
      const [todo] = await todosOf(liuyang, name);
      assert.ok(todo, `the department head has the to-do of ${name}`);
      return { id, todo };
    };

    const opposed = await submitNew('被反对的项目', 'HDNY-2027-0102');
    await decide(liuyang, opposed.todo.taskId, 'oppose', '预算偏高，请核实');
    let draft = await editable(opposed.id);
    assert.equal(draft.fState, 'draft');
    assert.equal(draft.editable, true);
    assert.equal(draft.fApprovalOpinion, '预算偏高，请核实');

    const rejected = await submitNew('被驳回的项目', 'HDNY-2027-0103');
    const back = await api.get(
      `${RUNTIME}/task/v1/taskToReject?taskId=${rejected.todo.taskId}&backModel=initiator&opinion=${encodeURIComponent('请补充采购清单')}`,
      liuyang,
    );
    assert.equal(back.body.state, true, back.body.message);
    draft = await editable(rejected.id);
    assert.equal(draft.fState, 'draft');
    assert.equal(draft.fApprovalOpinion, '请补充采购清单');
    // The purchaser holds no task: they answer in the editor and submit again, which starts a new approval.
    const open = await server.app.db
      .selectFrom('bpm_tasks')
      .select('id')
      .where('inst_id', '=', rejected.todo.instId)
      .where('status', '=', 'pending')
      .execute();
    assert.deepEqual(open, []);
    assert.equal((await act('submit', rejected.id)).body.state, true);
    assert.equal((await editable(rejected.id)).fApprovalOpinion, null);
    const [again] = await todosOf(liuyang, '被驳回的项目');
    assert.ok(again, 'the resubmitted project is awaiting the department head again');

    // Withdrawn: the approval ends and leaves the approver's to-dos; the project is a draft again.
    assert.equal((await act('withdraw', rejected.id)).body.value?.fState, 'draft');
    assert.deepEqual(await todosOf(liuyang, '被驳回的项目'), []);
    const late = await api.post(
      `${RUNTIME}/task/v1/complete`,
      { taskId: again.taskId, actionName: 'agree', opinion: '' },
      liuyang,
    );
    assert.equal(late.body.state, false);
    assert.equal((await editable(rejected.id)).fState, 'draft');

    // Terminated by its handler: back to draft with the reason.
    assert.equal((await act('submit', opposed.id)).body.state, true);
    const [pending] = await todosOf(liuyang, '被反对的项目');
    const ended = await api.post(
      `${RUNTIME}/instance/v1/doEndProcess`,
      { taskId: pending?.taskId, opinion: '项目暂缓' },
      liuyang,
    );
    assert.equal(ended.body.state, true, ended.body.message);
    draft = await editable(opposed.id);
    assert.equal(draft.fState, 'draft');
    assert.equal(draft.fApprovalOpinion, '项目暂缓');
  });
});

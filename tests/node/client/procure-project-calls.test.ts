import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allOfProject } from '../../../api/client/procure-project.js';
import { fieldErrorsOf, type SavedProject } from '../../../api/contract/project-editor.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { sessionClient } from './fixtures.js';

/** The typed calls of issue 11 reach their routes with the right method, query and body. */
describe('typed calls of tender projects against the reference backend', () => {
  let server: TestServer;
  let purchaser: ReturnType<typeof sessionClient>;
  let supplier: ReturnType<typeof sessionClient>;

  before(async () => {
    server = await startTestServer();
    purchaser = sessionClient(server.url);
    purchaser.session.token = await issueToken(server.app.db, 'u-purchaser');
    supplier = sessionClient(server.url);
    supplier.session.token = await issueToken(server.app.db, 'u-supplier');
  });
  after(() => server.stop());

  it('lists, the detail, user info, goods and qualifications', async () => {
    const calls = purchaser.api.procureProject;
    const mine = await calls.queryPurchaserProject({ pageBean: { page: 1, pageSize: 5 } });
    assert.equal(mine.value?.rows.length, 5);
    assert.ok((await calls.queryArchiveProject()).value?.rows.some((row) => row.id === 'p-004'));
    assert.ok((await calls.queryMySuccessProject()).value?.rows.some((row) => row.id === 'p-106'));
    assert.ok((await calls.queryMyProject()).value?.total);
    const detail = await calls.getDetailWithDocumentation('p-002');
    assert.equal(detail.value?.fState, 'quoting');
    assert.equal((await calls.getUserInfoByProjectId('p-002')).value?.isOwner, true);
    const goods = await calls.getGoodsByProjectId('p-001', { pageBean: { page: 1, pageSize: 2 } });
    assert.deepEqual([goods.value?.rows.length, goods.value?.total], [2, 4]);
    assert.ok((await calls.getAllQualification('p-002')).value?.length);
    assert.equal((await calls.getFinalQualificationByPid('p-002')).value?.length, 2);
    const time = await calls.getTime();
    assert.ok(Math.abs((time.value?.timestamp ?? 0) - Date.now()) < 60_000);
  });

  it('actions and pushMessage answer the project or the refusal', async () => {
    const calls = purchaser.api.procureProject;
    const refused = await calls.endProject('p-107');
    assert.deepEqual([refused.state, refused.message], [false, '当前项目状态为“报价中”，不能结束项目']);
    const sent = await calls.pushMessage('p-107', '请准时参加报价');
    assert.deepEqual(sent.value, { sent: 2 });
    assert.equal((await calls.startProject('p-101')).value?.fState, 'registering');
    assert.equal((await calls.interruptProject('p-101', '预算调整')).value?.fState, 'interrupted');
    const approval = await calls.approval({ projectId: 'p-020', pass: true, opinion: '同意' });
    assert.equal(approval.value?.fState, 'approved');
    assert.equal(
      (await calls.confirmQuotation('p-103', 'u-supplier')).value?.winnerName,
      '杭州恒远建设有限公司',
    );
    assert.equal(
      (await calls.approvalReport({ projectId: 'p-103', report: '报告' })).value?.fState,
      'approving',
    );
  });

  it('registrations: queries, review, invitations and the supplier’s answers', async () => {
    const owner = purchaser.api.procureProject;
    const all = await owner.queryRegistration(allOfProject('p-107'));
    assert.equal(all.value?.rows.length, 3);
    const pending = all.value?.rows.find((row) => row.fStatus === 'pending');
    assert.ok(pending);
    const rejected = await owner.reviewRegistration({
      id: pending.id,
      fStatus: 'reject',
      fReason: '材料不全',
    });
    assert.equal(rejected.value?.fStatus, 'reject');
    assert.equal((await owner.queryComprehensiveRegistration('p-002')).value?.rows.length, 2);
    const candidates = await owner.querySupplier({
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'keyword', value: '博瑞', operation: 'LIKE' }],
    });
    assert.deepEqual(
      candidates.value?.rows.map((row) => row.account),
      ['supplier2'],
    );
    assert.deepEqual(
      (await owner.inviteSuppliers({ projectId: 'p-102', supplierIds: ['u-supplier2'] })).value,
      {
        invited: 1,
        skipped: [],
      },
    );
    const calls = supplier.api.procureProject;
    const mine = await calls.queryMyRegistration({ pageBean: { page: 1, pageSize: -1 } });
    assert.ok(mine.value?.rows.every((row) => row.supplierId === 'u-supplier'));
    const declined = await calls.confirmInvite({ projectId: 'p-102', status: 'reject', reason: '档期冲突' });
    assert.deepEqual([declined.state, declined.value?.inviteStatus], [true, 'reject']);
    const missing = await calls.signUp({ projectId: 'p-001' });
    assert.deepEqual([missing.state, missing.message], [false, '请输入联系人姓名']);
    const edit = await calls.saveRegistration({ id: 'r-p107-supplier', fRegistratorName: '陈晓峰' });
    assert.equal(edit.message, '当前报名信息不可修改');
    const service = await calls.saveServicePayment({ id: 'r-p004-supplier', fServicePayment: '[]' });
    assert.equal(service.value?.fServicePayment, '[]');
    const contract = await calls.saveContract({ id: 'r-p004-supplier', fContract: '[]' });
    assert.equal(contract.value?.fContract, '[]');
  });

  it('the personal centre: information and collections', async () => {
    const owner = purchaser.api.procureProject;
    assert.equal((await owner.getPurchaserInformation()).value?.fContactName, '李建国');
    const saved = await owner.savePurchaserInformation({
      fCompanyName: '华东能源集团有限公司',
      fContactName: '李工',
      fContactPhone: '0571-88886601',
    });
    assert.equal(saved.value?.fContactName, '李工');
    assert.equal((await owner.getContractInformation()).value?.fAgent, '李建国');
    const contract = await owner.saveContractInformation({
      fCompanyName: '华东能源集团有限公司',
      fPhone: '0571-88886602',
    });
    assert.equal(contract.value?.fPhone, '0571-88886602');
    const calls = supplier.api.procureProject;
    assert.equal((await calls.saveCollection('p-002', 'project')).value?.title, '智慧园区安防系统升级改造');
    const listed = await calls.queryMyCollection({
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'linkId', value: 'p-002', operation: 'EQUAL' }],
    });
    assert.equal(listed.value?.rows.length, 1);
    assert.equal((await calls.removeCollection('p-002')).value, 1);
  });

  it('the project editor: save, getEditable, submit (refused fields), withdraw and copy', async () => {
    const calls = purchaser.api.procureProject;
    const saved = await calls.save({ fProjectName: '客户端草稿', fBudgetMoney: '88000' });
    assert.equal(saved.state, true, saved.message);
    const id = (saved.value as SavedProject).id;
    const draft = await calls.getEditable(id);
    assert.deepEqual([draft.value?.fProjectName, draft.value?.fBudgetMoney], ['客户端草稿', 88000]);
    const refused = await calls.submit(id);
    assert.equal(refused.state, false);
    assert.equal(fieldErrorsOf(refused).fProjectNo, '项目编号不能为空');
    assert.equal((await calls.withdraw(id)).message, '当前项目状态为“草稿”，不能撤回审批');
    const copy = await calls.copy(id);
    assert.notEqual(copy.value?.id, id);
    assert.equal((await calls.getEditable(copy.value?.id as string)).value?.fProjectName, '客户端草稿');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AuditChainExport, verifyAuditChain } from '../../../api/contract/audit-chain.js';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectDetail, ProjectUserInfo } from '../../../api/contract/procure-project.js';
import type {
  InviteResult,
  ProjectRegistration,
  SupplierCandidate,
} from '../../../api/contract/procure-registration.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import {
  type Account,
  ALL,
  downloadStatus,
  PORTAL,
  PROJECT,
  REGISTRATION,
  setWindows,
  startTenderServer,
  type TenderServer,
  uploadImage,
} from './procure-project-helpers.js';

const CONTACT = {
  fRegistratorName: '陈晓峰',
  fRegistratorPhone: '13800000002',
  fRegistratorEmail: 'chenxf@example.com',
};

describe('registrations and invitations over HTTP', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const registrations = async (account: Account, querys: unknown[] = [], path = 'queryRegistration') =>
    (
      await api.post<PageList<ProjectRegistration>>(
        `${REGISTRATION}/${path}`,
        { ...ALL, querys },
        tokens[account],
      )
    ).body.value?.rows ?? [];
  const byProject = (projectId: string) => [{ property: 'projectId', value: projectId, operation: 'EQUAL' }];

  describe('signUp', () => {
    it('refuses a missing contact, phone, email or payment proof with the product’s texts, and saves nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...CONTACT, fRegistratorName: '  ' }, '请输入联系人姓名'],
        [{ ...CONTACT, fRegistratorPhone: '' }, '请输入联系方式'],
        [{ ...CONTACT, fRegistratorPhone: '138000000021' }, '手机号格式不正确'],
        [{ ...CONTACT, fRegistratorEmail: '' }, '邮箱不能为空'],
        [{ ...CONTACT, fRegistratorEmail: 'chenxf@' }, '邮箱格式错误'],
        [{ ...CONTACT }, '请上传支付凭证'],
      ];
      for (const [body, message] of cases) {
        const answer = await api.post(
          `${REGISTRATION}/signUp`,
          { projectId: 'p-001', ...body },
          tokens.supplier,
        );
        assert.deepEqual([answer.body.state, answer.body.message], [false, message], message);
      }
      assert.equal((await registrations('supplier', byProject('p-001'))).length, 0);
      const en = await api.post(
        `${REGISTRATION}/signUp`,
        { projectId: 'p-001', ...CONTACT },
        tokens.supplier,
        'en-US',
      );
      assert.equal(en.body.message, 'Please upload the payment proof');
    });

    it('refuses another user’s file as the payment proof', async () => {
      const foreign = await uploadImage(server, tokens.supplier2);
      const answer = await api.post(
        `${REGISTRATION}/signUp`,
        { projectId: 'p-001', ...CONTACT, fFkpz: foreign.list },
        tokens.supplier,
      );
      assert.equal(answer.body.message, '附件无效，请重新上传');
    });

    it('signs a supplier up once; a second sign-up is refused; the purchaser is told', async () => {
      const proof = await uploadImage(server, tokens.supplier);
      const first = await api.post<ProjectRegistration>(
        `${REGISTRATION}/signUp`,
        { projectId: 'p-001', ...CONTACT, fFkpz: proof.list },
        tokens.supplier,
      );
      assert.deepEqual([first.body.state, first.body.message], [true, '报名成功']);
      assert.equal(first.body.value?.fStatus, 'pending');
      assert.equal(first.body.value?.fSupplierName, '杭州恒远建设有限公司');
      assert.equal(first.body.value?.editable, true);
      const again = await api.post(
        `${REGISTRATION}/signUp`,
        { projectId: 'p-001', ...CONTACT, fFkpz: proof.list },
        tokens.supplier,
      );
      assert.deepEqual([again.body.state, again.body.message], [false, '您已报名该项目，不能重复报名']);
      const inbox = await api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        { pageBean: { page: 1, pageSize: 1 } },
        tokens.purchaser,
      );
      assert.equal(inbox.body.value?.rows[0]?.subject, '“2026年度办公设备集中采购”项目有新的报名待审核');
      // The registration is a record of the project's audit chain (issue 36), and the chain holds.
      const trail = await api.get<AuditChainExport>(
        '/form/form/procureProjectQuotation/v1/exportAudit?projectId=p-001',
        tokens.purchaser,
      );
      const records = trail.body.value?.records ?? [];
      assert.deepEqual(
        records.map((record) => [record.kind, record.outcome, record.account, record.supplierName]),
        [['registration', 'registered', 'supplier', '杭州恒远建设有限公司']],
      );
      assert.equal((await verifyAuditChain(trail.body.value)).ok, true);
    });

    it('refuses invite-mode projects, closed windows, other states and other identities', async () => {
      const body = (projectId: string) => ({ projectId, ...CONTACT });
      assert.equal(
        (await api.post(`${REGISTRATION}/signUp`, body('p-102'), tokens.supplier2)).body.message,
        '该项目为邀请项目，不接受公开报名',
      );
      // p-015's registration window ended
      assert.equal(
        (await api.post(`${REGISTRATION}/signUp`, body('p-015'), tokens.supplier)).body.message,
        '您已报名该项目，不能重复报名',
      );
      await setWindows(server, 'p-026', [-48, -1, 24, 48]);
      assert.equal(
        (await api.post(`${REGISTRATION}/signUp`, body('p-026'), tokens.supplier2)).body.message,
        '不在报名时间内',
      );
      await setWindows(server, 'p-026', [2, 24, 48, 72]);
      assert.equal(
        (await api.post(`${REGISTRATION}/signUp`, body('p-026'), tokens.supplier2)).body.message,
        '不在报名时间内',
      );
      assert.equal(
        (await api.post(`${REGISTRATION}/signUp`, body('p-103'), tokens.supplier3)).body.message,
        '该项目当前不在报名阶段',
      );
      assert.equal(
        (await api.post(`${REGISTRATION}/signUp`, body('p-101'), tokens.supplier3)).body.message,
        '项目不存在',
      );
      for (const account of ['purchaser', 'staff', 'admin'] as const) {
        const answer = await api.post(`${REGISTRATION}/signUp`, body('p-001'), tokens[account]);
        assert.deepEqual([answer.status, answer.body.message], [403, '只有供应商可以报名'], account);
      }
    });
  });

  describe('review, then the supplier sees the purchasing list', () => {
    it('the purchaser rejects with a reason (required), the supplier re-registers, the purchaser passes', async () => {
      const [mine] = await registrations('supplier', byProject('p-001'));
      assert.ok(mine);
      const noReason = await api.post(
        `${REGISTRATION}/save`,
        { id: mine.id, fStatus: 'reject' },
        tokens.purchaser,
      );
      assert.equal(noReason.body.message, '请填写拒绝原因');
      for (const account of ['purchaser2', 'supplier2', 'staff'] as const) {
        const answer = await api.post(
          `${REGISTRATION}/save`,
          { id: mine.id, fStatus: 'pass' },
          tokens[account],
        );
        assert.equal(answer.status, 403, account);
      }
      const supplierReview = await api.post(
        `${REGISTRATION}/save`,
        { id: mine.id, fStatus: 'pass' },
        tokens.supplier,
      );
      assert.deepEqual([supplierReview.status, supplierReview.body.message], [403, '供应商不能审核报名']);
      const rejected = await api.post<ProjectRegistration>(
        `${REGISTRATION}/save`,
        { id: mine.id, fStatus: 'reject', fReason: '支付凭证不清晰' },
        tokens.purchaser,
      );
      assert.deepEqual(
        [rejected.body.value?.fStatus, rejected.body.value?.fReason],
        ['reject', '支付凭证不清晰'],
      );
      // re-register: the rules of the registration edit, then pending again
      const proof = await uploadImage(server, tokens.supplier, '新支付凭证.jpg');
      const missing = await api.post(
        `${REGISTRATION}/save`,
        { id: mine.id, ...CONTACT, fRegistratorName: '' },
        tokens.supplier,
      );
      assert.equal(missing.body.message, '请输入联系人');
      const twoProofs = JSON.stringify([proof.entry, proof.entry]);
      const tooMany = await api.post(
        `${REGISTRATION}/save`,
        { id: mine.id, ...CONTACT, fFkpz: twoProofs },
        tokens.supplier,
      );
      assert.equal(tooMany.body.message, '支付凭证最多上传1张');
      const edited = await api.post<ProjectRegistration>(
        `${REGISTRATION}/save`,
        { id: mine.id, ...CONTACT, fRegistratorPhone: '13900000000', fFkpz: proof.list },
        tokens.supplier,
      );
      assert.deepEqual(
        [edited.body.value?.fStatus, edited.body.value?.fRegistratorPhone],
        ['pending', '13900000000'],
      );
      const detailBefore = await api.get<ProjectDetail>(
        `${PROJECT}/getDetailWithDocumentation?id=p-001`,
        tokens.supplier,
      );
      assert.equal(detailBefore.body.value?.fPurchasingList, undefined);
      const passed = await api.post<ProjectRegistration>(
        `${REGISTRATION}/save`,
        { id: mine.id, fStatus: 'pass' },
        tokens.purchaser,
      );
      assert.equal(passed.body.value?.fStatus, 'pass');
      const detail = await api.get<ProjectDetail>(
        `${PROJECT}/getDetailWithDocumentation?id=p-001`,
        tokens.supplier,
      );
      assert.ok(JSON.parse(detail.body.value?.fPurchasingList ?? '[]').length >= 1);
      assert.equal(detail.body.value?.fDocument, undefined);
      assert.equal(await downloadStatus(server, 'pf-p001-list', tokens.supplier), 200);
      assert.equal(await downloadStatus(server, 'pf-p001-spec', tokens.supplier), 403);
      // passed: no longer editable
      const locked = await api.post(
        `${REGISTRATION}/save`,
        { id: mine.id, ...CONTACT, fFkpz: proof.list },
        tokens.supplier,
      );
      assert.equal(locked.body.message, '当前报名信息不可修改');
      const inbox = await api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        { pageBean: { page: 1, pageSize: 1 } },
        tokens.supplier,
      );
      assert.equal(inbox.body.value?.rows[0]?.subject, '您报名的“2026年度办公设备集中采购”项目审核已通过');
    });
  });

  describe('who reads which registration', () => {
    it('the purchaser gets all of their projects’ registrations with proofs; a supplier only their own', async () => {
      const owner = await registrations('purchaser', byProject('p-107'));
      assert.deepEqual(owner.map((row) => row.supplierId).sort(), [
        'u-supplier',
        'u-supplier2',
        'u-supplier3',
      ]);
      assert.ok(owner.every((row) => row.fFkpz));
      const supplier = await registrations('supplier', byProject('p-107'));
      assert.deepEqual(
        supplier.map((row) => row.supplierId),
        ['u-supplier'],
      );
      assert.equal((await registrations('purchaser2', byProject('p-107'))).length, 0);
      assert.equal((await registrations('staff', byProject('p-107'))).length, 0);
      assert.equal((await registrations('admin', byProject('p-107'))).length, 3);
      const pass = await registrations('purchaser', [
        ...byProject('p-107'),
        { property: 'fStatus', value: 'pass', operation: 'EQUAL' },
      ]);
      assert.equal(pass.length, 2);
    });

    it('queryMyRegistration lists the supplier’s registrations and invitations across projects', async () => {
      const rows = await registrations('supplier3', [], 'queryMyRegistration');
      assert.ok(rows.every((row) => row.supplierId === 'u-supplier3'));
      const invitation = rows.find((row) => row.projectId === 'p-102');
      assert.equal(invitation?.inviteStatus, 'invited');
      const refused = rows.find((row) => row.projectId === 'p-002');
      assert.deepEqual([refused?.status, refused?.reason], ['reject', '近期产能不足，无法按期供货']);
      assert.equal(refused?.editable, false, 'a declined invitation is not re-registered');
      assert.equal(rows.find((row) => row.projectId === 'p-105')?.isWinner, true);
    });

    it('queryComprehensiveRegistration: passed registrations of a comprehensive project', async () => {
      const path = (id: string) => `${REGISTRATION}/queryComprehensiveRegistration?projectId=${id}`;
      const owner = await api.post<PageList<ProjectRegistration>>(path('p-002'), ALL, tokens.purchaser);
      assert.deepEqual(owner.body.value?.rows.map((row) => row.supplierId).sort(), [
        'u-supplier',
        'u-supplier2',
      ]);
      const own = await api.post<PageList<ProjectRegistration>>(path('p-002'), ALL, tokens.supplier2);
      assert.deepEqual(
        own.body.value?.rows.map((row) => row.supplierId),
        ['u-supplier2'],
      );
      assert.equal((await api.post(path('p-002'), ALL, tokens.staff)).status, 403);
      assert.equal(
        (await api.post(path('p-107'), ALL, tokens.purchaser)).body.message,
        '该项目不是综合评估项目',
      );
    });

    it('registration files: the supplier and the project’s purchaser, never another supplier', async () => {
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-fkpz', tokens.supplier), 200);
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-fkpz', tokens.purchaser), 200);
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-licence', tokens.admin), 200);
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-fkpz', tokens.supplier2), 403);
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-licence', tokens.supplier3), 403);
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-fkpz', tokens.purchaser2), 403);
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-fkpz', tokens.staff), 403);
      assert.equal(await downloadStatus(server, 'rf-p107-supplier-fkpz'), 401);
      // a file in no record yet is its uploader's alone (issue 34, item 20)
      const loose = await uploadImage(server, tokens.supplier3);
      assert.equal(await downloadStatus(server, loose.id, tokens.supplier3), 200);
      assert.equal(await downloadStatus(server, loose.id, tokens.supplier2), 403);
    });
  });

  describe('invitations', () => {
    it('the purchaser invites suppliers to an invite-mode project; they are told', async () => {
      const candidates = await api.post<PageList<SupplierCandidate>>(
        `${REGISTRATION}/querySupplier`,
        {
          pageBean: { page: 1, pageSize: 20 },
          querys: [{ property: 'projectId', value: 'p-102', operation: 'EQUAL' }],
        },
        tokens.purchaser,
      );
      assert.deepEqual(
        candidates.body.value?.rows.map((row) => [row.account, row.registered]),
        [
          ['supplier', true],
          ['supplier2', false],
          ['supplier3', true],
        ],
      );
      assert.equal((await api.post(`${REGISTRATION}/querySupplier`, ALL, tokens.supplier)).status, 403);
      const invited = await api.post<InviteResult>(
        `${REGISTRATION}/invite`,
        { projectId: 'p-102', supplierIds: ['u-supplier2', 'u-supplier'] },
        tokens.purchaser,
      );
      assert.deepEqual(invited.body.value, { invited: 1, skipped: ['u-supplier'] });
      const inbox = await api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        { pageBean: { page: 1, pageSize: 1 } },
        tokens.supplier2,
      );
      assert.equal(inbox.body.value?.rows[0]?.subject, '“配电房改造工程”项目邀请您参加报价');
      const notInvite = await api.post(
        `${REGISTRATION}/invite`,
        { projectId: 'p-001', supplierIds: ['u-supplier'] },
        tokens.purchaser,
      );
      assert.equal(notInvite.body.message, '该项目不是邀请项目');
      const notSupplier = await api.post(
        `${REGISTRATION}/invite`,
        { projectId: 'p-102', supplierIds: ['u-staff'] },
        tokens.purchaser,
      );
      assert.equal(notSupplier.body.message, '只能邀请供应商');
      assert.equal(
        (
          await api.post(
            `${REGISTRATION}/invite`,
            { projectId: 'p-102', supplierIds: ['u-supplier2'] },
            tokens.purchaser2,
          )
        ).status,
        403,
      );
    });

    it('confirmInvite checks spec 5’s rules with their texts', async () => {
      const proof = await uploadImage(server, tokens.supplier, '凭证.png');
      const licence = await uploadImage(server, tokens.supplier, '执照.png');
      const text = await uploadImage(server, tokens.supplier, '说明.txt');
      const invite = (body: Record<string, unknown>, account: Account = 'supplier') =>
        api.post<ProjectRegistration>(
          `${REGISTRATION}/confirmInvite`,
          { projectId: 'p-102', ...body },
          tokens[account],
        );
      const six = JSON.stringify(Array.from({ length: 6 }, () => proof.entry));
      const cases: [Record<string, unknown>, string][] = [
        [{ status: 'pass', ...CONTACT, fRegistratorName: '' }, '请输入联系人姓名'],
        [{ status: 'pass', ...CONTACT, fRegistratorPhone: '' }, '请输入联系方式'],
        [{ status: 'pass', ...CONTACT, fRegistratorPhone: '138000000001' }, '手机号格式不正确'],
        [{ status: 'pass', ...CONTACT, fRegistratorEmail: '' }, '邮箱不能为空'],
        [{ status: 'pass', ...CONTACT, fRegistratorEmail: 'a@b' }, '邮箱格式错误'],
        [{ status: 'pass', ...CONTACT }, '请上传支付凭证'],
        [{ status: 'pass', ...CONTACT, fFkpz: six }, '支付凭证最多上传5张'],
        [{ status: 'pass', ...CONTACT, fFkpz: text.list }, '只能上传jpg、jpeg、png格式的图片'],
        [
          {
            status: 'pass',
            ...CONTACT,
            fFkpz: proof.list,
            fBusinessLicense: JSON.stringify([licence.entry, licence.entry]),
          },
          '营业执照只能上传1张',
        ],
        [{ status: 'reject', reason: ' ' }, '请填写拒绝原因'],
      ];
      for (const [body, message] of cases) {
        const answer = await invite(body);
        assert.deepEqual([answer.body.state, answer.body.message], [false, message], message);
      }
      const wrongStatus = await invite({ status: 'maybe' });
      assert.equal(wrongStatus.status, 400);
      // supplier2, invited in the test before, declines
      const declined = await invite({ status: 'reject', reason: '不参加' }, 'supplier2');
      assert.deepEqual(
        [declined.body.value?.inviteStatus, declined.body.value?.reason],
        ['reject', '不参加'],
      );
      // The project page tells a declined invitation from a rejection, with the supplier's reason.
      const standing = await api.get<ProjectUserInfo>(
        `${PROJECT}/getUserInfoByProjectId?projectId=p-102`,
        tokens.supplier2,
      );
      assert.deepEqual(
        [standing.body.value?.registration?.inviteStatus, standing.body.value?.registration?.reason],
        ['reject', '不参加'],
      );
      const proofs = JSON.stringify([proof.entry, proof.entry]);
      const accepted = await invite({
        status: 'pass',
        ...CONTACT,
        fFkpz: proofs,
        fBusinessLicense: licence.list,
      });
      assert.deepEqual(
        [
          accepted.body.message,
          accepted.body.value?.inviteStatus,
          accepted.body.value?.status,
          accepted.body.value?.fStatus,
        ],
        ['确认成功', 'pass', 'pass', 'pending'],
      );
      const twice = await invite({ status: 'reject', reason: '改变主意' });
      assert.equal(twice.body.message, '该邀请已确认，不能重复确认');
      const none = await invite({ status: 'reject', reason: 'x' }, 'supplier2');
      assert.equal(none.body.message, '该邀请已确认，不能重复确认');
      const never = await api.post(
        `${REGISTRATION}/confirmInvite`,
        { projectId: 'p-001', status: 'reject', reason: 'x' },
        tokens.supplier3,
      );
      assert.equal(never.body.message, '邀请不存在');
      // the purchaser reads the accepted invitation's proofs
      assert.equal(await downloadStatus(server, proof.id, tokens.purchaser), 200);
      assert.equal(await downloadStatus(server, proof.id, tokens.supplier3), 403);
      // an invitation still waiting cannot be reviewed
      const waiting = (await registrations('purchaser', byProject('p-102'))).find(
        (row) => row.supplierId === 'u-supplier3',
      );
      const review = await api.post(
        `${REGISTRATION}/save`,
        { id: waiting?.id, fStatus: 'pass' },
        tokens.purchaser,
      );
      assert.equal(review.body.message, '供应商尚未确认邀请，不能审核');
    });
  });

  describe('service payment and contract of the winner', () => {
    it('only the winning supplier uploads them, on their own registration', async () => {
      const file = await uploadImage(server, tokens.supplier3, '服务费.png');
      const service = await api.post<ProjectRegistration>(
        `${REGISTRATION}/saveServicePayment`,
        { id: 'r-p105-supplier3', fServicePayment: file.list },
        tokens.supplier3,
      );
      assert.equal(service.body.value?.fServicePayment, file.list);
      const contract = await uploadImage(server, tokens.supplier3, '合同.png');
      const saved = await api.post<ProjectRegistration>(
        `${REGISTRATION}/saveContract`,
        { id: 'r-p105-supplier3', fContract: contract.list },
        tokens.supplier3,
      );
      assert.equal(saved.body.value?.fContract, contract.list);
      assert.equal(saved.body.value?.isWinner, true);
      // the registration answer carries both lists: the winner's own row says it won
      const own = (await registrations('supplier3', byProject('p-105')))[0];
      assert.deepEqual(
        [own?.id, own?.isWinner, own?.fServicePayment, own?.fContract],
        ['r-p105-supplier3', true, file.list, contract.list],
      );
      const loserRow = (await registrations('supplier', byProject('p-105')))[0];
      assert.deepEqual([loserRow?.isWinner, loserRow?.fContract], [false, null]);
      // the purchaser reads them (and is not the winner)
      const read = (await registrations('purchaser', byProject('p-105'))).find(
        (row) => row.id === 'r-p105-supplier3',
      );
      assert.deepEqual(
        [read?.fServicePayment, read?.fContract, read?.isWinner],
        [file.list, contract.list, false],
      );
      assert.equal(await downloadStatus(server, contract.id, tokens.purchaser), 200);
      assert.equal(await downloadStatus(server, contract.id, tokens.supplier), 403);
      const loser = await api.post(
        `${REGISTRATION}/saveContract`,
        { id: 'r-p105-supplier', fContract: '[]' },
        tokens.supplier,
      );
      assert.equal(loser.body.message, '只有成交供应商可以上传');
      const other = await api.post(
        `${REGISTRATION}/saveContract`,
        { id: 'r-p105-supplier3', fContract: '[]' },
        tokens.supplier,
      );
      assert.deepEqual([other.status, other.body.message], [403, '只能修改自己的报名信息']);
      const missing = await api.post(
        `${REGISTRATION}/saveServicePayment`,
        { id: 'r-none', fServicePayment: '[]' },
        tokens.supplier,
      );
      assert.equal(missing.body.message, '报名信息不存在');
    });
  });
});

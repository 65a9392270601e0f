import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL, FORM, PORTAL, PROJECT, REGISTRATION } from './procure-project-helpers.js';
import {
  expect,
  OTHERS_ARCHIVED,
  OWN_ARCHIVED,
  of,
  type Row,
  SIGNED_IN,
  tenderMatrix,
} from './tender-matrix.js';

/**
 * Who may call what (issue 11): every call of the tender projects × every identity × the caller's own
 * or another's object (the objects and outcomes: tender-matrix.ts). The project editor's and publication's
 * rows (issue 36) are in permission-matrix-authoring.test.ts.
 */

const ACTIONS = [
  'startProject',
  'endProject',
  'startQuotation',
  'endQuotation',
  'confirmQuotation',
  'interruptProject',
];

const ROWS: Row[] = [
  // ---- project lists
  {
    call: 'queryPurchaserProject',
    object: '-',
    method: 'POST',
    path: `${PROJECT}/queryPurchaserProject`,
    body: ALL,
    expected: expect(401, 'ok', 'ok', 403, 403, 403, 'ok', 403),
  },
  {
    call: 'queryMyProject',
    object: '-',
    method: 'POST',
    path: `${PROJECT}/queryMyProject`,
    body: ALL,
    expected: SIGNED_IN,
  },
  {
    call: 'queryArchiveProject',
    object: '-',
    method: 'POST',
    path: `${PROJECT}/queryArchiveProject`,
    body: ALL,
    expected: SIGNED_IN,
  },
  {
    call: 'queryMySuccessProject',
    object: '-',
    method: 'POST',
    path: `${PROJECT}/queryMySuccessProject`,
    body: ALL,
    expected: SIGNED_IN,
  },
  {
    call: 'getTime',
    object: '-',
    method: 'GET',
    path: `${PROJECT}/getTime`,
    expected: expect('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  // ---- one project
  {
    call: 'getDetailWithDocumentation',
    object: 'own',
    method: 'GET',
    path: `${PROJECT}/getDetailWithDocumentation?id=p-101`,
    expected: expect(401, 'ok', 'refused', 'refused', 'refused', 'refused', 'ok', 'refused'),
  },
  {
    call: 'getDetailWithDocumentation',
    object: "another's",
    method: 'GET',
    path: `${PROJECT}/getDetailWithDocumentation?id=p-017`,
    expected: SIGNED_IN,
  },
  // the portal side's detail (tender-portal 7.4): the same rules as the form side's
  {
    call: 'getDetail (portal)',
    object: 'own',
    method: 'GET',
    path: `${PORTAL}/wProcureproject/v1/getDetail?id=p-101`,
    expected: expect(401, 'ok', 'refused', 'refused', 'refused', 'refused', 'ok', 'refused'),
  },
  {
    call: 'getDetail (portal)',
    object: "another's",
    method: 'GET',
    path: `${PORTAL}/wProcureproject/v1/getDetail?id=p-017`,
    expected: SIGNED_IN,
  },
  {
    call: 'getUserInfoByProjectId',
    object: 'own',
    method: 'GET',
    path: `${PROJECT}/getUserInfoByProjectId?projectId=p-101`,
    expected: expect(401, 'ok', 'refused', 'refused', 'refused', 'refused', 'ok', 'refused'),
  },
  {
    call: 'getUserInfoByProjectId',
    object: "another's",
    method: 'GET',
    path: `${PROJECT}/getUserInfoByProjectId?projectId=p-017`,
    expected: SIGNED_IN,
  },
  {
    call: 'procureProjectGoods/getByProjectId',
    object: 'own',
    method: 'POST',
    path: `${FORM}/form/procureProjectGoods/v1/getByProjectId?projectId=p-001`,
    body: {},
    expected: expect(401, 'ok', 'ok', 403, 'ok', 403, 'ok', 'ok'),
  },
  {
    call: 'procureProjectGoods/getByProjectId',
    object: "another's",
    method: 'POST',
    path: `${FORM}/form/procureProjectGoods/v1/getByProjectId?projectId=p-002`,
    body: {},
    expected: expect(401, 'ok', 403, 403, 403, 403, 'ok', 403),
  },
  {
    call: 'getAllQualification',
    object: 'own',
    method: 'GET',
    path: `${FORM}/procureQualificationReview/v1/getAllQualification?projectId=p-107`,
    expected: expect(401, 'ok', 403, 403, 403, 403, 'ok', 403),
  },
  {
    call: 'getAllQualification',
    object: "another's",
    method: 'GET',
    path: `${FORM}/procureQualificationReview/v1/getAllQualification?projectId=p-017`,
    expected: expect(401, 403, 'ok', 403, 403, 403, 'ok', 403),
  },
  {
    call: 'getFinalQualificationByPid',
    object: 'own',
    method: 'GET',
    path: `${FORM}/procureQualificationReview/v1/getFinalQualificationByPid?projectId=p-107`,
    expected: expect(401, 'ok', 403, 'ok', 'ok', 'ok', 'ok', 403),
  },
  {
    call: 'getFinalQualificationByPid',
    object: "another's",
    method: 'GET',
    path: `${FORM}/procureQualificationReview/v1/getFinalQualificationByPid?projectId=p-017`,
    expected: expect(401, 403, 'ok', 403, 'ok', 403, 'ok', 403),
  },
  // ---- actions: allowed callers meet the state machine (archived), the others the permission check
  ...ACTIONS.flatMap((action): Row[] => [
    {
      call: action,
      object: 'own',
      method: 'GET',
      path: `${PROJECT}/${action}?projectId=p-004`,
      expected: OWN_ARCHIVED,
    },
    {
      call: action,
      object: "another's",
      method: 'GET',
      path: `${PROJECT}/${action}?projectId=p-014`,
      expected: OTHERS_ARCHIVED,
    },
  ]),
  {
    call: 'approvalReport',
    object: 'own',
    method: 'POST',
    path: `${PROJECT}/approvalReport`,
    body: { projectId: 'p-004', report: '报告' },
    expected: OWN_ARCHIVED,
  },
  {
    call: 'approvalReport',
    object: "another's",
    method: 'POST',
    path: `${PROJECT}/approvalReport`,
    body: { projectId: 'p-014', report: '报告' },
    expected: OTHERS_ARCHIVED,
  },
  {
    call: 'approval',
    object: 'own',
    method: 'POST',
    path: `${PROJECT}/approval`,
    body: { projectId: 'p-004', pass: true },
    expected: OWN_ARCHIVED,
  },
  {
    call: 'approval',
    object: "another's",
    method: 'POST',
    path: `${PROJECT}/approval`,
    body: { projectId: 'p-014', pass: true },
    expected: OTHERS_ARCHIVED,
  },
  {
    call: 'pushMessage',
    object: 'own',
    method: 'GET',
    path: `${PROJECT}/pushMessage?projectId=p-004&message=hi`,
    expected: OWN_ARCHIVED,
  },
  {
    call: 'pushMessage',
    object: "another's",
    method: 'GET',
    path: `${PROJECT}/pushMessage?projectId=p-014&message=hi`,
    expected: OTHERS_ARCHIVED,
  },
  // ---- registrations: lists answer only what the caller may see
  {
    call: 'queryRegistration',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/queryRegistration`,
    body: of('p-107'),
    expected: expect(401, 'ok:3', 'ok:0', 'ok:1', 'ok:1', 'ok:1', 'ok:3', 'ok:0'),
  },
  {
    call: 'queryRegistration',
    object: "another's",
    method: 'POST',
    path: `${REGISTRATION}/queryRegistration`,
    body: of('p-017'),
    expected: expect(401, 'ok:0', 'ok:1', 'ok:0', 'ok:1', 'ok:0', 'ok:1', 'ok:0'),
  },
  {
    call: 'queryMyRegistration',
    object: '-',
    method: 'POST',
    path: `${REGISTRATION}/queryMyRegistration`,
    body: of('p-107'),
    expected: expect(401, 'ok:0', 'ok:0', 'ok:1', 'ok:1', 'ok:1', 'ok:0', 'ok:0'),
  },
  {
    call: 'queryComprehensiveRegistration',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/queryComprehensiveRegistration?projectId=p-002`,
    body: ALL,
    expected: expect(401, 'ok:2', 403, 'ok:1', 'ok:1', 'ok:0', 'ok:2', 403),
  },
  {
    call: 'queryComprehensiveRegistration',
    object: "another's",
    method: 'POST',
    path: `${REGISTRATION}/queryComprehensiveRegistration?projectId=p-017`,
    body: ALL,
    expected: expect(401, 403, 'ok:0', 403, 'ok:0', 403, 'ok:0', 403),
  },
  // sign-up without a contact: suppliers meet the rules, the others the identity check
  {
    call: 'signUp',
    object: '-',
    method: 'POST',
    path: `${REGISTRATION}/signUp`,
    body: { projectId: 'p-001' },
    expected: expect(401, 403, 403, 'refused', 'refused', 'refused', 403, 403),
  },
  // an invitation is looked up among the caller's own: nobody answers another's
  {
    call: 'confirmInvite',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/confirmInvite`,
    body: { projectId: 'p-102', status: 'reject' },
    expected: expect(401, 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // review without a reason: the project's purchaser meets the rule; a supplier never reviews
  {
    call: 'save (review)',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/save`,
    body: { id: 'r-p107-supplier3', fStatus: 'reject' },
    expected: expect(401, 'refused', 403, 403, 403, 403, 'refused', 403),
  },
  {
    call: 'save (review)',
    object: "another's",
    method: 'POST',
    path: `${REGISTRATION}/save`,
    body: { id: 'r-p017-supplier2', fStatus: 'reject' },
    expected: expect(401, 403, 'refused', 403, 403, 403, 'refused', 403),
  },
  // the supplier's own edit (passed: locked); the purchaser sent no decision (400)
  {
    call: 'save (edit)',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/save`,
    body: { id: 'r-p107-supplier' },
    expected: expect(401, 400, 403, 'refused', 403, 403, 400, 403),
  },
  {
    call: 'saveServicePayment',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/saveServicePayment`,
    body: { id: 'r-p107-supplier', fServicePayment: '[]' },
    expected: expect(401, 403, 403, 'refused', 403, 403, 403, 403),
  },
  {
    call: 'saveContract',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/saveContract`,
    body: { id: 'r-p107-supplier2', fContract: '[]' },
    expected: expect(401, 403, 403, 403, 'refused', 403, 403, 403),
  },
  {
    call: 'invite',
    object: 'own',
    method: 'POST',
    path: `${REGISTRATION}/invite`,
    body: { projectId: 'p-004', supplierIds: ['u-supplier'] },
    expected: OWN_ARCHIVED,
  },
  {
    call: 'invite',
    object: "another's",
    method: 'POST',
    path: `${REGISTRATION}/invite`,
    body: { projectId: 'p-014', supplierIds: ['u-supplier'] },
    expected: OTHERS_ARCHIVED,
  },
  {
    call: 'querySupplier',
    object: '-',
    method: 'POST',
    path: `${REGISTRATION}/querySupplier`,
    body: ALL,
    expected: expect(401, 'ok', 'ok', 403, 403, 403, 'ok', 403),
  },
  // ---- personal centre
  {
    call: 'wPurchaserInformationManage/getByCurrentUser',
    object: '-',
    method: 'GET',
    path: `${PORTAL}/wPurchaserInformationManage/v1/getByCurrentUser`,
    expected: expect(401, 'ok', 'ok', 403, 403, 403, 403, 403),
  },
  {
    call: 'wPurchaserInformationManage/saveByCurrentUser',
    object: '-',
    method: 'POST',
    path: `${PORTAL}/wPurchaserInformationManage/v1/saveByCurrentUser`,
    body: { fCompanyName: '公司', fContactName: '联系人', fContactPhone: '0571-88886601' },
    expected: expect(401, 'ok', 'ok', 403, 403, 403, 403, 403),
  },
  {
    call: 'wContractMsgManage/getByCurrentUser',
    object: '-',
    method: 'GET',
    path: `${PORTAL}/wContractMsgManage/v1/getByCurrentUser`,
    expected: expect(401, 'ok', 'ok', 'ok', 'ok', 'ok', 403, 403),
  },
  {
    call: 'wContractMsgManage/saveByCurrentUser',
    object: '-',
    method: 'POST',
    path: `${PORTAL}/wContractMsgManage/v1/saveByCurrentUser`,
    body: { fCompanyName: '公司', fPhone: '0571-88886602' },
    expected: expect(401, 'ok', 'ok', 'ok', 'ok', 'ok', 403, 403),
  },
  {
    call: 'procureCollection/save',
    object: '-',
    method: 'POST',
    path: `${PORTAL}/procureCollection/v1/save`,
    body: { linkId: 'p-107', type: 'project' },
    expected: SIGNED_IN,
  },
  {
    call: 'procureCollection/save',
    object: "another's",
    method: 'POST',
    path: `${PORTAL}/procureCollection/v1/save`,
    body: { linkId: 'p-101', type: 'project' },
    expected: expect(401, 'ok', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  {
    call: 'queryMyCollection',
    object: '-',
    method: 'POST',
    path: `${PORTAL}/procureCollection/v1/queryMyCollection`,
    body: ALL,
    expected: SIGNED_IN,
  },
  // the supplier's collection of p-001: the others (asked first) remove none, the supplier theirs
  {
    call: 'procureCollection/removeByLinkId',
    object: "another's",
    method: 'GET',
    path: `${PORTAL}/procureCollection/v1/removeByLinkId?linkId=p-001`,
    expected: expect(401, 'ok:0', 'ok:0', 'ok:1', 'ok:0', 'ok:0', 'ok:0', 'ok:0'),
  },
  // ---- files belong to objects
  {
    call: 'downloadFile (registration proof)',
    object: "another's",
    method: 'GET',
    path: `${PORTAL}/system/file/v1/downloadFile?fileId=rf-p107-supplier-fkpz`,
    raw: true,
    expected: expect(401, 'ok', 403, 'ok', 403, 403, 'ok', 403),
  },
  {
    call: 'downloadFile (project attachment)',
    object: "another's",
    method: 'GET',
    path: `${PORTAL}/system/file/v1/downloadFile?fileId=pf-p001-spec`,
    raw: true,
    expected: expect(401, 'ok', 'ok', 403, 403, 403, 'ok', 'ok'),
  },
  {
    call: 'downloadFile (purchasing list)',
    object: "another's",
    method: 'GET',
    path: `${PORTAL}/system/file/v1/downloadFile?fileId=pf-p001-list`,
    raw: true,
    expected: expect(401, 'ok', 'ok', 403, 'ok', 403, 'ok', 'ok'),
  },
  {
    call: 'file info (registration licence)',
    object: "another's",
    method: 'GET',
    path: `${PORTAL}/system/file/v1/rf-p107-supplier-licence`,
    expected: expect(401, 'ok', 403, 'ok', 403, 403, 'ok', 403),
  },
];

describe('the permission matrix of the tender projects', () => {
  const { server } = tenderMatrix(ROWS);

  it('left the objects as they were: the state machine and the checks changed nothing', async () => {
    const states = await server()
      .app.db.selectFrom('procure_projects')
      .select(['id', 'state'])
      .where('id', 'in', ['p-004', 'p-014', 'p-107', 'p-017', 'p-101'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      states.map((row) => `${row.id} ${row.state}`),
      ['p-004 archived', 'p-014 archived', 'p-017 registering', 'p-101 draft', 'p-107 quoting'],
    );
    const registrations = await server()
      .app.db.selectFrom('procure_registrations')
      .select(['id', 'status'])
      .where('id', 'in', ['r-p107-supplier', 'r-p107-supplier3', 'r-p017-supplier2'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      registrations.map((row) => `${row.id} ${row.status}`),
      ['r-p017-supplier2 pending', 'r-p107-supplier pass', 'r-p107-supplier3 pending'],
    );
    const collection = await server()
      .app.db.selectFrom('procure_collections')
      .select('user_id')
      .where('link_id', '=', 'p-001')
      .execute();
    assert.deepEqual(collection, [], 'the supplier removed their own');
    const others = await server()
      .app.db.selectFrom('procure_collections')
      .select('id')
      .where('id', 'in', ['fav-supplier-notice', 'fav-purchaser-p107'])
      .execute();
    assert.equal(others.length, 2);
  });
});

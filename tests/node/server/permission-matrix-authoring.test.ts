import { describe } from 'node:test';
import { PROJECT } from './procure-project-helpers.js';
import {
  expect,
  OTHERS_PUBLISHED_EDIT,
  OWN_PUBLISHED_EDIT,
  type Row,
  tenderMatrix,
} from './tender-matrix.js';

/**
 * Who may write a tender project (issue 36): the project editor's and publication's calls × every
 * identity × the caller's own or another's project (the objects and outcomes: tender-matrix.ts).
 */
const ROWS: Row[] = [
  // ---- the project editor (issue 36): only purchasers, each on their own projects. Published ones
  // (p-004 the purchaser's, p-014 purchaser2's) are refused by state for their owner and 403 for others;
  // another's draft (p-101 for purchaser2) reads as missing. Nothing here changes a project but copy.
  {
    call: 'save (new)',
    object: '-',
    method: 'POST',
    path: `${PROJECT}/save`,
    body: { fProjectName: '' },
    expected: expect(401, 'refused', 'refused', 403, 403, 403, 403, 403),
  },
  {
    call: 'save',
    object: 'own',
    method: 'POST',
    path: `${PROJECT}/save`,
    body: { id: 'p-004', fProjectName: '改名' },
    expected: OWN_PUBLISHED_EDIT,
  },
  {
    call: 'save',
    object: "another's",
    method: 'POST',
    path: `${PROJECT}/save`,
    body: { id: 'p-014', fProjectName: '改名' },
    expected: OTHERS_PUBLISHED_EDIT,
  },
  {
    call: 'save (a draft)',
    object: 'own',
    method: 'POST',
    path: `${PROJECT}/save`,
    body: { id: 'p-101', fProjectName: '' },
    expected: expect(401, 'refused', 'refused', 403, 403, 403, 403, 403),
  },
  {
    call: 'getEditable',
    object: 'own',
    method: 'GET',
    path: `${PROJECT}/getEditable?id=p-101`,
    expected: expect(401, 'ok', 'refused', 403, 403, 403, 403, 403),
  },
  {
    call: 'getEditable',
    object: "another's",
    method: 'GET',
    path: `${PROJECT}/getEditable?id=p-014`,
    expected: expect(401, 403, 'ok', 403, 403, 403, 403, 403),
  },
  ...['submit', 'withdraw'].flatMap((action): Row[] => [
    {
      call: action,
      object: 'own',
      method: 'POST',
      path: `${PROJECT}/${action}?projectId=p-004`,
      expected: OWN_PUBLISHED_EDIT,
    },
    {
      call: action,
      object: "another's",
      method: 'POST',
      path: `${PROJECT}/${action}?projectId=p-014`,
      expected: OTHERS_PUBLISHED_EDIT,
    },
  ]),
  {
    call: 'copy',
    object: 'own',
    method: 'POST',
    path: `${PROJECT}/copy?projectId=p-004`,
    expected: expect(401, 'ok', 403, 403, 403, 403, 403, 403),
  },
  {
    call: 'copy',
    object: "another's",
    method: 'POST',
    path: `${PROJECT}/copy?projectId=p-014`,
    expected: expect(401, 403, 'ok', 403, 403, 403, 403, 403),
  },
  // ---- publication (issue 36): a clarification of a published project; the notice a draft would publish
  {
    call: 'clarify',
    object: 'own',
    method: 'POST',
    path: `${PROJECT}/clarify`,
    body: { projectId: 'p-107', title: '澄清', content: '<p>说明</p>' },
    expected: expect(401, 'ok', 403, 403, 403, 403, 403, 403),
  },
  {
    call: 'clarify',
    object: "another's",
    method: 'POST',
    path: `${PROJECT}/clarify`,
    body: { projectId: 'p-017', title: '澄清', content: '<p>说明</p>' },
    expected: expect(401, 403, 'ok', 403, 403, 403, 403, 403),
  },
  // A pre-notice: both projects' registration is open here, so their purchasers are refused by that rule.
  {
    call: 'preNotice',
    object: 'own',
    method: 'POST',
    path: `${PROJECT}/preNotice`,
    body: { projectId: 'p-102', title: '预告', content: '<p>说明</p>' },
    expected: expect(401, 'refused', 403, 403, 403, 403, 403, 403),
  },
  {
    call: 'preNotice',
    object: "another's",
    method: 'POST',
    path: `${PROJECT}/preNotice`,
    body: { projectId: 'p-017', title: '预告', content: '<p>说明</p>' },
    expected: expect(401, 403, 'refused', 403, 403, 403, 403, 403),
  },
  {
    call: 'noticeDraft',
    object: '-',
    method: 'POST',
    path: `${PROJECT}/noticeDraft`,
    body: { fProjectName: '公告预览' },
    expected: expect(401, 'ok', 'ok', 403, 403, 403, 403, 403),
  },
  // The approvers' opinions: the project's purchaser and administrators; another's draft reads as missing.
  {
    call: 'approvalOpinions',
    object: 'own',
    method: 'GET',
    path: `${PROJECT}/approvalOpinions?projectId=p-107`,
    expected: expect(401, 'ok', 403, 403, 403, 403, 'ok', 403),
  },
  {
    call: 'approvalOpinions',
    object: "another's",
    method: 'GET',
    path: `${PROJECT}/approvalOpinions?projectId=p-017`,
    expected: expect(401, 403, 'ok', 403, 403, 403, 'ok', 403),
  },
  {
    call: 'approvalOpinions (draft)',
    object: 'own',
    method: 'GET',
    path: `${PROJECT}/approvalOpinions?projectId=p-101`,
    expected: expect(401, 'ok', 'refused', 'refused', 'refused', 'refused', 'ok', 'refused'),
  },
];

describe('the permission matrix of project authoring and publication', () => {
  tenderMatrix(ROWS);
});

import type { FormDefinition, FormField, FormFieldOption } from '../../contract/workflow.js';
import { HANDLER_BUTTONS } from '../../contract/workflow-actions.js';
import { PROJECT_APPROVAL_KEY } from '../tender/project-approval.js';
import { type BpmnFlowSpec, type BpmnNodeSpec, bpmnXml } from '../workflow/bpmn-xml.js';
import type { SeedDefinition } from './workflow-definitions.js';

/**
 * 招标项目审批 (issue 36): a tender project submitted in the editor is reviewed by the head of the
 * purchasing department (刘洋, the leader of 采购管理部), then by a procurement administrator (the
 * role 采购管理员: 陈静, 王晓明 or 刘洋). Nobody starts it from the workflow area: submitting a project
 * starts it on the purchaser's behalf (tender/project-approval.ts), with the project's facts as its form's
 * read-only values. Opposing, or rejecting to the initiator, sends the project back to its editor.
 */

const NODES: BpmnNodeSpec[] = [
  { id: 'start', kind: 'start', name: '提交项目', x: 60, y: 140 },
  { id: 'leader', kind: 'user', name: '部门负责人审核', x: 200, y: 140, defaultFlow: 'f_leader_reject' },
  { id: 'manager', kind: 'user', name: '采购管理员审批', x: 360, y: 140, defaultFlow: 'f_manager_reject' },
  { id: 'end_ok', kind: 'end', name: '审批通过', x: 510, y: 140 },
  { id: 'end_rejected', kind: 'end', name: '审批不通过', x: 510, y: 260 },
];
const agreed = (nodeId: string) => `\${environment.services.agreed('${nodeId}')}`;
const FLOWS: BpmnFlowSpec[] = [
  { id: 'f_start', from: 'start', to: 'leader' },
  { id: 'f_leader_agree', from: 'leader', to: 'manager', name: '同意', condition: agreed('leader') },
  { id: 'f_leader_reject', from: 'leader', to: 'end_rejected', name: '反对' },
  { id: 'f_manager_agree', from: 'manager', to: 'end_ok', name: '同意', condition: agreed('manager') },
  { id: 'f_manager_reject', from: 'manager', to: 'end_rejected', name: '反对' },
];

type Labelled = [value: string, zhCN: string, zhTW: string, enUS: string];
const options = (entries: Labelled[]): FormFieldOption[] =>
  entries.map(([value, label, tw, en]) => ({ value, label, labelI18n: { 'zh-TW': tw, 'en-US': en } }));

const field = (name: string, [label, tw, en]: [string, string, string], rest: Partial<FormField> = {}) =>
  ({ name, label, labelI18n: { 'zh-TW': tw, 'en-US': en }, type: 'text', ...rest }) as FormField;

const FIELDS: FormField[] = [
  field('projectName', ['项目名称', '專案名稱', 'Project name']),
  field('projectNo', ['项目编号', '專案編號', 'Project number']),
  field('budget', ['预算金额', '預算金額', 'Budget'], {
    type: 'money',
    unit: '元',
    unitI18n: { 'zh-TW': '元', 'en-US': 'CNY' },
  }),
  field('purchaserName', ['采购人', '採購人', 'Purchaser']),
  field('procureType', ['采购方式', '採購方式', 'Procurement method'], {
    type: 'select',
    options: options([
      ['gkzb', '公开招标', '公開招標', 'Open tender'],
      ['yqzb', '邀请招标', '邀請招標', 'Invited tender'],
      ['gklx', '公开遴选', '公開遴選', 'Open selection'],
      ['gkbx', '公开比选', '公開比選', 'Open comparison'],
      ['jzxcs', '竞争性磋商', '競爭性磋商', 'Competitive negotiation'],
    ]),
  }),
  field('transactionMode', ['竞价类型', '競價類型', 'Bidding type'], {
    type: 'select',
    options: options([
      ['competitive', '竞价', '競價', 'Competitive bidding'],
      ['comprehensive', '综合评审', '綜合評審', 'Comprehensive evaluation'],
    ]),
  }),
  field('quotationMode', ['报价方式', '報價方式', 'Quotation mode'], {
    type: 'select',
    options: options([
      ['sum', '总价报价', '總價報價', 'Total price'],
      ['unitPrice', '单价报价', '單價報價', 'Unit price'],
      ['lower', '下浮率报价', '下浮率報價', 'Markdown rate'],
      ['discount', '折扣率报价', '折扣率報價', 'Discount rate'],
      ['amount', '数量报价', '數量報價', 'By quantity'],
      ['business', '商务报价', '商務報價', 'Commercial offer'],
      ['technology', '技术报价', '技術報價', 'Technical offer'],
    ]),
  }),
  field('registerMode', ['报名方式', '報名方式', 'Registration'], {
    type: 'select',
    options: options([
      ['open', '公开报名', '公開報名', 'Open to all'],
      ['invite', '邀请报名', '邀請報名', 'By invitation'],
    ]),
  }),
  field('registerWindow', ['报名时间（北京时间）', '報名時間（北京時間）', 'Registration (Beijing time)']),
  field('bidWindow', ['报价时间（北京时间）', '報價時間（北京時間）', 'Quotation (Beijing time)']),
  field('content', ['采购内容', '採購內容', 'Procurement content'], { type: 'textarea', span: 2 }),
];

/** Every field read-only everywhere: the approvers judge the project, they do not edit it. */
const READ_ONLY = Object.fromEntries(FIELDS.map((entry) => [entry.name, 'r' as const]));

const FORM: FormDefinition = {
  key: 'tender_project_form',
  name: '招标项目审批单',
  nameI18n: { 'zh-TW': '招標專案審批單', 'en-US': 'Tender project approval form' },
  fields: FIELDS,
  permissions: { start: READ_ONLY, leader: READ_ONLY, manager: READ_ONLY, '*': READ_ONLY },
};

export const TENDER_APPROVAL_DEFINITION: SeedDefinition = {
  id: 'def-tender-project-1',
  key: PROJECT_APPROVAL_KEY,
  name: '招标项目审批',
  description: '招标项目审批：采购人提交的招标项目由部门负责人审核、采购管理员审批，通过后发布招标公告。',
  category: 'cat-purchase',
  icon: 'megaphone',
  version: 1,
  isMain: true,
  subjectRule: '招标项目审批：{projectName}',
  xml: await bpmnXml(PROJECT_APPROVAL_KEY, '招标项目审批', NODES, FLOWS),
  form: FORM,
  nodes: {
    leader: {
      assignees: [{ kind: 'orgLeader', ids: ['org-purchase'] }],
      buttons: [...HANDLER_BUTTONS],
      opinionPermission: 'w',
    },
    manager: {
      assignees: [{ kind: 'role', ids: ['role-purchase-admin'] }],
      buttons: [...HANDLER_BUTTONS],
      opinionPermission: 'w',
    },
    end_ok: { endResult: 'approved' },
    end_rejected: { endResult: 'rejected' },
  },
  // Started only by submitting a project (on the purchaser's behalf), never from the workflow area.
  startRights: [],
};

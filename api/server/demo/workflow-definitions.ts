import type { AssigneeRule, FormDefinition, NodeSettings } from '../../contract/workflow.js';
import { HANDLER_BUTTONS } from '../../contract/workflow-actions.js';
import { type BpmnFlowSpec, type BpmnNodeSpec, bpmnXml } from '../workflow/bpmn-xml.js';
import { TENDER_APPROVAL_DEFINITION } from './tender-approval.js';

/**
 * The demo's process definitions: BPMN 2.0 with diagrams, forms with per-node permissions, node settings
 * (assignees from the identity data, buttons, opinion permission, countersign rule, timers, copy-to),
 * categories and start rights.
 */

export const WORKFLOW_CATEGORIES = [
  { id: 'cat-hr', name: '人事行政', code: 'hr', sn: 1 },
  { id: 'cat-finance', name: '财务管理', code: 'finance', sn: 2 },
  { id: 'cat-purchase', name: '采购管理', code: 'purchase', sn: 3 },
  { id: 'cat-legal', name: '合同法务', code: 'legal', sn: 4 },
  { id: 'cat-it', name: '信息化', code: 'it', sn: 5 },
];

export interface SeedDefinition {
  id: string;
  key: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  version: number;
  isMain: boolean;
  subjectRule: string;
  xml: string;
  form: FormDefinition;
  nodes: Record<string, Partial<NodeSettings>>;
  startRights: { kind: 'user' | 'org' | 'role' | 'post' | 'everyone'; targetId: string }[];
}

const agreed = (nodeId: string) => `\${environment.services.agreed('${nodeId}')}`;
const lte = (field: string, limit: number) => `\${environment.services.lte('${field}', ${limit})}`;

const leader: AssigneeRule[] = [{ kind: 'initiatorLeader' }];
const ACTIONS: NodeSettings['buttons'] = [...HANDLER_BUTTONS];

// ------------------------------------------------------------------------------------------ 请假申请
const LEAVE_NODES: BpmnNodeSpec[] = [
  { id: 'start', kind: 'start', name: '发起申请', x: 60, y: 140 },
  { id: 'leader', kind: 'user', name: '部门负责人审批', x: 200, y: 140, defaultFlow: 'f_leader_reject' },
  { id: 'gw_days', kind: 'xor', name: '请假天数', x: 350, y: 140, defaultFlow: 'f_days_long' },
  { id: 'hr', kind: 'user', name: '人力资源部审批', x: 500, y: 240, defaultFlow: 'f_hr_reject' },
  { id: 'end_ok', kind: 'end', name: '审批通过', x: 660, y: 140 },
  { id: 'end_rejected', kind: 'end', name: '审批不通过', x: 660, y: 340 },
];
const LEAVE_FLOWS: BpmnFlowSpec[] = [
  { id: 'f_start', from: 'start', to: 'leader' },
  { id: 'f_leader_agree', from: 'leader', to: 'gw_days', name: '同意', condition: agreed('leader') },
  { id: 'f_leader_reject', from: 'leader', to: 'end_rejected', name: '反对' },
  { id: 'f_days_short', from: 'gw_days', to: 'end_ok', name: '3天以内', condition: lte('days', 3) },
  { id: 'f_days_long', from: 'gw_days', to: 'hr', name: '超过3天' },
  { id: 'f_hr_agree', from: 'hr', to: 'end_ok', name: '同意', condition: agreed('hr') },
  { id: 'f_hr_reject', from: 'hr', to: 'end_rejected', name: '反对' },
];

const LEAVE_FORM: FormDefinition = {
  key: 'leave_form',
  name: '请假申请单',
  nameI18n: { 'zh-TW': '請假申請單', 'en-US': 'Leave request form' },
  fields: [
    {
      name: 'leaveType',
      label: '请假类型',
      labelI18n: { 'zh-TW': '請假類型', 'en-US': 'Leave type' },
      type: 'select',
      required: true,
      options: [
        { value: 'annual', label: '年假', labelI18n: { 'zh-TW': '年假', 'en-US': 'Annual leave' } },
        { value: 'personal', label: '事假', labelI18n: { 'zh-TW': '事假', 'en-US': 'Personal leave' } },
        { value: 'sick', label: '病假', labelI18n: { 'zh-TW': '病假', 'en-US': 'Sick leave' } },
        { value: 'compensatory', label: '调休', labelI18n: { 'zh-TW': '補休', 'en-US': 'Time off in lieu' } },
        { value: 'marriage', label: '婚假', labelI18n: { 'zh-TW': '婚假', 'en-US': 'Marriage leave' } },
      ],
    },
    {
      name: 'startDate',
      label: '开始日期',
      labelI18n: { 'zh-TW': '開始日期', 'en-US': 'Start date' },
      type: 'date',
      required: true,
    },
    {
      name: 'endDate',
      label: '结束日期',
      labelI18n: { 'zh-TW': '結束日期', 'en-US': 'End date' },
      type: 'date',
      required: true,
    },
    {
      name: 'days',
      label: '请假天数',
      labelI18n: { 'zh-TW': '請假天數', 'en-US': 'Days' },
      type: 'number',
      required: true,
      min: 0.5,
      max: 30,
      precision: 1,
      unit: '天',
      unitI18n: { 'zh-TW': '天', 'en-US': 'days' },
    },
    {
      name: 'reason',
      label: '请假事由',
      labelI18n: { 'zh-TW': '請假事由', 'en-US': 'Reason' },
      type: 'textarea',
      required: true,
      maxLength: 500,
      span: 2,
    },
    {
      name: 'hrRemark',
      label: '人事备注',
      labelI18n: { 'zh-TW': '人事備註', 'en-US': 'HR remark' },
      type: 'textarea',
      maxLength: 500,
      span: 2,
    },
  ],
  rules: [{ kind: 'dateOrder', start: 'startDate', end: 'endDate' }],
  permissions: {
    start: { leaveType: 'b', startDate: 'b', endDate: 'b', days: 'b', reason: 'b', hrRemark: 'n' },
    leader: { hrRemark: 'n' },
    hr: { hrRemark: 'w' },
    '*': { leaveType: 'r', startDate: 'r', endDate: 'r', days: 'r', reason: 'r', hrRemark: 'r' },
  },
};

// ------------------------------------------------------------------------------------------ 费用报销
const EXPENSE_NODES: BpmnNodeSpec[] = [
  { id: 'start', kind: 'start', name: '发起报销', x: 60, y: 140 },
  { id: 'leader', kind: 'user', name: '部门负责人审批', x: 200, y: 140, defaultFlow: 'f_leader_reject' },
  { id: 'gw_amount', kind: 'xor', name: '报销金额', x: 340, y: 140, defaultFlow: 'f_amount_finance' },
  { id: 'finance', kind: 'user', name: '财务审核', x: 480, y: 240, defaultFlow: 'f_finance_reject' },
  { id: 'gw_large', kind: 'xor', name: '大额报销', x: 620, y: 240, defaultFlow: 'f_large_gm' },
  { id: 'gm', kind: 'user', name: '总经理审批', x: 760, y: 340, defaultFlow: 'f_gm_reject' },
  { id: 'end_ok', kind: 'end', name: '审批通过', x: 900, y: 140 },
  { id: 'end_rejected', kind: 'end', name: '审批不通过', x: 900, y: 440 },
];
const EXPENSE_FLOWS: BpmnFlowSpec[] = [
  { id: 'f_start', from: 'start', to: 'leader' },
  { id: 'f_leader_agree', from: 'leader', to: 'gw_amount', name: '同意', condition: agreed('leader') },
  { id: 'f_leader_reject', from: 'leader', to: 'end_rejected', name: '反对' },
  {
    id: 'f_amount_small',
    from: 'gw_amount',
    to: 'end_ok',
    name: '1000元以内',
    condition: lte('amount', 1000),
  },
  { id: 'f_amount_finance', from: 'gw_amount', to: 'finance', name: '超过1000元' },
  { id: 'f_finance_agree', from: 'finance', to: 'gw_large', name: '同意', condition: agreed('finance') },
  { id: 'f_finance_reject', from: 'finance', to: 'end_rejected', name: '反对' },
  {
    id: 'f_large_small',
    from: 'gw_large',
    to: 'end_ok',
    name: '10000元以内',
    condition: lte('amount', 10000),
  },
  { id: 'f_large_gm', from: 'gw_large', to: 'gm', name: '超过10000元' },
  { id: 'f_gm_agree', from: 'gm', to: 'end_ok', name: '同意', condition: agreed('gm') },
  { id: 'f_gm_reject', from: 'gm', to: 'end_rejected', name: '反对' },
];

const ATTACHMENTS = {
  name: 'attachments',
  label: '附件',
  labelI18n: { 'zh-TW': '附件', 'en-US': 'Attachments' },
  type: 'file' as const,
  maxFiles: 5,
  span: 2 as const,
};

const EXPENSE_FORM: FormDefinition = {
  key: 'expense_form',
  name: '费用报销单',
  nameI18n: { 'zh-TW': '費用報銷單', 'en-US': 'Expense claim form' },
  fields: [
    {
      name: 'expenseType',
      label: '费用类型',
      labelI18n: { 'zh-TW': '費用類型', 'en-US': 'Expense type' },
      type: 'select',
      required: true,
      options: [
        { value: 'travel', label: '差旅费', labelI18n: { 'zh-TW': '差旅費', 'en-US': 'Travel' } },
        { value: 'office', label: '办公费', labelI18n: { 'zh-TW': '辦公費', 'en-US': 'Office supplies' } },
        {
          value: 'entertainment',
          label: '招待费',
          labelI18n: { 'zh-TW': '招待費', 'en-US': 'Entertainment' },
        },
        { value: 'training', label: '培训费', labelI18n: { 'zh-TW': '培訓費', 'en-US': 'Training' } },
        { value: 'other', label: '其他', labelI18n: { 'zh-TW': '其他', 'en-US': 'Other' } },
      ],
    },
    {
      name: 'amount',
      label: '报销金额',
      labelI18n: { 'zh-TW': '報銷金額', 'en-US': 'Amount' },
      type: 'money',
      required: true,
      min: 0.01,
      max: 1_000_000,
      unit: '元',
      unitI18n: { 'zh-TW': '元', 'en-US': 'CNY' },
    },
    {
      name: 'occurDate',
      label: '发生日期',
      labelI18n: { 'zh-TW': '發生日期', 'en-US': 'Date incurred' },
      type: 'date',
      required: true,
    },
    {
      name: 'description',
      label: '报销说明',
      labelI18n: { 'zh-TW': '報銷說明', 'en-US': 'Description' },
      type: 'textarea',
      required: true,
      maxLength: 500,
      span: 2,
    },
    ATTACHMENTS,
  ],
  permissions: {
    start: { expenseType: 'b', amount: 'b', occurDate: 'b', description: 'b', attachments: 'w' },
    // Finance may correct the amount it approves.
    finance: { amount: 'b' },
    '*': { expenseType: 'r', amount: 'r', occurDate: 'r', description: 'r', attachments: 'r' },
  },
};

// ------------------------------------------------------------------------------------------ 采购申请
const PURCHASE_NODES: BpmnNodeSpec[] = [
  { id: 'start', kind: 'start', name: '发起采购', x: 60, y: 200 },
  { id: 'leader', kind: 'user', name: '部门负责人审批', x: 190, y: 200, defaultFlow: 'f_leader_reject' },
  { id: 'split', kind: 'and', name: '并行审核', x: 320, y: 200 },
  { id: 'finance', kind: 'user', name: '预算审核', x: 460, y: 110 },
  { id: 'sign', kind: 'sign', name: '采购会签', x: 460, y: 290 },
  { id: 'join', kind: 'and', name: '汇合', x: 600, y: 200 },
  { id: 'gw_result', kind: 'xor', name: '审核结果', x: 710, y: 200, defaultFlow: 'f_result_reject' },
  { id: 'end_ok', kind: 'end', name: '审批通过', x: 830, y: 200 },
  { id: 'end_rejected', kind: 'end', name: '审批不通过', x: 830, y: 400 },
];
const PURCHASE_FLOWS: BpmnFlowSpec[] = [
  { id: 'f_start', from: 'start', to: 'leader' },
  { id: 'f_leader_agree', from: 'leader', to: 'split', name: '同意', condition: agreed('leader') },
  { id: 'f_leader_reject', from: 'leader', to: 'end_rejected', name: '反对' },
  { id: 'f_split_finance', from: 'split', to: 'finance' },
  { id: 'f_split_sign', from: 'split', to: 'sign' },
  { id: 'f_finance_join', from: 'finance', to: 'join' },
  { id: 'f_sign_join', from: 'sign', to: 'join' },
  { id: 'f_join_result', from: 'join', to: 'gw_result' },
  {
    id: 'f_result_ok',
    from: 'gw_result',
    to: 'end_ok',
    name: '均同意',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an engine expression, not a template
    condition: "${environment.services.allAgreed('finance', 'sign')}",
  },
  { id: 'f_result_reject', from: 'gw_result', to: 'end_rejected', name: '未通过' },
];

const PURCHASE_FORM: FormDefinition = {
  key: 'purchase_form',
  name: '采购申请单',
  nameI18n: { 'zh-TW': '採購申請單', 'en-US': 'Purchase request form' },
  fields: [
    {
      name: 'itemName',
      label: '采购物品',
      labelI18n: { 'zh-TW': '採購物品', 'en-US': 'Item' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    {
      name: 'quantity',
      label: '数量',
      labelI18n: { 'zh-TW': '數量', 'en-US': 'Quantity' },
      type: 'number',
      required: true,
      min: 1,
      max: 100_000,
      precision: 0,
    },
    {
      name: 'budget',
      label: '预算金额',
      labelI18n: { 'zh-TW': '預算金額', 'en-US': 'Budget' },
      type: 'money',
      required: true,
      min: 0.01,
      max: 100_000_000,
      unit: '元',
      unitI18n: { 'zh-TW': '元', 'en-US': 'CNY' },
    },
    {
      name: 'needDate',
      label: '需求日期',
      labelI18n: { 'zh-TW': '需求日期', 'en-US': 'Needed by' },
      type: 'date',
      required: true,
    },
    {
      name: 'supplier',
      label: '建议供应商',
      labelI18n: { 'zh-TW': '建議供應商', 'en-US': 'Suggested supplier' },
      type: 'text',
      maxLength: 100,
    },
    {
      name: 'reason',
      label: '采购理由',
      labelI18n: { 'zh-TW': '採購理由', 'en-US': 'Reason' },
      type: 'textarea',
      required: true,
      maxLength: 1000,
      span: 2,
    },
  ],
  permissions: {
    start: { itemName: 'b', quantity: 'b', budget: 'b', needDate: 'b', supplier: 'w', reason: 'b' },
    '*': { itemName: 'r', quantity: 'r', budget: 'r', needDate: 'r', supplier: 'r', reason: 'r' },
  },
};

// ------------------------------------------------------------------------------------------ 合同审批
const CONTRACT_STEPS = [
  { id: 'leader', name: '部门负责人审核' },
  { id: 'purchase', name: '采购部审核' },
  { id: 'legal', name: '法务审核' },
  { id: 'gm', name: '总经理审批' },
];
const CONTRACT_NODES: BpmnNodeSpec[] = [
  { id: 'start', kind: 'start', name: '发起合同', x: 60, y: 140 },
  ...CONTRACT_STEPS.map(
    (step, index): BpmnNodeSpec => ({
      id: step.id,
      kind: 'user',
      name: step.name,
      x: 190 + index * 150,
      y: 140,
      defaultFlow: `f_${step.id}_reject`,
    }),
  ),
  { id: 'end_ok', kind: 'end', name: '审批通过', x: 800, y: 140 },
  { id: 'end_rejected', kind: 'end', name: '审批不通过', x: 800, y: 280 },
];
const CONTRACT_FLOWS: BpmnFlowSpec[] = [
  { id: 'f_start', from: 'start', to: 'leader' },
  ...CONTRACT_STEPS.flatMap((step, index): BpmnFlowSpec[] => [
    {
      id: `f_${step.id}_agree`,
      from: step.id,
      to: CONTRACT_STEPS[index + 1]?.id ?? 'end_ok',
      name: '同意',
      condition: agreed(step.id),
    },
    { id: `f_${step.id}_reject`, from: step.id, to: 'end_rejected', name: '反对' },
  ]),
];

const CONTRACT_FORM: FormDefinition = {
  key: 'contract_form',
  name: '合同审批单',
  nameI18n: { 'zh-TW': '合同審批單', 'en-US': 'Contract approval form' },
  fields: [
    {
      name: 'contractName',
      label: '合同名称',
      labelI18n: { 'zh-TW': '合約名稱', 'en-US': 'Contract name' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    {
      name: 'contractNo',
      label: '合同编号',
      labelI18n: { 'zh-TW': '合約編號', 'en-US': 'Contract number' },
      type: 'text',
      required: true,
      pattern: '^[A-Z0-9-]{4,32}$',
      patternMessage: '合同编号由4至32位大写字母、数字和“-”组成',
      patternMessageI18n: {
        'zh-TW': '合約編號由4至32位大寫字母、數字和「-」組成',
        'en-US': 'Use 4 to 32 capital letters, digits and “-”',
      },
    },
    {
      name: 'partyB',
      label: '合同相对方',
      labelI18n: { 'zh-TW': '合約相對方', 'en-US': 'Counterparty' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    {
      name: 'amount',
      label: '合同金额',
      labelI18n: { 'zh-TW': '合約金額', 'en-US': 'Amount' },
      type: 'money',
      required: true,
      min: 0,
      max: 1_000_000_000,
      unit: '元',
      unitI18n: { 'zh-TW': '元', 'en-US': 'CNY' },
    },
    {
      name: 'signDate',
      label: '签订日期',
      labelI18n: { 'zh-TW': '簽訂日期', 'en-US': 'Signing date' },
      type: 'date',
      required: true,
    },
    {
      name: 'content',
      label: '合同主要内容',
      labelI18n: { 'zh-TW': '合約主要內容', 'en-US': 'Main terms' },
      type: 'textarea',
      required: true,
      maxLength: 2000,
      span: 2,
    },
    {
      name: 'legalReview',
      label: '法务意见',
      labelI18n: { 'zh-TW': '法務意見', 'en-US': 'Legal review' },
      type: 'textarea',
      maxLength: 1000,
      span: 2,
    },
    ATTACHMENTS,
  ],
  permissions: {
    start: {
      contractName: 'b',
      contractNo: 'b',
      partyB: 'b',
      amount: 'b',
      signDate: 'b',
      content: 'b',
      legalReview: 'n',
      attachments: 'w',
    },
    leader: { legalReview: 'n' },
    purchase: { legalReview: 'n' },
    legal: { legalReview: 'b' },
    '*': {
      contractName: 'r',
      contractNo: 'r',
      partyB: 'r',
      amount: 'r',
      signDate: 'r',
      content: 'r',
      legalReview: 'r',
      attachments: 'r',
    },
  },
};

// ------------------------------------------------------------------------------------------ 信息化需求
const IT_NODES: BpmnNodeSpec[] = [
  { id: 'start', kind: 'start', name: '提交需求', x: 60, y: 140 },
  { id: 'leader', kind: 'user', name: '部门负责人审批', x: 200, y: 140, defaultFlow: 'f_leader_reject' },
  { id: 'it', kind: 'user', name: '信息中心受理', x: 360, y: 140, defaultFlow: 'f_it_reject' },
  { id: 'end_ok', kind: 'end', name: '受理完成', x: 510, y: 140 },
  { id: 'end_rejected', kind: 'end', name: '不予受理', x: 510, y: 260 },
];
const IT_FLOWS: BpmnFlowSpec[] = [
  { id: 'f_start', from: 'start', to: 'leader' },
  { id: 'f_leader_agree', from: 'leader', to: 'it', name: '同意', condition: agreed('leader') },
  { id: 'f_leader_reject', from: 'leader', to: 'end_rejected', name: '反对' },
  { id: 'f_it_agree', from: 'it', to: 'end_ok', name: '受理', condition: agreed('it') },
  { id: 'f_it_reject', from: 'it', to: 'end_rejected', name: '不受理' },
];

const IT_FORM: FormDefinition = {
  key: 'it_form',
  name: '信息化需求单',
  nameI18n: { 'zh-TW': '資訊化需求單', 'en-US': 'IT request form' },
  fields: [
    {
      name: 'title',
      label: '需求标题',
      labelI18n: { 'zh-TW': '需求標題', 'en-US': 'Title' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    {
      name: 'system',
      label: '涉及系统',
      labelI18n: { 'zh-TW': '涉及系統', 'en-US': 'System' },
      type: 'radio',
      required: true,
      options: [
        { value: 'oa', label: '办公系统', labelI18n: { 'zh-TW': '辦公系統', 'en-US': 'Office system' } },
        { value: 'erp', label: 'ERP', labelI18n: { 'zh-TW': 'ERP', 'en-US': 'ERP' } },
        {
          value: 'network',
          label: '网络与设备',
          labelI18n: { 'zh-TW': '網路與設備', 'en-US': 'Network and devices' },
        },
      ],
    },
    {
      name: 'expectDate',
      label: '期望完成日期',
      labelI18n: { 'zh-TW': '期望完成日期', 'en-US': 'Wanted by' },
      type: 'date',
    },
    {
      name: 'description',
      label: '需求描述',
      labelI18n: { 'zh-TW': '需求描述', 'en-US': 'Description' },
      type: 'textarea',
      required: true,
      minLength: 10,
      maxLength: 2000,
      span: 2,
    },
  ],
  permissions: {
    start: { title: 'b', system: 'b', expectDate: 'w', description: 'b' },
    it: { expectDate: 'w' },
    '*': { title: 'r', system: 'r', expectDate: 'r', description: 'r' },
  },
};

const LEADER_TIMERS = { urgeHours: 24, dueHours: 72 };

export const WORKFLOW_DEFINITIONS: SeedDefinition[] = [
  {
    id: 'def-leave-1',
    key: 'leave',
    name: '请假申请',
    description: '员工请假：3天以内由部门负责人审批，超过3天再由人力资源部审批。',
    category: 'cat-hr',
    icon: 'calendar-event',
    version: 1,
    isMain: false,
    subjectRule: '{creatorName}的请假申请（{days}天）',
    xml: await bpmnXml('leave', '请假申请', LEAVE_NODES, LEAVE_FLOWS),
    form: LEAVE_FORM,
    nodes: {
      leader: { assignees: leader, buttons: ACTIONS, opinionPermission: 'w' },
      hr: { assignees: [{ kind: 'orgLeader', ids: ['org-hr'] }], buttons: ACTIONS, opinionPermission: 'b' },
      end_ok: { endResult: 'approved' },
      end_rejected: { endResult: 'rejected' },
    },
    startRights: [{ kind: 'everyone', targetId: '*' }],
  },
  {
    id: 'def-leave-2',
    key: 'leave',
    name: '请假申请',
    description: '员工请假：3天以内由部门负责人审批，超过3天再由人力资源部审批。',
    category: 'cat-hr',
    icon: 'calendar-event',
    version: 2,
    isMain: true,
    subjectRule: '{creatorName}的请假申请（{days}天）',
    xml: await bpmnXml('leave', '请假申请', LEAVE_NODES, LEAVE_FLOWS),
    form: LEAVE_FORM,
    nodes: {
      leader: { assignees: leader, buttons: ACTIONS, opinionPermission: 'w', ...LEADER_TIMERS },
      hr: { assignees: [{ kind: 'orgLeader', ids: ['org-hr'] }], buttons: ACTIONS, opinionPermission: 'b' },
      end_ok: { endResult: 'approved', copyTo: [{ kind: 'post', ids: ['post-hr-specialist'] }] },
      end_rejected: { endResult: 'rejected' },
    },
    startRights: [{ kind: 'everyone', targetId: '*' }],
  },
  {
    id: 'def-expense-1',
    key: 'expense',
    name: '费用报销',
    description: '费用报销：1000元以内部门负责人审批，超过1000元财务审核，超过10000元再由总经理审批。',
    category: 'cat-finance',
    icon: 'cash-coin',
    version: 1,
    isMain: true,
    subjectRule: '{creatorName}的费用报销（{amount}元）',
    xml: await bpmnXml('expense', '费用报销', EXPENSE_NODES, EXPENSE_FLOWS),
    form: EXPENSE_FORM,
    nodes: {
      leader: { assignees: leader, buttons: ACTIONS, opinionPermission: 'w', ...LEADER_TIMERS },
      finance: {
        assignees: [{ kind: 'role', ids: ['role-finance-reviewer'] }],
        buttons: ACTIONS,
        opinionPermission: 'b',
        dueHours: 48,
      },
      gm: {
        assignees: [{ kind: 'user', ids: ['u-zhangwei'] }],
        buttons: ['agree', 'oppose'],
        opinionPermission: 'w',
      },
      end_ok: { endResult: 'approved' },
      end_rejected: { endResult: 'rejected' },
    },
    startRights: [{ kind: 'everyone', targetId: '*' }],
  },
  {
    id: 'def-purchase-1',
    key: 'purchase',
    name: '采购申请',
    description: '采购申请：部门负责人审批后，预算审核与采购会签（三人，两人同意即通过）并行进行。',
    category: 'cat-purchase',
    icon: 'cart3',
    version: 1,
    isMain: true,
    subjectRule: '{creatorName}的采购申请：{itemName}',
    xml: await bpmnXml('purchase', '采购申请', PURCHASE_NODES, PURCHASE_FLOWS),
    form: PURCHASE_FORM,
    nodes: {
      leader: { assignees: leader, buttons: ACTIONS, opinionPermission: 'w', ...LEADER_TIMERS },
      finance: {
        assignees: [{ kind: 'role', ids: ['role-finance-reviewer'] }],
        buttons: ACTIONS,
        opinionPermission: 'w',
      },
      sign: {
        assignees: [{ kind: 'user', ids: ['u-staff', 'u-chenjing', 'u-hulin'] }],
        buttons: ACTIONS,
        opinionPermission: 'w',
        countersign: { passRatio: 2 / 3 },
      },
      end_ok: { endResult: 'approved' },
      end_rejected: { endResult: 'rejected' },
    },
    startRights: [
      { kind: 'org', targetId: 'org-purchase' },
      { kind: 'role', targetId: 'role-purchase-admin' },
    ],
  },
  {
    id: 'def-contract-1',
    key: 'contract',
    name: '合同审批',
    description: '合同审批：部门负责人、采购部、法务、总经理依次审批。',
    category: 'cat-legal',
    icon: 'file-earmark-text',
    version: 1,
    isMain: true,
    subjectRule: '{creatorName}的合同审批：{contractName}',
    xml: await bpmnXml('contract', '合同审批', CONTRACT_NODES, CONTRACT_FLOWS),
    form: CONTRACT_FORM,
    nodes: {
      leader: { assignees: leader, buttons: ACTIONS, opinionPermission: 'w', ...LEADER_TIMERS },
      purchase: {
        assignees: [{ kind: 'role', ids: ['role-purchase-admin'] }],
        buttons: ACTIONS,
        opinionPermission: 'w',
        copyTo: [{ kind: 'initiator' }],
      },
      legal: {
        assignees: [{ kind: 'role', ids: ['role-contract-admin'] }],
        buttons: ACTIONS,
        opinionPermission: 'b',
      },
      gm: { assignees: [{ kind: 'user', ids: ['u-zhangwei'] }], buttons: ACTIONS, opinionPermission: 'w' },
      end_ok: { endResult: 'approved', copyTo: [{ kind: 'role', ids: ['role-purchase-admin'] }] },
      end_rejected: { endResult: 'rejected' },
    },
    startRights: [
      { kind: 'role', targetId: 'role-contract-admin' },
      { kind: 'role', targetId: 'role-purchase-admin' },
      { kind: 'role', targetId: 'role-leader' },
      // The engineer who manages the maintenance contracts starts them himself.
      { kind: 'user', targetId: 'u-xuqiang' },
    ],
  },
  {
    id: 'def-it-1',
    key: 'itRequest',
    name: '信息化需求申请',
    description: '信息化需求：部门负责人审批后由信息中心系统工程师受理。',
    category: 'cat-it',
    icon: 'pc-display',
    version: 1,
    isMain: true,
    subjectRule: '{creatorName}的信息化需求：{title}',
    xml: await bpmnXml('itRequest', '信息化需求申请', IT_NODES, IT_FLOWS),
    form: IT_FORM,
    nodes: {
      leader: { assignees: leader, buttons: ACTIONS, opinionPermission: 'w' },
      it: {
        assignees: [{ kind: 'post', ids: ['post-it-engineer'] }],
        buttons: ACTIONS,
        opinionPermission: 'w',
      },
      end_ok: { endResult: 'approved' },
      end_rejected: { endResult: 'rejected' },
    },
    startRights: [{ kind: 'everyone', targetId: '*' }],
  },
  TENDER_APPROVAL_DEFINITION,
];

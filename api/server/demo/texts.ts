import { textsJson } from '../http/localized-text.js';

type Translations = Record<string, { 'zh-TW': string; 'en-US': string }>;

/**
 * The demo's seeded texts in the other languages, by their zh-CN text: the workflow's categories,
 * definitions (names, descriptions, the names of their nodes and flows), the staff home's columns, layouts, apps and quick entries,
 * and the menu badge. The seed writes them into the `*_i18n` columns (migration 0026).
 */
export const SEEDED_TEXTS: Translations = {
  // Workflow categories.
  人事行政: { 'zh-TW': '人事行政', 'en-US': 'HR and administration' },
  财务管理: { 'zh-TW': '財務管理', 'en-US': 'Finance' },
  采购管理: { 'zh-TW': '採購管理', 'en-US': 'Procurement' },
  合同法务: { 'zh-TW': '合同法務', 'en-US': 'Contracts and legal' },
  信息化: { 'zh-TW': '資訊化', 'en-US': 'IT' },
  // Definitions.
  请假申请: { 'zh-TW': '請假申請', 'en-US': 'Leave request' },
  费用报销: { 'zh-TW': '費用報銷', 'en-US': 'Expense claim' },
  采购申请: { 'zh-TW': '採購申請', 'en-US': 'Purchase request' },
  合同审批: { 'zh-TW': '合同審批', 'en-US': 'Contract approval' },
  信息化需求申请: { 'zh-TW': '資訊化需求申請', 'en-US': 'IT request' },
  招标项目审批: { 'zh-TW': '招標專案審批', 'en-US': 'Tender project approval' },
  '招标项目审批：采购人提交的招标项目由部门负责人审核、采购管理员审批，通过后发布招标公告。': {
    'zh-TW': '招標專案審批：採購人提交的招標專案由部門負責人審核、採購管理員審批，通過後發布招標公告。',
    'en-US':
      'Tender project approval: a project a purchaser submits is reviewed by the department head, then approved by a procurement administrator; approval publishes its tender notice.',
  },
  '员工请假：3天以内由部门负责人审批，超过3天再由人力资源部审批。': {
    'zh-TW': '員工請假：3天以內由部門負責人審批，超過3天再由人力資源部審批。',
    'en-US':
      'Employee leave: up to 3 days the department head approves; longer leave Human Resources approves too.',
  },
  '费用报销：1000元以内部门负责人审批，超过1000元财务审核，超过10000元再由总经理审批。': {
    'zh-TW': '費用報銷：1000元以內部門負責人審批，超過1000元財務審核，超過10000元再由總經理審批。',
    'en-US':
      'Expense claims: up to 1,000 yuan the department head approves; above 1,000 Finance reviews, above 10,000 the general manager approves too.',
  },
  '采购申请：部门负责人审批后，预算审核与采购会签（三人，两人同意即通过）并行进行。': {
    'zh-TW': '採購申請：部門負責人審批後，預算審核與採購會簽（三人，兩人同意即通過）並行進行。',
    'en-US':
      'Purchase requests: after the department head, the budget review and the purchase countersign (three signers, two approvals pass) run side by side.',
  },
  '合同审批：部门负责人、采购部、法务、总经理依次审批。': {
    'zh-TW': '合同審批：部門負責人、採購部、法務、總經理依次審批。',
    'en-US':
      'Contract approval: the department head, Purchasing, Legal and the general manager approve in turn.',
  },
  '信息化需求：部门负责人审批后由信息中心系统工程师受理。': {
    'zh-TW': '資訊化需求：部門負責人審批後由資訊中心系統工程師受理。',
    'en-US': 'IT requests: after the department head approves, an IT Center systems engineer takes them on.',
  },
  // Node names.
  发起申请: { 'zh-TW': '發起申請', 'en-US': 'Submit request' },
  部门负责人审批: { 'zh-TW': '部門負責人審批', 'en-US': 'Department head approval' },
  请假天数: { 'zh-TW': '請假天數', 'en-US': 'Leave days' },
  人力资源部审批: { 'zh-TW': '人力資源部審批', 'en-US': 'HR approval' },
  审批通过: { 'zh-TW': '審批通過', 'en-US': 'Approved' },
  审批不通过: { 'zh-TW': '審批不通過', 'en-US': 'Rejected' },
  发起报销: { 'zh-TW': '發起報銷', 'en-US': 'Submit claim' },
  报销金额: { 'zh-TW': '報銷金額', 'en-US': 'Claim amount' },
  财务审核: { 'zh-TW': '財務審核', 'en-US': 'Finance review' },
  大额报销: { 'zh-TW': '大額報銷', 'en-US': 'Large claim' },
  总经理审批: { 'zh-TW': '總經理審批', 'en-US': 'General manager approval' },
  发起采购: { 'zh-TW': '發起採購', 'en-US': 'Submit purchase' },
  并行审核: { 'zh-TW': '並行審核', 'en-US': 'Parallel review' },
  预算审核: { 'zh-TW': '預算審核', 'en-US': 'Budget review' },
  采购会签: { 'zh-TW': '採購會簽', 'en-US': 'Purchase countersign' },
  汇合: { 'zh-TW': '匯合', 'en-US': 'Join' },
  审核结果: { 'zh-TW': '審核結果', 'en-US': 'Review result' },
  部门负责人审核: { 'zh-TW': '部門負責人審核', 'en-US': 'Department head review' },
  采购部审核: { 'zh-TW': '採購部審核', 'en-US': 'Purchasing review' },
  法务审核: { 'zh-TW': '法務審核', 'en-US': 'Legal review' },
  发起合同: { 'zh-TW': '發起合同', 'en-US': 'Submit contract' },
  提交需求: { 'zh-TW': '提交需求', 'en-US': 'Submit requirement' },
  信息中心受理: { 'zh-TW': '資訊中心受理', 'en-US': 'IT Center intake' },
  受理完成: { 'zh-TW': '受理完成', 'en-US': 'Taken on' },
  不予受理: { 'zh-TW': '不予受理', 'en-US': 'Not taken on' },
  提交项目: { 'zh-TW': '提交專案', 'en-US': 'Submit project' },
  采购管理员审批: { 'zh-TW': '採購管理員審批', 'en-US': 'Procurement administrator approval' },
  // Flow labels of the charts.
  同意: { 'zh-TW': '同意', 'en-US': 'Agree' },
  反对: { 'zh-TW': '反對', 'en-US': 'Oppose' },
  '3天以内': { 'zh-TW': '3天以內', 'en-US': 'Up to 3 days' },
  超过3天: { 'zh-TW': '超過3天', 'en-US': 'Over 3 days' },
  '1000元以内': { 'zh-TW': '1000元以內', 'en-US': 'Up to 1,000 yuan' },
  超过1000元: { 'zh-TW': '超過1000元', 'en-US': 'Over 1,000 yuan' },
  '10000元以内': { 'zh-TW': '10000元以內', 'en-US': 'Up to 10,000 yuan' },
  超过10000元: { 'zh-TW': '超過10000元', 'en-US': 'Over 10,000 yuan' },
  均同意: { 'zh-TW': '均同意', 'en-US': 'All agree' },
  未通过: { 'zh-TW': '未通過', 'en-US': 'Not passed' },
  受理: { 'zh-TW': '受理', 'en-US': 'Take on' },
  不受理: { 'zh-TW': '不受理', 'en-US': 'Decline' },
  // The staff home: columns, layouts, apps, quick entries.
  通知公告: { 'zh-TW': '通知公告', 'en-US': 'Notices' },
  常用流程: { 'zh-TW': '常用流程', 'en-US': 'Frequent processes' },
  快捷入口: { 'zh-TW': '快捷入口', 'en-US': 'Quick entries' },
  员工门户首页: { 'zh-TW': '員工入口首頁', 'en-US': 'Staff home' },
  简洁首页: { 'zh-TW': '簡潔首頁', 'en-US': 'Simple home' },
  电子邮件: { 'zh-TW': '電子郵件', 'en-US': 'Email' },
  知识文库: { 'zh-TW': '知識文庫', 'en-US': 'Knowledge library' },
  '待办审批、发起流程与流程跟踪': {
    'zh-TW': '待辦審批、發起流程與流程追蹤',
    'en-US': 'Approve to-dos, start and follow processes',
  },
  收发内部与外部邮件: {
    'zh-TW': '收發內部與外部郵件',
    'en-US': 'Send and receive internal and external mail',
  },
  查找同事与联系人分组: { 'zh-TW': '查找同事與聯絡人分組', 'en-US': 'Find colleagues and contact groups' },
  '招标公告、在线投标与采购结果': {
    'zh-TW': '招標公告、線上投標與採購結果',
    'en-US': 'Tender notices, online bidding and procurement results',
  },
  制度文件与操作手册: { 'zh-TW': '制度文件與操作手冊', 'en-US': 'Policies and manuals' },
  查看空闲会议室并预约: { 'zh-TW': '查看空閒會議室並預約', 'en-US': 'Find a free meeting room and book it' },
  我的项目: { 'zh-TW': '我的專案', 'en-US': 'My projects' },
  我的报名: { 'zh-TW': '我的報名', 'en-US': 'My registrations' },
  // The menu badge of 发起流程.
  热: { 'zh-TW': '熱', 'en-US': 'Hot' },
  // The tender site's to-do messages (seed.ts); the projects' and companies' names stay as they are.
  '您已成功报名“2026年度办公设备集中采购”项目': {
    'zh-TW': '您已成功報名「2026年度办公设备集中采购」專案',
    'en-US': 'You have signed up for “2026年度办公设备集中采购”',
  },
  '“智慧园区安防系统升级改造”项目邀请您参加报价': {
    'zh-TW': '「智慧园区安防系统升级改造」專案邀請您參加報價',
    'en-US': 'You are invited to quote for “智慧园区安防系统升级改造”',
  },
  '“办公楼外墙保温工程”项目第二轮报价已开始': {
    'zh-TW': '「办公楼外墙保温工程」專案第二輪報價已開始',
    'en-US': 'Round 2 of the quotation for “办公楼外墙保温工程” has started',
  },
  '“2026年度办公设备集中采购”项目资格审查已通过': {
    'zh-TW': '「2026年度办公设备集中采购」專案資格審查已通過',
    'en-US': 'Your qualification for “2026年度办公设备集中采购” has passed review',
  },
  您的注册信息已审核通过: {
    'zh-TW': '您的註冊資訊已審核通過',
    'en-US': 'Your registration has been approved',
  },
  '“数据中心UPS电源采购”项目报名已截止': {
    'zh-TW': '「数据中心UPS电源采购」專案報名已截止',
    'en-US': 'Registration for “数据中心UPS电源采购” has closed',
  },
  供应商杭州恒远建设有限公司已提交报价: {
    'zh-TW': '供應商杭州恒远建设有限公司已提交報價',
    'en-US': 'The supplier 杭州恒远建设有限公司 has submitted a quotation',
  },
};

/** A seeded text's `*_i18n` value (JSON with its zh-CN source), or null when it has no translation. */
export function seededTexts(text: string | null | undefined, ...tables: Translations[]): string | null {
  if (!text) return null;
  const translations = [SEEDED_TEXTS, ...tables].find((table) => table[text])?.[text];
  return translations ? textsJson({ 'zh-CN': text, ...translations }) : null;
}

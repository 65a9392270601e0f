/**
 * Where each element belongs on the docs' navigation and what designers call it in Chinese: the
 * manifest knows tags and English summaries only. An element missing here is listed under 共用.
 */
export type Area = 'tender' | 'workflow' | 'office' | 'account' | 'shared';

export const AREAS: Array<{ id: Area; name: string }> = [
  { id: 'tender', name: '招标采购 Tender' },
  { id: 'workflow', name: '流程审批 Workflow' },
  { id: 'office', name: '协同办公 Office' },
  { id: 'account', name: '账号与个人 Account' },
  { id: 'shared', name: '共用 Shared' },
];

const CATALOGUE: Record<string, [name: string, area: Area]> = {
  'agent-settings': ['代理设置', 'workflow'],
  'menu-admin': ['菜单管理', 'account'],
  'org-admin': ['组织管理', 'account'],
  'password-strategy-form': ['密码策略', 'account'],
  'post-admin': ['岗位管理', 'account'],
  'role-admin': ['角色管理', 'account'],
  'user-admin': ['用户管理', 'account'],
  'admission-review': ['注册审核', 'account'],
  'admin-change-log': ['变更记录', 'account'],
  'layout-admin': ['门户布局', 'account'],
  'site-news-admin': ['新闻与通知公告管理', 'account'],
  'site-short-links': ['短链接管理', 'account'],
  'approval-panel': ['审批意见面板', 'workflow'],
  'award-list': ['中标通知列表', 'tender'],
  'batch-handle-dialog': ['批量审批对话框', 'workflow'],
  'bid-monitor': ['竞价监控', 'tender'],
  'bidding-hall': ['竞价大厅', 'tender'],
  'change-password-dialog': ['修改密码对话框', 'account'],
  'clarification-dialog': ['澄清公告对话框', 'tender'],
  'collect-button': ['收藏按钮', 'tender'],
  'collection-list': ['我的收藏', 'tender'],
  'company-info': ['企业信息', 'account'],
  'comprehensive-quotation': ['综合报价', 'tender'],
  'confirm-invite-dialog': ['确认邀请对话框', 'tender'],
  'contact-directory': ['通讯录', 'office'],
  'contact-group-manager': ['联系人分组', 'office'],
  'contract-info-form': ['合同信息表单', 'account'],
  'file-upload': ['附件上传', 'shared'],
  'flow-cards': ['流程卡片', 'workflow'],
  'flow-chart': ['流程图', 'workflow'],
  'flow-chart-dialog': ['流程图对话框', 'workflow'],
  'form-designer': ['表单设计器', 'workflow'],
  'flow-form': ['流程表单', 'workflow'],
  'inner-message-list': ['站内消息列表', 'office'],
  'login-form': ['登录表单', 'account'],
  'mail-account-settings': ['邮箱账户设置', 'office'],
  'mail-address-input': ['邮件地址输入', 'office'],
  'mail-composer': ['写邮件', 'office'],
  'mail-contact-list': ['邮件联系人', 'office'],
  'mail-folder-tree': ['邮件文件夹', 'office'],
  'mail-list': ['邮件列表', 'office'],
  'mail-reader': ['邮件阅读', 'office'],
  'message-compose-dialog': ['写消息对话框', 'office'],
  'modify-record-list': ['修改记录', 'workflow'],
  'news-detail': ['新闻详情', 'shared'],
  'news-list': ['新闻列表', 'shared'],
  'notice-detail': ['公告详情', 'tender'],
  'notice-list': ['公告列表', 'tender'],
  'org-picker': ['组织选择', 'shared'],
  'opinion-table': ['审批意见表', 'workflow'],
  'personal-info-dialog': ['个人信息对话框', 'account'],
  'phrase-picker': ['常用语选择', 'workflow'],
  'phrase-settings': ['常用语设置', 'workflow'],
  'portal-column': ['门户栏目', 'shared'],
  'process-admin': ['流程定义管理', 'workflow'],
  'incident-list': ['流程异常', 'workflow'],
  'print-template-admin': ['打印模板', 'workflow'],
  'process-designer': ['流程设计器', 'workflow'],
  'process-properties': ['流程属性面板', 'workflow'],
  'project-actions': ['项目操作', 'tender'],
  'project-editor': ['项目编辑器', 'tender'],
  'project-list': ['项目列表', 'tender'],
  'purchaser-info-form': ['采购人信息表单', 'account'],
  'qualification-review': ['资格审查', 'tender'],
  'quote-form': ['报价表单', 'tender'],
  'register-form': ['注册表单', 'account'],
  'registration-detail': ['报名详情', 'tender'],
  'registration-list': ['我的报名', 'tender'],
  'registration-review': ['报名审核', 'tender'],
  'rich-text': ['富文本', 'shared'],
  'rich-text-editor': ['富文本编辑器', 'shared'],
  'score-table': ['评分表', 'tender'],
  'seal-settings': ['电子签章设置', 'account'],
  'secretary-settings': ['秘书设置', 'workflow'],
  'sign-up-form': ['报名表单', 'tender'],
  'signature-field': ['签章字段', 'shared'],
  'supplier-invite': ['邀请供应商', 'tender'],
  'task-action-dialog': ['任务操作对话框', 'workflow'],
  'task-list': ['流程任务列表', 'workflow'],
  'tender-detail': ['项目详情', 'tender'],
  'tender-questions': ['答疑', 'tender'],
  'tender-search-bar': ['项目搜索栏', 'tender'],
  'todo-badge': ['待办徽标', 'shared'],
  'todo-message-list': ['待办消息列表', 'shared'],
  'user-picker': ['人员选择', 'shared'],
  'watermark-overlay': ['水印', 'workflow'],
};

/** The element's Chinese name ('' when it has none yet). */
export const chineseName = (tag: string): string => CATALOGUE[tag]?.[0] ?? '';

/** The navigation area the element is listed under. */
export const areaOf = (tag: string): Area => CATALOGUE[tag]?.[1] ?? 'shared';

/** Who a page's demos run as on the reference backend: each sees what that identity may see. */
export type DemoIdentity = 'purchaser' | 'supplier' | 'staff' | 'admin' | 'workflowAdmin';
export const DEMO_IDENTITIES: DemoIdentity[] = ['purchaser', 'supplier', 'staff', 'admin', 'workflowAdmin'];
/** The seeded demo account of each identity (all with the demo password). */
export const DEMO_ACCOUNTS: Record<DemoIdentity, string> = {
  purchaser: 'purchaser',
  supplier: 'supplier',
  staff: 'staff',
  admin: 'admin',
  // A staff member with the role 系统管理员: the workflow's administrator (process incidents).
  workflowAdmin: 'zhaolei',
};

/** The tender pages a supplier sees; the other tender and account pages are the purchaser's. */
const SUPPLIER_PAGES = new Set([
  'award-list',
  'bidding-hall',
  'company-info',
  'comprehensive-quotation',
  'confirm-invite-dialog',
  'contract-info-form',
  'quote-form',
  'registration-detail',
  'registration-list',
  'sign-up-form',
]);
/** Shared pages that show colleagues or workflow data. */
const STAFF_PAGES = new Set([
  'user-picker',
  'org-picker',
  'todo-badge',
  'todo-message-list',
  'portal-column',
  'watermark-overlay',
]);

/** The administration's pages (issue 38: structure, users, registrations, change log): the site administrator's. */
const ADMIN_PAGES = new Set([
  'menu-admin',
  'org-admin',
  'password-strategy-form',
  'post-admin',
  'role-admin',
  'user-admin',
  'admission-review',
  'admin-change-log',
  'site-news-admin',
  'site-short-links',
  'layout-admin',
]);

/** The workflow administrators' pages (role 系统管理员) that read live data. */
const WORKFLOW_ADMIN_PAGES = new Set(['incident-list', 'print-template-admin']);

/** The identity the page of `tag` shows its demos as (the purchaser on the overview). */
export function demoIdentity(tag: string): DemoIdentity {
  if (ADMIN_PAGES.has(tag)) return 'admin';
  if (WORKFLOW_ADMIN_PAGES.has(tag)) return 'workflowAdmin';
  if (SUPPLIER_PAGES.has(tag)) return 'supplier';
  const area = CATALOGUE[tag]?.[1];
  if (area === 'workflow' || area === 'office' || STAFF_PAGES.has(tag)) return 'staff';
  return 'purchaser';
}

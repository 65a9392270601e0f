import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { textsJson } from '../http/localized-text.js';
import { NEWS_CLASS_NAMES, NOTICE_TEXTS } from './news-texts.js';
import { seededTexts } from './texts.js';

/** Alias of the staff portal's default home layout. */
export const DEFAULT_LAYOUT_ALIAS = 'front_home';

interface MenuSeed {
  id: string;
  alias: string;
  name: string;
  menuUrl: string;
  parent: string;
  sn: number;
  icon?: string;
  /** Own route: its view; without one the host builds an online-menu page. */
  view?: string;
  badge?: string;
  isNew?: boolean;
  target?: '_blank';
  hidden?: boolean;
}

const ROOT_MENU_ID = 'm-front';

/** The menus' names in the other languages, by their zh-CN name (menus.name_i18n). */
const MENU_NAME_TRANSLATIONS: Record<string, { 'zh-TW': string; 'en-US': string }> = {
  流程中心: { 'zh-TW': '流程中心', 'en-US': 'Workflow' },
  我的待办: { 'zh-TW': '我的待辦', 'en-US': 'My to-do' },
  发起流程: { 'zh-TW': '發起流程', 'en-US': 'Start a process' },
  我的请求: { 'zh-TW': '我的請求', 'en-US': 'My requests' },
  我的已办: { 'zh-TW': '我的已辦', 'en-US': 'Done by me' },
  我的草稿: { 'zh-TW': '我的草稿', 'en-US': 'My drafts' },
  领导待办: { 'zh-TW': '領導待辦', 'en-US': "Leader's to-do" },
  已阅事项: { 'zh-TW': '已閱事項', 'en-US': 'Read notices' },
  协同办公: { 'zh-TW': '協同辦公', 'en-US': 'Office' },
  邮件: { 'zh-TW': '郵件', 'en-US': 'Mail' },
  内部消息: { 'zh-TW': '內部訊息', 'en-US': 'Messages' },
  通讯录: { 'zh-TW': '通訊錄', 'en-US': 'Contacts' },
  个人设置: { 'zh-TW': '個人設定', 'en-US': 'Settings' },
  代理设置: { 'zh-TW': '代理設定', 'en-US': 'Agent settings' },
  秘书设置: { 'zh-TW': '秘書設定', 'en-US': 'Secretary settings' },
  常用语: { 'zh-TW': '常用語', 'en-US': 'Common phrases' },
  在线办事: { 'zh-TW': '線上辦事', 'en-US': 'Online services' },
  请假申请: { 'zh-TW': '請假申請', 'en-US': 'Leave request' },
  会议室预约: { 'zh-TW': '會議室預約', 'en-US': 'Meeting room booking' },
  用车申请: { 'zh-TW': '用車申請', 'en-US': 'Car request' },
  待办事项: { 'zh-TW': '待辦事項', 'en-US': 'To-do items' },
  集团官网: { 'zh-TW': '集團官網', 'en-US': 'Group website' },
  招标采购: { 'zh-TW': '招標採購', 'en-US': 'Tendering' },
  首页: { 'zh-TW': '首頁', 'en-US': 'Home' },
  招标公告: { 'zh-TW': '招標公告', 'en-US': 'Tender notices' },
  中标公告: { 'zh-TW': '中標公告', 'en-US': 'Award notices' },
  澄清公告: { 'zh-TW': '澄清公告', 'en-US': 'Clarifications' },
  在线投标: { 'zh-TW': '線上投標', 'en-US': 'Online bidding' },
  新闻资讯: { 'zh-TW': '新聞資訊', 'en-US': 'News' },
  关于我们: { 'zh-TW': '關於我們', 'en-US': 'About us' },
  个人中心: { 'zh-TW': '個人中心', 'en-US': 'Personal centre' },
  系统管理: { 'zh-TW': '系統管理', 'en-US': 'Administration' },
  用户管理: { 'zh-TW': '使用者管理', 'en-US': 'Users' },
  门户布局: { 'zh-TW': '入口網站佈局', 'en-US': 'Portal layout' },
  新闻管理: { 'zh-TW': '新聞管理', 'en-US': 'News management' },
  通知公告: { 'zh-TW': '通知公告', 'en-US': 'Announcements' },
  注册审核: { 'zh-TW': '註冊審核', 'en-US': 'Registrations' },
  变更记录: { 'zh-TW': '變更記錄', 'en-US': 'Change log' },
  短链接管理: { 'zh-TW': '短連結管理', 'en-US': 'Short links' },
  流程管理: { 'zh-TW': '流程管理', 'en-US': 'Process admin' },
  流程定义: { 'zh-TW': '流程定義', 'en-US': 'Process definitions' },
  流程异常: { 'zh-TW': '流程異常', 'en-US': 'Process incidents' },
  打印模板: { 'zh-TW': '列印範本', 'en-US': 'Print template' },
  组织管理: { 'zh-TW': '組織管理', 'en-US': 'Organisations' },
  角色管理: { 'zh-TW': '角色管理', 'en-US': 'Roles' },
  菜单管理: { 'zh-TW': '選單管理', 'en-US': 'Menus' },
  密码策略: { 'zh-TW': '密碼策略', 'en-US': 'Password strategy' },
};

const MENUS: MenuSeed[] = [
  // Workflow area of the staff portal.
  {
    id: 'm-flow',
    alias: 'flowCenter',
    name: '流程中心',
    menuUrl: '/flow',
    parent: ROOT_MENU_ID,
    sn: 1,
    icon: 'diagram-3',
    view: 'Layout',
  },
  {
    id: 'm-my-task',
    alias: 'myTask',
    name: '我的待办',
    menuUrl: '/flow/myTask',
    parent: 'm-flow',
    sn: 1,
    icon: 'list-check',
    view: 'flow/myTask',
  },
  {
    id: 'm-start-process',
    alias: 'startProcess',
    name: '发起流程',
    menuUrl: '/flow/startProcess',
    parent: 'm-flow',
    sn: 2,
    icon: 'send',
    view: 'flow/startProcess',
    badge: '热',
  },
  {
    id: 'm-my-request',
    alias: 'myRequest',
    name: '我的请求',
    menuUrl: '/flow/myRequest',
    parent: 'm-flow',
    sn: 3,
    icon: 'file-earmark-arrow-up',
    view: 'flow/myRequest',
  },
  {
    id: 'm-my-done',
    alias: 'myDone',
    name: '我的已办',
    menuUrl: '/flow/myDone',
    parent: 'm-flow',
    sn: 4,
    icon: 'check2-square',
    view: 'flow/myDone',
  },
  {
    id: 'm-my-draft',
    alias: 'myDraft',
    name: '我的草稿',
    menuUrl: '/flow/myDraft',
    parent: 'm-flow',
    sn: 5,
    icon: 'file-earmark-text',
    view: 'flow/myDraft',
  },
  {
    id: 'm-leader-task',
    alias: 'leaderTask',
    name: '领导待办',
    menuUrl: '/flow/leaderTask',
    parent: 'm-flow',
    sn: 6,
    icon: 'person-check',
    view: 'flow/leaderTask',
  },
  // The query pairs of the path go into the route meta (type=1: notices already read).
  {
    id: 'm-notice-read',
    alias: 'noticeRead',
    name: '已阅事项',
    menuUrl: '/flow/noticeList?type=1',
    parent: 'm-flow',
    sn: 7,
    icon: 'eye',
    view: 'flow/noticeList',
  },
  {
    id: 'm-office',
    alias: 'office',
    name: '协同办公',
    menuUrl: '/office',
    parent: ROOT_MENU_ID,
    sn: 2,
    icon: 'briefcase',
    view: 'Layout',
  },
  {
    id: 'm-mail',
    alias: 'mail',
    name: '邮件',
    menuUrl: '/office/mail',
    parent: 'm-office',
    sn: 1,
    icon: 'envelope',
    view: 'office/mail',
  },
  {
    id: 'm-inner-message',
    alias: 'innerMessage',
    name: '内部消息',
    menuUrl: '/office/innerMessage',
    parent: 'm-office',
    sn: 2,
    icon: 'chat-dots',
    view: 'office/innerMessage',
  },
  {
    id: 'm-contacts',
    alias: 'contacts',
    name: '通讯录',
    menuUrl: '/office/contacts',
    parent: 'm-office',
    sn: 3,
    icon: 'person-lines-fill',
    view: 'office/contacts',
  },
  {
    id: 'm-setting',
    alias: 'personalSetting',
    name: '个人设置',
    menuUrl: '/setting',
    parent: ROOT_MENU_ID,
    sn: 3,
    icon: 'gear',
    view: 'Layout',
  },
  {
    id: 'm-agent',
    alias: 'agentSetting',
    name: '代理设置',
    menuUrl: '/setting/agent',
    parent: 'm-setting',
    sn: 1,
    icon: 'people',
    view: 'setting/agent',
  },
  {
    id: 'm-secretary',
    alias: 'secretarySetting',
    name: '秘书设置',
    menuUrl: '/setting/secretary',
    parent: 'm-setting',
    sn: 2,
    icon: 'person-badge',
    view: 'setting/secretary',
    isNew: true,
  },
  {
    id: 'm-approval-item',
    alias: 'approvalItem',
    name: '常用语',
    menuUrl: '/setting/approvalItem',
    parent: 'm-setting',
    sn: 3,
    icon: 'chat-square-quote',
    view: 'setting/approvalItem',
  },
  // Online forms: no route of their own; the host opens /onlineMenu/{last-but-one dot segment}.
  {
    id: 'm-online',
    alias: 'onlineService',
    name: '在线办事',
    menuUrl: '/online',
    parent: ROOT_MENU_ID,
    sn: 4,
    icon: 'ui-checks',
    view: 'Layout',
  },
  {
    id: 'm-leave-apply',
    alias: 'leaveApply',
    name: '请假申请',
    menuUrl: 'online.leaveApply.html',
    parent: 'm-online',
    sn: 1,
    icon: 'calendar2-x',
  },
  {
    id: 'm-meeting-room',
    alias: 'meetingRoom',
    name: '会议室预约',
    menuUrl: 'online.meetingRoom.html',
    parent: 'm-online',
    sn: 2,
    icon: 'calendar-check',
  },
  {
    id: 'm-car-apply',
    alias: 'carApply',
    name: '用车申请',
    menuUrl: 'online.carApply.html',
    parent: 'm-online',
    sn: 3,
    icon: 'car-front',
  },
  // Same path as 我的待办: the host keeps the first and logs '存在相同的路由路径'.
  {
    id: 'm-todo-shortcut',
    alias: 'todoShortcut',
    name: '待办事项',
    menuUrl: '/flow/myTask',
    parent: ROOT_MENU_ID,
    sn: 5,
    icon: 'bell',
    view: 'flow/myTask',
  },
  {
    id: 'm-group-site',
    alias: 'groupSite',
    name: '集团官网',
    menuUrl: 'https://www.example.com.cn',
    parent: ROOT_MENU_ID,
    sn: 6,
    icon: 'globe',
    target: '_blank',
  },
  // Process administration (issue 37): the workflow administrators' (role 系统管理员; the server checks it).
  {
    id: 'm-flow-admin',
    alias: 'flowAdmin',
    name: '流程管理',
    menuUrl: '/flowAdmin',
    parent: ROOT_MENU_ID,
    sn: 7,
    icon: 'diagram-2',
    view: 'Layout',
  },
  {
    id: 'm-process-admin',
    alias: 'processAdmin',
    name: '流程定义',
    menuUrl: '/flowAdmin/processes',
    parent: 'm-flow-admin',
    sn: 1,
    icon: 'diagram-3',
    view: 'flowAdmin/processes',
  },
  {
    id: 'm-incident-admin',
    alias: 'incidentAdmin',
    name: '流程异常',
    menuUrl: '/flowAdmin/incidents',
    parent: 'm-flow-admin',
    sn: 2,
    icon: 'exclamation-triangle',
    view: 'flowAdmin/incidents',
  },
  // The global Word print template (migration 0054 adds it to a database seeded before).
  {
    id: 'm-print-template',
    alias: 'printTemplateAdmin',
    name: '打印模板',
    menuUrl: '/flowAdmin/printTemplate',
    parent: 'm-flow-admin',
    sn: 3,
    icon: 'printer',
    view: 'flowAdmin/printTemplate',
  },
  // The tender site, for purchasers and suppliers.
  {
    id: 'm-tender',
    alias: 'tenderSite',
    name: '招标采购',
    menuUrl: '/tender',
    parent: ROOT_MENU_ID,
    sn: 10,
    icon: 'building',
    view: 'Layout',
  },
  {
    id: 'm-tender-home',
    alias: 'tenderHome',
    name: '首页',
    menuUrl: '/index',
    parent: 'm-tender',
    sn: 1,
    icon: 'house',
    view: 'tender/index',
  },
  {
    id: 'm-bid-notice',
    alias: 'bidNotice',
    name: '招标公告',
    menuUrl: '/bidNotice',
    parent: 'm-tender',
    sn: 2,
    icon: 'megaphone',
    view: 'tender/bidNotice',
  },
  {
    id: 'm-bargain-notice',
    alias: 'bargainNotice',
    name: '中标公告',
    menuUrl: '/bargainNotice',
    parent: 'm-tender',
    sn: 3,
    icon: 'award',
    view: 'tender/bargainNotice',
  },
  {
    id: 'm-clear-notice',
    alias: 'clearNotice',
    name: '澄清公告',
    menuUrl: '/clearNotice',
    parent: 'm-tender',
    sn: 4,
    icon: 'info-circle',
    view: 'tender/clearNotice',
  },
  {
    id: 'm-online-bidding',
    alias: 'onlineBidding',
    name: '在线投标',
    menuUrl: '/onlineBidding',
    parent: 'm-tender',
    sn: 5,
    icon: 'hammer',
    view: 'tender/onlineBidding',
  },
  {
    id: 'm-news',
    alias: 'newsInformation',
    name: '新闻资讯',
    menuUrl: '/newsInformation',
    parent: 'm-tender',
    sn: 6,
    icon: 'newspaper',
    view: 'tender/newsInformation',
  },
  {
    id: 'm-about-us',
    alias: 'aboutUs',
    name: '关于我们',
    menuUrl: '/aboutUs',
    parent: 'm-tender',
    sn: 7,
    icon: 'building',
    view: 'tender/aboutUs',
  },
  {
    id: 'm-personal',
    alias: 'personalCenter',
    name: '个人中心',
    menuUrl: '/personal',
    parent: 'm-tender',
    sn: 8,
    icon: 'person-circle',
    view: 'tender/personal',
    hidden: true,
  },
  // Administration.
  {
    id: 'm-admin',
    alias: 'systemManage',
    name: '系统管理',
    menuUrl: '/system',
    parent: ROOT_MENU_ID,
    sn: 20,
    icon: 'sliders',
    view: 'Layout',
  },
  {
    id: 'm-user-manage',
    alias: 'userManage',
    name: '用户管理',
    menuUrl: '/system/users',
    parent: 'm-admin',
    sn: 1,
    icon: 'people',
    view: 'admin/users',
  },
  // Supplier and purchaser registrations to review, and the administrative change log (issue 38).
  {
    id: 'm-admission-review',
    alias: 'admissionReview',
    name: '注册审核',
    menuUrl: '/system/admissions',
    parent: 'm-admin',
    sn: 8,
    icon: 'patch-check',
    view: 'admin/admissions',
  },
  {
    id: 'm-admin-changes',
    alias: 'adminChanges',
    name: '变更记录',
    menuUrl: '/system/changes',
    parent: 'm-admin',
    sn: 9,
    icon: 'clock-history',
    view: 'admin/changes',
  },
  // The public site's short links (issue 36): the site administrator's alone.
  {
    id: 'm-shorturl-manage',
    alias: 'shortUrlManage',
    name: '短链接管理',
    menuUrl: '/system/shortUrls',
    parent: 'm-admin',
    sn: 10,
    icon: 'link-45deg',
    view: 'admin/shortUrls',
  },
  {
    id: 'm-layout-manage',
    alias: 'layoutManage',
    name: '门户布局',
    menuUrl: '/system/layout',
    parent: 'm-admin',
    sn: 2,
    icon: 'grid-1x2',
    view: 'admin/layout',
  },
  {
    id: 'm-news-manage',
    alias: 'newsManage',
    name: '新闻管理',
    menuUrl: '/system/news',
    parent: 'm-admin',
    sn: 3,
    icon: 'newspaper',
    // The public site's news (issue 36): the site administrator's alone (the server refuses everyone else).
    view: 'admin/news',
  },
  // The site's notices (issue 36): the news of the 通知公告 category, managed on their own page.
  {
    id: 'm-notice-manage',
    alias: 'noticeManage',
    name: '通知公告',
    menuUrl: '/system/notices',
    parent: 'm-admin',
    sn: 3,
    icon: 'megaphone',
    view: 'admin/notices',
  },
  // The organisation's structure (issue 38): the site administrator's, and the staff 系统管理员's for the staff side.
  {
    id: 'm-org-admin',
    alias: 'orgAdmin',
    name: '组织管理',
    menuUrl: '/system/orgs',
    parent: 'm-admin',
    sn: 4,
    icon: 'diagram-3',
    view: 'admin/orgs',
  },
  {
    id: 'm-role-admin',
    alias: 'roleAdmin',
    name: '角色管理',
    menuUrl: '/system/roles',
    parent: 'm-admin',
    sn: 5,
    icon: 'person-badge',
    view: 'admin/roles',
  },
  {
    id: 'm-menu-admin',
    alias: 'menuAdmin',
    name: '菜单管理',
    menuUrl: '/system/menus',
    parent: 'm-admin',
    sn: 6,
    icon: 'list-ul',
    view: 'admin/menus',
  },
  {
    id: 'm-password-strategy',
    alias: 'passwordStrategy',
    name: '密码策略',
    menuUrl: '/system/passwordStrategy',
    parent: 'm-admin',
    sn: 7,
    icon: 'key',
    view: 'admin/passwordStrategy',
  },
];

type GranteeKind = 'user' | 'identity' | 'role' | 'everyone';

/** Who may see a menu or an app: a user, an identity, a role, or everyone. */
interface Grant {
  object: string;
  kind: GranteeKind;
  grantee: string;
}

/** A button-level permission ("method") on a menu's page and who holds it. */
interface MethodAuthSeed {
  alias: string;
  name: string;
  menu: string;
  grantees: { kind: GranteeKind; grantee: string }[];
}

interface AppSeed {
  id: string;
  name: string;
  code: string;
  icon: string;
  url: string;
  description: string;
}

/** A frequently used entry of a user, used `uses` times. */
interface OftenSeed {
  user: string;
  name: string;
  url: string;
  icon: string;
  uses: number;
}

interface NewsClassSeed {
  id: string;
  name: string;
  code: string;
}

interface NewsSeed {
  classify: string;
  title: string;
  publisher: string;
  summary: string;
  paragraphs: string[];
}

const MENU_GRANTS: Grant[] = [
  {
    object: 'm-flow',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'm-office',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'm-setting',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'm-online',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'm-todo-shortcut',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'm-group-site',
    kind: 'user',
    grantee: 'u-staff',
  },
  {
    object: 'm-tender',
    kind: 'identity',
    grantee: 'purchaser',
  },
  {
    object: 'm-tender',
    kind: 'identity',
    grantee: 'supplier',
  },
  {
    object: 'm-admin',
    kind: 'identity',
    grantee: 'administrators',
  },
  {
    object: 'm-flow-admin',
    kind: 'role',
    grantee: 'role-admin',
  },
  // The staff 系统管理员 manages staff accounts and reads the change log (the server limits both to staff).
  ...['m-user-manage', 'm-admin-changes'].map((object) => ({
    object,
    kind: 'role' as const,
    grantee: 'role-admin',
  })),
  // The staff 系统管理员 keeps the staff side's structure (the server limits them to it).
  ...['m-org-admin', 'm-role-admin', 'm-menu-admin'].map((object) => ({
    object,
    kind: 'role' as const,
    grantee: 'role-admin',
  })),
];

const METHOD_AUTHS: MethodAuthSeed[] = [
  {
    alias: 'myTask:batchHandle',
    name: '批量处理',
    menu: 'myTask',
    grantees: [
      {
        kind: 'role',
        grantee: 'role-employee',
      },
    ],
  },
  {
    alias: 'myTask:transfer',
    name: '转办',
    menu: 'myTask',
    grantees: [
      {
        kind: 'role',
        grantee: 'role-employee',
      },
    ],
  },
  {
    alias: 'startProcess:start',
    name: '发起流程',
    menu: 'startProcess',
    grantees: [
      {
        kind: 'role',
        grantee: 'role-employee',
      },
    ],
  },
  {
    alias: 'myDraft:remove',
    name: '删除草稿',
    menu: 'myDraft',
    grantees: [
      {
        kind: 'role',
        grantee: 'role-employee',
      },
    ],
  },
  {
    alias: 'mail:send',
    name: '发送邮件',
    menu: 'mail',
    grantees: [
      {
        kind: 'role',
        grantee: 'role-employee',
      },
    ],
  },
  {
    alias: 'contacts:manageGroup',
    name: '管理分组',
    menu: 'contacts',
    grantees: [
      {
        kind: 'role',
        grantee: 'role-employee',
      },
    ],
  },
  {
    alias: 'tender:exportProject',
    name: '导出项目',
    menu: 'onlineBidding',
    grantees: [
      {
        kind: 'identity',
        grantee: 'purchaser',
      },
    ],
  },
  {
    alias: 'tender:quote',
    name: '在线报价',
    menu: 'onlineBidding',
    grantees: [
      {
        kind: 'identity',
        grantee: 'supplier',
      },
    ],
  },
  {
    alias: 'system:userManage',
    name: '用户管理',
    menu: 'userManage',
    grantees: [
      {
        kind: 'identity',
        grantee: 'administrators',
      },
    ],
  },
  {
    alias: 'system:layoutManage',
    name: '布局管理',
    menu: 'layoutManage',
    grantees: [
      {
        kind: 'identity',
        grantee: 'administrators',
      },
    ],
  },
  // Everyone's agents and secretaries (the server checks the role 系统管理员 itself).
  {
    alias: 'workflow:manageSettings',
    name: '管理他人的代理与秘书',
    menu: 'agentSetting',
    grantees: [
      {
        kind: 'role',
        grantee: 'role-admin',
      },
    ],
  },
];

const APPS: AppSeed[] = [
  {
    id: 'app-flow',
    name: '流程中心',
    code: 'flowCenter',
    icon: 'diagram-3',
    url: '/flow/myTask',
    description: '待办审批、发起流程与流程跟踪',
  },
  {
    id: 'app-mail',
    name: '电子邮件',
    code: 'mail',
    icon: 'envelope',
    url: '/office/mail',
    description: '收发内部与外部邮件',
  },
  {
    id: 'app-contacts',
    name: '通讯录',
    code: 'contacts',
    icon: 'person-lines-fill',
    url: '/office/contacts',
    description: '查找同事与联系人分组',
  },
  {
    id: 'app-tender',
    name: '招标采购',
    code: 'tender',
    icon: 'briefcase',
    url: '/index',
    description: '招标公告、在线投标与采购结果',
  },
  {
    id: 'app-knowledge',
    name: '知识文库',
    code: 'knowledge',
    icon: 'journal-text',
    url: 'online.knowledge.html',
    description: '制度文件与操作手册',
  },
  {
    id: 'app-meeting',
    name: '会议室预约',
    code: 'meetingRoom',
    icon: 'calendar-check',
    url: 'online.meetingRoom.html',
    description: '查看空闲会议室并预约',
  },
];

const APP_GRANTS: Grant[] = [
  {
    object: 'app-flow',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'app-flow',
    kind: 'identity',
    grantee: 'administrators',
  },
  {
    object: 'app-mail',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'app-contacts',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'app-tender',
    kind: 'everyone',
    grantee: '*',
  },
  {
    object: 'app-knowledge',
    kind: 'everyone',
    grantee: '*',
  },
  {
    object: 'app-meeting',
    kind: 'role',
    grantee: 'role-employee',
  },
  {
    object: 'app-meeting',
    kind: 'identity',
    grantee: 'administrators',
  },
];

const OFTEN: OftenSeed[] = [
  {
    user: 'u-staff',
    name: '我的待办',
    url: '/flow/myTask',
    icon: 'list-check',
    uses: 42,
  },
  {
    user: 'u-staff',
    name: '发起流程',
    url: '/flow/startProcess',
    icon: 'send',
    uses: 18,
  },
  {
    user: 'u-staff',
    name: '邮件',
    url: '/office/mail',
    icon: 'envelope',
    uses: 11,
  },
  {
    user: 'u-staff',
    name: '通讯录',
    url: '/office/contacts',
    icon: 'person-lines-fill',
    uses: 6,
  },
  {
    user: 'u-purchaser',
    name: '我的项目',
    url: '/personal?type=projectList',
    icon: 'folder2-open',
    uses: 9,
  },
  {
    user: 'u-purchaser',
    name: '招标公告',
    url: '/bidNotice',
    icon: 'megaphone',
    uses: 4,
  },
  {
    user: 'u-supplier',
    name: '在线投标',
    url: '/onlineBidding',
    icon: 'hammer',
    uses: 15,
  },
  {
    user: 'u-supplier',
    name: '我的报名',
    url: '/personal?type=enrollList',
    icon: 'clipboard-check',
    uses: 7,
  },
];

const COLUMNS: {
  id: string;
  alias: string;
  name: string;
  type: string;
  service: string;
  url: string;
  method: 'GET' | 'POST';
  param: Record<string, unknown> | null;
  template: string;
}[] = [
  {
    id: 'col-my-task',
    alias: 'myTaskCount',
    name: '我的待办',
    type: 'count',
    service: 'runtime',
    url: '/task/v1/getTodoCount',
    method: 'POST',
    param: {},
    template: 'column-count',
  },
  {
    id: 'col-news-notice',
    alias: 'newsNotice',
    name: '通知公告',
    type: 'news',
    service: 'portal',
    url: '/portalNewsNotice/v1/getNews',
    method: 'GET',
    param: { classifyId: 'nc-notice', pageSize: 6 },
    template: 'column-news',
  },
  {
    id: 'col-often-flow',
    alias: 'oftenFlow',
    name: '常用流程',
    type: 'list',
    service: 'runtime',
    url: '/instance/v1/getMyOftenFlow',
    method: 'GET',
    param: null,
    template: 'column-flow-list',
  },
  {
    id: 'col-quick-entry',
    alias: 'quickEntry',
    name: '快捷入口',
    type: 'shortcut',
    service: 'portal',
    url: '/system/often',
    method: 'POST',
    param: { limit: 8 },
    template: 'column-shortcut',
  },
];

/** Layouts place columns on a 24-column grid. */
function layoutConfig(
  updateTime: Date,
  columns: { alias: string; x: number; y: number; w: number; h: number }[],
) {
  return JSON.stringify({ updateTime: updateTime.toISOString(), columns });
}

const paragraphsHtml = (paragraphs: readonly string[]) =>
  paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

/** A seeded notice's title, summary and content in the three languages (news-texts.ts), when translated. */
function noticeTexts(news: NewsSeed) {
  const texts = NOTICE_TEXTS[news.title];
  if (!texts) return {};
  const [tw, en] = [texts['zh-TW'], texts['en-US']];
  return {
    title_i18n: textsJson({ 'zh-CN': news.title, 'zh-TW': tw.title, 'en-US': en.title }),
    summary_i18n: textsJson({ 'zh-CN': news.summary, 'zh-TW': tw.summary, 'en-US': en.summary }),
    content_i18n: textsJson({
      'zh-CN': paragraphsHtml(news.paragraphs),
      'zh-TW': paragraphsHtml(tw.paragraphs),
      'en-US': paragraphsHtml(en.paragraphs),
    }),
  };
}

const NEWS_CLASSES: NewsClassSeed[] = [
  {
    id: 'nc-notice',
    name: '通知公告',
    code: 'notice',
  },
  {
    id: 'nc-company',
    name: '公司新闻',
    code: 'company',
  },
  {
    id: 'nc-industry',
    name: '行业动态',
    code: 'industry',
  },
];

const NEWS: NewsSeed[] = [
  {
    classify: 'nc-notice',
    title: '关于春节期间电子招投标平台系统维护的通知',
    publisher: '信息中心',
    summary: '平台将于2月14日22:00至2月15日6:00进行系统升级维护，维护期间暂停访问。',
    paragraphs: [
      '为进一步提升电子招投标平台的运行稳定性，信息中心定于2月14日22:00至2月15日6:00对平台进行系统升级维护。',
      '维护期间平台将暂停访问，在线报名、报价及文件下载等功能均不可用。请各供应商合理安排时间，避免在维护时段内提交报价。',
      '维护结束后如遇登录异常，请清除浏览器缓存后重试，或拨打平台服务热线 0571-88886666 咨询。',
    ],
  },
  {
    classify: 'nc-notice',
    title: '关于启用新版供应商注册流程的通知',
    publisher: '采购管理部',
    summary: '自3月1日起，新注册供应商须在线上传营业执照并完成手机号验证。',
    paragraphs: [
      '为规范供应商准入管理，自3月1日起平台启用新版供应商注册流程。',
      '新注册供应商须在线填写统一社会信用代码、上传营业执照扫描件，并通过手机验证码完成身份验证。已注册供应商不受影响。',
      '注册信息提交后，采购管理部将在3个工作日内完成审核，审核结果以站内消息方式通知。',
    ],
  },
  {
    classify: 'nc-notice',
    title: '关于开展2026年度供应商资质年审工作的通知',
    publisher: '采购管理部',
    summary: '请各在库供应商于4月30日前在个人中心更新资质证书及联系人信息。',
    paragraphs: [
      '根据集团供应商管理办法，现启动2026年度供应商资质年审工作。',
      '请各在库供应商于4月30日前登录平台，在个人中心更新营业执照、资质证书及联系人信息。逾期未完成年审的供应商将暂停参与新项目报名。',
    ],
  },
  {
    classify: 'nc-notice',
    title: '关于规范投标保证金缴纳方式的通知',
    publisher: '财务部',
    summary: '投标保证金统一通过银行转账缴纳，并在报名时上传付款凭证。',
    paragraphs: [
      '为加强资金安全管理，即日起投标保证金统一通过银行转账方式缴纳，不再接受现金及个人账户转账。',
      '供应商在项目报名时须上传付款凭证，凭证上应清晰显示付款单位、金额及项目编号。',
      '项目结束后，未中标供应商的保证金将在15个工作日内原路退回。',
    ],
  },
  {
    classify: 'nc-notice',
    title: '电子招投标平台操作培训报名通知',
    publisher: '信息中心',
    summary: '平台将于3月18日举办线上操作培训，内容涵盖报名、报价与澄清答疑。',
    paragraphs: [
      '为帮助供应商熟悉平台操作，信息中心将于3月18日14:00举办线上操作培训。',
      '培训内容包括账号注册、项目报名、在线报价、澄清答疑及常见问题处理。有意参加的供应商请于3月15日前通过平台留言报名。',
    ],
  },
  {
    classify: 'nc-notice',
    title: '关于调整在线报价时间窗口的公告',
    publisher: '采购管理部',
    summary: '多轮报价项目每轮报价间隔由30分钟调整为20分钟。',
    paragraphs: [
      '经研究决定，自本公告发布之日起，多轮报价项目每轮报价间隔由30分钟调整为20分钟，具体以项目公告为准。',
      '请各供应商提前做好报价准备，报价截止后系统将自动锁定，不再接受任何形式的补充报价。',
    ],
  },
  {
    classify: 'nc-notice',
    title: '关于防范冒用平台名义实施诈骗的风险提示',
    publisher: '纪检监察室',
    summary: '平台从不以任何名义收取“加急审核费”，请勿向个人账户转账。',
    paragraphs: [
      '近期发现有不法分子冒用平台工作人员名义，以“加急审核”“内部指标”为由要求供应商转账。',
      '特此提示：平台从不以任何名义收取审核费用，所有款项均通过对公账户结算。如遇可疑情况，请及时拨打监督电话 0571-88887777 举报。',
    ],
  },
  {
    classify: 'nc-company',
    title: '集团召开2026年度采购工作会议',
    publisher: '集团办公室',
    summary: '会议总结了上年度采购工作成效，部署了全面推进电子化采购的重点任务。',
    paragraphs: [
      '1月20日，集团召开2026年度采购工作会议，集团领导班子成员及各子公司采购负责人参加会议。',
      '会议指出，过去一年集团电子化采购覆盖率达到92%，采购周期平均缩短18天，节约资金1.3亿元。',
      '会议要求，新的一年要全面推进采购全流程电子化，强化供应商全生命周期管理，持续提升采购透明度。',
    ],
  },
  {
    classify: 'nc-company',
    title: '集团电子采购平台累计成交额突破百亿元',
    publisher: '采购管理部',
    summary: '平台上线三年来累计完成采购项目4800余个，注册供应商超过1.2万家。',
    paragraphs: [
      '截至本月，集团电子采购平台累计成交额突破100亿元，累计完成采购项目4800余个。',
      '平台注册供应商已超过1.2万家，覆盖工程建设、设备材料、信息技术和服务等多个领域。',
    ],
  },
  {
    classify: 'nc-company',
    title: '集团与十家核心供应商签署战略合作协议',
    publisher: '集团办公室',
    summary: '双方将在产品质量、交付保障和技术创新等方面开展长期合作。',
    paragraphs: [
      '3月5日，集团与十家核心供应商举行战略合作签约仪式。',
      '根据协议，双方将建立长期稳定的合作关系，在产品质量提升、交付保障、技术创新和绿色低碳等方面深化合作。',
    ],
  },
  {
    classify: 'nc-company',
    title: '采购管理部荣获“年度优秀部门”称号',
    publisher: '党群工作部',
    summary: '采购管理部在电子化采购推广和降本增效方面成效显著。',
    paragraphs: [
      '在集团年度表彰大会上，采购管理部荣获“年度优秀部门”称号。',
      '一年来，采购管理部牵头完成电子采购平台二期建设，推动招标文件范本化，全年节约采购成本超过8000万元。',
    ],
  },
  {
    classify: 'nc-company',
    title: '集团开展廉洁采购专题教育活动',
    publisher: '纪检监察室',
    summary: '通过案例警示、专题讲座和廉洁承诺签名等形式筑牢廉洁防线。',
    paragraphs: [
      '为进一步加强采购领域廉洁风险防控，集团近日开展廉洁采购专题教育活动。',
      '活动通过典型案例警示、专题讲座、廉洁承诺签名等形式，引导采购人员守住底线、不越红线。',
    ],
  },
  {
    classify: 'nc-company',
    title: '数据中心扩容项目顺利通过竣工验收',
    publisher: '信息中心',
    summary: '项目新增机柜120个，整体供电能力提升一倍。',
    paragraphs: [
      '4月12日，集团数据中心扩容项目顺利通过竣工验收。',
      '该项目通过电子招标方式确定承建单位，新增机柜120个、UPS电源系统两套，整体供电能力提升一倍，为业务系统稳定运行提供了有力保障。',
    ],
  },
  {
    classify: 'nc-company',
    title: '集团举办首届供应商开放日活动',
    publisher: '采购管理部',
    summary: '来自全国各地的80余家供应商代表参加了活动。',
    paragraphs: [
      '5月8日，集团举办首届供应商开放日活动，80余家供应商代表应邀参加。',
      '活动中，采购管理部介绍了年度采购计划和平台操作要点，并就供应商关心的付款周期、评审规则等问题进行了现场答疑。',
    ],
  },
  {
    classify: 'nc-industry',
    title: '多部门推动招标投标全流程电子化',
    publisher: '采购管理部',
    summary: '到2026年底，招标投标交易将基本实现全流程电子化、数字化。',
    paragraphs: [
      '近日，国家有关部门联合印发通知，要求加快推进招标投标全流程电子化。',
      '通知提出，到2026年底基本实现招标投标交易全流程电子化，推动电子营业执照、电子保函和远程异地评标的广泛应用。',
    ],
  },
  {
    classify: 'nc-industry',
    title: '电子招投标交易平台数据交换新标准正式实施',
    publisher: '信息中心',
    summary: '新标准统一了交易平台、公共服务平台与监管平台之间的数据格式。',
    paragraphs: [
      '电子招投标交易平台数据交换新标准已于本月起正式实施。',
      '新标准统一了交易平台与公共服务平台、行政监督平台之间的数据格式与接口规范，有助于打破信息孤岛、提升监管效率。',
    ],
  },
  {
    classify: 'nc-industry',
    title: '一季度大宗商品价格走势分析',
    publisher: '采购管理部',
    summary: '钢材、铜材价格小幅上涨，水泥价格总体平稳。',
    paragraphs: [
      '今年一季度，受市场需求回暖影响，钢材价格环比上涨3.2%，铜材价格环比上涨4.5%，水泥价格总体保持平稳。',
      '建议各单位在编制采购计划时充分考虑原材料价格波动，合理设置价格调整条款。',
    ],
  },
  {
    classify: 'nc-industry',
    title: '绿色采购成为国有企业供应链管理新方向',
    publisher: '采购管理部',
    summary: '越来越多的企业将节能环保指标纳入采购评审体系。',
    paragraphs: [
      '随着“双碳”目标的推进，绿色采购正成为国有企业供应链管理的新方向。',
      '越来越多的企业在招标文件中增加节能环保评分项，优先采购获得绿色产品认证的产品和服务。',
    ],
  },
  {
    classify: 'nc-industry',
    title: '人工智能技术在招标评审中的应用探索',
    publisher: '信息中心',
    summary: '智能辅助评审可自动识别围标串标线索，提高评审质量。',
    paragraphs: [
      '人工智能技术正在招标评审领域得到越来越多的应用。',
      '通过对投标文件进行比对分析，智能辅助评审系统能够自动识别文件雷同、报价异常等围标串标线索，为评标专家提供参考。',
    ],
  },
  {
    classify: 'nc-industry',
    title: '多地推行远程异地评标常态化',
    publisher: '采购管理部',
    summary: '远程异地评标有效减少了专家“熟面孔”现象，提升了评标公正性。',
    paragraphs: [
      '目前，已有多个省份推行远程异地评标常态化。',
      '通过远程异地评标，评标专家在各自所在地的评标场所参与评审，有效减少了专家“熟面孔”现象，提升了评标的公正性和专业性。',
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function grantRow(objectKind: 'menu' | 'app' | 'method', grant: Grant) {
  return {
    object_kind: objectKind,
    object_id: grant.object,
    grantee_kind: grant.kind,
    grantee_id: grant.grantee,
  };
}

/**
 * Demo data of the portal shell: menus and grants, method permissions, the home layout and its
 * columns, apps, frequently used entries, search history, news and short links (the guest user their
 * guest link signs in as comes from migration 0023).
 * Runs inside seedDemoData's transaction, after the demo accounts exist.
 */
export async function seedPortalData(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .insertInto('menus')
    .values({
      id: ROOT_MENU_ID,
      alias: 'front_menu',
      code: 'front_menu',
      name: '前台菜单',
      parent_id: null,
      icon: null,
      route_definition: null,
      badge: null,
      target: null,
    })
    .execute();
  await db
    .insertInto('menus')
    .values(
      MENUS.map((menu) => ({
        id: menu.id,
        alias: menu.alias,
        code: menu.alias,
        name: menu.name,
        menu_url: menu.menuUrl,
        icon: menu.icon ?? null,
        sn: menu.sn,
        parent_id: menu.parent,
        route_definition: menu.view
          ? JSON.stringify({
              path: menu.menuUrl.split('?')[0],
              name: menu.alias,
              component: menu.view,
              meta: { title: menu.name, icon: menu.icon },
            })
          : null,
        badge: menu.badge ?? null,
        badge_i18n: seededTexts(menu.badge),
        is_new: menu.isNew ?? false,
        target: menu.target ?? null,
        hidden: menu.hidden ?? false,
        name_i18n: MENU_NAME_TRANSLATIONS[menu.name]
          ? JSON.stringify(MENU_NAME_TRANSLATIONS[menu.name])
          : null,
      })),
    )
    .execute();

  const grants = [
    ...MENU_GRANTS.map((grant) => grantRow('menu', grant)),
    ...APP_GRANTS.map((grant) => grantRow('app', grant)),
    ...METHOD_AUTHS.flatMap((method) =>
      method.grantees.map((grantee) => grantRow('method', { object: method.alias, ...grantee })),
    ),
    // Administrators may call every method.
    ...METHOD_AUTHS.filter(
      (method) =>
        !method.grantees.some(({ kind, grantee }) => kind === 'identity' && grantee === 'administrators'),
    ).map(({ alias }) => ({
      object_kind: 'method',
      object_id: alias,
      grantee_kind: 'identity',
      grantee_id: 'administrators',
    })),
  ];
  await db.insertInto('portal_grants').values(grants).execute();
  await db
    .insertInto('method_auths')
    .values(
      METHOD_AUTHS.map(({ alias, name, menu }, index) => ({
        alias,
        name,
        menu_alias: menu,
        sn: index + 1,
      })),
    )
    .execute();

  await db
    .insertInto('index_columns')
    .values(
      COLUMNS.map((column) => ({
        id: column.id,
        alias: column.alias,
        name: column.name,
        col_type: column.type,
        data_service: column.service,
        data_url: column.url,
        data_method: column.method,
        data_param: column.param ? JSON.stringify(column.param) : null,
        template: column.template,
        name_i18n: seededTexts(column.name, MENU_NAME_TRANSLATIONS),
      })),
    )
    .execute();
  const layoutTime = new Date(now.getTime() - 7 * DAY_MS);
  await db
    .insertInto('index_layouts')
    .values([
      {
        id: 'layout-front-home',
        alias: DEFAULT_LAYOUT_ALIAS,
        name: '员工门户首页',
        name_i18n: seededTexts('员工门户首页'),
        is_default: true,
        update_time: layoutTime,
        config_content: layoutConfig(layoutTime, [
          { alias: 'myTaskCount', x: 0, y: 0, w: 8, h: 4 },
          { alias: 'newsNotice', x: 8, y: 0, w: 16, h: 8 },
          { alias: 'oftenFlow', x: 0, y: 4, w: 8, h: 8 },
          { alias: 'quickEntry', x: 0, y: 12, w: 24, h: 4 },
        ]),
      },
      {
        id: 'layout-front-simple',
        alias: 'front_simple',
        name: '简洁首页',
        name_i18n: seededTexts('简洁首页'),
        is_default: false,
        update_time: layoutTime,
        config_content: layoutConfig(layoutTime, [
          { alias: 'myTaskCount', x: 0, y: 0, w: 12, h: 4 },
          { alias: 'quickEntry', x: 12, y: 0, w: 12, h: 4 },
        ]),
      },
    ])
    .execute();

  await db
    .insertInto('sys_apps')
    .values(
      APPS.map((app, index) => ({
        ...app,
        name_i18n: seededTexts(app.name, MENU_NAME_TRANSLATIONS),
        description_i18n: seededTexts(app.description),
        target: null,
        sn: index + 1,
      })),
    )
    .execute();
  await db
    .insertInto('often_entries')
    .values(
      OFTEN.map((entry, index) => ({
        id: `often-${index + 1}`,
        user_id: entry.user,
        name: entry.name,
        url: entry.url,
        icon: entry.icon,
        name_i18n: seededTexts(entry.name, MENU_NAME_TRANSLATIONS),
        kind: 'menu',
        use_count: entry.uses,
        last_used_at: new Date(now.getTime() - (index + 1) * 3_600_000),
      })),
    )
    .execute();
  await db
    .insertInto('sys_tags')
    .values(
      ['办公设备', '安防系统', '外墙保温'].map((name, index) => ({
        id: `tag-supplier-${index + 1}`,
        user_id: 'u-supplier',
        type_code: 'searchHistory',
        name,
        created_at: new Date(now.getTime() - (index + 1) * DAY_MS),
        updated_at: new Date(now.getTime() - (index + 1) * DAY_MS),
      })),
    )
    .execute();

  await db
    .insertInto('news_classes')
    .values(
      NEWS_CLASSES.map((newsClass, index) => ({
        ...newsClass,
        sn: index + 1,
        name_i18n: textsJson(
          NEWS_CLASS_NAMES[newsClass.name] && {
            'zh-CN': newsClass.name,
            ...NEWS_CLASS_NAMES[newsClass.name],
          },
        ),
      })),
    )
    .execute();
  await db
    .insertInto('news')
    .values(
      NEWS.map((news, index) => ({
        id: `news-${String(index + 1).padStart(3, '0')}`,
        classify_id: news.classify,
        title: news.title,
        summary: news.summary,
        content: paragraphsHtml(news.paragraphs),
        ...noticeTexts(news),
        cover_file_id: null,
        publisher: news.publisher,
        // Spread over the last weeks, newest first within each class.
        publish_time: new Date(now.getTime() - (index + 1) * 2 * DAY_MS - index * 3_600_000),
        status: 1,
      })),
    )
    .execute();

  await db
    .insertInto('short_urls')
    .values([
      // A shared approval form: a visitor opens it as the guest user.
      { code: 'g7Kx2mQa', long_url: '/shareInst/inst-10001/true', guest: true, expires_at: null },
      { code: 'n3Vb8pLw', long_url: '/newsInformation', guest: false, expires_at: null },
    ])
    .execute();
}

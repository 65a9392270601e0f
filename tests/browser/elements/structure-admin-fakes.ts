import type {
  AdminMenuTree,
  AdminOrgDetail,
  AdminRoleDetail,
} from '../../../api/contract/structure-admin.js';
import { type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';

/** The structure administration's calls played for the element tests: a small organisation, roles and menus. */

export const ORG = '/uc/api/org/v1/orgs';
export const POST = '/uc/api/org/v1/orgPosts';
export const ROLE = '/uc/api/role/v1/roles';
export const MENU = '/portal/sys/sysMenu/v1';

const page = <T>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: -1 });

export const ORGS = [
  {
    id: 'org-group',
    name: '华东能源集团有限公司',
    code: 'hdny',
    parentId: null,
    demId: 'dem-admin',
    path: 'org-group.',
    sn: 1,
  },
  {
    id: 'org-it',
    name: '信息中心',
    code: 'xxzx',
    parentId: 'org-group',
    demId: 'dem-admin',
    path: 'org-group.org-it.',
    sn: 2,
  },
  {
    id: 'org-hr',
    name: '人力资源部',
    code: 'rlzyb',
    parentId: 'org-group',
    demId: 'dem-admin',
    path: 'org-group.org-hr.',
    sn: 3,
  },
];

export const IT_DETAIL: AdminOrgDetail = {
  ...ORGS[1]!,
  parentId: 'org-group',
  leaders: [{ id: 'u-zhaolei', account: 'zhaolei', fullname: '赵磊' }],
  posts: [
    {
      id: 'post-it-engineer',
      name: '系统工程师',
      code: 'xxzx_xtgcs',
      orgId: 'org-it',
      jobId: 'job-engineer',
      jobName: '工程师',
      members: [{ id: 'u-huangmin', account: 'huangmin', fullname: '黄敏' }],
    },
  ],
  memberCount: 3,
};

export const ROLES = [
  { id: 'role-admin', name: '系统管理员', code: 'xtgly', enabled: true },
  { id: 'role-auditor', name: '审计监督员', code: 'sjjdy', enabled: false },
];

export const AUDITOR: AdminRoleDetail = {
  ...ROLES[1]!,
  members: [{ id: 'u-wuting', account: 'wuting', fullname: '吴婷' }],
  menuIds: ['m-flow'],
  methodAliases: [],
};

const menu = (id: string, parentId: string | null, name: string, alias: string, editable = true) => ({
  id,
  parentId,
  alias,
  name,
  nameZhTw: null,
  nameEnUs: null,
  menuUrl: `/${alias}`,
  view: null,
  icon: null,
  badge: null,
  isNew: false,
  hidden: false,
  target: null,
  sn: 1,
  roleIds: [],
  otherGrantees: editable ? 0 : 1,
  editable,
});

export const MENU_TREE: AdminMenuTree = {
  rootAlias: 'front_menu',
  menus: [
    menu('m-front', null, '前台菜单', 'front_menu', false),
    menu('m-flow', 'm-front', '流程中心', 'flowCenter'),
    menu('m-my-task', 'm-flow', '我的待办', 'myTask'),
    menu('m-my-draft', 'm-flow', '我的草稿', 'myDraft'),
    menu('m-tender', 'm-front', '招标采购', 'tenderSite', false),
  ],
  methods: [{ alias: 'myTask:transfer', name: '转办', menuAlias: 'myTask' }],
};

export const structureRoutes: FakeRoutes = {
  'GET /uc/api/demension/v1/dems/getAll': () =>
    ok([
      { id: 'dem-admin', name: '行政维度', code: 'xzwd', isDefault: true },
      { id: 'dem-project', name: '项目维度', code: 'xmwd', isDefault: false },
    ]),
  [`POST ${ORG}/getOrgPage`]: () => page(ORGS),
  [`GET ${ORG}/adminDetail`]: () => ok(IT_DETAIL),
  'POST /uc/api/job/v1/jobs/getJobPage': () => page([{ id: 'job-engineer', name: '工程师', code: 'gcs' }]),
  'POST /uc/api/role/v1/roles/getRolePage': () => page(ROLES),
  [`GET ${ROLE}/adminDetail`]: () => ok(AUDITOR),
  [`GET ${MENU}/adminTree`]: () => ok(MENU_TREE),
};

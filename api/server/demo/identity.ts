import type { Db } from '../db/database.js';

/**
 * Demo organisation of the staff side: a group company in two dimensions, its departments, jobs, posts and
 * roles, the staff demo user's place in it, fifteen more colleagues (so that selector lists page), and the
 * companies the purchaser and suppliers registered with.
 */

interface DemoOrg {
  id: string;
  name: string;
  code: string;
  parent: string | null;
  dem: string;
}

const DEMS = [
  { id: 'dem-admin', name: '行政维度', code: 'xzwd', is_default: true },
  { id: 'dem-project', name: '项目维度', code: 'xmwd', is_default: false },
];

const ORGS: DemoOrg[] = [
  { id: 'org-group', name: '华东能源集团有限公司', code: 'hdny', parent: null, dem: 'dem-admin' },
  { id: 'org-office', name: '总经理办公室', code: 'zjbgs', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-it', name: '信息中心', code: 'xxzx', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-purchase', name: '采购管理部', code: 'cgglb', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-finance', name: '财务部', code: 'cwb', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-hr', name: '人力资源部', code: 'rlzyb', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-legal', name: '法律事务部', code: 'flswb', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-engineering', name: '工程技术部', code: 'gcjsb', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-safety', name: '安全环保部', code: 'aqhbb', parent: 'org-group', dem: 'dem-admin' },
  { id: 'org-purchase-goods', name: '物资采购科', code: 'wzcgk', parent: 'org-purchase', dem: 'dem-admin' },
  { id: 'org-purchase-service', name: '服务采购科', code: 'fwcgk', parent: 'org-purchase', dem: 'dem-admin' },
  { id: 'org-committee', name: '招标管理委员会', code: 'zbglwyh', parent: null, dem: 'dem-project' },
  { id: 'org-review', name: '评标专家组', code: 'pbzjz', parent: 'org-committee', dem: 'dem-project' },
  { id: 'org-audit', name: '监督审计组', code: 'jdsjz', parent: 'org-committee', dem: 'dem-project' },
];

/** Besides the leaders' jobs (job-gm, job-manager), which migration 0023 makes on every database. */
const JOBS = [
  { id: 'job-supervisor', name: '主管', code: 'zg' },
  { id: 'job-specialist', name: '专员', code: 'zy' },
  { id: 'job-engineer', name: '工程师', code: 'gcs' },
  { id: 'job-accountant', name: '会计', code: 'kj' },
];

const POSTS = [
  { id: 'post-gm', name: '总经理', code: 'zjbgs_zjl', org_id: 'org-office', job_id: 'job-gm' },
  {
    id: 'post-purchase-manager',
    name: '采购部经理',
    code: 'cgglb_bmjl',
    org_id: 'org-purchase',
    job_id: 'job-manager',
  },
  {
    id: 'post-purchase-specialist',
    name: '采购专员',
    code: 'cgglb_cgzy',
    org_id: 'org-purchase',
    job_id: 'job-specialist',
  },
  { id: 'post-it-manager', name: '信息中心主任', code: 'xxzx_zr', org_id: 'org-it', job_id: 'job-manager' },
  {
    id: 'post-it-engineer',
    name: '系统工程师',
    code: 'xxzx_xtgcs',
    org_id: 'org-it',
    job_id: 'job-engineer',
  },
  { id: 'post-accountant', name: '会计', code: 'cwb_kj', org_id: 'org-finance', job_id: 'job-accountant' },
  {
    id: 'post-finance-supervisor',
    name: '财务主管',
    code: 'cwb_cwzg',
    org_id: 'org-finance',
    job_id: 'job-supervisor',
  },
  {
    id: 'post-hr-manager',
    name: '人力资源部经理',
    code: 'rlzyb_bmjl',
    org_id: 'org-hr',
    job_id: 'job-manager',
  },
  {
    id: 'post-hr-specialist',
    name: '招聘专员',
    code: 'rlzyb_zpzy',
    org_id: 'org-hr',
    job_id: 'job-specialist',
  },
  {
    id: 'post-legal-specialist',
    name: '法务专员',
    code: 'flswb_fwzy',
    org_id: 'org-legal',
    job_id: 'job-specialist',
  },
  {
    id: 'post-tech-engineer',
    name: '技术工程师',
    code: 'gcjsb_jsgcs',
    org_id: 'org-engineering',
    job_id: 'job-engineer',
  },
];

/** Besides the administrators' role (role-admin), which migration 0023 makes on every database. */
const ROLES = [
  { id: 'role-employee', name: '普通员工', code: 'ptyg', enabled: true },
  { id: 'role-leader', name: '部门负责人', code: 'bmfzr', enabled: true },
  { id: 'role-purchase-admin', name: '采购管理员', code: 'cggly', enabled: true },
  { id: 'role-finance-reviewer', name: '财务审核员', code: 'cwshy', enabled: true },
  { id: 'role-expert', name: '评标专家', code: 'pbzj', enabled: true },
  { id: 'role-contract-admin', name: '合同管理员', code: 'htgly', enabled: true },
  { id: 'role-auditor', name: '审计监督员', code: 'sjjdy', enabled: false },
];

interface DemoColleague {
  account: string;
  fullname: string;
  sex: '男' | '女';
  org: string;
  post: string;
  roles: string[];
}

/** More staff, so that the user, org and post selectors have pages to turn. */
export const DEMO_COLLEAGUES: DemoColleague[] = [
  {
    account: 'zhangwei',
    fullname: '张伟',
    sex: '男',
    org: 'org-office',
    post: 'post-gm',
    roles: ['role-leader'],
  },
  {
    account: 'liuyang',
    fullname: '刘洋',
    sex: '男',
    org: 'org-purchase',
    post: 'post-purchase-manager',
    roles: ['role-leader', 'role-purchase-admin'],
  },
  {
    account: 'chenjing',
    fullname: '陈静',
    sex: '女',
    org: 'org-purchase-goods',
    post: 'post-purchase-specialist',
    roles: ['role-purchase-admin'],
  },
  {
    account: 'yangfan',
    fullname: '杨帆',
    sex: '男',
    org: 'org-purchase-service',
    post: 'post-purchase-specialist',
    roles: [],
  },
  {
    account: 'zhaolei',
    fullname: '赵磊',
    sex: '男',
    org: 'org-it',
    post: 'post-it-manager',
    roles: ['role-leader', 'role-admin'],
  },
  { account: 'huangmin', fullname: '黄敏', sex: '女', org: 'org-it', post: 'post-it-engineer', roles: [] },
  {
    account: 'zhoujie',
    fullname: '周杰',
    sex: '男',
    org: 'org-finance',
    post: 'post-finance-supervisor',
    roles: ['role-finance-reviewer'],
  },
  {
    account: 'wuting',
    fullname: '吴婷',
    sex: '女',
    org: 'org-finance',
    post: 'post-accountant',
    roles: ['role-finance-reviewer'],
  },
  {
    account: 'xuqiang',
    fullname: '徐强',
    sex: '男',
    org: 'org-engineering',
    post: 'post-tech-engineer',
    roles: ['role-expert'],
  },
  { account: 'sunli', fullname: '孙丽', sex: '女', org: 'org-hr', post: 'post-hr-specialist', roles: [] },
  {
    account: 'majun',
    fullname: '马军',
    sex: '男',
    org: 'org-safety',
    post: 'post-tech-engineer',
    roles: ['role-auditor'],
  },
  {
    account: 'zhuhong',
    fullname: '朱红',
    sex: '女',
    org: 'org-legal',
    post: 'post-legal-specialist',
    roles: ['role-contract-admin'],
  },
  {
    account: 'hulin',
    fullname: '胡琳',
    sex: '女',
    org: 'org-purchase-goods',
    post: 'post-purchase-specialist',
    roles: [],
  },
  {
    account: 'guoqing',
    fullname: '郭庆',
    sex: '男',
    org: 'org-engineering',
    post: 'post-tech-engineer',
    roles: ['role-expert'],
  },
  {
    account: 'linfeng',
    fullname: '林峰',
    sex: '男',
    org: 'org-it',
    post: 'post-it-engineer',
    roles: ['role-admin'],
  },
  // Approves the leave requests of more than three days (workflow: 人力资源部审批).
  {
    account: 'lina',
    fullname: '李娜',
    sex: '女',
    org: 'org-hr',
    post: 'post-hr-manager',
    roles: ['role-leader'],
  },
];

/** The registered companies of the demo purchaser and suppliers (valid unified social credit codes). */
const DEMO_COMPANIES = [
  {
    account: 'purchaser',
    name: '华东能源集团有限公司',
    credit_code: '91330000MA27XK1A2M',
    legal_person: '沈国华',
    contact_name: '李建国',
    contact_phone: '0571-87654321',
    address: '浙江省杭州市上城区钱江路 1366 号',
    business_scope: '电力、热力生产和供应；能源项目投资与管理；物资采购与供应链管理。',
  },
  {
    account: 'supplier',
    name: '杭州恒远建设有限公司',
    credit_code: '91330106MA2CFL8R4N',
    legal_person: '周恒远',
    contact_name: '陈晓峰',
    contact_phone: '13800000002',
    address: '浙江省杭州市西湖区文三路 90 号',
    business_scope: '房屋建筑工程、市政公用工程、建筑装修装饰工程施工；建筑材料销售。',
  },
  {
    account: 'supplier2',
    name: '江苏博瑞机电设备有限公司',
    credit_code: '91320500MA1MXB3T2B',
    legal_person: '王博瑞',
    contact_name: '刘敏',
    contact_phone: '0512-66881234',
    address: '江苏省苏州市工业园区星湖街 328 号',
    business_scope: '机电设备、配电设备、安防设备的销售、安装与维护；技术咨询服务。',
  },
  {
    account: 'supplier3',
    name: '上海启明信息技术有限公司',
    credit_code: '91310115MA1K4E7L66',
    legal_person: '赵启明',
    contact_name: '孙悦',
    contact_phone: '13800000004',
    address: '上海市浦东新区张江路 665 号',
    business_scope: '计算机软硬件开发与销售；信息系统集成服务；数据处理和存储服务。',
  },
];

function pathOf(org: DemoOrg): string {
  const parent = org.parent ? ORGS.find((candidate) => candidate.id === org.parent) : undefined;
  return `${parent ? pathOf(parent) : ''}${org.id}.`;
}

/** Seeds the organisation and companies; the demo users must already exist (the same transaction). */
export async function seedIdentityData(db: Db, passwordHash: string): Promise<void> {
  await db.insertInto('dems').values(DEMS).execute();
  await db
    .insertInto('orgs')
    .values(
      ORGS.map((org, index) => ({
        id: org.id,
        name: org.name,
        code: org.code,
        parent_id: org.parent,
        dem_id: org.dem,
        path: pathOf(org),
        sn: index + 1,
      })),
    )
    .execute();
  await db.insertInto('jobs').values(JOBS).execute();
  await db.insertInto('posts').values(POSTS).execute();
  await db.insertInto('roles').values(ROLES).execute();

  for (const [index, colleague] of DEMO_COLLEAGUES.entries()) {
    await db
      .insertInto('users')
      .values({
        id: `u-${colleague.account}`,
        account: colleague.account,
        fullname: colleague.fullname,
        password_hash: passwordHash,
        identity: null,
        mobile: `1391234${String(index + 1).padStart(4, '0')}`,
        email: `${colleague.account}@hdny.example.com`,
        sex: colleague.sex,
        status: 1,
        address: '浙江省杭州市上城区钱江路 1366 号',
        photo: null,
        tenant_id: -1,
      })
      .execute();
  }

  const staffLinks = [
    { user: 'u-staff', org: 'org-purchase', post: 'post-purchase-specialist', master: true },
    { user: 'u-staff', org: 'org-it', post: 'post-it-engineer', master: false },
    ...DEMO_COLLEAGUES.map((colleague) => ({
      user: `u-${colleague.account}`,
      org: colleague.org,
      post: colleague.post,
      master: true,
    })),
  ];
  await db
    .insertInto('user_orgs')
    .values(staffLinks.map((link) => ({ user_id: link.user, org_id: link.org, is_master: link.master })))
    .execute();
  await db
    .insertInto('user_posts')
    .values(staffLinks.map((link) => ({ user_id: link.user, post_id: link.post, is_master: link.master })))
    .execute();
  // Everyone on the staff side is an employee, plus the roles of their work.
  const roleLinks = [
    { user_id: 'u-staff', role_id: 'role-employee' },
    { user_id: 'u-staff', role_id: 'role-purchase-admin' },
    // The tender site's administrator (an identity) holds no 系统管理员 role: the workflow's administrators
    // are staff (isWorkflowAdmin), and the role's menu (流程管理) would show them a page the server refuses.
    ...DEMO_COLLEAGUES.flatMap((colleague) =>
      ['role-employee', ...colleague.roles].map((role) => ({
        user_id: `u-${colleague.account}`,
        role_id: role,
      })),
    ),
  ];
  await db.insertInto('user_roles').values(roleLinks).execute();
  // The staff demo user also reviews bids in the project dimension.
  await db
    .insertInto('user_orgs')
    .values({ user_id: 'u-staff', org_id: 'org-review', is_master: false })
    .execute();

  // A second tenant with an account name the platform tenant uses too: sign-in tells them apart by tenantId.
  await db.insertInto('tenants').values({ id: 2, code: 'demo', name: '演示租户' }).execute();
  await db
    .insertInto('users')
    .values({
      id: 'u-demo-admin',
      account: 'admin',
      fullname: '演示租户管理员',
      password_hash: passwordHash,
      identity: 'administrators',
      mobile: '13912340099',
      email: 'admin@demo.example.com',
      sex: '男',
      status: 1,
      address: null,
      photo: null,
      tenant_id: 2,
    })
    .execute();

  const now = new Date();
  await db
    .insertInto('companies')
    .values(
      DEMO_COMPANIES.map(({ account, ...company }) => ({
        id: `c-${account}`,
        user_id: `u-${account}`,
        ...company,
        business_license: null,
        updated_at: now,
      })),
    )
    .execute();
}

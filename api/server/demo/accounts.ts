import { DEV_MAILBOX_PASSWORD } from '../mail/dev-service.js';

/**
 * The demo accounts, for the seed, the start-up banner and the tests: small on purpose, so that naming
 * them does not load the demo data itself (seed.ts).
 */

/** Every demo account signs in with this password: the development mailboxes' too. */
export const DEMO_PASSWORD = DEV_MAILBOX_PASSWORD;

export interface DemoAccount {
  account: string;
  fullname: string;
  identity: 'purchaser' | 'supplier' | 'administrators' | null;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    account: 'admin',
    fullname: '系统管理员',
    identity: 'administrators',
    description: '管理员（无待办徽标、无个人中心）',
  },
  { account: 'purchaser', fullname: '华东能源集团采购部', identity: 'purchaser', description: '采购人' },
  { account: 'supplier', fullname: '杭州恒远建设有限公司', identity: 'supplier', description: '供应商' },
  { account: 'supplier2', fullname: '江苏博瑞机电设备有限公司', identity: 'supplier', description: '供应商' },
  { account: 'supplier3', fullname: '上海启明信息技术有限公司', identity: 'supplier', description: '供应商' },
  { account: 'staff', fullname: '王晓明', identity: null, description: '员工（菜单、岗位、组织）' },
];

/**
 * Colleagues of the staff demo user who approve the workflow's steps (seeded by identity.ts with the
 * same password), for the start-up banner and the README.
 */
export const WORKFLOW_APPROVER_ACCOUNTS: Omit<DemoAccount, 'identity'>[] = [
  {
    account: 'liuyang',
    fullname: '刘洋',
    description: '采购部经理：王晓明的部门负责人（各流程的部门负责人审批），秘书为王晓明',
  },
  { account: 'lina', fullname: '李娜', description: '人力资源部经理：请假超过3天的人力资源部审批' },
  {
    account: 'zhoujie',
    fullname: '周杰',
    description: '财务主管（财务审核员）：费用报销财务审核、采购预算审核',
  },
  { account: 'wuting', fullname: '吴婷', description: '会计（财务审核员）：同上，与周杰任一人处理' },
  { account: 'zhangwei', fullname: '张伟', description: '总经理：报销超过10000元、合同总经理审批' },
  {
    account: 'chenjing',
    fullname: '陈静',
    description: '采购专员：采购会签（与王晓明、胡琳），合同采购部审核',
  },
  { account: 'hulin', fullname: '胡琳', description: '采购专员：采购会签' },
  { account: 'zhuhong', fullname: '朱红', description: '法务专员（合同管理员）：合同法务审核' },
  {
    account: 'huangmin',
    fullname: '黄敏',
    description: '系统工程师：信息化需求的信息中心受理（与林峰、王晓明）',
  },
];

/** The start-up banner's lines on the demo accounts (main.ts prints them when the server seeds). */
export function demoAccountsBanner(): string[] {
  return [
    `\n演示账号 Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((demo) => `  ${demo.account.padEnd(10)} ${demo.description}`),
    '  purchaser2 第二个采购人（浙江省交通投资集团的项目）',
    '\n流程审批人 Workflow approvers (README: who approves which step):',
    ...WORKFLOW_APPROVER_ACCOUNTS.map((demo) => `  ${demo.account.padEnd(10)} ${demo.description}`),
  ];
}

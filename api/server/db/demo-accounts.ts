/**
 * The demo accounts, for the start-up banner and the code that knows the guest user: small on
 * purpose, so that naming them does not load the demo data itself (seed.ts, loaded only to seed).
 */

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Portal@2026';

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

/** The user a guest short link signs a visitor in as; it has no identity, no menus and no password. */
export const GUEST_USER_ID = 'u-guest';
export const GUEST_ACCOUNT = 'guest';

import { hashPassword } from '../auth/password.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { Db } from './database.js';
import { seedIdentityData } from './seed-identity.js';
import { seedPortalData } from './seed-portal.js';
import { seedDemoSeals } from './seed-seals.js';
import { ensureTenderSeedFiles, seedTenderData } from './seed-tender.js';

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

const DEMO_MESSAGES: Record<string, string[]> = {
  supplier: [
    '您已成功报名“2026年度办公设备集中采购”项目',
    '“智慧园区安防系统升级改造”项目邀请您参加报价',
    '“办公楼外墙保温工程”项目第二轮报价已开始',
    '“2026年度办公设备集中采购”项目资格审查已通过',
    '您的注册信息已审核通过',
  ],
  purchaser: ['“数据中心UPS电源采购”项目报名已截止', '供应商杭州恒远建设有限公司已提交报价'],
  supplier2: ['“智慧园区安防系统升级改造”项目邀请您参加报价'],
};

/** Demo data for a new, empty database: tenant, demo accounts and their to-do messages. */
/**
 * Demo data for a new, empty database, once: the rows, then the files they name (seals, notice
 * attachments) into the file storage.
 */
export async function seedDemoData(db: Db, storage: FileStorage): Promise<void> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('tenants').values({ id: -1, code: 'platform', name: '平台租户' }).execute();
    for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
      await trx
        .insertInto('users')
        .values({
          id: `u-${demo.account}`,
          account: demo.account,
          fullname: demo.fullname,
          password_hash: passwordHash,
          identity: demo.identity,
          mobile: `1380000${String(index).padStart(4, '0')}`,
          email: `${demo.account}@example.com`,
          sex: index % 2 === 0 ? '男' : '女',
          status: 1,
          address: '浙江省杭州市西湖区文三路 90 号',
          photo: null,
          tenant_id: -1,
        })
        .execute();
    }
    await seedIdentityData(trx, passwordHash);
    await seedPortalData(trx);
    await seedTenderData(trx);
    let sequence = 0;
    for (const [account, subjects] of Object.entries(DEMO_MESSAGES)) {
      for (const subject of subjects) {
        sequence += 1;
        await trx
          .insertInto('procure_messages')
          .values({
            id: `m-${sequence}`,
            receiver_id: `u-${account}`,
            subject,
            content: subject,
            type: 'notice',
            project_id: null,
            read_at: null,
            created_at: new Date(Date.now() - sequence * 3_600_000),
          })
          .execute();
      }
    }
  });
  await seedDemoSeals(db, storage, passwordHash);
  await ensureTenderSeedFiles(db, storage);
}

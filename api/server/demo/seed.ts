import { GUEST_USER_ID } from '../auth/guest.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import type { FileStorage } from '../storage/file-storage.js';
import { startMissingApprovals } from '../tender/project-approval.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';
import { reanchorDemoData, setDemoAnchor } from './anchor.js';
import { refreshLiveBidding, seedBiddingData, seedFinishedBidding } from './bidding.js';
import { EVALUATION_PROJECT_ID, seedEvaluationData } from './evaluation.js';
import { seedIdentityData } from './identity.js';
import { seedPortalData } from './portal.js';
import { ensureProjectSeedFiles, seedProjectData } from './projects.js';
import { seedDemoSeals } from './seals.js';
import { ensureTenderSeedFiles, seedTenderData } from './tender.js';
import { seededTexts } from './texts.js';
import { seedWorkflowData } from './workflow.js';
import { seedWorkflowListData } from './workflow-lists.js';

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

/** The demo data is there (and not a database of real users): its first project exists. */
async function holdsDemoData(db: Db): Promise<boolean> {
  return Boolean(
    await db.selectFrom('procure_projects').select('id').where('id', '=', 'p-001').executeTakeFirst(),
  );
}

/** The online bidding's demo data is there: its first live project exists. */
async function holdsBiddingData(db: Db): Promise<boolean> {
  return Boolean(
    await db.selectFrom('procure_projects').select('id').where('id', '=', 'p-201').executeTakeFirst(),
  );
}

/** The tender projects' demo data is there: its draft project exists. */
async function holdsProjectData(db: Db): Promise<boolean> {
  return Boolean(
    await db.selectFrom('procure_projects').select('id').where('id', '=', 'p-101').executeTakeFirst(),
  );
}

/** The comprehensive evaluation's demo data is there: its project exists. */
async function holdsEvaluationData(db: Db): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('procure_projects')
      .select('id')
      .where('id', '=', EVALUATION_PROJECT_ID)
      .executeTakeFirst(),
  );
}

/**
 * Demo data for a new, empty database, once: the rows, then the files they name (seals, notice
 * attachments) into the file storage, and the time it was seeded (`now`). A database seeded before
 * moves its demo world forward to today instead (anchor.ts).
 */
export async function seedDemoData(db: Db, storage: FileStorage, now = new Date()): Promise<void> {
  // Migrations make the guest user on every database (0023): any other user means it is not empty.
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('id', '<>', GUEST_USER_ID)
    .limit(1)
    .executeTakeFirst();
  if (existing) {
    if ((await holdsDemoData(db)) && (await reanchorDemoData(db, now)) > 0) {
      // The attached documents write the notices' times too.
      await ensureTenderSeedFiles(db, storage, { rewrite: true });
    }
    // A demo database from before the tender projects (issue 11) gets their demo data once.
    if ((await holdsDemoData(db)) && !(await holdsProjectData(db))) {
      const hash = await hashPassword(DEMO_PASSWORD);
      await db.transaction().execute((trx) => seedProjectData(trx, now, hash));
      await ensureProjectSeedFiles(db, storage);
    }
    // Online bidding (issue 12): its demo data once, and live rounds open whenever the portal starts.
    if ((await holdsProjectData(db)) && !(await holdsBiddingData(db))) {
      await db.transaction().execute(async (trx) => {
        await seedBiddingData(trx, now);
        await seedFinishedBidding(trx);
      });
    }
    if (await holdsBiddingData(db)) await refreshLiveBidding(db, now);
    // A submitted demo project seeded before its approval ran through the engine (p-108) gets one.
    if (await holdsProjectData(db)) await startMissingApprovals(db, now);
    // …and the comprehensive evaluation's (issue 12) once.
    if ((await holdsProjectData(db)) && !(await holdsEvaluationData(db))) {
      await db.transaction().execute((trx) => seedEvaluationData(trx, now));
    }
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    // On the platform tenant, which migration 0023 makes.
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
    await seedPortalData(trx, now);
    await seedTenderData(trx, now);
    await seedProjectData(trx, now, passwordHash);
    await seedBiddingData(trx, now);
    await seedFinishedBidding(trx);
    await seedEvaluationData(trx, now);
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
            subject_i18n: seededTexts(subject),
            content_i18n: seededTexts(subject),
            type: 'notice',
            project_id: null,
            read_at: null,
            created_at: new Date(now.getTime() - sequence * 3_600_000),
          })
          .execute();
      }
    }
  });
  // Workflow instances step through the engine, each step a transaction of its own.
  await seedWorkflowData(db, now);
  // The submitted project (p-108) waits in the approvers' to-dos, as submitting it would have left it.
  await startMissingApprovals(db, now);
  await seedDemoSeals(db, storage, passwordHash);
  await ensureTenderSeedFiles(db, storage);
  await ensureProjectSeedFiles(db, storage);
  // After the workflow demo (definitions, instances): the lists' collections, filters, notices.
  await seedWorkflowListData(db, now);
  await refreshLiveBidding(db, now);
  await setDemoAnchor(db, now);
}

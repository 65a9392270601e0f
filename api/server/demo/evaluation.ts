import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The comprehensive evaluation's demo world (issue 12), seeded after projects.ts: the purchaser's
 * comprehensive project 变电站综合自动化系统采购 (p-111), quotation ended, with three enrolled suppliers'
 * sealed quotations; supplier and supplier2 passed the qualification review and are fully scored,
 * supplier3 waits for the review and its scores, so the purchaser can finish the evaluation and
 * confirm. Every record is named; no notice (the notice lists keep their counts).
 */

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

export const EVALUATION_PROJECT_ID = 'p-111';

const SCORE_RULE = [
  {
    optionName: '价格分',
    score: 30,
    percent: 30,
    desc: '满足要求的最低报价为基准价，报价得分=基准价/报价×30',
  },
  {
    optionName: '技术分',
    score: 50,
    percent: 50,
    desc: '系统架构、功能与性能、实施方案',
    childProcureProjectRuleList: [
      { optionName: '系统架构', score: 20, percent: 20, desc: '分层分布式架构，符合 IEC 61850' },
      {
        optionName: '功能与性能',
        score: 20,
        percent: 20,
        desc: '遥测、遥信、遥控功能完整，响应时间满足要求',
      },
      { optionName: '实施方案', score: 10, percent: 10, desc: '停电计划、切换方案与进度安排合理' },
    ],
  },
  {
    optionName: '商务分',
    score: 20,
    percent: 20,
    desc: '业绩与服务',
    childProcureProjectRuleList: [
      { optionName: '类似业绩', score: 12, percent: 12, desc: '近三年 110kV 及以上变电站自动化业绩' },
      { optionName: '售后服务', score: 8, percent: 8, desc: '驻场服务与备品备件承诺' },
    ],
  },
];

const QUALIFICATIONS = [
  { type: 'zg', summarize: '营业执照', describe: '具有独立承担民事责任的能力，提供有效的营业执照副本' },
  { type: 'zg', summarize: '电力工程资质', describe: '具有电力工程施工总承包三级及以上资质' },
  { type: 'fh', summarize: '技术参数响应', describe: '技术参数偏离表中无负偏离' },
  { type: 'fh', summarize: '报价有效期', describe: '报价有效期不少于 90 日历天' },
];

const SUPPLIERS = [
  { account: 'supplier', company: '杭州恒远建设有限公司', amount: 1_868_000, created: 2.2 },
  { account: 'supplier2', company: '江苏博瑞机电设备有限公司', amount: 1_796_500, created: 2.1 },
  { account: 'supplier3', company: '上海启明信息技术有限公司', amount: 1_925_000, created: 2 },
] as const;

/** Hand scores of supplier and supplier2 (rule key → points). */
const SCORES: Record<string, Record<string, number>> = {
  supplier: {
    '技术分/系统架构': 18,
    '技术分/功能与性能': 17.5,
    '技术分/实施方案': 8,
    '商务分/类似业绩': 11,
    '商务分/售后服务': 7,
  },
  supplier2: {
    '技术分/系统架构': 15,
    '技术分/功能与性能': 16,
    '技术分/实施方案': 7.5,
    '商务分/类似业绩': 9,
    '商务分/售后服务': 6.5,
  },
};

export async function seedEvaluationData(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const id = EVALUATION_PROJECT_ID;
  await db
    .insertInto('procure_projects')
    .values({
      id,
      project_name: '变电站综合自动化系统采购',
      project_no: 'HDNY-2026-1111',
      budget_money: 2_000_000,
      transaction_mode: 'comprehensive',
      quotation_mode: 'sum',
      register_mode: 'open',
      quotation_include_tax: 1,
      earnest_money: 20_000,
      sign_up_money: 0,
      register_start_time: at(-12),
      register_end_time: at(-5),
      bid_start_time: at(-3),
      bid_end_time: at(-1),
      upload_bid_document: 1,
      bid_round: 1,
      round_count: null,
      public_previous_round: 0,
      location: '浙江省嘉兴市',
      procure_type: 'gkzb',
      purchaser_id: 'u-purchaser',
      purchaser_name: '华东能源集团采购部',
      creator_id: 'u-purchaser',
      creator_name: '华东能源集团采购部',
      procurement_content: '110kV 变电站综合自动化系统的设备供货、安装调试、联调及培训，采用综合评估法',
      publish_media: '电子招投标采购平台',
      basic_info:
        '<p>110kV 变电站综合自动化系统的设备供货、安装调试、联调及培训。</p><p>评标办法：综合评估法（价格分 30，技术分 50，商务分 20）。</p>',
      document: '[]',
      purchasing_list: '[]',
      score_rule: JSON.stringify(SCORE_RULE),
      state: 'quoted',
      current_round: 1,
      state_changed_at: at(-1),
      created_at: at(-15),
      updated_at: at(-1),
    })
    .execute();
  await db
    .insertInto('procure_bid_windows')
    .values({ project_id: id, round: 1, start_time: at(-3), end_time: at(-1) })
    .execute();
  await db
    .insertInto('procure_project_qualifications')
    .values(QUALIFICATIONS.map((entry, sn) => ({ id: `${id}-q${sn + 1}`, project_id: id, ...entry, sn })))
    .execute();
  for (const supplier of SUPPLIERS) {
    const supplierId = `u-${supplier.account}`;
    await db
      .insertInto('procure_registrations')
      .values({
        id: `r-p111-${supplier.account}`,
        project_id: id,
        supplier_id: supplierId,
        supplier_name: supplier.company,
        registrator_name:
          supplier.account === 'supplier' ? '陈晓峰' : supplier.account === 'supplier2' ? '赵博' : '孙启明',
        registrator_phone: '13800000002',
        registrator_email: `${supplier.account}@example.com`,
        status: 'pass',
        reviewer_id: 'u-purchaser',
        reviewed_at: at(-6),
        created_at: at(-8),
        updated_at: at(-6),
      })
      .execute();
    await db
      .insertInto('procure_comprehensive_quotations')
      .values({
        id: `cq-p111-${supplier.account}`,
        project_id: id,
        supplier_id: supplierId,
        supplier_name: supplier.company,
        quotation_amount: supplier.amount,
        quotation_file: null,
        remark: '含税价，质保期三年',
        created_at: at(-supplier.created),
        updated_at: at(-supplier.created),
      })
      .execute();
    const scores = SCORES[supplier.account];
    if (!scores) continue;
    await db
      .insertInto('procure_qualification_results')
      .values(
        QUALIFICATIONS.map((_, sn) => ({
          id: `qr-p111-${supplier.account}-${sn + 1}`,
          project_id: id,
          supplier_id: supplierId,
          qualification_id: `${id}-q${sn + 1}`,
          passed: true,
          remark: '',
        })),
      )
      .execute();
    await db
      .insertInto('procure_review_scores')
      .values(
        Object.entries(scores).map(([key, score], index) => ({
          id: `rs-p111-${supplier.account}-${index + 1}`,
          project_id: id,
          supplier_id: supplierId,
          option_key: key,
          score,
          remark: '',
          reviewer_id: 'u-purchaser',
          updated_at: at(-0.5),
        })),
      )
      .execute();
  }
}

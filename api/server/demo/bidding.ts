import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { rechainAudit } from '../bidding/audit-chain.js';
import { layRounds } from '../bidding/rounds.js';
import type { Database } from '../db/schema.js';
import { UNREVIEWED_REGISTRATION } from '../tender/access.js';

/**
 * Demo data of online bidding (issue 12):
 * - three live projects of the purchaser in competitive bidding, in sum, unitPrice and discount modes,
 *   where supplier and supplier2 (and supplier3 in the sum project) passed registration. Their rounds are
 *   laid out again from the time the portal starts whenever none is open or waiting, so the demo always
 *   starts with a round open;
 * - the bid history (rounds, quotations in each, the audit trail) of finished competitive projects that
 *   have award notices.
 */

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The live demo projects. */
export const LIVE_BIDDING_PROJECTS = {
  sum: 'p-201',
  unitPrice: 'p-202',
  discount: 'p-203',
} as const;

const SUPPLIERS = {
  supplier: { id: 'u-supplier', name: '杭州恒远建设有限公司', contact: '陈晓峰', phone: '13800000002' },
  supplier2: { id: 'u-supplier2', name: '江苏博瑞机电设备有限公司', contact: '刘敏', phone: '13800000003' },
  supplier3: { id: 'u-supplier3', name: '上海启明信息技术有限公司', contact: '孙悦', phone: '13800000004' },
} as const;

interface LiveProject {
  id: string;
  name: string;
  no: string;
  mode: 'sum' | 'unitPrice' | 'discount';
  budget: number;
  content: string;
  suppliers: (keyof typeof SUPPLIERS)[];
  minStep: number;
  minStepKind: 'amount' | 'percent';
  capAtBudget: number;
  overtime: [number, number, number];
  rounds: number;
  roundMinutes: number;
}

const LIVE: LiveProject[] = [
  {
    id: LIVE_BIDDING_PROJECTS.sum,
    name: '2026年度园区物业保洁服务竞价采购',
    no: 'HDNY-2026-1201',
    mode: 'sum',
    budget: 1_860_000,
    content: '总部园区及两处分部的日常保洁、绿化养护和垃圾清运服务，服务期一年，多轮竞价，以总价报价',
    suppliers: ['supplier', 'supplier2', 'supplier3'],
    minStep: 1000,
    minStepKind: 'amount',
    capAtBudget: 1,
    overtime: [5, 5, 3],
    rounds: 3,
    roundMinutes: 60,
  },
  {
    id: LIVE_BIDDING_PROJECTS.unitPrice,
    name: '办公电脑及显示器竞价采购',
    no: 'HDNY-2026-1202',
    mode: 'unitPrice',
    budget: 980_000,
    content: '台式电脑、笔记本电脑和显示器三类设备，按采购清单逐项报单价，总价按数量计算',
    suppliers: ['supplier', 'supplier2'],
    minStep: 0.5,
    minStepKind: 'percent',
    capAtBudget: 1,
    overtime: [3, 3, 2],
    rounds: 2,
    roundMinutes: 90,
  },
  {
    id: LIVE_BIDDING_PROJECTS.discount,
    name: '差旅机票服务折扣率竞价',
    no: 'HDNY-2026-1203',
    mode: 'discount',
    budget: 600_000,
    content: '全年国内国际机票代订服务，按票面价的折扣率报价，折扣率越低越优',
    suppliers: ['supplier', 'supplier2'],
    minStep: 0.5,
    minStepKind: 'amount',
    capAtBudget: 0,
    overtime: [0, 0, 0],
    rounds: 2,
    roundMinutes: 120,
  },
];

const GOODS = [
  { goods_name: '台式电脑', spec: 'i7/32G/1T SSD', unit: '台', quantity: 120, budget_price: 5200 },
  { goods_name: '笔记本电脑', spec: '14英寸/i7/16G/1T', unit: '台', quantity: 60, budget_price: 6800 },
  { goods_name: '显示器', spec: '27英寸 2K IPS', unit: '台', quantity: 150, budget_price: 1300 },
];

/** Inserts the live projects, their registrations and goods (once, in the seeding transaction). */
export async function seedBiddingData(db: Executor, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const project of LIVE) {
    await db
      .insertInto('procure_projects')
      .values({
        id: project.id,
        project_name: project.name,
        project_no: project.no,
        budget_money: project.budget,
        transaction_mode: 'competitive',
        quotation_mode: project.mode,
        register_mode: 'open',
        quotation_include_tax: project.mode === 'sum' ? 1 : 2,
        earnest_money: Math.round(project.budget * 0.01),
        sign_up_money: 200,
        register_start_time: at(-10),
        register_end_time: at(-2),
        bid_start_time: now,
        bid_end_time: new Date(now.getTime() + project.rounds * project.roundMinutes * MINUTE_MS),
        upload_bid_document: 0,
        bid_round: project.rounds,
        round_count: project.roundMinutes,
        public_previous_round: 1,
        location: '浙江省杭州市西湖区',
        procure_type: 'gkbx',
        purchaser_id: 'u-purchaser',
        purchaser_name: '华东能源集团采购部',
        creator_id: 'u-purchaser',
        creator_name: '华东能源集团采购部',
        procurement_content: project.content,
        publish_media: '电子招投标采购平台',
        basic_info: `<p>${project.content}。</p>`,
        document: '[]',
        purchasing_list: '[]',
        score_rule: null,
        state: 'quoting',
        current_round: 1,
        created_at: at(-12),
        updated_at: at(-2),
        state_changed_at: now,
        min_step: project.minStep,
        min_step_kind: project.minStepKind,
        cap_at_budget: project.capAtBudget,
        overtime_trigger_minutes: project.overtime[0],
        overtime_extend_minutes: project.overtime[1],
        overtime_max_times: project.overtime[2],
      })
      .execute();
    for (const key of project.suppliers) {
      const supplier = SUPPLIERS[key];
      await db
        .insertInto('procure_registrations')
        .values({
          id: `r-${project.id.replace('-', '')}-${key}`,
          project_id: project.id,
          supplier_id: supplier.id,
          supplier_name: supplier.name,
          registrator_name: supplier.contact,
          registrator_phone: supplier.phone,
          registrator_email: `${key}@example.com`,
          ...UNREVIEWED_REGISTRATION,
          status: 'pass',
          reviewer_id: 'u-purchaser',
          reviewed_at: at(-3),
          created_at: at(-5),
          updated_at: at(-3),
        })
        .execute();
    }
    if (project.mode === 'unitPrice') {
      await db
        .insertInto('procure_project_goods')
        .values(
          GOODS.map((line, index) => ({
            id: `g-${project.id}-${index + 1}`,
            project_id: project.id,
            sn: index + 1,
            remark: '',
            ...line,
          })),
        )
        .execute();
    }
  }
}

/**
 * Lays the live projects' rounds out again from `now` when none is open or waiting (a demo started
 * after its rounds ended): the first round opened five minutes ago; what was quoted is cleared.
 * Answers how many projects were renewed.
 */
export async function refreshLiveBidding(db: Db, now: Date): Promise<number> {
  let renewed = 0;
  for (const project of LIVE) {
    const exists = await db
      .selectFrom('procure_projects')
      .select('id')
      .where('id', '=', project.id)
      .executeTakeFirst();
    if (!exists) continue;
    const ahead = await db
      .selectFrom('procure_bid_windows')
      .select('round')
      .where('project_id', '=', project.id)
      .where('end_time', '>', now)
      .executeTakeFirst();
    const state = await db
      .selectFrom('procure_projects')
      .select('state')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    if (ahead && state.state === 'quoting') continue;
    const start = new Date(now.getTime() - 5 * MINUTE_MS);
    const plan = Array.from({ length: project.rounds }, (_, index) => ({
      round: index + 1,
      start: new Date(start.getTime() + index * project.roundMinutes * MINUTE_MS),
      end: new Date(start.getTime() + (index + 1) * project.roundMinutes * MINUTE_MS),
    }));
    await db.transaction().execute(async (trx) => {
      for (const table of [
        'procure_quotations',
        'procure_quotation_audit',
        'procure_audit_heads',
        'procure_bid_ranks',
        'procure_bid_events',
      ] as const) {
        await trx.deleteFrom(table).where('project_id', '=', project.id).execute();
      }
      await trx
        .updateTable('procure_projects')
        .set({ state: 'quoting', winner_id: null, state_changed_at: start, updated_at: now })
        .where('id', '=', project.id)
        .execute();
      await layRounds(trx, project.id, plan);
      // The first round opened before the portal started: nothing to announce.
      await trx
        .updateTable('procure_bid_windows')
        .set({ opened_announced: true })
        .where('project_id', '=', project.id)
        .where('round', '=', 1)
        .execute();
    });
    renewed += 1;
  }
  return renewed;
}

/**
 * The bid history of finished competitive projects of the purchaser that have award notices: three
 * rounds inside their bidding window, the suppliers' falling quotations (the confirmed winner's the
 * best) and the audit trail.
 */
export async function seedFinishedBidding(db: Executor): Promise<void> {
  const finished = await db
    .selectFrom('procure_projects')
    .select(['id', 'budget_money', 'bid_start_time', 'bid_end_time', 'quotation_mode', 'winner_id'])
    .where('state', 'in', ['confirmed', 'approving', 'approved', 'archived'])
    .where('transaction_mode', '=', 'competitive')
    .where('purchaser_id', '=', 'u-purchaser')
    .where('quotation_mode', 'in', ['sum', 'business', 'technology'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('procure_notices')
          .select('procure_notices.id')
          .whereRef('procure_notices.project_id', '=', 'procure_projects.id')
          .where('procure_notices.type', '=', 'bargain'),
      ),
    )
    .orderBy('id')
    .limit(2)
    .execute();
  for (const project of finished) {
    if (!project.bid_start_time || !project.bid_end_time) continue;
    const start = new Date(project.bid_start_time).getTime();
    const end = new Date(project.bid_end_time).getTime();
    const length = (end - start) / 3;
    const budget = Number(project.budget_money ?? 1_000_000);
    await db.deleteFrom('procure_bid_windows').where('project_id', '=', project.id).execute();
    await db
      .insertInto('procure_bid_windows')
      .values(
        [1, 2, 3].map((round) => ({
          project_id: project.id,
          round,
          start_time: new Date(start + (round - 1) * length),
          end_time: new Date(start + round * length),
          opened_announced: true,
          closed_announced: true,
        })),
      )
      .execute();
    await db
      .updateTable('procure_projects')
      .set({ current_round: 3, quotation_ended_at: new Date(end), min_step: 1000 })
      .where('id', '=', project.id)
      .execute();
    // The later a bidder in this list, the lower their quotations: the confirmed winner comes last.
    const bidders = Object.values(SUPPLIERS).sort(
      (a, b) => Number(a.id === project.winner_id) - Number(b.id === project.winner_id),
    );
    for (const round of [1, 2, 3]) {
      for (const [index, supplier] of bidders.entries()) {
        const value = Math.round(budget * (0.97 - round * 0.02 - index * 0.013) * 100) / 100;
        const created = new Date(start + (round - 1) * length + ((index + 1) * length) / 5);
        const id = `q-${randomUUID()}`;
        await db
          .insertInto('procure_quotations')
          .values({
            id,
            project_id: project.id,
            supplier_id: supplier.id,
            supplier_name: supplier.name,
            round,
            mode: project.quotation_mode,
            amount: value,
            quotation_list: null,
            quotation_file: null,
            idempotency_key: null,
            client_address: `10.8.${index + 1}.${20 + round}`,
            created_at: created,
          })
          .execute();
        await db
          .insertInto('procure_quotation_audit')
          .values({
            project_id: project.id,
            supplier_id: supplier.id,
            account: supplier.id.replace(/^u-/, ''),
            supplier_name: supplier.name,
            client_address: `10.8.${index + 1}.${20 + round}`,
            amount: value.toFixed(2),
            round,
            outcome: 'accepted',
            reason: null,
            quotation_id: id,
            idempotency_key: null,
            created_at: created,
          })
          .execute();
      }
    }
    // A refused request of the last round: not better than the supplier's own previous quotation.
    await db
      .insertInto('procure_quotation_audit')
      .values({
        project_id: project.id,
        supplier_id: SUPPLIERS.supplier2.id,
        account: 'supplier2',
        supplier_name: SUPPLIERS.supplier2.name,
        client_address: '10.8.2.23',
        amount: String(Math.round(budget * 0.95)),
        round: 3,
        outcome: 'refused',
        reason: '报价须优于您上一次的报价',
        quotation_id: null,
        idempotency_key: null,
        created_at: new Date(end - length / 10),
      })
      .execute();
  }
  // The records written here join their projects' audit chains (issue 36).
  await rechainAudit(db);
}

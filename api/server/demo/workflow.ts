import type { CompleteTaskBody, FormValues } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { bpmnElementNames } from '../workflow/flow-texts.js';
import { saveInstanceDraft, startInstance } from '../workflow/service.js';
import { completeTask } from '../workflow/task-actions/complete.js';
import { SEEDED_TEXTS, seededTexts } from './texts.js';
import { WORKFLOW_CATEGORIES, WORKFLOW_DEFINITIONS } from './workflow-definitions.js';

/**
 * The workflow's demo data: categories, definitions and their start rights, one leader/secretary pair
 * (刘洋 and his secretary 王晓明, the staff demo user), then instances started and advanced through the
 * engine as the demo users, so that every list has rows: staff's to-dos in three definitions, his done
 * tasks, his requests (running, approved, rejected, with opinions), drafts, copy-to notices read and
 * unread, and the leader to-dos he sees as a secretary.
 */

const HOUR_MS = 3_600_000;

/** The code of the demo's guest short link to a shared instance page. */
export const SHARED_DEMO_LINK = 'g7Kx2mQa';

async function sessionUser(db: Db, id: string): Promise<SessionUser> {
  return db
    .selectFrom('users')
    .select(['id', 'account', 'fullname', 'identity', 'tenant_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A date `days` and `hours` before now, in Beijing working hours. */
function ago(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

const dateText = (date: Date) => new Date(date.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);

export async function seedWorkflowDefinitions(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('bpm_categories')
    .values(WORKFLOW_CATEGORIES.map((category) => ({ ...category, name_i18n: seededTexts(category.name) })))
    .execute();
  for (const [index, definition] of WORKFLOW_DEFINITIONS.entries()) {
    const created = ago(now, 24 * (90 - definition.version * 10));
    // The names of the nodes (and of the flows the chart labels) in the three languages, by element id.
    const nodeNames = Object.fromEntries(
      [...(await bpmnElementNames(definition.xml))]
        .filter(([, name]) => SEEDED_TEXTS[name])
        .map(([id, name]) => [id, { 'zh-CN': name, ...SEEDED_TEXTS[name] }]),
    );
    await db
      .insertInto('bpm_definitions')
      .values({
        id: definition.id,
        def_key: definition.key,
        name: definition.name,
        description: definition.description,
        category_id: definition.category,
        version: definition.version,
        is_main: definition.isMain ? 'Y' : 'N',
        status: 'deployed',
        icon: definition.icon,
        sn: index + 1,
        bpmn_xml: definition.xml,
        form_json: JSON.stringify(definition.form),
        nodes_json: JSON.stringify(definition.nodes),
        subject_rule: definition.subjectRule,
        created_at: created,
        updated_at: created,
        name_i18n: seededTexts(definition.name),
        description_i18n: seededTexts(definition.description),
        node_names_i18n: JSON.stringify(nodeNames),
      })
      .execute();
  }
  const rights = new Map<string, { def_key: string; kind: string; target_id: string }>();
  for (const definition of WORKFLOW_DEFINITIONS) {
    for (const right of definition.startRights) {
      rights.set(`${definition.key}/${right.kind}/${right.targetId}`, {
        def_key: definition.key,
        kind: right.kind,
        target_id: right.targetId,
      });
    }
  }
  await db
    .insertInto('bpm_start_rights')
    .values([...rights.values()])
    .execute();
  await db
    .insertInto('bpm_secretaries')
    .values({ leader_id: 'u-liuyang', secretary_id: 'u-staff', created_at: ago(now, 24 * 60) })
    .execute();
}

/** Runs the demo's instances through the engine. */
export async function seedWorkflowInstances(db: Db, now: Date): Promise<void> {
  const users = new Map<string, SessionUser>();
  const as = async (account: string) => {
    const id = `u-${account}`;
    if (!users.has(id)) users.set(id, await sessionUser(db, id));
    return users.get(id) as SessionUser;
  };
  const start = async (account: string, flowKey: string, data: FormValues, hoursAgo: number) =>
    (await startInstance(db, await as(account), { flowKey, data }, 'zh-CN', ago(now, hoursAgo))).instId;
  /** The pending task of a node of an instance that the account may handle. */
  const taskOf = async (instId: string, nodeId: string, account: string) => {
    const row = await db
      .selectFrom('bpm_tasks')
      .innerJoin('bpm_task_candidates', 'bpm_task_candidates.task_id', 'bpm_tasks.id')
      .select('bpm_tasks.id')
      .where('bpm_tasks.inst_id', '=', instId)
      .where('bpm_tasks.node_id', '=', nodeId)
      .where('bpm_tasks.status', '=', 'pending')
      .where('bpm_task_candidates.user_id', '=', `u-${account}`)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const act = async (
    instId: string,
    nodeId: string,
    account: string,
    actionName: CompleteTaskBody['actionName'],
    opinion: string,
    hoursAgo: number,
    data?: FormValues,
  ) => {
    const taskId = await taskOf(instId, nodeId, account);
    await completeTask(
      db,
      await as(account),
      { taskId, actionName, opinion, data },
      'zh-CN',
      ago(now, hoursAgo),
    );
  };
  const day = (offsetDays: number) => dateText(new Date(now.getTime() + offsetDays * 24 * HOUR_MS));

  // ---- Staff's own requests
  // Two days of annual leave: the department leader agreed, it ended there (≤ 3 days).
  const shortLeave = await start(
    'staff',
    'leave',
    {
      leaveType: 'annual',
      startDate: day(-10),
      endDate: day(-9),
      days: 2,
      reason: '家中有事，需请年假两天处理。',
    },
    24 * 14,
  );
  await act(shortLeave, 'leader', 'liuyang', 'agree', '同意，请提前做好工作交接。', 24 * 14 - 3);
  // Five days: the leader agreed, HR (李娜) has it now.
  const longLeave = await start(
    'staff',
    'leave',
    {
      leaveType: 'marriage',
      startDate: day(12),
      endDate: day(16),
      days: 5,
      reason: '本人结婚，申请婚假五天。',
    },
    30,
  );
  await act(longLeave, 'leader', 'liuyang', 'agree', '同意，恭喜！', 26);
  // The guest short link of the demo (portal.ts, /surl/g7Kx2mQa) shares this running request.
  await db
    .updateTable('short_urls')
    .set({ long_url: `/shareInst/${longLeave}/true` })
    .where('code', '=', SHARED_DEMO_LINK)
    .execute();
  // An expense over 1000: the leader agreed, finance (周杰 or 吴婷) has it now.
  const expense = await start(
    'staff',
    'expense',
    {
      expenseType: 'travel',
      amount: 3580.5,
      occurDate: day(-6),
      description: '赴苏州供应商现场考察差旅费用（高铁、住宿两晚）。',
    },
    50,
  );
  await act(expense, 'leader', 'liuyang', 'agree', '情况属实，同意报销。', 45);
  // A contract the leader opposed: ended, rejected.
  const rejectedContract = await start(
    'staff',
    'contract',
    {
      contractName: '办公家具采购合同',
      contractNo: 'HT-2026-0107',
      partyB: '杭州恒远建设有限公司',
      amount: 186000,
      signDate: day(-20),
      content: '采购办公桌椅120套，含运输与安装，质保三年。',
    },
    24 * 21,
  );
  await act(rejectedContract, 'leader', 'liuyang', 'oppose', '报价偏高，请补充三家比价后重新提交。', 24 * 20);
  // A purchase of staff's own waiting for the leader: not among the leader to-dos staff sees as his secretary.
  await start(
    'staff',
    'purchase',
    {
      itemName: '激光打印机',
      quantity: 6,
      budget: 15600,
      needDate: day(20),
      supplier: '江苏博瑞机电设备有限公司',
      reason: '各科室打印机老化，故障频繁，申请统一更换。',
    },
    20,
  );

  // ---- Staff's to-dos from colleagues' requests
  // Purchases whose countersign waits for staff (and for 陈静 / 胡琳).
  const printerPaper = await start(
    'yangfan',
    'purchase',
    {
      itemName: 'A4复印纸',
      quantity: 200,
      budget: 4800,
      needDate: day(10),
      reason: '第三季度办公用纸集中采购。',
    },
    72,
  );
  await act(printerPaper, 'leader', 'liuyang', 'agree', '同意。', 70);
  const laptops = await start(
    'hulin',
    'purchase',
    {
      itemName: '笔记本电脑',
      quantity: 12,
      budget: 96000,
      needDate: day(30),
      supplier: '上海启明信息技术有限公司',
      reason: '新员工入职及到期设备更换。',
    },
    40,
  );
  await act(laptops, 'leader', 'liuyang', 'agree', '同意，注意控制预算。', 36);
  await act(laptops, 'sign', 'chenjing', 'agree', '配置合理，同意。', 30);
  // A contract whose purchase review waits for the purchase administrators (staff among them).
  const maintenance = await start(
    'zhaolei',
    'contract',
    {
      contractName: '变电站设备年度维保合同',
      contractNo: 'HT-2026-0215',
      partyB: '江苏博瑞机电设备有限公司',
      amount: 420000,
      signDate: day(5),
      content: '对集团所属三座变电站的设备进行年度巡检、维护与应急抢修。',
    },
    28,
  );
  await act(maintenance, 'leader', 'zhangwei', 'agree', '同意，请采购部审核。', 25);
  // An IT request whose 信息中心受理 waits for the system engineers (staff holds that post too).
  const itRequest = await start(
    'chenjing',
    'itRequest',
    {
      title: '采购系统增加供应商黑名单功能',
      system: 'erp',
      expectDate: day(25),
      description: '对存在违约记录的供应商进行标记，禁止其参与后续项目报名。',
    },
    22,
  );
  await act(itRequest, 'leader', 'liuyang', 'agree', '同意，请信息中心评估。', 20);

  // ---- Tasks staff handled (the done list), and copy-to notices
  // A purchase staff countersigned; it went on to the end.
  const toner = await start(
    'chenjing',
    'purchase',
    { itemName: '打印机硒鼓', quantity: 40, budget: 9200, needDate: day(-2), reason: '库存不足，补充耗材。' },
    24 * 9,
  );
  await act(toner, 'leader', 'liuyang', 'agree', '同意。', 24 * 9 - 2);
  await act(toner, 'sign', 'staff', 'agree', '数量与预算合理，同意。', 24 * 8);
  await act(toner, 'sign', 'hulin', 'agree', '同意。', 24 * 8 - 1);
  await act(toner, 'finance', 'zhoujie', 'agree', '预算充足。', 24 * 7);
  // A contract staff reviewed (a copy goes to its initiator); it ended and copied the purchase
  // administrators: staff has read it.
  const security = await start(
    'liuyang',
    'contract',
    {
      contractName: '园区安防系统升级改造合同',
      contractNo: 'HT-2026-0188',
      partyB: '上海启明信息技术有限公司',
      amount: 1280000,
      signDate: day(-4),
      content: '园区视频监控、门禁与周界报警系统升级改造，工期90天。',
    },
    24 * 6,
  );
  await act(security, 'leader', 'zhangwei', 'agree', '同意。', 24 * 6 - 2);
  await act(security, 'purchase', 'staff', 'agree', '已核对招标结果，与中标价一致。', 24 * 5);
  await act(security, 'legal', 'zhuhong', 'agree', '条款已审，违约责任明确。', 24 * 4, {
    legalReview: '合同条款合法有效，建议补充数据安全保密条款。',
  });
  await act(security, 'gm', 'zhangwei', 'agree', '同意签订。', 24 * 3);
  // Another contract ended while staff was away: its copy is unread.
  const cleaning = await start(
    'chenjing',
    'contract',
    {
      contractName: '办公区保洁服务合同',
      contractNo: 'HT-2026-0199',
      partyB: '杭州恒远建设有限公司',
      amount: 96000,
      signDate: day(-1),
      content: '办公楼日常保洁服务，服务期一年。',
    },
    24 * 4,
  );
  await act(cleaning, 'leader', 'liuyang', 'agree', '同意。', 24 * 4 - 2);
  await act(cleaning, 'purchase', 'liuyang', 'agree', '同意。', 24 * 3);
  await act(cleaning, 'legal', 'zhuhong', 'agree', '同意。', 24 * 2, { legalReview: '无异议。' });
  await act(cleaning, 'gm', 'zhangwei', 'agree', '同意。', 6);
  await db
    .updateTable('bpm_task_reads')
    .set({ is_read: true, read_at: ago(now, 24 * 2) })
    .where('inst_id', '=', security)
    .where('user_id', '=', 'u-staff')
    .execute();

  // ---- The leader's (刘洋's) to-dos that his secretary sees (others' requests)
  const sickLeave = await start(
    'chenjing',
    'leave',
    { leaveType: 'sick', startDate: day(1), endDate: day(1), days: 1, reason: '身体不适，需去医院复诊。' },
    5,
  );
  void sickLeave;
  await start(
    'yangfan',
    'expense',
    {
      expenseType: 'entertainment',
      amount: 860,
      occurDate: day(-3),
      description: '接待供应商来访工作餐。',
    },
    8,
  );

  // ---- Staff's drafts
  await saveInstanceDraft(
    db,
    await as('staff'),
    { flowKey: 'expense', data: { expenseType: 'office', amount: 420, description: '采购部文具' } },
    ago(now, 3),
  );
  await saveInstanceDraft(
    db,
    await as('staff'),
    { flowKey: 'leave', data: { leaveType: 'compensatory', days: 1 } },
    ago(now, 26),
  );
}

/** The workflow's demo data; the identity data must exist. */
export async function seedWorkflowData(db: Db, now: Date): Promise<void> {
  await seedWorkflowDefinitions(db, now);
  await seedWorkflowInstances(db, now);
}

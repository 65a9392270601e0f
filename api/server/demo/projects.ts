import type { Kysely, Transaction } from 'kysely';
import type { FileListEntry } from '../../contract/files.js';
import type { ProjectState } from '../../contract/procure-project.js';
import type { ProcureType, QuotationMode, RegisterMode, TransactionMode } from '../../contract/tender.js';
import type { Database } from '../db/schema.js';
import { buildDocx, DOCX_MIME } from '../storage/docx.js';
import type { FileStorage } from '../storage/index.js';
import { demoSealPng } from './seals.js';

/**
 * The tender projects' demo world (issue 11), seeded after tender.ts: the purchaser account owns
 * the projects of its company and a handful of its own in every lifecycle state, a second purchaser
 * owns those of another company; supplier, supplier2 and supplier3 are registered in every status,
 * with invitations waiting; goods lists, qualification results, bid windows, private attachments,
 * purchaser and contract information, collections. Every record is named.
 */

type Db = Kysely<Database> | Transaction<Database>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Storage keys of this module's demo files; their bytes are written when the server starts. */
export const PROJECT_SEED_STORAGE_PREFIX = 'project-seed-';

/** The second purchaser: owns the projects of 浙江省交通投资集团有限公司 (not the purchaser's). */
export const SECOND_PURCHASER = {
  id: 'u-purchaser2',
  account: 'purchaser2',
  fullname: '浙江省交通投资集团有限公司',
  company: '浙江省交通投资集团有限公司',
} as const;

/** Existing projects of tender.ts this module gives states, owners and registrations. */
export const DEMO_PROJECT_IDS = {
  /** Open, unitPrice, inside its registration window; supplier has not signed up. */
  openForSignUp: 'p-001',
  /** Invite, comprehensive, sum, inside its bidding window; supplier and supplier2 pass. */
  sumBidding: 'p-002',
  archived: 'p-004',
  approving: 'p-020',
  unitPriceWillQuote: 'p-015',
  business: 'p-026',
  /** The second purchaser's projects with registrations. */
  otherRegistering: 'p-017',
  otherQuoting: 'p-019',
  // This module's own projects (no notices: the notice lists keep their counts).
  draft: 'p-101',
  inviteWaiting: 'p-102',
  amountQuoted: 'p-103',
  interrupted: 'p-104',
  confirmed: 'p-105',
  approved: 'p-106',
  /** Competitive, sum, open, inside its bidding window; supplier and supplier2 pass (next issue quotes here). */
  competitiveBidding: 'p-107',
  /** Made in the project editor and submitted for approval (issue 36): not published yet. */
  submitted: 'p-108',
} as const;

interface NewProject {
  id: string;
  name: string;
  no: string;
  procureType: ProcureType;
  mode: TransactionMode;
  quotation: QuotationMode;
  register: RegisterMode;
  budget: number;
  state: ProjectState;
  /** Days from now of the windows' boundaries (fractions allowed). */
  windows: [number, number, number, number];
  content: string;
  location: string;
  winner?: string;
  interruptReason?: string;
  report?: string;
  approvalOpinion?: string;
  signUpMoney: number;
}

const NEW_PROJECTS: NewProject[] = [
  {
    id: DEMO_PROJECT_IDS.draft,
    name: '2026年仓储物流服务采购',
    no: 'HDNY-2026-1101',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'lower',
    register: 'open',
    budget: 1_320_000,
    state: 'draft',
    windows: [5, 12, 14, 14.1],
    content: '华东区域三个仓库的仓储管理、装卸及市内配送服务，服务期两年，按基准价下浮率报价',
    location: '浙江省杭州市钱塘区',
    signUpMoney: 200,
  },
  {
    id: DEMO_PROJECT_IDS.inviteWaiting,
    name: '配电房改造工程',
    no: 'HDNY-2026-1102',
    procureType: 'yqzb',
    mode: 'competitive',
    quotation: 'sum',
    register: 'invite',
    budget: 860_000,
    state: 'registering',
    windows: [-2, 4, 6, 6.1],
    content: '总部配电房高低压开关柜更换、电缆敷设及配套土建改造，工期 45 日历天',
    location: '浙江省杭州市上城区',
    signUpMoney: 300,
  },
  {
    id: DEMO_PROJECT_IDS.amountQuoted,
    name: '办公耗材年度供货',
    no: 'HDNY-2026-1103',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'amount',
    register: 'open',
    budget: 420_000,
    state: 'quoted',
    windows: [-12, -6, -2, -1.9],
    content: '复印纸、硒鼓、墨盒、文件夹等办公耗材年度供货，按清单数量报价',
    location: '浙江省杭州市',
    signUpMoney: 0,
  },
  {
    id: DEMO_PROJECT_IDS.interrupted,
    name: '实验室检测设备采购',
    no: 'HDNY-2026-1104',
    procureType: 'gkzb',
    mode: 'comprehensive',
    quotation: 'technology',
    register: 'open',
    budget: 2_480_000,
    state: 'interrupted',
    windows: [-10, -3, 2, 5],
    content: '变压器油色谱分析仪、局放检测仪等实验室检测设备 12 台套，含安装调试与培训',
    location: '浙江省杭州市滨江区',
    interruptReason: '采购需求发生重大变化，项目中止，后续将重新组织采购',
    signUpMoney: 500,
  },
  {
    id: DEMO_PROJECT_IDS.confirmed,
    name: '食堂厨房设备更新',
    no: 'HDNY-2026-1105',
    procureType: 'jzxcs',
    mode: 'competitive',
    quotation: 'discount',
    register: 'open',
    budget: 650_000,
    state: 'confirmed',
    windows: [-20, -12, -6, -5.9],
    content: '职工食堂商用灶具、蒸饭柜、洗碗机及排烟净化设备的更新，按目录价折扣率报价',
    location: '浙江省杭州市',
    winner: 'u-supplier3',
    signUpMoney: 200,
  },
  {
    id: DEMO_PROJECT_IDS.approved,
    name: '园区道路维修工程',
    no: 'HDNY-2026-1106',
    procureType: 'gklx',
    mode: 'competitive',
    quotation: 'sum',
    register: 'open',
    budget: 1_060_000,
    state: 'approved',
    windows: [-30, -22, -16, -15.9],
    content: '园区主干道沥青路面铣刨重铺、人行道透水砖更换及交通标线施划',
    location: '浙江省杭州市余杭区',
    winner: 'u-supplier2',
    report:
      '<p>本项目经三轮在线竞价，江苏博瑞机电设备有限公司报价最低且满足全部要求，拟确定为成交供应商。</p>',
    approvalOpinion: '同意按评审结果确定成交供应商。',
    signUpMoney: 200,
  },
  {
    id: DEMO_PROJECT_IDS.competitiveBidding,
    name: '变压器及配电设备采购',
    no: 'HDNY-2026-1107',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'sum',
    register: 'open',
    budget: 2_760_000,
    state: 'quoting',
    windows: [-9, -2, -1 / 24, 3 / 24],
    content: 'SCB13 干式变压器 4 台、10kV 开关柜 16 面及低压配电柜的供货、安装与调试',
    location: '浙江省湖州市',
    signUpMoney: 500,
  },
  {
    id: DEMO_PROJECT_IDS.submitted,
    name: '生产调度系统运维服务采购',
    no: 'HDNY-2026-1108',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'sum',
    register: 'open',
    budget: 580_000,
    state: 'submitted',
    windows: [7, 14, 16, 16.1],
    content: '生产调度系统软硬件的年度运维、故障响应及巡检服务，服务期一年',
    location: '浙江省杭州市',
    signUpMoney: 200,
  },
];

interface DemoFile {
  id: string;
  name: string;
  kind: 'docx' | 'png';
  /** The user who uploaded it (null: the system). */
  uploader: string | null;
  /** The heading of a generated document. */
  title?: string;
}

interface DemoRegistration {
  id: string;
  project: string;
  supplier: 'supplier' | 'supplier2' | 'supplier3';
  status: 'pending' | 'pass' | 'reject';
  reason?: string;
  invite?: 'invited' | 'pass' | 'reject';
  inviteReason?: string;
  /** Days ago. */
  created: number;
  payment?: boolean;
  licence?: boolean;
  servicePayment?: boolean;
  contract?: boolean;
}

const SUPPLIER_CONTACTS = {
  supplier: { name: '陈晓峰', phone: '13800000002', email: 'chenxf@hengyuan.example.com' },
  supplier2: { name: '刘敏', phone: '13800000003', email: 'liumin@borui.example.com' },
  supplier3: { name: '孙悦', phone: '13800000004', email: 'sunyue@qiming.example.com' },
} as const;

const SUPPLIER_COMPANIES = {
  supplier: '杭州恒远建设有限公司',
  supplier2: '江苏博瑞机电设备有限公司',
  supplier3: '上海启明信息技术有限公司',
} as const;

const P = DEMO_PROJECT_IDS;

/** Named registrations: every status, invitations answered and waiting. */
export const DEMO_REGISTRATIONS: DemoRegistration[] = [
  // p-001: open, in its registration window; supplier has not signed up.
  {
    id: 'r-p001-supplier2',
    project: P.openForSignUp,
    supplier: 'supplier2',
    status: 'pass',
    created: 1,
    payment: true,
    licence: true,
  },
  {
    id: 'r-p001-supplier3',
    project: P.openForSignUp,
    supplier: 'supplier3',
    status: 'pending',
    created: 0.5,
    payment: true,
  },
  // p-002: invitations accepted by supplier and supplier2 (both pass), refused by supplier3.
  {
    id: 'r-p002-supplier',
    project: P.sumBidding,
    supplier: 'supplier',
    status: 'pass',
    invite: 'pass',
    created: 10,
    payment: true,
    licence: true,
  },
  {
    id: 'r-p002-supplier2',
    project: P.sumBidding,
    supplier: 'supplier2',
    status: 'pass',
    invite: 'pass',
    created: 9,
    payment: true,
  },
  {
    id: 'r-p002-supplier3',
    project: P.sumBidding,
    supplier: 'supplier3',
    status: 'reject',
    invite: 'reject',
    inviteReason: '近期产能不足，无法按期供货',
    created: 9,
  },
  // p-004: archived, supplier won.
  {
    id: 'r-p004-supplier',
    project: P.archived,
    supplier: 'supplier',
    status: 'pass',
    created: 40,
    payment: true,
    servicePayment: true,
    contract: true,
  },
  {
    id: 'r-p004-supplier2',
    project: P.archived,
    supplier: 'supplier2',
    status: 'pass',
    created: 39,
    payment: true,
  },
  // p-015: unitPrice before quotation: pass, reject, pending.
  {
    id: 'r-p015-supplier',
    project: P.unitPriceWillQuote,
    supplier: 'supplier',
    status: 'pass',
    created: 6,
    payment: true,
    licence: true,
  },
  {
    id: 'r-p015-supplier2',
    project: P.unitPriceWillQuote,
    supplier: 'supplier2',
    status: 'reject',
    reason: '营业执照已过有效期，请更新后重新报名',
    created: 5,
    payment: true,
  },
  {
    id: 'r-p015-supplier3',
    project: P.unitPriceWillQuote,
    supplier: 'supplier3',
    status: 'pending',
    created: 4,
    payment: true,
  },
  // p-020: approving, supplier2 won.
  {
    id: 'r-p020-supplier',
    project: P.approving,
    supplier: 'supplier',
    status: 'pass',
    created: 50,
    payment: true,
  },
  {
    id: 'r-p020-supplier2',
    project: P.approving,
    supplier: 'supplier2',
    status: 'pass',
    created: 49,
    payment: true,
  },
  // p-026: business mode, supplier waiting for review.
  {
    id: 'r-p026-supplier',
    project: P.business,
    supplier: 'supplier',
    status: 'pending',
    created: 1,
    payment: true,
  },
  // The second purchaser's projects.
  {
    id: 'r-p017-supplier2',
    project: P.otherRegistering,
    supplier: 'supplier2',
    status: 'pending',
    created: 1,
    payment: true,
  },
  {
    id: 'r-p019-supplier',
    project: P.otherQuoting,
    supplier: 'supplier',
    status: 'pass',
    created: 8,
    payment: true,
  },
  // p-102: invitations waiting for supplier and supplier3.
  {
    id: 'r-p102-supplier',
    project: P.inviteWaiting,
    supplier: 'supplier',
    status: 'pending',
    invite: 'invited',
    created: 1,
  },
  {
    id: 'r-p102-supplier3',
    project: P.inviteWaiting,
    supplier: 'supplier3',
    status: 'pending',
    invite: 'invited',
    created: 1,
  },
  // p-103: amount mode, quotation ended.
  { id: 'r-p103-supplier', project: P.amountQuoted, supplier: 'supplier', status: 'pass', created: 8 },
  { id: 'r-p103-supplier2', project: P.amountQuoted, supplier: 'supplier2', status: 'pass', created: 7 },
  // p-104: interrupted.
  {
    id: 'r-p104-supplier3',
    project: P.interrupted,
    supplier: 'supplier3',
    status: 'pass',
    created: 6,
    payment: true,
  },
  // p-105: confirmed, supplier3 won.
  {
    id: 'r-p105-supplier3',
    project: P.confirmed,
    supplier: 'supplier3',
    status: 'pass',
    created: 18,
    payment: true,
  },
  {
    id: 'r-p105-supplier',
    project: P.confirmed,
    supplier: 'supplier',
    status: 'pass',
    created: 17,
    payment: true,
  },
  // p-106: approved, supplier2 won and uploaded the service fee.
  {
    id: 'r-p106-supplier2',
    project: P.approved,
    supplier: 'supplier2',
    status: 'pass',
    created: 28,
    payment: true,
    servicePayment: true,
  },
  {
    id: 'r-p106-supplier3',
    project: P.approved,
    supplier: 'supplier3',
    status: 'reject',
    reason: '未按要求提供类似项目业绩证明',
    created: 27,
    payment: true,
  },
  // p-107: competitive sum inside its bidding window; supplier and supplier2 pass, supplier3 pending.
  {
    id: 'r-p107-supplier',
    project: P.competitiveBidding,
    supplier: 'supplier',
    status: 'pass',
    created: 7,
    payment: true,
    licence: true,
  },
  {
    id: 'r-p107-supplier2',
    project: P.competitiveBidding,
    supplier: 'supplier2',
    status: 'pass',
    created: 6,
    payment: true,
  },
  {
    id: 'r-p107-supplier3',
    project: P.competitiveBidding,
    supplier: 'supplier3',
    status: 'pending',
    created: 3,
    payment: true,
  },
];

interface GoodsLine {
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  price: number;
}

const GOODS: Record<string, GoodsLine[]> = {
  [P.openForSignUp]: [
    {
      name: '台式计算机',
      spec: 'i5-13500 / 16GB / 512GB SSD / 23.8 英寸显示器',
      unit: '台',
      quantity: 260,
      price: 4_800,
    },
    {
      name: '笔记本电脑',
      spec: 'i7-1360P / 16GB / 1TB SSD / 14 英寸',
      unit: '台',
      quantity: 80,
      price: 6_900,
    },
    {
      name: '黑白激光打印机',
      spec: 'A4，不低于 35 页/分钟，自动双面',
      unit: '台',
      quantity: 60,
      price: 1_850,
    },
    {
      name: '彩色复印一体机',
      spec: 'A3，复印/打印/扫描，不低于 30 页/分钟',
      unit: '台',
      quantity: 20,
      price: 16_500,
    },
  ],
  [P.unitPriceWillQuote]: [
    {
      name: '单晶硅双面双玻光伏组件',
      spec: '≥580Wp，转换效率≥22.4%',
      unit: '块',
      quantity: 41_400,
      price: 290,
    },
    { name: '组件运输至项目现场', spec: '含装卸及现场二次搬运', unit: '批', quantity: 1, price: 120_000 },
  ],
  'p-012': [
    {
      name: '交联聚乙烯绝缘电力电缆',
      spec: 'YJV22-8.7/15kV 3×300',
      unit: '米',
      quantity: 18_000,
      price: 205,
    },
    { name: '电缆终端头', spec: '10kV 户外冷缩式', unit: '套', quantity: 36, price: 1_600 },
  ],
  [P.amountQuoted]: [
    { name: 'A4 复印纸', spec: '70g，500 张/包', unit: '包', quantity: 6_000, price: 24 },
    { name: '激光打印机硒鼓', spec: '原装，适配现有机型', unit: '个', quantity: 420, price: 380 },
    { name: '喷墨墨盒', spec: '四色套装', unit: '套', quantity: 180, price: 260 },
    { name: '档案文件夹', spec: 'A4 塑料双强力夹', unit: '个', quantity: 3_000, price: 12 },
  ],
};

/** Generic lines for the other unitPrice/amount projects of tender.ts. */
const GENERIC_GOODS: GoodsLine[] = [
  { name: '主要货物', spec: '详见采购文件技术要求', unit: '批', quantity: 1, price: 0 },
  { name: '随机备品备件', spec: '按采购文件清单', unit: '套', quantity: 1, price: 0 },
];

const SCORE_RULE = JSON.stringify([
  { optionName: '价格分', score: 30, percent: 30, desc: '满足要求的最低报价为基准价，其他报价按比例计分' },
  {
    optionName: '技术分',
    score: 55,
    percent: 55,
    desc: '设备性能、检测精度及技术方案',
    childProcureProjectRuleList: [
      { optionName: '设备性能指标', score: 30, percent: 30, desc: '关键指标全部满足得满分' },
      { optionName: '安装调试方案', score: 15, percent: 15, desc: '方案完整、进度合理' },
      { optionName: '培训与售后', score: 10, percent: 10, desc: '响应时间与培训计划' },
    ],
  },
  { optionName: '商务分', score: 15, percent: 15, desc: '类似业绩与企业信誉' },
]);

const QUALIFICATIONS = [
  { type: 'zg', summarize: '营业执照', describe: '具有独立承担民事责任的能力，提供有效的营业执照副本' },
  { type: 'zg', summarize: '检测资质', describe: '所投设备具有计量器具型式批准证书或检定证书' },
  { type: 'fh', summarize: '技术参数响应', describe: '技术参数偏离表中无负偏离' },
  { type: 'fh', summarize: '报价有效期', describe: '报价有效期不少于 90 日历天' },
];

function entry(file: DemoFile, size = 0): FileListEntry {
  return { name: file.name, size, response: { fileId: file.id, fileName: file.name } };
}

const list = (...files: DemoFile[]) => JSON.stringify(files.map((file) => entry(file)));

/**
 * The demo projects' states, owners and registrations (see the module comment). Runs in the seeding
 * transaction, after seedTenderData; `passwordHash` is the demo password's, for the second purchaser.
 */
export async function seedProjectData(db: Db, now: Date, passwordHash: string): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const files: DemoFile[] = [];
  const addFile = (file: DemoFile) => {
    files.push(file);
    return file;
  };
  /** The objects the files belong to; inserted after the files. */
  const links: { file_id: string; object_type: string; object_id: string }[] = [];

  // The second purchaser and their company.
  await db
    .insertInto('users')
    .values({
      id: SECOND_PURCHASER.id,
      account: SECOND_PURCHASER.account,
      fullname: SECOND_PURCHASER.fullname,
      password_hash: passwordHash,
      identity: 'purchaser',
      mobile: '13800000010',
      email: 'purchaser2@example.com',
      sex: '女',
      status: 1,
      address: '浙江省杭州市钱江新城五星路 199 号',
      photo: null,
      tenant_id: -1,
    })
    .execute();
  await db
    .insertInto('companies')
    .values({
      id: 'c-purchaser2',
      user_id: SECOND_PURCHASER.id,
      name: SECOND_PURCHASER.company,
      credit_code: '91330000142914880L',
      legal_person: '俞志宏',
      contact_name: '陈女士',
      contact_phone: '0571-87651230',
      address: '浙江省杭州市钱江新城五星路 199 号',
      business_scope: '交通基础设施投资、建设与运营管理。',
      business_license: null,
      updated_at: now,
    })
    .execute();

  // tender.ts's lifecycle: 'published' is registering in the state machine.
  await db
    .updateTable('procure_projects')
    .set({ state: 'registering' })
    .where('state', '=', 'published')
    .execute();
  await db
    .updateTable('procure_projects')
    .set({ purchaser_id: SECOND_PURCHASER.id, creator_id: SECOND_PURCHASER.id })
    .where('purchaser_name', '=', SECOND_PURCHASER.company)
    .execute();
  await db
    .updateTable('procure_projects')
    .set({ state: 'archived', winner_id: 'u-supplier', state_changed_at: at(-20) })
    .where('id', '=', P.archived)
    .execute();
  await db
    .updateTable('procure_projects')
    .set({
      state: 'approving',
      winner_id: 'u-supplier2',
      report: '<p>经综合评审，江苏博瑞机电设备有限公司综合得分最高，拟确定为成交供应商，请审批。</p>',
      state_changed_at: at(-2),
    })
    .where('id', '=', P.approving)
    .execute();

  // Private attachments of the purchaser's projects: read by the purchaser, never by a supplier.
  const spec = addFile({
    id: 'pf-p001-spec',
    name: '技术规格书.docx',
    kind: 'docx',
    uploader: 'u-purchaser',
    title: '2026年度办公设备集中采购技术规格书',
  });
  const p001List = addFile({
    id: 'pf-p001-list',
    name: '采购清单明细.docx',
    kind: 'docx',
    uploader: 'u-purchaser',
    title: '2026年度办公设备集中采购清单明细',
  });
  const p002Plan = addFile({
    id: 'pf-p002-plan',
    name: '安防系统现状及改造要求.docx',
    kind: 'docx',
    uploader: 'u-purchaser',
    title: '智慧园区安防系统现状及改造要求',
  });
  const existing = await db
    .selectFrom('procure_projects')
    .select(['id', 'document', 'purchasing_list'])
    .where('id', 'in', [P.openForSignUp, P.sumBidding])
    .execute();
  const appended = (text: string | null, file: DemoFile) => {
    const entries = text ? (JSON.parse(text) as FileListEntry[]) : [];
    return JSON.stringify([...entries, entry(file)]);
  };
  for (const row of existing) {
    const isP001 = row.id === P.openForSignUp;
    await db
      .updateTable('procure_projects')
      .set({
        document: appended(row.document, isP001 ? spec : p002Plan),
        ...(isP001 ? { purchasing_list: appended(row.purchasing_list, p001List) } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }

  // This module's own projects, all the purchaser's.
  for (const project of NEW_PROJECTS) {
    const [registerStart, registerEnd, bidStart, bidEnd] = project.windows.map((days) => {
      // Whole-hour boundaries read better; the bidding project's stay relative to now.
      const date = at(days);
      return Math.abs(days) < 1 ? date : new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
    }) as [Date, Date, Date, Date];
    // The purchaser's Word attachments of the project, named by what they are.
    const projectFile = (suffix: string, label: string) =>
      addFile({
        id: `pf-${project.id.replace('-', '')}-${suffix}`,
        name: `${label}.docx`,
        kind: 'docx',
        uploader: 'u-purchaser',
        title: `${project.name}${label}`,
      });
    const document = projectFile('doc', '采购文件');
    const listMode = project.quotation === 'unitPrice' || project.quotation === 'amount';
    const purchasingList = listMode ? projectFile('list', '采购清单') : undefined;
    const reportFile = project.report ? projectFile('report', '评审报告') : undefined;
    await db
      .insertInto('procure_projects')
      .values({
        id: project.id,
        project_name: project.name,
        project_no: project.no,
        budget_money: project.budget,
        transaction_mode: project.mode,
        quotation_mode: project.quotation,
        register_mode: project.register,
        quotation_include_tax: project.quotation === 'sum' ? 1 : 2,
        earnest_money: Math.round(project.budget * 0.01),
        sign_up_money: project.signUpMoney,
        register_start_time: registerStart,
        register_end_time: registerEnd,
        bid_start_time: bidStart,
        bid_end_time: bidEnd,
        upload_bid_document: project.mode === 'comprehensive' ? 1 : 0,
        bid_round: project.mode === 'competitive' ? 3 : 1,
        round_count: project.mode === 'competitive' ? 30 : null,
        public_previous_round: project.mode === 'competitive' ? 1 : 0,
        location: project.location,
        procure_type: project.procureType,
        purchaser_id: 'u-purchaser',
        purchaser_name: '华东能源集团采购部',
        creator_id: 'u-purchaser',
        creator_name: '华东能源集团采购部',
        procurement_content: project.content,
        publish_media: '电子招投标采购平台',
        basic_info: `<p>${project.content}。</p><p>项目地点：${project.location}。</p>`,
        document: list(document),
        purchasing_list: purchasingList ? list(purchasingList) : '[]',
        score_rule: project.mode === 'comprehensive' ? SCORE_RULE : null,
        state: project.state,
        // The submitted one was made in the project editor: it is published through approval.
        approval_required: project.state === 'submitted',
        current_round: 1,
        winner_id: project.winner ?? null,
        report: project.report ?? null,
        report_files: reportFile ? list(reportFile) : null,
        approval_opinion: project.approvalOpinion ?? null,
        interrupt_reason: project.interruptReason ?? null,
        state_changed_at: project.state === 'draft' ? null : at(-1),
        created_at: at(Math.min(project.windows[0], 0) - 3),
        updated_at: at(-1),
      })
      .execute();
    await db
      .insertInto('procure_project_qualifications')
      .values(
        QUALIFICATIONS.map((qualification, sn) => ({
          id: `${project.id}-q${sn + 1}`,
          project_id: project.id,
          ...qualification,
          sn,
        })),
      )
      .execute();
    const owned = [
      { file: document, type: 'projectDocument' },
      ...(purchasingList ? [{ file: purchasingList, type: 'projectPurchasingList' }] : []),
      ...(reportFile ? [{ file: reportFile, type: 'projectReport' }] : []),
    ];
    links.push(
      ...owned.map(({ file, type }) => ({ file_id: file.id, object_type: type, object_id: project.id })),
    );
  }

  // Bid windows of the projects whose quotation started.
  const windowRows = await db
    .selectFrom('procure_projects')
    .select(['id', 'bid_start_time', 'bid_end_time', 'state'])
    .where('state', 'in', ['quoting', 'quoted', 'confirmed', 'approving', 'approved', 'archived'])
    .execute();
  await db
    .insertInto('procure_bid_windows')
    .values(
      windowRows
        .filter((row) => row.bid_start_time && row.bid_end_time)
        .map((row) => ({
          project_id: row.id,
          round: 1,
          start_time: row.bid_start_time as Date,
          end_time: row.bid_end_time as Date,
        })),
    )
    .execute();

  // Goods lists: the named ones, and generic lines for the other unitPrice/amount projects.
  const listProjects = await db
    .selectFrom('procure_projects')
    .select('id')
    .where('quotation_mode', 'in', ['unitPrice', 'amount'])
    .execute();
  const goods = listProjects.flatMap(({ id }) =>
    (GOODS[id] ?? GENERIC_GOODS).map((line, sn) => ({
      id: `${id}-g${sn + 1}`,
      project_id: id,
      goods_name: line.name,
      spec: line.spec,
      unit: line.unit,
      quantity: line.quantity,
      budget_price: line.price || null,
      remark: '',
      sn,
    })),
  );
  if (goods.length) await db.insertInto('procure_project_goods').values(goods).execute();

  // Registrations with their files (payment proofs, licences: the supplier's own uploads).
  for (const registration of DEMO_REGISTRATIONS) {
    const supplierId = `u-${registration.supplier}`;
    const short = registration.id.replace(/^r-/, '');
    const file = (suffix: string, name: string) =>
      addFile({ id: `rf-${short}-${suffix}`, name, kind: 'png', uploader: supplierId });
    const payment = registration.payment ? file('fkpz', '支付凭证.png') : undefined;
    const licence = registration.licence ? file('licence', '营业执照.png') : undefined;
    const service = registration.servicePayment ? file('service', '服务费支付凭证.png') : undefined;
    const contract = registration.contract ? file('contract', '合同扫描件.png') : undefined;
    const contact = SUPPLIER_CONTACTS[registration.supplier];
    const waiting = registration.invite === 'invited';
    const refused = registration.invite === 'reject';
    await db
      .insertInto('procure_registrations')
      .values({
        id: registration.id,
        project_id: registration.project,
        supplier_id: supplierId,
        supplier_name: SUPPLIER_COMPANIES[registration.supplier],
        registrator_name: waiting || refused ? '' : contact.name,
        registrator_phone: waiting || refused ? '' : contact.phone,
        registrator_email: waiting || refused ? '' : contact.email,
        fkpz: payment ? list(payment) : null,
        business_license: licence ? list(licence) : null,
        sczl: null,
        service_payment: service ? list(service) : null,
        contract: contract ? list(contract) : null,
        status: registration.status,
        reason: registration.reason ?? null,
        invite_status: registration.invite ?? null,
        invite_reason: registration.inviteReason ?? null,
        reviewer_id: registration.status === 'pending' ? null : 'u-purchaser',
        reviewed_at: registration.status === 'pending' ? null : at(-registration.created + 0.2),
        created_at: at(-registration.created),
        updated_at: at(-registration.created),
      })
      .execute();
    const owned = [payment, licence, service, contract].filter((item): item is DemoFile => Boolean(item));
    links.push(
      ...owned.map((item) => ({ file_id: item.id, object_type: 'registration', object_id: registration.id })),
    );
  }
  // The purchaser's private attachments of p-001 and p-002.
  links.push(
    { file_id: spec.id, object_type: 'projectDocument', object_id: P.openForSignUp },
    { file_id: p001List.id, object_type: 'projectPurchasingList', object_id: P.openForSignUp },
    { file_id: p002Plan.id, object_type: 'projectDocument', object_id: P.sumBidding },
  );

  // Qualification results of p-002: supplier reviewed (all passed), supplier2 in review.
  const entries = await db
    .selectFrom('procure_project_qualifications')
    .select(['id', 'sn'])
    .where('project_id', '=', P.sumBidding)
    .orderBy('sn')
    .execute();
  await db
    .insertInto('procure_qualification_results')
    .values([
      ...entries.map((qualification) => ({
        id: `qr-p002-supplier-${qualification.sn + 1}`,
        project_id: P.sumBidding,
        supplier_id: 'u-supplier',
        qualification_id: qualification.id,
        passed: true,
        remark: '',
      })),
      ...entries.slice(0, 3).map((qualification) => ({
        id: `qr-p002-supplier2-${qualification.sn + 1}`,
        project_id: P.sumBidding,
        supplier_id: 'u-supplier2',
        qualification_id: qualification.id,
        passed: qualification.sn !== 2,
        remark: qualification.sn === 2 ? '信用记录查询结果待补充说明' : '',
      })),
    ])
    .execute();

  // The personal centre: purchaser and contract information, collections.
  await db
    .insertInto('purchaser_informations')
    .values({
      id: 'pi-purchaser',
      user_id: 'u-purchaser',
      company_name: '华东能源集团有限公司',
      credit_code: '91330000MA27XK1A2M',
      contact_name: '李建国',
      contact_phone: '0571-87654321',
      contact_email: 'purchase@hdny.example.com',
      address: '浙江省杭州市上城区钱江路 1366 号',
      bank_name: '中国工商银行杭州钱江支行',
      bank_account: '1202 0212 0990 0123 456',
      remark: '采购部负责集团总部及下属单位的集中采购',
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('contract_informations')
    .values([
      {
        id: 'ci-purchaser',
        user_id: 'u-purchaser',
        company_name: '华东能源集团有限公司',
        legal_representative: '沈国华',
        agent: '李建国',
        phone: '0571-87654321',
        address: '浙江省杭州市上城区钱江路 1366 号',
        postcode: '310002',
        bank_name: '中国工商银行杭州钱江支行',
        bank_account: '1202 0212 0990 0123 456',
        tax_no: '91330000MA27XK1A2M',
        updated_at: now,
      },
      {
        id: 'ci-supplier',
        user_id: 'u-supplier',
        company_name: '杭州恒远建设有限公司',
        legal_representative: '周恒远',
        agent: '陈晓峰',
        phone: '13800000002',
        address: '浙江省杭州市西湖区文三路 90 号',
        postcode: '310012',
        bank_name: '中国建设银行杭州西湖支行',
        bank_account: '3305 0161 6100 0000 1234',
        tax_no: '91330106MA2CFL8R4N',
        updated_at: now,
      },
    ])
    .execute();
  const firstNotice = await db
    .selectFrom('procure_notices')
    .select('id')
    .where('project_id', '=', P.openForSignUp)
    .where('type', '=', 'bid')
    .executeTakeFirst();
  await db
    .insertInto('procure_collections')
    .values([
      {
        id: 'fav-supplier-p001',
        user_id: 'u-supplier',
        link_id: P.openForSignUp,
        type: 'project',
        created_at: at(-0.5),
      },
      ...(firstNotice
        ? [
            {
              id: 'fav-supplier-notice',
              user_id: 'u-supplier',
              link_id: firstNotice.id,
              type: 'notice',
              created_at: at(-1),
            },
          ]
        : []),
      {
        id: 'fav-purchaser-p107',
        user_id: 'u-purchaser',
        link_id: P.competitiveBidding,
        type: 'project',
        created_at: at(-0.2),
      },
    ])
    .execute();

  await db
    .insertInto('files')
    .values(
      files.map((file) => ({
        id: file.id,
        name: file.name,
        size: 0,
        mime: file.kind === 'png' ? 'image/png' : DOCX_MIME,
        ext: file.kind,
        uploader_id: file.uploader,
        uploader_account: file.uploader ? file.uploader.replace(/^u-/, '') : null,
        batch_id: null,
        props: JSON.stringify({ prop1: file.title ?? file.name }),
        is_public: false,
        storage_key: `${PROJECT_SEED_STORAGE_PREFIX}${file.id}`,
      })),
    )
    .execute();
  await db.insertInto('file_links').values(links).execute();
}

/** Writes the bytes of this module's demo files (after seedProjectData); skips those already stored. */
export async function ensureProjectSeedFiles(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  const rows = await db
    .selectFrom('files')
    .select(['id', 'name', 'ext', 'storage_key', 'props'])
    .where('storage_key', 'like', `${PROJECT_SEED_STORAGE_PREFIX}%`)
    .execute();
  // Drawn only when a seal file is missing (the first start): later starts find every file stored.
  let image: Promise<Buffer> | undefined;
  const sealImage = () => {
    image ??= demoSealPng(120);
    return image;
  };
  for (const row of rows) {
    const existing = await storage.get(row.storage_key);
    if (existing) {
      existing.destroy();
      continue;
    }
    const title = (JSON.parse(row.props ?? '{}') as { prop1?: string }).prop1 ?? row.name;
    const bytes =
      row.ext === 'png'
        ? await sealImage()
        : await buildDocx({
            title,
            content: `<p>${title}</p><p>本文件为演示数据，内容仅供参考。</p>`,
            author: '华东能源集团采购部',
          });
    await storage.put(row.storage_key, bytes, {
      name: row.name,
      mime: row.ext === 'png' ? 'image/png' : DOCX_MIME,
    });
    await db.updateTable('files').set({ size: bytes.length }).where('id', '=', row.id).execute();
  }
}

import type { Kysely, Transaction } from 'kysely';
import type { FileListEntry } from '../../contract/files.js';
import type { ProcureType, QuotationMode, TransactionMode } from '../../contract/tender.js';
import type { NoticeType } from '../../contract/tender-site.js';
import type { Database } from '../db/schema.js';
import { buildDocx, DOCX_MIME } from '../storage/docx.js';
import type { FileStorage } from '../storage/index.js';
import {
  BEIJING_OFFSET_MS,
  beijingText,
  PROCURE_WORDING,
  QUOTATION_WORDING,
  yuan,
} from '../tender/notice-wording.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo reads as if in China: times in notices are Beijing time (UTC+8, no daylight saving). */
export { BEIJING_OFFSET_MS, beijingText };

/** Storage keys of the generated demo documents; their bytes are written when the server starts. */
export const TENDER_SEED_STORAGE_PREFIX = 'tender-seed-';

type Phase = 'willRegister' | 'inRegister' | 'willQuote' | 'inQuotation' | 'complete';

interface Purchaser {
  name: string;
  code: string;
  address: string;
  contact: string;
  phone: string;
  userId: string | null;
}

const PURCHASERS: Purchaser[] = [
  {
    name: '华东能源集团采购部',
    code: 'HDNY',
    address: '浙江省杭州市西湖区文三路 90 号',
    contact: '李工',
    phone: '0571-88886601',
    userId: 'u-purchaser',
  },
  {
    name: '浙江省交通投资集团有限公司',
    code: 'ZJJT',
    address: '浙江省杭州市钱江新城五星路 199 号',
    contact: '陈女士',
    phone: '0571-87651230',
    userId: null,
  },
  {
    name: '杭州市城市建设发展集团有限公司',
    code: 'HZCJ',
    address: '浙江省杭州市上城区解放东路 18 号',
    contact: '王先生',
    phone: '0571-86017722',
    userId: null,
  },
  {
    name: '宁波舟山港集团物资采购中心',
    code: 'NBZS',
    address: '浙江省宁波市北仑区明州路 301 号',
    contact: '周工',
    phone: '0574-86873355',
    userId: null,
  },
  {
    name: '江苏省电力设备有限公司',
    code: 'JSDL',
    address: '江苏省南京市江宁区胜太路 68 号',
    contact: '刘工',
    phone: '025-52108876',
    userId: null,
  },
  {
    name: '绍兴市第一人民医院',
    code: 'SXYY',
    address: '浙江省绍兴市越城区中兴北路 568 号',
    contact: '孙老师',
    phone: '0575-88229014',
    userId: null,
  },
];

const SUPPLIERS = [
  '杭州恒远建设有限公司',
  '江苏博瑞机电设备有限公司',
  '上海启明信息技术有限公司',
  '浙江天正电气股份有限公司',
  '宁波东方电缆有限公司',
  '安徽华信智能科技有限公司',
  '福建海峡环保工程有限公司',
  '南京康达医疗器械有限公司',
  '山东鲁信物流有限公司',
  '广州联合办公用品有限公司',
];

interface DemoProject {
  name: string;
  procureType: ProcureType;
  mode: TransactionMode;
  quotation: QuotationMode;
  budget: number;
  purchaser: number;
  location: string;
  content: string;
  phase: Phase;
  /** Notices besides the tender notice. */
  preNotice?: boolean;
  clarification?: string;
}

const PROJECTS: DemoProject[] = [
  {
    name: '2026年度办公设备集中采购',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'unitPrice',
    budget: 1_286_000,
    purchaser: 0,
    location: '浙江省杭州市',
    content:
      '台式计算机、笔记本电脑、激光打印机、复印一体机等办公设备共计 420 台（套），含送货安装及三年质保',
    phase: 'inRegister',
    clarification:
      '采购清单中激光打印机的打印速度由“不低于 30 页/分钟”更正为“不低于 35 页/分钟”，报名截止时间相应顺延两天',
  },
  {
    name: '智慧园区安防系统升级改造',
    procureType: 'yqzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 3_650_000,
    purchaser: 0,
    location: '浙江省杭州市余杭区',
    content: '园区视频监控、门禁、周界报警及安防综合管理平台的升级改造，以及改造完成后三年运维服务',
    phase: 'inQuotation',
  },
  {
    name: '办公楼外墙保温工程',
    procureType: 'gkzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 5_280_000,
    purchaser: 2,
    location: '浙江省杭州市拱墅区',
    content: '综合办公楼外墙原保温层拆除及新建岩棉板保温系统，施工面积约 12,600 平方米，工期 120 日历天',
    phase: 'inQuotation',
    clarification: '招标文件第五章工程量清单中“岩棉板（80mm）”的工程量由 11,800 平方米更正为 12,600 平方米',
  },
  {
    name: '数据中心UPS电源采购',
    procureType: 'gklx',
    mode: 'competitive',
    quotation: 'sum',
    budget: 2_150_000,
    purchaser: 0,
    location: '浙江省杭州市滨江区',
    content: '模块化 UPS 电源 2 套（单套 500kVA）及配套阀控式铅酸蓄电池组，含安装、调试及五年原厂维保',
    phase: 'complete',
  },
  {
    name: '2026年劳保用品框架采购',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'discount',
    budget: 860_000,
    purchaser: 3,
    location: '浙江省宁波市北仑区',
    content: '工作服、安全鞋、防护手套、安全帽等劳保用品两年期框架协议供货，按目录价折扣率报价',
    phase: 'willRegister',
    preNotice: true,
  },
  {
    name: '变电站巡检机器人采购',
    procureType: 'gkzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 4_200_000,
    purchaser: 4,
    location: '江苏省南京市江宁区',
    content: '室外轮式智能巡检机器人 6 台及集中监控后台系统，含现场部署、点位建模与操作培训',
    phase: 'willQuote',
  },
  {
    name: '职工食堂食材配送服务',
    procureType: 'jzxcs',
    mode: 'comprehensive',
    quotation: 'lower',
    budget: 1_800_000,
    purchaser: 5,
    location: '浙江省绍兴市越城区',
    content: '医院职工食堂米面粮油、新鲜蔬菜、肉禽蛋品等食材一年期配送服务，按市场指导价下浮率报价',
    phase: 'inRegister',
    clarification: '磋商文件中食材检测报告的提供频次由“每月一次”调整为“每周一次”',
  },
  {
    name: '高速公路沿线绿化养护服务',
    procureType: 'gklx',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 2_760_000,
    purchaser: 1,
    location: '杭绍甬高速公路沿线',
    content: '沿线 86 公里中央分隔带及边坡绿化的日常养护、补植补种与病虫害防治，服务期两年',
    phase: 'complete',
  },
  {
    name: '港区起重设备维保服务',
    procureType: 'yqzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 3_100_000,
    purchaser: 3,
    location: '浙江省宁波市北仑区',
    content: '门座式起重机、轮胎式集装箱门式起重机共 24 台的年度维护保养及故障抢修',
    phase: 'complete',
  },
  {
    name: '医用耗材集中配送',
    procureType: 'gkzb',
    mode: 'competitive',
    quotation: 'lower',
    budget: 6_500_000,
    purchaser: 5,
    location: '浙江省绍兴市',
    content: '一次性医用耗材约 1,200 个品规的集中采购与院内配送，按省平台挂网价下浮率报价',
    phase: 'inRegister',
    preNotice: true,
    clarification: '报名所需的医疗器械经营许可证可提供复印件加盖公章，无需提供原件扫描件',
  },
  {
    name: '企业邮箱及协同办公软件服务',
    procureType: 'jzxcs',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 680_000,
    purchaser: 0,
    location: '浙江省杭州市',
    content: '3,000 用户企业邮箱及协同办公平台三年订阅服务，含数据迁移与单点登录对接',
    phase: 'willRegister',
    preNotice: true,
  },
  {
    name: '10kV电力电缆采购',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'amount',
    budget: 3_980_000,
    purchaser: 4,
    location: '江苏省南京市',
    content: 'YJV22-8.7/15kV 3×300 交联聚乙烯绝缘电力电缆约 18 公里，分三批交货',
    phase: 'inQuotation',
    clarification: '第二批交货期由合同签订后 45 日调整为 60 日',
  },
  {
    name: '员工年度健康体检服务',
    procureType: 'gklx',
    mode: 'comprehensive',
    quotation: 'business',
    budget: 920_000,
    purchaser: 2,
    location: '浙江省杭州市',
    content: '在职员工约 2,300 人的年度健康体检服务，含女职工专项体检及体检报告解读',
    phase: 'willQuote',
  },
  {
    name: '档案数字化加工服务',
    procureType: 'jzxcs',
    mode: 'comprehensive',
    quotation: 'technology',
    budget: 1_150_000,
    purchaser: 1,
    location: '浙江省杭州市',
    content: '历史文书档案约 160 万页的扫描、图像处理、目录著录与数据挂接，驻场加工',
    phase: 'complete',
  },
  {
    name: '光伏发电项目组件采购',
    procureType: 'gkzb',
    mode: 'competitive',
    quotation: 'unitPrice',
    budget: 12_800_000,
    purchaser: 0,
    location: '浙江省衢州市',
    content: '单晶硅双面双玻光伏组件共计 24MW，功率不低于 580Wp，含运输至项目现场',
    phase: 'willQuote',
  },
  {
    name: '会议室音视频系统改造',
    procureType: 'gkbx',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 540_000,
    purchaser: 2,
    location: '浙江省杭州市',
    content: '总部 12 间会议室的视频会议终端、扩声系统与中控系统改造',
    phase: 'complete',
  },
  {
    name: '总部大楼物业管理服务',
    procureType: 'gkzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 4_600_000,
    purchaser: 1,
    location: '浙江省杭州市上城区',
    content: '总部大楼保洁、秩序维护、设施设备运行维修等综合物业管理服务，服务期三年',
    phase: 'inRegister',
    clarification: '现场踏勘时间调整为报名截止前两个工作日的 14:00，集合地点为大楼一层东门',
  },
  {
    name: '港区消防设施维护保养',
    procureType: 'yqzb',
    mode: 'competitive',
    quotation: 'sum',
    budget: 380_000,
    purchaser: 3,
    location: '浙江省宁波市',
    content: '港区消防设施年度检测、维护保养及消防控制室值守服务',
    phase: 'inRegister',
  },
  {
    name: '公务车辆租赁服务',
    procureType: 'gklx',
    mode: 'competitive',
    quotation: 'discount',
    budget: 1_450_000,
    purchaser: 1,
    location: '浙江省杭州市',
    content: '公务用车 35 辆长租服务（含驾驶员 10 名），租期两年，按指导租金折扣率报价',
    phase: 'inQuotation',
  },
  {
    name: '网络安全等级保护测评',
    procureType: 'jzxcs',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 260_000,
    purchaser: 0,
    location: '浙江省杭州市',
    content: '8 个信息系统的网络安全等级保护测评及整改咨询服务',
    phase: 'complete',
  },
  {
    name: '污水处理药剂采购',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'unitPrice',
    budget: 720_000,
    purchaser: 2,
    location: '浙江省杭州市',
    content: '聚合氯化铝、聚丙烯酰胺、次氯酸钠等水处理药剂年度供货',
    phase: 'willRegister',
    preNotice: true,
  },
  {
    name: '输电线路无人机巡检服务',
    procureType: 'gkzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 2_300_000,
    purchaser: 4,
    location: '江苏省',
    content: '220kV 及以上输电线路约 1,600 公里的无人机精细化巡检与缺陷识别报告',
    phase: 'complete',
  },
  {
    name: '医院信息系统升级',
    procureType: 'yqzb',
    mode: 'comprehensive',
    quotation: 'technology',
    budget: 3_380_000,
    purchaser: 5,
    location: '浙江省绍兴市',
    content: 'HIS 系统升级及电子病历系统应用水平分级评价（五级）改造',
    phase: 'willQuote',
    clarification: '技术评分细则中“类似项目业绩”的统计起始时间由 2023 年 1 月 1 日更正为 2022 年 1 月 1 日',
  },
  {
    name: '高速公路桥梁定期检测服务',
    procureType: 'gklx',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 1_680_000,
    purchaser: 1,
    location: '杭甬高速公路沿线',
    content: '沿线 142 座桥梁的定期检测、技术状况评定及检测报告编制',
    phase: 'inRegister',
    preNotice: true,
    clarification:
      '遴选文件中检测人员配备要求由“不少于 8 人”调整为“不少于 10 人”，其中持证桥梁检测工程师不少于 3 人',
  },
  {
    name: '建筑钢材年度供货',
    procureType: 'gkbx',
    mode: 'competitive',
    quotation: 'lower',
    budget: 8_600_000,
    purchaser: 2,
    location: '浙江省杭州市',
    content: '螺纹钢、盘螺、型钢等建筑钢材年度供货约 1.5 万吨，按我的钢铁网当日价格下浮报价',
    phase: 'complete',
  },
  {
    name: '中层管理人员培训服务',
    procureType: 'jzxcs',
    mode: 'comprehensive',
    quotation: 'business',
    budget: 450_000,
    purchaser: 0,
    location: '浙江省杭州市',
    content: '中层管理人员领导力提升与安全生产管理培训，共 12 期，每期 40 人',
    phase: 'inRegister',
  },
  {
    name: '港口拖轮燃油采购',
    procureType: 'yqzb',
    mode: 'competitive',
    quotation: 'unitPrice',
    budget: 5_200_000,
    purchaser: 3,
    location: '宁波舟山港',
    content: '0# 船用柴油约 6,800 吨，按月分批加注，单价随成品油价格调整',
    phase: 'willRegister',
    preNotice: true,
  },
  {
    name: '电动汽车充电桩建设工程',
    procureType: 'gkzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 2_950_000,
    purchaser: 4,
    location: '江苏省南京市',
    content: '直流快充桩 80 台的采购安装及配套 10kV 电力增容工程',
    phase: 'inQuotation',
  },
  {
    name: '大型医疗设备维保服务',
    procureType: 'gklx',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 1_260_000,
    purchaser: 5,
    location: '浙江省绍兴市',
    content: 'CT、MRI、DR 等大型医疗设备的全保维修服务，含球管等重要零部件',
    phase: 'complete',
  },
  {
    name: '新办公区办公家具采购',
    procureType: 'jzxcs',
    mode: 'competitive',
    quotation: 'sum',
    budget: 760_000,
    purchaser: 2,
    location: '浙江省杭州市',
    content: '新办公区办公桌椅、文件柜、会议桌椅及接待沙发等家具的供货与安装',
    phase: 'willQuote',
  },
  {
    name: '安全生产标准化咨询服务',
    procureType: 'yqzb',
    mode: 'comprehensive',
    quotation: 'sum',
    budget: 310_000,
    purchaser: 1,
    location: '浙江省杭州市',
    content: '所属 6 家单位的安全生产标准化达标咨询、自评与迎审服务',
    phase: 'inRegister',
  },
  {
    name: '智能电能表采购',
    procureType: 'gkzb',
    mode: 'competitive',
    quotation: 'amount',
    budget: 7_400_000,
    purchaser: 4,
    location: '江苏省',
    content: '单相、三相智能电能表约 6.2 万只，含抄表模块与出厂检定',
    phase: 'willRegister',
    preNotice: true,
  },
];

/** A time in Beijing: `days` from today's Beijing date, at `hour`:00. */
function beijingAt(now: Date, days: number, hour: number): Date {
  const beijingMidnight =
    Math.floor((now.getTime() + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  return new Date(beijingMidnight + days * DAY_MS + hour * HOUR_MS);
}

interface Windows {
  registerStart: Date;
  registerEnd: Date;
  bidStart: Date;
  bidEnd: Date;
}

/** Windows that put the project in its phase now, varied by its index. */
function windowsFor(project: DemoProject, index: number, now: Date): Windows {
  const vary = index % 4;
  const bidLength = (start: Date) =>
    project.mode === 'competitive'
      ? new Date(start.getTime() + 2 * HOUR_MS)
      : new Date(start.getTime() + 3 * DAY_MS);
  switch (project.phase) {
    case 'willRegister': {
      const registerStart = beijingAt(now, 2 + vary, 9);
      const registerEnd = beijingAt(now, 9 + vary, 17);
      const bidStart = beijingAt(now, 12 + vary, 9);
      return { registerStart, registerEnd, bidStart, bidEnd: bidLength(bidStart) };
    }
    case 'inRegister': {
      const registerStart = beijingAt(now, -1 - vary, 9);
      const registerEnd = beijingAt(now, 3 + vary, 17);
      const bidStart = beijingAt(now, 6 + vary, 9);
      return { registerStart, registerEnd, bidStart, bidEnd: bidLength(bidStart) };
    }
    case 'willQuote': {
      const registerStart = beijingAt(now, -9 - vary, 9);
      const registerEnd = beijingAt(now, -1 - (vary % 2), 17);
      const bidStart = beijingAt(now, 1 + vary, 9);
      return { registerStart, registerEnd, bidStart, bidEnd: bidLength(bidStart) };
    }
    case 'inQuotation': {
      const registerStart = beijingAt(now, -12 - vary, 9);
      const registerEnd = beijingAt(now, -4 - vary, 17);
      const bidStart = new Date(now.getTime() - (2 + vary) * HOUR_MS);
      return { registerStart, registerEnd, bidStart, bidEnd: beijingAt(now, 1 + (vary % 2), 17) };
    }
    case 'complete': {
      const ended = 3 + index * 2;
      const registerStart = beijingAt(now, -ended - 14, 9);
      const registerEnd = beijingAt(now, -ended - 6, 17);
      const bidStart = beijingAt(now, -ended - 2, 9);
      return { registerStart, registerEnd, bidStart, bidEnd: bidLength(bidStart) };
    }
  }
}

function qualificationsFor(project: DemoProject): { type: string; summarize: string; describe: string }[] {
  const licence = /医/.test(project.name + project.content)
    ? '具有有效的医疗器械经营许可证或备案凭证'
    : /工程|建设|保温|充电桩/.test(project.name)
      ? '具有建筑工程施工总承包三级及以上资质和有效的安全生产许可证'
      : /电|光伏/.test(project.name)
        ? '所投产品具有国家认可检测机构出具的型式试验报告'
        : '具有与本项目相适应的专业服务能力和类似项目经验';
  return [
    { type: 'zg', summarize: '营业执照', describe: '具有独立承担民事责任的能力，提供有效的营业执照副本' },
    { type: 'zg', summarize: '专业资格', describe: licence },
    {
      type: 'zg',
      summarize: '信用记录',
      describe: '未被列入“信用中国”网站失信被执行人、重大税收违法案件当事人名单',
    },
    {
      type: 'fh',
      summarize: '报价文件签章',
      describe: '报价文件按要求由法定代表人或其授权代表签字并加盖公章',
    },
    { type: 'fh', summarize: '报价有效期', describe: '报价有效期不少于 90 日历天' },
    { type: 'fh', summarize: '报价不超过预算', describe: '报价未超过本项目预算金额' },
  ];
}

function scoreRuleFor(project: DemoProject): string | null {
  if (project.mode !== 'comprehensive') return null;
  return JSON.stringify([
    {
      optionName: '价格分',
      score: 40,
      percent: 40,
      desc: '满足要求的最低报价为基准价，得满分，其他报价按比例计分',
    },
    {
      optionName: '技术分',
      score: 45,
      percent: 45,
      desc: '由评审小组按技术方案的完整性、可行性评分',
      childProcureProjectRuleList: [
        { optionName: '技术方案', score: 25, percent: 25, desc: '方案完整、针对性强' },
        { optionName: '实施计划与进度保障', score: 10, percent: 10, desc: '计划合理、措施可行' },
        { optionName: '售后服务', score: 10, percent: 10, desc: '响应及时、承诺具体' },
      ],
    },
    {
      optionName: '商务分',
      score: 15,
      percent: 15,
      desc: '近三年类似项目业绩及企业信誉',
      childProcureProjectRuleList: [
        { optionName: '类似业绩', score: 10, percent: 10, desc: '每提供一项得 2 分，最多 10 分' },
        { optionName: '企业信誉', score: 5, percent: 5, desc: '获得市级及以上荣誉的得 5 分' },
      ],
    },
  ]);
}

function bidNoticeHtml(project: DemoProject, no: string, purchaser: Purchaser, windows: Windows): string {
  const wording = PROCURE_WORDING[project.procureType];
  const deposit = Math.round(project.budget * 0.01);
  const invite = project.procureType === 'yqzb';
  const modeText = project.mode === 'competitive' ? '竞争性报价（在线多轮竞价）' : '综合评估';
  return [
    `<p>${purchaser.name}就${project.name}进行${wording.method}，现欢迎符合资格条件的${wording.bidder}${invite ? '按邀请' : ''}参加。</p>`,
    '<h3>一、项目基本情况</h3>',
    `<p>项目编号：${no}<br>项目名称：${project.name}<br>采购方式：${wording.method}<br>预算金额：${yuan(project.budget)}（人民币）<br>项目地点：${project.location}</p>`,
    `<p>采购需求：${project.content}。</p>`,
    `<h3>二、${wording.bidder}的资格要求</h3>`,
    '<ol>',
    '<li>具有独立承担民事责任的能力，提供有效的营业执照；</li>',
    '<li>具有良好的商业信誉和健全的财务会计制度，近三年内在经营活动中没有重大违法记录；</li>',
    ...qualificationsFor(project)
      .filter((entry) => entry.summarize === '专业资格')
      .map((entry) => `<li>${entry.describe}；</li>`),
    '<li>本项目不接受联合体参与。</li>',
    '</ol>',
    `<h3>三、${invite ? '确认邀请' : '报名'}时间及方式</h3>`,
    `<p>时间：${beijingText(windows.registerStart)} 至 ${beijingText(windows.registerEnd)}（北京时间）。</p>`,
    `<p>方式：登录本平台，在“在线竞价”栏目${invite ? '确认邀请' : '报名'}并上传资格证明材料；${wording.document}在本公告附件中下载。</p>`,
    '<h3>四、报价时间及方式</h3>',
    `<p>报价时间：${beijingText(windows.bidStart)} 至 ${beijingText(windows.bidEnd)}（北京时间）。</p>`,
    `<p>成交方式：${modeText}；报价方式：${QUOTATION_WORDING[project.quotation]}；报价${project.quotation === 'sum' ? '含税' : '不含税'}。</p>`,
    '<h3>五、保证金</h3>',
    `<p>保证金金额：${yuan(deposit)}，须于报名截止前以银行转账方式缴纳，并在报名时上传付款凭证。</p>`,
    '<h3>六、联系方式</h3>',
    `<p>采购人：${purchaser.name}<br>地址：${purchaser.address}<br>联系人：${purchaser.contact}　电话：${purchaser.phone}</p>`,
    '<p>平台技术支持：0571-88886666（工作日 8:30—17:30）</p>',
  ].join('');
}

function preNoticeHtml(project: DemoProject, purchaser: Purchaser, windows: Windows): string {
  const wording = PROCURE_WORDING[project.procureType];
  return [
    `<p>${purchaser.name}拟于近期就${project.name}组织${wording.method}，现将采购计划预先公布如下，欢迎潜在${wording.bidder}提前做好准备。</p>`,
    `<p>一、采购内容：${project.content}。</p>`,
    `<p>二、预算金额：${yuan(project.budget)}。</p>`,
    `<p>三、预计报名时间：${beijingText(windows.registerStart)} 起，具体以正式${wording.notice}为准。</p>`,
    `<p>四、联系人：${purchaser.contact}　电话：${purchaser.phone}</p>`,
    '<p>本预告仅为采购意向公开，不构成采购人的任何承诺。</p>',
  ].join('');
}

function clarificationHtml(
  project: DemoProject,
  no: string,
  purchaser: Purchaser,
  change: string,
  windows: Windows,
) {
  const wording = PROCURE_WORDING[project.procureType];
  return [
    `<p>各潜在${wording.bidder}：</p>`,
    `<p>${project.name}（项目编号：${no}）${wording.notice}已于本平台发布，现对${wording.document}作如下澄清：</p>`,
    `<p>一、${change}。</p>`,
    `<p>二、报名截止时间为 ${beijingText(windows.registerEnd)}，报价开始时间为 ${beijingText(windows.bidStart)}。</p>`,
    `<p>三、${wording.document}的其他内容不变。本澄清公告为${wording.document}的组成部分，与其具有同等效力。</p>`,
    `<p>特此公告。</p><p style="text-align:right">${purchaser.name}</p>`,
  ].join('');
}

function candidates(index: number, budget: number): { name: string; amount: number }[] {
  return [0, 1, 2].map((rank) => ({
    name: SUPPLIERS[(index * 3 + rank) % SUPPLIERS.length] ?? '',
    amount: Math.round(budget * (0.86 + rank * 0.03 + (index % 3) * 0.01)),
  }));
}

function preAwardHtml(project: DemoProject, no: string, purchaser: Purchaser, index: number, publish: Date) {
  const wording = PROCURE_WORDING[project.procureType];
  const rows = candidates(index, project.budget)
    .map(
      (candidate, rank) =>
        `<tr><td>第${['一', '二', '三'][rank]}${wording.winner}候选人</td><td>${candidate.name}</td><td>${yuan(candidate.amount)}</td></tr>`,
    )
    .join('');
  return [
    `<p>${project.name}（项目编号：${no}）已完成评审，现将${wording.winner}候选人公示如下：</p>`,
    `<table><thead><tr><th>排名</th><th>${wording.winner}候选人</th><th>报价</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>公示期：${beijingText(publish)} 起三个工作日。</p>`,
    `<p>各${wording.bidder}对公示结果有异议的，请于公示期内以书面形式向采购人提出，逾期不予受理。</p>`,
    `<p>采购人：${purchaser.name}　联系人：${purchaser.contact}　电话：${purchaser.phone}</p>`,
  ].join('');
}

function awardHtml(project: DemoProject, no: string, purchaser: Purchaser, index: number) {
  const wording = PROCURE_WORDING[project.procureType];
  const [winner] = candidates(index, project.budget);
  return [
    `<p>${project.name}（项目编号：${no}）${wording.winner}结果已确定，现公告如下：</p>`,
    `<h3>一、${wording.winner}信息</h3>`,
    `<p>${wording.winner}供应商：${winner?.name ?? ''}<br>${wording.winner}金额：${yuan(winner?.amount ?? 0)}</p>`,
    '<h3>二、主要标的信息</h3>',
    `<p>${project.content}。</p>`,
    '<h3>三、其他事项</h3>',
    `<p>请${wording.winner}供应商自本公告发布之日起 15 日内与采购人签订合同。对其他参与本项目的${wording.bidder}的支持表示感谢。</p>`,
    `<p>采购人：${purchaser.name}<br>地址：${purchaser.address}<br>联系人：${purchaser.contact}　电话：${purchaser.phone}</p>`,
  ].join('');
}

interface SeedFile {
  id: string;
  name: string;
  noticeId: string;
  isPublic: boolean;
}

function attachment(file: SeedFile): FileListEntry {
  return { name: file.name, size: 0, response: { fileId: file.id, fileName: file.name } };
}

/** A rich-text column of the tender site's about-us and tutorial pages. */
interface ColumnContentSeed {
  column: string;
  title: string;
  content: string;
}

const COLUMN_CONTENTS: ColumnContentSeed[] = [
  {
    column: 'companyIntro',
    title: '公司简介',
    content:
      '<p>电子招投标采购平台由华东能源集团联合浙江省内多家国有企业共同建设，是面向集团内外采购人和供应商的一站式电子化招标采购服务平台。平台于 2019 年上线运行，覆盖公开招标、邀请招标、公开遴选、公开比选和竞争性磋商等多种采购方式。</p><p>平台坚持“公开、公平、公正和诚实信用”的原则，实现采购公告发布、供应商报名、在线报价、评审、结果公示和合同归档的全流程线上办理，全程留痕、可追溯。截至目前，平台累计注册供应商 2.6 万余家，完成采购项目 1.8 万余个，累计成交金额逾 460 亿元。</p><p>平台通过国家信息安全等级保护三级测评，采用电子签章和数字证书保障交易文件的真实性与完整性，为采购人降本增效、为供应商降低交易成本提供有力支撑。</p>',
  },
  {
    column: 'developmentHistory',
    title: '发展历程',
    content:
      '<ul><li><strong>2019 年 6 月</strong>　平台一期上线，开通招标公告发布与供应商注册功能。</li><li><strong>2020 年 3 月</strong>　上线在线报名与多轮在线竞价，疫情期间实现采购“不见面”办理。</li><li><strong>2021 年 9 月</strong>　接入电子签章与 CA 数字证书，实现报价文件全程电子化。</li><li><strong>2023 年 5 月</strong>　新增综合评估与专家在线评审，支持多家国有企业共享使用。</li><li><strong>2025 年 11 月</strong>　完成国产化适配改造，通过网络安全等级保护三级测评。</li></ul>',
  },
  {
    column: 'contactUs',
    title: '联系我们',
    content:
      '<p><strong>平台运营单位：</strong>华东能源集团电子商务有限公司</p><p><strong>地址：</strong>浙江省杭州市西湖区文三路 90 号　邮编：310012</p><p><strong>服务热线：</strong>0571-88886666（工作日 8:30—17:30）</p><p><strong>电子邮箱：</strong>service@eip-tender.example.com</p><p><strong>供应商注册审核：</strong>0571-88886602　<strong>CA 证书办理：</strong>0571-88886603</p><p>来访请提前一个工作日预约，乘地铁 2 号线至文三路站 B 出口步行约 300 米即到。</p>',
  },
  {
    column: 'purchaserGuide',
    title: '采购人指南',
    content:
      '<h3>一、账号开通</h3><p>采购人账号由平台管理员统一开通。首次登录后请修改初始密码，并在个人中心完善单位信息和联系人。</p><h3>二、创建采购项目</h3><p>在“项目管理”中新建项目，填写项目名称、预算金额、采购方式、成交方式、报价方式、报名和报价时间，上传采购文件和采购清单，设置资格审查项和评分规则后提交审批。</p><h3>三、发布公告</h3><p>项目审批通过后，系统自动生成采购公告，核对无误后即可发布；公告需变更时请发布澄清公告，原公告的修改记录会保留在“变更记录”中。</p><h3>四、资格审查与开标</h3><p>报名截止后对报名供应商进行资格审查；到达报价开始时间后启动报价，竞价项目可设置多轮报价，每轮结束后可查看报价情况。</p><h3>五、确定结果</h3><p>报价结束后确认成交结果，系统生成成交候选人公示和成交结果公告，并向供应商发送成交通知。</p>',
  },
  {
    column: 'supplierGuide',
    title: '供应商指南',
    content:
      '<h3>一、注册</h3><p>点击页面顶部“免费注册”，填写单位名称、统一社会信用代码、联系人和手机号码，上传营业执照，提交后由平台在 1 个工作日内完成审核。</p><h3>二、查找项目</h3><p>在首页或“招标公告”栏目按项目状态、采购方式和关键字查找项目，阅读公告并下载采购文件。</p><h3>三、报名</h3><p>在报名时间内进入项目点击“报名”，填写联系人信息并上传付款凭证、营业执照等资格证明材料。邀请招标项目请在“在线竞价”中确认邀请。</p><h3>四、报价</h3><p>资格审查通过后，在报价时间内进入“竞价大厅”提交报价；多轮报价项目每轮只能报价一次，请在本轮结束前确认提交。</p><h3>五、查看结果</h3><p>报价结束后可在“中标通知”中查看结果，成交供应商请按通知要求与采购人签订合同。</p>',
  },
  {
    column: 'faq',
    title: '常见问题',
    content:
      '<h3>1. 忘记密码怎么办？</h3><p>在登录页点击“忘记密码”，通过注册手机号接收验证码后重设密码。手机号已变更的，请联系平台客服办理。</p><h3>2. 报名后多久能看到审核结果？</h3><p>采购人一般在报名截止后 1 个工作日内完成资格审查，结果会以待办消息通知，也可在个人中心的“我的报名”中查看。</p><h3>3. 报价时提示“不在报价时间内”是什么原因？</h3><p>报价时间以平台服务器时间为准，请核对项目的报价开始和结束时间；本地电脑时间不准确不影响报价，但请以页面显示为准。</p><h3>4. 附件上传失败怎么办？</h3><p>单个附件不超过 50MB，每次最多上传 5 个。若文件较大，请压缩后上传；仍失败的，请更换 Chrome、Edge 等新版浏览器重试。</p><h3>5. 保证金何时退还？</h3><p>未成交供应商的保证金在成交结果公告发布后 5 个工作日内原路退还；成交供应商的保证金在合同签订后退还。</p>',
  },
  {
    column: 'userGuide',
    title: '新手入门',
    content:
      '<p>欢迎使用电子招投标采购平台。首次使用请按以下步骤操作：</p><ol><li>使用 Chrome、Edge 或 Firefox 等新版浏览器访问平台，不支持 Internet Explorer；</li><li>点击“免费注册”完成单位注册，等待审核通过；</li><li>登录后在首页搜索栏按项目状态和关键字查找项目；</li><li>阅读公告、下载采购文件，在报名时间内完成报名；</li><li>在报价时间内进入竞价大厅报价，结果公布后在个人中心查看通知。</li></ol><p>如需帮助，请拨打服务热线 0571-88886666。</p>',
  },
];

type Db = Kysely<Database> | Transaction<Database>;

interface NoticeRow {
  id: string;
  project_id: string;
  type: NoticeType;
  title: string;
  content: string;
  attachments: string;
  publish_time: Date;
  publisher: string;
  publisher_id: string | null;
  state: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

interface HistoryRow {
  id: string;
  notice_id: string;
  version: number;
  title: string;
  content: string;
  attachments: string;
  change_summary: string;
  publish_time: Date;
  publisher: string;
}

/**
 * The tender site's demo data: 32 projects in every status, procure type and transaction mode, their
 * notices of every type (with changed versions and attachments) and the site's columns, in Chinese.
 */
export async function seedTenderData(db: Db, now = new Date()): Promise<void> {
  const files: SeedFile[] = [];
  const notices: NoticeRow[] = [];
  const history: HistoryRow[] = [];
  let noticeSeq = 0;
  let fileSeq = 0;
  const nextNoticeId = () => `n-${String(++noticeSeq).padStart(3, '0')}`;
  const addFile = (name: string, noticeId: string, isPublic = true) => {
    const file = { id: `tf-${String(++fileSeq).padStart(3, '0')}`, name, noticeId, isPublic };
    files.push(file);
    return file;
  };

  for (const [index, project] of PROJECTS.entries()) {
    const purchaser = PURCHASERS[project.purchaser] ?? PURCHASERS[0]!;
    const projectId = `p-${String(index + 1).padStart(3, '0')}`;
    const no = `${purchaser.code}-2026-${String(index + 1).padStart(4, '0')}`;
    const wording = PROCURE_WORDING[project.procureType];
    const windows = windowsFor(project, index, now);
    const publisher = purchaser.name;
    const notice = (
      type: NoticeType,
      title: string,
      content: string,
      publishTime: Date,
      attachments: FileListEntry[] = [],
    ) => {
      const row: NoticeRow = {
        id: nextNoticeId(),
        project_id: projectId,
        type,
        title,
        content,
        attachments: JSON.stringify(attachments),
        publish_time: publishTime,
        publisher,
        publisher_id: purchaser.userId,
        state: 'published',
        version: 1,
        created_at: publishTime,
        updated_at: publishTime,
      };
      notices.push(row);
      return row;
    };

    if (project.preNotice) {
      const published = new Date(
        Math.min(windows.registerStart.getTime() - 10 * DAY_MS, now.getTime() - 3 * DAY_MS),
      );
      notice('bidBefore', `${project.name}采购预告`, preNoticeHtml(project, purchaser, windows), published);
    }

    const bidPublished = new Date(
      Math.min(windows.registerStart.getTime() - DAY_MS, now.getTime() - ((index % 5) + 1) * 5 * HOUR_MS),
    );
    const bidId = `n-${String(noticeSeq + 1).padStart(3, '0')}`;
    const document = addFile(`${wording.document}.docx`, bidId);
    const bidFiles = [document];
    if (project.quotation === 'unitPrice' || project.quotation === 'amount') {
      bidFiles.push(addFile('采购清单.docx', bidId));
    }
    const bid = notice(
      'bid',
      `${project.name}${wording.notice}`,
      bidNoticeHtml(project, no, purchaser, windows),
      bidPublished,
      bidFiles.map(attachment),
    );

    // A clarification changes the tender notice: its first version had the earlier deadline.
    if (project.clarification) {
      const clearPublished = new Date(bidPublished.getTime() + (now.getTime() - bidPublished.getTime()) / 2);
      const earlier: Windows = {
        ...windows,
        registerEnd: new Date(windows.registerEnd.getTime() - 2 * DAY_MS),
        bidStart: new Date(windows.bidStart.getTime() - 2 * DAY_MS),
        bidEnd: new Date(windows.bidEnd.getTime() - 2 * DAY_MS),
      };
      const clearId = `n-${String(noticeSeq + 1).padStart(3, '0')}`;
      notice(
        'clear',
        `${project.name}澄清公告`,
        clarificationHtml(project, no, purchaser, project.clarification, windows),
        clearPublished,
        [attachment(addFile('澄清文件.docx', clearId))],
      );
      const versions = [
        { content: bidNoticeHtml(project, no, purchaser, earlier), summary: '', time: bidPublished },
        { content: bid.content, summary: `根据澄清公告修改：${project.clarification}`, time: clearPublished },
      ];
      bid.version = versions.length;
      bid.updated_at = clearPublished;
      for (const [at, version] of versions.entries()) {
        history.push({
          id: `${bid.id}-v${at + 1}`,
          notice_id: bid.id,
          version: at + 1,
          title: bid.title,
          content: version.content,
          attachments: bid.attachments,
          change_summary: version.summary,
          publish_time: version.time,
          publisher,
        });
      }
    }

    if (project.phase === 'complete') {
      const preAward = new Date(windows.bidEnd.getTime() + DAY_MS);
      notice(
        'bargainBefore',
        `${project.name}${wording.winner}候选人公示`,
        preAwardHtml(project, no, purchaser, index, preAward),
        preAward,
      );
      const award = new Date(windows.bidEnd.getTime() + 5 * DAY_MS);
      if (award.getTime() <= now.getTime()) {
        notice(
          'bargain',
          `${project.name}${wording.winner}结果公告`,
          awardHtml(project, no, purchaser, index),
          award,
        );
      }
    }

    await db
      .insertInto('procure_projects')
      .values({
        id: projectId,
        project_name: project.name,
        project_no: no,
        budget_money: project.budget,
        transaction_mode: project.mode,
        quotation_mode: project.quotation,
        register_mode: project.procureType === 'yqzb' ? 'invite' : 'open',
        quotation_include_tax: project.quotation === 'sum' ? 1 : 2,
        earnest_money: Math.round(project.budget * 0.01),
        sign_up_money: project.budget >= 3_000_000 ? 500 : 200,
        register_start_time: windows.registerStart,
        register_end_time: windows.registerEnd,
        bid_start_time: windows.bidStart,
        bid_end_time: windows.bidEnd,
        upload_bid_document: project.mode === 'comprehensive' ? 1 : 0,
        bid_round: project.mode === 'competitive' ? 3 : 1,
        round_count: project.mode === 'competitive' ? 30 : null,
        public_previous_round: project.mode === 'competitive' ? 1 : 0,
        location: project.location,
        procure_type: project.procureType,
        purchaser_id: purchaser.userId,
        purchaser_name: purchaser.name,
        creator_id: purchaser.userId,
        creator_name: index % 3 === 0 ? purchaser.name : '浙江中诚工程咨询有限公司',
        procurement_content: project.content,
        publish_media: '电子招投标采购平台、中国招标投标公共服务平台',
        basic_info: `<p>${project.content}。</p><p>采购方式：${wording.method}；项目地点：${project.location}。</p>`,
        document: JSON.stringify([attachment(document)]),
        purchasing_list: JSON.stringify(bidFiles.slice(1).map(attachment)),
        score_rule: scoreRuleFor(project),
        state:
          project.phase === 'complete'
            ? 'confirmed'
            : project.phase === 'inQuotation'
              ? 'quoting'
              : 'published',
        created_at: new Date(bidPublished.getTime() - 2 * DAY_MS),
        updated_at: bidPublished,
      })
      .execute();
    await db
      .insertInto('procure_project_qualifications')
      .values(
        qualificationsFor(project).map((entry, sn) => ({
          id: `${projectId}-q${sn + 1}`,
          project_id: projectId,
          ...entry,
          sn,
        })),
      )
      .execute();
  }

  // Every notice without a changed version still has its one published version in the history.
  const changed = new Set(history.map((entry) => entry.notice_id));
  for (const row of notices) {
    if (changed.has(row.id)) continue;
    history.push({
      id: `${row.id}-v1`,
      notice_id: row.id,
      version: 1,
      title: row.title,
      content: row.content,
      attachments: row.attachments,
      change_summary: '',
      publish_time: row.publish_time,
      publisher: row.publisher,
    });
  }

  await db
    .insertInto('files')
    .values(
      files.map((file) => ({
        id: file.id,
        name: file.name,
        // The generated document's size is recorded when its bytes are written (ensureTenderSeedFiles).
        size: 0,
        mime: DOCX_MIME,
        ext: 'docx',
        uploader_id: null,
        uploader_account: null,
        batch_id: null,
        props: JSON.stringify({ prop1: file.noticeId }),
        is_public: file.isPublic,
        storage_key: `${TENDER_SEED_STORAGE_PREFIX}${file.id}`,
      })),
    )
    .execute();
  await db.insertInto('procure_notices').values(notices).execute();
  await db.insertInto('notice_history').values(history).execute();
  await db
    .insertInto('column_contents')
    .values(
      COLUMN_CONTENTS.map(({ column, title, content }, sn) => ({
        id: `col-${column}`,
        column_name: column,
        title,
        content,
        sn,
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * Writes the bytes of the demo documents (after seedTenderData): a Word document with the notice's
 * text, named like the attachment. Skips documents already stored, unless told to `rewrite` them.
 */
export async function ensureTenderSeedFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  { rewrite = false } = {},
): Promise<void> {
  const rows = await db
    .selectFrom('files')
    .select(['id', 'name', 'storage_key', 'props'])
    .where('storage_key', 'like', `${TENDER_SEED_STORAGE_PREFIX}%`)
    .execute();
  for (const row of rows) {
    const existing = rewrite ? undefined : await storage.get(row.storage_key);
    if (existing) {
      existing.destroy();
      continue;
    }
    const noticeId = (JSON.parse(row.props ?? '{}') as { prop1?: string }).prop1 ?? '';
    const notice = await db
      .selectFrom('procure_notices')
      .select(['title', 'content', 'publisher'])
      .where('id', '=', noticeId)
      .executeTakeFirst();
    if (!notice) continue;
    const bytes = await buildDocx({
      title: `${row.name.replace(/\.docx$/, '')}——${notice.title}`,
      content: notice.content,
      author: notice.publisher,
    });
    await storage.put(row.storage_key, bytes, { name: row.name, mime: DOCX_MIME });
    await db.updateTable('files').set({ size: bytes.length }).where('id', '=', row.id).execute();
  }
}

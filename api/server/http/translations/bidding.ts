import type { Translations } from './languages.js';

/** Online bidding, the comprehensive evaluation and the contract's quotation rules. */
export const BIDDING_TRANSLATIONS: Record<string, Translations> = {
  // Online bidding (issue 12: api/server/bidding, routes/procure-quotation.ts, the bid history export)
  请输入报价: { 'zh-TW': '請輸入報價', 'en-US': 'Enter a quotation' },
  '实时连接凭证无效或已过期，请重新连接': {
    'zh-TW': '即時連線憑證無效或已過期，請重新連線',
    'en-US': 'The live connection ticket is invalid or has expired; connect again',
  },
  报价必须是数字: { 'zh-TW': '報價必須是數字', 'en-US': 'The quotation must be a number' },
  报价不能为负数: { 'zh-TW': '報價不能為負數', 'en-US': 'The quotation cannot be negative' },
  报价必须大于0: { 'zh-TW': '報價必須大於0', 'en-US': 'The quotation must be greater than 0' },
  报价最多保留两位小数: {
    'zh-TW': '報價最多保留兩位小數',
    'en-US': 'The quotation may have at most two decimals',
  },
  报价超出允许的最大值: {
    'zh-TW': '報價超出允許的最大值',
    'en-US': 'The quotation exceeds the largest value allowed',
  },
  折扣率须大于0且不超过100: {
    'zh-TW': '折扣率須大於0且不超過100',
    'en-US': 'The discount rate must be greater than 0 and at most 100',
  },
  '最小报价幅度须为不小于0的数字，最多两位小数': {
    'zh-TW': '最小報價幅度須為不小於0的數字，最多兩位小數',
    'en-US': 'The minimum step must be a number of at least 0 with at most two decimals',
  },
  下浮率须大于0且小于100: {
    'zh-TW': '下浮率須大於0且小於100',
    'en-US': 'The markdown rate must be greater than 0 and less than 100',
  },
  报价不能高于项目预算: {
    'zh-TW': '報價不能高於專案預算',
    'en-US': 'The quotation cannot exceed the project budget',
  },
  请为采购清单的每一项报价: {
    'zh-TW': '請為採購清單的每一項報價',
    'en-US': 'Quote a price for every line of the purchasing list',
  },
  报价清单中有不属于本项目的货物: {
    'zh-TW': '報價清單中有不屬於本專案的貨物',
    'en-US': 'The quotation lists goods that are not in this project',
  },
  请上传投标文件: { 'zh-TW': '請上傳投標文件', 'en-US': 'Upload the bid document' },
  当前不在报价时间内: { 'zh-TW': '目前不在報價時間內', 'en-US': 'No bidding round is open now' },
  只有报名审核通过的供应商可以报价: {
    'zh-TW': '只有報名審核通過的供應商可以報價',
    'en-US': 'Only suppliers whose registration passed may quote',
  },
  该项目当前不在报价阶段: {
    'zh-TW': '該專案目前不在報價階段',
    'en-US': 'The project is not taking quotations now',
  },
  只有供应商可以报价: { 'zh-TW': '只有供應商可以報價', 'en-US': 'Only suppliers may quote' },
  报价总额与清单合计不一致: {
    'zh-TW': '報價總額與清單合計不一致',
    'en-US': 'The total does not match the sum of the lines',
  },
  '本次报价须不高于{0}': { 'zh-TW': '本次報價須不高於{0}', 'en-US': 'This quotation must be at most {0}' },
  '本次报价须不低于{0}': { 'zh-TW': '本次報價須不低於{0}', 'en-US': 'This quotation must be at least {0}' },
  报价须优于您上一次的报价: {
    'zh-TW': '報價須優於您上一次的報價',
    'en-US': 'The quotation must be better than your previous one',
  },
  '本轮报价尚未结束，报价保密': {
    'zh-TW': '本輪報價尚未結束，報價保密',
    'en-US': 'The round is still open: its quotations are sealed',
  },
  报价结束后才能导出报价记录: {
    'zh-TW': '報價結束後才能匯出報價記錄',
    'en-US': 'The bid history can be exported once the bidding has ended',
  },
  '报价已提交，请勿重复提交': {
    'zh-TW': '報價已提交，請勿重複提交',
    'en-US': 'The quotation was already submitted',
  },
  报价成功: { 'zh-TW': '報價成功', 'en-US': 'Quotation submitted' },
  报价开始后不能修改竞价规则: {
    'zh-TW': '報價開始後不能修改競價規則',
    'en-US': 'The bidding rules cannot change once quotation has started',
  },
  请指定项目: { 'zh-TW': '請指定專案', 'en-US': 'Name the project' },
  当前没有进行中的轮次: { 'zh-TW': '目前沒有進行中的輪次', 'en-US': 'No round is open now' },
  该轮次已结束: { 'zh-TW': '該輪次已結束', 'en-US': 'That round has ended already' },
  已接受: { 'zh-TW': '已接受', 'en-US': 'accepted' },
  已拒绝: { 'zh-TW': '已拒絕', 'en-US': 'refused' },
  报价记录: { 'zh-TW': '報價記錄', 'en-US': 'Bid history' },
  项目名称: { 'zh-TW': '專案名稱', 'en-US': 'Project name' },
  项目编号: { 'zh-TW': '專案編號', 'en-US': 'Project number' },
  导出时间: { 'zh-TW': '匯出時間', 'en-US': 'Exported at' },
  轮次: { 'zh-TW': '輪次', 'en-US': 'Round' },
  开始时间: { 'zh-TW': '開始時間', 'en-US': 'Start' },
  结束时间: { 'zh-TW': '結束時間', 'en-US': 'End' },
  比价结果: { 'zh-TW': '比價結果', 'en-US': 'Comparison' },
  排名: { 'zh-TW': '排名', 'en-US': 'Rank' },
  供应商: { 'zh-TW': '供應商', 'en-US': 'Supplier' },
  报价: { 'zh-TW': '報價', 'en-US': 'Quotation' },
  报价时间: { 'zh-TW': '報價時間', 'en-US': 'Quoted at' },
  报价明细: { 'zh-TW': '報價明細', 'en-US': 'Quotations' },
  审计记录: { 'zh-TW': '稽核記錄', 'en-US': 'Audit trail' },
  时间: { 'zh-TW': '時間', 'en-US': 'Time' },
  客户端地址: { 'zh-TW': '用戶端位址', 'en-US': 'Client address' },
  结果: { 'zh-TW': '結果', 'en-US': 'Outcome' },
  原因: { 'zh-TW': '原因', 'en-US': 'Reason' },
  // Comprehensive evaluation (issue 12)
  报价不存在: { 'zh-TW': '報價不存在', 'en-US': 'No such quotation' },
  该项目没有评分规则: { 'zh-TW': '該專案沒有評分規則', 'en-US': 'This project has no scoring rules' },
  请先完成全部供应商的资格审查: {
    'zh-TW': '請先完成全部供應商的資格審查',
    'en-US': 'Review the qualifications of every supplier first',
  },
  请先完成全部供应商的评分: {
    'zh-TW': '請先完成全部供應商的評分',
    'en-US': 'Score every qualified supplier first',
  },
  '没有通过资格审查并报价的供应商，不能确认': {
    'zh-TW': '沒有通過資格審查並報價的供應商，不能確認',
    'en-US': 'No qualified supplier has quoted; nothing to confirm',
  },
  该供应商未通过报名审核: {
    'zh-TW': '該供應商未通過報名審核',
    'en-US': "This supplier's registration has not passed review",
  },
  '当前项目状态不能评审：{0}': { 'zh-TW': '目前專案狀態不能評審：{0}', 'en-US': 'Reviews are closed: {0}' },
  '您的报名未通过审核，不能报价': {
    'zh-TW': '您的報名未通過審核，不能報價',
    'en-US': 'Your registration has not passed review; you cannot quote',
  },
  没有权限查看该报价: {
    'zh-TW': '沒有權限查看該報價',
    'en-US': 'You are not allowed to see this quotation',
  },
  没有权限查看该项目的报价: {
    'zh-TW': '沒有權限查看該專案的報價',
    'en-US': "You are not allowed to see this project's quotations",
  },
  审查项不存在: { 'zh-TW': '審查項不存在', 'en-US': 'No such review entry' },
  请完成全部审查项: { 'zh-TW': '請完成全部審查項', 'en-US': 'Decide every review entry' },
  不通过时请填写原因: { 'zh-TW': '不通過時請填寫原因', 'en-US': 'Give the reason for a failed entry' },
  资格审查未通过的供应商不参与评分: {
    'zh-TW': '資格審查未通過的供應商不參與評分',
    'en-US': 'A supplier who failed the qualification review is not scored',
  },
  请先完成该供应商的资格审查: {
    'zh-TW': '請先完成該供應商的資格審查',
    'en-US': "Review this supplier's qualifications first",
  },
  评分项不存在: { 'zh-TW': '評分項不存在', 'en-US': 'No such scoring rule' },
  '评分须在0到满分之间，最多两位小数': {
    'zh-TW': '評分須在0到滿分之間，最多兩位小數',
    'en-US': 'A score is between 0 and full marks, with at most two decimals',
  },
  '“{0}”成交公告': { 'zh-TW': '「{0}」成交公告', 'en-US': 'Award notice of “{0}”' },
  '“{0}”项目成交结果已公布': {
    'zh-TW': '「{0}」專案成交結果已公布',
    'en-US': 'The award of “{0}” is published',
  },
  采购人: { 'zh-TW': '採購人', 'en-US': 'Purchaser' },
  成交供应商: { 'zh-TW': '成交供應商', 'en-US': 'Winning supplier' },
  成交金额: { 'zh-TW': '成交金額', 'en-US': 'Award amount' },
  综合得分: { 'zh-TW': '綜合得分', 'en-US': 'Total score' },
  评审排名: { 'zh-TW': '評審排名', 'en-US': 'Ranking' },
  成交费率: { 'zh-TW': '成交費率', 'en-US': 'Award rate' },
  成交日期: { 'zh-TW': '成交日期', 'en-US': 'Award date' },
  其他供应商排名: { 'zh-TW': '其他供應商排名', 'en-US': 'Other bidders by rank' },
  '第{0}名': { 'zh-TW': '第{0}名', 'en-US': 'No. {0}' },
  元: { 'zh-TW': '元', 'en-US': 'yuan' },
  // The quotation rules of the contract (evaluation.ts)
  请输入报价金额: { 'zh-TW': '請輸入報價金額', 'en-US': 'Please enter the quotation amount' },
  报价金额必须为数字: { 'zh-TW': '報價金額必須為數字', 'en-US': 'The quotation amount must be a number' },
  报价金额必须大于0: { 'zh-TW': '報價金額必須大於0', 'en-US': 'The quotation amount must be above 0' },
  报价金额最多保留两位小数: {
    'zh-TW': '報價金額最多保留兩位小數',
    'en-US': 'The quotation amount has at most two decimals',
  },
  报价金额超出允许的范围: {
    'zh-TW': '報價金額超出允許的範圍',
    'en-US': 'The quotation amount is out of range',
  },
  报价金额不能超过项目预算: {
    'zh-TW': '報價金額不能超過專案預算',
    'en-US': "The quotation amount cannot exceed the project's budget",
  },
  // Withdrawing or replacing a quotation while its round is open (issue 36: bidding/withdraw.ts)
  '本轮报价已结束，不能撤回或替换报价': {
    'zh-TW': '本輪報價已結束，不能撤回或替換報價',
    'en-US': 'This round has closed; quotations can no longer be withdrawn or replaced',
  },
  您在本轮没有可撤回的报价: {
    'zh-TW': '您在本輪沒有可撤回的報價',
    'en-US': 'You have no quotation in this round to withdraw',
  },
  '您在本轮没有可替换的报价，请直接报价': {
    'zh-TW': '您在本輪沒有可替換的報價，請直接報價',
    'en-US': 'You have no quotation in this round to replace; submit a quotation instead',
  },
  该报价已撤回或被替换: {
    'zh-TW': '該報價已撤回或被替換',
    'en-US': 'This quotation has been withdrawn or replaced',
  },
  报价已撤回: { 'zh-TW': '報價已撤回', 'en-US': 'Quotation withdrawn' },
  报价已替换: { 'zh-TW': '報價已替換', 'en-US': 'Quotation replaced' },
  已撤回: { 'zh-TW': '已撤回', 'en-US': 'Withdrawn' },
  已被替换: { 'zh-TW': '已被替換', 'en-US': 'Replaced' },
};

import type { Translations } from './languages.js';

/**
 * The project editor (issue 36): field names (项目名称, 项目编号 and 采购人 are in bidding.ts), the
 * contract's field rules (api/contract/project-editor.ts) and the editor's refusals.
 */
export const PROJECT_EDITOR_TRANSLATIONS: Record<string, Translations> = {
  // Field names, as the rule templates name them
  预算金额: { 'zh-TW': '預算金額', 'en-US': 'Budget' },
  竞价类型: { 'zh-TW': '競價類型', 'en-US': 'Transaction mode' },
  报价方式: { 'zh-TW': '報價方式', 'en-US': 'Quotation mode' },
  报名方式: { 'zh-TW': '報名方式', 'en-US': 'Registration mode' },
  报价是否含税: { 'zh-TW': '報價是否含稅', 'en-US': 'Quotation includes tax' },
  保证金: { 'zh-TW': '保證金', 'en-US': 'Deposit' },
  报名费: { 'zh-TW': '報名費', 'en-US': 'Registration fee' },
  报名开始时间: { 'zh-TW': '報名開始時間', 'en-US': 'Registration start' },
  报名截止时间: { 'zh-TW': '報名截止時間', 'en-US': 'Registration end' },
  报价开始时间: { 'zh-TW': '報價開始時間', 'en-US': 'Bidding start' },
  报价截止时间: { 'zh-TW': '報價截止時間', 'en-US': 'Bidding end' },
  需上传投标文件: { 'zh-TW': '需上傳投標文件', 'en-US': 'Bid document required' },
  报价轮次: { 'zh-TW': '報價輪次', 'en-US': 'Bidding rounds' },
  轮次间隔: { 'zh-TW': '輪次間隔', 'en-US': 'Round length' },
  公开上轮最低价: { 'zh-TW': '公開上輪最低價', 'en-US': 'Previous round’s lowest price public' },
  项目地点: { 'zh-TW': '專案地點', 'en-US': 'Location' },
  采购方式: { 'zh-TW': '採購方式', 'en-US': 'Procurement type' },
  代理机构: { 'zh-TW': '代理機構', 'en-US': 'Agent' },
  采购内容: { 'zh-TW': '採購內容', 'en-US': 'Procurement content' },
  发布媒体: { 'zh-TW': '發佈媒體', 'en-US': 'Publishing media' },
  项目概况: { 'zh-TW': '專案概況', 'en-US': 'Basic information' },
  附件: { 'zh-TW': '附件', 'en-US': 'Attachments' },
  评分规则: { 'zh-TW': '評分規則', 'en-US': 'Scoring rules' },
  资格审查项: { 'zh-TW': '資格審查項', 'en-US': 'Qualification entries' },
  采购清单: { 'zh-TW': '採購清單', 'en-US': 'Purchasing list' },
  邀请供应商: { 'zh-TW': '邀請供應商', 'en-US': 'Invited suppliers' },
  货物名称: { 'zh-TW': '貨物名稱', 'en-US': 'Goods name' },
  规格型号: { 'zh-TW': '規格型號', 'en-US': 'Specification' },
  单位: { 'zh-TW': '單位', 'en-US': 'Unit' },
  数量: { 'zh-TW': '數量', 'en-US': 'Quantity' },
  最高限价: { 'zh-TW': '最高限價', 'en-US': 'Ceiling price' },
  审查项: { 'zh-TW': '審查項', 'en-US': 'Review entry' },
  评分项: { 'zh-TW': '評分項', 'en-US': 'Scoring option' },
  分值: { 'zh-TW': '分值', 'en-US': 'Score' },
  权重: { 'zh-TW': '權重', 'en-US': 'Weight' },
  最小降价幅度: { 'zh-TW': '最小降價幅度', 'en-US': 'Minimum step' },

  // The editor's refusals (tender/project-editor*.ts, project-state.ts)
  只有采购人可以编辑项目: {
    'zh-TW': '只有採購人可以編輯專案',
    'en-US': 'Only purchasers edit projects',
  },
  '项目已提交审批，不能修改；如需修改请先撤回': {
    'zh-TW': '專案已提交審批，不能修改；如需修改請先撤回',
    'en-US': 'The project is awaiting approval and cannot be changed; withdraw it first to change it',
  },
  '项目已发布，不能修改；如需变更请发布澄清公告': {
    'zh-TW': '專案已發佈，不能修改；如需變更請發佈澄清公告',
    'en-US': 'The project is published and cannot be changed; publish a clarification notice instead',
  },
  '该项目须提交审批，审批通过后发布': {
    'zh-TW': '該專案須提交審批，審批通過後發佈',
    'en-US': 'This project must be submitted for approval; approval publishes it',
  },
  项目编号已存在: { 'zh-TW': '專案編號已存在', 'en-US': 'This project number is taken' },
  提交审批: { 'zh-TW': '提交審批', 'en-US': 'submit it for approval' },
  撤回审批: { 'zh-TW': '撤回審批', 'en-US': 'withdraw it from approval' },
  修改项目: { 'zh-TW': '修改專案', 'en-US': 'change it' },

  // The field rules (contract: PROJECT_RULE_MESSAGES; the generic templates are in server.ts)
  '{0}最多保留两位小数': { 'zh-TW': '{0}最多保留兩位小數', 'en-US': '{0} may have at most two decimals' },
  '{0}须为整数': { 'zh-TW': '{0}須為整數', 'en-US': '{0} must be a whole number' },
  报名截止时间须晚于报名开始时间: {
    'zh-TW': '報名截止時間須晚於報名開始時間',
    'en-US': 'Registration must end after it starts',
  },
  报价开始时间不能早于报名截止时间: {
    'zh-TW': '報價開始時間不能早於報名截止時間',
    'en-US': 'Bidding cannot start before registration ends',
  },
  报价截止时间须晚于报价开始时间: {
    'zh-TW': '報價截止時間須晚於報價開始時間',
    'en-US': 'Bidding must end after it starts',
  },
  '报名截止时间已过，请重新设置': {
    'zh-TW': '報名截止時間已過，請重新設定',
    'en-US': 'The registration end has passed; set a new one',
  },
  该报价方式须填写采购清单: {
    'zh-TW': '該報價方式須填寫採購清單',
    'en-US': 'This quotation mode needs a purchasing list',
  },
  综合评审项目须设置评分规则: {
    'zh-TW': '綜合評審專案須設定評分規則',
    'en-US': 'A comprehensive evaluation needs scoring rules',
  },
  一级评分项的权重之和须为100: {
    'zh-TW': '一級評分項的權重之和須為100',
    'en-US': 'The top-level weights must add up to 100',
  },
  子评分项的权重之和须为100或等于上级评分项的权重: {
    'zh-TW': '子評分項的權重之和須為100或等於上級評分項的權重',
    'en-US': 'The sub-options’ weights must add up to 100 or to their option’s weight',
  },
  子评分项的分值之和须等于上级评分项的分值: {
    'zh-TW': '子評分項的分值之和須等於上級評分項的分值',
    'en-US': 'The sub-options’ scores must add up to their option’s score',
  },
  邀请报名须至少邀请一家供应商: {
    'zh-TW': '邀請報名須至少邀請一家供應商',
    'en-US': 'Invite at least one supplier for invited registration',
  },
  // Approval through the workflow engine (tender/project-approval.ts, workflow/object-instances.ts)
  '审批流程未部署，请联系管理员': {
    'zh-TW': '審批流程未部署，請聯絡管理員',
    'en-US': 'The approval process is not deployed; please contact an administrator',
  },
  '该项目已不在待审批状态，不能审批通过': {
    'zh-TW': '該專案已不在待審批狀態，不能審批通過',
    'en-US': 'The project is no longer awaiting approval and cannot be approved',
  },
};

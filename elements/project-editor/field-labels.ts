import { msg, str } from '@lit/localize';
import {
  PROJECT_FIELD_LABELS,
  PROJECT_RULE_MESSAGES,
  type ProjectFieldName,
} from '../../api/contract/project-editor.js';

/**
 * The editor's name of each field in the current language: the labels on the form and the names in
 * its messages are the same words. Call it in render().
 */
export function fieldLabel(field: ProjectFieldName): string {
  switch (field) {
    case 'fProjectName':
      return msg('项目名称');
    case 'fProjectNo':
      return msg('项目编号');
    case 'fBudgetMoney':
      return msg('预算金额');
    case 'fTransactionMode':
      return msg('竞价类型');
    case 'fQuotationMode':
      return msg('报价方式');
    case 'fRegisterMode':
      return msg('报名方式');
    case 'fQuotationIncludeTax':
      return msg('报价是否含税');
    case 'fEarnestMoney':
      return msg('保证金');
    case 'fSignUpMoney':
      return msg('报名费');
    case 'fRegisterStartTime':
      return msg('报名开始时间');
    case 'fRegisterEndTime':
      return msg('报名截止时间');
    case 'fBidStartTime':
      return msg('报价开始时间');
    case 'fBidEndTime':
      return msg('报价截止时间');
    case 'fUploadBidDocument':
      return msg('需上传投标文件');
    case 'fBidRound':
      return msg('报价轮次');
    case 'fRoundCount':
      return msg('轮次间隔');
    case 'fPublicPreviousRound':
      return msg('公开上轮最低价');
    case 'fLocation':
      return msg('项目地点');
    case 'fProcureType':
      return msg('采购方式');
    case 'fPurchaserName':
      return msg('采购人');
    case 'fCreatorName':
      return msg('代理机构');
    case 'fProcurementContent':
      return msg('采购内容');
    case 'fPublishMedia':
      return msg('发布媒体');
    case 'fBasicInfo':
      return msg('项目概况');
    case 'fDocument':
      return msg('附件');
    case 'fScoreRule':
      return msg('评分规则');
    case 'qualificationList':
      return msg('资格审查项');
    case 'goodsList':
      return msg('采购清单');
    case 'supplierIds':
      return msg('邀请供应商');
    case 'goodsName':
      return msg('货物名称');
    case 'spec':
      return msg('规格型号');
    case 'unit':
      return msg('单位');
    case 'quantity':
      return msg('数量');
    case 'budgetPrice':
      return msg('最高限价');
    case 'summarize':
      return msg('审查项');
    case 'optionName':
      return msg('评分项');
    case 'score':
      return msg('分值');
    case 'percent':
      return msg('权重');
    case 'minStep':
      return msg('最小降价幅度');
  }
}

/** The bidding-rule settings the contract's rules do not name (bidding.ts BiddingRules). */
export type ExtraField =
  | 'minStepKind'
  | 'capAtBudget'
  | 'overtimeTriggerMinutes'
  | 'overtimeExtendMinutes'
  | 'overtimeMaxTimes';

export function extraFieldLabel(field: ExtraField): string {
  switch (field) {
    case 'minStepKind':
      return msg('降价幅度方式');
    case 'capAtBudget':
      return msg('报价不得高于预算');
    case 'overtimeTriggerMinutes':
      return msg('延时触发时间');
    case 'overtimeExtendMinutes':
      return msg('每次延时');
    case 'overtimeMaxTimes':
      return msg('最多延时次数');
  }
}

type RuleKey = keyof typeof PROJECT_RULE_MESSAGES;

const FIELD_BY_LABEL = new Map(
  Object.entries(PROJECT_FIELD_LABELS).map(([field, label]) => [label as string, field as ProjectFieldName]),
);

/** Each rule's template as a pattern whose groups are its values ({0}, {1}). */
const PATTERNS = (Object.keys(PROJECT_RULE_MESSAGES) as RuleKey[]).map((rule) => {
  const source = PROJECT_RULE_MESSAGES[rule]
    .split(/\{\d\}/)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  return { rule, pattern: new RegExp(`^${source}$`) };
});

function labelIn(text: string): string {
  const field = FIELD_BY_LABEL.get(text);
  return field ? fieldLabel(field) : text;
}

/**
 * A message of the contract's project rules (projectFieldErrors answers zh-CN) in the current
 * language; a message it does not know (the server already translated it) is shown as it came.
 */
export function localizeRuleMessage(text: string): string {
  for (const { rule, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const label = labelIn(match[1] ?? '');
    const limit = match[2] ?? '';
    switch (rule) {
      case 'required':
        return msg(str`${label}不能为空`);
      case 'format':
        return msg(str`${label}格式不正确`);
      case 'tooSmall':
        return msg(str`${label}不能小于${limit}`);
      case 'tooLarge':
        return msg(str`${label}不能大于${limit}`);
      case 'decimals':
        return msg(str`${label}最多保留两位小数`);
      case 'wholeNumber':
        return msg(str`${label}须为整数`);
      case 'registerOrder':
        return msg('报名截止时间须晚于报名开始时间');
      case 'bidAfterRegister':
        return msg('报价开始时间不能早于报名截止时间');
      case 'bidOrder':
        return msg('报价截止时间须晚于报价开始时间');
      case 'registerPassed':
        return msg('报名截止时间已过，请重新设置');
      case 'goodsRequired':
        return msg('该报价方式须填写采购清单');
      case 'scoreRulesRequired':
        return msg('综合评审项目须设置评分规则');
      case 'percentSum':
        return msg('一级评分项的权重之和须为100');
      case 'childPercentSum':
        return msg('子评分项的权重之和须为100或等于上级评分项的权重');
      case 'childScoreSum':
        return msg('子评分项的分值之和须等于上级评分项的分值');
      case 'inviteRequired':
        return msg('邀请报名须至少邀请一家供应商');
    }
  }
  return text;
}

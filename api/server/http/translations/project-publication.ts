import type { Translations } from './languages.js';

/**
 * What a purchaser publishes beside approval (issue 36): the clarification's fields and rules
 * (api/contract/project-publication.ts), its refusals and the message to the enrolled suppliers.
 */
export const PROJECT_PUBLICATION_TRANSLATIONS: Record<string, Translations> = {
  公告标题: { 'zh-TW': '公告標題', 'en-US': 'Notice title' },
  公告内容: { 'zh-TW': '公告內容', 'en-US': 'Notice text' },
  '{0}已过，不能修改': { 'zh-TW': '{0}已過，不能修改', 'en-US': '{0} has passed and cannot be changed' },
  '{0}不能早于当前时间': { 'zh-TW': '{0}不能早於目前時間', 'en-US': '{0} cannot be in the past' },
  '报价轮次已排定，{0}不能修改': {
    'zh-TW': '報價輪次已排定，{0}不能修改',
    'en-US': 'The bidding rounds are scheduled: {0} cannot be changed',
  },
  发布澄清公告: { 'zh-TW': '發佈澄清公告', 'en-US': 'publish a clarification' },
  澄清公告已发布: { 'zh-TW': '澄清公告已發佈', 'en-US': 'The clarification notice is published' },
  发布招标预告: { 'zh-TW': '發佈招標預告', 'en-US': 'publish a pre-notice' },
  招标预告已发布: { 'zh-TW': '招標預告已發佈', 'en-US': 'The pre-notice is published' },
  '报名已开始，不能再发布招标预告': {
    'zh-TW': '報名已開始，不能再發佈招標預告',
    'en-US': 'Registration has opened: a pre-notice can no longer be published',
  },
  '“{0}”项目发布了澄清公告，请查看': {
    'zh-TW': '「{0}」專案發佈了澄清公告，請查看',
    'en-US': 'A clarification notice of “{0}” is published; please read it',
  },
};

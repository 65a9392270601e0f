import type { Translations } from './languages.js';

/** Process administration's settings and form editor (issue 37: workflow/process-settings.ts, form-editor.ts). */
export const PROCESS_ADMIN_TRANSLATIONS: Record<string, Translations> = {
  '没有设置处理人，任务将交给发起人': {
    'zh-TW': '沒有設定處理人，任務將交給發起人',
    'en-US': 'no assignee is set: the task goes to the initiator',
  },
  所选角色不存在: { 'zh-TW': '所選角色不存在', 'en-US': 'A chosen role does not exist' },
  所选岗位不存在: { 'zh-TW': '所選崗位不存在', 'en-US': 'A chosen post does not exist' },
  所选组织不存在: { 'zh-TW': '所選組織不存在', 'en-US': 'A chosen organisation does not exist' },
  '模型中没有用户任务 {0}': {
    'zh-TW': '模型中沒有使用者任務 {0}',
    'en-US': 'The model has no user task {0}',
  },
  '节点 {0} 的处理人规则没有选择对象': {
    'zh-TW': '節點 {0} 的處理人規則沒有選擇對象',
    'en-US': 'An assignee rule of node {0} names nobody',
  },
  '表单中没有人员字段 {0}': { 'zh-TW': '表單中沒有人員欄位 {0}', 'en-US': 'The form has no user field {0}' },
  '表单中没有字段 {0}': { 'zh-TW': '表單中沒有欄位 {0}', 'en-US': 'The form has no field {0}' },
  '字段名 {0} 重复': { 'zh-TW': '欄位名 {0} 重複', 'en-US': 'The field name {0} is used twice' },
  '字段“{0}”至少需要一个选项': {
    'zh-TW': '欄位「{0}」至少需要一個選項',
    'en-US': 'The field “{0}” needs at least one option',
  },
  '字段“{0}”的选项值重复': {
    'zh-TW': '欄位「{0}」的選項值重複',
    'en-US': 'The field “{0}” has an option value twice',
  },
  '字段“{0}”的最小值大于最大值': {
    'zh-TW': '欄位「{0}」的最小值大於最大值',
    'en-US': 'The field “{0}” has a minimum above its maximum',
  },
  '字段“{0}”的最短长度大于最长长度': {
    'zh-TW': '欄位「{0}」的最短長度大於最長長度',
    'en-US': 'The field “{0}” has a shortest length above its longest',
  },
  '字段“{0}”的格式规则不是合法的正则表达式': {
    'zh-TW': '欄位「{0}」的格式規則不是合法的正規表示式',
    'en-US': 'The pattern of the field “{0}” is not a valid regular expression',
  },
  '字段“{0}”的跨列数超过表单列数': {
    'zh-TW': '欄位「{0}」的跨欄數超過表單欄數',
    'en-US': 'The field “{0}” spans more columns than the form has',
  },
  日期先后规则须指向表单的日期字段: {
    'zh-TW': '日期先後規則須指向表單的日期欄位',
    'en-US': 'A date order rule must name date fields of the form',
  },
};

export type { SetPrintTemplateBody } from './schemas/print-template.js';

/**
 * The global Word print template (workflow-portal §7, wordPrint/getGlobalPrintTemplate): the .docx a
 * workflow administrator uploads once (letterhead, layout, fixed wording) that every instance's 导出 Word
 * fills. Placeholders are docxtemplater tags in braces; values are filled in as plain text.
 */

/** One placeholder: its tag as written in the template, what it is (zh-CN, zh-TW, en-US), an example. */
export interface PrintPlaceholder {
  /** As written in Word, e.g. `{subject}`, `{#fields}…{/fields}`. */
  tag: string;
  description: { 'zh-CN': string; 'zh-TW': string; 'en-US': string };
  /** Inside a loop: the loop's tag (`fields`, `opinions`). */
  loop?: string;
}

/** The tags of one instance's values; `form.<key>` is each form field by its key. */
export const PRINT_PLACEHOLDERS: readonly PrintPlaceholder[] = [
  {
    tag: '{subject}',
    description: { 'zh-CN': '流程标题', 'zh-TW': '流程標題', 'en-US': 'Subject of the instance' },
  },
  {
    tag: '{processName}',
    description: { 'zh-CN': '流程名称', 'zh-TW': '流程名稱', 'en-US': 'Process name' },
  },
  { tag: '{starter}', description: { 'zh-CN': '发起人', 'zh-TW': '發起人', 'en-US': 'Started by' } },
  {
    tag: '{startTime}',
    description: { 'zh-CN': '发起时间', 'zh-TW': '發起時間', 'en-US': 'Start time (Beijing time)' },
  },
  { tag: '{status}', description: { 'zh-CN': '流程状态', 'zh-TW': '流程狀態', 'en-US': 'Status' } },
  {
    tag: '{form.key}',
    description: {
      'zh-CN': '表单字段的值，key 换成字段名（如 {form.reason}），按表单显示的文字',
      'zh-TW': '表單欄位的值，key 換成欄位名（如 {form.reason}），按表單顯示的文字',
      'en-US': "A form field's value, key being the field's key (e.g. {form.reason}), as the form shows it",
    },
  },
  {
    tag: '{#fields}…{/fields}',
    description: {
      'zh-CN': '循环：表单的每个字段',
      'zh-TW': '迴圈：表單的每個欄位',
      'en-US': 'Loop over every field of the form',
    },
  },
  {
    tag: '{label}',
    loop: 'fields',
    description: { 'zh-CN': '字段名称', 'zh-TW': '欄位名稱', 'en-US': 'Field label' },
  },
  {
    tag: '{value}',
    loop: 'fields',
    description: { 'zh-CN': '字段的值', 'zh-TW': '欄位的值', 'en-US': 'Field value, as shown' },
  },
  {
    tag: '{key}',
    loop: 'fields',
    description: { 'zh-CN': '字段名', 'zh-TW': '欄位名', 'en-US': 'Field key' },
  },
  {
    tag: '{#opinions}…{/opinions}',
    description: {
      'zh-CN': '循环：每条审批意见',
      'zh-TW': '迴圈：每條審批意見',
      'en-US': 'Loop over the approval opinions',
    },
  },
  {
    tag: '{node}',
    loop: 'opinions',
    description: { 'zh-CN': '审批节点', 'zh-TW': '審批節點', 'en-US': 'Node' },
  },
  {
    tag: '{handler}',
    loop: 'opinions',
    description: { 'zh-CN': '处理人', 'zh-TW': '處理人', 'en-US': 'Handled by' },
  },
  {
    tag: '{result}',
    loop: 'opinions',
    description: { 'zh-CN': '处理状态', 'zh-TW': '處理狀態', 'en-US': 'Outcome' },
  },
  {
    tag: '{opinion}',
    loop: 'opinions',
    description: { 'zh-CN': '审批意见', 'zh-TW': '審批意見', 'en-US': 'Opinion text' },
  },
  {
    tag: '{time}',
    loop: 'opinions',
    description: { 'zh-CN': '操作时间', 'zh-TW': '操作時間', 'en-US': 'Time' },
  },
  { tag: '{printer}', description: { 'zh-CN': '打印人', 'zh-TW': '列印人', 'en-US': 'Printed by' } },
  {
    tag: '{printTime}',
    description: { 'zh-CN': '打印时间', 'zh-TW': '列印時間', 'en-US': 'Print time (Beijing time)' },
  },
  {
    tag: '{watermark}',
    description: {
      'zh-CN': '水印文字（账号 姓名 时间）',
      'zh-TW': '浮水印文字（帳號 姓名 時間）',
      'en-US': 'Watermark text (account, name, time)',
    },
  },
];

/** wordPrint/getGlobalPrintTemplate: the global template, or null while the built-in layout is used. */
export interface GlobalPrintTemplate {
  fileId: string;
  fileName: string;
  size: number;
  /** Who set it: account and name; when (ISO). */
  setBy: string;
  setByName: string;
  setTime: string;
  placeholders: readonly PrintPlaceholder[];
}

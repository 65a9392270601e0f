import type { Translations } from './languages.js';

/** 门户布局 (系统管理): the default index layout as its administrator arranges it. */
export const LAYOUT_ADMIN_TRANSLATIONS: Record<string, Translations> = {
  门户布局已保存: { 'zh-TW': '入口網站佈局已儲存', 'en-US': 'Portal layout saved' },
  没有门户布局管理权限: {
    'zh-TW': '沒有入口網站佈局管理權限',
    'en-US': 'You are not allowed to manage the portal layout',
  },
  '栏目不存在：{0}': { 'zh-TW': '欄目不存在：{0}', 'en-US': 'No such column: {0}' },
  '栏目不能重复：{0}': {
    'zh-TW': '欄目不能重複：{0}',
    'en-US': 'A column may be placed only once: {0}',
  },
  '栏目宽度须为 1 至 {0} 的整数': {
    'zh-TW': '欄目寬度須為 1 至 {0} 的整數',
    'en-US': 'A column’s width must be a whole number from 1 to {0}',
  },
  '栏目高度须为 1 至 {0} 的整数': {
    'zh-TW': '欄目高度須為 1 至 {0} 的整數',
    'en-US': 'A column’s height must be a whole number from 1 to {0}',
  },
  请至少放置一个栏目: { 'zh-TW': '請至少放置一個欄目', 'en-US': 'Place at least one column' },
  '最多放置 {0} 个栏目': { 'zh-TW': '最多放置 {0} 個欄目', 'en-US': 'At most {0} columns may be placed' },
  栏目: { 'zh-TW': '欄目', 'en-US': 'column' },
  布局: { 'zh-TW': '佈局', 'en-US': 'layout' },
  栏目宽度: { 'zh-TW': '欄目寬度', 'en-US': 'column width' },
  栏目高度: { 'zh-TW': '欄目高度', 'en-US': 'column height' },
};

import type { Translations } from './languages.js';

/** The public site's administration (issue 36: api/server/admin/site-news.ts, short-links.ts). */
export const SITE_ADMIN_TRANSLATIONS: Record<string, Translations> = {
  只有网站管理员可以管理网站内容: {
    'zh-TW': '只有網站管理員可以管理網站內容',
    'en-US': "Only the site administrator can manage the site's content",
  },
  发布成功: { 'zh-TW': '發布成功', 'en-US': 'Published' },
  新闻分类: { 'zh-TW': '新聞分類', 'en-US': 'news category' },
  标题: { 'zh-TW': '標題', 'en-US': 'title' },
  摘要: { 'zh-TW': '摘要', 'en-US': 'summary' },
  新闻内容: { 'zh-TW': '新聞內容', 'en-US': 'news content' },
  发布时间: { 'zh-TW': '發布時間', 'en-US': 'publish time' },
  短链接代码: { 'zh-TW': '短連結代碼', 'en-US': 'short link code' },
  目标地址: { 'zh-TW': '目標地址', 'en-US': 'target address' },
  失效时间: { 'zh-TW': '失效時間', 'en-US': 'expiry time' },
  新闻分类不存在: { 'zh-TW': '新聞分類不存在', 'en-US': 'No such news category' },
  新闻内容不能为空: { 'zh-TW': '新聞內容不能為空', 'en-US': 'Write the news content' },
  发布时间格式不正确: { 'zh-TW': '發布時間格式不正確', 'en-US': 'The publish time is not a valid time' },
  '该新闻未发布，无需撤回': {
    'zh-TW': '該新聞未發布，無需撤回',
    'en-US': 'This news item is not published, so there is nothing to withdraw',
  },
  短链接不存在: { 'zh-TW': '短連結不存在', 'en-US': 'No such short link' },
  短链接代码已被使用: { 'zh-TW': '短連結代碼已被使用', 'en-US': 'This short link code is taken' },
  '目标地址须为站内路径（以 / 开头）或 http(s) 地址': {
    'zh-TW': '目標地址須為站內路徑（以 / 開頭）或 http(s) 地址',
    'en-US': 'The target must be a path of the site (starting with /) or an http(s) address',
  },
  失效时间格式不正确: { 'zh-TW': '失效時間格式不正確', 'en-US': 'The expiry time is not a valid time' },
};

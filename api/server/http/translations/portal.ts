import type { Translations } from './languages.js';

/** Files, electronic seals and the portal (apps, layouts, columns, news, notices, short links, selectors). */
export const PORTAL_TRANSLATIONS: Record<string, Translations> = {
  // Files
  附件不存在: { 'zh-TW': '附件不存在', 'en-US': 'No such attachment' },
  '附件的大小为{0}，超过了允许的最大尺寸{1}MB.': {
    'zh-TW': '附件的大小為{0}，超過了允許的最大尺寸{1}MB.',
    'en-US': 'The attachment is {0}, more than the largest allowed size of {1}MB.',
  },
  '最多允许上传{0}个附件.': {
    'zh-TW': '最多允許上傳{0}個附件.',
    'en-US': 'At most {0} attachments may be uploaded.',
  },
  '一小时内最多允许上传{0}个附件，请稍后再试.': {
    'zh-TW': '一小時內最多允許上傳{0}個附件，請稍後再試.',
    'en-US': 'At most {0} attachments may be uploaded in an hour, please try again later.',
  },
  'maxCount 须为 1 至 {0} 的整数': {
    'zh-TW': 'maxCount 須為 1 至 {0} 的整數',
    'en-US': 'maxCount must be a whole number from 1 to {0}',
  },
  '请以 multipart/form-data 上传附件': {
    'zh-TW': '請以 multipart/form-data 上傳附件',
    'en-US': 'upload attachments as multipart/form-data',
  },
  请选择要上传的附件: { 'zh-TW': '請選擇要上傳的附件', 'en-US': 'choose an attachment to upload' },
  '附件须放在 file 字段中': {
    'zh-TW': '附件須放在 file 欄位中',
    'en-US': 'the attachment must be in the file field',
  },
  附件名称: { 'zh-TW': '附件名稱', 'en-US': 'attachment name' },
  '缺少 fileId': { 'zh-TW': '缺少 fileId', 'en-US': 'fileId is missing' },

  // Electronic seals
  未设置电子签章: { 'zh-TW': '未設定電子簽章', 'en-US': 'No electronic seal has been set up' },
  签章密码错误: { 'zh-TW': '簽章密碼錯誤', 'en-US': 'Wrong seal password' },
  '该电子签章未开启免密签署，请输入签章密码': {
    'zh-TW': '該電子簽章未開啟免密簽署，請輸入簽章密碼',
    'en-US': 'This seal requires its password, please enter it',
  },
  '签章图片须为本人上传的 PNG 或 JPG 图片': {
    'zh-TW': '簽章圖片須為本人上傳的 PNG 或 JPG 圖片',
    'en-US': 'The seal image must be a PNG or JPG image you uploaded',
  },
  电子签章已保存: { 'zh-TW': '電子簽章已儲存', 'en-US': 'Electronic seal saved' },

  // Portal: apps, layouts, columns, news, messages, notices, short links, selectors
  删除成功: { 'zh-TW': '刪除成功', 'en-US': 'Deleted' },
  请指定要删除的标签: { 'zh-TW': '請指定要刪除的標籤', 'en-US': 'Choose the tag to delete' },
  标签不存在: { 'zh-TW': '標籤不存在', 'en-US': 'No such tag' },
  标签名称不能为空: { 'zh-TW': '標籤名稱不能為空', 'en-US': 'The tag name cannot be empty' },
  标签已存在: { 'zh-TW': '標籤已存在', 'en-US': 'The tag already exists' },
  标签类型不能为空: { 'zh-TW': '標籤類型不能為空', 'en-US': 'The tag type cannot be empty' },
  没有可用的门户布局: { 'zh-TW': '沒有可用的入口網站版面', 'en-US': 'No portal layout is available' },
  布局不存在: { 'zh-TW': '版面不存在', 'en-US': 'No such layout' },
  栏目不存在: { 'zh-TW': '欄目不存在', 'en-US': 'No such column' },
  栏目数据不能再请求栏目数据: {
    'zh-TW': '欄目資料不能再請求欄目資料',
    'en-US': 'Column data cannot ask for column data',
  },
  'configContent 不是合法的 JSON': {
    'zh-TW': 'configContent 不是合法的 JSON',
    'en-US': 'configContent is not valid JSON',
  },
  'configContent 须为 JSON 对象': {
    'zh-TW': 'configContent 須為 JSON 物件',
    'en-US': 'configContent must be a JSON object',
  },
  新闻不存在: { 'zh-TW': '新聞不存在', 'en-US': 'No such news' },
  消息不存在: { 'zh-TW': '訊息不存在', 'en-US': 'No such message' },
  公告不存在: { 'zh-TW': '公告不存在', 'en-US': 'No such notice' },
  短链接不存在或已失效: {
    'zh-TW': '短網址不存在或已失效',
    'en-US': 'The short link does not exist or has expired',
  },
  没有权限查看组织人员信息: {
    'zh-TW': '沒有權限查看組織人員資訊',
    'en-US': 'You are not allowed to see the organisation’s people',
  },
  维度不存在: { 'zh-TW': '維度不存在', 'en-US': 'No such dimension' },
  该岗位不存在或不属于当前用户: {
    'zh-TW': '該職位不存在或不屬於目前使用者',
    'en-US': 'The post does not exist or is not yours',
  },
  岗位切换成功: { 'zh-TW': '職位切換成功', 'en-US': 'Post switched' },
};

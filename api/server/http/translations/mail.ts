import type { Translations } from './languages.js';

/** Inner messages, contact groups and mail. */
export const MAIL_TRANSLATIONS: Record<string, Translations> = {
  // Inner messages and contact groups (issue 15)
  已标记为已读: { 'zh-TW': '已標記為已讀', 'en-US': 'Marked as read' },
  已标记为未读: { 'zh-TW': '已標記為未讀', 'en-US': 'Marked as unread' },
  请填写消息内容: { 'zh-TW': '請填寫訊息內容', 'en-US': 'Please write the message' },
  请选择接收人: { 'zh-TW': '請選擇接收人', 'en-US': 'Please choose who receives the message' },
  联系人分组不存在: { 'zh-TW': '聯絡人分組不存在', 'en-US': 'No such contact group' },
  分组名称已存在: { 'zh-TW': '分組名稱已存在', 'en-US': 'A group with this name already exists' },
  请选择要删除的分组: { 'zh-TW': '請選擇要刪除的分組', 'en-US': 'Please choose the groups to remove' },
  添加成功: { 'zh-TW': '新增成功', 'en-US': 'Added' },
  分组成员已达上限: { 'zh-TW': '分組成員已達上限', 'en-US': 'The group has the most members it may have' },
  移除成功: { 'zh-TW': '移除成功', 'en-US': 'Removed' },
  该人员不在分组中: { 'zh-TW': '該人員不在分組中', 'en-US': 'This person is not in the group' },
  请选择另一位成员交换顺序: {
    'zh-TW': '請選擇另一位成員交換順序',
    'en-US': 'Choose another member to swap places with',
  },
  排序成功: { 'zh-TW': '排序成功', 'en-US': 'Order saved' },

  // Mail (issue 15)
  没有权限使用邮件: { 'zh-TW': '沒有權限使用郵件', 'en-US': 'You are not allowed to use mail' },
  邮件账户不存在: { 'zh-TW': '郵件帳戶不存在', 'en-US': 'No such mail account' },
  邮件不存在: { 'zh-TW': '郵件不存在', 'en-US': 'No such mail' },
  请先设置邮件账户: { 'zh-TW': '請先設定郵件帳戶', 'en-US': 'Set up a mail account first' },
  '邮件账户的密码无法读取，请重新填写密码': {
    'zh-TW': '郵件帳戶的密碼無法讀取，請重新填寫密碼',
    'en-US': "The mail account's password cannot be read: enter it again",
  },
  '找不到邮件服务器：{0}': { 'zh-TW': '找不到郵件伺服器：{0}', 'en-US': 'Mail server not found: {0}' },
  '邮件服务器拒绝连接：{0}': {
    'zh-TW': '郵件伺服器拒絕連線：{0}',
    'en-US': 'The mail server refused the connection: {0}',
  },
  '连接邮件服务器超时：{0}': {
    'zh-TW': '連線郵件伺服器逾時：{0}',
    'en-US': 'The mail server did not answer in time: {0}',
  },
  用户名或密码错误: { 'zh-TW': '使用者名稱或密碼錯誤', 'en-US': 'Wrong user name or password' },
  '邮件服务器拒绝了收件人：{0}': {
    'zh-TW': '郵件伺服器拒絕了收件人：{0}',
    'en-US': 'The mail server refused the recipients: {0}',
  },
  '安全连接失败：{0}': { 'zh-TW': '安全連線失敗：{0}', 'en-US': 'The secure connection failed: {0}' },
  '连接邮件服务器失败：{0}': {
    'zh-TW': '連線郵件伺服器失敗：{0}',
    'en-US': 'Could not talk to the mail server: {0}',
  },
  连接成功: { 'zh-TW': '連線成功', 'en-US': 'Connected' },
  请填写密码: { 'zh-TW': '請填寫密碼', 'en-US': 'Enter the password' },
  '该邮件账户没有废件箱，请选择彻底删除': {
    'zh-TW': '該郵件帳戶沒有垃圾桶，請選擇永久刪除',
    'en-US': 'This mail account has no trash folder: delete for ever instead',
  },
  附件不存在或不是您上传的文件: {
    'zh-TW': '附件不存在或不是您上傳的檔案',
    'en-US': 'The attachment does not exist or is not your upload',
  },
  '邮件地址格式不正确：{0}': { 'zh-TW': '郵件地址格式不正確：{0}', 'en-US': 'Not a mail address: {0}' },
  请填写收件人: { 'zh-TW': '請填寫收件人', 'en-US': 'Enter a recipient' },
  '发送失败：{0}': { 'zh-TW': '傳送失敗：{0}', 'en-US': 'Sending failed: {0}' },
  邮件已发送: { 'zh-TW': '郵件已傳送', 'en-US': 'Mail sent' },
  '一次最多操作{0}条': { 'zh-TW': '一次最多操作{0}筆', 'en-US': 'At most {0} records at a time' },
  联系人不存在: { 'zh-TW': '聯絡人不存在', 'en-US': 'No such contact' },
  该邮件地址已在联系人中: {
    'zh-TW': '該郵件地址已在聯絡人中',
    'en-US': 'This address is already in your contacts',
  },
};

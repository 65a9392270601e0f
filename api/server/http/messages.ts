/**
 * The server's messages in the caller's language. Routes write their messages in zh-CN (the spec
 * quotes them so); the envelope is translated once, where it is written, into the language of the
 * request's `Accept-Language`. A message that carries a value is a template (`接口不存在：{0}`): the
 * value is kept, or translated itself when it is a known message or field name.
 */

export const SERVER_LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];
type Translations = Record<Exclude<ServerLanguage, 'zh-CN'>, string>;

/** The language a language tag asks for, if it is one of ours (`en-GB` → en-US, `zh-Hant`/`zh-HK` → zh-TW). */
function languageOfTag(tag: string): ServerLanguage | undefined {
  const [primary, ...rest] = tag.toLowerCase().split(/[-_]/);
  if (primary === 'en') return 'en-US';
  if (primary === '*') return 'zh-CN';
  if (primary !== 'zh') return undefined;
  const traditional = rest.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag));
  return traditional ? 'zh-TW' : 'zh-CN';
}

/** The best of our languages for an `Accept-Language` header (by q-value, then order); zh-CN by default. */
export function languageOf(acceptLanguage: string | string[] | undefined): ServerLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'zh-CN';
}

/** zh-CN message → its zh-TW and en-US text. `{0}`, `{1}` are the values a message carries. */
const CATALOGUE: Record<string, Translations> = {
  // The envelope and the server itself
  操作成功: { 'zh-TW': '操作成功', 'en-US': 'Done' },
  '服务器内部错误，请稍后重试': {
    'zh-TW': '伺服器內部錯誤，請稍後重試',
    'en-US': 'Internal server error, please try again later',
  },
  // Operations (issue 16: api/server/ops): load shedding, shutdown, readiness
  '服务器繁忙，请稍后再试': {
    'zh-TW': '伺服器忙碌，請稍後再試',
    'en-US': 'The server is busy, please try again shortly',
  },
  '服务器正在重启，请稍后再试': {
    'zh-TW': '伺服器正在重新啟動，請稍後再試',
    'en-US': 'The server is restarting, please try again shortly',
  },
  服务未就绪: { 'zh-TW': '服務未就緒', 'en-US': 'The service is not ready' },
  '登录已失效，请重新登录': {
    'zh-TW': '登入已失效，請重新登入',
    'en-US': 'Your session has expired, please sign in again',
  },
  没有权限执行此操作: { 'zh-TW': '沒有權限執行此操作', 'en-US': 'You are not allowed to do this' },
  '请求过于频繁，请稍后再试': {
    'zh-TW': '請求過於頻繁，請稍後再試',
    'en-US': 'Too many requests, please try again later',
  },
  '接口不存在：{0}': { 'zh-TW': '介面不存在：{0}', 'en-US': 'No such endpoint: {0}' },
  '图标不存在：{0}': { 'zh-TW': '圖示不存在：{0}', 'en-US': 'No such icon: {0}' },
  '请求参数不正确：{0}': { 'zh-TW': '請求參數不正確：{0}', 'en-US': 'Invalid request: {0}' },
  请求参数不正确: { 'zh-TW': '請求參數不正確', 'en-US': 'Invalid request' },
  '请求体不是合法的 JSON': {
    'zh-TW': '請求內容不是合法的 JSON',
    'en-US': 'The request body is not valid JSON',
  },
  请求体不能为空: { 'zh-TW': '請求內容不能為空', 'en-US': 'The request body cannot be empty' },
  请求体过大: { 'zh-TW': '請求內容過大', 'en-US': 'The request body is too large' },
  请求体长度不正确: { 'zh-TW': '請求內容長度不正確', 'en-US': 'The request body length is wrong' },
  '不支持的内容类型：{0}': { 'zh-TW': '不支援的內容類型：{0}', 'en-US': 'Unsupported content type: {0}' },
  不支持的请求方法: { 'zh-TW': '不支援的請求方法', 'en-US': 'Method not allowed' },
  请求的资源不存在: { 'zh-TW': '請求的資源不存在', 'en-US': 'Not found' },
  请求无法处理: { 'zh-TW': '請求無法處理', 'en-US': 'The request cannot be processed' },

  // Input checks (auth/input-messages.ts): field names, then what is wrong with them
  参数: { 'zh-TW': '參數', 'en-US': 'parameter' },
  账号: { 'zh-TW': '帳號', 'en-US': 'account' },
  密码: { 'zh-TW': '密碼', 'en-US': 'password' },
  身份: { 'zh-TW': '身分', 'en-US': 'identity' },
  租户: { 'zh-TW': '租戶', 'en-US': 'tenant' },
  租户编码: { 'zh-TW': '租戶編碼', 'en-US': 'tenant code' },
  验证码: { 'zh-TW': '驗證碼', 'en-US': 'verification code' },
  手机号: { 'zh-TW': '手機號碼', 'en-US': 'mobile number' },
  邮箱: { 'zh-TW': '電子郵件', 'en-US': 'email' },
  姓名: { 'zh-TW': '姓名', 'en-US': 'name' },
  新密码: { 'zh-TW': '新密碼', 'en-US': 'new password' },
  旧密码: { 'zh-TW': '舊密碼', 'en-US': 'old password' },
  旧密码或验证码: { 'zh-TW': '舊密碼或驗證碼', 'en-US': 'old password or verification code' },
  账号或用户ID: { 'zh-TW': '帳號或使用者ID', 'en-US': 'account or user ID' },
  企业信息: { 'zh-TW': '企業資訊', 'en-US': 'company details' },
  企业名称: { 'zh-TW': '企業名稱', 'en-US': 'company name' },
  统一社会信用代码: { 'zh-TW': '統一社會信用代碼', 'en-US': 'unified social credit code' },
  法定代表人: { 'zh-TW': '法定代表人', 'en-US': 'legal representative' },
  联系人: { 'zh-TW': '聯絡人', 'en-US': 'contact person' },
  联系电话: { 'zh-TW': '聯絡電話', 'en-US': 'contact phone' },
  地址: { 'zh-TW': '地址', 'en-US': 'address' },
  经营范围: { 'zh-TW': '經營範圍', 'en-US': 'business scope' },
  营业执照: { 'zh-TW': '營業執照', 'en-US': 'business license' },
  票据: { 'zh-TW': '票據', 'en-US': 'ticket' },
  授权码: { 'zh-TW': '授權碼', 'en-US': 'authorization code' },
  服务地址: { 'zh-TW': '服務位址', 'en-US': 'service address' },
  单点登录方式: { 'zh-TW': '單一登入方式', 'en-US': 'single sign-on mode' },
  手机号或账号: { 'zh-TW': '手機號碼或帳號', 'en-US': 'mobile number or account' },
  接收方: { 'zh-TW': '接收方', 'en-US': 'recipient' },
  回调地址: { 'zh-TW': '回呼位址', 'en-US': 'redirect address' },
  授权类型: { 'zh-TW': '授權類型', 'en-US': 'response type' },
  '{0}不能为空': { 'zh-TW': '{0}不能為空', 'en-US': '{0} cannot be empty' },
  '{0}长度至少为{1}': { 'zh-TW': '{0}長度至少為{1}', 'en-US': '{0} must be at least {1} characters' },
  '{0}长度不能超过{1}': { 'zh-TW': '{0}長度不能超過{1}', 'en-US': '{0} must be at most {1} characters' },
  '{0}格式不正确': { 'zh-TW': '{0}格式不正確', 'en-US': '{0} is not in a valid format' },
  '{0}取值不正确': { 'zh-TW': '{0}取值不正確', 'en-US': '{0} has an invalid value' },
  '{0}不能小于{1}': { 'zh-TW': '{0}不能小於{1}', 'en-US': '{0} must be at least {1}' },
  '{0}不能大于{1}': { 'zh-TW': '{0}不能大於{1}', 'en-US': '{0} must be at most {1}' },
  '{0}最多{1}项': { 'zh-TW': '{0}最多{1}項', 'en-US': '{0} may have at most {1} items' },
  '不支持的参数{0}': { 'zh-TW': '不支援的參數{0}', 'en-US': 'unsupported parameter {0}' },
  参数格式不正确: { 'zh-TW': '參數格式不正確', 'en-US': 'the parameters are not in a valid format' },

  // Query bodies (http/query-body.ts, procure-notice, selectors)
  'pageSize 须为 -1 或 1 至 1000': {
    'zh-TW': 'pageSize 須為 -1 或 1 至 1000',
    'en-US': 'pageSize must be -1 or 1 to 1000',
  },
  '查询条件 {0} 的值不正确': {
    'zh-TW': '查詢條件 {0} 的值不正確',
    'en-US': 'the value of filter {0} is invalid',
  },
  '查询条件 {0} 的值过多': { 'zh-TW': '查詢條件 {0} 的值過多', 'en-US': 'filter {0} has too many values' },
  '查询条件 {0} 须给出两个值': {
    'zh-TW': '查詢條件 {0} 須給出兩個值',
    'en-US': 'filter {0} needs two values',
  },
  '不支持的查询条件：{0}': { 'zh-TW': '不支援的查詢條件：{0}', 'en-US': 'unsupported filter: {0}' },
  '查询条件 {0} 不支持模糊查询': {
    'zh-TW': '查詢條件 {0} 不支援模糊查詢',
    'en-US': 'filter {0} does not support fuzzy matching',
  },
  '查询条件 {0} 不支持 {1}': {
    'zh-TW': '查詢條件 {0} 不支援 {1}',
    'en-US': 'filter {0} does not support {1}',
  },
  '不支持的排序字段：{0}': { 'zh-TW': '不支援的排序欄位：{0}', 'en-US': 'unsupported sort field: {0}' },
  该查询条件只支持等于或包含: {
    'zh-TW': '該查詢條件只支援等於或包含',
    'en-US': 'this filter supports only equals or contains',
  },
  '{0} 最多 {1} 个': { 'zh-TW': '{0} 最多 {1} 個', 'en-US': 'at most {1} {0}' },
  '{0} 过长': { 'zh-TW': '{0} 過長', 'en-US': '{0} is too long' },

  // Sign-in, identity, single sign-on
  密码解密失败: { 'zh-TW': '密碼解密失敗', 'en-US': 'The password could not be decrypted' },
  账号或密码错误: { 'zh-TW': '帳號或密碼錯誤', 'en-US': 'Wrong account or password' },
  账号已被禁用: { 'zh-TW': '帳號已被停用', 'en-US': 'This account is disabled' },
  账号未激活: { 'zh-TW': '帳號未啟用', 'en-US': 'This account is not activated' },
  '账号已离职，无法登录': {
    'zh-TW': '帳號已離職，無法登入',
    'en-US': 'This account has left the organisation and cannot sign in',
  },
  账号身份不匹配: { 'zh-TW': '帳號身分不符', 'en-US': 'The account does not have this identity' },
  单点登录票据无效或已过期: {
    'zh-TW': '單一登入票據無效或已過期',
    'en-US': 'The single sign-on ticket is invalid or has expired',
  },
  用户不存在: { 'zh-TW': '使用者不存在', 'en-US': 'No such user' },
  没有权限查看其他用户信息: {
    'zh-TW': '沒有權限查看其他使用者資訊',
    'en-US': 'You are not allowed to see other users',
  },
  租户不存在: { 'zh-TW': '租戶不存在', 'en-US': 'No such tenant' },

  // Password and verification codes
  密码修改成功: { 'zh-TW': '密碼修改成功', 'en-US': 'Password changed' },
  旧密码不正确: { 'zh-TW': '舊密碼不正確', 'en-US': 'The old password is wrong' },
  验证码错误或已过期: {
    'zh-TW': '驗證碼錯誤或已過期',
    'en-US': 'The verification code is wrong or has expired',
  },
  '验证码发送成功！': { 'zh-TW': '驗證碼發送成功！', 'en-US': 'Verification code sent!' },
  '验证码发送过于频繁，请60秒后再试': {
    'zh-TW': '驗證碼發送過於頻繁，請60秒後再試',
    'en-US': 'Codes are sent too often, please try again in 60 seconds',
  },
  当前账号未绑定手机号: { 'zh-TW': '目前帳號未綁定手機號碼', 'en-US': 'This account has no mobile number' },
  手机号与当前账号不符: {
    'zh-TW': '手機號碼與目前帳號不符',
    'en-US': 'The mobile number does not belong to this account',
  },

  // New passwords (the rules of api/contract/validators.ts, as the change-password dialog words them)
  请输入新密码: { 'zh-TW': '請輸入新密碼', 'en-US': 'Enter a new password' },
  '新密码长度至少为{0}': {
    'zh-TW': '新密碼長度至少為{0}',
    'en-US': 'The new password must be at least {0} characters',
  },
  '新密码必须包含数字、字母': {
    'zh-TW': '新密碼必須包含數字、字母',
    'en-US': 'The new password must contain digits and letters',
  },
  '新密码必须包含数字、字母、特殊字符': {
    'zh-TW': '新密碼必須包含數字、字母、特殊字元',
    'en-US': 'The new password must contain digits, letters and special characters',
  },
  '新密码必须包含数字、大小写字母、特殊字符': {
    'zh-TW': '新密碼必須包含數字、大小寫字母、特殊字元',
    'en-US': 'The new password must contain digits, upper and lower case letters and special characters',
  },
  新密码不能与旧密码相同: {
    'zh-TW': '新密碼不能與舊密碼相同',
    'en-US': 'The new password must differ from the old one',
  },

  // Registration
  账号已存在: { 'zh-TW': '帳號已存在', 'en-US': 'The account already exists' },
  获取供应商信息失败: { 'zh-TW': '取得供應商資訊失敗', 'en-US': 'Could not load the supplier details' },
  注册成功: { 'zh-TW': '註冊成功', 'en-US': 'Registered' },
  保存成功: { 'zh-TW': '儲存成功', 'en-US': 'Saved' },
  '账号须为4-30位字母、数字或下划线': {
    'zh-TW': '帳號須為4-30位字母、數字或底線',
    'en-US': 'the account must be 4 to 30 letters, digits or underscores',
  },
  邮箱格式错误: { 'zh-TW': '電子郵件格式錯誤', 'en-US': 'the email is not in a valid format' },
  '营业执照最多上传{0}个文件': {
    'zh-TW': '營業執照最多上傳{0}個檔案',
    'en-US': 'at most {0} business license files',
  },

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
  // Workflow (issue 13): definitions, starting, drafts, tasks, form checks
  没有权限访问流程: { 'zh-TW': '沒有權限存取流程', 'en-US': 'You are not allowed to use the workflow' },
  请指定流程定义: { 'zh-TW': '請指定流程定義', 'en-US': 'Choose a process definition' },
  流程定义不存在: { 'zh-TW': '流程定義不存在', 'en-US': 'No such process definition' },
  '该流程已禁用，不能发起': {
    'zh-TW': '該流程已停用，不能發起',
    'en-US': 'This process is disabled and cannot be started',
  },
  您没有发起该流程的权限: {
    'zh-TW': '您沒有發起該流程的權限',
    'en-US': 'You are not allowed to start this process',
  },
  流程发起成功: { 'zh-TW': '流程發起成功', 'en-US': 'Process started' },
  草稿已保存: { 'zh-TW': '草稿已儲存', 'en-US': 'Draft saved' },
  草稿不存在或已提交: {
    'zh-TW': '草稿不存在或已提交',
    'en-US': 'The draft does not exist or was submitted already',
  },
  请指定流程实例: { 'zh-TW': '請指定流程實例', 'en-US': 'Choose a process instance' },
  流程实例不存在: { 'zh-TW': '流程實例不存在', 'en-US': 'No such process instance' },
  流程实例不存在或无权查看: {
    'zh-TW': '流程實例不存在或無權查看',
    'en-US': 'The process instance does not exist or you may not see it',
  },
  分享的流程不存在或链接已失效: {
    'zh-TW': '分享的流程不存在或連結已失效',
    'en-US': 'The shared process does not exist or the link has expired',
  },
  流程已结束: { 'zh-TW': '流程已結束', 'en-US': 'The process has ended' },
  '流程状态已变化，请刷新后重试': {
    'zh-TW': '流程狀態已變更，請重新整理後重試',
    'en-US': 'The process has moved on, please refresh and try again',
  },
  任务不存在: { 'zh-TW': '任務不存在', 'en-US': 'No such task' },
  任务不存在或无权查看: {
    'zh-TW': '任務不存在或無權查看',
    'en-US': 'The task does not exist or you may not see it',
  },
  '该任务已被处理，请刷新后查看': {
    'zh-TW': '該任務已被處理，請重新整理後查看',
    'en-US': 'This task has been handled already, please refresh',
  },
  您没有处理该任务的权限: {
    'zh-TW': '您沒有處理該任務的權限',
    'en-US': 'You are not allowed to handle this task',
  },
  该任务已被他人锁定: { 'zh-TW': '該任務已被他人鎖定', 'en-US': 'Someone else has locked this task' },
  // Task actions (issue 14)
  发送成功: { 'zh-TW': '發送成功', 'en-US': 'Sent' },
  不能委托给自己: { 'zh-TW': '不能委託給自己', 'en-US': 'You cannot delegate a task to yourself' },
  不能转办给自己: { 'zh-TW': '不能轉辦給自己', 'en-US': 'You cannot transfer a task to yourself' },
  不能选择自己: { 'zh-TW': '不能選擇自己', 'en-US': 'You cannot choose yourself' },
  不能驳回到该节点: { 'zh-TW': '不能駁回到該節點', 'en-US': 'The task cannot be rejected to that step' },
  传阅成功: { 'zh-TW': '傳閱成功', 'en-US': 'Circulated' },
  催办成功: { 'zh-TW': '催辦成功', 'en-US': 'Reminder sent' },
  催办记录不存在: { 'zh-TW': '催辦記錄不存在', 'en-US': 'No such reminder' },
  '催办过于频繁，请稍后再试': {
    'zh-TW': '催辦過於頻繁，請稍後再試',
    'en-US': 'You sent a reminder a moment ago; try again later',
  },
  加签不存在或不是发给您的: {
    'zh-TW': '加簽不存在或不是發給您的',
    'en-US': 'No such signing request for you',
  },
  '加签人尚未全部反馈，请稍后处理': {
    'zh-TW': '加簽人尚未全部回饋，請稍後處理',
    'en-US': 'The added signers have not all answered yet; handle the task later',
  },
  '加签已有结果，无需再反馈': {
    'zh-TW': '加簽已有結果，無需再回饋',
    'en-US': 'The added signers have already decided',
  },
  加签成功: { 'zh-TW': '加簽成功', 'en-US': 'Signers added' },
  反馈成功: { 'zh-TW': '回饋成功', 'en-US': 'Feedback sent' },
  发起人: { 'zh-TW': '發起人', 'en-US': 'Initiator' },
  只有发起人可以催办: { 'zh-TW': '只有發起人可以催辦', 'en-US': 'Only the initiator can send a reminder' },
  回复成功: { 'zh-TW': '回覆成功', 'en-US': 'Reply sent' },
  委托成功: { 'zh-TW': '委託成功', 'en-US': 'Task delegated' },
  延期成功: { 'zh-TW': '延期成功', 'en-US': 'Due time extended' },
  当前节点不允许该操作: { 'zh-TW': '目前節點不允許該操作', 'en-US': 'This step does not allow that action' },
  待阅不存在: { 'zh-TW': '待閱不存在', 'en-US': 'No such notice' },
  您已反馈过: { 'zh-TW': '您已回饋過', 'en-US': 'You have already answered' },
  您已回复过: { 'zh-TW': '您已回覆過', 'en-US': 'You have already replied' },
  您没有传阅该流程的权限: {
    'zh-TW': '您沒有傳閱該流程的權限',
    'en-US': 'You are not allowed to circulate this process',
  },
  所选人员不存在: { 'zh-TW': '所選人員不存在', 'en-US': 'A chosen person does not exist' },
  沟通不存在或不是发给您的: { 'zh-TW': '溝通不存在或不是發給您的', 'en-US': 'No such communication for you' },
  没有待处理的任务: { 'zh-TW': '沒有待處理的任務', 'en-US': 'There is no pending task' },
  解锁成功: { 'zh-TW': '解鎖成功', 'en-US': 'Task unlocked' },
  '该任务只有您一位处理人，无需锁定': {
    'zh-TW': '該任務只有您一位處理人，無需鎖定',
    'en-US': 'You are the only handler of this task; there is nothing to lock',
  },
  请填写催办内容: { 'zh-TW': '請填寫催辦內容', 'en-US': 'Enter the reminder' },
  请填写回复内容: { 'zh-TW': '請填寫回覆內容', 'en-US': 'Enter your reply' },
  请填写沟通内容: { 'zh-TW': '請填寫溝通內容', 'en-US': 'Enter what you want to discuss' },
  请填写问询内容: { 'zh-TW': '請填寫問詢內容', 'en-US': 'Enter your question' },
  请填写驳回意见: { 'zh-TW': '請填寫駁回意見', 'en-US': 'Enter the reason for the rejection' },
  请指定待阅: { 'zh-TW': '請指定待閱', 'en-US': 'Choose a notice' },
  请重新提交: { 'zh-TW': '請重新提交', 'en-US': 'Resubmit the request' },
  转办成功: { 'zh-TW': '轉辦成功', 'en-US': 'Task transferred' },
  锁定成功: { 'zh-TW': '鎖定成功', 'en-US': 'Task locked' },
  问询不存在或不是发给您的: { 'zh-TW': '問詢不存在或不是發給您的', 'en-US': 'No such inquiry for you' },
  驳回成功: { 'zh-TW': '駁回成功', 'en-US': 'Task rejected' },
  请填写审批意见: { 'zh-TW': '請填寫審批意見', 'en-US': 'Please enter your opinion' },
  审批成功: { 'zh-TW': '審批成功', 'en-US': 'Approval submitted' },
  附件不存在或不是您上传的: {
    'zh-TW': '附件不存在或不是您上傳的',
    'en-US': 'An attachment does not exist or was not uploaded by you',
  },
  '节点“{0}”没有找到审批人': {
    'zh-TW': '節點「{0}」沒有找到審批人',
    'en-US': 'Nobody was found to approve step “{0}”',
  },
  '请填写{0}': { 'zh-TW': '請填寫{0}', 'en-US': 'Please fill in {0}' },
  '{0}必须是数字': { 'zh-TW': '{0}必須是數字', 'en-US': '{0} must be a number' },
  '{0}必须是整数': { 'zh-TW': '{0}必須是整數', 'en-US': '{0} must be a whole number' },
  '{0}最多保留{1}位小数': {
    'zh-TW': '{0}最多保留{1}位小數',
    'en-US': '{0} may have at most {1} decimal places',
  },
  '{0}不是有效的日期': { 'zh-TW': '{0}不是有效的日期', 'en-US': '{0} is not a valid date' },
  '{0}最多上传{1}个文件': { 'zh-TW': '{0}最多上傳{1}個檔案', 'en-US': '{0}: at most {1} files' },
  '{0}不能早于{1}': { 'zh-TW': '{0}不能早於{1}', 'en-US': '{0} cannot be before {1}' },

  // Tender projects, registrations and invitations, the personal centre's records (issue 11)
  项目不存在: { 'zh-TW': '專案不存在', 'en-US': 'No such project' },
  只有该项目的采购人可以执行此操作: {
    'zh-TW': '只有該專案的採購人可以執行此操作',
    'en-US': 'Only the purchaser of this project may do this',
  },
  没有权限查看该附件: {
    'zh-TW': '沒有權限檢視該附件',
    'en-US': 'You are not allowed to see this attachment',
  },
  '附件无效，请重新上传': {
    'zh-TW': '附件無效，請重新上傳',
    'en-US': 'Invalid attachment, please upload it again',
  },
  附件列表格式不正确: {
    'zh-TW': '附件清單格式不正確',
    'en-US': 'the attachment list is not in a valid format',
  },
  只有采购人可以维护采购人信息: {
    'zh-TW': '只有採購人可以維護採購人資訊',
    'en-US': 'Only purchasers keep purchaser information',
  },
  只有采购人和供应商可以维护合同信息: {
    'zh-TW': '只有採購人和供應商可以維護合約資訊',
    'en-US': 'Only purchasers and suppliers keep contract information',
  },
  收藏的内容不存在: { 'zh-TW': '收藏的內容不存在', 'en-US': 'The item to collect does not exist' },
  收藏成功: { 'zh-TW': '收藏成功', 'en-US': 'Added to collections' },
  已取消收藏: { 'zh-TW': '已取消收藏', 'en-US': 'Removed from collections' },
  开始项目: { 'zh-TW': '開始專案', 'en-US': 'start the project' },
  结束项目: { 'zh-TW': '結束專案', 'en-US': 'end the project' },
  开始报价: { 'zh-TW': '開始報價', 'en-US': 'start quotation' },
  结束报价: { 'zh-TW': '結束報價', 'en-US': 'end quotation' },
  中止项目: { 'zh-TW': '中止專案', 'en-US': 'interrupt the project' },
  确认报价: { 'zh-TW': '確認報價', 'en-US': 'confirm the quotation' },
  提交审批报告: { 'zh-TW': '提交審批報告', 'en-US': 'submit the report for approval' },
  审批: { 'zh-TW': '審批', 'en-US': 'approve' },
  草稿: { 'zh-TW': '草稿', 'en-US': 'Draft' },
  报名中: { 'zh-TW': '報名中', 'en-US': 'Registering' },
  报价中: { 'zh-TW': '報價中', 'en-US': 'Quoting' },
  报价结束: { 'zh-TW': '報價結束', 'en-US': 'Quotation ended' },
  已确认报价: { 'zh-TW': '已確認報價', 'en-US': 'Quotation confirmed' },
  审批中: { 'zh-TW': '審批中', 'en-US': 'Awaiting approval' },
  审批通过: { 'zh-TW': '審批通過', 'en-US': 'Approved' },
  已归档: { 'zh-TW': '已歸檔', 'en-US': 'Archived' },
  已中止: { 'zh-TW': '已中止', 'en-US': 'Interrupted' },
  '当前项目状态为“{0}”，不能{1}': {
    'zh-TW': '目前專案狀態為「{0}」，不能{1}',
    'en-US': 'The project is “{0}”: you cannot {1} now',
  },
  '当前项目状态为“{0}”，不能发送消息': {
    'zh-TW': '目前專案狀態為「{0}」，不能傳送訊息',
    'en-US': 'The project is “{0}”: no messages can be sent now',
  },
  只有供应商可以报名: { 'zh-TW': '只有供應商可以報名', 'en-US': 'Only suppliers can sign up' },
  '该项目为邀请项目，不接受公开报名': {
    'zh-TW': '該專案為邀請專案，不接受公開報名',
    'en-US': 'This project is by invitation only',
  },
  该项目当前不在报名阶段: {
    'zh-TW': '該專案目前不在報名階段',
    'en-US': 'The project is not open for registration now',
  },
  '您已报名该项目，不能重复报名': {
    'zh-TW': '您已報名該專案，不能重複報名',
    'en-US': 'You have already signed up for this project',
  },
  不在报名时间内: { 'zh-TW': '不在報名時間內', 'en-US': 'Outside the registration window' },
  报名已截止: { 'zh-TW': '報名已截止', 'en-US': 'Registration has closed' },
  只有采购人可以查看采购项目: {
    'zh-TW': '只有採購人可以檢視採購專案',
    'en-US': 'Only purchasers can see purchasing projects',
  },
  没有权限查看采购清单: {
    'zh-TW': '沒有權限檢視採購清單',
    'en-US': 'You are not allowed to see the purchasing list',
  },
  没有权限查看资格审查: {
    'zh-TW': '沒有權限檢視資格審查',
    'en-US': 'You are not allowed to see the qualification review',
  },
  '综合评审项目请在综合评审中确认报价（确定成交供应商并发布成交公告）': {
    'zh-TW': '綜合評審專案請在綜合評審中確認報價（確定成交供應商並發布成交公告）',
    'en-US':
      'A comprehensive-evaluation project is confirmed through its comprehensive evaluation (which names the winner and publishes the award notice)',
  },
  '没有报名通过的供应商，不能开始报价': {
    'zh-TW': '沒有報名通過的供應商，不能開始報價',
    'en-US': 'No supplier has passed registration: quotation cannot start',
  },
  '该供应商的报名未通过，不能确定为成交供应商': {
    'zh-TW': '該供應商的報名未通過，不能確定為成交供應商',
    'en-US': 'This supplier’s registration has not passed: it cannot win',
  },
  该项目没有报名通过的供应商: {
    'zh-TW': '該專案沒有報名通過的供應商',
    'en-US': 'No supplier of this project has passed registration',
  },
  '“{0}”项目已开始报价': { 'zh-TW': '「{0}」專案已開始報價', 'en-US': 'Quotation of “{0}” has started' },
  '您已成为“{0}”项目的成交供应商': {
    'zh-TW': '您已成為「{0}」專案的成交供應商',
    'en-US': 'You have won the project “{0}”',
  },
  '“{0}”项目已中止': { 'zh-TW': '「{0}」專案已中止', 'en-US': 'The project “{0}” was interrupted' },
  '“{0}”项目通知': { 'zh-TW': '「{0}」專案通知', 'en-US': 'Notice of the project “{0}”' },
  '“{0}”项目有新的报名待审核': {
    'zh-TW': '「{0}」專案有新的報名待審核',
    'en-US': 'A new registration for “{0}” awaits review',
  },
  '“{0}”项目邀请您参加报价': {
    'zh-TW': '「{0}」專案邀請您參加報價',
    'en-US': 'You are invited to quote for “{0}”',
  },
  '{0}已接受“{1}”项目的邀请': {
    'zh-TW': '{0}已接受「{1}」專案的邀請',
    'en-US': '{0} accepted the invitation to “{1}”',
  },
  '{0}已拒绝“{1}”项目的邀请': {
    'zh-TW': '{0}已拒絕「{1}」專案的邀請',
    'en-US': '{0} declined the invitation to “{1}”',
  },
  '您报名的“{0}”项目审核已通过': {
    'zh-TW': '您報名的「{0}」專案審核已通過',
    'en-US': 'Your registration for “{0}” has passed',
  },
  '您报名的“{0}”项目审核未通过': {
    'zh-TW': '您報名的「{0}」專案審核未通過',
    'en-US': 'Your registration for “{0}” did not pass',
  },
  报名信息不存在: { 'zh-TW': '報名資訊不存在', 'en-US': 'No such registration' },
  该项目不是综合评估项目: {
    'zh-TW': '該專案不是綜合評估專案',
    'en-US': 'This project is not evaluated comprehensively',
  },
  没有权限查看该项目的报名信息: {
    'zh-TW': '沒有權限檢視該專案的報名資訊',
    'en-US': 'You are not allowed to see this project’s registrations',
  },
  报名成功: { 'zh-TW': '報名成功', 'en-US': 'Signed up' },
  'id 或 projectId 不能为空': { 'zh-TW': 'id 或 projectId 不能為空', 'en-US': 'id or projectId is required' },
  邀请不存在: { 'zh-TW': '邀請不存在', 'en-US': 'No such invitation' },
  '该邀请已确认，不能重复确认': {
    'zh-TW': '該邀請已確認，不能重複確認',
    'en-US': 'This invitation has already been answered',
  },
  确认成功: { 'zh-TW': '確認成功', 'en-US': 'Confirmed' },
  '供应商尚未确认邀请，不能审核': {
    'zh-TW': '供應商尚未確認邀請，不能審核',
    'en-US': 'The supplier has not answered the invitation yet',
  },
  '供应商已拒绝邀请，不能审核': {
    'zh-TW': '供應商已拒絕邀請，不能審核',
    'en-US': 'The supplier declined the invitation',
  },
  该项目当前不能审核报名: {
    'zh-TW': '該專案目前不能審核報名',
    'en-US': 'Registrations of this project cannot be reviewed now',
  },
  只能修改自己的报名信息: {
    'zh-TW': '只能修改自己的報名資訊',
    'en-US': 'You can only change your own registration',
  },
  供应商不能审核报名: { 'zh-TW': '供應商不能審核報名', 'en-US': 'Suppliers cannot review registrations' },
  当前报名信息不可修改: {
    'zh-TW': '目前報名資訊不可修改',
    'en-US': 'This registration cannot be changed now',
  },
  只有成交供应商可以上传: {
    'zh-TW': '只有成交供應商可以上傳',
    'en-US': 'Only the winning supplier can upload this',
  },
  该项目不是邀请项目: { 'zh-TW': '該專案不是邀請專案', 'en-US': 'This project is not by invitation' },
  该项目当前不能邀请供应商: {
    'zh-TW': '該專案目前不能邀請供應商',
    'en-US': 'Suppliers cannot be invited to this project now',
  },
  只能邀请供应商: { 'zh-TW': '只能邀請供應商', 'en-US': 'Only suppliers can be invited' },
  只有采购人可以邀请供应商: {
    'zh-TW': '只有採購人可以邀請供應商',
    'en-US': 'Only purchasers can invite suppliers',
  },
  // The registration rules of the contract (tender-portal section 5)
  请输入联系人姓名: { 'zh-TW': '請輸入聯絡人姓名', 'en-US': 'Please enter the contact name' },
  请输入联系人: { 'zh-TW': '請輸入聯絡人', 'en-US': 'Please enter the contact' },
  请输入联系方式: { 'zh-TW': '請輸入聯絡方式', 'en-US': 'Please enter the contact phone' },
  联系方式不能超过11位: {
    'zh-TW': '聯絡方式不能超過11位',
    'en-US': 'The contact phone has at most 11 characters',
  },
  请上传支付凭证: { 'zh-TW': '請上傳支付憑證', 'en-US': 'Please upload the payment proof' },
  请填写拒绝原因: { 'zh-TW': '請填寫拒絕原因', 'en-US': 'Please give the reason for rejecting' },
  必填项不可为空: { 'zh-TW': '必填項不可為空', 'en-US': 'Required fields cannot be empty' },
  '支付凭证最多上传{0}张': {
    'zh-TW': '支付憑證最多上傳{0}張',
    'en-US': 'At most {0} payment proof images',
  },
  '只能上传jpg、jpeg、png格式的图片': {
    'zh-TW': '只能上傳jpg、jpeg、png格式的圖片',
    'en-US': 'Only jpg, jpeg or png images can be uploaded',
  },
  营业执照只能上传1张: { 'zh-TW': '營業執照只能上傳1張', 'en-US': 'Only one business licence image' },
  // Workflow lists (runtime service)
  您不是该领导的秘书: { 'zh-TW': '您不是該領導的秘書', 'en-US': 'You are not a secretary of this leader' },
  筛选条件不存在: { 'zh-TW': '篩選條件不存在', 'en-US': 'No such saved filter' },
  筛选条件过长: { 'zh-TW': '篩選條件過長', 'en-US': 'The saved filter is too long' },
  没有权限操作此筛选条件: {
    'zh-TW': '沒有權限操作此篩選條件',
    'en-US': 'You are not allowed to change this saved filter',
  },
  已存在同名的筛选条件: {
    'zh-TW': '已存在同名的篩選條件',
    'en-US': 'A saved filter of this name already exists',
  },
  '每个列表最多保存 {0} 个筛选条件': {
    'zh-TW': '每個列表最多儲存 {0} 個篩選條件',
    'en-US': 'At most {0} saved filters per list',
  },

  // Online bidding (issue 12: api/server/bidding, routes/procure-quotation.ts, the bid history export)
  请输入报价: { 'zh-TW': '請輸入報價', 'en-US': 'Enter a quotation' },
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
  费率须大于0且不超过100: {
    'zh-TW': '費率須大於0且不超過100',
    'en-US': 'The rate must be greater than 0 and at most 100',
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
  '“{0}”项目评审结果已公布': {
    'zh-TW': '「{0}」專案評審結果已公布',
    'en-US': 'The evaluation result of “{0}” is published',
  },
  采购人: { 'zh-TW': '採購人', 'en-US': 'Purchaser' },
  成交供应商: { 'zh-TW': '成交供應商', 'en-US': 'Winning supplier' },
  成交金额: { 'zh-TW': '成交金額', 'en-US': 'Award amount' },
  综合得分: { 'zh-TW': '綜合得分', 'en-US': 'Total score' },
  评审排名: { 'zh-TW': '評審排名', 'en-US': 'Ranking' },
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
  // Workflow instance actions, reads, print and modify records (issue 14)
  '该任务未处理，不能收回': {
    'zh-TW': '該任務未處理，不能收回',
    'en-US': 'This task has not been handled, so it cannot be taken back',
  },
  '流程已结束，不能收回': {
    'zh-TW': '流程已結束，不能收回',
    'en-US': 'The process has ended: nothing can be taken back',
  },
  '流程已挂起，不能处理': {
    'zh-TW': '流程已暫停，不能處理',
    'en-US': 'The process is suspended and cannot be handled',
  },
  会签任务不能收回: { 'zh-TW': '會簽任務不能收回', 'en-US': 'A countersign task cannot be taken back' },
  '后续节点已处理，不能收回': {
    'zh-TW': '後續節點已處理，不能收回',
    'en-US': 'A later step has been handled: it cannot be taken back',
  },
  没有可收回的后续任务: { 'zh-TW': '沒有可收回的後續任務', 'en-US': 'There is no next task to take back' },
  该任务已收回: { 'zh-TW': '該任務已收回', 'en-US': 'This task has been taken back already' },
  '后续任务已被查看，不能收回': {
    'zh-TW': '後續任務已被查看，不能收回',
    'en-US': 'The next handler has opened the task: it cannot be taken back',
  },
  只有该任务的处理人可以收回: {
    'zh-TW': '只有該任務的處理人可以收回',
    'en-US': 'Only who handled this task may take it back',
  },
  只有发起人可以撤回: {
    'zh-TW': '只有發起人可以撤回',
    'en-US': 'Only the initiator may withdraw the process',
  },
  '流程已结束，不能撤回': {
    'zh-TW': '流程已結束，不能撤回',
    'en-US': 'The process has ended and cannot be withdrawn',
  },
  '流程已挂起，不能撤回': {
    'zh-TW': '流程已暫停，不能撤回',
    'en-US': 'The process is suspended and cannot be withdrawn',
  },
  '已有审批人处理，不能撤回': {
    'zh-TW': '已有審批人處理，不能撤回',
    'en-US': 'An approver has acted already: it cannot be withdrawn',
  },
  您没有终止该流程的权限: {
    'zh-TW': '您沒有終止該流程的權限',
    'en-US': 'You are not allowed to terminate this process',
  },
  '流程已挂起，无需重复挂起': {
    'zh-TW': '流程已暫停，無需重複暫停',
    'en-US': 'The process is suspended already',
  },
  您没有挂起该流程的权限: {
    'zh-TW': '您沒有暫停該流程的權限',
    'en-US': 'You are not allowed to suspend this process',
  },
  流程未挂起: { 'zh-TW': '流程未暫停', 'en-US': 'The process is not suspended' },
  只有挂起人或流程管理员可以恢复: {
    'zh-TW': '只有暫停人或流程管理員可以恢復',
    'en-US': 'Only who suspended it or a workflow administrator may resume it',
  },
  只有流程管理员可以删除任务: {
    'zh-TW': '只有流程管理員可以刪除任務',
    'en-US': 'Only a workflow administrator may remove tasks',
  },
  '待办任务不能删除，请先终止流程': {
    'zh-TW': '待辦任務不能刪除，請先終止流程',
    'en-US': 'Pending tasks cannot be removed: terminate the process first',
  },
  只有流程管理员可以删除流程实例: {
    'zh-TW': '只有流程管理員可以刪除流程實例',
    'en-US': 'Only a workflow administrator may remove process instances',
  },
  '运行中的流程不能删除，请先终止': {
    'zh-TW': '執行中的流程不能刪除，請先終止',
    'en-US': 'A running process cannot be removed: terminate it first',
  },
  只有发起人可以删除自己的流程: {
    'zh-TW': '只有發起人可以刪除自己的流程',
    'en-US': 'Only the initiator may remove their process',
  },
  只能删除已撤回的流程: {
    'zh-TW': '只能刪除已撤回的流程',
    'en-US': 'Only a withdrawn process can be removed',
  },
  没有可收回的任务: { 'zh-TW': '沒有可收回的任務', 'en-US': 'There is no task to take back' },
  待审批: { 'zh-TW': '待審批', 'en-US': 'Pending approval' },
  提交: { 'zh-TW': '提交', 'en-US': 'Submitted' },
  重新提交: { 'zh-TW': '重新提交', 'en-US': 'Resubmitted' },
  同意: { 'zh-TW': '同意', 'en-US': 'Agreed' },
  挂起: { 'zh-TW': '暫停', 'en-US': 'Suspended' },
  反对: { 'zh-TW': '反對', 'en-US': 'Opposed' },
  驳回: { 'zh-TW': '駁回', 'en-US': 'Rejected' },
  驳回到发起人: { 'zh-TW': '駁回到發起人', 'en-US': 'Rejected to the initiator' },
  撤回: { 'zh-TW': '撤回', 'en-US': 'Withdrawn' },
  撤回到发起人: { 'zh-TW': '撤回到發起人', 'en-US': 'Withdrawn to the initiator' },
  会签通过: { 'zh-TW': '會簽通過', 'en-US': 'Countersign passed' },
  会签不通过: { 'zh-TW': '會簽不通過', 'en-US': 'Countersign failed' },
  人工终止: { 'zh-TW': '人工終止', 'en-US': 'Terminated manually' },
  完成: { 'zh-TW': '完成', 'en-US': 'Completed' },
  审批节点: { 'zh-TW': '審批節點', 'en-US': 'Step' },
  处理人: { 'zh-TW': '處理人', 'en-US': 'Handled by' },
  处理状态: { 'zh-TW': '處理狀態', 'en-US': 'Status' },
  审批意见: { 'zh-TW': '審批意見', 'en-US': 'Opinion' },
  操作时间: { 'zh-TW': '操作時間', 'en-US': 'Time' },
  请指定通知或流程实例: { 'zh-TW': '請指定通知或流程實例', 'en-US': 'Choose a notice or a process instance' },
  通知不存在: { 'zh-TW': '通知不存在', 'en-US': 'No such notice' },
  只能关注流程中的审批节点: {
    'zh-TW': '只能關注流程中的審批節點',
    'en-US': 'Only the approval steps of the process can be followed',
  },
  '该任务需要填写表单，请逐个处理': {
    'zh-TW': '該任務需要填寫表單，請逐一處理',
    'en-US': 'This task needs the form filled in: handle it on its own',
  },
  该任务需要填写审批意见: { 'zh-TW': '該任務需要填寫審批意見', 'en-US': 'This task needs an opinion' },
  '该任务需要选择处理方式，请逐个处理': {
    'zh-TW': '該任務需要選擇處理方式，請逐一處理',
    'en-US': 'This task needs a choice of action: handle it on its own',
  },
  任务不属于该流程实例: {
    'zh-TW': '任務不屬於該流程實例',
    'en-US': 'The task is not part of this process instance',
  },
  请选择要操作的记录: { 'zh-TW': '請選擇要操作的記錄', 'en-US': 'Choose the records first' },
  任务已收回: { 'zh-TW': '任務已收回', 'en-US': 'Task taken back' },
  流程已撤回: { 'zh-TW': '流程已撤回', 'en-US': 'Process withdrawn' },
  流程已终止: { 'zh-TW': '流程已終止', 'en-US': 'Process terminated' },
  流程已挂起: { 'zh-TW': '流程已暫停', 'en-US': 'Process suspended' },
  流程已恢复: { 'zh-TW': '流程已恢復', 'en-US': 'Process resumed' },
  意见已保存: { 'zh-TW': '意見已儲存', 'en-US': 'Opinion saved' },
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
  // Agents, secretaries, common phrases and common flows (issue 15)
  只有系统管理员可以管理他人的设置: {
    'zh-TW': '只有系統管理員可以管理他人的設定',
    'en-US': "Only a system administrator may manage other people's settings",
  },
  代理设置不存在: { 'zh-TW': '代理設定不存在', 'en-US': 'No such agent' },
  秘书设置不存在: { 'zh-TW': '秘書設定不存在', 'en-US': 'No such secretary' },
  不能设置自己为秘书: { 'zh-TW': '不能設定自己為秘書', 'en-US': 'You cannot be your own secretary' },
  不能设置自己为代理人: { 'zh-TW': '不能設定自己為代理人', 'en-US': 'You cannot be your own agent' },
  结束时间必须晚于开始时间: {
    'zh-TW': '結束時間必須晚於開始時間',
    'en-US': 'The end must be after the start',
  },
  请选择代理的流程: { 'zh-TW': '請選擇代理的流程', 'en-US': 'Choose the flows the agent handles' },
  '该时间段内已有相同流程的代理：{0}（{1} 至 {2}）': {
    'zh-TW': '該時間段內已有相同流程的代理：{0}（{1} 至 {2}）',
    'en-US': 'An agent for the same flows already covers this period: {0} ({1} to {2})',
  },
  '代理关系不能形成循环：所选代理人在该时间段内已直接或间接由委托人代理': {
    'zh-TW': '代理關係不能形成循環：所選代理人在該時間段內已直接或間接由委託人代理',
    'en-US':
      'Agents cannot form a loop: the chosen agent is already represented, directly or not, by the principal in this period',
  },
  常用语不存在: { 'zh-TW': '常用語不存在', 'en-US': 'No such common phrase' },
  只有系统管理员可以管理公共常用语: {
    'zh-TW': '只有系統管理員可以管理公共常用語',
    'en-US': 'Only a system administrator may manage public phrases',
  },
  常用语只能属于一个流程或一个分类: {
    'zh-TW': '常用語只能屬於一個流程或一個分類',
    'en-US': 'A phrase belongs to one flow or one category, not both',
  },
  流程分类不存在: { 'zh-TW': '流程分類不存在', 'en-US': 'No such flow category' },
  没有该流程的发起权限: { 'zh-TW': '沒有該流程的發起權限', 'en-US': 'You may not start this flow' },
  '常用流程最多{0}个': { 'zh-TW': '常用流程最多{0}個', 'en-US': 'At most {0} common flows' },
  已添加到常用流程: { 'zh-TW': '已新增到常用流程', 'en-US': 'Added to common flows' },
  已移出常用流程: { 'zh-TW': '已移出常用流程', 'en-US': 'Removed from common flows' },
};

interface Template {
  pattern: RegExp;
  translations: Translations;
  /** Characters outside the placeholders: the most specific template wins. */
  literalLength: number;
}

const PLACEHOLDER = /\{(\d+)\}/g;

const TEMPLATES: Template[] = Object.entries(CATALOGUE)
  .filter(([source]) => /\{\d+\}/.test(source))
  .map(([source, translations]) => {
    const parts = source.split(PLACEHOLDER);
    // split keeps the placeholder numbers at odd positions.
    const pattern = parts
      .map((part, index) =>
        index % 2 ? `\\s*(?<v${part}>.+?)\\s*` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    const literalLength = parts.filter((_, index) => index % 2 === 0).join('').length;
    return { pattern: new RegExp(`^${pattern}$`, 's'), translations, literalLength };
  })
  .sort((a, b) => b.literalLength - a.literalLength);

/** A server message (zh-CN, as the routes write it) in the given language; unknown text stays as it is. */
export function translate(message: string, language: ServerLanguage): string {
  if (language === 'zh-CN') return message;
  const exact = CATALOGUE[message];
  if (exact) return exact[language];
  for (const template of TEMPLATES) {
    const values = message.match(template.pattern)?.groups;
    if (values) {
      return template.translations[language].replace(PLACEHOLDER, (_, index: string) =>
        translate(values[`v${index}`] ?? '', language),
      );
    }
  }
  return message;
}

import type { Translations } from './languages.js';

/** The server itself: the envelope, operations, input checks and query bodies. */
export const SERVER_TRANSLATIONS: Record<string, Translations> = {
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
  '文本不能包含空字符（U+0000）': {
    'zh-TW': '文字不能包含空字元（U+0000）',
    'en-US': 'text may not contain the NUL character (U+0000)',
  },
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
};

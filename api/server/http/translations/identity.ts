import type { Translations } from './languages.js';

/** Sign-in, passwords and verification codes, registration. */
export const IDENTITY_TRANSLATIONS: Record<string, Translations> = {
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
  请先修改管理员设置的一次性密码: {
    'zh-TW': '請先修改管理員設定的一次性密碼',
    'en-US': 'Change the one-time password your administrator set first',
  },

  // The company directory (auth/directory.ts)
  '暂时无法连接公司目录（LDAP），请稍后重试或联系管理员': {
    'zh-TW': '暫時無法連線公司目錄（LDAP），請稍後重試或聯絡管理員',
    'en-US':
      'The company directory (LDAP) cannot be reached right now; please try again later or contact your administrator',
  },
  '此账号的密码由公司目录（LDAP）管理，请前往{0}修改': {
    'zh-TW': '此帳號的密碼由公司目錄（LDAP）管理，請前往{0}修改',
    'en-US': "This account's password is kept by the company directory (LDAP); change it at {0}",
  },
  '此账号的密码由公司目录（LDAP）管理，不能在门户中重置': {
    'zh-TW': '此帳號的密碼由公司目錄（LDAP）管理，不能在入口網站中重設',
    'en-US':
      "This account's password is kept by the company directory (LDAP) and cannot be reset in the portal",
  },
  '此账号的密码由公司目录（LDAP）管理，请联系管理员修改': {
    'zh-TW': '此帳號的密碼由公司目錄（LDAP）管理，請聯絡管理員修改',
    'en-US':
      "This account's password is kept by the company directory (LDAP); ask your administrator to change it",
  },

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
  '营业执照已经管理员审核，不能在此修改': {
    'zh-TW': '營業執照已經管理員審核，不能在此修改',
    'en-US': 'The business licence has been reviewed by an administrator and cannot be changed here',
  },
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
};

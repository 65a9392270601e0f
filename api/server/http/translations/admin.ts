import type { Translations } from './languages.js';

/** Identity administration (issue 38: api/server/admin/). */
export const ADMIN_TRANSLATIONS: Record<string, Translations> = {
  没有系统管理权限: { 'zh-TW': '沒有系統管理權限', 'en-US': 'You do not have system administration rights' },
  系统管理员只能管理内部员工账号: {
    'zh-TW': '系統管理員只能管理內部員工帳號',
    'en-US': 'A system administrator can manage staff accounts only',
  },
  不能停用或离职自己的账号: {
    'zh-TW': '不能停用或離職自己的帳號',
    'en-US': 'You cannot disable your own account or mark it as left',
  },
  用户所属组织不存在: { 'zh-TW': '使用者所屬組織不存在', 'en-US': "The user's organisation does not exist" },
  所选用户岗位不存在: {
    'zh-TW': '所選使用者崗位不存在',
    'en-US': 'A post chosen for the user does not exist',
  },
  所选用户角色不存在: {
    'zh-TW': '所選使用者角色不存在',
    'en-US': 'A role chosen for the user does not exist',
  },
  注册申请不存在: { 'zh-TW': '註冊申請不存在', 'en-US': 'No such registration' },
  该注册申请已审核: { 'zh-TW': '該註冊申請已審核', 'en-US': 'This registration has been reviewed already' },
  驳回时须填写原因: { 'zh-TW': '駁回時須填寫原因', 'en-US': 'Give the reason for the rejection' },
  '营业执照上传凭证无效或已过期，请重新提交注册': {
    'zh-TW': '營業執照上傳憑證無效或已過期，請重新提交註冊',
    'en-US':
      'The business licence upload ticket is invalid or has expired; please submit your registration again',
  },
  '营业执照须为 jpg、jpeg、png 或 pdf 文件': {
    'zh-TW': '營業執照須為 jpg、jpeg、png 或 pdf 檔案',
    'en-US': 'the business licence must be a jpg, jpeg, png or pdf file',
  },
  缺少营业执照上传凭证: {
    'zh-TW': '缺少營業執照上傳憑證',
    'en-US': 'the business licence upload ticket is missing',
  },
  营业执照已上传: { 'zh-TW': '營業執照已上傳', 'en-US': 'Business licence uploaded' },
  '供应商未上传营业执照，不能激活，请驳回并说明原因': {
    'zh-TW': '供應商未上傳營業執照，不能啟用，請駁回並說明原因',
    'en-US':
      'The supplier attached no business licence and cannot be activated; reject the registration and say why',
  },
  '您的注册已审核通过，账号已激活': {
    'zh-TW': '您的註冊已審核通過，帳號已啟用',
    'en-US': 'Your registration was approved; your account is active',
  },
  您的注册未通过审核: { 'zh-TW': '您的註冊未通過審核', 'en-US': 'Your registration was not approved' },
  密码已重置: { 'zh-TW': '密碼已重設', 'en-US': 'Password reset' },
  账号已解锁: { 'zh-TW': '帳號已解鎖', 'en-US': 'Account unlocked' },
  账号已激活: { 'zh-TW': '帳號已啟用', 'en-US': 'Account activated' },
  已驳回: { 'zh-TW': '已駁回', 'en-US': 'Rejected' },
  '注册成功，请等待管理员审核': {
    'zh-TW': '註冊成功，請等待管理員審核',
    'en-US': 'Registered; please wait for an administrator to review your registration',
  },
  '账号未激活：注册信息正在审核，审核通过后即可登录': {
    'zh-TW': '帳號未啟用：註冊資訊正在審核，審核通過後即可登入',
    'en-US':
      'The account is not activated: your registration is being reviewed; you can sign in once it is approved',
  },
  '账号未激活：注册未通过审核，原因：{0}。请修改注册信息后重新提交': {
    'zh-TW': '帳號未啟用：註冊未通過審核，原因：{0}。請修改註冊資訊後重新提交',
    'en-US':
      'The account is not activated: your registration was not approved ({0}). Correct it and register again',
  },
  '密码连续错误次数过多，账号已锁定，请30分钟后再试或联系管理员解锁': {
    'zh-TW': '密碼連續錯誤次數過多，帳號已鎖定，請30分鐘後再試或聯絡管理員解鎖',
    'en-US':
      'Too many wrong passwords: the account is locked. Try again in 30 minutes or ask an administrator to unlock it',
  },
};

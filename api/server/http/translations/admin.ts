import type { Translations } from './languages.js';

/** Identity administration (issue 38: api/server/admin/). */
export const ADMIN_TRANSLATIONS: Record<string, Translations> = {
  没有系统管理权限: { 'zh-TW': '沒有系統管理權限', 'en-US': 'You do not have system administration rights' },
  系统管理员只能管理内部员工账号: {
    'zh-TW': '系統管理員只能管理內部員工帳號',
    'en-US': 'A system administrator can manage staff accounts only',
  },
};

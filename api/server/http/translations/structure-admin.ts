import type { Translations } from './languages.js';

/** The structure administration (issue 38): organisations, posts, roles, menus, the password strategy. */
export const STRUCTURE_ADMIN_TRANSLATIONS: Record<string, Translations> = {
  组织不存在: { 'zh-TW': '組織不存在', 'en-US': 'No such organisation' },
  组织编码已被使用: { 'zh-TW': '組織編碼已被使用', 'en-US': 'Another organisation has this code' },
  请选择维度: { 'zh-TW': '請選擇維度', 'en-US': 'Choose a dimension' },
  上级组织不在该维度中: {
    'zh-TW': '上級組織不在該維度中',
    'en-US': 'The parent organisation is not in this dimension',
  },
  只能在同一维度内移动组织: {
    'zh-TW': '只能在同一維度內移動組織',
    'en-US': 'An organisation moves within its own dimension only',
  },
  不能移动到自身或下级组织之下: {
    'zh-TW': '不能移動到自身或下級組織之下',
    'en-US': 'An organisation cannot move under itself or an organisation below it',
  },
  '组织下还有下级组织、岗位或人员，不能删除': {
    'zh-TW': '組織下還有下級組織、崗位或人員，不能刪除',
    'en-US': 'The organisation still has organisations, posts or people in it and cannot be removed',
  },
  人员不存在: { 'zh-TW': '人員不存在', 'en-US': 'No such person' },
  岗位不存在: { 'zh-TW': '崗位不存在', 'en-US': 'No such post' },
  岗位编码已被使用: { 'zh-TW': '崗位編碼已被使用', 'en-US': 'Another post has this code' },
  所属组织不存在: { 'zh-TW': '所屬組織不存在', 'en-US': 'The organisation does not exist' },
  职务不存在: { 'zh-TW': '職務不存在', 'en-US': 'No such job' },
  '岗位下还有人员，不能改到其他组织': {
    'zh-TW': '崗位下還有人員，不能改到其他組織',
    'en-US': 'The post still has people and cannot move to another organisation',
  },
  '岗位下还有人员，不能删除': {
    'zh-TW': '崗位下還有人員，不能刪除',
    'en-US': 'The post still has people and cannot be removed',
  },
  角色不存在: { 'zh-TW': '角色不存在', 'en-US': 'No such role' },
  角色编码已被使用: { 'zh-TW': '角色編碼已被使用', 'en-US': 'Another role has this code' },
  系统管理员角色不能停用: {
    'zh-TW': '系統管理員角色不能停用',
    'en-US': 'The administrators’ role cannot be disabled',
  },
  系统管理员角色不能删除: {
    'zh-TW': '系統管理員角色不能刪除',
    'en-US': 'The administrators’ role cannot be removed',
  },
  菜单不存在: { 'zh-TW': '選單不存在', 'en-US': 'No such menu entry' },
  方法不存在: { 'zh-TW': '方法不存在', 'en-US': 'No such method' },
  系统管理员只能管理内部员工区域的菜单: {
    'zh-TW': '系統管理員只能管理內部員工區域的選單',
    'en-US': 'A staff administrator manages the staff area’s menu entries only',
  },
  上级菜单不存在: { 'zh-TW': '上級選單不存在', 'en-US': 'The parent menu entry does not exist' },
  菜单别名已被使用: { 'zh-TW': '選單別名已被使用', 'en-US': 'Another menu entry has this alias' },
  不能移动到自身或下级菜单之下: {
    'zh-TW': '不能移動到自身或下級選單之下',
    'en-US': 'A menu entry cannot move under itself or an entry below it',
  },
  菜单顺序须包含该菜单下的全部下级菜单: {
    'zh-TW': '選單順序須包含該選單下的全部下級選單',
    'en-US': 'The new order must list every entry under this menu entry',
  },
  不能删除菜单的根: { 'zh-TW': '不能刪除選單的根', 'en-US': 'The root of a menu cannot be removed' },
  请先删除下级菜单: { 'zh-TW': '請先刪除下級選單', 'en-US': 'Remove the entries below it first' },
  只有平台管理员可以修改密码策略: {
    'zh-TW': '只有平台管理員可以修改密碼策略',
    'en-US': 'Only the site administrator may change the password strategy',
  },
  // Field names of refused requests (STRUCTURE_FIELD_LABELS).
  名称: { 'zh-TW': '名稱', 'en-US': 'Name' },
  编码: { 'zh-TW': '編碼', 'en-US': 'Code' },
  维度: { 'zh-TW': '維度', 'en-US': 'Dimension' },
  上级: { 'zh-TW': '上級', 'en-US': 'Parent' },
  所属组织: { 'zh-TW': '所屬組織', 'en-US': 'Organisation' },
  职务: { 'zh-TW': '職務', 'en-US': 'Job' },
  排序号: { 'zh-TW': '排序號', 'en-US': 'Sort number' },
  人员: { 'zh-TW': '人員', 'en-US': 'People' },
  菜单: { 'zh-TW': '選單', 'en-US': 'Menu entries' },
  方法: { 'zh-TW': '方法', 'en-US': 'Methods' },
  繁体名称: { 'zh-TW': '繁體名稱', 'en-US': 'Name in Traditional Chinese' },
  英文名称: { 'zh-TW': '英文名稱', 'en-US': 'Name in English' },
  别名: { 'zh-TW': '別名', 'en-US': 'Alias' },
  页面: { 'zh-TW': '頁面', 'en-US': 'Page' },
  图标: { 'zh-TW': '圖示', 'en-US': 'Icon' },
  徽标: { 'zh-TW': '徽標', 'en-US': 'Badge' },
  可见角色: { 'zh-TW': '可見角色', 'en-US': 'Roles who see it' },
  顺序: { 'zh-TW': '順序', 'en-US': 'Order' },
  启用: { 'zh-TW': '啟用', 'en-US': 'Enabled' },
  密码规则: { 'zh-TW': '密碼規則', 'en-US': 'Password rule' },
  最小长度: { 'zh-TW': '最小長度', 'en-US': 'Minimum length' },
};

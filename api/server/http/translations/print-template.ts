import type { Translations } from './languages.js';

/** The global Word print template (workflow/print-template.ts): who may set it and what is wrong with one. */
export const PRINT_TEMPLATE_TRANSLATIONS: Record<string, Translations> = {
  // Instance states a filled template prints ({status}) that no other message had translated.
  已结束: { 'zh-TW': '已結束', 'en-US': 'Ended' },
  已撤销: { 'zh-TW': '已撤銷', 'en-US': 'Revoked' },
  '打印模板必须是 Word 文档（.docx）': {
    'zh-TW': '列印範本必須是 Word 文件（.docx）',
    'en-US': 'The print template must be a Word document (.docx)',
  },
  只有流程管理员可以设置打印模板: {
    'zh-TW': '只有流程管理員可以設定列印範本',
    'en-US': 'Only workflow administrators may set the print template',
  },
  '打印模板文件不存在，请重新上传': {
    'zh-TW': '列印範本檔案不存在，請重新上傳',
    'en-US': 'The print template file is missing: please upload it again',
  },
  '打印模板的占位符“{0}”缺少结尾的“}”': {
    'zh-TW': '列印範本的預留位置「{0}」缺少結尾的「}」',
    'en-US': 'The placeholder “{0}” of the print template lacks its closing “}”',
  },
  '打印模板的占位符“{0}”缺少开头的“{”': {
    'zh-TW': '列印範本的預留位置「{0}」缺少開頭的「{」',
    'en-US': 'The placeholder “{0}” of the print template lacks its opening “{”',
  },
  '打印模板的循环“{0}”没有正确的开始和结束': {
    'zh-TW': '列印範本的迴圈「{0}」沒有正確的開始和結束',
    'en-US': 'The loop “{0}” of the print template does not open and close properly',
  },
  '打印模板的占位符“{0}”有误': {
    'zh-TW': '列印範本的預留位置「{0}」有誤',
    'en-US': 'The placeholder “{0}” of the print template is wrong',
  },
  '打印模板的占位符“{0}”不是可用的占位符': {
    'zh-TW': '列印範本的預留位置「{0}」不是可用的預留位置',
    'en-US': 'The placeholder “{0}” of the print template is not one of the available placeholders',
  },
  // The caps of workflow/print-template.ts (the numbers are its PRINT_TEMPLATE_MAX_UNPACKED_MB and _PARTS).
  '打印模板解压后超过 {0} MB，请缩小文档（如压缩其中的图片）': {
    'zh-TW': '列印範本解壓縮後超過 {0} MB，請縮小文件（如壓縮其中的圖片）',
    'en-US':
      'The print template unpacks to more than {0} MB: make the document smaller (compress its pictures, for example)',
  },
  '打印模板包含的文件超过 {0} 个，不是 Word 保存的文档': {
    'zh-TW': '列印範本包含的檔案超過 {0} 個，不是 Word 儲存的文件',
    'en-US': 'The print template holds more than {0} files: it is no document Word saved',
  },
};

import type { Translations } from './languages.js';

/** Public questions and answers of a tender project (issue 36: tender/questions.ts). */
export const QUESTION_TRANSLATIONS: Record<string, Translations> = {
  问题: { 'zh-TW': '問題', 'en-US': 'Question' },
  答复: { 'zh-TW': '答覆', 'en-US': 'Answer' },
  提问成功: { 'zh-TW': '提問成功', 'en-US': 'Question sent' },
  答复成功: { 'zh-TW': '答覆成功', 'en-US': 'Answer published' },
  只有供应商可以提问: { 'zh-TW': '只有供應商可以提問', 'en-US': 'Only suppliers can ask questions' },
  '报名已截止，不能再提问': {
    'zh-TW': '報名已截止，不能再提問',
    'en-US': 'Registration has closed; questions can no longer be asked',
  },
  该项目当前不接受提问: {
    'zh-TW': '該專案目前不接受提問',
    'en-US': 'This project does not take questions at present',
  },
  问题不存在: { 'zh-TW': '問題不存在', 'en-US': 'The question does not exist' },
  '您在本项目的提问已有5个待答复，请待答复后再提问': {
    'zh-TW': '您在本專案的提問已有5個待答覆，請待答覆後再提問',
    'en-US':
      'You have 5 questions about this project waiting for an answer; ask again once they are answered',
  },
  该问题已答复: { 'zh-TW': '該問題已答覆', 'en-US': 'This question has been answered already' },
  只有该项目的采购人可以答复: {
    'zh-TW': '只有該專案的採購人可以答覆',
    'en-US': 'Only the purchaser of this project can answer',
  },
  '“{0}”项目有新的提问': { 'zh-TW': '「{0}」專案有新的提問', 'en-US': 'A new question about “{0}”' },
  '您对“{0}”项目的提问已答复': {
    'zh-TW': '您對「{0}」專案的提問已答覆',
    'en-US': 'Your question about “{0}” has been answered',
  },
};

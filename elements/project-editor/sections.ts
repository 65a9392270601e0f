import { msg } from '@lit/localize';
import type { EditorValues } from './editor-model.js';

/** The sections of the editor, in the order of the form. */
export const SECTION_IDS = [
  'basic',
  'schedule',
  'rules',
  'intro',
  'goods',
  'score',
  'qualifications',
  'files',
  'suppliers',
  'notice',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The sections the project's modes call for: the scoring rules only in comprehensive mode, the
 * invited suppliers only in invite mode.
 */
export function editorSections(
  values: Pick<EditorValues, 'fTransactionMode' | 'fRegisterMode'>,
): SectionId[] {
  return SECTION_IDS.filter((id) => {
    if (id === 'score') return values.fTransactionMode === 'comprehensive';
    if (id === 'suppliers') return values.fRegisterMode === 'invite';
    return true;
  });
}

export function sectionTitle(id: SectionId): string {
  switch (id) {
    case 'basic':
      return msg('基本信息');
    case 'schedule':
      return msg('时间安排');
    case 'rules':
      return msg('竞价规则');
    case 'intro':
      return msg('项目介绍');
    case 'goods':
      return msg('采购清单');
    case 'score':
      return msg('评分规则');
    case 'qualifications':
      return msg('资格审查');
    case 'files':
      return msg('附件');
    case 'suppliers':
      return msg('邀请供应商');
    case 'notice':
      return msg('招标公告', { id: 'editor-notice-section' });
  }
}

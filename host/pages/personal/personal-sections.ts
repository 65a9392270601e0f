import { msg } from '@lit/localize';
import type { Identity } from '../../../api/contract/identity.js';

/** Every section of the personal centre, by its `?type=`. */
export const PERSONAL_SECTIONS = [
  'noticeList',
  'enrollList',
  'projectList',
  'successList',
  'archiveList',
  'companyInfo',
  'purchaserInfo',
  'contractInfo',
  'collectionList',
  'sealSetting',
] as const;
export type PersonalSection = (typeof PERSONAL_SECTIONS)[number];

/**
 * The sections a user has, the first being the default: suppliers and purchasers their procurement
 * records beside the to-do messages; other signed-in users (staff) their messages and seal;
 * administrators none (tender-portal section 6).
 */
export function sectionsOf(identity: Identity | null | undefined): readonly PersonalSection[] {
  switch (identity) {
    case 'supplier':
      return [
        'noticeList',
        'enrollList',
        'projectList',
        'successList',
        'archiveList',
        'companyInfo',
        'contractInfo',
        'collectionList',
        'sealSetting',
      ];
    case 'purchaser':
      return [
        'noticeList',
        'projectList',
        'successList',
        'archiveList',
        'purchaserInfo',
        'contractInfo',
        'collectionList',
        'sealSetting',
      ];
    case 'administrators':
      return [];
    default:
      return ['noticeList', 'sealSetting'];
  }
}

export function sectionTitle(section: PersonalSection, identity: Identity | null | undefined): string {
  switch (section) {
    case 'noticeList':
      return msg('待办消息');
    case 'enrollList':
      return msg('我的报名');
    case 'projectList':
      return msg('我的项目');
    case 'successList':
      return identity === 'supplier' ? msg('中标项目') : msg('成功项目');
    case 'archiveList':
      return msg('归档项目');
    case 'companyInfo':
      return msg('企业信息');
    case 'purchaserInfo':
      return msg('采购人信息');
    case 'contractInfo':
      return msg('合同信息');
    case 'collectionList':
      return msg('我的收藏');
    case 'sealSetting':
      return msg('电子签章');
  }
}

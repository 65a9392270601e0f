import { msg } from '@lit/localize';
import type { MailFolderUse, MailTreeNode } from '../../api/contract/mail.js';

/** The order of the special folders in the tree; ordinary folders follow by name. */
const ORDER: readonly MailFolderUse[] = [
  'inbox',
  'drafts',
  'sent',
  'flagged',
  'archive',
  'junk',
  'trash',
  'all',
];

/** The icon of a folder by its use. */
export function folderIcon(use: MailFolderUse | null): string {
  switch (use) {
    case 'inbox':
      return 'inbox';
    case 'sent':
      return 'send';
    case 'drafts':
      return 'pencil';
    case 'trash':
      return 'trash';
    case 'junk':
      return 'exclamation-octagon';
    case 'archive':
      return 'archive';
    default:
      return 'folder';
  }
}

/** A folder's name in the user's language for the special ones (servers name them in English or anything). */
export function folderName(node: Pick<MailTreeNode, 'name' | 'specialUse'>): string {
  switch (node.specialUse) {
    case 'inbox':
      return msg('收件箱');
    case 'sent':
      return msg('已发送');
    case 'drafts':
      return msg('草稿箱');
    case 'trash':
      return msg('已删除');
    case 'junk':
      return msg('垃圾邮件');
    case 'archive':
      return msg('归档');
    case 'all':
      return msg('所有邮件');
    case 'flagged':
      return msg('已加星标');
    default:
      return node.name;
  }
}

/** Folders in the tree's order: special ones first (inbox on top), then the rest by name. */
export function sortFolders(folders: readonly MailTreeNode[]): MailTreeNode[] {
  const rank = (node: MailTreeNode) => {
    const index = node.specialUse ? ORDER.indexOf(node.specialUse) : -1;
    return index < 0 ? ORDER.length : index;
  };
  return [...folders].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

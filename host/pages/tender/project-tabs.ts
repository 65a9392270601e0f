import { msg } from '@lit/localize';
import type { Identity } from '../../../api/contract/identity.js';
import type { ProjectListSource } from '../../../elements/project-list/project-list.component.js';

export type ProjectTab = ProjectListSource;

/** The project lists a user has: a supplier's own projects, anyone else's workspace. */
export function projectTabsOf(identity: Identity | null | undefined): readonly ProjectTab[] {
  return identity === 'supplier' ? ['mine', 'success', 'archive'] : ['purchaser', 'success', 'archive'];
}

export function projectTabLabel(tab: ProjectTab, identity: Identity | null | undefined): string {
  switch (tab) {
    case 'mine':
    case 'purchaser':
      return msg('我的项目');
    case 'success':
      return identity === 'supplier' ? msg('中标项目') : msg('成功项目');
    case 'archive':
      return msg('归档项目');
  }
}

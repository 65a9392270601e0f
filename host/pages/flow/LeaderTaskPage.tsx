import { msg } from '@lit/localize';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowCardList } from './FlowCardList.js';
import { FlowList } from './FlowList.js';
import { FlowTabsPage } from './FlowTabsPage.js';

/** 领导待办: the tasks of the leaders the user serves as secretary, as a list or as cards. */
export function LeaderTaskPage({ route }: StaffPageProps) {
  return (
    <FlowTabsPage
      route={route}
      tabs={[
        {
          key: 'list',
          title: msg('领导待办列表'),
          panel: (title) => <FlowList kind="leaderTodo" label={title} savedFilters />,
        },
        { key: 'cards', title: msg('领导待办卡片'), panel: () => <FlowCardList kind="leaderTodo" /> },
      ]}
    />
  );
}

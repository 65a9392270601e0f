import { msg } from '@lit/localize';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowCardList } from './FlowCardList.js';
import { FlowList } from './FlowList.js';
import { FlowTabsPage } from './FlowTabsPage.js';

/** 发起流程 (route startProcess): the processes the user may start by category, all of them searchable, and the collected ones. */
export function StartProcessPage({ route }: StaffPageProps) {
  return (
    <FlowTabsPage
      route={route}
      tabs={[
        { key: 'cards', title: msg('按分类'), panel: () => <FlowCardList kind="newProcess" /> },
        {
          key: 'all',
          title: msg('全部流程'),
          panel: (title) => <FlowList kind="newProcess" label={title} />,
        },
        {
          key: 'collect',
          title: msg('我的收藏'),
          panel: (title) => <FlowList kind="collect" label={title} />,
        },
      ]}
    />
  );
}

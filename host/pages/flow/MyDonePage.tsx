import { msg } from '@lit/localize';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { FlowTabsPage } from './FlowTabsPage.js';

/** 我的已办: the tasks the user handled, and the processes they took part in. */
export function MyDonePage({ route }: StaffPageProps) {
  return (
    <FlowTabsPage
      route={route}
      tabs={[
        {
          key: 'done',
          title: msg('已办任务'),
          panel: (title) => <FlowList kind="done" label={title} savedFilters />,
        },
        {
          key: 'doneInst',
          title: msg('已办流程'),
          panel: (title) => <FlowList kind="doneInst" label={title} savedFilters />,
        },
      ]}
    />
  );
}

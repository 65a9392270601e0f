import { msg } from '@lit/localize';
import type { StaffPageProps } from '../../views/registry.js';
import { BatchHandleButton } from './BatchHandleButton.js';
import { FlowCardList } from './FlowCardList.js';
import { FlowList } from './FlowList.js';
import { FlowTabsPage } from './FlowTabsPage.js';
import { NotificationSwitch } from './NotificationSwitch.js';

/** 我的待办 (route myTask): the to-do list with saved filters, the to-do cards, and the tasks the user delegated. */
export function MyTaskPage({ route }: StaffPageProps) {
  return (
    <FlowTabsPage
      route={route}
      head={
        <>
          <BatchHandleButton />
          <NotificationSwitch />
        </>
      }
      tabs={[
        {
          key: 'list',
          title: msg('待办列表'),
          panel: (title) => <FlowList kind="todo" label={title} savedFilters />,
        },
        { key: 'cards', title: msg('待办卡片'), panel: () => <FlowCardList kind="todo" /> },
        {
          key: 'delegate',
          title: msg('我委托的'),
          panel: (title) => <FlowList kind="delegate" label={title} savedFilters />,
        },
      ]}
    />
  );
}

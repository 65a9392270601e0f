import { msg } from '@lit/localize';
import { useState } from 'react';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowCardList } from './FlowCardList.js';
import { FlowList } from './FlowList.js';
import { FlowTabs } from './FlowTabs.js';
import { installFlowPageStyles } from './flow-page-styles.js';
import { NotificationSwitch } from './NotificationSwitch.js';

installFlowPageStyles();

type View = 'list' | 'cards' | 'delegate';

/** 我的待办 (route myTask): the to-do list with saved filters, the to-do cards, and the tasks the user delegated. */
export function MyTaskPage({ route }: StaffPageProps) {
  const [view, setView] = useState<View>('list');
  const titles: Record<View, string> = {
    list: msg('待办列表'),
    cards: msg('待办卡片'),
    delegate: msg('我委托的'),
  };
  return (
    <section className="flow-page">
      <div className="flow-page__head">
        <h1>{route.title}</h1>
        <NotificationSwitch />
      </div>
      <FlowTabs
        label={route.title}
        value={view}
        onChange={setView}
        tabs={(['list', 'cards', 'delegate'] as const).map((key) => ({ key, title: titles[key] }))}
      />
      <div role="tabpanel" aria-label={titles[view]}>
        {view === 'list' && <FlowList kind="todo" label={titles.list} savedFilters />}
        {view === 'cards' && <FlowCardList kind="todo" />}
        {view === 'delegate' && <FlowList kind="delegate" label={titles.delegate} savedFilters />}
      </div>
    </section>
  );
}

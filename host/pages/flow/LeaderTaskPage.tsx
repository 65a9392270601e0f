import { msg } from '@lit/localize';
import { useState } from 'react';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowCardList } from './FlowCardList.js';
import { FlowList } from './FlowList.js';
import { FlowTabs } from './FlowTabs.js';
import { installFlowPageStyles } from './flow-page-styles.js';

installFlowPageStyles();

type View = 'list' | 'cards';

/** 领导待办: the tasks of the leaders the user serves as secretary, as a list or as cards. */
export function LeaderTaskPage({ route }: StaffPageProps) {
  const [view, setView] = useState<View>('list');
  const titles: Record<View, string> = { list: msg('领导待办列表'), cards: msg('领导待办卡片') };
  return (
    <section className="flow-page">
      <h1>{route.title}</h1>
      <FlowTabs
        label={route.title}
        value={view}
        onChange={setView}
        tabs={(['list', 'cards'] as const).map((key) => ({ key, title: titles[key] }))}
      />
      <div role="tabpanel" aria-label={titles[view]}>
        {view === 'list' ? (
          <FlowList kind="leaderTodo" label={titles.list} savedFilters />
        ) : (
          <FlowCardList kind="leaderTodo" />
        )}
      </div>
    </section>
  );
}

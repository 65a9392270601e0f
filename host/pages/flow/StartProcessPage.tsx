import { msg } from '@lit/localize';
import { useState } from 'react';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowCardList } from './FlowCardList.js';
import { FlowList } from './FlowList.js';
import { FlowTabs } from './FlowTabs.js';
import { installFlowPageStyles } from './flow-page-styles.js';

installFlowPageStyles();

type View = 'cards' | 'all' | 'collect';

/** 发起流程 (route startProcess): the processes the user may start by category, all of them searchable, and the collected ones. */
export function StartProcessPage({ route }: StaffPageProps) {
  const [view, setView] = useState<View>('cards');
  const titles: Record<View, string> = {
    cards: msg('按分类'),
    all: msg('全部流程'),
    collect: msg('我的收藏'),
  };
  return (
    <section className="flow-page">
      <h1>{route.title}</h1>
      <FlowTabs
        label={route.title}
        value={view}
        onChange={setView}
        tabs={(['cards', 'all', 'collect'] as const).map((key) => ({ key, title: titles[key] }))}
      />
      <div role="tabpanel" aria-label={titles[view]}>
        {view === 'cards' && <FlowCardList kind="newProcess" />}
        {view === 'all' && <FlowList kind="newProcess" label={titles.all} />}
        {view === 'collect' && <FlowList kind="collect" label={titles.collect} />}
      </div>
    </section>
  );
}

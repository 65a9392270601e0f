import { msg } from '@lit/localize';
import { useState } from 'react';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { FlowTabs } from './FlowTabs.js';
import { installFlowPageStyles } from './flow-page-styles.js';

installFlowPageStyles();

type View = 'done' | 'doneInst';

/** 我的已办: the tasks the user handled, and the processes they took part in. */
export function MyDonePage({ route }: StaffPageProps) {
  const [view, setView] = useState<View>('done');
  const titles: Record<View, string> = { done: msg('已办任务'), doneInst: msg('已办流程') };
  return (
    <section className="flow-page">
      <h1>{route.title}</h1>
      <FlowTabs
        label={route.title}
        value={view}
        onChange={setView}
        tabs={(['done', 'doneInst'] as const).map((key) => ({ key, title: titles[key] }))}
      />
      <div role="tabpanel" aria-label={titles[view]}>
        <FlowList key={view} kind={view} label={titles[view]} savedFilters />
      </div>
    </section>
  );
}

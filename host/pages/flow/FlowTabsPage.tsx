import { Fragment, type ReactNode, useState } from 'react';
import type { TaskListKind } from '../../../elements/task-list/task-list.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { FlowPage } from './FlowPage.js';
import { FlowTabs } from './FlowTabs.js';

/** One tab of a workflow page: its title and what its panel shows. */
export interface FlowPageTab<K extends string> {
  key: K;
  title: string;
  /** The panel, given the tab's title; it is mounted anew each time the tab is chosen. */
  panel: (title: string) => ReactNode;
}

/**
 * A workflow page of tabs (list / cards / delegated...): the route's title, the tablist, and the
 * chosen tab's panel, labelled by the tab's title. `head` goes beside the title.
 */
export function FlowTabsPage<K extends string>({
  route,
  tabs,
  initial = tabs[0]!.key,
  head,
}: StaffPageProps & { tabs: FlowPageTab<K>[]; initial?: K; head?: ReactNode }) {
  const [view, setView] = useState<K>(initial);
  const tab = tabs.find((t) => t.key === view) ?? tabs[0]!;
  return (
    <FlowPage title={route.title} head={head}>
      <FlowTabs label={route.title} value={tab.key} onChange={setView} tabs={tabs} />
      <div role="tabpanel" aria-label={tab.title}>
        <Fragment key={tab.key}>{tab.panel(tab.title)}</Fragment>
      </div>
    </FlowPage>
  );
}

/** A workflow page of one list, labelled by the route's title. */
export function FlowListPage({
  route,
  kind,
  savedFilters = false,
}: StaffPageProps & { kind: TaskListKind; savedFilters?: boolean }) {
  return (
    <FlowPage title={route.title}>
      <FlowList kind={kind} label={route.title} savedFilters={savedFilters} />
    </FlowPage>
  );
}

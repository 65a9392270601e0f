import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { installFlowPageStyles } from './flow-page-styles.js';

installFlowPageStyles();

/** 我的草稿: start forms saved without starting; a draft opens in the start page to go on or be removed. */
export function MyDraftPage({ route }: StaffPageProps) {
  return (
    <section className="flow-page">
      <h1>{route.title}</h1>
      <FlowList kind="draft" label={route.title} />
    </section>
  );
}

import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { installFlowPageStyles } from './flow-page-styles.js';

installFlowPageStyles();

/** 我的请求: the instances the user started, with where each stands. */
export function MyRequestPage({ route }: StaffPageProps) {
  return (
    <section className="flow-page">
      <h1>{route.title}</h1>
      <FlowList kind="myRequest" label={route.title} savedFilters />
    </section>
  );
}

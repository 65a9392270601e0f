import type { StaffPageProps } from '../../views/registry.js';
import { FlowListPage } from './FlowTabsPage.js';

/** 我的请求: the instances the user started, with where each stands. */
export function MyRequestPage({ route }: StaffPageProps) {
  return <FlowListPage route={route} kind="myRequest" savedFilters />;
}

import type { StaffPageProps } from '../../views/registry.js';
import { FlowListPage } from './FlowTabsPage.js';

/** 我的草稿: start forms saved without starting; a draft opens in the start page to go on or be removed. */
export function MyDraftPage({ route }: StaffPageProps) {
  return <FlowListPage route={route} kind="draft" />;
}

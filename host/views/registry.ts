import { msg } from '@lit/localize';
import { ADMIN_PAGES } from '../pages/admin/admin-pages.js';
import { type LazyPage, lazyPage } from '../routing/lazy-page.js';
import type { StaffRoute } from '../routing/staff-routes.js';

export interface StaffPageProps {
  route: StaffRoute;
}

/**
 * The views folder: components a menu route may name (its route definition's `component`), each its
 * own chunk. A menu naming a view that is not here shows "module not found".
 */
export const VIEWS: Record<string, LazyPage<StaffPageProps>> = {
  'flow/myTask': lazyPage(() => import('../pages/flow/MyTaskPage.js').then((m) => m.MyTaskPage)),
  'flow/startProcess': lazyPage(() =>
    import('../pages/flow/StartProcessPage.js').then((m) => m.StartProcessPage),
  ),
  'flow/myRequest': lazyPage(() => import('../pages/flow/MyRequestPage.js').then((m) => m.MyRequestPage)),
  'flow/myDone': lazyPage(() => import('../pages/flow/MyDonePage.js').then((m) => m.MyDonePage)),
  'flow/myDraft': lazyPage(() => import('../pages/flow/MyDraftPage.js').then((m) => m.MyDraftPage)),
  'flow/leaderTask': lazyPage(() => import('../pages/flow/LeaderTaskPage.js').then((m) => m.LeaderTaskPage)),
  'flow/noticeList': lazyPage(() => import('../pages/flow/NoticeListPage.js').then((m) => m.NoticeListPage)),
  'office/mail': lazyPage(() => import('../pages/office/MailPage.js').then((m) => m.MailPage)),
  'matter/startProcess': lazyPage(() =>
    import('../pages/flow/StartFormPage.js').then((m) => m.StartFormPage),
  ),
  'matter/approvalForm': lazyPage(() =>
    import('../pages/flow/ApprovalFormPage.js').then((m) => m.ApprovalFormPage),
  ),
  'office/innerMessage': lazyPage(() =>
    import('../pages/office/InnerMessagePage.js').then((m) => m.InnerMessagePage),
  ),
  'office/contacts': lazyPage(() => import('../pages/office/ContactsPage.js').then((m) => m.ContactsPage)),
  'setting/agent': lazyPage(() =>
    import('../pages/setting/AgentSettingPage.js').then((m) => m.AgentSettingPage),
  ),
  'setting/secretary': lazyPage(() =>
    import('../pages/setting/SecretarySettingPage.js').then((m) => m.SecretarySettingPage),
  ),
  'setting/approvalItem': lazyPage(() =>
    import('../pages/setting/PhraseSettingPage.js').then((m) => m.PhraseSettingPage),
  ),
  // The administration area (系统管理): its pages are listed in pages/admin/admin-pages.ts.
  ...ADMIN_PAGES,
  'flowAdmin/processes': lazyPage(() =>
    import('../pages/flow-admin/ProcessAdminPage.js').then((m) => m.ProcessAdminPage),
  ),
  'flowAdmin/incidents': lazyPage(() =>
    import('../pages/flow-admin/IncidentAdminPage.js').then((m) => m.IncidentAdminPage),
  ),
  'flowAdmin/printTemplate': lazyPage(() =>
    import('../pages/flow-admin/PrintTemplateAdminPage.js').then((m) => m.PrintTemplateAdminPage),
  ),
};

/**
 * Pages of the workflow area that no menu lists but its links open: the start page and the approval
 * form (workflow-portal section 2). They join the routes of a user whose menu has a workflow page.
 */
export function matterRoutes(routes: readonly StaffRoute[]): StaffRoute[] {
  if (!routes.some((route) => route.component.startsWith('flow/'))) return [];
  const route = (path: string, title: string): StaffRoute => ({
    path,
    alias: path.slice(1).replace('/', ':'),
    title,
    component: path.slice(1),
    layout: 'Layout',
    meta: { title },
  });
  return [
    route('/matter/startProcess', msg('发起申请')),
    route('/matter/approvalForm', msg('审批表单')),
  ].filter((extra) => !routes.some((existing) => existing.path === extra.path));
}

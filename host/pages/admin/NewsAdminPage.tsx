import { SiteNewsAdmin } from '../../../elements/react/site-news-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 新闻管理 (admin/news): the public site's news, the site administrator's (issue 36). */
export function NewsAdminPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <SiteNewsAdmin onEipAdminChange={toastAdminChange} />
    </AdminPage>
  );
}

/**
 * 通知公告 (admin/notices): the site's notices, the news of the 通知公告 category that the public news page
 * (its 通知公告 tab) and the staff home's 通知公告 column show; the site administrator's (issue 36).
 */
export function NoticesAdminPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <SiteNewsAdmin classify="notice" onEipAdminChange={toastAdminChange} />
    </AdminPage>
  );
}

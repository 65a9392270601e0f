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

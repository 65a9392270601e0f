import { SiteShortLinks } from '../../../elements/react/site-short-links.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 短链接管理 (admin/shortUrls): the public site's short links, the site administrator's (issue 36). */
export function ShortLinksAdminPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <SiteShortLinks onEipAdminChange={toastAdminChange} />
    </AdminPage>
  );
}

import { UserAdmin } from '../../../elements/react/user-admin.js';
import { useSession } from '../../session/session-store.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 用户管理 (admin/users): the site administrator's users, or a staff 系统管理员's staff. */
export function UsersAdminPage({ route }: StaffPageProps) {
  const { identity } = useSession();
  return (
    <AdminPage title={route.title}>
      <UserAdmin
        scope={identity === 'administrators' ? 'all' : 'staff'}
        onEipAdminChange={toastAdminChange}
      />
    </AdminPage>
  );
}

import { msg } from '@lit/localize';
import type { ReactNode } from 'react';
import { toast } from '../../notify.js';
import { useSession } from '../../session/session-store.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';
import { FlowTabsPage } from '../flow/FlowTabsPage.js';

/** The method alias of the workflow administrators, who manage everyone's agents and secretaries. */
export const MANAGE_SETTINGS_METHOD = 'workflow:manageSettings';

/**
 * A personal settings page of the staff menu: the route's title over its element; for a workflow
 * administrator (`managed` given), a second tab with everyone's (the server checks the role again).
 */
export function SettingPage({
  route,
  personal,
  managed,
}: StaffPageProps & { personal: () => ReactNode; managed?: () => ReactNode }) {
  const session = useSession();
  // Granted explicitly: an alias nobody guards would let everyone through hasPermissions.
  if (!managed || !session.permissions.includes(MANAGE_SETTINGS_METHOD)) {
    return <FlowPage title={route.title}>{personal()}</FlowPage>;
  }
  return (
    <FlowTabsPage
      route={route}
      tabs={[
        { key: 'mine', title: msg('我的设置'), panel: personal },
        { key: 'all', title: msg('全部人员'), panel: managed },
      ]}
    />
  );
}

/** What a settings element saved or removed, as the server said it. */
export function toastChange(event: CustomEvent<{ message: string }>): void {
  toast(event.detail.message);
}

import type { ReactNode } from 'react';
import { toast } from '../../notify.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';

/** A personal settings page of the staff menu: the route's title over its element. */
export function SettingPage({ route, children }: StaffPageProps & { children: ReactNode }) {
  return <FlowPage title={route.title}>{children}</FlowPage>;
}

/** What a settings element saved or removed, as the server said it. */
export function toastChange(event: CustomEvent<{ message: string }>): void {
  toast(event.detail.message);
}

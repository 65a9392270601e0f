import type { ReactNode } from 'react';
import { toast } from '../../notify.js';
import { FlowPage } from '../flow/FlowPage.js';

/** An administration page: its title and its element; what the element reports changed is toasted. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return <FlowPage title={title}>{children}</FlowPage>;
}

/** The toast of an element's `eip-admin-change`: the server's message. */
export function toastAdminChange(event: CustomEvent<{ message: string }>): void {
  toast(event.detail.message, 'success');
}

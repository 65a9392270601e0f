import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { MESSAGE_DURATION_MS, TOAST_DURATION_MS } from '../api/contract/limits.js';

export const DEFAULT_TOAST_TEXT = '操作成功';

export type NotifyVariant = 'success' | 'error' | 'warning' | 'info';

const VARIANTS: Record<NotifyVariant, { variant: string; icon: string }> = {
  success: { variant: 'success', icon: 'check2-circle' },
  error: { variant: 'danger', icon: 'exclamation-octagon' },
  warning: { variant: 'warning', icon: 'exclamation-triangle' },
  info: { variant: 'primary', icon: 'info-circle' },
};

/**
 * Shows a toast in the corner (a Shoelace alert's toast stack), by default for TOAST_DURATION_MS: the
 * toast component of tender-portal section 2.4. The text goes in as text, never as HTML: messages come
 * from servers. The alert's code loads with the first toast (pages that say nothing never carry it).
 */
export function toast(
  message = DEFAULT_TOAST_TEXT,
  variant: NotifyVariant = 'success',
  duration = TOAST_DURATION_MS,
) {
  const { variant: slVariant, icon } = VARIANTS[variant];
  const alert = document.createElement('sl-alert') as HTMLElement & { toast(): Promise<void> };
  Object.assign(alert, { variant: slVariant, closable: true, duration });
  const iconElement = document.createElement('sl-icon');
  iconElement.setAttribute('slot', 'icon');
  iconElement.setAttribute('name', icon);
  alert.append(iconElement, document.createTextNode(message));
  // Fading out, the alert is aria-hidden at once but stays on screen for its animation, its close
  // button still in the tab order: inert takes it out of focus with the rest.
  alert.addEventListener('sl-hide', (event) => {
    if (event.target === alert) alert.inert = true;
  });
  void import('@shoelace-style/shoelace/dist/components/alert/alert.js').then(() => {
    document.body.append(alert);
    return alert.toast();
  });
  return alert;
}

/**
 * A short message for MESSAGE_DURATION_MS, the shell's duration (tender-portal section 9): what the
 * client reports, and what elements tell the user (code sent, password changed, registered).
 */
export function message(text: string, variant: NotifyVariant = 'info') {
  return toast(text, variant, MESSAGE_DURATION_MS);
}

import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';

/** How long a message from the client's error catalogue stays (tender-portal section 9). */
export const MESSAGE_DURATION = 1800;
/** How long a toast stays by default. */
export const TOAST_DURATION = 3000;
export const DEFAULT_TOAST_TEXT = '操作成功';

export type NotifyVariant = 'success' | 'error' | 'warning' | 'info';

const VARIANTS: Record<NotifyVariant, { variant: string; icon: string }> = {
  success: { variant: 'success', icon: 'check2-circle' },
  error: { variant: 'danger', icon: 'exclamation-octagon' },
  warning: { variant: 'warning', icon: 'exclamation-triangle' },
  info: { variant: 'primary', icon: 'info-circle' },
};

/**
 * Shows a toast in the corner (a Shoelace alert's toast stack). The text goes in as text, never as
 * HTML: messages come from servers.
 */
export function toast(
  message = DEFAULT_TOAST_TEXT,
  variant: NotifyVariant = 'success',
  duration = TOAST_DURATION,
) {
  const { variant: slVariant, icon } = VARIANTS[variant];
  const alert = document.createElement('sl-alert') as HTMLElement & { toast(): Promise<void> };
  Object.assign(alert, { variant: slVariant, closable: true, duration });
  const iconElement = document.createElement('sl-icon');
  iconElement.setAttribute('slot', 'icon');
  iconElement.setAttribute('name', icon);
  alert.append(iconElement, document.createTextNode(message));
  document.body.append(alert);
  void alert.toast();
  return alert;
}

/** A short message, as the client reports errors (1800 ms). */
export function message(text: string, variant: NotifyVariant = 'info') {
  return toast(text, variant, MESSAGE_DURATION);
}

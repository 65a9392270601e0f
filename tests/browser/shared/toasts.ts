import type SlAlert from '@shoelace-style/shoelace/dist/components/alert/alert.js';

/**
 * Closes the toasts a test left (the portal's messages) and waits until they are gone. Removing one by
 * hand instead makes Shoelace's own removal throw when its timer hides it later, in whatever test runs
 * then.
 */
export async function dismissToasts(): Promise<void> {
  await Promise.all([...document.querySelectorAll<SlAlert>('sl-alert')].map((alert) => alert.hide()));
}

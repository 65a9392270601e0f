import { MESSAGE_DURATION_MS } from '../../../api/contract/limits.js';

/**
 * Events more than one form or dialog emits, typed once here (declaration merging) so the
 * declarations never disagree.
 */

/** Variants a notification can have; the same names as Shoelace's alert and the host's toasts. */
export const NOTIFY_VARIANTS = ['primary', 'success', 'neutral', 'warning', 'danger'] as const;
export type NotifyVariant = (typeof NOTIFY_VARIANTS)[number];

export interface NotifyDetail {
  variant: NotifyVariant;
  /** The exact text to show, already in the user's language. */
  message: string;
  /** How long to show it, in ms: the shell's message duration (`MESSAGE_DURATION_MS`, 1800). */
  duration: number;
}

/** The `eip-notify` detail of a save that passed: the server's message, else `fallback`. */
export function successNotice(message: string | undefined, fallback: string): NotifyDetail {
  return { variant: 'success', message: message || fallback, duration: MESSAGE_DURATION_MS };
}

declare module '../eip-element.js' {
  interface EipEventDetailMap {
    /** Asks the page to show a short message (the portal shows a toast). */
    'eip-notify': NotifyDetail;
    /** A dialog closed because the user closed it (or finished with it). */
    'eip-close': Record<string, never>;
  }
}

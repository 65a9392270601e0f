/**
 * Sources a badge can load its count from: the tender site's to-do messages (procureMessage) and the
 * staff's inner messages (messageReceiver getMsgbadge).
 */
export const BADGE_SOURCES = ['procure-message', 'inner-message'] as const;
export type BadgeSource = (typeof BADGE_SOURCES)[number];

export function isBadgeSource(value: unknown): value is BadgeSource {
  return (BADGE_SOURCES as readonly unknown[]).includes(value);
}

/** Sources a badge can load its count from. */
export const BADGE_SOURCES = ['procure-message'] as const;
export type BadgeSource = (typeof BADGE_SOURCES)[number];

export function isBadgeSource(value: unknown): value is BadgeSource {
  return (BADGE_SOURCES as readonly unknown[]).includes(value);
}

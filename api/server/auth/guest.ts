import type { SessionUser } from './sessions.js';

/**
 * The user a guest short link signs a visitor in as; it has no identity, no menus and no password.
 * Created by migration 0023, so that guest links work on every database, with or without the demo.
 */
export const GUEST_USER_ID = 'u-guest';

export function isGuest(user: SessionUser): boolean {
  return user.id === GUEST_USER_ID;
}

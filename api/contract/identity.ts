export const IDENTITIES = ['purchaser', 'supplier', 'administrators'] as const;
export type Identity = (typeof IDENTITIES)[number];

export function isIdentity(value: unknown): value is Identity {
  return (IDENTITIES as readonly unknown[]).includes(value);
}

/** User status: 1 normal, 0 disabled, -1 not activated, anything else left the company. */
export const USER_STATUSES = [1, 0, -1] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What a user status stands for; `left` covers every value outside USER_STATUSES. */
export const USER_STATUS_KINDS = ['normal', 'disabled', 'inactive', 'left'] as const;
export type UserStatusKind = (typeof USER_STATUS_KINDS)[number];

const KIND_BY_STATUS: Record<UserStatus, UserStatusKind> = { 1: 'normal', 0: 'disabled', [-1]: 'inactive' };

/** Reads a status as the server sends it (a number or a numeric string). */
export function userStatusKind(status: unknown): UserStatusKind {
  const value = typeof status === 'string' && status.trim() !== '' ? Number(status) : status;
  return (USER_STATUSES as readonly unknown[]).includes(value) ? KIND_BY_STATUS[value as UserStatus] : 'left';
}

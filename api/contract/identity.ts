export const IDENTITIES = ['purchaser', 'supplier', 'administrators'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** User status: 1 normal, 0 disabled, -1 not activated, anything else left the company. */
export const USER_STATUSES = [1, 0, -1] as const;

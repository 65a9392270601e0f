/** Contacts and contact groups (workflow-portal sections 2 and 7, ucGroup and ucGroupUser; issue 15). */
export type {
  ContactGroupIdsQuery,
  ContactGroupSaveBody,
  ContactSearchBody,
  GroupIdQuery,
  GroupSwapBody,
  GroupUsersBody,
} from './schemas/contacts.js';

export const CONTACT_GROUP_LIMITS = { name: 30, description: 200, members: 200 } as const;

/**
 * A personal contact group. Groups belong to the user who made them; an administrator's query lists
 * every user's groups (read only: only the owner changes a group).
 */
export interface ContactGroup {
  id: string;
  name: string;
  description: string | null;
  ownerId: string;
  ownerName: string;
  memberCount: number;
  createTime: string;
}

/** A colleague: in the organisation's directory or a member of a group (with `sn`, the order). */
export interface Contact {
  id: string;
  name: string;
  account: string;
  email: string | null;
  mobile: string | null;
  /** The departments the person belongs to, joined. */
  orgName: string | null;
  sn?: number;
}

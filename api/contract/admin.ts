/** Identity administration (issue 38): the change log, the user centre's own calls, supplier admissions. */
export type { PageList } from './envelope.js';

/** One recorded administrative change (adminChange/query). */
export interface AdminChange {
  id: number;
  actorId: string;
  /** The actor's account when the change was made. */
  actorAccount: string;
  /** `<object>.<action>`: user.create, user.disable, admission.activate… */
  kind: string;
  objectType: string;
  objectId: string;
  /** The object before the change (null when it was created) and after (null when removed). */
  before: unknown;
  after: unknown;
  createTime: string;
}

/** adminChange/query: newest first, each filter optional. */
export interface AdminChangeQuery {
  page?: number;
  pageSize?: number;
  objectType?: string;
  objectId?: string;
  kind?: string;
  /** The actor's id or account. */
  actor?: string;
  /** ISO times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** Page sizes the administration lists take. */
export const ADMIN_PAGE_SIZE_MAX = 100;

import * as CONTACTS from '../contract/calls/contacts.js';
import type {
  Contact,
  ContactGroup,
  ContactGroupSaveBody,
  ContactSearchBody,
  GroupIdQuery,
  GroupSwapBody,
  GroupUsersBody,
} from '../contract/contacts.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { HttpClient } from './http.js';

/** ucGroup and ucGroupUser: the caller's contact groups (workflow-portal section 7), and the directory. */
export function contactCalls(http: HttpClient) {
  return {
    /** The caller's groups with their member counts (an administrator: every user's). */
    queryGroups: (body: QueryBody = { pageBean: { page: 1, pageSize: -1 } }, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ContactGroup>>>(CONTACTS.ucGroup_query, {
        method: 'POST',
        data: body,
        signal,
      }),
    /** Creates a group (no id) or renames one of the caller's; the value is its id. */
    saveGroup: (body: ContactGroupSaveBody) =>
      http.call<Envelope<string>>(CONTACTS.ucGroup_save, { method: 'POST', data: body }),
    /** Removes the caller's groups. */
    removeGroups: (ids: string[]) =>
      http.call<Envelope<number>>(CONTACTS.ucGroup_remove, {
        method: 'DELETE',
        params: { ids: ids.join(',') },
      }),
    /** The members of a group, in the owner's order. */
    getGroupUsers: (groupId: string, signal?: AbortSignal) =>
      http.call<Envelope<Contact[]>>(CONTACTS.ucGroupUser_getGroupUsers, {
        method: 'GET',
        params: { groupId } satisfies GroupIdQuery,
        signal,
      }),
    /** Adds people at the end of a group (people already in it stay where they are). */
    addGroupUsers: (body: GroupUsersBody) =>
      http.call<Envelope<number>>(CONTACTS.ucGroupUser_saveJson, { method: 'POST', data: body }),
    /** Takes people out of a group. */
    removeGroupUsers: (body: GroupUsersBody) =>
      http.call<Envelope<number>>(CONTACTS.ucGroupUser_remove, { method: 'POST', data: body }),
    /** Two members trade places. */
    swapGroupUsers: (body: GroupSwapBody) =>
      http.call<Envelope<undefined>>(CONTACTS.ucGroupUser_swap, { method: 'POST', data: body }),
    /** The organisation's people by name, account, e-mail or pinyin (the reference backend's own call). */
    search: (body: ContactSearchBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<Contact>>>(CONTACTS.ucContacts_search, {
        data: body,
        signal,
      }),
  };
}

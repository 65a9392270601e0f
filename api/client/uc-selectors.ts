import * as UC from '../contract/calls/uc.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type {
  Dimension,
  OrgTreeNode,
  OrgTreeQuery,
  SelectorJob,
  SelectorOrg,
  SelectorPost,
  SelectorRole,
  SelectorUser,
} from '../contract/selectors.js';
import type { HttpClient } from './http.js';

/**
 * Lists behind the user, org, role, job, post and dimension selectors (tender-portal 7.1). Paged lists take
 * a QueryBody (pageBean, querys, sorter); `pageSize: -1` asks for all rows.
 */
export function ucSelectorCalls(http: HttpClient) {
  return {
    /** Users; filter by orgId, postId, roleId or jobId (EQUAL/IN) to list the members of one. */
    queryUsersByType: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorUser>>>(UC.users_queryByType, { data: query, signal }),
    /** One level of the org tree. */
    getOrgsByParentAndDem: (query: OrgTreeQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<OrgTreeNode[]>>(UC.orgs_getByParentAndDem, { data: query, signal }),
    getOrgPage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorOrg>>>(UC.orgs_getOrgPage, { data: query, signal }),
    getRolePage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorRole>>>(UC.roles_getRolePage, { data: query, signal }),
    getJobPage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorJob>>>(UC.jobs_getJobPage, { data: query, signal }),
    getOrgPostPage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorPost>>>(UC.orgPosts_getOrgPostPage, { data: query, signal }),
    /** Dimensions matching the query's filters. */
    getDemListAll: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<Dimension[]>>(UC.dems_getDemListAll, { data: query, signal }),
    getAllDems: (signal?: AbortSignal) => http.call<Envelope<Dimension[]>>(UC.dems_getAll, { signal }),
  };
}

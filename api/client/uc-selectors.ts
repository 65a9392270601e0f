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
      http.call<Envelope<PageList<SelectorUser>>>('users/queryByType', { data: query, signal }),
    /** One level of the org tree. */
    getOrgsByParentAndDem: (query: OrgTreeQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<OrgTreeNode[]>>('orgs/getByParentAndDem', { data: query, signal }),
    getOrgPage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorOrg>>>('orgs/getOrgPage', { data: query, signal }),
    getRolePage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorRole>>>('roles/getRolePage', { data: query, signal }),
    getJobPage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorJob>>>('jobs/getJobPage', { data: query, signal }),
    getOrgPostPage: (query: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SelectorPost>>>('orgPosts/getOrgPostPage', { data: query, signal }),
    /** Dimensions matching the query's filters. */
    getDemListAll: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<Dimension[]>>('dems/getDemListAll', { data: query, signal }),
    getAllDems: (signal?: AbortSignal) => http.call<Envelope<Dimension[]>>('dems/getAll', { signal }),
  };
}

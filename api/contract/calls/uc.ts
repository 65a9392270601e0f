// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the uc service the spec names, in its order. */
export const auth = { service: 'uc', method: 'POST', path: '/auth' } as const satisfies CallSpec;
export const sso_auth = { service: 'uc', method: 'GET', path: '/sso/auth' } as const satisfies CallSpec;
export const user_getByAccount = {
  service: 'uc',
  method: 'POST',
  path: '/api/user/v1/user/getByAccount',
} as const satisfies CallSpec;
export const signout = { service: 'uc', method: 'GET', path: '/signout' } as const satisfies CallSpec;
export const user_getDetailByAccountOrId = {
  service: 'uc',
  method: 'POST',
  path: '/api/user/v1/user/getDetailByAccountOrId',
} as const satisfies CallSpec;
export const user_changUserPsd = {
  service: 'uc',
  method: 'POST',
  path: '/api/user/v1/user/changUserPsd',
} as const satisfies CallSpec;
export const user_modifiUserPsd = {
  service: 'uc',
  method: 'POST',
  path: '/api/user/v1/user/modifiUserPsd',
} as const satisfies CallSpec;
export const user_register = {
  service: 'uc',
  method: 'POST',
  path: '/api/user/v1/user/register',
} as const satisfies CallSpec;
export const user_getRegisterInfo = {
  service: 'uc',
  method: 'GET',
  path: '/api/user/v1/user/getRegisterInfo',
} as const satisfies CallSpec;
export const user_modifyRegisterInfo = {
  service: 'uc',
  method: 'POST',
  path: '/api/user/v1/user/modifyRegisterInfo',
} as const satisfies CallSpec;
export const user_getCompanyInfo = {
  service: 'uc',
  method: 'GET',
  path: '/api/user/v1/user/getCompanyInfo',
} as const satisfies CallSpec;
export const pwdStrategy_getDefault = {
  service: 'uc',
  method: 'GET',
  path: '/api/pwdStrategy/v1/getDefault',
} as const satisfies CallSpec;
export const tools_getPublicKey = {
  service: 'uc',
  method: 'GET',
  path: '/base/tools/v1/getPublicKey',
} as const satisfies CallSpec;
export const tenantManage_getTenantByCode = {
  service: 'uc',
  method: 'GET',
  path: '/uc/tenantManage/v1/getTenantByCode',
} as const satisfies CallSpec;
export const electronicSeal_getElectronicSeal = {
  service: 'uc',
  method: 'GET',
  path: '/uc/electronicSeal/v1/getElectronicSeal',
} as const satisfies CallSpec;
export const electronicSeal_getSealByCurrentUserId = {
  service: 'uc',
  method: 'GET',
  path: '/uc/electronicSeal/v1/getSealByCurrentUserId',
} as const satisfies CallSpec;
export const users_queryByType = {
  service: 'uc',
  method: 'POST',
  path: '/api/user/v1/users/queryByType',
} as const satisfies CallSpec;
export const orgs_getByParentAndDem = {
  service: 'uc',
  method: 'POST',
  path: '/api/org/v1/orgs/getByParentAndDem',
} as const satisfies CallSpec;
export const orgs_getOrgPage = {
  service: 'uc',
  method: 'POST',
  path: '/api/org/v1/orgs/getOrgPage',
} as const satisfies CallSpec;
export const roles_getRolePage = {
  service: 'uc',
  method: 'POST',
  path: '/api/role/v1/roles/getRolePage',
} as const satisfies CallSpec;
export const jobs_getJobPage = {
  service: 'uc',
  method: 'POST',
  path: '/api/job/v1/jobs/getJobPage',
} as const satisfies CallSpec;
export const orgPosts_getOrgPostPage = {
  service: 'uc',
  method: 'POST',
  path: '/api/org/v1/orgPosts/getOrgPostPage',
} as const satisfies CallSpec;
export const dems_getDemListAll = {
  service: 'uc',
  method: 'POST',
  path: '/api/demension/v1/dems/getDemListAll',
} as const satisfies CallSpec;
export const dems_getAll = {
  service: 'uc',
  method: 'GET',
  path: '/api/demension/v1/dems/getAll',
} as const satisfies CallSpec;

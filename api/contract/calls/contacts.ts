// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the contacts service the spec names, in its order. */
export const ucGroup_setCookie = {
  key: 'ucGroup/setCookie',
  service: 'contacts',
  method: 'GET',
  path: '/ucGroup/v1/setCookie',
} as const satisfies CallSpec;
export const ucGroup_query = {
  key: 'ucGroup/query',
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroup/v1/query',
} as const satisfies CallSpec;
export const ucGroup_save = {
  key: 'ucGroup/save',
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroup/v1/save',
} as const satisfies CallSpec;
export const ucGroup_remove = {
  key: 'ucGroup/remove',
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroup/v1/remove',
} as const satisfies CallSpec;
export const ucGroupUser_getGroupUsers = {
  key: 'ucGroupUser/getGroupUsers',
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/getGroupUsers',
} as const satisfies CallSpec;
export const ucGroupUser_remove = {
  key: 'ucGroupUser/remove',
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/remove',
} as const satisfies CallSpec;
export const ucGroupUser_saveJson = {
  key: 'ucGroupUser/saveJson',
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/saveJson',
} as const satisfies CallSpec;
export const ucGroupUser_swap = {
  key: 'ucGroupUser/swap',
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/swap',
} as const satisfies CallSpec;

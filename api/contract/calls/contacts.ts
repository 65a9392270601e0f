// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the contacts service the spec names, in its order. */
export const ucGroup_setCookie = {
  service: 'contacts',
  method: 'GET',
  path: '/ucGroup/v1/setCookie',
} as const satisfies CallSpec;
export const ucGroup_query = {
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroup/v1/query',
} as const satisfies CallSpec;
export const ucGroup_save = {
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroup/v1/save',
} as const satisfies CallSpec;
export const ucGroup_remove = {
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroup/v1/remove',
} as const satisfies CallSpec;
export const ucGroupUser_getGroupUsers = {
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/getGroupUsers',
} as const satisfies CallSpec;
export const ucGroupUser_remove = {
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/remove',
} as const satisfies CallSpec;
export const ucGroupUser_saveJson = {
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/saveJson',
} as const satisfies CallSpec;
export const ucGroupUser_swap = {
  service: 'contacts',
  method: 'ANY',
  path: '/ucGroupUser/v1/swap',
} as const satisfies CallSpec;

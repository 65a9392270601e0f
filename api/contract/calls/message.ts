// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the message service the spec names, in its order. */
export const messageReceiver_list = {
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/list',
} as const satisfies CallSpec;
export const messageReceiver_getMsgbadge = {
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/getMsgbadge',
} as const satisfies CallSpec;
export const messageReceiver_remove = {
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/remove',
} as const satisfies CallSpec;
export const messageReceiver_mark = {
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/mark',
} as const satisfies CallSpec;
export const messageReceiver_get = {
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/get',
} as const satisfies CallSpec;

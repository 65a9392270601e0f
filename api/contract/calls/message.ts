// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the message service the spec names, in its order. */
export const messageReceiver_list = {
  key: 'messageReceiver/list',
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/list',
} as const satisfies CallSpec;
export const messageReceiver_getMsgbadge = {
  key: 'messageReceiver/getMsgbadge',
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/getMsgbadge',
} as const satisfies CallSpec;
export const messageReceiver_remove = {
  key: 'messageReceiver/remove',
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/remove',
} as const satisfies CallSpec;
export const messageReceiver_mark = {
  key: 'messageReceiver/mark',
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/mark',
} as const satisfies CallSpec;
export const messageReceiver_get = {
  key: 'messageReceiver/get',
  service: 'message',
  method: 'ANY',
  path: '/messageReceiver/v1/get',
} as const satisfies CallSpec;

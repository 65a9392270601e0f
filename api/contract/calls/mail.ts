// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the mail service the spec names, in its order. */
export const mail_getMailTreeData = {
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/getMailTreeData',
} as const satisfies CallSpec;
export const mail_listJson = {
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/listJson',
} as const satisfies CallSpec;
export const mail_getJson = {
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/getJson',
} as const satisfies CallSpec;
export const mail_send = {
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/send',
} as const satisfies CallSpec;
export const mail_sync = {
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/sync',
} as const satisfies CallSpec;
export const mail_remove = {
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/remove',
} as const satisfies CallSpec;
export const mail_isRead = {
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/isRead',
} as const satisfies CallSpec;
export const mailSetting_save = {
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/save',
} as const satisfies CallSpec;
export const mailSetting_test = {
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/test',
} as const satisfies CallSpec;
export const mailSetting_listJson = {
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/listJson',
} as const satisfies CallSpec;
export const mailSetting_remove = {
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/remove',
} as const satisfies CallSpec;
export const mailLinkman_save = {
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/save',
} as const satisfies CallSpec;
export const mailLinkman_listJson = {
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/listJson',
} as const satisfies CallSpec;
export const mailLinkman_remove = {
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/remove',
} as const satisfies CallSpec;
export const mailLinkman_getMailAndUserData = {
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/getMailAndUserData',
} as const satisfies CallSpec;

// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the mail service the spec names, in its order. */
export const mail_getMailTreeData = {
  key: 'mail/getMailTreeData',
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/getMailTreeData',
} as const satisfies CallSpec;
export const mail_listJson = {
  key: 'mail/listJson',
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/listJson',
} as const satisfies CallSpec;
export const mail_getJson = {
  key: 'mail/getJson',
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/getJson',
} as const satisfies CallSpec;
export const mail_send = {
  key: 'mail/send',
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/send',
} as const satisfies CallSpec;
export const mail_sync = {
  key: 'mail/sync',
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/sync',
} as const satisfies CallSpec;
export const mail_remove = {
  key: 'mail/remove',
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/remove',
} as const satisfies CallSpec;
export const mail_isRead = {
  key: 'mail/isRead',
  service: 'mail',
  method: 'ANY',
  path: '/mail/v1/isRead',
} as const satisfies CallSpec;
export const mailSetting_save = {
  key: 'mailSetting/save',
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/save',
} as const satisfies CallSpec;
export const mailSetting_test = {
  key: 'mailSetting/test',
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/test',
} as const satisfies CallSpec;
export const mailSetting_listJson = {
  key: 'mailSetting/listJson',
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/listJson',
} as const satisfies CallSpec;
export const mailSetting_remove = {
  key: 'mailSetting/remove',
  service: 'mail',
  method: 'ANY',
  path: '/mailSetting/v1/remove',
} as const satisfies CallSpec;
export const mailLinkman_save = {
  key: 'mailLinkman/save',
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/save',
} as const satisfies CallSpec;
export const mailLinkman_listJson = {
  key: 'mailLinkman/listJson',
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/listJson',
} as const satisfies CallSpec;
export const mailLinkman_remove = {
  key: 'mailLinkman/remove',
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/remove',
} as const satisfies CallSpec;
export const mailLinkman_getMailAndUserData = {
  key: 'mailLinkman/getMailAndUserData',
  service: 'mail',
  method: 'ANY',
  path: '/mailLinkman/v1/getMailAndUserData',
} as const satisfies CallSpec;

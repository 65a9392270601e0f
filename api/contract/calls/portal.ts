// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the portal service the spec names, in its order. */
export const messageLog_sendCode = {
  service: 'portal',
  method: 'GET',
  path: '/portal/messageLog/v1/sendCode/{param}',
} as const satisfies CallSpec;
export const tools_getPinyin = {
  service: 'portal',
  method: 'GET',
  path: '/base/tools/v1/getPinyin',
} as const satisfies CallSpec;
export const sysMenu_getCurrentUserMenu = {
  service: 'portal',
  method: 'GET',
  path: '/sys/sysMenu/v1/getCurrentUserMenu',
} as const satisfies CallSpec;
export const main_vueFrontHome = {
  service: 'portal',
  method: 'GET',
  path: '/portal/main/v1/vueFrontHome',
} as const satisfies CallSpec;
export const sysApp_authList = {
  service: 'portal',
  method: 'POST',
  path: '/portal/sysApp/v1/authList',
} as const satisfies CallSpec;
export const system_often = {
  service: 'portal',
  method: 'POST',
  path: '/system/often',
} as const satisfies CallSpec;
export const sysTag_query = {
  service: 'portal',
  method: 'POST',
  path: '/portal/sysTag/v1/query',
} as const satisfies CallSpec;
export const sysTag_save = {
  service: 'portal',
  method: 'POST',
  path: '/portal/sysTag/v1/save',
} as const satisfies CallSpec;
export const sysIndexLayoutManage_getByAlias = {
  service: 'portal',
  method: 'GET',
  path: '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getByAlias',
} as const satisfies CallSpec;
export const sysIndexColumn_getByAlias = {
  service: 'portal',
  method: 'GET',
  path: '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias',
} as const satisfies CallSpec;
export const sysIndexColumn_getDatasByAlias = {
  service: 'portal',
  method: 'POST',
  path: '/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias',
} as const satisfies CallSpec;
export const portalUserLayoutConfig_save = {
  service: 'portal',
  method: 'POST',
  path: '/portalUserLayoutConfig/v1/save',
} as const satisfies CallSpec;
export const portalNewsNotice_getNews = {
  service: 'portal',
  method: 'GET',
  path: '/portalNewsNotice/v1/getNews',
} as const satisfies CallSpec;
export const portalNewsNotice_getNewsById = {
  service: 'portal',
  method: 'GET',
  path: '/portalNewsNotice/v1/getNewsById',
} as const satisfies CallSpec;
export const shorturlManage_getLongUrlByShortUrl = {
  service: 'portal',
  method: 'GET',
  path: '/portal/shorturlManage/v1/getLongUrlByShortUrl',
} as const satisfies CallSpec;
export const file_upload = {
  service: 'portal',
  method: 'POST',
  path: '/system/file/v1/upload',
} as const satisfies CallSpec;
export const file_downloadFile = {
  service: 'portal',
  method: 'GET',
  path: '/system/file/v1/downloadFile',
} as const satisfies CallSpec;
export const onlinePreviewController_getFileById_id = {
  service: 'portal',
  method: 'GET',
  path: '/file/onlinePreviewController/v1/getFileById_{id}',
} as const satisfies CallSpec;
export const onlinePreviewController_onlinePreview = {
  service: 'portal',
  method: 'ANY',
  path: '/file/onlinePreviewController/v1/onlinePreview',
} as const satisfies CallSpec;
export const file_id = {
  service: 'portal',
  method: 'GET',
  path: '/system/file/v1/{id}',
} as const satisfies CallSpec;
export const file_wordPrint = {
  service: 'portal',
  method: 'POST',
  path: '/system/file/v1/wordPrint',
} as const satisfies CallSpec;
export const wPurchaserInformationManage_getByCurrentUser = {
  service: 'portal',
  method: 'GET',
  path: '/wPurchaserInformationManage/v1/getByCurrentUser',
} as const satisfies CallSpec;
export const wPurchaserInformationManage_saveByCurrentUser = {
  service: 'portal',
  method: 'POST',
  path: '/wPurchaserInformationManage/v1/saveByCurrentUser',
} as const satisfies CallSpec;
export const wContractMsgManage_getByCurrentUser = {
  service: 'portal',
  method: 'GET',
  path: '/wContractMsgManage/v1/getByCurrentUser',
} as const satisfies CallSpec;
export const wContractMsgManage_saveByCurrentUser = {
  service: 'portal',
  method: 'POST',
  path: '/wContractMsgManage/v1/saveByCurrentUser',
} as const satisfies CallSpec;
export const procureMessage_getMyMessage = {
  service: 'portal',
  method: 'POST',
  path: '/procureMessage/v1/getMyMessage',
} as const satisfies CallSpec;
export const procureMessage_getDetail = {
  service: 'portal',
  method: 'GET',
  path: '/procureMessage/v1/getDetail',
} as const satisfies CallSpec;
export const procureMessage_readAll = {
  service: 'portal',
  method: 'GET',
  path: '/procureMessage/v1/readAll',
} as const satisfies CallSpec;
export const procureMessage_getMyUnReadCount = {
  service: 'portal',
  method: 'POST',
  path: '/procureMessage/v1/getMyUnReadCount',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_queryQuotation = {
  service: 'portal',
  method: 'GET',
  path: '/procureComprehensiveQuotation/v1/queryQuotation',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_confirmQuotation = {
  service: 'portal',
  method: 'GET',
  path: '/procureComprehensiveQuotation/v1/confirmQuotation',
} as const satisfies CallSpec;
export const procureCollection_removeByLinkId = {
  service: 'portal',
  method: 'GET',
  path: '/procureCollection/v1/removeByLinkId',
} as const satisfies CallSpec;
export const procureCollection_save = {
  service: 'portal',
  method: 'POST',
  path: '/procureCollection/v1/save',
} as const satisfies CallSpec;
export const wProcureproject_getDetail = {
  service: 'portal',
  method: 'GET',
  path: '/wProcureproject/v1/getDetail',
} as const satisfies CallSpec;
export const procureNotice_queryFront = {
  service: 'portal',
  method: 'POST',
  path: '/procureNotice/v1/queryFront',
} as const satisfies CallSpec;
export const procureNotice_getDetail = {
  service: 'portal',
  method: 'GET',
  path: '/procureNotice/v1/getDetail',
} as const satisfies CallSpec;
export const procureNotice_getByIds = {
  service: 'portal',
  method: 'GET',
  path: '/procureNotice/v1/getByIds',
} as const satisfies CallSpec;
export const procureNotice_getHistory = {
  service: 'portal',
  method: 'GET',
  path: '/procureNotice/v1/getHistory',
} as const satisfies CallSpec;

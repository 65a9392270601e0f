// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the portal service the spec names, in its order. */
export const messageLog_sendCode = {
  key: 'messageLog/sendCode',
  service: 'portal',
  method: 'GET',
  path: '/portal/messageLog/v1/sendCode/{param}',
} as const satisfies CallSpec;
export const tools_getPinyin = {
  key: 'tools/getPinyin',
  service: 'portal',
  method: 'GET',
  path: '/base/tools/v1/getPinyin',
} as const satisfies CallSpec;
export const sysMenu_getCurrentUserMenu = {
  key: 'sysMenu/getCurrentUserMenu',
  service: 'portal',
  method: 'GET',
  path: '/sys/sysMenu/v1/getCurrentUserMenu',
} as const satisfies CallSpec;
export const main_vueFrontHome = {
  key: 'main/vueFrontHome',
  service: 'portal',
  method: 'GET',
  path: '/portal/main/v1/vueFrontHome',
} as const satisfies CallSpec;
export const sysApp_authList = {
  key: 'sysApp/authList',
  service: 'portal',
  method: 'POST',
  path: '/portal/sysApp/v1/authList',
} as const satisfies CallSpec;
export const system_often = {
  key: 'system/often',
  service: 'portal',
  method: 'POST',
  path: '/system/often',
} as const satisfies CallSpec;
export const sysTag_query = {
  key: 'sysTag/query',
  service: 'portal',
  method: 'POST',
  path: '/portal/sysTag/v1/query',
} as const satisfies CallSpec;
export const sysTag_save = {
  key: 'sysTag/save',
  service: 'portal',
  method: 'POST',
  path: '/portal/sysTag/v1/save',
} as const satisfies CallSpec;
export const sysIndexLayoutManage_getByAlias = {
  key: 'sysIndexLayoutManage/getByAlias',
  service: 'portal',
  method: 'GET',
  path: '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getByAlias',
} as const satisfies CallSpec;
export const sysIndexColumn_getByAlias = {
  key: 'sysIndexColumn/getByAlias',
  service: 'portal',
  method: 'GET',
  path: '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias',
} as const satisfies CallSpec;
export const sysIndexColumn_getDatasByAlias = {
  key: 'sysIndexColumn/getDatasByAlias',
  service: 'portal',
  method: 'POST',
  path: '/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias',
} as const satisfies CallSpec;
export const portalUserLayoutConfig_save = {
  key: 'portalUserLayoutConfig/save',
  service: 'portal',
  method: 'POST',
  path: '/portalUserLayoutConfig/v1/save',
} as const satisfies CallSpec;
export const portalNewsNotice_getNews = {
  key: 'portalNewsNotice/getNews',
  service: 'portal',
  method: 'GET',
  path: '/portalNewsNotice/v1/getNews',
} as const satisfies CallSpec;
export const portalNewsNotice_getNewsById = {
  key: 'portalNewsNotice/getNewsById',
  service: 'portal',
  method: 'GET',
  path: '/portalNewsNotice/v1/getNewsById',
} as const satisfies CallSpec;
export const shorturlManage_getLongUrlByShortUrl = {
  key: 'shorturlManage/getLongUrlByShortUrl',
  service: 'portal',
  method: 'GET',
  path: '/portal/shorturlManage/v1/getLongUrlByShortUrl',
} as const satisfies CallSpec;
export const file_upload = {
  key: 'file/upload',
  service: 'portal',
  method: 'POST',
  path: '/system/file/v1/upload',
} as const satisfies CallSpec;
export const file_downloadFile = {
  key: 'file/downloadFile',
  service: 'portal',
  method: 'GET',
  path: '/system/file/v1/downloadFile',
} as const satisfies CallSpec;
export const onlinePreviewController_getFileById_id = {
  key: 'onlinePreviewController/getFileById_{id}',
  service: 'portal',
  method: 'GET',
  path: '/file/onlinePreviewController/v1/getFileById_{id}',
} as const satisfies CallSpec;
export const onlinePreviewController_onlinePreview = {
  key: 'onlinePreviewController/onlinePreview',
  service: 'portal',
  method: 'ANY',
  path: '/file/onlinePreviewController/v1/onlinePreview',
} as const satisfies CallSpec;
export const file_id = {
  key: 'file/{id}',
  service: 'portal',
  method: 'GET',
  path: '/system/file/v1/{id}',
} as const satisfies CallSpec;
export const file_wordPrint = {
  key: 'file/wordPrint',
  service: 'portal',
  method: 'POST',
  path: '/system/file/v1/wordPrint',
} as const satisfies CallSpec;
export const wPurchaserInformationManage_getByCurrentUser = {
  key: 'wPurchaserInformationManage/getByCurrentUser',
  service: 'portal',
  method: 'GET',
  path: '/wPurchaserInformationManage/v1/getByCurrentUser',
} as const satisfies CallSpec;
export const wPurchaserInformationManage_saveByCurrentUser = {
  key: 'wPurchaserInformationManage/saveByCurrentUser',
  service: 'portal',
  method: 'POST',
  path: '/wPurchaserInformationManage/v1/saveByCurrentUser',
} as const satisfies CallSpec;
export const wContractMsgManage_getByCurrentUser = {
  key: 'wContractMsgManage/getByCurrentUser',
  service: 'portal',
  method: 'GET',
  path: '/wContractMsgManage/v1/getByCurrentUser',
} as const satisfies CallSpec;
export const wContractMsgManage_saveByCurrentUser = {
  key: 'wContractMsgManage/saveByCurrentUser',
  service: 'portal',
  method: 'POST',
  path: '/wContractMsgManage/v1/saveByCurrentUser',
} as const satisfies CallSpec;
export const procureMessage_getMyMessage = {
  key: 'procureMessage/getMyMessage',
  service: 'portal',
  method: 'POST',
  path: '/procureMessage/v1/getMyMessage',
} as const satisfies CallSpec;
export const procureMessage_getDetail = {
  key: 'procureMessage/getDetail',
  service: 'portal',
  method: 'GET',
  path: '/procureMessage/v1/getDetail',
} as const satisfies CallSpec;
export const procureMessage_readAll = {
  key: 'procureMessage/readAll',
  service: 'portal',
  method: 'GET',
  path: '/procureMessage/v1/readAll',
} as const satisfies CallSpec;
export const procureMessage_getMyUnReadCount = {
  key: 'procureMessage/getMyUnReadCount',
  service: 'portal',
  method: 'POST',
  path: '/procureMessage/v1/getMyUnReadCount',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_queryQuotation = {
  key: 'procureComprehensiveQuotation/queryQuotation',
  service: 'portal',
  method: 'GET',
  path: '/procureComprehensiveQuotation/v1/queryQuotation',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_confirmQuotation = {
  key: 'procureComprehensiveQuotation/confirmQuotation',
  service: 'portal',
  method: 'GET',
  path: '/procureComprehensiveQuotation/v1/confirmQuotation',
} as const satisfies CallSpec;
export const procureCollection_removeByLinkId = {
  key: 'procureCollection/removeByLinkId',
  service: 'portal',
  method: 'GET',
  path: '/procureCollection/v1/removeByLinkId',
} as const satisfies CallSpec;
export const procureCollection_save = {
  key: 'procureCollection/save',
  service: 'portal',
  method: 'POST',
  path: '/procureCollection/v1/save',
} as const satisfies CallSpec;
export const wProcureproject_getDetail = {
  key: 'wProcureproject/getDetail',
  service: 'portal',
  method: 'GET',
  path: '/wProcureproject/v1/getDetail',
} as const satisfies CallSpec;
export const procureNotice_queryFront = {
  key: 'procureNotice/queryFront',
  service: 'portal',
  method: 'POST',
  path: '/procureNotice/v1/queryFront',
} as const satisfies CallSpec;
export const procureNotice_getDetail = {
  key: 'procureNotice/getDetail',
  service: 'portal',
  method: 'GET',
  path: '/procureNotice/v1/getDetail',
} as const satisfies CallSpec;
export const procureNotice_getByIds = {
  key: 'procureNotice/getByIds',
  service: 'portal',
  method: 'GET',
  path: '/procureNotice/v1/getByIds',
} as const satisfies CallSpec;
export const procureNotice_getHistory = {
  key: 'procureNotice/getHistory',
  service: 'portal',
  method: 'GET',
  path: '/procureNotice/v1/getHistory',
} as const satisfies CallSpec;

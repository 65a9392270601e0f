// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the form service the spec names, in its order. */
export const wProcureproject_queryMyProject = {
  key: 'wProcureproject/queryMyProject',
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryMyProject',
} as const satisfies CallSpec;
export const wProcureproject_queryPurchaserProject = {
  key: 'wProcureproject/queryPurchaserProject',
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryPurchaserProject',
} as const satisfies CallSpec;
export const wProcureproject_approval = {
  key: 'wProcureproject/approval',
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/approval',
} as const satisfies CallSpec;
export const wProcureproject_approvalReport = {
  key: 'wProcureproject/approvalReport',
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/approvalReport',
} as const satisfies CallSpec;
export const wProcureproject_queryArchiveProject = {
  key: 'wProcureproject/queryArchiveProject',
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryArchiveProject',
} as const satisfies CallSpec;
export const wProcureproject_queryMySuccessProject = {
  key: 'wProcureproject/queryMySuccessProject',
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryMySuccessProject',
} as const satisfies CallSpec;
export const wProcureproject_getDetailWithDocumentation = {
  key: 'wProcureproject/getDetailWithDocumentation',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/getDetailWithDocumentation',
} as const satisfies CallSpec;
export const wProcureproject_getUserInfoByProjectId = {
  key: 'wProcureproject/getUserInfoByProjectId',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/getUserInfoByProjectId',
} as const satisfies CallSpec;
export const wProcureproject_getTime = {
  key: 'wProcureproject/getTime',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/getTime',
} as const satisfies CallSpec;
export const wProcureproject_startProject = {
  key: 'wProcureproject/startProject',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/startProject',
} as const satisfies CallSpec;
export const wProcureproject_endProject = {
  key: 'wProcureproject/endProject',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/endProject',
} as const satisfies CallSpec;
export const wProcureproject_startQuotation = {
  key: 'wProcureproject/startQuotation',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/startQuotation',
} as const satisfies CallSpec;
export const wProcureproject_endQuotation = {
  key: 'wProcureproject/endQuotation',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/endQuotation',
} as const satisfies CallSpec;
export const wProcureproject_confirmQuotation = {
  key: 'wProcureproject/confirmQuotation',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/confirmQuotation',
} as const satisfies CallSpec;
export const wProcureproject_interruptProject = {
  key: 'wProcureproject/interruptProject',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/interruptProject',
} as const satisfies CallSpec;
export const wProcureproject_pushMessage = {
  key: 'wProcureproject/pushMessage',
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/pushMessage',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_queryRegistration = {
  key: 'wBiddingProjectRegistration/queryRegistration',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/queryRegistration',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_queryMyRegistration = {
  key: 'wBiddingProjectRegistration/queryMyRegistration',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/queryMyRegistration',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_signUp = {
  key: 'wBiddingProjectRegistration/signUp',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/signUp',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_confirmInvite = {
  key: 'wBiddingProjectRegistration/confirmInvite',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/confirmInvite',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_save = {
  key: 'wBiddingProjectRegistration/save',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/save',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_saveServicePayment = {
  key: 'wBiddingProjectRegistration/saveServicePayment',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/saveServicePayment',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_saveContract = {
  key: 'wBiddingProjectRegistration/saveContract',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/saveContract',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_queryComprehensiveRegistration = {
  key: 'wBiddingProjectRegistration/queryComprehensiveRegistration',
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/queryComprehensiveRegistration',
} as const satisfies CallSpec;
export const procureProjectGoods_getByProjectId = {
  key: 'procureProjectGoods/getByProjectId',
  service: 'form',
  method: 'POST',
  path: '/form/procureProjectGoods/v1/getByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_quotation = {
  key: 'procureProjectQuotation/quotation',
  service: 'form',
  method: 'POST',
  path: '/form/procureProjectQuotation/v1/quotation',
} as const satisfies CallSpec;
export const procureProjectQuotation_checkQuotationByProjectId = {
  key: 'procureProjectQuotation/checkQuotationByProjectId',
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/checkQuotationByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_getAllQuotationByProjectId = {
  key: 'procureProjectQuotation/getAllQuotationByProjectId',
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getAllQuotationByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_getMinQuotation = {
  key: 'procureProjectQuotation/getMinQuotation',
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getMinQuotation',
} as const satisfies CallSpec;
export const procureProjectQuotation_getMyQuotationByProjectId = {
  key: 'procureProjectQuotation/getMyQuotationByProjectId',
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getMyQuotationByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_getQuotationByProjectId = {
  key: 'procureProjectQuotation/getQuotationByProjectId',
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getQuotationByProjectId',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_quotation = {
  key: 'procureComprehensiveQuotation/quotation',
  service: 'form',
  method: 'POST',
  path: '/procureComprehensiveQuotation/v1/quotation',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_getDetail = {
  key: 'procureComprehensiveQuotation/getDetail',
  service: 'form',
  method: 'GET',
  path: '/procureComprehensiveQuotation/v1/getDetail',
} as const satisfies CallSpec;
export const procureQualificationReview_getAllQualification = {
  key: 'procureQualificationReview/getAllQualification',
  service: 'form',
  method: 'GET',
  path: '/procureQualificationReview/v1/getAllQualification',
} as const satisfies CallSpec;
export const procureQualificationReview_getFinalQualificationByPid = {
  key: 'procureQualificationReview/getFinalQualificationByPid',
  service: 'form',
  method: 'GET',
  path: '/procureQualificationReview/v1/getFinalQualificationByPid',
} as const satisfies CallSpec;
export const procureReviewScore_getRuleScoreDetail = {
  key: 'procureReviewScore/getRuleScoreDetail',
  service: 'form',
  method: 'GET',
  path: '/procureReviewScore/v1/getRuleScoreDetail',
} as const satisfies CallSpec;
export const procureReviewScore_getSupplierScoreDetail = {
  key: 'procureReviewScore/getSupplierScoreDetail',
  service: 'form',
  method: 'GET',
  path: '/procureReviewScore/v1/getSupplierScoreDetail',
} as const satisfies CallSpec;
export const procureNotice_queryProcureNotice = {
  key: 'procureNotice/queryProcureNotice',
  service: 'form',
  method: 'POST',
  path: '/procureNotice/v1/queryProcureNotice',
} as const satisfies CallSpec;
export const wColumnManage_getDetailByColumnName = {
  key: 'wColumnManage/getDetailByColumnName',
  service: 'form',
  method: 'GET',
  path: '/wColumnManage/v1/getDetailByColumnName',
} as const satisfies CallSpec;
export const socketMessage_query = {
  key: 'socketMessage/query',
  service: 'form',
  method: 'POST',
  path: '/socketMessage/v1/query',
} as const satisfies CallSpec;

// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the form service the spec names, in its order. */
export const wProcureproject_queryMyProject = {
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryMyProject',
} as const satisfies CallSpec;
export const wProcureproject_queryPurchaserProject = {
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryPurchaserProject',
} as const satisfies CallSpec;
export const wProcureproject_approval = {
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/approval',
} as const satisfies CallSpec;
export const wProcureproject_approvalReport = {
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/approvalReport',
} as const satisfies CallSpec;
export const wProcureproject_queryArchiveProject = {
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryArchiveProject',
} as const satisfies CallSpec;
export const wProcureproject_queryMySuccessProject = {
  service: 'form',
  method: 'POST',
  path: '/wProcureproject/v1/queryMySuccessProject',
} as const satisfies CallSpec;
export const wProcureproject_getDetailWithDocumentation = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/getDetailWithDocumentation',
} as const satisfies CallSpec;
export const wProcureproject_getUserInfoByProjectId = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/getUserInfoByProjectId',
} as const satisfies CallSpec;
export const wProcureproject_getTime = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/getTime',
} as const satisfies CallSpec;
export const wProcureproject_startProject = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/startProject',
} as const satisfies CallSpec;
export const wProcureproject_endProject = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/endProject',
} as const satisfies CallSpec;
export const wProcureproject_startQuotation = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/startQuotation',
} as const satisfies CallSpec;
export const wProcureproject_endQuotation = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/endQuotation',
} as const satisfies CallSpec;
export const wProcureproject_confirmQuotation = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/confirmQuotation',
} as const satisfies CallSpec;
export const wProcureproject_interruptProject = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/interruptProject',
} as const satisfies CallSpec;
export const wProcureproject_pushMessage = {
  service: 'form',
  method: 'GET',
  path: '/wProcureproject/v1/pushMessage',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_queryRegistration = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/queryRegistration',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_queryMyRegistration = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/queryMyRegistration',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_signUp = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/signUp',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_confirmInvite = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/confirmInvite',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_save = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/save',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_saveServicePayment = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/saveServicePayment',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_saveContract = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/saveContract',
} as const satisfies CallSpec;
export const wBiddingProjectRegistration_queryComprehensiveRegistration = {
  service: 'form',
  method: 'POST',
  path: '/wBiddingProjectRegistration/v1/queryComprehensiveRegistration',
} as const satisfies CallSpec;
export const procureProjectGoods_getByProjectId = {
  service: 'form',
  method: 'POST',
  path: '/form/procureProjectGoods/v1/getByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_quotation = {
  service: 'form',
  method: 'POST',
  path: '/form/procureProjectQuotation/v1/quotation',
} as const satisfies CallSpec;
export const procureProjectQuotation_checkQuotationByProjectId = {
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/checkQuotationByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_getAllQuotationByProjectId = {
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getAllQuotationByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_getMinQuotation = {
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getMinQuotation',
} as const satisfies CallSpec;
export const procureProjectQuotation_getMyQuotationByProjectId = {
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getMyQuotationByProjectId',
} as const satisfies CallSpec;
export const procureProjectQuotation_getQuotationByProjectId = {
  service: 'form',
  method: 'GET',
  path: '/form/procureProjectQuotation/v1/getQuotationByProjectId',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_quotation = {
  service: 'form',
  method: 'POST',
  path: '/procureComprehensiveQuotation/v1/quotation',
} as const satisfies CallSpec;
export const procureComprehensiveQuotation_getDetail = {
  service: 'form',
  method: 'GET',
  path: '/procureComprehensiveQuotation/v1/getDetail',
} as const satisfies CallSpec;
export const procureQualificationReview_getAllQualification = {
  service: 'form',
  method: 'GET',
  path: '/procureQualificationReview/v1/getAllQualification',
} as const satisfies CallSpec;
export const procureQualificationReview_getFinalQualificationByPid = {
  service: 'form',
  method: 'GET',
  path: '/procureQualificationReview/v1/getFinalQualificationByPid',
} as const satisfies CallSpec;
export const procureReviewScore_getRuleScoreDetail = {
  service: 'form',
  method: 'GET',
  path: '/procureReviewScore/v1/getRuleScoreDetail',
} as const satisfies CallSpec;
export const procureReviewScore_getSupplierScoreDetail = {
  service: 'form',
  method: 'GET',
  path: '/procureReviewScore/v1/getSupplierScoreDetail',
} as const satisfies CallSpec;
export const procureNotice_queryProcureNotice = {
  service: 'form',
  method: 'POST',
  path: '/procureNotice/v1/queryProcureNotice',
} as const satisfies CallSpec;
export const wColumnManage_getDetailByColumnName = {
  service: 'form',
  method: 'GET',
  path: '/wColumnManage/v1/getDetailByColumnName',
} as const satisfies CallSpec;
export const socketMessage_query = {
  service: 'form',
  method: 'POST',
  path: '/socketMessage/v1/query',
} as const satisfies CallSpec;

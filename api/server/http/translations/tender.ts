import type { Translations } from './languages.js';

/** Tender projects, registrations and invitations, and the contract's registration rules. */
export const TENDER_TRANSLATIONS: Record<string, Translations> = {
  // Tender projects, registrations and invitations, the personal centre's records (issue 11)
  项目不存在: { 'zh-TW': '專案不存在', 'en-US': 'No such project' },
  只有该项目的采购人可以执行此操作: {
    'zh-TW': '只有該專案的採購人可以執行此操作',
    'en-US': 'Only the purchaser of this project may do this',
  },
  没有权限查看该附件: {
    'zh-TW': '沒有權限檢視該附件',
    'en-US': 'You are not allowed to see this attachment',
  },
  '附件无效，请重新上传': {
    'zh-TW': '附件無效，請重新上傳',
    'en-US': 'Invalid attachment, please upload it again',
  },
  附件列表格式不正确: {
    'zh-TW': '附件清單格式不正確',
    'en-US': 'the attachment list is not in a valid format',
  },
  只有采购人可以维护采购人信息: {
    'zh-TW': '只有採購人可以維護採購人資訊',
    'en-US': 'Only purchasers keep purchaser information',
  },
  只有采购人和供应商可以维护合同信息: {
    'zh-TW': '只有採購人和供應商可以維護合約資訊',
    'en-US': 'Only purchasers and suppliers keep contract information',
  },
  收藏的内容不存在: { 'zh-TW': '收藏的內容不存在', 'en-US': 'The item to collect does not exist' },
  收藏成功: { 'zh-TW': '收藏成功', 'en-US': 'Added to collections' },
  已取消收藏: { 'zh-TW': '已取消收藏', 'en-US': 'Removed from collections' },
  开始项目: { 'zh-TW': '開始專案', 'en-US': 'start the project' },
  结束项目: { 'zh-TW': '結束專案', 'en-US': 'end the project' },
  开始报价: { 'zh-TW': '開始報價', 'en-US': 'start quotation' },
  结束报价: { 'zh-TW': '結束報價', 'en-US': 'end quotation' },
  中止项目: { 'zh-TW': '中止專案', 'en-US': 'interrupt the project' },
  确认报价: { 'zh-TW': '確認報價', 'en-US': 'confirm the quotation' },
  提交审批报告: { 'zh-TW': '提交審批報告', 'en-US': 'submit the report for approval' },
  审批: { 'zh-TW': '審批', 'en-US': 'approve' },
  草稿: { 'zh-TW': '草稿', 'en-US': 'Draft' },
  报名中: { 'zh-TW': '報名中', 'en-US': 'Registering' },
  报价中: { 'zh-TW': '報價中', 'en-US': 'Quoting' },
  报价结束: { 'zh-TW': '報價結束', 'en-US': 'Quotation ended' },
  已确认报价: { 'zh-TW': '已確認報價', 'en-US': 'Quotation confirmed' },
  审批中: { 'zh-TW': '審批中', 'en-US': 'Awaiting approval' },
  审批通过: { 'zh-TW': '審批通過', 'en-US': 'Approved' },
  已归档: { 'zh-TW': '已歸檔', 'en-US': 'Archived' },
  已中止: { 'zh-TW': '已中止', 'en-US': 'Interrupted' },
  '当前项目状态为“{0}”，不能{1}': {
    'zh-TW': '目前專案狀態為「{0}」，不能{1}',
    'en-US': 'The project is “{0}”: you cannot {1} now',
  },
  '当前项目状态为“{0}”，不能发送消息': {
    'zh-TW': '目前專案狀態為「{0}」，不能傳送訊息',
    'en-US': 'The project is “{0}”: no messages can be sent now',
  },
  只有供应商可以报名: { 'zh-TW': '只有供應商可以報名', 'en-US': 'Only suppliers can sign up' },
  '该项目为邀请项目，不接受公开报名': {
    'zh-TW': '該專案為邀請專案，不接受公開報名',
    'en-US': 'This project is by invitation only',
  },
  该项目当前不在报名阶段: {
    'zh-TW': '該專案目前不在報名階段',
    'en-US': 'The project is not open for registration now',
  },
  '您已报名该项目，不能重复报名': {
    'zh-TW': '您已報名該專案，不能重複報名',
    'en-US': 'You have already signed up for this project',
  },
  不在报名时间内: { 'zh-TW': '不在報名時間內', 'en-US': 'Outside the registration window' },
  报名已截止: { 'zh-TW': '報名已截止', 'en-US': 'Registration has closed' },
  只有采购人可以查看采购项目: {
    'zh-TW': '只有採購人可以檢視採購專案',
    'en-US': 'Only purchasers can see purchasing projects',
  },
  没有权限查看采购清单: {
    'zh-TW': '沒有權限檢視採購清單',
    'en-US': 'You are not allowed to see the purchasing list',
  },
  没有权限查看资格审查: {
    'zh-TW': '沒有權限檢視資格審查',
    'en-US': 'You are not allowed to see the qualification review',
  },
  '综合评审项目请在综合评审中确认报价（确定成交供应商并发布成交公告）': {
    'zh-TW': '綜合評審專案請在綜合評審中確認報價（確定成交供應商並發布成交公告）',
    'en-US':
      'A comprehensive-evaluation project is confirmed through its comprehensive evaluation (which names the winner and publishes the award notice)',
  },
  '没有报名通过的供应商，不能开始报价': {
    'zh-TW': '沒有報名通過的供應商，不能開始報價',
    'en-US': 'No supplier has passed registration: quotation cannot start',
  },
  '该供应商的报名未通过，不能确定为成交供应商': {
    'zh-TW': '該供應商的報名未通過，不能確定為成交供應商',
    'en-US': 'This supplier’s registration has not passed: it cannot win',
  },
  该项目没有报名通过的供应商: {
    'zh-TW': '該專案沒有報名通過的供應商',
    'en-US': 'No supplier of this project has passed registration',
  },
  '“{0}”项目已开始报价': { 'zh-TW': '「{0}」專案已開始報價', 'en-US': 'Quotation of “{0}” has started' },
  '您已成为“{0}”项目的成交供应商': {
    'zh-TW': '您已成為「{0}」專案的成交供應商',
    'en-US': 'You have won the project “{0}”',
  },
  '公告地址：{0}': { 'zh-TW': '公告地址：{0}', 'en-US': 'Read the notice at {0}' },
  '“{0}”项目已中止': { 'zh-TW': '「{0}」專案已中止', 'en-US': 'The project “{0}” was interrupted' },
  '“{0}”项目通知': { 'zh-TW': '「{0}」專案通知', 'en-US': 'Notice of the project “{0}”' },
  '“{0}”项目有新的报名待审核': {
    'zh-TW': '「{0}」專案有新的報名待審核',
    'en-US': 'A new registration for “{0}” awaits review',
  },
  '“{0}”项目邀请您参加报价': {
    'zh-TW': '「{0}」專案邀請您參加報價',
    'en-US': 'You are invited to quote for “{0}”',
  },
  '{0}已接受“{1}”项目的邀请': {
    'zh-TW': '{0}已接受「{1}」專案的邀請',
    'en-US': '{0} accepted the invitation to “{1}”',
  },
  '{0}已拒绝“{1}”项目的邀请': {
    'zh-TW': '{0}已拒絕「{1}」專案的邀請',
    'en-US': '{0} declined the invitation to “{1}”',
  },
  '您报名的“{0}”项目审核已通过': {
    'zh-TW': '您報名的「{0}」專案審核已通過',
    'en-US': 'Your registration for “{0}” has passed',
  },
  '您报名的“{0}”项目审核未通过': {
    'zh-TW': '您報名的「{0}」專案審核未通過',
    'en-US': 'Your registration for “{0}” did not pass',
  },
  报名信息不存在: { 'zh-TW': '報名資訊不存在', 'en-US': 'No such registration' },
  该项目不是综合评估项目: {
    'zh-TW': '該專案不是綜合評估專案',
    'en-US': 'This project is not evaluated comprehensively',
  },
  没有权限查看该项目的报名信息: {
    'zh-TW': '沒有權限檢視該專案的報名資訊',
    'en-US': 'You are not allowed to see this project’s registrations',
  },
  报名成功: { 'zh-TW': '報名成功', 'en-US': 'Signed up' },
  'id 或 projectId 不能为空': { 'zh-TW': 'id 或 projectId 不能為空', 'en-US': 'id or projectId is required' },
  邀请不存在: { 'zh-TW': '邀請不存在', 'en-US': 'No such invitation' },
  '该邀请已确认，不能重复确认': {
    'zh-TW': '該邀請已確認，不能重複確認',
    'en-US': 'This invitation has already been answered',
  },
  确认成功: { 'zh-TW': '確認成功', 'en-US': 'Confirmed' },
  '供应商尚未确认邀请，不能审核': {
    'zh-TW': '供應商尚未確認邀請，不能審核',
    'en-US': 'The supplier has not answered the invitation yet',
  },
  '供应商已拒绝邀请，不能审核': {
    'zh-TW': '供應商已拒絕邀請，不能審核',
    'en-US': 'The supplier declined the invitation',
  },
  该项目当前不能审核报名: {
    'zh-TW': '該專案目前不能審核報名',
    'en-US': 'Registrations of this project cannot be reviewed now',
  },
  只能修改自己的报名信息: {
    'zh-TW': '只能修改自己的報名資訊',
    'en-US': 'You can only change your own registration',
  },
  供应商不能审核报名: { 'zh-TW': '供應商不能審核報名', 'en-US': 'Suppliers cannot review registrations' },
  当前报名信息不可修改: {
    'zh-TW': '目前報名資訊不可修改',
    'en-US': 'This registration cannot be changed now',
  },
  只有成交供应商可以上传: {
    'zh-TW': '只有成交供應商可以上傳',
    'en-US': 'Only the winning supplier can upload this',
  },
  该项目不是邀请项目: { 'zh-TW': '該專案不是邀請專案', 'en-US': 'This project is not by invitation' },
  该项目当前不能邀请供应商: {
    'zh-TW': '該專案目前不能邀請供應商',
    'en-US': 'Suppliers cannot be invited to this project now',
  },
  只能邀请供应商: { 'zh-TW': '只能邀請供應商', 'en-US': 'Only suppliers can be invited' },
  只有采购人可以邀请供应商: {
    'zh-TW': '只有採購人可以邀請供應商',
    'en-US': 'Only purchasers can invite suppliers',
  },
  // The registration rules of the contract (tender-portal section 5)
  请输入联系人姓名: { 'zh-TW': '請輸入聯絡人姓名', 'en-US': 'Please enter the contact name' },
  请输入联系人: { 'zh-TW': '請輸入聯絡人', 'en-US': 'Please enter the contact' },
  请输入联系方式: { 'zh-TW': '請輸入聯絡方式', 'en-US': 'Please enter the contact phone' },
  请上传支付凭证: { 'zh-TW': '請上傳支付憑證', 'en-US': 'Please upload the payment proof' },
  请填写拒绝原因: { 'zh-TW': '請填寫拒絕原因', 'en-US': 'Please give the reason for rejecting' },
  必填项不可为空: { 'zh-TW': '必填項不可為空', 'en-US': 'Required fields cannot be empty' },
  '支付凭证最多上传{0}张': {
    'zh-TW': '支付憑證最多上傳{0}張',
    'en-US': 'At most {0} payment proof images',
  },
  '只能上传jpg、jpeg、png格式的图片': {
    'zh-TW': '只能上傳jpg、jpeg、png格式的圖片',
    'en-US': 'Only jpg, jpeg or png images can be uploaded',
  },
  营业执照只能上传1张: { 'zh-TW': '營業執照只能上傳1張', 'en-US': 'Only one business licence image' },
};

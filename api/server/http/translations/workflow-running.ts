import type { Translations } from './languages.js';

/**
 * What the portal runs besides user tasks (issue 37: workflow/model-running.ts, service-tasks.ts,
 * auto-steps.ts, incidents.ts, task-rows.ts): built-in tasks, BPMN timers, call activities, incidents.
 */
export const WORKFLOW_RUNNING_TRANSLATIONS: Record<string, Translations> = {
  '该任务已取消，流程已转到其他节点，请刷新后查看': {
    'zh-TW': '該任務已取消，流程已轉到其他節點，請重新整理後查看',
    'en-US': 'This task was cancelled: the process has moved on to another step. Refresh to see it',
  },
  '节点“{0}”的实现 {1} 不是门户内置的实现（message、mail、setVariable）': {
    'zh-TW': '節點「{0}」的實作 {1} 不是入口網站內建的實作（message、mail、setVariable）',
    'en-US':
      'The implementation {1} of step "{0}" is not one the portal has built in (message, mail, setVariable)',
  },
  '节点“{0}”是脚本任务（{1}），门户不运行脚本': {
    'zh-TW': '節點「{0}」是腳本任務（{1}），入口網站不執行腳本',
    'en-US': 'Step "{0}" is a script task ({1}): the portal runs no scripts',
  },
  '节点“{0}”没有指明实现（camunda:type 或 flowable:type 为 message、mail 或 setVariable）': {
    'zh-TW': '節點「{0}」沒有指明實作（camunda:type 或 flowable:type 為 message、mail 或 setVariable）',
    'en-US':
      'Step "{0}" names no implementation (camunda:type or flowable:type: message, mail or setVariable)',
  },
  '节点“{0}”（{1}）无法运行：{2}': {
    'zh-TW': '節點「{0}」（{1}）無法執行：{2}',
    'en-US': 'Step "{0}" ({1}) cannot run: {2}',
  },
  '缺少字段 {0}': { 'zh-TW': '缺少欄位 {0}', 'en-US': 'the field {0} is missing' },
  '收件人 {0} 不是有效的邮件地址': {
    'zh-TW': '收件人 {0} 不是有效的郵件地址',
    'en-US': 'the recipient {0} is not a valid e-mail address',
  },
  '收件人 {0} 既不是邮件地址，也不是门户的账号': {
    'zh-TW': '收件人 {0} 既不是郵件地址，也不是入口網站的帳號',
    'en-US': 'the recipient {0} is neither an e-mail address nor an account of the portal',
  },
  '收件人 {0} 在门户中没有邮件地址': {
    'zh-TW': '收件人 {0} 在入口網站中沒有郵件地址',
    'en-US': 'the recipient {0} has no e-mail address in the portal',
  },
  '收件人 {0} 为空': { 'zh-TW': '收件人 {0} 為空', 'en-US': 'the recipients {0} name nobody' },
  '定时器的时间 {0} 不是 ISO 8601 的日期': {
    'zh-TW': '計時器的時間 {0} 不是 ISO 8601 的日期',
    'en-US': 'The timer’s time {0} is not an ISO 8601 date',
  },
  '定时器的时间 {0} 不是 ISO 8601 的时长': {
    'zh-TW': '計時器的時間 {0} 不是 ISO 8601 的時長',
    'en-US': 'The timer’s time {0} is not an ISO 8601 duration',
  },
  '调用的流程 {0} 不存在或已停用': {
    'zh-TW': '呼叫的流程 {0} 不存在或已停用',
    'en-US': 'The called process {0} does not exist or is suspended',
  },
  '（未指明）': { 'zh-TW': '（未指明）', 'en-US': '(not named)' },
  未指明语言: { 'zh-TW': '未指明語言', 'en-US': 'no language named' },
  '子流程 {0}：{1}': { 'zh-TW': '子流程 {0}：{1}', 'en-US': 'Sub-process {0}: {1}' },
  '节点“{0}”没有门户能运行的实现': {
    'zh-TW': '節點「{0}」沒有入口網站能執行的實作',
    'en-US': 'Step "{0}" has no implementation the portal can run',
  },
  '节点“{0}”的收件人 {1} 不是门户的用户': {
    'zh-TW': '節點「{0}」的收件人 {1} 不是入口網站的使用者',
    'en-US': 'The receivers {1} of step "{0}" are not users of the portal',
  },
  '全局任务不会运行，导入时已忽略': {
    'zh-TW': '全域任務不會執行，匯入時已略過',
    'en-US': 'a global task never runs: it was left out on import',
  },
  只有系统管理员可以处理流程异常: {
    'zh-TW': '只有系統管理員可以處理流程異常',
    'en-US': 'Only system administrators may handle process incidents',
  },
  流程异常不存在: { 'zh-TW': '流程異常不存在', 'en-US': 'The incident does not exist' },
  '该流程异常已处理，请刷新后查看': {
    'zh-TW': '該流程異常已處理，請重新整理後查看',
    'en-US': 'This incident was handled already. Refresh to see it',
  },
  '中间定时事件不能跳过，请修正后重试': {
    'zh-TW': '中間計時事件不能略過，請修正後重試',
    'en-US': 'An intermediate timer event cannot be skipped: fix the cause and retry',
  },
  只有系统管理员可以向流程发送消息: {
    'zh-TW': '只有系統管理員可以向流程傳送訊息',
    'en-US': 'Only system administrators may send messages to processes',
  },
  '定时器“{0}”到期，任务已转走': {
    'zh-TW': '計時器「{0}」到期，任務已轉走',
    'en-US': 'Timer "{0}" fired: the task was taken away',
  },
  '消息的变量 {0} 只能是不超过 2000 字的文字、数字、是非或空': {
    'zh-TW': '訊息的變數 {0} 只能是不超過 2000 字的文字、數字、是非或空',
    'en-US':
      'The message’s variable {0} may only be a text of at most 2000 characters, a number, true or false, or null',
  },
  '收到消息“{0}”，任务已转走': {
    'zh-TW': '收到訊息「{0}」，任務已轉走',
    'en-US': 'Message "{0}" received: the task was taken away',
  },
  '收到信号“{0}”，任务已转走': {
    'zh-TW': '收到信號「{0}」，任務已轉走',
    'en-US': 'Signal "{0}" received: the task was taken away',
  },
  '收到消息 {0}': { 'zh-TW': '收到訊息 {0}', 'en-US': 'Message {0} received' },
  '收到信号 {0}': { 'zh-TW': '收到信號 {0}', 'en-US': 'Signal {0} received' },
  '消息或信号 {0} 在流程之间循环传递，已停止': {
    'zh-TW': '訊息或信號 {0} 在流程之間循環傳遞，已停止',
    'en-US': 'The message or signal {0} went round between processes and was stopped',
  },
  定时启动: { 'zh-TW': '定時啟動', 'en-US': 'Started on schedule' },
  '开始事件“{0}”带定时，流程中不能再有别的开始事件': {
    'zh-TW': '開始事件「{0}」帶有定時，流程中不能再有別的開始事件',
    'en-US': 'Start event "{0}" has a timer: the process may have no other start event',
  },
  '开始事件“{0}”的定时没有写时间': {
    'zh-TW': '開始事件「{0}」的定時沒有寫時間',
    'en-US': 'The timer of start event "{0}" names no time',
  },
  '开始事件“{0}”的定时 {1} 是表达式：定时启动时还没有流程变量，请写明时间': {
    'zh-TW': '開始事件「{0}」的定時 {1} 是運算式：定時啟動時還沒有流程變數，請寫明時間',
    'en-US':
      'The timer {1} of start event "{0}" is an expression: a process started on schedule has no variables yet, so write the time itself',
  },
  '开始事件“{0}”的周期 {1} 不是 ISO 8601 的重复周期（如 R/PT1H），也不是 cron 表达式': {
    'zh-TW': '開始事件「{0}」的週期 {1} 不是 ISO 8601 的重複週期（如 R/PT1H），也不是 cron 運算式',
    'en-US':
      'The cycle {1} of start event "{0}" is neither an ISO 8601 repeating interval (such as R/PT1H) nor a cron expression',
  },
  '开始事件“{0}”的周期 {1} 已全部过去：流程不会再定时启动': {
    'zh-TW': '開始事件「{0}」的週期 {1} 已全部過去：流程不會再定時啟動',
    'en-US':
      'Every time of the cycle {1} of start event "{0}" has passed: the process would never start on schedule',
  },
  '开始事件“{0}”的时间 {1} 不是 ISO 8601 的日期': {
    'zh-TW': '開始事件「{0}」的時間 {1} 不是 ISO 8601 的日期',
    'en-US': 'The time {1} of start event "{0}" is not an ISO 8601 date',
  },
  '开始事件“{0}”的时间 {1} 已经过去：流程不会再定时启动': {
    'zh-TW': '開始事件「{0}」的時間 {1} 已經過去：流程不會再定時啟動',
    'en-US': 'The time {1} of start event "{0}" has passed: the process would never start on schedule',
  },
  '开始事件“{0}”的时长 {1} 不是 ISO 8601 的时长': {
    'zh-TW': '開始事件「{0}」的時長 {1} 不是 ISO 8601 的時長',
    'en-US': 'The duration {1} of start event "{0}" is not an ISO 8601 duration',
  },
  '定时启动失败的流程不能跳过：请修正后重试，或在草稿中删除': {
    'zh-TW': '定時啟動失敗的流程不能略過：請修正後重試，或在草稿中刪除',
    'en-US': 'A failed scheduled start cannot be skipped: retry it once fixed, or delete it from the drafts',
  },
};

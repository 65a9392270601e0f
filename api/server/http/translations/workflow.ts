import type { Translations } from './languages.js';

/** Workflow: definitions, tasks and their actions, the lists, instance actions, agents and common flows. */
export const WORKFLOW_TRANSLATIONS: Record<string, Translations> = {
  // Workflow (issue 13): definitions, starting, drafts, tasks, form checks
  没有权限访问流程: { 'zh-TW': '沒有權限存取流程', 'en-US': 'You are not allowed to use the workflow' },
  请指定流程定义: { 'zh-TW': '請指定流程定義', 'en-US': 'Choose a process definition' },
  流程定义不存在: { 'zh-TW': '流程定義不存在', 'en-US': 'No such process definition' },
  '流程“{0}”已停用，不能发起': {
    'zh-TW': '流程「{0}」已停用，不能發起',
    'en-US': 'The process "{0}" is suspended and cannot be started',
  },
  您没有发起该流程的权限: {
    'zh-TW': '您沒有發起該流程的權限',
    'en-US': 'You are not allowed to start this process',
  },
  流程发起成功: { 'zh-TW': '流程發起成功', 'en-US': 'Process started' },
  草稿已保存: { 'zh-TW': '草稿已儲存', 'en-US': 'Draft saved' },
  草稿不存在或已提交: {
    'zh-TW': '草稿不存在或已提交',
    'en-US': 'The draft does not exist or was submitted already',
  },
  请指定流程实例: { 'zh-TW': '請指定流程實例', 'en-US': 'Choose a process instance' },
  流程实例不存在: { 'zh-TW': '流程實例不存在', 'en-US': 'No such process instance' },
  流程实例不存在或无权查看: {
    'zh-TW': '流程實例不存在或無權查看',
    'en-US': 'The process instance does not exist or you may not see it',
  },
  分享的流程不存在或链接已失效: {
    'zh-TW': '分享的流程不存在或連結已失效',
    'en-US': 'The shared process does not exist or the link has expired',
  },
  流程已结束: { 'zh-TW': '流程已結束', 'en-US': 'The process has ended' },
  '流程状态已变化，请刷新后重试': {
    'zh-TW': '流程狀態已變更，請重新整理後重試',
    'en-US': 'The process has moved on, please refresh and try again',
  },
  任务不存在: { 'zh-TW': '任務不存在', 'en-US': 'No such task' },
  任务不存在或无权查看: {
    'zh-TW': '任務不存在或無權查看',
    'en-US': 'The task does not exist or you may not see it',
  },
  '该任务已被处理，请刷新后查看': {
    'zh-TW': '該任務已被處理，請重新整理後查看',
    'en-US': 'This task has been handled already, please refresh',
  },
  您没有处理该任务的权限: {
    'zh-TW': '您沒有處理該任務的權限',
    'en-US': 'You are not allowed to handle this task',
  },
  该任务已被他人锁定: { 'zh-TW': '該任務已被他人鎖定', 'en-US': 'Someone else has locked this task' },
  // Why a task cannot be handled (issue 34 item 16: access.ts whyNotActing)
  您不是该任务的办理人: { 'zh-TW': '您不是該任務的辦理人', 'en-US': 'You are not a handler of this task' },
  '这是您本人发起的申请，不能代领导审批': {
    'zh-TW': '這是您本人發起的申請，不能代領導審批',
    'en-US': 'This is your own request: you cannot approve it for your leader',
  },
  该任务已不在该领导的待办中: {
    'zh-TW': '該任務已不在該領導的待辦中',
    'en-US': "This task is no longer among this leader's to-dos",
  },
  // Task actions (issue 14)
  发送成功: { 'zh-TW': '發送成功', 'en-US': 'Sent' },
  不能委托给自己: { 'zh-TW': '不能委託給自己', 'en-US': 'You cannot delegate a task to yourself' },
  不能转办给自己: { 'zh-TW': '不能轉辦給自己', 'en-US': 'You cannot transfer a task to yourself' },
  不能选择自己: { 'zh-TW': '不能選擇自己', 'en-US': 'You cannot choose yourself' },
  不能驳回到该节点: { 'zh-TW': '不能駁回到該節點', 'en-US': 'The task cannot be rejected to that step' },
  传阅成功: { 'zh-TW': '傳閱成功', 'en-US': 'Circulated' },
  催办成功: { 'zh-TW': '催辦成功', 'en-US': 'Reminder sent' },
  催办记录不存在: { 'zh-TW': '催辦記錄不存在', 'en-US': 'No such reminder' },
  '催办过于频繁，请稍后再试': {
    'zh-TW': '催辦過於頻繁，請稍後再試',
    'en-US': 'You sent a reminder a moment ago; try again later',
  },
  加签不存在或不是发给您的: {
    'zh-TW': '加簽不存在或不是發給您的',
    'en-US': 'No such signing request for you',
  },
  '加签人尚未全部反馈，请稍后处理': {
    'zh-TW': '加簽人尚未全部回饋，請稍後處理',
    'en-US': 'The added signers have not all answered yet; handle the task later',
  },
  '加签已有结果，无需再反馈': {
    'zh-TW': '加簽已有結果，無需再回饋',
    'en-US': 'The added signers have already decided',
  },
  加签成功: { 'zh-TW': '加簽成功', 'en-US': 'Signers added' },
  反馈成功: { 'zh-TW': '回饋成功', 'en-US': 'Feedback sent' },
  发起人: { 'zh-TW': '發起人', 'en-US': 'Initiator' },
  只有发起人可以催办: { 'zh-TW': '只有發起人可以催辦', 'en-US': 'Only the initiator can send a reminder' },
  回复成功: { 'zh-TW': '回覆成功', 'en-US': 'Reply sent' },
  委托成功: { 'zh-TW': '委託成功', 'en-US': 'Task delegated' },
  延期成功: { 'zh-TW': '延期成功', 'en-US': 'Due time extended' },
  当前节点不允许该操作: { 'zh-TW': '目前節點不允許該操作', 'en-US': 'This step does not allow that action' },
  待阅不存在: { 'zh-TW': '待閱不存在', 'en-US': 'No such notice' },
  您已反馈过: { 'zh-TW': '您已回饋過', 'en-US': 'You have already answered' },
  您已回复过: { 'zh-TW': '您已回覆過', 'en-US': 'You have already replied' },
  您没有传阅该流程的权限: {
    'zh-TW': '您沒有傳閱該流程的權限',
    'en-US': 'You are not allowed to circulate this process',
  },
  所选人员不存在: { 'zh-TW': '所選人員不存在', 'en-US': 'A chosen person does not exist' },
  沟通不存在或不是发给您的: { 'zh-TW': '溝通不存在或不是發給您的', 'en-US': 'No such communication for you' },
  没有待处理的任务: { 'zh-TW': '沒有待處理的任務', 'en-US': 'There is no pending task' },
  解锁成功: { 'zh-TW': '解鎖成功', 'en-US': 'Task unlocked' },
  '该任务只有您一位处理人，无需锁定': {
    'zh-TW': '該任務只有您一位處理人，無需鎖定',
    'en-US': 'You are the only handler of this task; there is nothing to lock',
  },
  请填写催办内容: { 'zh-TW': '請填寫催辦內容', 'en-US': 'Enter the reminder' },
  请填写回复内容: { 'zh-TW': '請填寫回覆內容', 'en-US': 'Enter your reply' },
  请填写沟通内容: { 'zh-TW': '請填寫溝通內容', 'en-US': 'Enter what you want to discuss' },
  请填写问询内容: { 'zh-TW': '請填寫問詢內容', 'en-US': 'Enter your question' },
  请填写驳回意见: { 'zh-TW': '請填寫駁回意見', 'en-US': 'Enter the reason for the rejection' },
  请指定待阅: { 'zh-TW': '請指定待閱', 'en-US': 'Choose a notice' },
  请重新提交: { 'zh-TW': '請重新提交', 'en-US': 'Resubmit the request' },
  转办成功: { 'zh-TW': '轉辦成功', 'en-US': 'Task transferred' },
  锁定成功: { 'zh-TW': '鎖定成功', 'en-US': 'Task locked' },
  问询不存在或不是发给您的: { 'zh-TW': '問詢不存在或不是發給您的', 'en-US': 'No such inquiry for you' },
  驳回成功: { 'zh-TW': '駁回成功', 'en-US': 'Task rejected' },
  请填写审批意见: { 'zh-TW': '請填寫審批意見', 'en-US': 'Please enter your opinion' },
  审批成功: { 'zh-TW': '審批成功', 'en-US': 'Approval submitted' },
  附件不存在或不是您上传的: {
    'zh-TW': '附件不存在或不是您上傳的',
    'en-US': 'An attachment does not exist or was not uploaded by you',
  },
  '节点“{0}”没有找到审批人': {
    'zh-TW': '節點「{0}」沒有找到審批人',
    'en-US': 'Nobody was found to approve step “{0}”',
  },
  '请填写{0}': { 'zh-TW': '請填寫{0}', 'en-US': 'Please fill in {0}' },
  '{0}必须是数字': { 'zh-TW': '{0}必須是數字', 'en-US': '{0} must be a number' },
  '{0}必须是整数': { 'zh-TW': '{0}必須是整數', 'en-US': '{0} must be a whole number' },
  '{0}最多保留{1}位小数': {
    'zh-TW': '{0}最多保留{1}位小數',
    'en-US': '{0} may have at most {1} decimal places',
  },
  '{0}不是有效的日期': { 'zh-TW': '{0}不是有效的日期', 'en-US': '{0} is not a valid date' },
  '{0}最多上传{1}个文件': { 'zh-TW': '{0}最多上傳{1}個檔案', 'en-US': '{0}: at most {1} files' },
  '{0}不能早于{1}': { 'zh-TW': '{0}不能早於{1}', 'en-US': '{0} cannot be before {1}' },

  // Workflow lists (runtime service)
  您不是该领导的秘书: { 'zh-TW': '您不是該領導的秘書', 'en-US': 'You are not a secretary of this leader' },
  筛选条件不存在: { 'zh-TW': '篩選條件不存在', 'en-US': 'No such saved filter' },
  筛选条件过长: { 'zh-TW': '篩選條件過長', 'en-US': 'The saved filter is too long' },
  没有权限操作此筛选条件: {
    'zh-TW': '沒有權限操作此篩選條件',
    'en-US': 'You are not allowed to change this saved filter',
  },
  已存在同名的筛选条件: {
    'zh-TW': '已存在同名的篩選條件',
    'en-US': 'A saved filter of this name already exists',
  },
  '每个列表最多保存 {0} 个筛选条件': {
    'zh-TW': '每個列表最多儲存 {0} 個篩選條件',
    'en-US': 'At most {0} saved filters per list',
  },

  // Workflow instance actions, reads, print and modify records (issue 14)
  '该任务未处理，不能收回': {
    'zh-TW': '該任務未處理，不能收回',
    'en-US': 'This task has not been handled, so it cannot be taken back',
  },
  '流程已结束，不能收回': {
    'zh-TW': '流程已結束，不能收回',
    'en-US': 'The process has ended: nothing can be taken back',
  },
  '流程已挂起，不能处理': {
    'zh-TW': '流程已暫停，不能處理',
    'en-US': 'The process is suspended and cannot be handled',
  },
  会签任务不能收回: { 'zh-TW': '會簽任務不能收回', 'en-US': 'A countersign task cannot be taken back' },
  '后续节点已处理，不能收回': {
    'zh-TW': '後續節點已處理，不能收回',
    'en-US': 'A later step has been handled: it cannot be taken back',
  },
  没有可收回的后续任务: { 'zh-TW': '沒有可收回的後續任務', 'en-US': 'There is no next task to take back' },
  该任务已收回: { 'zh-TW': '該任務已收回', 'en-US': 'This task has been taken back already' },
  '后续任务已被查看，不能收回': {
    'zh-TW': '後續任務已被查看，不能收回',
    'en-US': 'The next handler has opened the task: it cannot be taken back',
  },
  只有该任务的处理人可以收回: {
    'zh-TW': '只有該任務的處理人可以收回',
    'en-US': 'Only who handled this task may take it back',
  },
  只有发起人可以撤回: {
    'zh-TW': '只有發起人可以撤回',
    'en-US': 'Only the initiator may withdraw the process',
  },
  '流程已结束，不能撤回': {
    'zh-TW': '流程已結束，不能撤回',
    'en-US': 'The process has ended and cannot be withdrawn',
  },
  '流程已挂起，不能撤回': {
    'zh-TW': '流程已暫停，不能撤回',
    'en-US': 'The process is suspended and cannot be withdrawn',
  },
  '已有审批人处理，不能撤回': {
    'zh-TW': '已有審批人處理，不能撤回',
    'en-US': 'An approver has acted already: it cannot be withdrawn',
  },
  您没有终止该流程的权限: {
    'zh-TW': '您沒有終止該流程的權限',
    'en-US': 'You are not allowed to terminate this process',
  },
  '流程已挂起，无需重复挂起': {
    'zh-TW': '流程已暫停，無需重複暫停',
    'en-US': 'The process is suspended already',
  },
  您没有挂起该流程的权限: {
    'zh-TW': '您沒有暫停該流程的權限',
    'en-US': 'You are not allowed to suspend this process',
  },
  流程未挂起: { 'zh-TW': '流程未暫停', 'en-US': 'The process is not suspended' },
  只有挂起人或流程管理员可以恢复: {
    'zh-TW': '只有暫停人或流程管理員可以恢復',
    'en-US': 'Only who suspended it or a workflow administrator may resume it',
  },
  只有流程管理员可以删除任务: {
    'zh-TW': '只有流程管理員可以刪除任務',
    'en-US': 'Only a workflow administrator may remove tasks',
  },
  '待办任务不能删除，请先终止流程': {
    'zh-TW': '待辦任務不能刪除，請先終止流程',
    'en-US': 'Pending tasks cannot be removed: terminate the process first',
  },
  只有流程管理员可以删除流程实例: {
    'zh-TW': '只有流程管理員可以刪除流程實例',
    'en-US': 'Only a workflow administrator may remove process instances',
  },
  '运行中的流程不能删除，请先终止': {
    'zh-TW': '執行中的流程不能刪除，請先終止',
    'en-US': 'A running process cannot be removed: terminate it first',
  },
  只有发起人可以删除自己的流程: {
    'zh-TW': '只有發起人可以刪除自己的流程',
    'en-US': 'Only the initiator may remove their process',
  },
  只能删除已撤回的流程: {
    'zh-TW': '只能刪除已撤回的流程',
    'en-US': 'Only a withdrawn process can be removed',
  },
  没有可收回的任务: { 'zh-TW': '沒有可收回的任務', 'en-US': 'There is no task to take back' },
  待审批: { 'zh-TW': '待審批', 'en-US': 'Pending approval' },
  提交: { 'zh-TW': '提交', 'en-US': 'Submitted' },
  重新提交: { 'zh-TW': '重新提交', 'en-US': 'Resubmitted' },
  同意: { 'zh-TW': '同意', 'en-US': 'Agreed' },
  挂起: { 'zh-TW': '暫停', 'en-US': 'Suspended' },
  反对: { 'zh-TW': '反對', 'en-US': 'Opposed' },
  驳回: { 'zh-TW': '駁回', 'en-US': 'Rejected' },
  驳回到发起人: { 'zh-TW': '駁回到發起人', 'en-US': 'Rejected to the initiator' },
  撤回: { 'zh-TW': '撤回', 'en-US': 'Withdrawn' },
  撤回到发起人: { 'zh-TW': '撤回到發起人', 'en-US': 'Withdrawn to the initiator' },
  会签通过: { 'zh-TW': '會簽通過', 'en-US': 'Countersign passed' },
  会签不通过: { 'zh-TW': '會簽不通過', 'en-US': 'Countersign failed' },
  人工终止: { 'zh-TW': '人工終止', 'en-US': 'Terminated manually' },
  完成: { 'zh-TW': '完成', 'en-US': 'Completed' },
  审批节点: { 'zh-TW': '審批節點', 'en-US': 'Step' },
  处理人: { 'zh-TW': '處理人', 'en-US': 'Handled by' },
  处理状态: { 'zh-TW': '處理狀態', 'en-US': 'Status' },
  审批意见: { 'zh-TW': '審批意見', 'en-US': 'Opinion' },
  操作时间: { 'zh-TW': '操作時間', 'en-US': 'Time' },
  请指定通知或流程实例: { 'zh-TW': '請指定通知或流程實例', 'en-US': 'Choose a notice or a process instance' },
  通知不存在: { 'zh-TW': '通知不存在', 'en-US': 'No such notice' },
  只能关注流程中的审批节点: {
    'zh-TW': '只能關注流程中的審批節點',
    'en-US': 'Only the approval steps of the process can be followed',
  },
  '该任务需要填写表单，请逐个处理': {
    'zh-TW': '該任務需要填寫表單，請逐一處理',
    'en-US': 'This task needs the form filled in: handle it on its own',
  },
  该任务需要填写审批意见: { 'zh-TW': '該任務需要填寫審批意見', 'en-US': 'This task needs an opinion' },
  '该任务需要选择处理方式，请逐个处理': {
    'zh-TW': '該任務需要選擇處理方式，請逐一處理',
    'en-US': 'This task needs a choice of action: handle it on its own',
  },
  任务不属于该流程实例: {
    'zh-TW': '任務不屬於該流程實例',
    'en-US': 'The task is not part of this process instance',
  },
  请选择要操作的记录: { 'zh-TW': '請選擇要操作的記錄', 'en-US': 'Choose the records first' },
  任务已收回: { 'zh-TW': '任務已收回', 'en-US': 'Task taken back' },
  流程已撤回: { 'zh-TW': '流程已撤回', 'en-US': 'Process withdrawn' },
  流程已终止: { 'zh-TW': '流程已終止', 'en-US': 'Process terminated' },
  流程已挂起: { 'zh-TW': '流程已暫停', 'en-US': 'Process suspended' },
  流程已恢复: { 'zh-TW': '流程已恢復', 'en-US': 'Process resumed' },
  意见已保存: { 'zh-TW': '意見已儲存', 'en-US': 'Opinion saved' },
  // Agents, secretaries, common phrases and common flows (issue 15)
  只有系统管理员可以管理他人的设置: {
    'zh-TW': '只有系統管理員可以管理他人的設定',
    'en-US': "Only a system administrator may manage other people's settings",
  },
  代理设置不存在: { 'zh-TW': '代理設定不存在', 'en-US': 'No such agent' },
  秘书设置不存在: { 'zh-TW': '秘書設定不存在', 'en-US': 'No such secretary' },
  不能设置自己为秘书: { 'zh-TW': '不能設定自己為秘書', 'en-US': 'You cannot be your own secretary' },
  不能设置自己为代理人: { 'zh-TW': '不能設定自己為代理人', 'en-US': 'You cannot be your own agent' },
  结束时间必须晚于开始时间: {
    'zh-TW': '結束時間必須晚於開始時間',
    'en-US': 'The end must be after the start',
  },
  请选择代理的流程: { 'zh-TW': '請選擇代理的流程', 'en-US': 'Choose the flows the agent handles' },
  '该时间段内已有相同流程的代理：{0}（{1} 至 {2}）': {
    'zh-TW': '該時間段內已有相同流程的代理：{0}（{1} 至 {2}）',
    'en-US': 'An agent for the same flows already covers this period: {0} ({1} to {2})',
  },
  '代理关系不能形成循环：所选代理人在该时间段内已直接或间接由委托人代理': {
    'zh-TW': '代理關係不能形成循環：所選代理人在該時間段內已直接或間接由委託人代理',
    'en-US':
      'Agents cannot form a loop: the chosen agent is already represented, directly or not, by the principal in this period',
  },
  常用语不存在: { 'zh-TW': '常用語不存在', 'en-US': 'No such common phrase' },
  只有系统管理员可以管理公共常用语: {
    'zh-TW': '只有系統管理員可以管理公共常用語',
    'en-US': 'Only a system administrator may manage public phrases',
  },
  常用语只能属于一个流程或一个分类: {
    'zh-TW': '常用語只能屬於一個流程或一個分類',
    'en-US': 'A phrase belongs to one flow or one category, not both',
  },
  流程分类不存在: { 'zh-TW': '流程分類不存在', 'en-US': 'No such flow category' },
  没有该流程的发起权限: { 'zh-TW': '沒有該流程的發起權限', 'en-US': 'You may not start this flow' },
  '常用流程最多{0}个': { 'zh-TW': '常用流程最多{0}個', 'en-US': 'At most {0} common flows' },
  已添加到常用流程: { 'zh-TW': '已新增到常用流程', 'en-US': 'Added to common flows' },
  已移出常用流程: { 'zh-TW': '已移出常用流程', 'en-US': 'Removed from common flows' },
  // The tags of the inner messages the workflow writes (【待办】…, workflow/notices.ts)
  待办: { 'zh-TW': '待辦', 'en-US': 'To-do' },
  知会: { 'zh-TW': '知會', 'en-US': 'FYI' },
  传阅: { 'zh-TW': '傳閱', 'en-US': 'Circulation' },
  问询: { 'zh-TW': '問詢', 'en-US': 'Inquiry' },
  沟通: { 'zh-TW': '溝通', 'en-US': 'Communication' },
  转办: { 'zh-TW': '轉辦', 'en-US': 'Transfer' },
  委托: { 'zh-TW': '委託', 'en-US': 'Delegation' },
  催办: { 'zh-TW': '催辦', 'en-US': 'Reminder' },
  // Models other tools write (issue 37: model.ts, expressions.ts, model-assignees.ts, bpmn.ts)
  '流程包含暂不支持的元素：{0}': {
    'zh-TW': '流程包含暫不支援的元素：{0}',
    'en-US': 'The process has elements the portal cannot run yet: {0}',
  },
  '连线“{0}”的条件 {1} 无法计算：{2}': {
    'zh-TW': '連線「{0}」的條件 {1} 無法計算：{2}',
    'en-US': 'The condition {1} of flow "{0}" cannot be evaluated: {2}',
  },
  '节点“{0}”的完成条件 {1} 无法计算：{2}': {
    'zh-TW': '節點「{0}」的完成條件 {1} 無法計算：{2}',
    'en-US': 'The completion condition {1} of step "{0}" cannot be evaluated: {2}',
  },
  '节点“{0}”的循环次数 {1} 无法计算：{2}': {
    'zh-TW': '節點「{0}」的循環次數 {1} 無法計算：{2}',
    'en-US': 'The number of iterations {1} of step "{0}" cannot be evaluated: {2}',
  },
  '节点“{0}”的处理人 {1} 无法计算：{2}': {
    'zh-TW': '節點「{0}」的處理人 {1} 無法計算：{2}',
    'en-US': 'The handler {1} of step "{0}" cannot be evaluated: {2}',
  },
  '节点“{0}”的集合 {1} 无法计算：{2}': {
    'zh-TW': '節點「{0}」的集合 {1} 無法計算：{2}',
    'en-US': 'The collection {1} of step "{0}" cannot be evaluated: {2}',
  },
  '网关“{0}”的出口条件都不成立，也没有默认连线': {
    'zh-TW': '閘道「{0}」的出口條件都不成立，也沒有預設連線',
    'en-US': 'No condition on the flows out of gateway "{0}" holds, and it has no default flow',
  },
  '节点“{0}”的出口条件都不成立，也没有默认连线': {
    'zh-TW': '節點「{0}」的出口條件都不成立，也沒有預設連線',
    'en-US': 'No condition on the flows out of step "{0}" holds, and it has no default flow',
  },
  '变量 {0} 不存在': { 'zh-TW': '變數 {0} 不存在', 'en-US': 'there is no variable {0}' },
  表达式格式不正确: { 'zh-TW': '運算式格式不正確', 'en-US': 'the expression does not parse' },
  结果不是非负整数: {
    'zh-TW': '結果不是非負整數',
    'en-US': 'its value is not a whole number of zero or more',
  },
  结果不是真或假: { 'zh-TW': '結果不是真或假', 'en-US': 'its value is neither true nor false' },
  // Deploying and versioning models (issue 37)
  只有系统管理员可以管理流程定义: {
    'zh-TW': '只有系統管理員可以管理流程定義',
    'en-US': 'Only workflow administrators may manage process definitions',
  },
  '模型不是合法的 BPMN 2.0 XML：{0}': {
    'zh-TW': '模型不是合法的 BPMN 2.0 XML：{0}',
    'en-US': 'The model is not valid BPMN 2.0 XML: {0}',
  },
  模型须有且只有一个可执行的流程: {
    'zh-TW': '模型須有且只有一個可執行的流程',
    'en-US': 'The model must have exactly one executable process',
  },
  '流程标识 {0} 只能由字母、数字、_ 和 - 组成，至多 64 个字符': {
    'zh-TW': '流程標識 {0} 只能由字母、數字、_ 和 - 組成，至多 64 個字元',
    'en-US': 'The process id {0} may only have letters, digits, _ and -, at most 64 characters',
  },
  '模型未通过检查，不能部署：{0}': {
    'zh-TW': '模型未通過檢查，不能部署：{0}',
    'en-US': 'The model did not pass the check and was not deployed: {0}',
  },
  '元素 {0}（{1}）违反规则 {2}：{3}': {
    'zh-TW': '元素 {0}（{1}）違反規則 {2}：{3}',
    'en-US': 'element {0} ({1}) breaks rule {2}: {3}',
  },
  '表单不存在：{0}': { 'zh-TW': '表單不存在：{0}', 'en-US': 'No such form: {0}' },
  '临时子流程不能有开始、结束事件或连线以外的流转': {
    'zh-TW': '臨時子流程不能有開始、結束事件或連線以外的流轉',
    'en-US': 'an ad-hoc sub-process may not have start or end events or flows',
  },
  '分出的连线须都有条件，或标为默认连线': {
    'zh-TW': '分出的連線須都有條件，或標為預設連線',
    'en-US': 'every outgoing flow needs a condition, or must be the default flow',
  },
  流程缺少结束事件: { 'zh-TW': '流程缺少結束事件', 'en-US': 'the process has no end event' },
  事件网关只能连到捕获事件或接收任务: {
    'zh-TW': '事件閘道只能連到捕獲事件或接收任務',
    'en-US': 'an event-based gateway may only lead to catch events or receive tasks',
  },
  事件子流程的开始事件须有事件类型: {
    'zh-TW': '事件子流程的開始事件須有事件類型',
    'en-US': 'the start event of an event sub-process needs an event type',
  },
  '多条连线直接进入该元素，须用网关汇合': {
    'zh-TW': '多條連線直接進入該元素，須用閘道匯合',
    'en-US': 'several flows enter the element directly; join them with a gateway',
  },
  '全局元素（消息、信号等）未被使用或重名': {
    'zh-TW': '全域元素（訊息、信號等）未被使用或重名',
    'en-US': 'a global element (message, signal…) is unused or its name is taken',
  },
  元素缺少名称: { 'zh-TW': '元素缺少名稱', 'en-US': 'the element has no name' },
  链接事件须成对出现且名称一致: {
    'zh-TW': '連結事件須成對出現且名稱一致',
    'en-US': 'link events must come in pairs with the same name',
  },
  '元素缺少图形信息（BPMN DI）': {
    'zh-TW': '元素缺少圖形資訊（BPMN DI）',
    'en-US': 'the element has no diagram information (BPMN DI)',
  },
  不能使用复杂网关: { 'zh-TW': '不能使用複雜閘道', 'en-US': 'complex gateways are not allowed' },
  元素没有连接到流程中: { 'zh-TW': '元素沒有連接到流程中', 'en-US': 'the element is not connected' },
  两条连线重复: { 'zh-TW': '兩條連線重複', 'en-US': 'two flows are duplicates' },
  网关不能同时汇合和分支: {
    'zh-TW': '閘道不能同時匯合和分支',
    'en-US': 'a gateway may not both join and fork',
  },
  '元素直接分出多条连线，须用网关分支': {
    'zh-TW': '元素直接分出多條連線，須用閘道分支',
    'en-US': 'several flows leave the element directly; fork them with a gateway',
  },
  '元素没有流出的连线，须连到结束事件': {
    'zh-TW': '元素沒有流出的連線，須連到結束事件',
    'en-US': 'no flow leaves the element; lead it to an end event',
  },
  '元素没有流入的连线，须从开始事件连过来': {
    'zh-TW': '元素沒有流入的連線，須從開始事件連過來',
    'en-US': 'no flow enters the element; lead one to it from a start event',
  },
  包容网关不一定能按预期运行: {
    'zh-TW': '包容閘道不一定能按預期運行',
    'en-US': 'an inclusive gateway may not run as expected',
  },
  图形元素相互重叠: { 'zh-TW': '圖形元素相互重疊', 'en-US': 'diagram elements overlap' },
  流程只能有一个空开始事件: {
    'zh-TW': '流程只能有一個空開始事件',
    'en-US': 'a process may have only one blank start event',
  },
  一个事件只能有一个事件定义: {
    'zh-TW': '一個事件只能有一個事件定義',
    'en-US': 'an event may have only one event definition',
  },
  流程缺少开始事件: { 'zh-TW': '流程缺少開始事件', 'en-US': 'the process has no start event' },
  子流程的开始事件须为空开始事件: {
    'zh-TW': '子流程的開始事件須為空開始事件',
    'en-US': 'the start event of a sub-process must be blank',
  },
  '网关只有一条流入和一条流出连线，是多余的': {
    'zh-TW': '閘道只有一條流入和一條流出連線，是多餘的',
    'en-US': 'the gateway has one flow in and one out, so it is not needed',
  },
  元素的名称不会显示: { 'zh-TW': '元素的名稱不會顯示', 'en-US': 'the element’s name is not shown' },
  终止结束事件可换成普通结束事件: {
    'zh-TW': '終止結束事件可換成普通結束事件',
    'en-US': 'the terminate end event can be a plain end event',
  },
};

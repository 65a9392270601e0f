import {
  AfterJumpNodesBody,
  CommReplyBody,
  CopytoBody,
  LockUnlockQuery,
  NoticeIdQuery,
  ReadRecordQuery,
  RejectTaskQuery,
  SignFeedbackBody,
  TaskDelayQuery,
  TaskSignUsersBody,
  TaskUserBody,
  TaskUsersBody,
  UrgentBody,
  UrgentIdBody,
  UrgentStateBody,
} from '../../contract/schemas/workflow-actions.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { addSigners, signFeedback, taskSignUsers } from '../workflow/task-actions/add-sign.js';
import { circulate, markRead, removeNotice } from '../workflow/task-actions/circulate.js';
import { askPeople, replyComm } from '../workflow/task-actions/comms.js';
import { delayTask } from '../workflow/task-actions/delay.js';
import { handOver } from '../workflow/task-actions/hand-over.js';
import { lockUnlock } from '../workflow/task-actions/lock.js';
import { afterJumpNodes, rejectTask } from '../workflow/task-actions/reject.js';
import { sendUrgent, urgentById, urgentState } from '../workflow/task-actions/urge.js';
import { staff } from './workflow-request.js';

/**
 * The task actions of the approval form (issue 14, workflow-portal 4 and 7): lock, reject, inquiry,
 * communicate, transfer, delegate, add signers, circulate, mark read, urge and delay. Rules in
 * workflow/task-actions/, a file per family; agree, oppose and the resubmission go through task/complete (runtime-actions.ts).
 */
export function registerRuntimeTaskActionRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('task/lockUnlock'),
    schema: { querystring: LockUnlockQuery },
    handler: async (request) => {
      const result = await lockUnlock(db, staff(request), request.query.taskId, request.query.leaderId);
      return ok(result, result.lockStatus === 3 ? '锁定成功' : '解锁成功');
    },
  });

  signedIn.route({
    ...ctx.call('task/getAfterJumpNodes'),
    schema: { body: AfterJumpNodesBody },
    handler: async (request) =>
      ok(await afterJumpNodes(db, staff(request), request.body.taskId, request.body.leaderId)),
  });

  signedIn.route({
    ...ctx.call('task/taskToReject'),
    schema: { querystring: RejectTaskQuery },
    handler: async (request) => ok(await rejectTask(db, staff(request), request.query), '驳回成功'),
  });

  for (const [key, kind] of [
    ['task/taskToInqu', 'inquiry'],
    ['task/communicate', 'communicate'],
  ] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { body: TaskUsersBody },
      handler: async (request) => ok(await askPeople(db, staff(request), kind, request.body), '发送成功'),
    });
  }

  for (const [key, kind] of [
    ['task/taskToInquReply', 'inquiry'],
    ['instance/doNextcommu', 'communicate'],
  ] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { body: CommReplyBody },
      handler: async (request) => ok(await replyComm(db, staff(request), kind, request.body), '回复成功'),
    });
  }

  signedIn.route({
    ...ctx.call('task/taskToTrans'),
    schema: { body: TaskUserBody },
    handler: async (request) => ok(await handOver(db, staff(request), 'transfer', request.body), '转办成功'),
  });

  signedIn.route({
    ...ctx.call('instance/transToMore'),
    schema: { body: TaskUsersBody },
    handler: async (request) => ok(await handOver(db, staff(request), 'transfer', request.body), '转办成功'),
  });

  signedIn.route({
    ...ctx.call('task/delegate'),
    schema: { body: TaskUserBody },
    handler: async (request) => ok(await handOver(db, staff(request), 'delegate', request.body), '委托成功'),
  });

  signedIn.route({
    ...ctx.call('task/userTaskToSign'),
    schema: { body: TaskUsersBody },
    handler: async (request) => ok(await addSigners(db, staff(request), request.body), '加签成功'),
  });

  signedIn.route({
    ...ctx.call('task/taskSignUsers'),
    schema: { body: TaskSignUsersBody },
    handler: async (request) => ok(await taskSignUsers(db, staff(request), request.body.taskId)),
  });

  signedIn.route({
    ...ctx.call('task/userAddSignFeedback'),
    schema: { body: SignFeedbackBody },
    handler: async (request) => ok(await signFeedback(db, staff(request), request.body), '反馈成功'),
  });

  signedIn.route({
    ...ctx.call('instance/doNextCopyto'),
    schema: { body: CopytoBody },
    handler: async (request) => ok(await circulate(db, staff(request), request.body), '传阅成功'),
  });

  for (const key of ['task/addReadRecord', 'task/noticeTurnDode'] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: ReadRecordQuery },
      handler: async (request) => ok(await markRead(db, staff(request), request.query)),
    });
  }

  signedIn.route({
    ...ctx.call('task/delBpmTaskNoticeById'),
    schema: { querystring: NoticeIdQuery },
    handler: async (request) => ok(await removeNotice(db, staff(request), request.query.id), '删除成功'),
  });

  signedIn.route({
    ...ctx.call('instance/sendBpmTaskUrgent'),
    schema: { body: UrgentBody },
    handler: async (request) => ok(await sendUrgent(db, staff(request), request.body), '催办成功'),
  });

  signedIn.route({
    ...ctx.call('instance/getUrgentStateConf'),
    schema: { body: UrgentStateBody },
    handler: async (request) => ok(await urgentState(db, staff(request), request.body.instId)),
  });

  signedIn.route({
    ...ctx.call('instance/getUrgrntById'),
    schema: { body: UrgentIdBody },
    handler: async (request) => ok(await urgentById(db, staff(request), request.body.id)),
  });

  signedIn.route({
    ...ctx.call('task/taskDelayById'),
    schema: { querystring: TaskDelayQuery },
    handler: async (request) => ok(await delayTask(db, staff(request), request.query), '延期成功'),
  });
}

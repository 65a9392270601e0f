import { FormAndBOBody, TaskIdQuery } from '../../contract/schemas/workflow.js';
import {
  BatchHandleBody,
  EndProcessBody,
  EndProcessByIdQuery,
  FollowSaveBody,
  IdsQuery,
  InstanceDetailBody,
  InstanceIdsBody,
  InstBody,
  InstQuery,
  MyRequestTaskBody,
  NoticeQuery,
  RetrieveQuery,
  RevokeInstanceBody,
  SaveOpinionBody,
  SuspendParams,
  SuspendQuery,
  TaskIdsQuery,
} from '../../contract/schemas/workflow-instance.js';
import type { InstanceActionRights } from '../../contract/workflow-instance.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import {
  removeInstances,
  removeOwnInstance,
  removeTasks,
  revokeInstance,
  revokeState,
  suspendInstance,
  terminateInstance,
} from '../workflow/instance-actions.js';
import {
  batchHandle,
  executorNames,
  filterUnbatchable,
  followedNodes,
  instanceDetail,
  instanceRecord,
  instancesByIds,
  myRequestTasks,
  nextNodes,
  noticesOf,
  pendingTasksOfInstance,
  relatedInformation,
  relatedInstances,
  saveFollowedNodes,
  taskCandidates,
  taskNodeInfo,
} from '../workflow/instance-reads.js';
import { saveTaskDraft, startFormAndBO, visibleInstance } from '../workflow/service.js';
import { retrieveTask } from '../workflow/take-back.js';
import { idList, instIdOf, language, staff } from './workflow-request.js';

/**
 * The runtime service's instance actions and the remaining instance and task reads of spec 7 (issue 14):
 * take back, revoke, terminate, suspend and resume, remove, follow, batch handle, instanceDetail and the
 * small reads. Print, the watermark and the modify records are in runtime-print.ts.
 */

const translatedRights = (rights: InstanceActionRights, lang: ServerLanguage): InstanceActionRights => ({
  ...rights,
  reasons: Object.fromEntries(
    Object.entries(rights.reasons).map(([action, reason]) => [action, translate(reason ?? '', lang)]),
  ),
});

export function registerRuntimeInstanceActionRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  // ------------------------------------------------------------------------------- actions
  signedIn.route({
    ...ctx.call('task/retrieveBpmTask'),
    schema: { querystring: RetrieveQuery },
    handler: async (request) => ok(await retrieveTask(db, staff(request), request.query), '任务已收回'),
  });

  signedIn.route({
    ...ctx.call('instance/getSponsorRevokeByInstId'),
    schema: { querystring: InstQuery },
    handler: async (request) => {
      const state = await revokeState(db, staff(request), instIdOf(request.query));
      return ok(state.message ? { ...state, message: translate(state.message, language(request)) } : state);
    },
  });

  signedIn.route({
    ...ctx.call('instance/revokeInstance'),
    schema: { body: RevokeInstanceBody },
    handler: async (request) => ok(await revokeInstance(db, staff(request), request.body), '流程已撤回'),
  });

  signedIn.route({
    ...ctx.call('instance/doEndProcess'),
    schema: { body: EndProcessBody },
    handler: async (request) => ok(await terminateInstance(db, staff(request), request.body), '流程已终止'),
  });

  signedIn.route({
    ...ctx.call('instance/doEndProcessById'),
    schema: { querystring: EndProcessByIdQuery },
    handler: async (request) =>
      ok(
        await terminateInstance(db, staff(request), {
          instId: instIdOf(request.query),
          opinion: request.query.opinion,
          leaderId: request.query.leaderId,
        }),
        '流程已终止',
      ),
  });

  signedIn.route({
    ...ctx.call('instance/{type}'),
    schema: { params: SuspendParams, querystring: SuspendQuery },
    handler: async (request) => {
      const { type } = request.params;
      const result = await suspendInstance(db, staff(request), type, {
        instId: instIdOf(request.query),
        opinion: request.query.opinion,
      });
      return ok(result, type === 'hang-up' ? '流程已挂起' : '流程已恢复');
    },
  });

  signedIn.route({
    ...ctx.call('task/remove'),
    schema: { querystring: IdsQuery },
    handler: async (request) =>
      ok(await removeTasks(db, staff(request), idList(request.query.ids)), '删除成功'),
  });

  signedIn.route({
    ...ctx.call('instance/remove'),
    schema: { querystring: IdsQuery },
    handler: async (request) =>
      ok(await removeInstances(db, staff(request), idList(request.query.ids)), '删除成功'),
  });

  signedIn.route({
    ...ctx.call('instance/instRemove'),
    schema: { querystring: InstQuery },
    handler: async (request) => {
      await removeOwnInstance(db, staff(request), instIdOf(request.query));
      return ok(null, '删除成功');
    },
  });

  signedIn.route({
    ...ctx.call('taskFollow/getFollowedNode', 'GET'),
    schema: { querystring: InstQuery },
    handler: async (request) => ok(await followedNodes(db, staff(request), instIdOf(request.query))),
  });

  signedIn.route({
    ...ctx.call('taskFollow/save', 'POST'),
    schema: { body: FollowSaveBody },
    handler: async (request) => ok(await saveFollowedNodes(db, staff(request), request.body), '保存成功'),
  });

  signedIn.route({
    ...ctx.call('task/filterUnBatchable'),
    schema: { querystring: TaskIdsQuery },
    handler: async (request) =>
      ok(await filterUnbatchable(db, staff(request), idList(request.query.taskIds), language(request))),
  });

  signedIn.route({
    ...ctx.call('task/batchHandle'),
    schema: { body: BatchHandleBody },
    handler: async (request) => ok(await batchHandle(db, staff(request), request.body, language(request))),
  });

  // ------------------------------------------------------------------------------- reads
  signedIn.route({
    ...ctx.call('task/instanceDetail'),
    schema: { body: InstanceDetailBody },
    handler: async (request) => {
      const detail = await instanceDetail(db, staff(request), request.body);
      return ok({ ...detail, rights: translatedRights(detail.rights, language(request)) });
    },
  });

  signedIn.route({
    ...ctx.call('instance/getExcutorNameByInstId'),
    schema: { querystring: InstQuery },
    handler: async (request) => ok(await executorNames(db, staff(request), instIdOf(request.query))),
  });

  signedIn.route({
    ...ctx.call('instance/getFlowKey'),
    schema: { querystring: InstQuery },
    handler: async (request) =>
      ok((await visibleInstance(db, staff(request), instIdOf(request.query))).def_key),
  });

  signedIn.route({
    ...ctx.call('task/nextTask'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) => ok(await nextNodes(db, staff(request), request.query.taskId, false)),
  });

  signedIn.route({
    ...ctx.call('task/nextExecutor'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) => ok(await nextNodes(db, staff(request), request.query.taskId, true)),
  });

  for (const key of ['task/taskNode', 'task/getCurNodeProperties'] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: TaskIdQuery },
      handler: async (request) => ok(await taskNodeInfo(db, staff(request), request.query.taskId)),
    });
  }

  signedIn.route({
    ...ctx.call('task/taskIsFirstNode'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) =>
      ok((await taskNodeInfo(db, staff(request), request.query.taskId)).isFirstNode),
  });

  signedIn.route({
    ...ctx.call('task/getCandidatesListByTaskId'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) => ok(await taskCandidates(db, staff(request), request.query.taskId)),
  });

  signedIn.route({
    ...ctx.call('task/getBpmTaskByInstId'),
    schema: { querystring: InstQuery },
    handler: async (request) => ok(await pendingTasksOfInstance(db, staff(request), instIdOf(request.query))),
  });

  signedIn.route({
    ...ctx.call('instance/relatedProcess'),
    schema: { body: InstBody },
    handler: async (request) => ok(await relatedInstances(db, staff(request), request.body.instId)),
  });

  signedIn.route({
    ...ctx.call('instance/getRelatedInformationById'),
    schema: { querystring: InstQuery },
    handler: async (request) => ok(await relatedInformation(db, staff(request), instIdOf(request.query))),
  });

  signedIn.route({
    ...ctx.call('instance/getInstanceByPks'),
    schema: { body: InstanceIdsBody },
    handler: async (request) => ok(await instancesByIds(db, staff(request), request.body.ids)),
  });

  signedIn.route({
    ...ctx.call('instance/getByRecordInstId'),
    schema: { body: InstBody },
    handler: async (request) => ok(await instanceRecord(db, staff(request), request.body.instId)),
  });

  signedIn.route({
    ...ctx.call('instance/startForm'),
    schema: { body: FormAndBOBody },
    handler: async (request) => ok(await startFormAndBO(db, staff(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('task/createBpmSaveOpinion'),
    schema: { body: SaveOpinionBody },
    handler: async (request) => {
      const { taskId, opinion, files, leaderId } = request.body;
      await saveTaskDraft(db, staff(request), { taskId, opinion, files, leaderId });
      return ok(null, '意见已保存');
    },
  });

  signedIn.route({
    ...ctx.call('task/getMyRequestTask'),
    schema: { body: MyRequestTaskBody },
    handler: async (request) => ok(await myRequestTasks(db, staff(request), request.body?.instId)),
  });

  signedIn.route({
    ...ctx.call('task/getNotice'),
    schema: { querystring: NoticeQuery },
    handler: async (request) => ok(await noticesOf(db, staff(request), request.query)),
  });
}

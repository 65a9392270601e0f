import {
  CompleteTaskBody,
  FormAndBOBody,
  InstanceIdQuery,
  InstFormAndBOQuery,
  SaveInstanceDraftBody,
  SaveTaskDraftBody,
  StartInstanceBody,
  TaskIdQuery,
} from '../../contract/schemas/workflow.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';
import { translate } from '../http/translations/index.js';
import {
  instanceFormAndBO,
  myDraftCount,
  removeDraft,
  saveInstanceDraft,
  saveTaskDraft,
  startFormAndBO,
  startInstance,
  taskAuth,
  taskButtons,
  taskDetail,
  taskLockStatus,
  visibleInstance,
} from '../workflow/service.js';
import { completeTask } from '../workflow/task-actions/complete.js';
import { startTimerPoller, TIMER_POLL_MS } from '../workflow/timers.js';
import { opinionsOf, toInstance } from '../workflow/views.js';
import { language, staff } from './workflow-request.js';

function instanceIdOf(query: InstanceIdQuery): string {
  const id = query.id ?? query.instId;
  if (!id) throw badRequest('请指定流程实例');
  return id;
}

/**
 * The runtime service's actions (workflow-portal 7): starting, drafts, forms, the approval form's task
 * calls and the opinions. The lists and counts are registered by workflow-lists.ts.
 */
export function registerRuntimeActionRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  // Urge and due timers are rows; every server process polls them (workflow/timers.ts).
  const stopTimers = startTimerPoller(db, TIMER_POLL_MS, (error) => signedIn.log.error(error));
  signedIn.addHook('onClose', async () => stopTimers());

  signedIn.route({
    ...ctx.call('instance/start'),
    schema: { body: StartInstanceBody },
    handler: async (request) =>
      ok(await startInstance(db, staff(request), request.body, language(request)), '流程发起成功'),
  });

  signedIn.route({
    ...ctx.call('instance/saveDraft'),
    schema: { body: SaveInstanceDraftBody },
    handler: async (request) => ok(await saveInstanceDraft(db, staff(request), request.body), '草稿已保存'),
  });

  signedIn.route({
    ...ctx.call('instance/removeDraftById'),
    schema: { querystring: InstanceIdQuery },
    handler: async (request) => {
      await removeDraft(db, staff(request), instanceIdOf(request.query));
      return ok(null, '删除成功');
    },
  });

  signedIn.route({
    ...ctx.call('instance/getMyDraftCount'),
    handler: async (request) => ok(await myDraftCount(db, staff(request))),
  });

  signedIn.route({
    ...ctx.call('instance/getFormAndBO'),
    schema: { body: FormAndBOBody },
    handler: async (request) => ok(await startFormAndBO(db, staff(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('instance/getInstFormAndBO'),
    schema: { querystring: InstFormAndBOQuery },
    handler: async (request) =>
      ok(
        await instanceFormAndBO(
          db,
          staff(request),
          request.query.instId,
          request.query.taskId,
          request.query.leaderId,
        ),
      ),
  });

  for (const key of ['instance/get', 'instance/getInstanceByInstId'] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: InstanceIdQuery },
      handler: async (request) => {
        const row = await visibleInstance(db, staff(request), instanceIdOf(request.query));
        return ok(await toInstance(db, row));
      },
    });
  }

  // task/nodeOpinion (one node's opinions) is in runtime-reads.ts.
  for (const key of ['instance/instanceFlowOpinions'] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: InstanceIdQuery },
      handler: async (request) => {
        const row = await visibleInstance(db, staff(request), instanceIdOf(request.query));
        return ok(await opinionsOf(db, row.id, new Date(), language(request)));
      },
    });
  }

  signedIn.route({
    ...ctx.call('task/complete'),
    schema: { body: CompleteTaskBody },
    handler: async (request) =>
      ok(await completeTask(db, staff(request), request.body, language(request)), '审批成功'),
  });

  signedIn.route({
    ...ctx.call('task/saveDraft'),
    schema: { body: SaveTaskDraftBody },
    handler: async (request) => {
      await saveTaskDraft(db, staff(request), request.body);
      return ok(null, '草稿已保存');
    },
  });

  signedIn.route({
    ...ctx.call('task/checkTaskAuth'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) => {
      const auth = await taskAuth(db, staff(request), request.query.taskId, request.query.leaderId);
      // Why not is shown to the caller as it is: in their language.
      return ok(auth.message ? { ...auth, message: translate(auth.message, language(request)) } : auth);
    },
  });

  signedIn.route({
    ...ctx.call('task/getButtonsBytaskId'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) =>
      ok(await taskButtons(db, staff(request), request.query.taskId, request.query.leaderId)),
  });

  signedIn.route({
    ...ctx.call('task/taskDetailBo'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) =>
      ok(await taskDetail(db, staff(request), request.query.taskId, request.query.leaderId)),
  });

  signedIn.route({
    ...ctx.call('task/canLock'),
    schema: { querystring: TaskIdQuery },
    handler: async (request) =>
      ok(await taskLockStatus(db, staff(request), request.query.taskId, request.query.leaderId)),
  });
}

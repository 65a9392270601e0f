import type { FastifyRequest } from 'fastify';
import { CARD_SIZES } from '../../contract/limits.js';
import { IdQuery } from '../../contract/schemas/common.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import {
  CardQuery,
  CollectBody,
  CollectParams,
  DoneListQuery,
  SavedFilterListQuery,
  SaveFilterBody,
} from '../../contract/schemas/workflow-lists.js';
import { isGuest } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { forbidden, ok } from '../http/envelope.js';
import { requireStaff } from '../workflow/access.js';
import {
  changeCollection,
  collectCount,
  collectPage,
  processCard,
  processCount,
  processPage,
} from '../workflow/lists/definitions.js';
import { donePage } from '../workflow/lists/done.js';
import { instanceCount, instancePage } from '../workflow/lists/instances.js';
import { noticePage } from '../workflow/lists/notices.js';
import { perUserAnswer } from '../workflow/lists/per-user-cache.js';
import { listSavedFilters, removeFilter, saveFilter } from '../workflow/lists/saved-filters.js';
import {
  delegateCount,
  delegatePage,
  leaderTodoCard,
  leaderTodoPage,
  todoCard,
  todoCount,
  todoPage,
} from '../workflow/lists/todo.js';

const NOT_STAFF = '没有权限访问流程';

/**
 * The workflow is the staff side's (workflow/access.ts): users with a tender-site identity are refused, and
 * so is the guest of a short link, who has no lists of their own.
 */
function staffUser(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  requireStaff(user);
  if (isGuest(user)) throw forbidden(NOT_STAFF);
  return user;
}

const cardSize = (query: CardQuery, fallback: number) => query.size ?? fallback;

/**
 * The workflow lists (runtime service): to-do, leader to-do, notices, delegated, new process (and the
 * definitions the caller may start), requests,
 * done, collections, and the saved filters. The queries are workflow/lists/.
 */
export function registerWorkflowListRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  const userId = (request: FastifyRequest) => staffUser(request).id;
  /** The caller's answer of `list` under `body`, from memory until what it reads changes (per-user-cache.ts). */
  const kept = <V>(
    request: FastifyRequest,
    list: string,
    body: unknown,
    load: (user: string) => Promise<V>,
  ) => {
    const user = userId(request);
    return perUserAnswer(db, list, user, body, () => load(user));
  };

  // To-do ------------------------------------------------------------------------------------------
  signedIn.route({
    ...ctx.call('task/getTodoList'),
    schema: { body: ListBody },
    handler: async (request) =>
      ok(await kept(request, 'todo', request.body, (user) => todoPage(db, user, request.body))),
  });

  signedIn.route({
    ...ctx.call('task/getTodoCount'),
    handler: async (request) => ok(await kept(request, 'todoCount', null, (user) => todoCount(db, user))),
  });

  signedIn.route({
    ...ctx.call('task/getTodoCard'),
    schema: { querystring: CardQuery },
    handler: async (request) => {
      const size = cardSize(request.query, CARD_SIZES.todo);
      return ok(await kept(request, 'todoCard', size, (user) => todoCard(db, user, size)));
    },
  });

  // Leader to-do (a secretary acting for leaders) ----------------------------------------------------
  signedIn.route({
    ...ctx.call('task/getLeaderTodoList'),
    schema: { body: ListBody },
    handler: async (request) => ok(await leaderTodoPage(db, userId(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('task/getLeaderTodoCard'),
    schema: { querystring: CardQuery },
    handler: async (request) =>
      ok(await leaderTodoCard(db, userId(request), cardSize(request.query, CARD_SIZES.leaderTodo))),
  });

  // Notices: those sent to the user, unread and read, and those the user sent ---------------------------
  const noticeLists = [
    ['task/getNoticeTodoReadList', 'unread'],
    ['task/getNoticeDoneReadList', 'read'],
    ['task/getMyNoticeReadList', 'sent'],
  ] as const;
  for (const [call, scope] of noticeLists) {
    signedIn.route({
      ...ctx.call(call),
      schema: { body: ListBody },
      handler: async (request) => ok(await noticePage(db, scope, userId(request), request.body)),
    });
  }

  // Delegated --------------------------------------------------------------------------------------
  signedIn.route({
    ...ctx.call('task/getDelegate'),
    schema: { body: ListBody },
    handler: async (request) => ok(await delegatePage(db, userId(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('task/getDelegateCount'),
    handler: async (request) => ok(await delegateCount(db, userId(request))),
  });

  // New process ------------------------------------------------------------------------------------
  // getHasAuthFlowList (workflow-portal 7) names the definitions the caller has the right to start, as
  // Hotent's does: the same page as the new-process list, by the same start-right rule.
  for (const call of ['instance/newProcess', 'instance/getHasAuthFlowList'] as const) {
    signedIn.route({
      ...ctx.call(call),
      schema: { body: ListBody },
      handler: async (request) => ok(await processPage(db, userId(request), request.body)),
    });
  }

  signedIn.route({
    ...ctx.call('instance/newProcessCount'),
    handler: async (request) => ok(await processCount(db, userId(request))),
  });

  signedIn.route({
    ...ctx.call('instance/newProcessCard'),
    schema: { querystring: CardQuery },
    handler: async (request) =>
      ok(await processCard(db, userId(request), cardSize(request.query, CARD_SIZES.newProcess))),
  });

  // My requests, the instances the user handled (a list and its count each), and done ----------------
  const instanceLists = [
    ['instance/myRequest', 'instance/myRequestCount', 'myRequest'],
    ['instance/getDoneInstList', 'instance/getDoneInstCount', 'handled'],
  ] as const;
  for (const [listCall, countCall, scope] of instanceLists) {
    signedIn.route({
      ...ctx.call(listCall),
      schema: { body: ListBody },
      handler: async (request) =>
        ok(await kept(request, scope, request.body, (user) => instancePage(db, scope, user, request.body))),
    });
    signedIn.route({
      ...ctx.call(countCall),
      handler: async (request) =>
        ok(await kept(request, `${scope}Count`, null, (user) => instanceCount(db, scope, user))),
    });
  }

  signedIn.route({
    ...ctx.call('instance/getDoneList'),
    schema: { body: ListBody, querystring: DoneListQuery },
    handler: async (request) => {
      const user = staffUser(request);
      // Whether a step can be taken back reads more than the lists' tables: asked each time.
      if (request.query.isCheckRevoke === true) return ok(await donePage(db, user, request.body, true));
      return ok(await kept(request, 'done', request.body, () => donePage(db, user, request.body, false)));
    },
  });

  // Collections ------------------------------------------------------------------------------------
  signedIn.route({
    ...ctx.call('bpmFlowCollect/myCollect', 'POST'),
    schema: { body: ListBody },
    handler: async (request) => ok(await collectPage(db, userId(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('bpmFlowCollect/myCollectCount', 'GET'),
    handler: async (request) => ok(await collectCount(db, userId(request))),
  });

  signedIn.route({
    ...ctx.call('bpmFlowCollect/{action}', 'POST'),
    schema: { params: CollectParams, body: CollectBody },
    handler: async (request) =>
      ok(await changeCollection(db, userId(request), request.params.action, request.body.defKey)),
  });

  // Saved filters: the reference backend's own calls ------------------------------------------------
  signedIn.route({
    ...ctx.call('todoFilter/list'),
    schema: { querystring: SavedFilterListQuery },
    handler: async (request) => ok(await listSavedFilters(db, userId(request), request.query.list)),
  });

  signedIn.route({
    ...ctx.call('todoFilter/save'),
    schema: { body: SaveFilterBody },
    handler: async (request) => saveFilter(db, userId(request), request.body),
  });

  signedIn.route({
    ...ctx.call('todoFilter/remove'),
    schema: { querystring: IdQuery },
    handler: async (request) => {
      await removeFilter(db, userId(request), request.query.id);
      return ok(undefined, '删除成功');
    },
  });
}

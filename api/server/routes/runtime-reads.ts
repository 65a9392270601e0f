import type { FastifyRequest } from 'fastify';
import { InstanceIdQuery } from '../../contract/schemas/workflow.js';
import { NodeOpinionQuery } from '../../contract/schemas/workflow-chart.js';
import type { InstanceFlowImage } from '../../contract/workflow-chart.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, notFound, ok } from '../http/envelope.js';
import { requireStaff } from '../workflow/access.js';
import { flowImageOf, flowStatusOf } from '../workflow/chart.js';
import { visibleInstance } from '../workflow/service.js';
import { opinionsOf } from '../workflow/views.js';
import { language } from './workflow-request.js';

/**
 * The runtime service's reads for the flow chart and the opinion table (issue 14): getBpmImage,
 * getDefStatus, instanceFlowImage and nodeOpinion (instanceFlowOpinions is in runtime-actions.ts). Only who may see the instance reads them (workflow/access.ts canSeeInstance); for
 * anyone else the instance does not exist.
 */
export function registerRuntimeReadRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  const instanceOf = async (request: FastifyRequest<{ Querystring: InstanceIdQuery }>) => {
    const user = currentUser(request);
    requireStaff(user);
    const id = request.query.instId ?? request.query.id;
    if (!id) throw badRequest('请指定流程实例');
    return visibleInstance(db, user, id);
  };

  signedIn.route({
    ...ctx.call('task/nodeOpinion'),
    schema: { querystring: NodeOpinionQuery },
    handler: async (request) => {
      const user = currentUser(request);
      requireStaff(user);
      const { taskId } = request.query;
      let instId = request.query.instId ?? request.query.id;
      let nodeId = request.query.nodeId;
      if (taskId) {
        const task = await db
          .selectFrom('bpm_tasks')
          .select(['inst_id', 'node_id'])
          .where('id', '=', taskId)
          .executeTakeFirst();
        // A task of no instance the caller may see reads like one that does not exist.
        if (!task || (instId && instId !== task.inst_id)) throw notFound('流程实例不存在或无权查看');
        instId = task.inst_id;
        nodeId ??= task.node_id;
      }
      if (!instId) throw badRequest('请指定流程实例');
      const instance = await visibleInstance(db, user, instId);
      const rows = await opinionsOf(db, instance.id);
      return ok(nodeId ? rows.filter((row) => row.nodeId === nodeId) : rows);
    },
  });

  signedIn.route({
    ...ctx.call('instance/getBpmImage'),
    schema: { querystring: InstanceIdQuery },
    handler: async (request) => ok(await flowImageOf(db, await instanceOf(request))),
  });

  signedIn.route({
    ...ctx.call('instance/getDefStatus'),
    schema: { querystring: InstanceIdQuery },
    handler: async (request) => ok(await flowStatusOf(db, await instanceOf(request), language(request))),
  });

  signedIn.route({
    ...ctx.call('instance/instanceFlowImage'),
    schema: { querystring: InstanceIdQuery },
    handler: async (request) => {
      const instance = await instanceOf(request);
      const [image, status] = await Promise.all([
        flowImageOf(db, instance),
        flowStatusOf(db, instance, language(request)),
      ]);
      return ok<InstanceFlowImage>({ ...image, instanceStatus: status.instanceStatus, nodes: status.nodes });
    },
  });
}

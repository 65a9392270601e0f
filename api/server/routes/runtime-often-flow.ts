import {
  COMMON_FLOW_MAX,
  CommonFlowBody,
  type CommonFlowBody as CommonFlowBodyType,
} from '../../contract/schemas/workflow-settings.js';
import type { OftenFlow } from '../../contract/workflow-drafts.js';
import { startHref } from '../../contract/workflow-drafts.js';
import type { CommonFlow } from '../../contract/workflow-settings.js';
import type { Db } from '../db/database.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';
import { requireStaff, startableKeys } from '../workflow/access.js';

/** How many flows the 常用流程 column lists. */
const OFTEN_FLOW_LIMIT = 8;

/** The deployed main versions of definition keys, in the definitions' order. */
function mainDefinitions(db: Db, keys: string[]) {
  return db
    .selectFrom('bpm_definitions')
    .leftJoin('bpm_categories', 'bpm_categories.id', 'bpm_definitions.category_id')
    .select([
      'bpm_definitions.id',
      'bpm_definitions.def_key',
      'bpm_definitions.name',
      'bpm_categories.name as category_name',
    ])
    .where('bpm_definitions.def_key', 'in', keys)
    .where('bpm_definitions.is_main', '=', 'Y')
    .where('bpm_definitions.status', '=', 'deployed')
    .orderBy('bpm_definitions.sn')
    .orderBy('bpm_definitions.name')
    .execute();
}

type MainDefinition = Awaited<ReturnType<typeof mainDefinitions>>[number];

const toCommonFlow = (definition: MainDefinition): CommonFlow => ({
  defId: definition.id,
  defKey: definition.def_key,
  name: definition.name,
  categoryName: definition.category_name,
  url: startHref(definition.id),
});

/** The flows the user chose as common and may still start, in the user's order. */
async function commonFlows(db: Db, userId: string, startable: Set<string>): Promise<CommonFlow[]> {
  const chosen = await db
    .selectFrom('bpm_common_flows')
    .select('def_key')
    .where('user_id', '=', userId)
    .orderBy('sn')
    .orderBy('created_at')
    .execute();
  const keys = chosen.map((row) => row.def_key).filter((key) => startable.has(key));
  if (!keys.length) return [];
  const byKey = new Map((await mainDefinitions(db, keys)).map((row) => [row.def_key, row]));
  return keys.flatMap((key) => {
    const definition = byKey.get(key);
    return definition ? [toCommonFlow(definition)] : [];
  });
}

/** Definition keys the user may start, or a refusal naming the first one they may not. */
async function requireStartable(db: Db, userId: string, body: CommonFlowBodyType): Promise<string[]> {
  const keys = [...new Set(body.defKeys)];
  const startable = await startableKeys(db, userId);
  if (keys.some((key) => !startable.has(key))) throw badRequest('没有该流程的发起权限');
  return keys;
}

/**
 * 常用流程: the flows a user chose (bpmMobileCategory getMyCommonFlow, customAddCommonFlow, batchRemove;
 * BpmOftenFlow/saveMyOftenFlow saves the whole ordered list) and instance/v1/getMyOftenFlow, the staff home's
 * column: the chosen flows first, then the main versions of the definitions the user started most often
 * and may still start, most started first; while they have started fewer than the column holds, the other
 * definitions they may start follow in the definitions' order. Each row links to its start page.
 */
export function registerOftenFlowRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  const staffId = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    requireStaff(user);
    return user.id;
  };

  signedIn.route({
    ...ctx.call('instance/getMyOftenFlow'),
    handler: async (request) => {
      const userId = staffId(request);
      const startable = await startableKeys(db, userId);
      const keys = [...startable];
      if (!keys.length) return ok<OftenFlow[]>([]);
      const [definitions, started, chosen] = await Promise.all([
        mainDefinitions(db, keys),
        db
          .selectFrom('bpm_instances')
          .select(['def_key', (eb) => eb.fn.countAll<string>().as('count')])
          .where('creator_id', '=', userId)
          .where('status', '<>', 'draft')
          .groupBy('def_key')
          .execute(),
        commonFlows(db, userId, startable),
      ]);
      const counts = new Map(started.map((row) => [row.def_key, Number(row.count)]));
      const chosenOrder = new Map(chosen.map((flow, index) => [flow.defKey, index]));
      const rank = (key: string) => chosenOrder.get(key) ?? Number.POSITIVE_INFINITY;
      const rows: OftenFlow[] = definitions
        .map((definition, order) => ({ definition, order, count: counts.get(definition.def_key) ?? 0 }))
        .sort(
          (a, b) =>
            rank(a.definition.def_key) - rank(b.definition.def_key) || b.count - a.count || a.order - b.order,
        )
        .slice(0, Math.max(OFTEN_FLOW_LIMIT, chosen.length))
        .map(({ definition, count }) => ({
          ...toCommonFlow(definition),
          startCount: count,
          common: chosenOrder.has(definition.def_key),
        }));
      return ok(rows);
    },
  });

  signedIn.route({
    ...ctx.call('bpmMobileCategory/getMyCommonFlow', 'GET'),
    handler: async (request) => {
      const userId = staffId(request);
      return ok(await commonFlows(db, userId, await startableKeys(db, userId)));
    },
  });

  signedIn.route({
    ...ctx.call('bpmMobileCategory/customAddCommonFlow', 'POST'),
    schema: { body: CommonFlowBody },
    handler: async (request) => {
      const userId = staffId(request);
      const keys = await requireStartable(db, userId, request.body);
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('bpm_common_flows')
          .select(['def_key', 'sn'])
          .where('user_id', '=', userId)
          .forUpdate()
          .execute();
        const added = keys.filter((key) => !existing.some((row) => row.def_key === key));
        if (existing.length + added.length > COMMON_FLOW_MAX)
          throw badRequest(`常用流程最多${COMMON_FLOW_MAX}个`);
        if (!added.length) return;
        const last = Math.max(0, ...existing.map((row) => row.sn));
        await trx
          .insertInto('bpm_common_flows')
          .values(added.map((key, index) => ({ user_id: userId, def_key: key, sn: last + index + 1 })))
          .onConflict((oc) => oc.columns(['user_id', 'def_key']).doNothing())
          .execute();
      });
      return ok(await commonFlows(db, userId, await startableKeys(db, userId)), '已添加到常用流程');
    },
  });

  signedIn.route({
    ...ctx.call('bpmMobileCategory/batchRemove', 'POST'),
    schema: { body: CommonFlowBody },
    handler: async (request) => {
      const userId = staffId(request);
      if (!request.body.defKeys.length) throw badRequest('请选择要操作的记录');
      await db
        .deleteFrom('bpm_common_flows')
        .where('user_id', '=', userId)
        .where('def_key', 'in', request.body.defKeys)
        .execute();
      return ok(await commonFlows(db, userId, await startableKeys(db, userId)), '已移出常用流程');
    },
  });

  signedIn.route({
    ...ctx.call('BpmOftenFlow/saveMyOftenFlow', 'POST'),
    schema: { body: CommonFlowBody },
    handler: async (request) => {
      const userId = staffId(request);
      const keys = await requireStartable(db, userId, request.body);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('bpm_common_flows').where('user_id', '=', userId).execute();
        if (keys.length) {
          await trx
            .insertInto('bpm_common_flows')
            .values(keys.map((key, index) => ({ user_id: userId, def_key: key, sn: index + 1 })))
            .execute();
        }
      });
      return ok(await commonFlows(db, userId, await startableKeys(db, userId)), '保存成功');
    },
  });
}

import type { OftenFlow } from '../../contract/workflow-drafts.js';
import { startHref } from '../../contract/workflow-drafts.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { requireStaff, startableKeys } from '../workflow/access.js';

/** How many flows the 常用流程 column lists. */
const OFTEN_FLOW_LIMIT = 8;

/**
 * 常用流程 (instance/v1/getMyOftenFlow, the staff home's column): the main versions of the definitions the
 * signed-in user started most often and may still start, most started first; while they have started
 * fewer than the column holds, the other definitions they may start follow in the definitions' order.
 * Each row links to its start page.
 */
export function registerOftenFlowRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('instance/getMyOftenFlow'),
    handler: async (request) => {
      const user = currentUser(request);
      requireStaff(user);
      const keys = [...(await startableKeys(ctx.db, user.id))];
      if (!keys.length) return ok<OftenFlow[]>([]);
      const [definitions, started] = await Promise.all([
        ctx.db
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
          .execute(),
        ctx.db
          .selectFrom('bpm_instances')
          .select(['def_key', (eb) => eb.fn.countAll<string>().as('count')])
          .where('creator_id', '=', user.id)
          .where('status', '<>', 'draft')
          .groupBy('def_key')
          .execute(),
      ]);
      const counts = new Map(started.map((row) => [row.def_key, Number(row.count)]));
      const rows: OftenFlow[] = definitions
        .map((definition, order) => ({ definition, order, count: counts.get(definition.def_key) ?? 0 }))
        .sort((a, b) => b.count - a.count || a.order - b.order)
        .slice(0, OFTEN_FLOW_LIMIT)
        .map(({ definition, count }) => ({
          defId: definition.id,
          defKey: definition.def_key,
          name: definition.name,
          categoryName: definition.category_name,
          startCount: count,
          url: startHref(definition.id),
        }));
      return ok(rows);
    },
  });
}

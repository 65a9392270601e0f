import { sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { DraftRow } from '../../contract/workflow-drafts.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import type { ListSpec } from '../http/query-body.js';
import { runPagedQuery } from '../http/query-body.js';
import { requireStaff } from '../workflow/access.js';

/** Filters and sorters of the draft list (DRAFT_LIST_PROPERTIES). */
const DRAFT_LIST: ListSpec = {
  columns: {
    keyword: {
      filter: (_operation, values) => {
        const text = `%${String(values[0] ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        return sql<boolean>`(bpm_instances.subject like ${text} or bpm_instances.def_name like ${text})`;
      },
    },
    subject: { column: 'bpm_instances.subject' },
    procDefName: { column: 'bpm_instances.def_name' },
    defKey: { column: 'bpm_instances.def_key' },
    createTime: { column: 'bpm_instances.created_at', kind: 'date' },
    updateTime: { column: 'bpm_instances.updated_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'bpm_instances.updated_at', direction: 'desc' },
    { column: 'bpm_instances.id', direction: 'desc' },
  ],
  defaultPageSize: 20,
};

/**
 * 我的草稿: the signed-in user's drafts (instances saved with instance/saveDraft, not started), searched,
 * sorted and paged by the query body. Only the caller's own drafts are ever listed.
 */
export function registerRuntimeDraftRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('instance/myDraft'),
    schema: { body: ListBody },
    handler: async (request) => {
      const user = currentUser(request);
      requireStaff(user);
      const query = ctx.db
        .selectFrom('bpm_instances')
        .select(['id', 'def_id', 'def_key', 'def_name', 'subject', 'created_at', 'updated_at'])
        .where('creator_id', '=', user.id)
        .where('status', '=', 'draft');
      const page = await runPagedQuery(query, request.body, DRAFT_LIST);
      const list: PageList<DraftRow> = {
        ...page,
        rows: page.rows.map((row) => ({
          id: row.id,
          instId: row.id,
          defId: row.def_id,
          defKey: row.def_key,
          subject: row.subject,
          procDefName: row.def_name,
          createTime: new Date(row.created_at).toISOString(),
          updateTime: new Date(row.updated_at).toISOString(),
        })),
      };
      return ok(list);
    },
  });
}

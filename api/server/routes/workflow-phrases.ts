import { type ExpressionBuilder, sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { IdsQuery } from '../../contract/schemas/workflow-instance.js';
import {
  ApprovalItemListQuery,
  ApprovalItemSaveBody,
  PhrasePickQuery,
} from '../../contract/schemas/workflow-settings.js';
import type { ApprovalItem } from '../../contract/workflow-settings.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { badRequest, forbidden, notFound, ok } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { isWorkflowAdmin } from '../workflow/access.js';
import { idList, staff } from './workflow-request.js';

/**
 * Common phrases (审批常用语, approvalItem): a user's own, or public ones an administrator keeps; each for
 * every flow, one definition (defKey) or one category (typeId). The opinion box offers the caller's and
 * the public phrases that fit the flow (getApprovalByDefKeyAndTypeId).
 */

const PHRASE_LIST: ListSpec = {
  columns: {
    expression: { column: 'bpm_approval_items.expression' },
    defKey: { column: 'bpm_approval_items.def_key' },
    typeId: { column: 'bpm_approval_items.type_id' },
    sn: { column: 'bpm_approval_items.sn', kind: 'number' },
    createTime: { column: 'bpm_approval_items.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'bpm_approval_items.sn', direction: 'asc' },
    { column: 'bpm_approval_items.created_at', direction: 'asc' },
    { column: 'bpm_approval_items.id', direction: 'asc' },
  ],
  defaultPageSize: 50,
};

function phraseQuery(db: Db) {
  return db
    .selectFrom('bpm_approval_items')
    .leftJoin('bpm_definitions', (join) =>
      join
        .onRef('bpm_definitions.def_key', '=', 'bpm_approval_items.def_key')
        .on('bpm_definitions.is_main', '=', 'Y'),
    )
    .leftJoin('bpm_categories', 'bpm_categories.id', 'bpm_approval_items.type_id')
    .selectAll('bpm_approval_items')
    .select(['bpm_definitions.name as def_name', 'bpm_categories.name as type_name']);
}

type PhraseDbRow = Awaited<ReturnType<ReturnType<typeof phraseQuery>['executeTakeFirstOrThrow']>>;

const toPhrase = (row: PhraseDbRow): ApprovalItem => ({
  id: row.id,
  expression: row.expression,
  defKey: row.def_key,
  defName: row.def_name,
  typeId: row.type_id,
  typeName: row.type_name,
  personal: row.user_id !== null,
  sn: row.sn,
  createTime: new Date(row.created_at).toISOString(),
});

const phraseMissing = () => notFound('常用语不存在');

/** A phrase the caller may change: their own, or a public one for an administrator; another's reads as missing. */
async function manageablePhrase(db: Db, user: SessionUser, id: string) {
  const row = await db.selectFrom('bpm_approval_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw phraseMissing();
  if (row.user_id === user.id) return row;
  if (row.user_id === null && (await isWorkflowAdmin(db, user))) return row;
  throw phraseMissing();
}

/** The phrases that fit a flow: for every flow, its definition, or its category. */
const fitsFlow =
  (defKey: string | undefined, typeId: string | undefined) =>
  (eb: ExpressionBuilder<Database, 'bpm_approval_items'>) =>
    eb.or([
      eb.and([eb('bpm_approval_items.def_key', 'is', null), eb('bpm_approval_items.type_id', 'is', null)]),
      ...(defKey ? [eb('bpm_approval_items.def_key', '=', defKey)] : []),
      ...(typeId ? [eb('bpm_approval_items.type_id', '=', typeId)] : []),
    ]);

export function registerWorkflowPhraseRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('approvalItem/listJson'),
    schema: { querystring: ApprovalItemListQuery, body: ListBody },
    handler: async (request) => {
      const user = staff(request);
      const { isPersonal = true } = request.query;
      if (!isPersonal && !(await isWorkflowAdmin(db, user)))
        throw forbidden('只有系统管理员可以管理公共常用语');
      const query = phraseQuery(db).where(
        'bpm_approval_items.user_id',
        isPersonal ? '=' : 'is',
        isPersonal ? user.id : null,
      );
      const page = await runPagedQuery(query, request.body, PHRASE_LIST);
      return ok<PageList<ApprovalItem>>({ ...page, rows: page.rows.map(toPhrase) });
    },
  });

  signedIn.route({
    ...ctx.call('approvalItem/save'),
    schema: { body: ApprovalItemSaveBody },
    handler: async (request) => {
      const user = staff(request);
      const body = request.body;
      const existing = body.id ? await manageablePhrase(db, user, body.id) : undefined;
      const personal = existing ? existing.user_id !== null : (body.personal ?? true);
      if (!personal && !(await isWorkflowAdmin(db, user)))
        throw forbidden('只有系统管理员可以管理公共常用语');
      const defKey = body.defKey?.trim() || null;
      const typeId = body.typeId?.trim() || null;
      if (defKey && typeId) throw badRequest('常用语只能属于一个流程或一个分类');
      if (defKey) {
        const found = await db
          .selectFrom('bpm_definitions')
          .select('id')
          .where('def_key', '=', defKey)
          .executeTakeFirst();
        if (!found) throw badRequest('流程定义不存在');
      }
      if (typeId) {
        const found = await db
          .selectFrom('bpm_categories')
          .select('id')
          .where('id', '=', typeId)
          .executeTakeFirst();
        if (!found) throw badRequest('流程分类不存在');
      }
      const values = { expression: body.expression.trim(), def_key: defKey, type_id: typeId };
      let id = existing?.id;
      if (existing) {
        await db
          .updateTable('bpm_approval_items')
          .set({ ...values, ...(body.sn === undefined ? {} : { sn: body.sn }) })
          .where('id', '=', existing.id)
          .execute();
      } else {
        id = `phrase-${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
        const owner = personal ? user.id : null;
        const last = await db
          .selectFrom('bpm_approval_items')
          .select(sql<number>`coalesce(max(sn), 0)`.as('sn'))
          .where('user_id', owner === null ? 'is' : '=', owner)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('bpm_approval_items')
          .values({ ...values, id, user_id: owner, sn: body.sn ?? Number(last.sn) + 1 })
          .execute();
      }
      const row = await phraseQuery(db)
        .where('bpm_approval_items.id', '=', id as string)
        .executeTakeFirstOrThrow();
      return ok(toPhrase(row), '保存成功');
    },
  });

  signedIn.route({
    ...ctx.call('approvalItem/remove'),
    schema: { querystring: IdsQuery },
    handler: async (request) => {
      const user = staff(request);
      const ids = idList(request.query.ids);
      for (const id of ids) await manageablePhrase(db, user, id);
      await db.deleteFrom('bpm_approval_items').where('id', 'in', ids).execute();
      return ok(undefined, '删除成功');
    },
  });

  // The opinion box's picker: the caller's phrases first, then the public ones, each group by its order.
  signedIn.route({
    ...ctx.call('approvalItem/getApprovalByDefKeyAndTypeId', 'GET'),
    schema: { querystring: PhrasePickQuery },
    handler: async (request) => {
      const user = staff(request);
      const defKey = request.query.defKey || undefined;
      let typeId = request.query.typeId || undefined;
      if (defKey && !typeId) {
        const def = await db
          .selectFrom('bpm_definitions')
          .select('category_id')
          .where('def_key', '=', defKey)
          .where('is_main', '=', 'Y')
          .executeTakeFirst();
        typeId = def?.category_id ?? undefined;
      }
      const rows = await phraseQuery(db)
        .where((eb) =>
          eb.or([
            eb('bpm_approval_items.user_id', '=', user.id),
            eb('bpm_approval_items.user_id', 'is', null),
          ]),
        )
        .where(fitsFlow(defKey, typeId))
        .orderBy(sql`bpm_approval_items.user_id is null`)
        .orderBy('bpm_approval_items.sn')
        .orderBy('bpm_approval_items.created_at')
        .execute();
      return ok(rows.map(toPhrase));
    },
  });
}

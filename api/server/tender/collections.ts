/**
 * The personal centre's collections (tender-portal 7.3): the notices and projects a user keeps, each
 * with what it links (a notice's title and type, a project's name and number).
 */
import { randomUUID } from 'node:crypto';
import { type SqlBool, sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import { COLLECTION_TYPES, type Collection, type CollectionType } from '../../contract/procure-personal.js';
import { UNPUBLISHED_STATES } from '../../contract/procure-project.js';
import type { CollectionBody } from '../../contract/schemas/procure-project.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { escapeLike, type ListSpec, runPagedQuery } from '../http/query-body.js';
import { Refusal } from './access.js';

const COLLECTION_LIST: ListSpec = {
  columns: {
    type: { column: 'procure_collections.type' },
    linkId: { column: 'procure_collections.link_id' },
    title: {
      filter: (_operation, values) => {
        const pattern = `%${escapeLike(String(values[0] ?? ''))}%`;
        return sql<SqlBool>`coalesce(procure_notices.title, procure_projects.project_name) ilike ${pattern}`;
      },
    },
    createTime: { column: 'procure_collections.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'procure_collections.created_at', direction: 'desc' },
    { column: 'procure_collections.id', direction: 'desc' },
  ],
  defaultPageSize: 10,
};

const collectionQuery = (db: Db, userId: string) =>
  db
    .selectFrom('procure_collections')
    .leftJoin('procure_notices', (join) =>
      join
        .onRef('procure_notices.id', '=', 'procure_collections.link_id')
        .on('procure_collections.type', '=', 'notice'),
    )
    .leftJoin('procure_projects', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('procure_collections.type', '=', 'project'),
            eb('procure_projects.id', '=', eb.ref('procure_collections.link_id')),
          ]),
          eb.and([
            eb('procure_collections.type', '=', 'notice'),
            eb('procure_projects.id', '=', eb.ref('procure_notices.project_id')),
          ]),
        ]),
      ),
    )
    .select([
      'procure_collections.id',
      'procure_collections.link_id',
      'procure_collections.type',
      'procure_collections.created_at',
      'procure_notices.title as notice_title',
      'procure_notices.type as notice_type',
      'procure_projects.id as project_id',
      'procure_projects.project_name',
      'procure_projects.project_no',
    ])
    .where('procure_collections.user_id', '=', userId);

type CollectionRow = Awaited<ReturnType<ReturnType<typeof collectionQuery>['executeTakeFirstOrThrow']>>;
const toCollection = (row: CollectionRow): Collection => ({
  id: row.id,
  linkId: row.link_id,
  type: row.type as CollectionType,
  title: (row.type === 'notice' ? row.notice_title : row.project_name) ?? '',
  noticeType: row.notice_type,
  projectId: row.project_id,
  fProjectNo: row.project_no,
  createTime: new Date(row.created_at).toISOString(),
});

/** save: keeps a notice or project the user may read (saving it twice keeps one). */
export async function saveCollection(db: Db, user: SessionUser, body: CollectionBody): Promise<Collection> {
  const { linkId, type } = body;
  // Only what the user may read: a published notice, or a project published or the user's own.
  const exists =
    type === 'notice'
      ? await db
          .selectFrom('procure_notices')
          .select('id')
          .where('id', '=', linkId)
          .where('state', '=', 'published')
          .executeTakeFirst()
      : await db
          .selectFrom('procure_projects')
          .select('id')
          .where('id', '=', linkId)
          .where((eb) =>
            eb.or([eb('state', 'not in', [...UNPUBLISHED_STATES]), eb('purchaser_id', '=', user.id)]),
          )
          .executeTakeFirst();
  if (!exists || !(COLLECTION_TYPES as readonly string[]).includes(type))
    throw new Refusal('收藏的内容不存在');
  await db
    .insertInto('procure_collections')
    .values({ id: `fav-${randomUUID()}`, user_id: user.id, link_id: linkId, type })
    .onConflict((oc) => oc.columns(['user_id', 'link_id']).doNothing())
    .execute();
  const row = await collectionQuery(db, user.id)
    .where('procure_collections.link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return toCollection(row);
}

/** removeByLinkId: how many of the user's collections of the link were removed. */
export async function removeCollection(db: Db, user: SessionUser, linkId: string): Promise<number> {
  const result = await db
    .deleteFrom('procure_collections')
    .where('user_id', '=', user.id)
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** queryMyCollection: a page of the user's collections. */
export async function collectionPage(
  db: Db,
  user: SessionUser,
  body: ListBody,
): Promise<PageList<Collection>> {
  const page = await runPagedQuery(collectionQuery(db, user.id), body, COLLECTION_LIST);
  return { ...page, rows: page.rows.map(toCollection) };
}

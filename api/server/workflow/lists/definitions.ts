import { type Expression, type SqlBool, sql } from 'kysely';
import type { PageList } from '../../../contract/envelope.js';
import type { ListBody } from '../../../contract/schemas/query-body.js';
import type {
  CollectAction,
  CollectResult,
  CollectRow,
  ProcessCardList,
  ProcessRow,
} from '../../../contract/workflow-lists.js';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../../http/query-body.js';
import { startableKeys } from '../access.js';
import {
  COUNT_ALL,
  counted,
  DEFAULT_PAGE_SIZE,
  equalityFilter,
  firstPage,
  iso,
  keywordFilter,
} from './paging.js';

/** The definitions a user may start (newProcess, newProcessCard) and those they collected (myCollect). */

const DEFINITION_NOT_FOUND = '流程定义不存在';
const NO_START_RIGHT = '您没有发起该流程的权限';

const collectedColumn = 'bpm_flow_collects.user_id';

const PROCESS_COLUMNS = {
  keyword: {
    filter: keywordFilter(['bpm_definitions.name', 'bpm_definitions.def_key', 'bpm_categories.name']),
  },
  name: { column: 'bpm_definitions.name' },
  defKey: { column: 'bpm_definitions.def_key' },
  categoryId: { column: 'bpm_definitions.category_id' },
  collected: {
    kind: 'boolean',
    filter: equalityFilter('collected', (values) =>
      values[0]
        ? sql<SqlBool>`${sql.ref(collectedColumn)} is not null`
        : sql<SqlBool>`${sql.ref(collectedColumn)} is null`,
    ),
  },
} satisfies ListSpec['columns'];

export const PROCESS_LIST: ListSpec = {
  columns: PROCESS_COLUMNS,
  // Category order, then each category's own order of its definitions.
  defaultSort: [
    { column: 'bpm_categories.sn', direction: 'asc' },
    { column: 'bpm_categories.id', direction: 'asc' },
    { column: 'bpm_definitions.sn', direction: 'asc' },
    { column: 'bpm_definitions.name', direction: 'asc' },
    { column: 'bpm_definitions.id', direction: 'asc' },
  ],
  defaultPageSize: DEFAULT_PAGE_SIZE,
};

export const COLLECT_LIST: ListSpec = {
  columns: { ...PROCESS_COLUMNS, collectTime: { column: 'bpm_flow_collects.created_at', kind: 'date' } },
  defaultSort: [
    { column: 'bpm_flow_collects.created_at', direction: 'desc' },
    { column: 'bpm_definitions.id', direction: 'asc' },
  ],
  defaultPageSize: DEFAULT_PAGE_SIZE,
};

/** Main, deployed definitions with their category and whether the user collected them. */
function definitionQuery(db: Db, userId: string) {
  return db
    .selectFrom('bpm_definitions')
    .leftJoin('bpm_categories', 'bpm_categories.id', 'bpm_definitions.category_id')
    .leftJoin('bpm_flow_collects', (join) =>
      join
        .onRef('bpm_flow_collects.def_key', '=', 'bpm_definitions.def_key')
        .on('bpm_flow_collects.user_id', '=', userId),
    )
    .select([
      'bpm_definitions.id',
      'bpm_definitions.def_key',
      'bpm_definitions.name',
      'bpm_definitions.category_id',
      'bpm_definitions.version',
      'bpm_definitions.description',
      'bpm_definitions.icon',
      'bpm_categories.name as category_name',
      'bpm_flow_collects.user_id as collector',
      'bpm_flow_collects.created_at as collected_at',
    ])
    .where('bpm_definitions.is_main', '=', 'Y');
}

/**
 * The definitions the user may start, by the one start-right rule of workflow/access.ts (the keys its
 * rights name for the user, their organisations with those above them, roles and posts).
 */
async function mayStart(db: Db, userId: string): Promise<Expression<SqlBool>> {
  const keys = [...(await startableKeys(db, userId))];
  return keys.length ? sql<SqlBool>`bpm_definitions.def_key in (${sql.join(keys)})` : sql<SqlBool>`false`;
}

async function startable(db: Db, userId: string) {
  return definitionQuery(db, userId)
    .where('bpm_definitions.status', '=', 'deployed')
    .where(await mayStart(db, userId));
}

interface DefinitionDbRow {
  id: string;
  def_key: string;
  name: string;
  category_id: string | null;
  version: number;
  description: string | null;
  icon: string | null;
  category_name: string | null;
  collector: string | null;
}

function toProcess(row: DefinitionDbRow): ProcessRow {
  return {
    defId: row.id,
    defKey: row.def_key,
    name: row.name,
    categoryId: row.category_id,
    categoryName: row.category_name,
    version: row.version,
    description: row.description,
    icon: row.icon,
    collected: row.collector !== null,
  };
}

// ---------------------------------------------------------------------------------------------------
// New process

export async function processPage(db: Db, userId: string, body: ListBody): Promise<PageList<ProcessRow>> {
  const page = await runPagedQuery(await startable(db, userId), body, PROCESS_LIST);
  return { ...page, rows: page.rows.map(toProcess) };
}

export async function processCount(db: Db, userId: string): Promise<number> {
  return counted(
    db
      .selectFrom('bpm_definitions')
      .select(COUNT_ALL)
      .where('bpm_definitions.is_main', '=', 'Y')
      .where('bpm_definitions.status', '=', 'deployed')
      .where(await mayStart(db, userId)),
  );
}

/** The first `size` startable definitions, grouped by category in the list's order. */
export async function processCard(db: Db, userId: string, size: number): Promise<ProcessCardList> {
  const page = await runPagedQuery(await startable(db, userId), firstPage(size), PROCESS_LIST);
  const groups: ProcessCardList['groups'] = [];
  for (const row of page.rows) {
    let group = groups.at(-1);
    if (!group || group.categoryId !== row.category_id) {
      group = { categoryId: row.category_id, categoryName: row.category_name, rows: [] };
      groups.push(group);
    }
    group.rows.push(toProcess(row));
  }
  return { groups, total: page.total, size };
}

// ---------------------------------------------------------------------------------------------------
// Collections

export async function collectPage(db: Db, userId: string, body: ListBody): Promise<PageList<CollectRow>> {
  const query = definitionQuery(db, userId)
    .where('bpm_flow_collects.user_id', '=', userId)
    .select(
      sql<boolean>`(bpm_definitions.status = 'deployed' and ${await mayStart(db, userId)})`.as('can_start'),
    );
  const page = await runPagedQuery(query, body, COLLECT_LIST);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...toProcess(row),
      collectTime: iso(row.collected_at ?? new Date(0)),
      canStart: row.can_start === true,
    })),
  };
}

export async function collectCount(db: Db, userId: string): Promise<number> {
  return counted(
    db
      .selectFrom('bpm_flow_collects')
      .innerJoin('bpm_definitions', 'bpm_definitions.def_key', 'bpm_flow_collects.def_key')
      .select(COUNT_ALL)
      .where('bpm_flow_collects.user_id', '=', userId)
      .where('bpm_definitions.is_main', '=', 'Y'),
  );
}

/**
 * Collects or uncollects a definition, idempotently. Only a definition the user may start is collected:
 * one that does not exist is 404, one they may not start 403.
 */
export async function changeCollection(
  db: Db,
  userId: string,
  action: CollectAction,
  defKey: string,
): Promise<CollectResult> {
  if (action === 'uncollect') {
    await db
      .deleteFrom('bpm_flow_collects')
      .where('user_id', '=', userId)
      .where('def_key', '=', defKey)
      .execute();
    return { defKey, collected: false };
  }
  const definition = await (await startable(db, userId))
    .where('bpm_definitions.def_key', '=', defKey)
    .executeTakeFirst();
  if (!definition) {
    const exists = await db
      .selectFrom('bpm_definitions')
      .select('id')
      .where('def_key', '=', defKey)
      .where('is_main', '=', 'Y')
      .executeTakeFirst();
    if (!exists) throw notFound(DEFINITION_NOT_FOUND);
    throw forbidden(NO_START_RIGHT);
  }
  await db
    .insertInto('bpm_flow_collects')
    .values({ user_id: userId, def_key: defKey })
    .onConflict((conflict) => conflict.columns(['user_id', 'def_key']).doNothing())
    .execute();
  return { defKey, collected: true };
}

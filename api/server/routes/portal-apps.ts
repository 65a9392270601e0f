import { randomUUID } from 'node:crypto';
import type { OftenEntry, SysApp, SysTag } from '../../contract/portal.js';
import { OftenBody, SysTagSaveBody } from '../../contract/schemas/portal.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';
import { optionalTextIn, textIn } from '../http/localized-text.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { languageOf } from '../http/translations/index.js';
import { grantedObjectIds, granteesOf } from './portal-grants.js';

/** A user keeps at most this many tags of one type; saving one more drops the oldest (search history). */
export const TAGS_PER_TYPE = 20;

const APP_LIST: ListSpec = {
  columns: {
    name: { column: 'sys_apps.name' },
    code: { column: 'sys_apps.code' },
    description: { column: 'sys_apps.description' },
    sn: { column: 'sys_apps.sn', kind: 'number' },
  },
  defaultSort: [
    { column: 'sys_apps.sn', direction: 'asc' },
    { column: 'sys_apps.id', direction: 'asc' },
  ],
  defaultPageSize: -1,
};

const TAG_LIST: ListSpec = {
  columns: {
    name: { column: 'sys_tags.name' },
    typeCode: { column: 'sys_tags.type_code' },
    // Other spellings of the type a caller may use.
    typeId: { column: 'sys_tags.type_code' },
    typeKey: { column: 'sys_tags.type_code' },
    createTime: { column: 'sys_tags.created_at', kind: 'date' },
    updateTime: { column: 'sys_tags.updated_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'sys_tags.updated_at', direction: 'desc' },
    { column: 'sys_tags.id', direction: 'asc' },
  ],
  defaultPageSize: -1,
};

interface TagRow {
  id: string;
  name: string;
  type_code: string;
  created_at: Date;
  updated_at: Date;
}

function toSysTag(row: TagRow): SysTag {
  return {
    id: row.id,
    name: row.name,
    typeCode: row.type_code,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
  };
}

/** Apps, frequently used entries and per-user tags of the portal shell (tender-portal 7.2). */
export function registerPortalAppRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('sysApp/authList'),
    schema: { body: ListBody },
    handler: async (request) => {
      const grantees = await granteesOf(ctx.db, currentUser(request));
      const language = languageOf(request.headers['accept-language']);
      const query = ctx.db
        .selectFrom('sys_apps')
        .select([
          'id',
          'name',
          'code',
          'icon',
          'url',
          'description',
          'target',
          'sn',
          'name_i18n',
          'description_i18n',
        ])
        .where('enabled', '=', true)
        .where('id', 'in', (eb) => grantedObjectIds(eb, 'app', grantees));
      const page = await runPagedQuery(query, request.body, APP_LIST);
      const apps: SysApp[] = page.rows.map((row) => ({
        id: row.id,
        name: textIn(row.name, row.name_i18n, language),
        code: row.code,
        url: row.url,
        icon: row.icon ?? undefined,
        description: optionalTextIn(row.description, row.description_i18n, language) ?? undefined,
        target: row.target ?? undefined,
        sn: row.sn,
      }));
      return ok(apps);
    },
  });

  signedIn.route({
    ...ctx.call('system/often'),
    schema: { body: OftenBody },
    handler: async (request) => {
      const { limit = 8 } = request.body ?? {};
      const language = languageOf(request.headers['accept-language']);
      const rows = await ctx.db
        .selectFrom('often_entries')
        .select(['id', 'name', 'name_i18n', 'url', 'icon', 'kind', 'use_count', 'last_used_at'])
        .where('user_id', '=', currentUser(request).id)
        .orderBy('use_count', 'desc')
        .orderBy('last_used_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return ok(
        rows.map(
          (row): OftenEntry => ({
            id: row.id,
            name: textIn(row.name, row.name_i18n, language),
            url: row.url,
            icon: row.icon ?? undefined,
            kind: row.kind,
            useCount: row.use_count,
            lastUsedTime: row.last_used_at.toISOString(),
          }),
        ),
      );
    },
  });

  signedIn.route({
    ...ctx.call('sysTag/query'),
    schema: { body: ListBody },
    handler: async (request) => {
      const query = ctx.db
        .selectFrom('sys_tags')
        .select(['id', 'name', 'type_code', 'created_at', 'updated_at'])
        .where('user_id', '=', currentUser(request).id);
      const page = await runPagedQuery(query, request.body, TAG_LIST);
      return ok(page.rows.map(toSysTag));
    },
  });

  signedIn.route({
    ...ctx.call('sysTag/save'),
    schema: { body: SysTagSaveBody },
    handler: async (request) => {
      const body = request.body;
      const user = currentUser(request);
      const typeCode = body.typeCode ?? body.typeId ?? body.typeKey;
      const name = body.name?.trim();

      if (body.remove) {
        if (!body.id && !(typeCode && name)) return refuse('请指定要删除的标签');
        let removal = ctx.db.deleteFrom('sys_tags').where('user_id', '=', user.id);
        removal = body.id
          ? removal.where('id', '=', body.id)
          : removal.where('type_code', '=', typeCode ?? '').where('name', '=', name ?? '');
        const result = await removal.executeTakeFirst();
        return Number(result.numDeletedRows) > 0 ? ok(undefined, '删除成功') : refuse('标签不存在');
      }

      if (!name) return refuse('标签名称不能为空');
      const now = new Date();
      if (body.id) {
        const own = await ctx.db
          .selectFrom('sys_tags')
          .select(['id', 'type_code'])
          .where('id', '=', body.id)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (!own) return refuse('标签不存在');
        const clash = await ctx.db
          .selectFrom('sys_tags')
          .select('id')
          .where('user_id', '=', user.id)
          .where('type_code', '=', typeCode ?? own.type_code)
          .where('name', '=', name)
          .where('id', '<>', own.id)
          .executeTakeFirst();
        if (clash) return refuse('标签已存在');
        const updated = await ctx.db
          .updateTable('sys_tags')
          .set({ name, type_code: typeCode ?? own.type_code, updated_at: now })
          .where('id', '=', own.id)
          .returning(['id', 'name', 'type_code', 'created_at', 'updated_at'])
          .executeTakeFirstOrThrow();
        return ok(toSysTag(updated));
      }

      if (!typeCode) return refuse('标签类型不能为空');
      // Saving a tag the user already has moves it to the front (a repeated search).
      const saved = await ctx.db
        .insertInto('sys_tags')
        .values({
          id: randomUUID(),
          user_id: user.id,
          type_code: typeCode,
          name,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'type_code', 'name']).doUpdateSet({ updated_at: now }))
        .returning(['id', 'name', 'type_code', 'created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
      await ctx.db
        .deleteFrom('sys_tags')
        .where('user_id', '=', user.id)
        .where('type_code', '=', typeCode)
        .where(
          'id',
          'not in',
          ctx.db
            .selectFrom('sys_tags')
            .select('id')
            .where('user_id', '=', user.id)
            .where('type_code', '=', typeCode)
            .orderBy('updated_at', 'desc')
            .orderBy('id')
            .limit(TAGS_PER_TYPE),
        )
        .execute();
      return ok(toSysTag(saved));
    },
  });
}

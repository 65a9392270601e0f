import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVICES, type ServiceName } from '../../contract/deployment.js';
import { parseJsonObject } from '../../contract/json.js';
import type { ColumnData, FrontHome, IndexColumn, IndexLayout, LayoutConfig } from '../../contract/portal.js';
import { AliasQuery, ColumnAliases, LayoutConfigBody } from '../../contract/schemas/portal.js';
import type { IndexColumnTable } from '../db/schema.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok, refuse } from '../http/envelope.js';
import { textIn } from '../http/localized-text.js';
import { languageOf, type ServerLanguage } from '../http/translations/index.js';

/** A column's data call made for getDatasByAlias carries this, so a column cannot call the batch again. */
const COLUMN_DATA_HEADER = 'x-eip-column-data';
const MAX_CONFIG_LENGTH = 100_000;

type ColumnRow = Omit<IndexColumnTable, 'data_method' | 'name_i18n'> & {
  data_method: string;
  name_i18n: unknown;
};

function isService(value: string | null): value is ServiceName {
  return (SERVICES as readonly string[]).includes(value ?? '');
}

/** Where a column's data comes from: its path behind its service's prefix of this deployment. */
function columnDataUrl(ctx: ServerContext, column: ColumnRow): string | undefined {
  if (!column.data_url) return undefined;
  return isService(column.data_service) ? ctx.path(column.data_service, column.data_url) : column.data_url;
}

function toIndexColumn(ctx: ServerContext, column: ColumnRow, language: ServerLanguage): IndexColumn {
  return {
    id: column.id,
    alias: column.alias,
    name: textIn(column.name, column.name_i18n, language),
    colType: column.col_type,
    dataUrl: columnDataUrl(ctx, column),
    dataMethod: column.data_method === 'POST' ? 'POST' : 'GET',
    dataParam: column.data_param ?? undefined,
    templateHtml: column.template ?? undefined,
  };
}

function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One column's data: its configured call made inside the server as the caller (same bearer token and
 * language), answering the call's value, or null when the call refuses or fails.
 */
async function loadColumnData(
  app: FastifyInstance,
  ctx: ServerContext,
  request: FastifyRequest,
  column: ColumnRow,
): Promise<unknown> {
  const url = columnDataUrl(ctx, column);
  // Only calls of this server: a column must not make the server fetch another host.
  if (!url?.startsWith('/') || url.startsWith('//')) return null;
  const params = parseJsonObject(column.data_param);
  const headers: Record<string, string> = { [COLUMN_DATA_HEADER]: '1' };
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  const language = request.headers['accept-language'];
  if (typeof language === 'string') headers['accept-language'] = language;
  const isPost = column.data_method === 'POST';
  const response = await app.inject({
    method: isPost ? 'POST' : 'GET',
    url: isPost
      ? url
      : `${url}${url.includes('?') ? queryString(params).replace('?', '&') : queryString(params)}`,
    headers,
    ...(isPost ? { payload: params } : {}),
  });
  try {
    const body: unknown = response.json();
    if (body && typeof body === 'object' && 'state' in body && body.state === true) {
      return 'value' in body ? body.value : null;
    }
  } catch {
    // not an envelope: no data
  }
  return null;
}

function layoutConfigObject(content: unknown): Record<string, unknown> {
  let parsed: unknown = content;
  if (typeof content === 'string') {
    if (content.length > MAX_CONFIG_LENGTH) throw badRequest('请求参数不正确：configContent 过长');
    try {
      parsed = JSON.parse(content);
    } catch {
      throw badRequest('请求参数不正确：configContent 不是合法的 JSON');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('请求参数不正确：configContent 须为 JSON 对象');
  }
  return parsed as Record<string, unknown>;
}

/** The staff home: layouts, columns and their data, the user's own arrangement (tender-portal 7.2). */
export function registerPortalLayoutRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('main/vueFrontHome'),
    handler: async (request) => {
      const user = currentUser(request);
      const language = languageOf(request.headers['accept-language']);
      const saved = await ctx.db
        .selectFrom('user_layout_configs')
        .innerJoin('index_layouts', 'index_layouts.id', 'user_layout_configs.layout_id')
        .select([
          'index_layouts.id',
          'index_layouts.alias',
          'index_layouts.name',
          'index_layouts.name_i18n',
          'index_layouts.update_time',
          'user_layout_configs.config_content',
          'user_layout_configs.updated_at',
        ])
        .where('user_layout_configs.user_id', '=', user.id)
        .orderBy('user_layout_configs.updated_at', 'desc')
        .executeTakeFirst();
      if (saved) {
        return ok<FrontHome>({
          layoutId: saved.id,
          layoutAlias: saved.alias,
          title: textIn(saved.name, saved.name_i18n, language),
          configContent: saved.config_content,
          updateTime: saved.updated_at.toISOString(),
          layoutUpdateTime: saved.update_time.toISOString(),
          personal: true,
        });
      }
      const layout = await ctx.db
        .selectFrom('index_layouts')
        .selectAll()
        .orderBy('is_default', 'desc')
        .orderBy('update_time', 'desc')
        .executeTakeFirst();
      if (!layout) return refuse('没有可用的门户布局');
      return ok<FrontHome>({
        layoutId: layout.id,
        layoutAlias: layout.alias,
        title: textIn(layout.name, layout.name_i18n, language),
        configContent: layout.config_content,
        updateTime: layout.update_time.toISOString(),
        layoutUpdateTime: layout.update_time.toISOString(),
        personal: false,
      });
    },
  });

  signedIn.route({
    ...ctx.call('sysIndexLayoutManage/getByAlias'),
    schema: { querystring: AliasQuery },
    handler: async (request) => {
      const { alias } = request.query;
      const user = currentUser(request);
      const layout = await ctx.db
        .selectFrom('index_layouts')
        .selectAll()
        .where('alias', '=', alias)
        .executeTakeFirst();
      if (!layout) return refuse('布局不存在');
      const own = await ctx.db
        .selectFrom('user_layout_configs')
        .select(['config_content', 'updated_at'])
        .where('user_id', '=', user.id)
        .where('layout_id', '=', layout.id)
        .executeTakeFirst();
      const userConfig: LayoutConfig | null = own
        ? { layoutId: layout.id, configContent: own.config_content }
        : null;
      const answer: IndexLayout = {
        id: layout.id,
        alias: layout.alias,
        name: textIn(layout.name, layout.name_i18n, languageOf(request.headers['accept-language'])),
        templateHtml: layout.config_content,
        configContent: layout.config_content,
        updateTime: layout.update_time.toISOString(),
        isDefault: layout.is_default,
        userConfig,
      };
      return ok(answer);
    },
  });

  signedIn.route({
    ...ctx.call('sysIndexColumn/getByAlias'),
    schema: { querystring: AliasQuery },
    handler: async (request) => {
      const { alias } = request.query;
      const column = await ctx.db
        .selectFrom('index_columns')
        .selectAll()
        .where('alias', '=', alias)
        .executeTakeFirst();
      const language = languageOf(request.headers['accept-language']);
      return column ? ok(toIndexColumn(ctx, column, language)) : refuse('栏目不存在');
    },
  });

  signedIn.route({
    ...ctx.call('sysIndexColumn/getDatasByAlias'),
    schema: { body: ColumnAliases },
    handler: async (request) => {
      if (request.headers[COLUMN_DATA_HEADER]) throw badRequest('栏目数据不能再请求栏目数据');
      const aliases = [...new Set(request.body)];
      const columns = await ctx.db
        .selectFrom('index_columns')
        .selectAll()
        .where('alias', 'in', aliases)
        .execute();
      const byAlias = new Map(columns.map((column) => [column.alias, column]));
      const answers = await Promise.all(
        aliases.map(async (alias): Promise<ColumnData> => {
          const column = byAlias.get(alias);
          return { alias, data: column ? await loadColumnData(signedIn, ctx, request, column) : null };
        }),
      );
      return ok(answers);
    },
  });

  signedIn.route({
    ...ctx.call('portalUserLayoutConfig/save'),
    schema: { body: LayoutConfigBody },
    handler: async (request) => {
      const { layoutId, configContent } = request.body;
      const config = layoutConfigObject(configContent);
      const user = currentUser(request);
      const layout = await ctx.db
        .selectFrom('index_layouts')
        .select('id')
        .where('id', '=', layoutId)
        .executeTakeFirst();
      if (!layout) return refuse('布局不存在');
      const now = new Date();
      // The save time goes into the content: the host compares it with the layout's own.
      const content = JSON.stringify({ ...config, updateTime: now.toISOString() });
      if (content.length > MAX_CONFIG_LENGTH) throw badRequest('请求参数不正确：configContent 过长');
      await ctx.db
        .insertInto('user_layout_configs')
        .values({ user_id: user.id, layout_id: layoutId, config_content: content, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['user_id', 'layout_id']).doUpdateSet({ config_content: content, updated_at: now }),
        )
        .execute();
      const saved: LayoutConfig = { layoutId, configContent: content };
      return ok(saved);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ColumnContent } from '../../contract/tender-site.js';
import type { ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';

const MAX_COLUMNS = 20;
const COLUMN_NAME_PATTERN = /^[A-Za-z0-9_\-\u4e00-\u9fa5]{1,64}$/;

/** The column names of a query: comma-separated (or the parameter repeated), once each, in order. */
function columnNames(raw: string | string[]): string[] {
  const names = [
    ...new Set(
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((part) => part.split(','))
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (!names.length) throw badRequest('请求参数不正确：columnNames 不能为空');
  if (names.length > MAX_COLUMNS) throw badRequest(`请求参数不正确：columnNames 最多 ${MAX_COLUMNS} 个`);
  if (!names.every((name) => COLUMN_NAME_PATTERN.test(name))) {
    throw badRequest('请求参数不正确：columnNames 格式不正确');
  }
  return names;
}

/**
 * wColumnManage: the site's editable columns (about us, contact, guides, FAQ), public like the
 * pages that show them (tender-portal 7.4). Answers the enabled columns among those asked for, in
 * the order asked; an unknown name is left out.
 */
export function registerColumnManageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    ctx.path('form', '/wColumnManage/v1/getDetailByColumnName'),
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['columnNames'],
          properties: {
            columnNames: {
              anyOf: [
                { type: 'string', maxLength: MAX_COLUMNS * 65 },
                { type: 'array', maxItems: MAX_COLUMNS, items: { type: 'string', maxLength: 64 } },
              ],
            },
          },
        },
      },
    },
    async (request) => {
      const names = columnNames((request.query as { columnNames: string | string[] }).columnNames);
      const rows = await ctx.db
        .selectFrom('column_contents')
        .select(['id', 'column_name', 'title', 'content', 'sn', 'updated_at'])
        .where('column_name', 'in', names)
        .where('enabled', '=', true)
        .execute();
      const byName = new Map(
        rows.map((row): [string, ColumnContent] => [
          row.column_name,
          {
            id: row.id,
            columnName: row.column_name,
            title: row.title,
            content: row.content,
            sn: row.sn,
            updateTime: row.updated_at.toISOString(),
          },
        ]),
      );
      return ok(names.flatMap((name) => byName.get(name) ?? []));
    },
  );
}

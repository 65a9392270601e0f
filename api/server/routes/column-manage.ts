import { ColumnNamesQuery } from '../../contract/schemas/tender-site.js';
import { COLUMN_NAMES_MAX, type ColumnContent } from '../../contract/tender-site.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';

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
  if (names.length > COLUMN_NAMES_MAX) {
    throw badRequest(`请求参数不正确：columnNames 最多 ${COLUMN_NAMES_MAX} 个`);
  }
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
export function registerColumnManageRoutes({ open }: RouteScopes, ctx: ServerContext): void {
  open.route({
    ...ctx.call('wColumnManage/getDetailByColumnName'),
    schema: { querystring: ColumnNamesQuery },
    handler: async (request) => {
      const names = columnNames(request.query.columnNames);
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
  });
}

import { LAYOUT_FIELD_LABELS, LayoutAdminSaveBody } from '../../contract/schemas/layout-admin.js';
import { readLayoutAdmin, saveLayoutAdmin } from '../admin/layouts.js';
import { Refusal } from '../admin/structure-people.js';
import { inputErrorsWith } from '../auth/input-messages.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';
import { languageOf } from '../http/translations/index.js';

/**
 * 门户布局 (系统管理): the default index layout for whoever holds system:layoutManage (the site
 * administrator holds it). Anyone else is refused (403); a layout or column that does not exist answers
 * state false with its name, sizes outside the grid 400 (admin/layouts.ts).
 */
export function registerLayoutAdminRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const answer = async <T>(work: () => Promise<T>, message?: string) => {
    try {
      return ok(await work(), message);
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.message);
      throw error;
    }
  };

  signedIn.route({
    ...ctx.call('sysIndexLayoutManage/adminDefault'),
    handler: (request) =>
      answer(() =>
        readLayoutAdmin(ctx.db, currentUser(request), languageOf(request.headers['accept-language'])),
      ),
  });

  signedIn.route({
    ...ctx.call('sysIndexLayoutManage/adminSave'),
    schema: { body: LayoutAdminSaveBody },
    schemaErrorFormatter: inputErrorsWith(LAYOUT_FIELD_LABELS),
    handler: (request) =>
      answer(
        () =>
          saveLayoutAdmin(
            ctx.db,
            currentUser(request),
            request.body,
            languageOf(request.headers['accept-language']),
          ),
        '门户布局已保存',
      ),
  });
}

import {
  AdminChangeQueryBody,
  AdminUserQueryBody,
  AdminUserSaveBody,
  AdmissionDecideBody,
  AdmissionQueryBody,
  SetUserStatusBody,
  UserIdBody,
} from '../../contract/schemas/admin.js';
import { decideAdmission, queryAdmissions } from '../admin/admissions.js';
import { queryAdminChanges } from '../admin/change-log.js';
import { queryUsers, resetPassword, saveUser, setUserStatus, unlockUser } from '../admin/users.js';
import { inputErrorsWith } from '../auth/input-messages.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { refusing } from '../tender/access.js';

/** The user form's fields as it names them. */
const userErrors = inputErrorsWith({ account: '账号', fullname: '姓名', email: '邮箱', mobile: '手机号' });

/**
 * Identity administration (issue 38; rules in admin/): the users an administrator manages, the review of
 * supplier and purchaser registrations, and the change log every one of these writes.
 */
export function registerAdminUserRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('adminChange/query'),
    schema: { body: AdminChangeQueryBody },
    handler: async (request) => ok(await queryAdminChanges(db, currentUser(request), request.body ?? {})),
  });

  signedIn.route({
    ...ctx.call('ucUser/adminQuery'),
    schema: { body: AdminUserQueryBody },
    handler: async (request) => ok(await queryUsers(db, currentUser(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('ucUser/adminSave'),
    schema: { body: AdminUserSaveBody },
    schemaErrorFormatter: userErrors,
    handler: (request) =>
      refusing(async () => ok(await saveUser(db, currentUser(request), request.body), '保存成功')),
  });

  signedIn.route({
    ...ctx.call('ucUser/setStatus'),
    schema: { body: SetUserStatusBody },
    handler: (request) =>
      refusing(async () =>
        ok(await setUserStatus(db, currentUser(request), request.body.id, request.body.status), '操作成功'),
      ),
  });

  signedIn.route({
    ...ctx.call('ucUser/resetPassword'),
    schema: { body: UserIdBody },
    // A directory account's password is the directory's: refused (admin/users.ts).
    handler: async (request) =>
      refusing(async () => ok(await resetPassword(db, currentUser(request), request.body.id), '密码已重置')),
  });

  signedIn.route({
    ...ctx.call('ucUser/unlock'),
    schema: { body: UserIdBody },
    handler: async (request) => ok(await unlockUser(db, currentUser(request), request.body.id), '账号已解锁'),
  });

  signedIn.route({
    ...ctx.call('ucAdmission/query'),
    schema: { body: AdmissionQueryBody },
    handler: async (request) => ok(await queryAdmissions(db, currentUser(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('ucAdmission/decide'),
    schema: { body: AdmissionDecideBody },
    handler: (request) =>
      refusing(async () => {
        const decided = await decideAdmission(ctx, currentUser(request), request.body);
        return ok(decided, decided.state === 'activated' ? '账号已激活' : '已驳回');
      }),
  });
}

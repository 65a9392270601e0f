import { ChangePasswordRequest, ModifyPasswordBody, SendCodeParams } from '../../contract/schemas/user.js';
import { PASSWORD_SAME_AS_OLD_MESSAGE } from '../../contract/validators.js';
import { passwordElsewhere } from '../auth/directory.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { newPasswordError } from '../auth/password-strategy.js';
import { perMinute } from '../auth/rate-limit.js';
import { decryptPassword } from '../auth/rsa.js';
import { revokeUserTokens } from '../auth/sessions.js';
import { CODE_TTL_MS, consumeCode, issueCode } from '../auth/verification-codes.js';
import type { Db } from '../db/database.js';
import { deliverMessage } from '../dev/outbox.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok, refuse } from '../http/envelope.js';

export const PASSWORD_CHANGED = '密码修改成功';
export const OLD_PASSWORD_WRONG = '旧密码不正确';
export const CODE_INVALID = '验证码错误或已过期';
export const CODE_SENT = '验证码发送成功！';
export const CODE_TOO_FREQUENT = '验证码发送过于频繁，请60秒后再试';
export const NO_MOBILE = '当前账号未绑定手机号';
export const NOT_YOUR_MOBILE = '手机号与当前账号不符';

async function passwordHashOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

async function storeNewPassword(db: Db, userId: string, password: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), must_change_password: false })
    .where('id', '=', userId)
    .execute();
  // Every session, this one included, signs in again with the new password.
  await revokeUserTokens(db, userId);
}

/**
 * The user's own password (tender-portal sections 5 and 7.1): changed with the old password or with a code
 * sent to the user's mobile, under the password strategy; and the code itself.
 *
 * Passwords arrive RSA-encrypted with the key of getPublicKey, on both change calls (modifiUserPsd too:
 * no password travels in plain text).
 */
export function registerPasswordRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { rateLimits } = signedIn.identitySettings;
  // Guessing the old password or a code with a stolen token is held to the sign-in pace.
  const guessLimit = perMinute(rateLimits.auth, (request) => `password|${currentUser(request).id}`);

  async function changeWithOldPassword(userId: string, oldCipher: string, newCipher: string) {
    const oldPassword = await decryptPassword(ctx, oldCipher);
    const newPassword = await decryptPassword(ctx, newCipher);
    if (!(await verifyPassword(oldPassword, await passwordHashOf(ctx.db, userId)))) {
      return refuse(OLD_PASSWORD_WRONG);
    }
    const problem = await newPasswordError(ctx.db, newPassword, oldPassword);
    if (problem) return refuse(problem);
    await storeNewPassword(ctx.db, userId, newPassword);
    return ok(undefined, PASSWORD_CHANGED);
  }

  signedIn.route({
    ...ctx.call('user/changUserPsd'),
    schema: { body: ChangePasswordRequest },
    config: guessLimit,
    handler: async (request) => {
      const session = currentUser(request);
      // A directory account's password is changed in the directory (auth/directory.ts).
      const elsewhere = await passwordElsewhere(ctx.db, session.id);
      if (elsewhere) return refuse(elsewhere);
      const { newPwd, oldPwd, code, mobile } = request.body;
      if (oldPwd) return changeWithOldPassword(session.id, oldPwd, newPwd);
      if (!code) throw badRequest('请求参数不正确：旧密码或验证码不能为空');

      const newPassword = await decryptPassword(ctx, newPwd);
      const problem = await newPasswordError(ctx.db, newPassword);
      if (problem) return refuse(problem);
      const user = await ctx.db
        .selectFrom('users')
        .select(['mobile'])
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      if (!user.mobile || (mobile && mobile !== user.mobile)) return refuse(CODE_INVALID);
      // Checked before the code is used up, so that a rejected new password does not cost the code.
      if (await verifyPassword(newPassword, await passwordHashOf(ctx.db, session.id))) {
        return refuse(PASSWORD_SAME_AS_OLD_MESSAGE);
      }
      if (!(await consumeCode(ctx.db, user.mobile, session.id, code))) return refuse(CODE_INVALID);
      await storeNewPassword(ctx.db, session.id, newPassword);
      return ok(undefined, PASSWORD_CHANGED);
    },
  });

  signedIn.route({
    ...ctx.call('user/modifiUserPsd'),
    schema: { body: ModifyPasswordBody },
    config: guessLimit,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const elsewhere = await passwordElsewhere(ctx.db, userId);
      if (elsewhere) return refuse(elsewhere);
      return changeWithOldPassword(userId, request.body.oldPwd, request.body.newPwd);
    },
  });

  signedIn.route({
    ...ctx.call('messageLog/sendCode'),
    schema: { params: SendCodeParams },
    config: perMinute(rateLimits.sendCode, (request) => `send-code|${request.ip}`),
    handler: async (request) => {
      const session = currentUser(request);
      const { param } = request.params;
      const user = await ctx.db
        .selectFrom('users')
        .select(['mobile'])
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      if (!user.mobile) return refuse(NO_MOBILE);
      // Codes go only to the signed-in user's own phone: nobody can make the server text a stranger.
      if (param !== user.mobile && param !== session.account) return refuse(NOT_YOUR_MOBILE);
      const code = await issueCode(ctx.db, user.mobile, session.id);
      if (!code) return refuse(CODE_TOO_FREQUENT);
      await deliverMessage(ctx.db, {
        target: user.mobile,
        channel: 'sms',
        content: `【电子招投标采购平台】您的验证码为${code}，${CODE_TTL_MS / 60_000}分钟内有效，请勿泄露给他人。`,
      });
      return ok(undefined, CODE_SENT);
    },
  });
}

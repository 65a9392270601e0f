import { SaveSealBody, SealRequest } from '../../contract/schemas/seal.js';
import type { SealSummary } from '../../contract/signature.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { perMinute } from '../auth/rate-limit.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';

export const NO_SEAL = '未设置电子签章';
export const WRONG_SEAL_PASSWORD = '签章密码错误';
export const SECRET_FREE_NOT_ALLOWED = '该电子签章未开启免密签署，请输入签章密码';
export const SEAL_IMAGE_INVALID = '签章图片须为本人上传的 PNG 或 JPG 图片';
export const SEAL_SAVED = '电子签章已保存';

const SEAL_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * The electronic seal of the signed-in user (tender-portal 7.1, the signature field of section 4).
 *
 * - GET getElectronicSeal?password&secretFree answers the seal image's file id, the value a signature
 *   entry keeps. With secretFree=true it signs without the password only when the owner allowed that
 *   (secret_free); otherwise the password must match. Guessing is held to the sign-in pace.
 * - GET getSealByCurrentUserId describes the seal (image, secret-free, whether it has a password).
 * - POST save { fileId, password, secretFree?, oldPassword? } sets the image (one the caller uploaded)
 *   and the password; replacing a seal that has a password needs that password as oldPassword.
 */
export function registerElectronicSealRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { rateLimits } = signedIn.identitySettings;
  const guessLimit = perMinute(rateLimits.auth, (request) => `seal|${currentUser(request).id}`);

  const sealOf = (userId: string) =>
    ctx.db
      .selectFrom('user_seals')
      .innerJoin('users', 'users.id', 'user_seals.user_id')
      .select([
        'user_seals.user_id',
        'user_seals.file_id',
        'user_seals.password_hash',
        'user_seals.secret_free',
        'user_seals.updated_at',
        'users.fullname',
      ])
      .where('user_seals.user_id', '=', userId)
      .executeTakeFirst();

  const summary = (seal: NonNullable<Awaited<ReturnType<typeof sealOf>>>): SealSummary => ({
    id: seal.user_id,
    userId: seal.user_id,
    name: seal.fullname,
    fileId: seal.file_id,
    secretFree: seal.secret_free,
    hasPassword: seal.password_hash !== null,
    updateTime: seal.updated_at.toISOString(),
  });

  signedIn.route({
    ...ctx.call('electronicSeal/getElectronicSeal'),
    config: guessLimit,
    schema: { querystring: SealRequest },
    handler: async (request) => {
      const { password, secretFree } = request.query;
      const seal = await sealOf(currentUser(request).id);
      if (!seal) return refuse(NO_SEAL);
      if (secretFree === true) {
        return seal.secret_free ? ok(seal.file_id) : refuse(SECRET_FREE_NOT_ALLOWED);
      }
      if (seal.password_hash === null) return ok(seal.file_id);
      if (!password || !(await verifyPassword(password, seal.password_hash)))
        return refuse(WRONG_SEAL_PASSWORD);
      return ok(seal.file_id);
    },
  });

  signedIn.route({
    ...ctx.call('electronicSeal/getSealByCurrentUserId'),
    handler: async (request) => {
      const seal = await sealOf(currentUser(request).id);
      return seal ? ok(summary(seal)) : refuse(NO_SEAL);
    },
  });

  // The personal centre's own call, not in the spec's list: next to the spec's seal calls.
  signedIn.route({
    ...ctx.call('electronicSeal/save'),
    config: guessLimit,
    schema: { body: SaveSealBody },
    handler: async (request) => {
      const user = currentUser(request);
      const { body } = request;
      const image = await ctx.db
        .selectFrom('files')
        .select(['id', 'mime'])
        .where('id', '=', body.fileId)
        .where('uploader_id', '=', user.id)
        .executeTakeFirst();
      if (!image || !SEAL_IMAGE_TYPES.includes(image.mime)) return refuse(SEAL_IMAGE_INVALID);
      const existing = await sealOf(user.id);
      if (existing?.password_hash) {
        const matches = body.oldPassword
          ? await verifyPassword(body.oldPassword, existing.password_hash)
          : false;
        if (!matches) return refuse(WRONG_SEAL_PASSWORD);
      }
      const values = {
        file_id: image.id,
        password_hash: await hashPassword(body.password),
        secret_free: body.secretFree ?? false,
        updated_at: new Date(),
      };
      await ctx.db
        .insertInto('user_seals')
        .values({ user_id: user.id, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      const saved = await sealOf(user.id);
      return saved ? ok(summary(saved), SEAL_SAVED) : refuse(NO_SEAL);
    },
  });
}

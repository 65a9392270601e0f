import type { SharedInstance } from '../../contract/workflow-share.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelope.js';
import type { ServerLanguage } from '../http/translations/index.js';
import { canSeeInstance } from './access.js';
import { flowImageOf, flowStatusOf } from './chart.js';
import { loadDefinition, toBpmDefinition } from './definitions.js';
import { readOnlyPermissions } from './forms.js';
import { opinionsOf, toInstance } from './views.js';

/** What a refused share read answers, whatever the reason: nothing tells a guest which instances exist. */
export const SHARE_NOT_FOUND = '分享的流程不存在或链接已失效';

/** The instance a portal path shares: `/shareInst/{instId}/…`, else undefined. */
export function sharedInstanceId(longUrl: string): string | undefined {
  const match = longUrl.match(/^\/shareInst\/([^/?#]+)/);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Binds a guest token just issued for a short link to the instance the link shares, until the token
 * expires. A link to anything else, or to an instance that no longer exists, binds nothing.
 */
export async function grantInstanceShare(
  db: Db,
  token: string,
  longUrl: string,
  expiresAt: Date,
): Promise<void> {
  const instId = sharedInstanceId(longUrl);
  if (!instId) return;
  await db
    .insertInto('bpm_instance_shares')
    .columns(['token', 'inst_id', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('bpm_instances')
        .select([eb.val(token).as('token'), 'id', eb.val(expiresAt).as('expires_at')])
        .where('id', '=', instId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The shared instance, read-only, for a token bound to it (the guest of a short link) or for a
 * signed-in user who may see the instance anyway; anyone else gets the same not-found.
 */
export async function sharedInstance(
  db: Db,
  user: SessionUser,
  token: string | undefined,
  instId: string,
  language: ServerLanguage,
  now = new Date(),
): Promise<SharedInstance> {
  const row = await db.selectFrom('bpm_instances').selectAll().where('id', '=', instId).executeTakeFirst();
  if (!row) throw notFound(SHARE_NOT_FOUND);
  const granted = token
    ? await db
        .selectFrom('bpm_instance_shares')
        .select('inst_id')
        .where('token', '=', token)
        .where('inst_id', '=', instId)
        .where('expires_at', '>', now)
        .executeTakeFirst()
    : undefined;
  if (!granted && !(await canSeeInstance(db, row, user))) throw notFound(SHARE_NOT_FOUND);
  const definition = await loadDefinition(db, { defId: row.def_id });
  const instance = await toInstance(db, row);
  const [opinions, image, status] = await Promise.all([
    opinionsOf(db, row.id, now),
    flowImageOf(db, row),
    flowStatusOf(db, row, language),
  ]);
  return {
    instance,
    form: {
      def: toBpmDefinition(definition.row, definition.categoryName),
      form: definition.form,
      data: JSON.parse(row.form_data),
      nodeId: '*',
      permissions: readOnlyPermissions(definition.form),
      opinionPermission: 'r',
      instance,
    },
    opinions,
    chart: { ...image, instanceStatus: status.instanceStatus, nodes: status.nodes },
  };
}

import { sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import type { DefInstancesBody, DefinitionInstance } from '../../contract/process-settings.js';
import type { DefinitionStatus, InstanceStatus } from '../../contract/workflow.js';
import type { DefinitionVersion } from '../../contract/workflow-deploy.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelope.js';

/** Process administration (issue 37): a definition's versions with their instances, suspending and activating. */

/** Every version of a key, the newest first, with its instances (drafts left out) and those still running. */
export async function definitionVersions(db: Db, defKey: string): Promise<DefinitionVersion[]> {
  const rows = await db
    .selectFrom('bpm_definitions')
    .leftJoin('bpm_instances', (join) =>
      join.onRef('bpm_instances.def_id', '=', 'bpm_definitions.id').on('bpm_instances.status', '!=', 'draft'),
    )
    .select([
      'bpm_definitions.id',
      'bpm_definitions.def_key',
      'bpm_definitions.name',
      'bpm_definitions.version',
      'bpm_definitions.is_main',
      'bpm_definitions.status',
      'bpm_definitions.created_at',
      (eb) => eb.fn.count<string>('bpm_instances.id').as('instances'),
      sql<string>`count(bpm_instances.id) filter (where bpm_instances.ended_at is null)`.as('running'),
    ])
    .where('bpm_definitions.def_key', '=', defKey)
    .groupBy('bpm_definitions.id')
    .orderBy('bpm_definitions.version', 'desc')
    .execute();
  if (rows.length === 0) throw notFound('流程定义不存在');
  return rows.map((row) => ({
    defId: row.id,
    defKey: row.def_key,
    name: row.name,
    version: row.version,
    isMain: row.is_main === 'Y' ? 'Y' : 'N',
    status: row.status as DefinitionStatus,
    instances: Number(row.instances),
    running: Number(row.running),
    createTime: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Suspends (forbidden) or activates (deployed) every version of a key: a suspended definition starts no
 * instance, by key or by version; running instances go on.
 */
export async function setDefinitionStatus(
  db: Db,
  defKey: string,
  status: DefinitionStatus,
  now = new Date(),
): Promise<void> {
  const result = await db
    .updateTable('bpm_definitions')
    .set({ status, updated_at: now })
    .where('def_key', '=', defKey)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('流程定义不存在');
}

/**
 * def/instances: a key's instances (drafts left out), the newest first, of one version or every one, of one
 * status or every one, with the nodes waiting now; the actions on them are the instance administration's.
 */
export async function definitionInstances(
  db: Db,
  body: DefInstancesBody,
): Promise<PageList<DefinitionInstance>> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 20;
  let query = db
    .selectFrom('bpm_instances')
    .innerJoin('bpm_definitions', 'bpm_definitions.id', 'bpm_instances.def_id')
    .where('bpm_instances.def_key', '=', body.defKey)
    .where('bpm_instances.status', '!=', 'draft');
  if (body.version !== undefined) query = query.where('bpm_definitions.version', '=', body.version);
  if (body.status) query = query.where('bpm_instances.status', '=', body.status);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'bpm_instances.id',
        'bpm_instances.subject',
        'bpm_instances.def_id',
        'bpm_definitions.version',
        'bpm_instances.status',
        'bpm_instances.suspended_at',
        'bpm_instances.creator_name',
        'bpm_instances.created_at',
        'bpm_instances.ended_at',
      ])
      .orderBy('bpm_instances.created_at', 'desc')
      .orderBy('bpm_instances.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const waiting = rows.length
    ? await db
        .selectFrom('bpm_tasks')
        .select(['inst_id', 'name'])
        .where(
          'inst_id',
          'in',
          rows.map((row) => row.id),
        )
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .execute()
    : [];
  return {
    rows: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      defId: row.def_id,
      version: row.version,
      status: row.status as InstanceStatus,
      suspended: row.suspended_at !== null,
      creatorName: row.creator_name,
      createTime: new Date(row.created_at).toISOString(),
      endTime: row.ended_at ? new Date(row.ended_at).toISOString() : null,
      currentNodes: [...new Set(waiting.filter((task) => task.inst_id === row.id).map((task) => task.name))],
    })),
    total: Number(total),
    page,
    pageSize,
  };
}

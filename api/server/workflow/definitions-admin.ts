import { sql } from 'kysely';
import type { DefinitionStatus } from '../../contract/workflow.js';
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

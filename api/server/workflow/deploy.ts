import { randomUUID } from 'node:crypto';
import type { ModdleElement } from 'bpmn-moddle';
import { Value } from 'typebox/value';
import { DefKey } from '../../contract/schemas/workflow.js';
import type { FormDefinition } from '../../contract/workflow.js';
import type { DeployBody, DeployResult } from '../../contract/workflow-deploy.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import type { ServerLanguage } from '../http/translations/index.js';
import { unsupportedRefusal } from './bpmn.js';
import { loadMainDefinition } from './definitions.js';
import { modelOf, processesOf } from './model.js';
import { lintModel, lintRefusal } from './model-lint.js';

/**
 * Deploying a BPMN model (issue 37): the definition key is its process's id; a known key gets a new version,
 * which new instances start on, while running instances keep the version they started on (their def_id).
 * The model must pass bpmnlint's recommended rules and hold only elements the portal can run.
 */

/** Keys are what DefKey accepts (the start page links by key): the contract's schema decides. */
const isDefKey = (key: string) => Value.Check(DefKey, key);

/** The one process the definition runs: the only one, or the only executable one of a collaboration. */
function processOf(rootElement: ModdleElement): ModdleElement {
  const processes = processesOf(rootElement);
  const executable = processes.length > 1 ? processes.filter((process) => process.isExecutable) : processes;
  if (executable.length !== 1) throw badRequest('模型须有且只有一个可执行的流程');
  return executable[0] as ModdleElement;
}

/** The form a version starts with: the form of the definition formKey names, the previous version's, or none. */
async function formJsonOf(
  db: Db,
  body: DeployBody,
  key: string,
  name: string,
  previous: string | undefined,
): Promise<string> {
  if (body.formKey) {
    const owner = await loadMainDefinition(db, { defKey: body.formKey }).catch(() => undefined);
    if (!owner) throw badRequest(`表单不存在：${body.formKey}`);
    return owner.row.form_json;
  }
  if (previous) return previous;
  const empty: FormDefinition = { key, name, fields: [], permissions: {} };
  return JSON.stringify(empty);
}

export async function deployDefinition(
  db: Db,
  body: DeployBody,
  language: ServerLanguage,
  now = new Date(),
): Promise<DeployResult> {
  const linted = await lintModel(body.bpmnXml, language);
  const process = processOf(linted.rootElement);
  const key = String(process.id ?? '');
  if (!isDefKey(key)) throw badRequest(`流程标识 ${key} 只能由字母、数字、_ 和 - 组成，至多 64 个字符`);
  if (linted.errors.length > 0) throw lintRefusal(linted.errors, language);
  const model = await modelOf(body.bpmnXml);
  if (model.unsupported.length > 0) throw unsupportedRefusal(model);
  if (body.category) {
    const category = await db
      .selectFrom('bpm_categories')
      .select('id')
      .where('id', '=', body.category)
      .executeTakeFirst();
    if (!category) throw badRequest('流程分类不存在');
  }
  const name = body.name ?? (process.name || key);

  const defId = randomUUID();
  const version = await db.transaction().execute(async (trx) => {
    // The key's versions, locked: two deploys of one key number their versions one after the other.
    const versions = await trx
      .selectFrom('bpm_definitions')
      .selectAll()
      .where('def_key', '=', key)
      .orderBy('version', 'desc')
      .forUpdate()
      .execute();
    const main = versions.find((row) => row.is_main === 'Y') ?? versions[0];
    const next = (versions[0]?.version ?? 0) + 1;
    const lastSn = versions.length
      ? undefined
      : await trx
          .selectFrom('bpm_definitions')
          .select((eb) => eb.fn.max('sn').as('sn'))
          .executeTakeFirst();
    await trx.updateTable('bpm_definitions').set({ is_main: 'N' }).where('def_key', '=', key).execute();
    await trx
      .insertInto('bpm_definitions')
      .values({
        id: defId,
        def_key: key,
        name,
        description: main?.description ?? null,
        category_id: body.category ?? main?.category_id ?? null,
        version: next,
        is_main: 'Y',
        // Suspension is the key's: a new version of a suspended definition stays suspended.
        status: main?.status ?? 'deployed',
        icon: main?.icon ?? null,
        sn: main?.sn ?? Number(lastSn?.sn ?? 0) + 1,
        bpmn_xml: body.bpmnXml,
        form_json: await formJsonOf(trx, body, key, name, main?.form_json),
        // Node settings are kept by node id; nodes the new model no longer has are ignored.
        nodes_json: main?.nodes_json ?? '{}',
        subject_rule: main?.subject_rule ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Without start rights a new definition may be started by every staff member until rights are set.
    const rights = await trx
      .selectFrom('bpm_start_rights')
      .select('def_key')
      .where('def_key', '=', key)
      .executeTakeFirst();
    if (!rights) {
      await trx
        .insertInto('bpm_start_rights')
        .values({ def_key: key, kind: 'everyone', target_id: '*' })
        .execute();
    }
    return next;
  });
  return { defId, defKey: key, version, warnings: linted.warnings };
}

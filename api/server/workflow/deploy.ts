import { randomUUID } from 'node:crypto';
import type { ModdleElement } from 'bpmn-moddle';
import { sql } from 'kysely';
import { Value } from 'typebox/value';
import { DefKey } from '../../contract/schemas/workflow.js';
import type { FormDefinition, NodeSettings } from '../../contract/workflow.js';
import type { DeployBody, DeployResult, ModelProblem } from '../../contract/workflow-deploy.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import type { ServerLanguage } from '../http/translations/index.js';
import { translate } from '../http/translations/index.js';
import { unsupportedRefusal } from './bpmn.js';
import { loadMainDefinition } from './definitions.js';
import { checkForm, mergedForm } from './form-editor.js';
import { modelOf, processesOf } from './model.js';
import { lintModel, lintRefusal } from './model-lint.js';
import {
  checkSettings,
  keptPermissions,
  userTasksOf,
  withAssignees,
  writeStartRights,
} from './process-settings.js';
import { replaceTimerStarts, timerStartsOf } from './timer-starts.js';

/**
 * Deploying a BPMN model (issue 37): the definition key is its process's id; a known key gets a new version,
 * which new instances start on, while running instances keep the version they started on (their def_id).
 * The model must pass bpmnlint's recommended rules and hold only elements the portal can run. The version's
 * timer start event, if any, becomes the key's schedule, started in the deployer's name (timer-starts.ts).
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
  const stored: FormDefinition = previous
    ? (JSON.parse(previous) as FormDefinition)
    : { key, name, fields: [], permissions: {} };
  // The designer's form: its fields replace the stored ones, whose rights stay for the fields kept.
  return JSON.stringify(body.form ? mergedForm(stored, body.form, key) : stored);
}

/** A user task that neither the portal's settings nor the model names anybody for goes to the initiator. */
async function unassignedWarnings(
  bpmnXml: string,
  nodes: Record<string, Partial<NodeSettings>>,
  language: ServerLanguage,
): Promise<ModelProblem[]> {
  return (await userTasksOf(bpmnXml))
    .filter((task) => task.modelPeople.length === 0 && !nodes[task.nodeId]?.assignees?.length)
    .map((task) => ({
      rule: 'no-assignee',
      id: task.nodeId,
      name: task.name || task.nodeId,
      message: translate('没有设置处理人，任务将交给发起人', language),
    }));
}

export async function deployDefinition(
  db: Db,
  body: DeployBody,
  deployer: Pick<SessionUser, 'id' | 'fullname'>,
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
  const timerStarts = timerStartsOf(model, now);
  if (body.category) {
    const category = await db
      .selectFrom('bpm_categories')
      .select('id')
      .where('id', '=', body.category)
      .executeTakeFirst();
    if (!category) throw badRequest('流程分类不存在');
  }
  const name = body.name ?? (process.name || key);

  if (body.form) checkForm(body.form);
  const defId = randomUUID();
  const tasks = await userTasksOf(body.bpmnXml);
  const { version, warnings } = await db.transaction().execute(async (trx) => {
    // One deploy of a key at a time, the key's first one too (no row to lock yet): a second waits and
    // becomes the next version instead of failing on the first's version number.
    await sql`select pg_advisory_xact_lock(hashtext(${`bpm_definitions/${key}`}))`.execute(trx);
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
    const formJson = await formJsonOf(trx, body, key, name, main?.form_json);
    // Node settings are kept by node id; nodes the new model no longer has are ignored.
    let nodes = JSON.parse(main?.nodes_json ?? '{}') as Record<string, Partial<NodeSettings>>;
    let form = JSON.parse(formJson) as FormDefinition;
    if (body.settings) {
      await checkSettings(trx, body.settings, tasks, form);
      nodes = withAssignees(nodes, body.settings.assignees);
      form = { ...form, permissions: keptPermissions(body.settings.permissions, form, tasks) };
    }
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
        form_json: JSON.stringify(form),
        nodes_json: JSON.stringify(nodes),
        subject_rule: main?.subject_rule ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await replaceTimerStarts(trx, { defKey: key, defId }, timerStarts, deployer, now);
    if (body.settings) await writeStartRights(trx, key, body.settings.startRights);
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
    return { version: next, warnings: await unassignedWarnings(body.bpmnXml, nodes, language) };
  });
  // Global tasks mean nothing to the engine: dropped on import, said so.
  const dropped = model.dropped.map((element) => ({
    rule: 'global-task',
    id: element.id,
    name: element.name,
    message: translate('全局任务不会运行，导入时已忽略', language),
  }));
  return { defId, defKey: key, version, warnings: [...linted.warnings, ...warnings, ...dropped] };
}

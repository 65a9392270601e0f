import type { Selectable } from 'kysely';
import type {
  BpmDefinition,
  BpmDefinitionDetail,
  DefinitionStatus,
  FormDefinition,
  NodeSettings,
} from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import type { BpmDefinitionTable } from '../db/schema-workflow.js';
import { badRequest, notFound } from '../http/envelope.js';
import { flowNodesOf } from './design.js';

/** A definition row with its JSON read: what the engine and the routes work with. */
export interface LoadedDefinition {
  row: Selectable<BpmDefinitionTable>;
  categoryName: string | null;
  form: FormDefinition;
  /** Every flow node of the BPMN with its settings (name and type from the XML). */
  nodes: NodeSettings[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toBpmDefinition(row: LoadedDefinition['row'], categoryName: string | null): BpmDefinition {
  return {
    id: row.id,
    defId: row.id,
    defKey: row.def_key,
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    categoryName,
    version: row.version,
    isMain: row.is_main === 'Y' ? 'Y' : 'N',
    status: row.status as DefinitionStatus,
    icon: row.icon,
    createTime: iso(row.created_at),
    updateTime: iso(row.updated_at),
  };
}

export function toDefinitionDetail(definition: LoadedDefinition): BpmDefinitionDetail {
  return {
    ...toBpmDefinition(definition.row, definition.categoryName),
    form: definition.form,
    nodes: definition.nodes,
  };
}

/** The node settings of a definition: the BPMN's nodes, each with its stored settings. */
async function nodesOf(
  bpmnXml: string,
  stored: Record<string, Partial<NodeSettings>>,
): Promise<NodeSettings[]> {
  return (await flowNodesOf(bpmnXml)).map((node) => ({
    ...stored[node.nodeId],
    nodeId: node.nodeId,
    name: node.name,
    nodeType: node.nodeType,
  }));
}

/** The definitions' rows with their category name. */
export function definitionQuery(db: Db) {
  return db
    .selectFrom('bpm_definitions')
    .leftJoin('bpm_categories', 'bpm_categories.id', 'bpm_definitions.category_id')
    .selectAll('bpm_definitions')
    .select('bpm_categories.name as category_name');
}

/** A definition version by id, or the main version of a key. Refused when there is none. */
export async function loadDefinition(
  db: Db,
  which: { defId?: string; defKey?: string },
): Promise<LoadedDefinition> {
  if (!which.defId && !which.defKey) throw badRequest('请指定流程定义');
  let query = definitionQuery(db);
  query = which.defId
    ? query.where('bpm_definitions.id', '=', which.defId)
    : query
        .where('bpm_definitions.def_key', '=', which.defKey ?? '')
        .where('bpm_definitions.is_main', '=', 'Y');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('流程定义不存在');
  const { category_name, ...definition } = row;
  return {
    row: definition,
    categoryName: category_name,
    form: JSON.parse(definition.form_json) as FormDefinition,
    nodes: await nodesOf(
      definition.bpmn_xml,
      JSON.parse(definition.nodes_json) as Record<string, Partial<NodeSettings>>,
    ),
  };
}

/** The main version of the definition a version id or a key names. */
export async function loadMainDefinition(
  db: Db,
  which: { defId?: string; defKey?: string },
): Promise<LoadedDefinition> {
  if (which.defId) {
    const version = await loadDefinition(db, { defId: which.defId });
    if (version.row.is_main === 'Y') return version;
    return loadDefinition(db, { defKey: version.row.def_key });
  }
  return loadDefinition(db, which);
}

export function nodeOf(definition: LoadedDefinition, nodeId: string): NodeSettings | undefined {
  return definition.nodes.find((node) => node.nodeId === nodeId);
}

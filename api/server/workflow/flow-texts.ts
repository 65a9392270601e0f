import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import type { Db } from '../db/database.js';
import { type TextI18n, textIn } from '../http/localized-text.js';
import type { ServerLanguage } from '../http/translations/index.js';

/**
 * The names a definition gives (its own name and description, its category's name, its nodes' names) in
 * the caller's language. Instances, tasks, opinions and notices copy those names when they are written;
 * their answers carry the definition's id (or the instance's) and the node's id beside each copy, so
 * every workflow answer is localized in one place (localizeFlowTexts) instead of in each read path.
 * A copy is translated only when it is still the text the translation was made for (textIn).
 */

/** Definitions, instances or categories named in one answer: more are not looked up. */
const MAX_IDS = 500;

interface DefinitionTexts {
  name_i18n: TextI18n | null;
  description_i18n: TextI18n | null;
  node_names_i18n: Record<string, TextI18n> | null;
  category_name_i18n: TextI18n | null;
}

/** The texts of the definitions, instances and categories read, in a language. */
export interface FlowTexts {
  defName(defId: string | undefined, text: string, language: ServerLanguage): string;
  description(defId: string | undefined, text: string, language: ServerLanguage): string;
  /** Without the definition (an answer about one instance's nodes), any definition read that names the node so. */
  nodeName(defId: string | undefined, nodeId: string, text: string, language: ServerLanguage): string;
  /** A category by its id, or the category of a definition (an answer that names only the definition). */
  categoryName(
    which: { categoryId?: string; defId?: string },
    text: string,
    language: ServerLanguage,
  ): string;
  /** The definition of an instance named in the answer. */
  defOfInstance(instId: string): string | undefined;
}

/** The texts of the definitions, instances and categories named, in one to three queries. */
export async function flowTexts(
  db: Db,
  ids: { defIds?: Iterable<string>; instIds?: Iterable<string>; categoryIds?: Iterable<string> },
): Promise<FlowTexts> {
  const limited = (values?: Iterable<string>) => [...new Set(values ?? [])].slice(0, MAX_IDS);
  const instIds = limited(ids.instIds);
  const categoryIds = limited(ids.categoryIds);
  const [instances, categories] = await Promise.all([
    instIds.length
      ? db.selectFrom('bpm_instances').select(['id', 'def_id']).where('id', 'in', instIds).execute()
      : [],
    categoryIds.length
      ? db.selectFrom('bpm_categories').select(['id', 'name_i18n']).where('id', 'in', categoryIds).execute()
      : [],
  ]);
  const instanceDefs = new Map(instances.map((row) => [row.id, row.def_id]));
  const defIds = limited([...(ids.defIds ?? []), ...instanceDefs.values()]);
  const definitions = defIds.length
    ? await db
        .selectFrom('bpm_definitions')
        .leftJoin('bpm_categories', 'bpm_categories.id', 'bpm_definitions.category_id')
        .select([
          'bpm_definitions.id',
          'bpm_definitions.name_i18n',
          'bpm_definitions.description_i18n',
          'bpm_definitions.node_names_i18n',
          'bpm_categories.name_i18n as category_name_i18n',
        ])
        .where('bpm_definitions.id', 'in', defIds)
        .execute()
    : [];
  const byDef = new Map<string, DefinitionTexts>(definitions.map((row) => [row.id, row]));
  const categoryTexts = new Map(categories.map((row) => [row.id, row.name_i18n]));
  const nodeTexts = (defId: string | undefined, nodeId: string): unknown[] => {
    const own = defId ? byDef.get(defId) : undefined;
    if (own) return [own.node_names_i18n?.[nodeId]];
    return [...byDef.values()].map((texts) => texts.node_names_i18n?.[nodeId]);
  };
  return {
    defName: (defId, text, language) =>
      textIn(text, defId ? byDef.get(defId)?.name_i18n : undefined, language),
    description: (defId, text, language) =>
      textIn(text, defId ? byDef.get(defId)?.description_i18n : undefined, language),
    nodeName: (defId, nodeId, text, language) => {
      for (const texts of nodeTexts(defId, nodeId)) {
        const translated = textIn(text, texts, language);
        if (translated !== text) return translated;
      }
      return text;
    },
    categoryName: ({ categoryId, defId }, text, language) =>
      textIn(
        text,
        categoryId ? categoryTexts.get(categoryId) : defId ? byDef.get(defId)?.category_name_i18n : undefined,
        language,
      ),
    defOfInstance: (instId) => instanceDefs.get(instId),
  };
}

/** The BPMN's elements that carry a name (process, nodes, flows), read with bpmn-moddle. */
async function namedElements(bpmnXml: string) {
  const { rootElement, elementsById } = await new BpmnModdle().fromXML(bpmnXml);
  const named = Object.values(elementsById).filter(
    (element): element is ModdleElement & { id: string; name: string } =>
      typeof element.id === 'string' && typeof element.name === 'string',
  );
  return { rootElement, named };
}

/** The names the BPMN gives its process, nodes and flows, by element id (node_names_i18n is keyed so). */
export async function bpmnElementNames(bpmnXml: string): Promise<Map<string, string>> {
  const { named } = await namedElements(bpmnXml);
  return new Map(named.map((element) => [element.id, element.name]));
}

/** The BPMN with each element's name as `nameOf` gives it: the flow chart draws the names of the XML. */
async function bpmnXmlWithNames(
  bpmnXml: string,
  nameOf: (id: string, name: string) => string,
): Promise<string> {
  const { rootElement, named } = await namedElements(bpmnXml);
  let changed = false;
  for (const element of named) {
    const translated = nameOf(element.id, element.name);
    if (translated === element.name) continue;
    element.name = translated;
    changed = true;
  }
  return changed ? (await new BpmnModdle().toXML(rootElement)).xml : bpmnXml;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringAt = (object: Json, key: string) =>
  typeof object[key] === 'string' ? (object[key] as string) : undefined;

const DEF_ID_KEYS = ['defId', 'procDefId'];
const INST_ID_KEYS = ['instId', 'procInstId'];
/** The keys under which an answer object carries a node's name (beside its nodeId). */
const NODE_NAME_KEYS = ['name', 'nodeName', 'taskName'];
/** The keys under which it carries its definition's name (beside defId; `name` only without a nodeId). */
const DEF_NAME_KEYS = ['defName', 'procDefName'];

/** The ids an answer names, walked once: nothing to look up means nothing to translate. */
interface NamedIds {
  defIds: Set<string>;
  instIds: Set<string>;
  categoryIds: Set<string>;
  /** The BPMN XML an answer carries beside its definition's id (the flow image), by that id. */
  charts: Map<string, string>;
}

/** The key of a chart's translated XML: its definition and the XML itself. */
const chartKey = (defId: string, xml: string) => `${defId}\n${xml}`;

function collectIds(value: unknown, into: NamedIds) {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
    return;
  }
  if (!isObject(value)) return;
  for (const key of DEF_ID_KEYS) {
    const id = stringAt(value, key);
    if (id) into.defIds.add(id);
  }
  const chartDef = DEF_ID_KEYS.map((key) => stringAt(value, key)).find(Boolean);
  const chart = stringAt(value, 'bpmnXml');
  if (chartDef && chart) into.charts.set(chartKey(chartDef, chart), chart);
  // An instance only matters for its nodes' names when nothing above names the definition.
  if (stringAt(value, 'nodeId') && !DEF_ID_KEYS.some((key) => stringAt(value, key))) {
    for (const key of INST_ID_KEYS) {
      const id = stringAt(value, key);
      if (id) into.instIds.add(id);
    }
  }
  const categoryId = stringAt(value, 'categoryId');
  if (categoryId && stringAt(value, 'categoryName')) into.categoryIds.add(categoryId);
  for (const child of Object.values(value)) if (typeof child === 'object') collectIds(child, into);
}

/** A copy of the answer with the definitions' texts translated; objects it does not change are kept. */
function rewrite(
  value: unknown,
  texts: FlowTexts,
  charts: ReadonlyMap<string, string>,
  language: ServerLanguage,
  outerDef: string | undefined,
): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = rewrite(item, texts, charts, language, outerDef);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isObject(value)) return value;
  const ownDef = DEF_ID_KEYS.map((key) => stringAt(value, key)).find(Boolean);
  const instDef = INST_ID_KEYS.map((key) => stringAt(value, key))
    .map((id) => (id ? texts.defOfInstance(id) : undefined))
    .find(Boolean);
  const defId = ownDef ?? outerDef ?? instDef;
  const nodeId = stringAt(value, 'nodeId');
  const changes: Json = {};
  const change = (key: string, translate: (text: string) => string) => {
    const text = stringAt(value, key);
    if (text === undefined) return;
    const translated = translate(text);
    if (translated !== text) changes[key] = translated;
  };
  if (nodeId) {
    for (const key of NODE_NAME_KEYS) change(key, (text) => texts.nodeName(defId, nodeId, text, language));
  } else if (ownDef) {
    change('name', (text) => texts.defName(ownDef, text, language));
    change('description', (text) => texts.description(ownDef, text, language));
    change('bpmnXml', (xml) => charts.get(chartKey(ownDef, xml)) ?? xml);
  }
  for (const key of DEF_NAME_KEYS) change(key, (text) => texts.defName(defId, text, language));
  const categoryId = stringAt(value, 'categoryId');
  if (categoryId || ownDef) {
    change('categoryName', (text) => texts.categoryName({ categoryId, defId: ownDef }, text, language));
  }
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== 'object' || child === null) continue;
    const next = rewrite(child, texts, charts, language, defId);
    if (next !== child) changes[key] = next;
  }
  return Object.keys(changes).length ? { ...value, ...changes } : value;
}

/**
 * An answer with the definitions' texts it names in the caller's language (app.ts applies it to every
 * answer, as it translates every envelope's message). In zh-CN, and for answers that name no definition,
 * instance node or category, nothing is read.
 */
export async function localizeFlowTexts(
  db: Db,
  payload: unknown,
  language: ServerLanguage,
): Promise<unknown> {
  if (language === 'zh-CN' || typeof payload !== 'object' || payload === null) return payload;
  const ids: NamedIds = {
    defIds: new Set(),
    instIds: new Set(),
    categoryIds: new Set(),
    charts: new Map(),
  };
  collectIds(payload, ids);
  if (!ids.defIds.size && !ids.instIds.size && !ids.categoryIds.size) return payload;
  const texts = await flowTexts(db, ids);
  // The charts' XML is read and written with bpmn-moddle (asynchronous) before the walk that uses it.
  const charts = new Map(
    await Promise.all(
      [...ids.charts].map(async ([key, xml]) => {
        const defId = key.slice(0, key.indexOf('\n'));
        const named = await bpmnXmlWithNames(xml, (id, name) => texts.nodeName(defId, id, name, language));
        return [key, named] as const;
      }),
    ),
  );
  return rewrite(payload, texts, charts, language, undefined);
}

import type { FormInput, ProcessSettings, SettingsTask } from '../../api/contract/process-settings.js';
import { type FormDefinition, START_NODE_KEY } from '../../api/contract/workflow.js';
import type { SelectedElement } from '../process-properties/process-properties.component.js';
import type { BpmnModelerLike } from './bpmn-modeler.js';

/**
 * What `<process-designer>` keeps beside the Modeler: the settings the properties panel edits, the form the
 * form editor edits, and the user tasks of the drawing as it is now (a task drawn since the model was
 * loaded gets its settings too; a task removed takes its settings with it when they are sent).
 */

/** A diagram element as diagram-js's registry gives it. */
interface DiagramElement {
  id: string;
  type: string;
  businessObject?: { id?: string; name?: string; loopCharacteristics?: unknown; $type?: string };
}

export const emptySettings = (): ProcessSettings => ({ startRights: [], assignees: {}, permissions: {} });

/** The user tasks the Modeler shows now, with what the loaded model named for each (by id). */
export function tasksOf(modeler: BpmnModelerLike, loaded: SettingsTask[]): SettingsTask[] {
  const registry = modeler.get<{ filter(match: (element: DiagramElement) => boolean): DiagramElement[] }>(
    'elementRegistry',
  );
  return registry
    .filter((element) => element.type === 'bpmn:UserTask')
    .map((element) => {
      const known = loaded.find((task) => task.nodeId === element.id);
      return {
        nodeId: element.id,
        name: element.businessObject?.name ?? '',
        nodeType: element.businessObject?.loopCharacteristics ? 'SIGNTASK' : 'USERTASK',
        modelPeople: known?.modelPeople ?? [],
      };
    });
}

/** The Modeler's selection as the panel reads it: one element, or the process when none or several. */
export function selectionOf(selection: DiagramElement[]): SelectedElement | undefined {
  if (selection.length !== 1) return undefined;
  const [element] = selection as [DiagramElement];
  return { id: element.id, type: element.type, name: element.businessObject?.name };
}

/** The settings of the tasks the drawing still has and of the form's fields: what the server accepts. */
export function settingsToSend(
  settings: ProcessSettings,
  tasks: SettingsTask[],
  form: FormDefinition,
): ProcessSettings {
  const ids = new Set(tasks.map((task) => task.nodeId));
  const names = new Set(form.fields.map((field) => field.name));
  const userFields = new Set(form.fields.filter((field) => field.type === 'user').map((field) => field.name));
  const assignees = Object.fromEntries(
    Object.entries(settings.assignees)
      .filter(([nodeId]) => ids.has(nodeId))
      .map(([nodeId, rules]) => [
        nodeId,
        rules
          .map((rule) =>
            rule.kind === 'formField'
              ? { ...rule, ids: (rule.ids ?? []).filter((name) => userFields.has(name)) }
              : rule,
          )
          .filter((rule) => rule.kind === 'initiator' || rule.kind === 'initiatorLeader' || rule.ids?.length),
      ]),
  );
  const permissions = Object.fromEntries(
    Object.entries(settings.permissions)
      .filter(([nodeId]) => nodeId === START_NODE_KEY || nodeId === '*' || ids.has(nodeId))
      .map(([nodeId, rights]) => [
        nodeId,
        Object.fromEntries(Object.entries(rights).filter(([name]) => names.has(name))),
      ]),
  );
  return { startRights: settings.startRights.filter((right) => right.ids.length), assignees, permissions };
}

/** The form as def/saveForm and def/deploy take it (its key and rights are the server's and the panel's). */
export function formInput(form: FormDefinition, fallbackName: string): FormInput {
  return {
    name: form.name.trim() || fallbackName,
    ...(form.nameI18n ? { nameI18n: form.nameI18n } : {}),
    fields: form.fields as FormInput['fields'],
    ...(form.columns ? { columns: form.columns } : {}),
    ...(form.rules?.length ? { rules: form.rules } : {}),
  };
}

/** A new field is writable on the start form until the panel says otherwise (as the server does). */
export function withStartRights(form: FormDefinition, settings: ProcessSettings): ProcessSettings {
  const start = { ...(settings.permissions[START_NODE_KEY] ?? {}) };
  let changed = false;
  for (const field of form.fields) {
    if (!(field.name in start) && !(field.name in (form.permissions[START_NODE_KEY] ?? {}))) {
      start[field.name] = 'w';
      changed = true;
    }
  }
  return changed
    ? { ...settings, permissions: { ...settings.permissions, [START_NODE_KEY]: start } }
    : settings;
}

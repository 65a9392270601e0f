import { ISOInterval } from '@0dep/piso';
import type BpmnModdle from 'bpmn-moddle';
import type { ModdleElement } from 'bpmn-moddle';
import { type CallVariables, callVariablesOf } from './call-variables.js';
import { expressionBody } from './expressions.js';

/**
 * What the portal runs itself in a model another tool wrote, besides user tasks (model.ts reads the rest):
 * - BPMN timers (boundary events, interrupting or not, and intermediate catches; ISO 8601 durations and
 *   dates, and repeating cycles on non-interrupting boundary events) are rows with a due time (timers.ts), fired by the poller of any server process. The engine
 *   lives for one step, so its own timer is set a hundred years ahead and never fires by itself: it fires
 *   when the row's step tells it to.
 * - Service, send, script and business-rule tasks run a built-in implementation the model names with
 *   `camunda:type` / `flowable:type` (the Flowable mail task's attribute): `message` (an inner message),
 *   `mail` (queued in the award e-mails' outbox, process-mail.ts), `setVariable`, with its fields as `camunda:field` / `flowable:field` (stringValue, expression,
 *   or a string / expression child) or Camunda input parameters. Anything else stops there with an incident
 *   that names the element and why (incidents.ts).
 * - Call activities start the definition their calledElement names (auto-steps.ts).
 * - A timer start event (the process's only start event) starts instances on its schedule (timer-starts.ts):
 *   the engine gets it as a plain start event, so that a start, by the schedule or by hand, goes past it at once.
 */

/** The engine's own wait for a timer: longer than any instance runs, and above setTimeout's range. */
export const ENGINE_TIMER = 'P100Y';

/** The built-in implementations, by the name a model gives them. */
export const BUILT_IN_TASKS = ['message', 'mail', 'setVariable'] as const;
export type BuiltInTask = (typeof BUILT_IN_TASKS)[number];

export interface ModelTimer {
  /**
   * timeDuration (from when the event starts waiting), timeDate (a moment), or timeCycle (a non-interrupting
   * boundary event's repeating interval, `R3/PT1H`: each time it fires the engine waits again, as often as
   * the model says).
   */
  type: 'timeDuration' | 'timeDate' | 'timeCycle';
  /** The model's text: `PT2H`, `2026-12-31T09:00:00Z`, `R3/PT1H`, or one `${…}` expression giving either. */
  value: string;
  /** A boundary event's task. */
  attachedTo?: string;
  /** A boundary event that cancels its task (cancelActivity, true by default). */
  interrupting: boolean;
}

/** A process's start event with a timer: when the portal starts instances of the definition by itself. */
export interface ModelTimerStart extends Pick<ModelTimer, 'type' | 'value'> {
  nodeId: string;
  /** Its name, or its id. */
  name: string;
  /** Why it cannot be scheduled, naming it (the deploy refuses the model with this sentence). */
  problem?: string;
}

export interface ModelServiceTask {
  /** The BPMN local name (serviceTask, sendTask, scriptTask, businessRuleTask). */
  type: string;
  /** Its name, or its id. */
  name: string;
  builtIn?: BuiltInTask;
  fields: Record<string, string>;
  /** Why the portal cannot run it (the incident's text when it is reached). */
  problem?: string;
}

export interface ModelCall extends CallVariables {
  calledElement: string;
}

export interface ModelRunning {
  timers: Record<string, ModelTimer>;
  serviceTasks: Record<string, ModelServiceTask>;
  calls: Record<string, ModelCall>;
  timerStarts: ModelTimerStart[];
  /** Elements still refused (a cycle timer), by id with the reason's type text. */
  refused: { element: ModdleElement; type: string }[];
  changed: boolean;
}

const SERVICE_TYPES = new Set([
  'bpmn:ServiceTask',
  'bpmn:SendTask',
  'bpmn:ScriptTask',
  'bpmn:BusinessRuleTask',
]);

const localName = (type: string) => {
  const name = type.replace(/^bpmn:/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
};

type VendorReader = (element: ModdleElement | undefined, name: string) => string | undefined;

/** A field's text: its stringValue / expression attribute, or its string / expression child's body. */
function fieldText(field: ModdleElement): string {
  if (typeof field.stringValue === 'string') return field.stringValue;
  if (typeof field.expression === 'string') return field.expression;
  const children = (field.$children ?? []) as ModdleElement[];
  const child = children.find((entry) => /:(string|expression)$/.test(entry.$type));
  return String(child?.$body ?? field.$body ?? '').trim();
}

/** The fields of a service-like task: vendor fields and Camunda's input parameters, by name. */
function fieldsOf(element: ModdleElement): Record<string, string> {
  const fields: Record<string, string> = {};
  const visit = (entries: ModdleElement[]) => {
    for (const entry of entries) {
      if (/:(field|inputParameter)$/.test(entry.$type) && entry.name) fields[entry.name] = fieldText(entry);
      else if (/:inputOutput$/.test(entry.$type)) visit((entry.$children ?? []) as ModdleElement[]);
    }
  };
  visit((element.extensionElements?.values ?? []) as ModdleElement[]);
  return fields;
}

/** What the portal makes of a service-like task: its built-in implementation, or why it cannot run it. */
function serviceTaskOf(element: ModdleElement, vendor: VendorReader): ModelServiceTask {
  const type = localName(element.$type);
  const fields = fieldsOf(element);
  const label: string = element.name || element.id || type;
  const named = vendor(element, 'type');
  if (named && (BUILT_IN_TASKS as readonly string[]).includes(named))
    return { type, name: label, builtIn: named as BuiltInTask, fields };
  // The implementation the model asks for, as it names it (a Java class, an expression, an external topic…).
  const asked = ['type', 'class', 'delegateExpression', 'expression', 'topic']
    .map((name) => [name, vendor(element, name)] as const)
    .find(([, value]) => value);
  const problem = asked
    ? `节点“${label}”的实现 ${asked[0]}=${asked[1]} 不是门户内置的实现（message、mail、setVariable）`
    : element.$type === 'bpmn:ScriptTask'
      ? `节点“${label}”是脚本任务（${element.scriptFormat || '未指明语言'}），门户不运行脚本`
      : `节点“${label}”没有指明实现（camunda:type 或 flowable:type 为 message、mail 或 setVariable）`;
  return { type, name: label, fields, problem };
}

/**
 * A non-interrupting boundary event's cycle, as the engine repeats it (`R3`, `R` for ever), or undefined for
 * one the portal refuses: on another event (a cycle that interrupts fires once), an expression, or a text
 * that is not an ISO 8601 repeating interval.
 */
function cycleOf(element: ModdleElement, text: string): string | undefined {
  if (element.$type !== 'bpmn:BoundaryEvent' || element.cancelActivity !== false) return undefined;
  try {
    const interval = new ISOInterval(text.trim()).parse();
    if (interval.repeat === undefined || interval.repeat === 0) return undefined;
    return interval.repeat < 0 ? 'R' : `R${interval.repeat}`;
  } catch {
    return undefined;
  }
}

const timerOf = (element: ModdleElement): ModdleElement | undefined =>
  ((element.eventDefinitions ?? []) as ModdleElement[]).find(
    (definition) => definition.$type === 'bpmn:TimerEventDefinition',
  );

/** A start event of the process itself (not of a sub-process or an event sub-process). */
export const isProcessStart = (element: ModdleElement): boolean =>
  element.$type === 'bpmn:StartEvent' && element.$parent?.$type === 'bpmn:Process';

/**
 * A process's timer start event as the schedule reads it. Its time cannot be an expression (no variable
 * exists before the start), and it must be the only start event: the engine would otherwise run the others'
 * tokens too on each scheduled start.
 */
function timerStartOf(element: ModdleElement, timer: ModdleElement, starts: number): ModelTimerStart {
  const name = String(element.name || element.id);
  const type = (['timeCycle', 'timeDate', 'timeDuration'] as const).find((kind) => timer[kind]?.body?.trim());
  const value = type ? String(timer[type].body).trim() : '';
  const start: ModelTimerStart = { nodeId: element.id as string, name, type: type ?? 'timeDate', value };
  if (starts > 1) return { ...start, problem: `开始事件“${name}”带定时，流程中不能再有别的开始事件` };
  if (!type) return { ...start, problem: `开始事件“${name}”的定时没有写时间` };
  if (expressionBody(value) !== undefined)
    return {
      ...start,
      problem: `开始事件“${name}”的定时 ${value} 是表达式：定时启动时还没有流程变量，请写明时间`,
    };
  return start;
}

/** Reads the timers, service-like tasks and call activities of the model's flow elements, marking the timers. */
export function readRunning(
  elements: ModdleElement[],
  vendor: VendorReader,
  moddle: BpmnModdle,
): ModelRunning {
  const running: ModelRunning = {
    timers: {},
    serviceTasks: {},
    calls: {},
    timerStarts: [],
    refused: [],
    changed: false,
  };
  const processStarts = elements.filter(isProcessStart).length;
  for (const element of elements) {
    const id = element.id as string;
    if (SERVICE_TYPES.has(element.$type)) running.serviceTasks[id] = serviceTaskOf(element, vendor);
    if (element.$type === 'bpmn:CallActivity')
      running.calls[id] = { calledElement: element.calledElement ?? '', ...callVariablesOf(element) };
    const timer = timerOf(element);
    if (timer && isProcessStart(element)) {
      const start = timerStartOf(element, timer, processStarts);
      running.timerStarts.push(start);
      if (!start.problem) {
        element.eventDefinitions = [];
        running.changed = true;
      }
      continue;
    }
    if (element.$type !== 'bpmn:BoundaryEvent' && element.$type !== 'bpmn:IntermediateCatchEvent') continue;
    if (!timer) continue;
    const cycle = timer.timeCycle ? cycleOf(element, String(timer.timeCycle.body ?? '')) : undefined;
    if (cycle) {
      running.timers[id] = {
        type: 'timeCycle',
        value: String(timer.timeCycle.body).trim(),
        attachedTo: element.attachedToRef.id,
        interrupting: false,
      };
      // The engine counts the repetitions; each one's time is the row's (timers.ts).
      timer.timeCycle = moddle.create('bpmn:FormalExpression', { body: `${cycle}/${ENGINE_TIMER}` });
      running.changed = true;
      continue;
    }
    if (timer.timeCycle || !(timer.timeDuration?.body || timer.timeDate?.body)) {
      running.refused.push({ element, type: `${localName(element.$type)} (timeCycle)` });
      continue;
    }
    const type = timer.timeDuration?.body ? 'timeDuration' : 'timeDate';
    running.timers[id] = {
      type,
      value: String(timer[type].body).trim(),
      ...(element.attachedToRef ? { attachedTo: element.attachedToRef.id } : {}),
      interrupting: element.$type === 'bpmn:BoundaryEvent' ? element.cancelActivity !== false : true,
    };
    timer.timeDuration = moddle.create('bpmn:FormalExpression', { body: ENGINE_TIMER });
    timer.timeDate = undefined;
    running.changed = true;
  }
  return running;
}

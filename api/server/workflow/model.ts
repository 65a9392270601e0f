import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { expressionBody } from './expressions.js';
import { isProcessStart, type ModelRunning, readRunning } from './model-running.js';

/**
 * What the engine needs from a model another tool wrote (Camunda Modeler, Flowable, bpmn.io): who each user
 * task names as its handlers, the collections its multi-instance tasks run over, the elements it cannot
 * run, and the XML bpmn-engine gets. Read with bpmn-moddle; the vendors' attributes are read by their
 * namespace, whatever prefix the file gives them.
 */

/** The namespaces of the attributes read here: Camunda 7, Flowable and Activiti, whose attributes match. */
const VENDOR_NAMESPACES = new Set([
  'http://camunda.org/schema/1.0/bpmn',
  'http://flowable.org/bpmn',
  'http://activiti.org/bpmn',
]);

/** A user task's handlers as the model names them. */
export interface ModelAssignment {
  /** camunda:assignee / flowable:assignee: one name or expression. */
  assignee?: string;
  /** candidateUsers / candidateGroups: comma separated lists. */
  candidateUsers: string[];
  candidateGroups: string[];
  /** potentialOwner / humanPerformer / performer: a resource's name, or an expression's parts. */
  owners: string[];
}

/** A multi-instance task over a collection variable. */
export interface ModelLoop {
  collection: string;
  elementVariable?: string;
}

export interface UnsupportedElement {
  id: string;
  name: string;
  /** The BPMN local name (callActivity, serviceTask…). */
  type: string;
}

export interface ModelReading {
  /** The XML bpmn-engine runs: the model's own when nothing had to change. */
  source: string;
  unsupported: UnsupportedElement[];
  assignments: Record<string, ModelAssignment>;
  loops: Record<string, ModelLoop>;
  /** Multi-instance tasks with a number of iterations of their own (`${copies}`): nodeId → the expression. */
  counts: Record<string, string>;
  /** Multi-instance tasks that end by the model's own rule (its completion condition, or every iteration). */
  ownLoops: string[];
  /** Variables holding the initiator: `initiator`, and the start event's camunda:initiator / flowable:initiator. */
  initiatorVariables: string[];
  /** Root elements whose meaning is dropped on import (global tasks: nothing runs them), for a warning. */
  dropped: UnsupportedElement[];
  /**
   * Start events waiting for a message or a signal, in document order: a start by hand takes the first at
   * once; a message or signal of that name starts an instance there (events.ts).
   */
  eventStarts: { nodeId: string; kind: 'message' | 'signal'; name: string }[];
  /** BPMN timers, service-like tasks and call activities, as the portal runs them (model-running.ts). */
  timers: ModelRunning['timers'];
  serviceTasks: ModelRunning['serviceTasks'];
  calls: ModelRunning['calls'];
  /** The process's timer start event (timer-starts.ts): at most one, the only start event. */
  timerStarts: ModelRunning['timerStarts'];
}

/** Root elements bpmn-engine runs or resolves references to; it refuses the others (resources, global tasks…). */
const ENGINE_ROOTS = new Set([
  'bpmn:Process',
  'bpmn:Collaboration',
  'bpmn:Message',
  'bpmn:Signal',
  'bpmn:Error',
  'bpmn:Escalation',
  'bpmn:DataStore',
]);

/**
 * Flow nodes the portal cannot run: they decide in a way nothing in the model says (a complex gateway).
 * Refused at deploy and at start, naming them, so that no instance stalls on one.
 */
const UNSUPPORTED_TYPES = new Set(['bpmn:ComplexGateway']);

/** Event definitions that make an event wait for something from outside (a message, a signal, a time…). */
const WAITING_EVENTS = new Set([
  'bpmn:MessageEventDefinition',
  'bpmn:SignalEventDefinition',
  'bpmn:ConditionalEventDefinition',
]);

/**
 * Messages and signals the portal delivers (events.ts): receive tasks, catches and boundary events wait
 * for one by its name. A condition event waits for a change nothing announces: refused where it waits.
 */
const DELIVERED_EVENTS = new Set(['bpmn:MessageEventDefinition', 'bpmn:SignalEventDefinition']);

/** A start event's message or signal, by name (its id when it has none); undefined for any other. */
function eventStartOf(element: ModdleElement): ModelReading['eventStarts'][number] | undefined {
  if (element.$type !== 'bpmn:StartEvent') return undefined;
  for (const definition of (element.eventDefinitions ?? []) as ModdleElement[]) {
    const reference =
      definition.$type === 'bpmn:MessageEventDefinition'
        ? definition.messageRef
        : definition.$type === 'bpmn:SignalEventDefinition'
          ? definition.signalRef
          : undefined;
    if (reference?.id)
      return {
        nodeId: element.id as string,
        kind: definition.$type === 'bpmn:MessageEventDefinition' ? 'message' : 'signal',
        name: String(reference.name || reference.id),
      };
  }
  return undefined;
}

/** An element waiting for a message or a signal that names none: nothing could ever be delivered to it. */
function anonymousWait(element: ModdleElement): string | undefined {
  if (element.$type === 'bpmn:StartEvent' && !eventStartOf(element)) {
    const definition = ((element.eventDefinitions ?? []) as ModdleElement[])[0];
    if (definition?.$type === 'bpmn:MessageEventDefinition') return 'startEvent (messageRef)';
    if (definition?.$type === 'bpmn:SignalEventDefinition') return 'startEvent (signalRef)';
  }
  if (element.$type === 'bpmn:ReceiveTask')
    return element.messageRef ? undefined : 'receiveTask (messageRef)';
  // A boundary event naming none never fires, and its task goes on as if it had none.
  if (element.$type !== 'bpmn:IntermediateCatchEvent') return undefined;
  for (const definition of (element.eventDefinitions ?? []) as ModdleElement[]) {
    if (definition.$type === 'bpmn:MessageEventDefinition' && !definition.messageRef)
      return `${localName(element.$type)} (messageRef)`;
    if (definition.$type === 'bpmn:SignalEventDefinition' && !definition.signalRef)
      return `${localName(element.$type)} (signalRef)`;
  }
  return undefined;
}

/** The engine's own conditions call its services (bpmn-xml.ts); any other expression is the model's. */
const isServiceExpression = (text: string) => expressionBody(text)?.startsWith('environment.') ?? false;

/** What a marked expression is: a flow's condition, a completion condition, a loop's number of iterations. */
export type MarkKind = 'flow' | 'done' | 'count';

/**
 * A model's expression, marked with the element it belongs to for the engine's expression handler
 * (bpmn.ts): bpmn-elements evaluates a flow's condition without saying which flow it is.
 */
export function markExpression(kind: MarkKind, element: ModdleElement, text: string): string {
  // encodeURIComponent leaves parentheses as they are; the mark ends at the first `)`.
  const name = encodeURIComponent(element.name ?? '').replace(
    /[()]/g,
    (char) => `%${char.charCodeAt(0).toString(16)}`,
  );
  return `@${kind}(${element.id}|${name})${text}`;
}

/** A marked expression's kind, element and text, or undefined for any other. */
export function markedExpression(
  text: string,
): { kind: MarkKind; id: string; name: string; text: string } | undefined {
  const mark = /^@(flow|done|count)\(([^|)]*)\|([^)]*)\)/.exec(text);
  if (!mark) return undefined;
  const [whole, kind, id, name] = mark as unknown as [string, MarkKind, string, string];
  return { kind, id, name: decodeURIComponent(name), text: text.slice(whole.length) };
}

/** The processes of a model's definitions (a collaboration's pools among them). */
export const processesOf = (rootElement: ModdleElement): ModdleElement[] =>
  ((rootElement.rootElements ?? []) as ModdleElement[]).filter((element) => element.$type === 'bpmn:Process');

/** Every flow element, those of sub-processes included, in document order. */
export function flowElementsOf(container: ModdleElement): ModdleElement[] {
  return ((container.flowElements ?? []) as ModdleElement[]).flatMap((element) => [
    element,
    ...flowElementsOf(element),
  ]);
}

const localName = (type: string) => {
  const name = type.replace(/^bpmn:/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
};

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The vendor attributes of the model, by local name: the prefixes are the file's own. */
function vendorReader(definitions: ModdleElement) {
  const vendorPrefixes = new Set(
    Object.entries((definitions.$attrs ?? {}) as Record<string, string>)
      .filter(([key, uri]) => key.startsWith('xmlns:') && VENDOR_NAMESPACES.has(uri))
      .map(([key]) => key.slice('xmlns:'.length)),
  );
  return (element: ModdleElement | undefined, name: string): string | undefined => {
    for (const [key, value] of Object.entries((element?.$attrs ?? {}) as Record<string, string>)) {
      const [prefix, local] = key.split(':');
      if (local === name && prefix && vendorPrefixes.has(prefix)) return value;
    }
    return undefined;
  };
}

/** A resource role's people: its resource's name, or its expression split at the top-level commas. */
function ownersOf(role: ModdleElement): string[] {
  if (role.resourceRef) return [role.resourceRef.name ?? role.resourceRef.id].filter(Boolean);
  const body: string = role.resourceAssignmentExpression?.expression?.body ?? '';
  if (expressionBody(body) !== undefined) return [body.trim()];
  return list(body);
}

function unsupportedOf(elements: ModdleElement[]): UnsupportedElement[] {
  const found: UnsupportedElement[] = [];
  const add = (element: ModdleElement, type = localName(element.$type)) =>
    found.push({ id: element.id ?? '', name: element.name || element.id || type, type });
  for (const element of elements) {
    const waits = ((element.eventDefinitions ?? []) as ModdleElement[]).find((definition) =>
      WAITING_EVENTS.has(definition.$type),
    );
    // A sub-process's or event sub-process's timer start: the process's own are scheduled (timer-starts.ts).
    const timerStart =
      element.$type === 'bpmn:StartEvent' &&
      !isProcessStart(element) &&
      ((element.eventDefinitions ?? []) as ModdleElement[]).some(
        (definition) => definition.$type === 'bpmn:TimerEventDefinition',
      );
    const anonymous = anonymousWait(element);
    if (UNSUPPORTED_TYPES.has(element.$type)) add(element);
    else if (anonymous) add(element, anonymous);
    // A process started by a condition waits for it (the portal starts processes itself; one started by a
    // message or a signal is started by it, or by hand: events.ts; one started by a time, on its schedule:
    // timer-starts.ts); a catch in the middle waits
    // for a message or signal the portal delivers, a condition event for a change nothing announces
    // (timers are run: model-running.ts; a task's boundary condition event never fires, and its task goes
    // on as if it had none).
    else if (element.$type === 'bpmn:StartEvent' && waits && !DELIVERED_EVENTS.has(waits.$type)) add(element);
    else if (element.$type === 'bpmn:IntermediateCatchEvent' && waits && !DELIVERED_EVENTS.has(waits.$type))
      add(element);
    else if (timerStart) add(element, 'startEvent (timer)');
    // A condition in a script language would run that script (bpmn-engine's default runs JavaScript).
    else if (element.$type === 'bpmn:SequenceFlow' && element.conditionExpression?.language)
      add(element, `sequenceFlow (${element.conditionExpression.language})`);
  }
  return found;
}

async function read(bpmnXml: string): Promise<ModelReading> {
  const moddle = new BpmnModdle();
  const { rootElement, references } = await moddle.fromXML(bpmnXml);
  const vendor = vendorReader(rootElement);
  const roots = (rootElement.rootElements ?? []) as ModdleElement[];
  const processes = processesOf(rootElement);
  const elements = processes.flatMap(flowElementsOf);
  let changed = false;

  const assignments: Record<string, ModelAssignment> = {};
  const loops: Record<string, ModelLoop> = {};
  const counts: Record<string, string> = {};
  const ownLoops: string[] = [];
  const initiatorVariables = new Set(['initiator']);
  for (const element of elements) {
    const initiator = vendor(element, 'initiator');
    if (element.$type === 'bpmn:StartEvent' && initiator) initiatorVariables.add(initiator);
    const roles = (element.resources ?? []) as ModdleElement[];
    if (roles.length > 0) {
      // The portal assigns the people itself; bpmn-engine cannot read a resourceRef-only role.
      element.resources = [];
      changed = true;
    }
    if (element.$type === 'bpmn:UserTask') {
      const assignment: ModelAssignment = {
        assignee: vendor(element, 'assignee'),
        candidateUsers: list(vendor(element, 'candidateUsers')),
        candidateGroups: list(vendor(element, 'candidateGroups')),
        owners: roles.flatMap(ownersOf),
      };
      if (assignment.assignee || Object.values(assignment).some((value) => value?.length))
        assignments[element.id as string] = assignment;
    }
    const loop = element.loopCharacteristics as ModdleElement | undefined;
    // The vendors' collection attribute, or the standard loopDataInputRef naming the collection variable (a
    // data object's or property's id, or a variable's name that nothing in the model resolves).
    const named =
      vendor(loop, 'collection') ??
      references.find((entry) => entry.element === loop && entry.property === 'bpmn:loopDataInputRef')?.id;
    // A bare variable name is read as the expression of that variable (Camunda reads `approvers` so too).
    const collection = named && expressionBody(named) === undefined ? `\${${named.trim()}}` : named;
    if (loop && collection) {
      loops[element.id as string] = {
        collection,
        elementVariable:
          vendor(loop, 'elementVariable') ?? (loop.inputDataItem?.name || loop.inputDataItem?.id),
      };
      // As many iterations as the portal found people for the collection's items (steps.ts).
      loop.loopCardinality = moddle.create('bpmn:FormalExpression', {
        body: `\${environment.services.signers('${element.id}')}`,
      });
      changed = true;
    }
    const cardinality = loop?.loopCardinality as ModdleElement | undefined;
    if (!collection && cardinality?.body && !isServiceExpression(cardinality.body)) {
      counts[element.id as string] = cardinality.body;
      cardinality.body = markExpression('count', element, cardinality.body);
      changed = true;
    }
    const completion = loop?.completionCondition as ModdleElement | undefined;
    if (loop && !(completion?.body && isServiceExpression(completion.body)))
      ownLoops.push(element.id as string);
    if (completion?.body && !isServiceExpression(completion.body)) {
      completion.body = markExpression('done', element, completion.body);
      changed = true;
    }
    const condition = element.conditionExpression as ModdleElement | undefined;
    if (condition?.body && !condition.language && !isServiceExpression(condition.body)) {
      condition.body = markExpression('flow', element, condition.body);
      changed = true;
    }
  }
  // A model drawn only to be read (the BPMN MIWG's, a modeler's default) marks no process executable: its one
  // process is the one deployed (deploy.ts), and the engine runs only executable ones.
  if (processes.length === 1 && !processes.some((process) => process.isExecutable)) {
    (processes[0] as ModdleElement).isExecutable = true;
    changed = true;
  }
  const running = readRunning(elements, vendor, moddle);
  if (running.changed) changed = true;
  const kept = roots.filter((element) => ENGINE_ROOTS.has(element.$type));
  // A global task is a task defined once for call activities to call: the engine runs none of them.
  const dropped = roots
    .filter((element) => /^bpmn:Global\w*Task$/.test(element.$type))
    .map((element) => ({
      id: element.id ?? '',
      name: element.name || element.id || '',
      type: localName(element.$type),
    }));
  if (kept.length !== roots.length) {
    // Resources, item definitions and global tasks mean nothing to the engine, which refuses them.
    rootElement.rootElements = kept;
    changed = true;
  }
  return {
    source: changed ? (await moddle.toXML(rootElement)).xml : bpmnXml,
    unsupported: [
      ...unsupportedOf(elements),
      ...running.refused.map(({ element, type }) => ({
        id: element.id ?? '',
        name: element.name || element.id || type,
        type,
      })),
    ],
    assignments,
    loops,
    counts,
    ownLoops,
    initiatorVariables: [...initiatorVariables],
    dropped,
    eventStarts: processes
      .flatMap((process) => (process.flowElements ?? []) as ModdleElement[])
      .flatMap((element) => eventStartOf(element) ?? []),
    timers: running.timers,
    serviceTasks: running.serviceTasks,
    calls: running.calls,
    timerStarts: running.timerStarts,
  };
}

/** Caches one reading per XML: a definition version's XML never changes and is read at every step. */
export function cachedByXml<T>(reader: (bpmnXml: string) => Promise<T>): (bpmnXml: string) => Promise<T> {
  const MAX_CACHED = 64;
  const readings = new Map<string, Promise<T>>();
  return (bpmnXml) => {
    let reading = readings.get(bpmnXml);
    if (!reading) {
      reading = reader(bpmnXml);
      reading.catch(() => readings.delete(bpmnXml));
      if (readings.size >= MAX_CACHED) readings.delete(readings.keys().next().value as string);
      readings.set(bpmnXml, reading);
    }
    return reading;
  };
}

const readingOf = cachedByXml(read);

/**
 * The model as the engine runs it: the one cached reading, shared by every caller (it is read on every
 * step, so it is not copied; nobody writes to it).
 */
export function modelOf(bpmnXml: string): Promise<Readonly<ModelReading>> {
  return readingOf(bpmnXml);
}

import type { StepFacts } from './bpmn.js';
import { ExpressionProblem, evaluateExpression, expressionBody } from './expressions.js';
import type { BuiltInTask } from './model-running.js';
import { mailOf, type ProcessMail } from './process-mail.js';

/**
 * The portal's implementations of service, send, script and business-rule tasks inside the engine's step.
 * bpmn-engine asks an extension for a service task's Service and the scripts handler for a script task's
 * script; both come here. A built-in task does its work on the step's facts (a variable set is read by the
 * conditions after it) and reports what the caller writes to the database (a message to send); a task the
 * portal cannot run reports an incident and never calls back, so that it waits, in the engine's state, for
 * an administrator to retry it (it runs again when the state resumes) or skip it (StepFacts.skip).
 * No script runs.
 */

/** A service-like task that could not run, by its execution. */
export interface StepIncident {
  nodeId: string;
  executionId: string;
  message: string;
}

/** What a built-in task did, for the caller to write. */
export interface ServiceEffect {
  nodeId: string;
  kind: BuiltInTask;
  /** The task's fields with their expressions evaluated over the step's variables. */
  fields: Record<string, string>;
  /** A mail task's mail (process-mail.ts). */
  mail?: ProcessMail;
}

export interface EngineRun {
  incidents: Map<string, StepIncident>;
  effects: ServiceEffect[];
  extensions: Record<string, (activity: ServiceActivity) => void>;
  scripts: {
    register(): undefined;
    getScript(format: string, activity: ServiceActivity): EngineScript | undefined;
  };
}

interface ServiceActivity {
  id: string;
  type: string;
  behaviour: { Service?: unknown };
}

type Callback = (error: Error | null, output?: unknown) => void;

interface EngineScript {
  execute(scope: { content: { executionId: string } }, callback: Callback): void;
}

const SERVICE_LIKE = new Set(['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask']);

export const asText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Where the expression opened at `start` (`${` or `#{`) closes: its `}` outside quoted text, or -1. */
function closingOf(text: string, start: number): number {
  let quote = '';
  for (let at = start + 2; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (quote) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '}') return at;
  }
  return -1;
}

/**
 * A field's value: its text with each `${…}` / `#{…}` in it evaluated over the variables (JUEL's templates),
 * each value written by `write` (as text, or escaped for a mail's markup).
 */
export function fieldValue(
  text: string,
  variables: Record<string, unknown>,
  write: (value: unknown) => string = asText,
): string {
  let result = '';
  let at = 0;
  for (;;) {
    const start = text.slice(at).search(/[$#]\{/);
    if (start === -1) return result + text.slice(at);
    const open = at + start;
    const close = closingOf(text, open);
    if (close === -1) throw new ExpressionProblem('表达式格式不正确');
    result += text.slice(at, open) + write(evaluateExpression(text.slice(open, close + 1), variables));
    at = close + 1;
  }
}

/** The value setVariable gives: an expression's own value (a number stays a number), or the text. */
function variableValue(text: string, variables: Record<string, unknown>): unknown {
  return expressionBody(text) === undefined ? text : evaluateExpression(text, variables);
}

/** Runs one built-in task on the facts; throws why it cannot (an expression, a missing field). */
function runBuiltIn(
  facts: StepFacts,
  nodeId: string,
  builtIn: BuiltInTask,
  fields: Record<string, string>,
): ServiceEffect {
  if (builtIn === 'mail') return { nodeId, kind: builtIn, fields: {}, mail: mailOf(fields, facts) };
  const required = builtIn === 'setVariable' ? ['name'] : ['to'];
  const missing = required.filter((name) => !fields[name]?.trim());
  if (missing.length > 0) throw new ExpressionProblem(`缺少字段 ${missing.join('、')}`);
  if (builtIn === 'setVariable') {
    const name = (fields.name as string).trim();
    facts.values[name] = variableValue(fields.value ?? '', facts.values);
    return { nodeId, kind: builtIn, fields: { name, value: JSON.stringify(facts.values[name]) } };
  }
  const evaluated = Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [name, fieldValue(text, facts.values)]),
  );
  return { nodeId, kind: builtIn, fields: evaluated };
}

export function runsFor(facts: StepFacts): EngineRun {
  const incidents = new Map<string, StepIncident>();
  const effects: ServiceEffect[] = [];
  const run = (nodeId: string, executionId: string, callback: Callback) => {
    if (facts.skip?.includes(executionId)) return callback(null);
    const task = facts.serviceTasks?.[nodeId];
    let message = task?.problem ?? `节点“${nodeId}”没有门户能运行的实现`;
    if (task?.builtIn) {
      try {
        effects.push(runBuiltIn(facts, nodeId, task.builtIn, task.fields));
        return callback(null);
      } catch (error) {
        if (!(error instanceof ExpressionProblem)) throw error;
        message = `节点“${task.name}”（${task.builtIn}）无法运行：${error.message}`;
      }
    }
    // Never called back: the task waits in the engine's state until retried or skipped.
    incidents.set(executionId, { nodeId, executionId, message });
  };
  const Service = (activity: ServiceActivity) =>
    function PortalService() {
      return {
        execute(message: { content: { executionId: string } }, callback: Callback) {
          run(activity.id, message.content.executionId, callback);
        },
      };
    };
  return {
    incidents,
    effects,
    extensions: {
      portalTasks(activity: ServiceActivity) {
        if (SERVICE_LIKE.has(activity.type)) activity.behaviour.Service = Service(activity);
      },
    },
    scripts: {
      register() {
        return undefined;
      },
      getScript(_format: string, activity: ServiceActivity): EngineScript | undefined {
        // A sequence flow's condition asks too: none is a script (model.ts refuses script conditions).
        if (activity.type !== 'bpmn:ScriptTask') return undefined;
        return { execute: (scope, callback) => run(activity.id, scope.content.executionId, callback) };
      },
    },
  };
}

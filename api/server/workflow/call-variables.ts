import type { ModdleElement } from 'bpmn-moddle';
import type { FormValues } from '../../contract/workflow.js';
import { evaluateExpression } from './expressions.js';

/**
 * The variables a call activity passes to its child and takes back (Camunda's and Flowable's `in` / `out`
 * extension elements): `source` → `target`, a `sourceExpression` (evaluated over the giving instance's
 * variables by expressions.ts) → `target`, or `variables="all"`.
 *
 * - In: a call activity naming no `in` passes all the parent's variables (as the portal always started a
 *   child with its parent's form values); one naming any passes only those.
 * - Out: a call activity naming no `out` takes nothing back (as Camunda and Flowable do); one naming any
 *   sets those on the parent when the child ends, before it moves on.
 */

export interface VariableMapping {
  source?: string;
  sourceExpression?: string;
  target?: string;
  /** variables="all". */
  all?: boolean;
}

export interface CallVariables {
  inputs?: VariableMapping[];
  outputs?: VariableMapping[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The `in` / `out` mappings of a call activity, whatever prefix its vendor namespace has. */
export function callVariablesOf(element: ModdleElement): CallVariables {
  const read = (local: 'in' | 'out') =>
    ((element.extensionElements?.values ?? []) as ModdleElement[])
      .filter((entry) => entry.$type.endsWith(`:${local}`))
      .map((entry): VariableMapping => {
        const attribute = (name: string) => text(entry[name] ?? entry.$attrs?.[name]);
        return {
          ...(attribute('variables') === 'all' ? { all: true } : {}),
          ...(attribute('source') ? { source: attribute('source') } : {}),
          ...(attribute('sourceExpression') ? { sourceExpression: attribute('sourceExpression') } : {}),
          ...(attribute('target') ? { target: attribute('target') } : {}),
        };
      })
      .filter((mapping) => mapping.all || (mapping.target && (mapping.source || mapping.sourceExpression)));
  const inputs = read('in');
  const outputs = read('out');
  return {
    ...(inputs.length > 0 ? { inputs } : {}),
    ...(outputs.length > 0 ? { outputs } : {}),
  };
}

/**
 * The variables `mappings` give from `from`: all of them without mappings when `allByDefault`, none
 * otherwise. Throws the expression's problem when a sourceExpression cannot be evaluated.
 */
export function mappedVariables(
  mappings: VariableMapping[] | undefined,
  from: FormValues,
  allByDefault: boolean,
): FormValues {
  if (!mappings) return allByDefault ? { ...from } : {};
  const result: FormValues = {};
  for (const mapping of mappings) {
    if (mapping.all) Object.assign(result, from);
    else if (mapping.target && mapping.sourceExpression)
      result[mapping.target] = evaluateExpression(mapping.sourceExpression, from);
    else if (mapping.target && mapping.source && mapping.source in from)
      result[mapping.target] = from[mapping.source];
  }
  return result;
}

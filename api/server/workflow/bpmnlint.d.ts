/** The little of bpmnlint (no package types) that the deploy check uses. */
declare module 'bpmnlint' {
  import type { ModdleElement } from 'bpmn-moddle';

  /** One finding of a rule: the element's id, bpmnlint's English message, error or warn. */
  export interface LintReport {
    id?: string;
    message: string;
    category: 'error' | 'warn' | 'info' | 'rule-error';
  }

  export class Linter {
    constructor(options: { config: Record<string, unknown>; resolver: unknown });
    lint(definitions: ModdleElement): Promise<Record<string, LintReport[]>>;
  }

  const bpmnlint: { Linter: typeof Linter };
  export default bpmnlint;
}

declare module 'bpmnlint/lib/resolver/node-resolver.js' {
  /** Finds rules and configurations by Node's module resolution, from the given require. */
  export default class NodeResolver {
    constructor(options?: { require?: NodeRequire; requireLocal?: NodeRequire });
  }
}

import { msg, str } from '@lit/localize';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { DeployResult, ModelProblem } from '../../api/contract/workflow-deploy.js';

declare module './eip-element.js' {
  interface EipEventDetailMap {
    /** A BPMN model was deployed: the new definition version, with the model check's warnings. */
    'eip-process-deploy': DeployResult;
  }
}

/**
 * What a deploy of a BPMN model (def/deploy) told the administrator, shown by the process list's import
 * and by the designer's save: the version made with the model check's warnings, or the refusal. The
 * server names every finding's rule and element in the caller's language; a refusal lists them in one
 * message, one finding after each list separator, shown here one per line.
 */
export type DeployOutcome =
  | { kind: 'deployed'; result: DeployResult }
  | { kind: 'refused'; message: string }
  /** The designer saved a version's settings and form without deploying. */
  | { kind: 'saved'; message: string }
  | undefined;

export const deployOutcomeStyles = css`
  .deploy-outcome {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    margin: 0;
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border-radius: var(--sl-border-radius-medium);
    border: 1px solid var(--eip-color-border);
    font-size: var(--sl-font-size-small);
    line-height: var(--sl-line-height-normal);
  }
  .deploy-outcome--refused {
    border-color: var(--sl-color-danger-300);
    background: var(--sl-color-danger-50);
    color: var(--sl-color-danger-800);
  }
  .deploy-outcome--deployed {
    border-color: var(--sl-color-success-300);
    background: var(--sl-color-success-50);
    color: var(--sl-color-neutral-900);
  }
  .deploy-outcome p {
    margin: 0;
    font-weight: var(--sl-font-weight-semibold);
  }
  .deploy-outcome ul {
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .deploy-outcome .warnings {
    color: var(--sl-color-warning-800);
  }
  .deploy-outcome code {
    font-family: var(--sl-font-mono);
  }
`;

/** A warning of the model check: its element, its rule and what is wrong. */
function renderProblem(problem: ModelProblem): TemplateResult {
  const element =
    problem.name && problem.name !== problem.id ? `${problem.id}（${problem.name}）` : problem.id;
  return html`<li>
    ${msg(str`元素 ${element}`)} · ${msg('规则')} <code>${problem.rule}</code>：${problem.message}
  </li>`;
}

/** The refusal's findings: the text before the first colon is its heading, the rest one finding a line. */
function splitRefusal(message: string): { heading: string; items: string[] } {
  const colon = message.search(/：|: /);
  if (colon < 0) return { heading: message, items: [] };
  const rest = message.slice(colon + (message[colon] === '：' ? 1 : 2));
  // A finding's own text may hold a semicolon: a new one starts with its element (元素 …, element …).
  const items = rest.split(/(?:；|; )(?=元素 |element )/).filter((item) => item.trim());
  return items.length > 1 || /rule|规则|規則/.test(rest)
    ? { heading: message.slice(0, colon), items }
    : { heading: message, items: [] };
}

export function renderDeployOutcome(outcome: DeployOutcome): TemplateResult | typeof nothing {
  if (!outcome) return nothing;
  if (outcome.kind === 'refused') {
    const { heading, items } = splitRefusal(outcome.message);
    return html`<div part="outcome" class="deploy-outcome deploy-outcome--refused" role="alert">
      <p>${heading}</p>
      ${items.length ? html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>` : nothing}
    </div>`;
  }
  if (outcome.kind === 'saved') {
    return html`<div part="outcome" class="deploy-outcome deploy-outcome--deployed" role="status">
      <p>${outcome.message}</p>
    </div>`;
  }
  const { defKey, version, warnings } = outcome.result;
  return html`<div part="outcome" class="deploy-outcome deploy-outcome--deployed" role="status">
    <p>${msg(str`已部署 ${defKey} 第 ${version} 版`)}</p>
    ${
      warnings.length
        ? html`<span class="warnings">${msg(str`模型检查有 ${warnings.length} 条提醒：`)}</span>
          <ul class="warnings">${warnings.map(renderProblem)}</ul>`
        : nothing
    }
  </div>`;
}

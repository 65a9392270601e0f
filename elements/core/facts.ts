import { html, nothing, type TemplateResult } from 'lit';
import { formatMoney } from './format.js';

/**
 * The facts of a detail's `<dl>` (notice-detail, tender-detail, registration-detail): a label and
 * its value, left out when the value is empty; `wide` spans the row (factTableStyles).
 */
export function renderFact(
  label: string,
  value: TemplateResult | string,
  wide = false,
): TemplateResult | typeof nothing {
  return value
    ? html`<div class=${wide ? 'wide' : nothing}><dt>${label}</dt><dd>${value}</dd></div>`
    : nothing;
}

/** An amount of money, marked for its colour (`.money`), or '' when there is none. */
export function renderMoney(value: number | string | null | undefined): TemplateResult | string {
  const text = formatMoney(value);
  return text ? html`<span class="money">${text}</span>` : '';
}

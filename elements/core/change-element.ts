import { msg } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { Envelope } from '../../api/contract/envelope.js';
import { EipElement } from './eip-element.js';
import { failureText } from './forms/server-calls.js';

/**
 * The base of the administration elements that make one change at a time (the people administration,
 * the structure editors): `busy` while a call runs, the server's refusal in `refusal` (shown where the
 * user acted), `tried` once the user submitted the form shown.
 */
export abstract class ChangeElement extends EipElement {
  @state() protected busy = false;
  /** The server's refusal of the last change, or why the call failed. */
  @state() protected refusal = '';
  /** The user tried to submit the form shown: its empty required fields say so. */
  @state() protected tried = false;

  /**
   * Runs one call unless one runs already. A refusal (state false) or a failure lands in `refusal`; after
   * a success `changed` hears the server's message (to tell the page) and the value is answered.
   */
  protected async runChange<T>(
    work: () => Promise<Envelope<T>>,
    changed: (message: string) => void,
  ): Promise<{ value: T | undefined } | undefined> {
    if (this.busy) return undefined;
    this.busy = true;
    this.refusal = '';
    try {
      const answer = await work();
      if (!answer.state) throw new Error(answer.message || msg('操作失败'));
      changed(answer.message);
      return { value: answer.value };
    } catch (error) {
      this.refusal = failureText(error);
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  protected renderRefusal(): TemplateResult {
    return html`<div class="reason" role="alert">${this.refusal || nothing}</div>`;
  }
}

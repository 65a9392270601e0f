import { msg } from '@lit/localize';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { renderFormMessage } from './forms/form-field.js';

/**
 * The state of a list's add-or-edit form (mail accounts, mail contacts): what is typed, the problems
 * of its fields, the server's refusal, and the form's one message line. The host renders the form
 * while `form` is set.
 */
export class EditFormController<Form extends object, Field extends string> implements ReactiveController {
  form: Form | undefined;
  problems: Partial<Record<Field, string>> = {};
  refusal = '';

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode },
    /** The field focused when the form opens. */
    private readonly firstField: string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Opens the form with these values, its problems and refusal cleared. */
  open(form: Form): void {
    this.form = form;
    this.problems = {};
    this.refusal = '';
    this.host.requestUpdate();
    void this.host.updateComplete.then(() =>
      this.host.renderRoot.querySelector<HTMLElement>(`#${this.firstField}`)?.focus(),
    );
  }

  close(): void {
    this.form = undefined;
    this.host.requestUpdate();
  }

  /** What the user typed; the field's problem and the refusal go away. */
  change(patch: Partial<Form>, field?: Field): void {
    if (!this.form) return;
    this.form = { ...this.form, ...patch };
    if (field && this.problems[field]) this.problems = { ...this.problems, [field]: undefined };
    this.refusal = '';
    this.host.requestUpdate();
  }

  /** Shows the problems found; answers whether there were none. */
  check(problems: Partial<Record<Field, string>>): boolean {
    this.problems = problems;
    this.host.requestUpdate();
    return Object.values(problems).every((problem) => !problem);
  }

  refuse(text: string): void {
    this.refusal = text;
    this.host.requestUpdate();
  }

  /** The form's message line: the refusal, or the warning while fields have problems. */
  renderMessage(): TemplateResult {
    return renderFormMessage(
      this.refusal
        ? { variant: 'danger', text: this.refusal }
        : Object.values(this.problems).some(Boolean)
          ? { variant: 'warning', text: msg('请按提示填写后再提交') }
          : null,
    );
  }
}

import type { ReactiveControllerHost } from 'lit';

/**
 * Which fields of a form show their problem. The problem itself is computed on every render by the
 * element's `check`, so a shown message always matches what is typed and the current language.
 * A field shows its problem once the user left it with something typed, or after a submit attempt.
 */
export class FormValidation<Field extends string> {
  private readonly shown = new Set<Field>();

  constructor(
    private readonly host: ReactiveControllerHost,
    /** In the order the fields appear, so the first invalid one is the first the user meets. */
    private readonly fields: readonly Field[],
    private readonly check: (field: Field) => string | null,
  ) {}

  /** The message to show under a field, or null. */
  error(field: Field): string | null {
    return this.shown.has(field) ? this.check(field) : null;
  }

  /** True when the field shows a problem (for `aria-invalid`). */
  invalid(field: Field): boolean {
    return this.error(field) !== null;
  }

  /** Starts showing a field's problem (on blur with a value typed). */
  show(field: Field): void {
    if (this.shown.has(field)) return;
    this.shown.add(field);
    this.host.requestUpdate();
  }

  /** Stops showing a field's problem (its field was swapped out, e.g. another way of signing). */
  hide(field: Field): void {
    if (this.shown.delete(field)) this.host.requestUpdate();
  }

  /** Shows every field's problem; answers the first invalid field, or undefined when all pass. */
  showAll(): Field | undefined {
    for (const field of this.fields) this.shown.add(field);
    this.host.requestUpdate();
    return this.fields.find((field) => this.check(field) !== null);
  }

  /**
   * Before a submit: shows every problem and moves focus to the first invalid field. Answers whether
   * every field passes.
   */
  async checkAll(root: ParentNode): Promise<boolean> {
    const invalid = this.showAll();
    if (invalid === undefined) return true;
    await this.host.updateComplete;
    root.querySelector<HTMLElement>(`#${invalid}`)?.focus();
    return false;
  }

  /** True when some field currently shows a problem. */
  get hasShownErrors(): boolean {
    return this.fields.some((field) => this.error(field) !== null);
  }

  /** Hides every message (a form opened afresh). */
  reset(): void {
    this.shown.clear();
    this.host.requestUpdate();
  }
}

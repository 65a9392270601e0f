import type { PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { EipElement } from './eip-element.js';

/** What every form control reports when the user changed its value; `value` has the element's value type. */
export interface EipChangeDetail {
  value: unknown;
}

declare module './eip-element.js' {
  interface EipEventDetailMap {
    'eip-change': EipChangeDetail;
  }
}

/** Why a control is invalid, with the message a browser shows when the form is submitted. */
export interface ControlValidity {
  flags: ValidityStateFlags;
  message: string;
}

/**
 * The base of every form control (file-upload, signature-field, the inputs of dialog forms): it is
 * form-associated through `ElementInternals`, so a plain `<form>` on an intranet page submits its
 * value under `name`, validates it (`required`, or a rule of the element), resets it and disables it
 * with a `<fieldset disabled>`.
 *
 * A subclass says how its value is serialised (`formValue`), restored (`restoreFormValue`) and when it
 * counts as empty (`isEmptyValue`). The value set from code (attribute or property) is the default
 * that a form reset returns to; what the user does in between is discarded by the reset.
 */
export abstract class FormControlElement extends EipElement {
  static formAssociated = true;

  protected readonly internals: ElementInternals;

  /** Set by a disabled `<fieldset>` or form around the control. */
  @state() protected formDisabled = false;

  /** Under this name the control's value is submitted with its form. */
  @property({ reflect: true }) name = '';

  /** The user cannot change the value, and the form does not submit it. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** The form cannot be submitted while the value is empty. */
  @property({ type: Boolean, reflect: true }) required = false;

  private defaultFormValue: string | null = null;
  /** Set by changeByUser until the next update has seen the user's value. */
  private userValuePending = false;

  constructor() {
    super();
    this.internals = this.attachInternals();
  }

  /** The form the control belongs to, if any. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** Why the value is invalid, if it is (valueMissing, customError). */
  get validity(): ValidityState {
    return this.internals.validity;
  }

  /** The message the browser shows for an invalid value. */
  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  /** Whether the form checks this control when it is submitted. */
  get willValidate(): boolean {
    return this.internals.willValidate;
  }

  /** Whether the value satisfies the control's rules; fires `invalid` when it does not. */
  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  /** Like checkValidity, and the browser shows the message at the control. */
  reportValidity(): boolean {
    return this.internals.reportValidity();
  }

  /** Disabled by its own property or by a disabled fieldset or form around it. */
  protected get isDisabled(): boolean {
    return this.disabled || this.formDisabled;
  }

  /** The control's value as its form submits it; null submits nothing. */
  protected abstract formValue(): string | null;

  /** Applies a submitted value again (form reset, the browser restoring a page from history). */
  protected abstract restoreFormValue(serialized: string | null): void;

  /** Whether the value counts as missing for `required`. */
  protected abstract isEmptyValue(): boolean;

  /** Whether the value is required right now (a subclass may add its own reason, e.g. a permission). */
  protected isRequired(): boolean {
    return this.required;
  }

  /** The message when a required value is missing. */
  protected abstract valueMissingMessage(): string;

  /** A subclass's own rule; undefined when the value is fine. */
  protected customValidity(): ControlValidity | undefined {
    return undefined;
  }

  /** Where the browser points its validation bubble; defaults to the control itself. */
  protected validationAnchor(): HTMLElement | undefined {
    return undefined;
  }

  /** Runs a change the user made; value properties set inside it are not taken as the new default. */
  protected changeByUser(change: () => void): void {
    change();
    this.userValuePending = true;
  }

  /** Reports a user's change: the `eip-change` event with the new value. */
  protected emitChange(value: unknown): void {
    this.emit('eip-change', { value });
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('value') && !this.userValuePending) this.defaultFormValue = this.formValue();
    this.userValuePending = false;
  }

  override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Once our own attribute is gone, :disabled tells whether a fieldset still disables us.
    if (changed.has('disabled') && !this.disabled) this.formDisabled = this.matches(':disabled');
    this.syncForm();
  }

  /** Value and validity as the form sees them; called after every render. */
  protected syncForm(): void {
    const submitted = this.isDisabled ? null : this.formValue();
    this.internals.setFormValue(submitted, submitted);
    const custom = this.customValidity();
    const anchor = this.validationAnchor();
    if (!this.isDisabled && this.isRequired() && this.isEmptyValue()) {
      this.internals.setValidity({ valueMissing: true }, this.valueMissingMessage(), anchor);
    } else if (!this.isDisabled && custom) {
      this.internals.setValidity(custom.flags, custom.message, anchor);
    } else {
      this.internals.setValidity({});
    }
  }

  formResetCallback(): void {
    this.restoreFormValue(this.defaultFormValue);
  }

  /** Called for our own `disabled` attribute too; only an ancestor's disabling is kept here. */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled && !this.hasAttribute('disabled');
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string' || state === null) this.changeByUser(() => this.restoreFormValue(state));
  }
}

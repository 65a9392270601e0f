import { msg } from '@lit/localize';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { failureText } from './server-calls.js';

/** What a submission needs of a form's FormValidation. */
interface CheckedFields {
  checkAll(root: ParentNode): Promise<boolean>;
  readonly hasShownErrors: boolean;
}

/** The form's one message line, as renderFormMessage takes it. */
export type FormMessage = { variant: 'danger' | 'warning'; text: string } | null;

/**
 * The submit of a checked form (registration, sign-up, invitation, seal, profile forms): checks
 * every field first (focus goes to the first problem), then saves with the form busy; a failure's
 * text becomes the refusal and everything typed stays. It holds `busy`, `refusal` and whether the
 * last check failed, and asks the host to render when they change.
 */
export class FormSubmission implements ReactiveController {
  private busyNow = false;
  private refusalText = '';
  private checkFailedNow = false;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    /** The form's validation (a function: some forms make theirs on first use). */
    private readonly validation: () => CheckedFields,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** True while a save runs. */
  get busy(): boolean {
    return this.busyNow;
  }

  /** The server's (or the client's) reason the last save failed, or ''. */
  get refusal(): string {
    return this.refusalText;
  }

  /**
   * The message line: the refusal (danger), else 必填项不可为空 (warning) while the failed check's
   * problems still show.
   */
  get message(): FormMessage {
    if (this.refusalText) return { variant: 'danger', text: this.refusalText };
    return this.checkFailedNow && this.validation().hasShownErrors
      ? { variant: 'warning', text: msg('必填项不可为空') }
      : null;
  }

  /**
   * Checks every field and, when all pass, runs `save` with the form busy. A failure's text becomes
   * the refusal. Does nothing while a save runs.
   */
  async submit(save: () => Promise<void>): Promise<void> {
    if (this.busyNow) return;
    this.refusalText = '';
    // checkAll shows every problem before it first awaits: the warning renders with them.
    const check = this.validation().checkAll(this.host.renderRoot);
    this.checkFailedNow = this.validation().hasShownErrors;
    this.host.requestUpdate();
    if (!(await check)) return;
    this.set(true);
    try {
      await save();
    } catch (error) {
      this.refusalText = failureText(error);
    } finally {
      this.set(false);
    }
  }

  /** Forgets the refusal and the failed check (a new record, the dialog opened again, a save that passed). */
  clear(): void {
    this.refusalText = '';
    this.checkFailedNow = false;
    this.host.requestUpdate();
  }

  /** Forgets everything, busy included (the form starts over). */
  reset(): void {
    this.busyNow = false;
    this.clear();
  }

  private set(busy: boolean): void {
    this.busyNow = busy;
    this.host.requestUpdate();
  }
}

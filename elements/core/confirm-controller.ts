import { msg } from '@lit/localize';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';

interface Question {
  title: string;
  text: string;
  confirmLabel: string;
  resolve: (answer: boolean) => void;
}

/**
 * A yes/no question in a dialog of the host's own (delete for ever, remove an account): `ask` opens it
 * and answers true only when the user confirms; `render` is placed once in the host's template.
 */
export class ConfirmController implements ReactiveController {
  private question: Question | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.answer(false);
  }

  /** Opens the dialog; resolves with the user's answer (false when it is closed any other way). */
  ask(text: string, options: { title?: string; confirmLabel?: string } = {}): Promise<boolean> {
    this.answer(false);
    return new Promise((resolve) => {
      this.question = {
        text,
        title: options.title ?? msg('提示'),
        confirmLabel: options.confirmLabel ?? msg('确定'),
        resolve,
      };
      this.host.requestUpdate();
    });
  }

  private answer(value: boolean): void {
    const question = this.question;
    if (!question) return;
    this.question = undefined;
    this.host.requestUpdate();
    question.resolve(value);
  }

  render(): TemplateResult | typeof nothing {
    const question = this.question;
    if (!question) return nothing;
    return html`<sl-dialog
      class="confirm"
      open
      label=${question.title}
      @sl-request-close=${(event: Event) => {
        if (event.target === event.currentTarget) this.answer(false);
      }}
    >
      <p>${question.text}</p>
      <sl-button slot="footer" class="confirm-cancel" @click=${() => this.answer(false)}>${msg('取消')}</sl-button>
      <sl-button slot="footer" class="confirm-ok" variant="danger" @click=${() => this.answer(true)}
        >${question.confirmLabel}</sl-button
      >
    </sl-dialog>`;
  }
}

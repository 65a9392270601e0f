import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { LinkProblem } from './link-url.js';

/** What a refused address is told, in the user's language. */
export function linkProblemText(problem: LinkProblem): string {
  switch (problem) {
    case 'empty':
      return msg('请输入链接地址');
    case 'scheme':
      return msg('只能链接 http、https、mailto 或 tel 地址');
    case 'malformed':
      return msg('链接地址格式不正确');
  }
}

export interface LinkDialogOptions {
  open: boolean;
  /** The address being typed. */
  text: string;
  problem?: LinkProblem;
  /** The cursor is on a link already: the dialog edits it and offers to remove it. */
  editing: boolean;
  onInput: (text: string) => void;
  onApply: () => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * The small dialog that asks for a link's address. Enter applies it; a refused address keeps the
 * dialog open with the reason under the field, announced as an alert.
 */
export function renderLinkDialog(options: LinkDialogOptions) {
  const problem = options.problem ? linkProblemText(options.problem) : '';
  return html`<sl-dialog
    part="link-dialog"
    class="link-dialog"
    label=${options.editing ? msg('编辑链接') : msg('插入链接')}
    ?open=${options.open}
    @sl-after-hide=${(event: Event) => {
      // A tooltip inside closing bubbles the same event; only the dialog's own counts.
      if (event.target === event.currentTarget) options.onClose();
    }}
  >
    <form
      class="link-form"
      novalidate
      @submit=${(event: Event) => {
        event.preventDefault();
        options.onApply();
      }}
    >
      <sl-input
        name="href"
        autofocus
        inputmode="url"
        autocomplete="off"
        spellcheck="false"
        placeholder="https://"
        label=${msg('链接地址')}
        help-text=${msg('网址，或 mailto: 邮件地址、tel: 电话号码')}
        .value=${live(options.text)}
        @sl-input=${(event: Event) => options.onInput((event.target as HTMLInputElement).value)}
      ></sl-input>
      <div class="link-problem" part="link-problem" role="alert">${problem}</div>
      <div class="link-actions">
        ${
          options.editing
            ? html`<sl-button class="link-remove" variant="text" @click=${options.onRemove}>${msg('移除链接')}</sl-button>`
            : nothing
        }
        <sl-button @click=${options.onClose}>${msg('取消')}</sl-button>
        <sl-button type="submit" variant="primary">${msg('确定')}</sl-button>
      </div>
    </form>
  </sl-dialog>`;
}

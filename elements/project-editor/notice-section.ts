import { msg } from '@lit/localize';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { ApiClient } from '../../api/client/index.js';
import {
  DEFAULT_NOTICE_LANGUAGE,
  NOTICE_LANGUAGE_NAMES,
  NOTICE_LANGUAGES,
  type NoticeLanguage,
  noticeLanguageOf,
} from '../../api/contract/notice-language.js';
import type { ProjectDraft } from '../../api/contract/project-editor.js';
import { NOTICE_TITLE_MAX, type NoticeDraft } from '../../api/contract/project-publication.js';
import { renderField } from '../core/forms/form-field.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { renderSelectField } from './editor-fields.js';

/**
 * The tender notice the facts being edited would publish (noticeDraft), fetched when the purchaser asks:
 * the server words it as approval would. It holds whether a fetch runs and why the last one failed.
 */
export class NoticeGenerator implements ReactiveController {
  busy = false;
  problem = '';

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Fetches the notice of `draft` and hands it to `apply`; a failure is kept in `problem`. */
  async generate(api: ApiClient, draft: ProjectDraft, apply: (notice: NoticeDraft) => void): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.problem = '';
    this.host.requestUpdate();
    try {
      const notice = acceptedValue(await api.procureProject.noticeDraft(draft));
      if (notice) apply(notice);
    } catch (error) {
      this.problem = failureText(error);
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }
}

export interface NoticeSectionOptions {
  title: string;
  content: string;
  /** The language of the project's notices ('' : zh-CN). */
  language: NoticeLanguage | '';
  /** The edited notice was written from facts that have changed since. */
  stale: boolean;
  editable: boolean;
  generator: NoticeGenerator;
  titleError: string | null;
  contentError: string | null;
  onTitle: (value: string) => void;
  onContent: (value: string) => void;
  onLanguage: (value: NoticeLanguage | '') => void;
  /** The purchaser checked a stale notice against the facts and keeps it. */
  onChecked: () => void;
  onGenerate: () => void;
}

/**
 * 招标公告: the notice approval publishes. Blank, it is generated from the facts on approval; 按项目信息生成
 * fills it from the facts as they are now, for the purchaser to read and edit.
 */
export function renderNoticeSection(options: NoticeSectionOptions): TemplateResult {
  const { generator } = options;
  return html`<div class="notice">
    <p class="field__hint notice__hint">
      ${msg('留空时，审批通过后按项目信息自动生成公告；也可以先生成，再修改后提交。')}
    </p>
    ${renderSelectField<NoticeLanguage>({
      id: 'fNoticeLanguage',
      label: msg('公告语言'),
      value: options.language || DEFAULT_NOTICE_LANGUAGE,
      choices: NOTICE_LANGUAGES.map((language) => ({
        value: language,
        label: NOTICE_LANGUAGE_NAMES[language],
      })),
      disabled: !options.editable,
      onChange: (value) => options.onLanguage(noticeLanguageOf(value)),
    })}
    <p class="field__hint notice__hint">
      ${msg('生成的公告（招标、澄清、成交公告）以此语言发布，不随访问者的界面语言变化。')}
    </p>
    ${
      options.stale && options.content
        ? html`<sl-alert class="notice__stale" variant="warning" open>
            <sl-icon slot="icon" name="exclamation-triangle" aria-hidden="true"></sl-icon>
            ${msg('项目信息在公告编辑后已有修改，公告内容可能已过时：请核对，或按项目信息重新生成。')}
            ${
              options.editable
                ? html`<sl-button size="small" @click=${options.onChecked}>${msg('已核对，保留公告')}</sl-button>`
                : nothing
            }
          </sl-alert>`
        : nothing
    }
    ${
      options.editable
        ? html`<div class="notice__actions">
            <sl-button size="small" ?loading=${generator.busy} @click=${options.onGenerate}
              >${options.content ? msg('按项目信息重新生成') : msg('按项目信息生成')}</sl-button
            >
            ${generator.problem ? html`<span class="notice__problem" role="alert">${generator.problem}</span>` : nothing}
          </div>`
        : nothing
    }
    ${renderField({
      id: 'noticeTitle',
      label: msg('公告标题'),
      value: options.title,
      error: options.titleError,
      maxlength: NOTICE_TITLE_MAX,
      readonly: !options.editable,
      onInput: options.onTitle,
    })}
    <rich-text-editor
      label=${msg('公告正文')}
      .value=${options.content}
      error=${options.contentError ?? ''}
      ?readonly=${!options.editable}
      @eip-input=${(event: CustomEvent<{ value: string }>) => options.onContent(event.detail.value)}
    ></rich-text-editor>
  </div>`;
}

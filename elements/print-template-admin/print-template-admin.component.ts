import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import type { UploadedFile } from '../../api/contract/files.js';
import {
  type GlobalPrintTemplate,
  PRINT_PLACEHOLDERS,
  type PrintPlaceholder,
} from '../../api/contract/print-template.js';
import { ChangeElement } from '../core/change-element.js';
import { formatDateTime, formatFileSize } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { currentLanguage } from '../core/localize.js';
import { saveAs } from '../core/object-urls.js';
import { printTemplateAdminStyles } from './print-template-admin.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The global print template was set (its file id) or removed (null). */
    'eip-print-template-change': { fileId: string | null };
  }
}

/** A template to start from, in the reader's language: the values, the fields and the opinions. */
const example = () =>
  [
    '{subject}',
    msg('流程：{processName}　发起人：{starter}　发起时间：{startTime}　状态：{status}'),
    '{#fields}{label}：{value}',
    '{/fields}',
    msg('审批意见：'),
    '{#opinions}{node}　{handler}　{result}　{opinion}　{time}',
    '{/opinions}',
    msg('打印：{watermark}'),
  ].join('\n');

const descriptionOf = (placeholder: PrintPlaceholder) => placeholder.description[currentLanguage()];

/**
 * The global Word print template for the workflow administrators (流程管理 › 打印模板; the server refuses
 * everyone else): the .docx every instance's 导出 Word fills instead of the built-in layout. It shows the
 * current template (or 使用内置版式), uploads a new one (checked by the server, which names a wrong
 * placeholder), downloads and removes it, and lists the placeholders with an example to copy into Word.
 *
 * @tag print-template-admin
 * @summary The global Word print template: upload, download, remove, and its placeholders.
 *
 * @csspart base - The wrapper.
 * @csspart current - The current template or the built-in layout.
 * @csspart placeholders - The table of placeholders.
 * @csspart example - The example to copy.
 * @fires eip-print-template-change - The template was set (`fileId`) or removed (`null`).
 */
@localized()
export class PrintTemplateAdmin extends ChangeElement {
  static override styles = printTemplateAdminStyles;

  /** What the last action did, announced politely. */
  @state() private outcome = '';
  /** The upload list: emptied once its file became the template (or was refused). */
  @state() private uploads: UploadedFile[] = [];

  private readonly template = new Task(this, {
    task: async (_, { signal }) => answerValue(await this.api.bpmModel.getGlobalPrintTemplate(signal)),
    args: () => [] as const,
  });

  /** Reads the template again. */
  reload(): void {
    void this.template.run();
  }

  private async uploaded(event: CustomEvent<{ file: UploadedFile }>) {
    const { file } = event.detail;
    this.outcome = '';
    const done = await this.runChange(
      () => this.api.bpmModel.setGlobalPrintTemplate({ fileId: file.fileId }),
      () => {
        this.outcome = msg(str`已将“${file.name || file.fileName}”设为打印模板`);
      },
    );
    this.uploads = [];
    if (!done) return;
    this.emit('eip-print-template-change', { fileId: file.fileId });
    this.reload();
  }

  private async removeTemplate() {
    this.outcome = '';
    const done = await this.runChange(
      () => this.api.bpmModel.removeGlobalPrintTemplate(),
      () => {
        this.outcome = msg('已移除打印模板，导出 Word 使用内置版式');
      },
    );
    if (!done) return;
    this.emit('eip-print-template-change', { fileId: null });
    this.reload();
  }

  private async download(template: GlobalPrintTemplate) {
    this.refusal = '';
    try {
      const raw = await this.api.files.downloadFile(template.fileId);
      saveAs(raw.data, raw.contentType, template.fileName);
    } catch (error) {
      this.refusal = failureText(error);
    }
  }

  private async copyExample() {
    try {
      await navigator.clipboard.writeText(example());
      this.outcome = msg('示例已复制');
    } catch {
      this.outcome = msg('无法复制，请选中示例后手动复制');
    }
  }

  private renderCurrent(template: GlobalPrintTemplate | null) {
    if (!template) {
      return html`<div part="current" class="current">
        <h2>${msg('当前模板')}</h2>
        <p class="builtin"><strong>${msg('使用内置版式')}</strong></p>
        <p class="muted">${msg('没有设置打印模板时，导出 Word 按内置版式输出表单和审批意见。')}</p>
      </div>`;
    }
    return html`<div part="current" class="current">
      <h2>${msg('当前模板')}</h2>
      <dl>
        <dt>${msg('文件')}</dt>
        <dd class="file-name">${template.fileName} <span class="muted">${formatFileSize(template.size)}</span></dd>
        <dt>${msg('设置人')}</dt>
        <dd>${template.setByName} <span class="muted">${template.setBy}</span></dd>
        <dt>${msg('设置时间')}</dt>
        <dd>${formatDateTime(template.setTime, 'YYYY-MM-DD HH:mm')}</dd>
      </dl>
      <div class="buttons">
        <sl-button size="small" ?disabled=${this.busy} @click=${() => this.download(template)}>
          <sl-icon slot="prefix" name="download" aria-hidden="true"></sl-icon>${msg('下载模板')}
        </sl-button>
        <sl-button size="small" variant="danger" outline ?disabled=${this.busy} @click=${() => this.removeTemplate()}>
          <sl-icon slot="prefix" name="trash" aria-hidden="true"></sl-icon>${msg('移除模板')}
        </sl-button>
      </div>
    </div>`;
  }

  private renderPlaceholders() {
    return html`<section class="placeholders" aria-labelledby="placeholders-heading">
      <h2 id="placeholders-heading">${msg('占位符')}</h2>
      <p class="muted">
        ${msg('在 Word 中输入下列占位符（含花括号），导出时替换为流程的内容；循环之间的段落按每个字段或每条意见重复。')}
      </p>
      <div class="scroll">
        <table class="data-table" part="placeholders">
          <caption class="visually-hidden">${msg('占位符')}</caption>
          <thead>
            <tr>
              <th scope="col">${msg('标签')}</th>
              <th scope="col">${msg('含义')}</th>
            </tr>
          </thead>
          <tbody>
            ${PRINT_PLACEHOLDERS.map(
              (placeholder) => html`<tr class=${placeholder.loop ? 'in-loop' : ''}>
                <th scope="row"><code>${placeholder.tag}</code></th>
                <td>
                  ${descriptionOf(placeholder)}
                  ${placeholder.loop ? html`<span class="muted">${msg(str`（在 ${placeholder.loop} 循环内）`)}</span>` : nothing}
                </td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <div class="example-head">
        <h3 id="example-heading">${msg('示例')}</h3>
        <sl-button size="small" @click=${() => this.copyExample()}>
          <sl-icon slot="prefix" name="clipboard-check" aria-hidden="true"></sl-icon>${msg('复制示例')}
        </sl-button>
      </div>
      <pre part="example" class="example" tabindex="0" aria-labelledby="example-heading">${example()}</pre>
    </section>`;
  }

  override render() {
    return html`<section part="base">
      <p class="muted intro">
        ${msg('打印模板是一份 Word 文档（.docx）：公司抬头、版式和固定文字由您排好，每个流程实例导出 Word 时按它填入内容。')}
      </p>
      ${this.template.render({
        pending: () =>
          this.template.value !== undefined ? this.renderCurrent(this.template.value) : renderLoading(),
        complete: (value) => this.renderCurrent(value),
        error: (error) => renderLoadError(error, () => this.reload()),
      })}
      <div class="upload">
        <h2 id="upload-heading">${msg('上传新模板')}</h2>
        <file-upload
          list-type="list"
          accept=".docx"
          max-count="1"
          label=${msg('上传新模板')}
          .value=${this.uploads}
          ?readonly=${this.busy}
          @eip-upload-success=${(event: CustomEvent<{ file: UploadedFile }>) => this.uploaded(event)}
          >${msg('选择 .docx 文件')}</file-upload
        >
      </div>
      ${this.renderRefusal()}
      <p class="outcome" role="status">${this.outcome || nothing}</p>
      ${this.renderPlaceholders()}
    </section>`;
  }
}

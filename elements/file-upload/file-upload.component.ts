import { localized, msg, str } from '@lit/localize';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.component.js';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import type { UploadProgress } from '../../api/client/transport.js';
import type { UploadedFile } from '../../api/contract/files.js';
import { MESSAGE_DURATION_MS, UPLOAD_MAX_FILES, UPLOAD_MAX_SIZE_MB } from '../../api/contract/limits.js';
import { type ControlValidity, FormControlElement } from '../core/form-control.js';
import { HostInfoController } from '../core/host-context.js';
import { currentLanguage } from '../core/localize.js';
import { ObjectUrlController, saveAs } from '../core/object-urls.js';
import { type FieldPermission, permissionRights } from '../core/permission.js';
import type { PreviewDialog } from '../core/preview/preview-dialog.js';
import { previewKindOf } from '../core/preview/preview-kind.js';
import { renderFileItems } from './file-rows.js';
import { fileUploadStyles } from './file-upload.styles.js';
import { ReorderController } from './reorder-controller.js';
import { UploadQueueController } from './upload-queue.js';
import {
  acceptedExtensions,
  humanSize,
  isAccepted,
  parseFileList,
  pickerAccept,
  submittedEntry,
  UPLOAD_LIST_TYPES,
  type UploadItem,
  type UploadListType,
  type UploadProps,
} from './upload-rules.js';

export type { UploadItem, UploadListType, UploadProps };
export { UPLOAD_LIST_TYPES };

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-upload-progress': { file: UploadItem; percentage: number };
    'eip-upload-success': { file: UploadedFile };
    'eip-upload-error': { file: UploadItem; message: string };
    'eip-remove': { file: UploadedFile };
  }
}

/** A message above the list: a rule the picked files broke, or a failed upload's server message. */
type NoticeContent =
  | { kind: 'size'; name: string; size: number }
  | { kind: 'count' }
  | { kind: 'type'; name: string }
  | { kind: 'server'; message: string; uid?: string };
type Notice = NoticeContent & { id: number };

let uidSequence = 0;
function nextUid(): string {
  uidSequence += 1;
  return `upload-${Date.now().toString(36)}-${uidSequence}`;
}

function needsNormalising(value: unknown): boolean {
  if (!Array.isArray(value)) return true;
  return value.some((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return true;
    const file = entry as Partial<UploadedFile>;
    return file.uid === undefined || typeof file.fileId !== 'string' || file.fileId === '';
  });
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * The attachments of a form: the user picks or drops files, each uploads at once with its own
 * progress, and the list keeps what the server stored. A plain `<form>` submits the list as JSON
 * under `name`. At most `max-count` files of up to `max-size` MB each, of the `accept`ed formats;
 * a rule broken or an upload refused shows its message, and a failed file leaves with its message.
 * Files can be previewed (pictures, PDF, text) under a watermark, downloaded with their original
 * name, reordered by dragging or with the arrow keys, and removed after a confirmation.
 *
 * @tag file-upload
 * @summary Attachments of a form: upload with progress, preview, download, reorder and remove.
 *
 * @slot - Replaces the text of the add button (e.g. 上传投标文件).
 *
 * @event eip-upload-progress - A file's upload advanced. `detail: { file, percentage }`.
 * @event eip-upload-success - The server stored a file; it joined the value. `detail: { file }`.
 * @event eip-upload-error - A picked file broke a rule or its upload failed. `detail: { file, message }`.
 * @event eip-remove - The user removed a file after confirming. `detail: { file }`.
 * @event eip-change - The list changed by the user (upload, removal, new order). `detail: { value }`.
 *
 * @csspart base - The wrapper of everything, and the drop zone for files.
 * @csspart toolbar - The add button and the tooltip of allowed formats and limits.
 * @csspart add-button - The add button (an `sl-button`).
 * @csspart hint - The information icon whose tooltip states formats and limits.
 * @csspart notices - The messages above the list.
 * @csspart list - The table, list or card grid.
 * @csspart item - One file.
 * @csspart name - A file's name.
 * @csspart thumbnail - A card's picture or file icon.
 * @csspart progress - A file's upload progress (an `sl-progress-bar`).
 * @csspart actions - A file's buttons (preview, download, remove).
 * @csspart handle - The reorder handle of a file.
 * @csspart empty - The text shown when there is no file and nothing can be added.
 *
 * @cssproperty --card-size - Width of a card in the card view. Defaults to 128px.
 * @cssproperty --drop-highlight - Outline colour while files are dragged over. Defaults to the primary colour.
 */
@localized()
export class FileUpload extends FormControlElement {
  static override styles = fileUploadStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly queue = new UploadQueueController(this, {
    send: (file, item, signal, onProgress) => this.send(file, item, signal, onProgress),
    onProgress: (file, percentage) => this.emit('eip-upload-progress', { file, percentage }),
    onStored: (file) => this.handleStored(file),
    onFailed: (file, message) => {
      this.notify({ kind: 'server', message, uid: file.uid });
      this.emit('eip-upload-error', { file, message });
    },
  });

  private readonly reorder = new ReorderController(this, {
    order: () => this.value.map((file) => String(file.uid)),
    enabled: () => this.editable,
    move: (uid, to) => this.moveFile(uid, to),
    handle: (uid) => this.renderRoot.querySelector<HTMLElement>(`[data-handle="${CSS.escape(uid)}"]`),
  });

  /** Card thumbnails of the pictures, by file id. */
  private readonly thumbnails = new ObjectUrlController(this, {
    wanted: () =>
      this.listType === 'card'
        ? this.value.filter((file) => previewKindOf(file.name) === 'picture').map((file) => file.fileId)
        : [],
    fetch: (fileId) => this.api.files.getFileById(fileId),
  });

  @query('input[type="file"]') private picker!: HTMLInputElement;
  @query('eip-preview-dialog') private previewDialog!: PreviewDialog;
  @query('.confirm') private confirmDialog!: SlDialog;

  @state() private notices: Notice[] = [];
  @state() private removing: UploadedFile | undefined;
  @state() private filesOver = false;
  @state() private announcement = '';
  private noticeSequence = 0;

  /**
   * The stored files, in order. Set from code or as a JSON attribute; also accepts saved lists in the
   * older `{ name, response: { fileId, fileName } }` form.
   */
  @property({
    converter: { fromAttribute: (text: string | null) => parseFileList(text ?? '') },
  })
  value: UploadedFile[] = [];

  /** At most this many files. */
  @property({ type: Number, attribute: 'max-count' }) maxCount = UPLOAD_MAX_FILES;

  /** Largest file in MB. */
  @property({ type: Number, attribute: 'max-size' }) maxSize = UPLOAD_MAX_SIZE_MB;

  /** Allowed extensions, comma separated (`.pdf,.docx,jpg`); a file's real last extension must match. Empty allows all. */
  @property() accept = '';

  /** The layout: `table`, `list` or `card` (thumbnails). */
  @property({ attribute: 'list-type', reflect: true }) listType: UploadListType = 'table';

  /** Only shows the files (preview and download): nothing can be added, moved or removed. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** The form template's permission: `b` required, `w` writable, `r` read-only, `n` hidden. */
  @property({ reflect: true }) permission: FieldPermission = 'w';

  /** Names the control for screen readers and in messages, e.g. 招标文件. */
  @property() label = '';

  /** The viewer's account for the preview watermark; defaults to the signed-in user the host tells. */
  @property() account = '';

  /** Spare properties prop1 to prop6 sent with every upload and kept on each file. */
  @property({ attribute: false }) fileProps: UploadProps = {};

  override willUpdate(changed: PropertyValues<this>): void {
    // A list from code may be JSON text or lack uids; normalised before the form takes its default.
    if (changed.has('value') && needsNormalising(this.value)) this.value = parseFileList(this.value);
    super.willUpdate(changed);
    if (changed.has('listType') && !(UPLOAD_LIST_TYPES as readonly string[]).includes(this.listType)) {
      console.warn(
        `<file-upload>: unknown list-type "${String(this.listType)}"; expected one of ${UPLOAD_LIST_TYPES.join(', ')}`,
      );
    }
    if (changed.has('permission')) permissionRights(this.permission, 'file-upload');
  }

  // ---- form control -------------------------------------------------------------------------

  protected formValue(): string {
    return JSON.stringify(this.value.map(submittedEntry));
  }

  protected restoreFormValue(serialized: string | null): void {
    this.value = parseFileList(serialized ?? '[]');
    this.queue.clear();
    this.notices = [];
  }

  protected isEmptyValue(): boolean {
    return this.value.length === 0;
  }

  protected override isRequired(): boolean {
    return this.required || permissionRights(this.permission).required;
  }

  protected valueMissingMessage(): string {
    return this.label ? msg(str`请上传${this.label}`) : msg('请上传附件');
  }

  protected override customValidity(): ControlValidity | undefined {
    if (this.queue.uploading) {
      return { flags: { customError: true }, message: msg('附件正在上传，请稍候') };
    }
    return undefined;
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.renderRoot.querySelector<HTMLElement>('.add') ?? undefined;
  }

  // ---- limits -------------------------------------------------------------------------------

  private get extensions(): string[] {
    return acceptedExtensions(this.accept);
  }

  private get limitBytes(): number {
    return this.maxSize * 1024 * 1024;
  }

  // ---- handlers -----------------------------------------------------------------------------

  private handleAdd(): void {
    this.picker.click();
  }

  private handlePicked(): void {
    const files = [...(this.picker.files ?? [])];
    this.picker.value = '';
    this.addFiles(files);
  }

  private handleDragOver(event: DragEvent): void {
    const types = [...(event.dataTransfer?.types ?? [])];
    if (ReorderController.carries(event)) return;
    if (!this.editable || !types.includes('Files')) return;
    event.preventDefault();
    this.filesOver = true;
  }

  private handleDragLeave(event: DragEvent): void {
    const base = event.currentTarget as HTMLElement;
    if (!event.relatedTarget || !base.contains(event.relatedTarget as Node)) this.filesOver = false;
  }

  private handleDrop(event: DragEvent): void {
    this.filesOver = false;
    const types = [...(event.dataTransfer?.types ?? [])];
    if (ReorderController.carries(event) || !this.editable || !types.includes('Files')) return;
    event.preventDefault();
    this.addFiles([...(event.dataTransfer?.files ?? [])]);
  }

  private handleRemoveAsked(file: UploadedFile): void {
    this.removing = file;
    void this.updateComplete.then(() => this.confirmDialog.show());
  }

  private handleRemoveConfirmed(): void {
    const file = this.removing;
    this.removing = undefined;
    void this.confirmDialog.hide();
    if (!file) return;
    this.changeByUser(() => {
      this.value = this.value.filter((entry) => entry !== file);
    });
    this.thumbnails.forget(file.fileId);
    this.emit('eip-remove', { file });
    this.emitChange(this.value);
  }

  private handleRemoveCancelled(): void {
    this.removing = undefined;
    void this.confirmDialog.hide();
  }

  private handleNoticeClosed(event: Event, notice: Notice): void {
    if (event.target !== event.currentTarget) return;
    this.notices = this.notices.filter((entry) => entry.id !== notice.id);
    if (notice.kind === 'server' && notice.uid) this.queue.dismiss(notice.uid);
  }

  // ---- work ---------------------------------------------------------------------------------

  private notify(notice: NoticeContent): void {
    this.noticeSequence += 1;
    this.notices = [...this.notices, { ...notice, id: this.noticeSequence }];
  }

  /** Sends one file with the spare properties; answers the entry as the value keeps it. */
  private async send(
    file: File,
    item: UploadItem,
    signal: AbortSignal,
    onProgress: (ratio: number) => void,
  ): Promise<UploadedFile> {
    const answer = await this.api.files.upload(file, {
      fields: { ...this.fileProps },
      onUploadProgress: (event: UploadProgress) =>
        onProgress(event.progress ?? (event.total ? event.loaded / event.total : 0)),
      signal,
    });
    if (!answer.state || !answer.value) throw new Error(answer.message || msg('上传失败'));
    return {
      ...this.fileProps,
      ...answer.value,
      name: file.name,
      size: file.size,
      type: answer.value.type || file.type,
      uid: item.uid,
      status: 'success',
      percentage: 100,
    };
  }

  private handleStored(file: UploadedFile): void {
    this.changeByUser(() => {
      this.value = [...this.value, file];
    });
    this.emit('eip-upload-success', { file });
    this.emitChange(this.value);
  }

  private moveFile(uid: string, to: number): void {
    const from = this.value.findIndex((file) => String(file.uid) === uid);
    if (from < 0 || to < 0 || to >= this.value.length || from === to) return;
    const next = [...this.value];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    this.changeByUser(() => {
      this.value = next;
    });
    this.announcement = msg(str`${moved.name} 已移至第 ${to + 1} 位，共 ${next.length} 个`);
    this.emitChange(this.value);
  }

  // ---- texts --------------------------------------------------------------------------------

  /** The allowed formats as the language lists them: pdf、docx or pdf, docx. */
  private formatList(): string {
    return this.extensions.join(currentLanguage() === 'en-US' ? ', ' : '、');
  }

  private countMessage(): string {
    return msg(str`最多允许上传${this.maxCount}个附件.`);
  }

  private sizeMessage(size: number): string {
    return msg(str`附件的大小为${humanSize(size)}，超过了允许的最大尺寸${this.maxSize}MB.`);
  }

  private typeMessage(name: string): string {
    const formats = this.formatList();
    return msg(str`不支持“${name}”的格式，只能上传 ${formats} 格式的附件.`);
  }

  private noticeText(notice: Notice): string {
    switch (notice.kind) {
      case 'count':
        return this.countMessage();
      case 'size':
        return this.sizeMessage(notice.size);
      case 'type':
        return this.typeMessage(notice.name);
      default:
        return notice.message;
    }
  }

  // ---- public -------------------------------------------------------------------------------

  /** Whether files can be added, moved and removed now. */
  get editable(): boolean {
    return !this.readonly && !this.isDisabled && permissionRights(this.permission).editable;
  }

  /** The tooltip: allowed formats and limits. */
  get hint(): string {
    const formats = this.formatList();
    return formats
      ? msg(str`支持 ${formats} 格式，最多 ${this.maxCount} 个附件，单个不超过 ${this.maxSize}MB`)
      : msg(str`格式不限，最多 ${this.maxCount} 个附件，单个不超过 ${this.maxSize}MB`);
  }

  /** Checks the picked files against the rules and uploads those that pass, in order. */
  addFiles(files: File[]): void {
    if (!this.editable) return;
    const extensions = this.extensions;
    for (const file of files) {
      const item: UploadItem = {
        uid: nextUid(),
        name: file.name,
        size: file.size,
        type: file.type,
        status: 'ready',
        percentage: 0,
      };
      if (this.value.length + this.queue.active >= this.maxCount) {
        this.notify({ kind: 'count' });
        this.emit('eip-upload-error', { file: { ...item, status: 'fail' }, message: this.countMessage() });
        break;
      }
      if (!isAccepted(file.name, extensions)) {
        this.notify({ kind: 'type', name: file.name });
        this.emit('eip-upload-error', {
          file: { ...item, status: 'fail' },
          message: this.typeMessage(file.name),
        });
        continue;
      }
      if (file.size > this.limitBytes) {
        this.notify({ kind: 'size', name: file.name, size: file.size });
        this.emit('eip-upload-error', {
          file: { ...item, status: 'fail' },
          message: this.sizeMessage(file.size),
        });
        continue;
      }
      void this.queue.add(file, item);
    }
  }

  /** Downloads a stored file under its original name. */
  async download(file: UploadedFile): Promise<void> {
    try {
      const raw = await this.api.files.downloadFile(file.fileId);
      saveAs(raw.data, raw.contentType, file.name || raw.fileName || file.fileName);
    } catch (error) {
      this.notify({ kind: 'server', message: errorMessage(error) });
    }
  }

  /** Shows a picture, PDF or text file in the browser under the watermark. */
  async preview(file: UploadedFile): Promise<void> {
    const kind = previewKindOf(file.name || file.fileName);
    if (kind === 'unsupported') return;
    try {
      const blob = await this.api.files.getFileById(file.fileId);
      await this.previewDialog.open({
        name: file.name,
        kind,
        blob,
        account: this.account || this.hostInfo.value.user?.account || '',
      });
    } catch (error) {
      this.notify({ kind: 'server', message: errorMessage(error) });
    }
  }

  // ---- render -------------------------------------------------------------------------------

  private renderToolbar(): TemplateResult | typeof nothing {
    if (!this.editable) return nothing;
    const full = this.value.length + this.queue.active >= this.maxCount;
    return html`<div part="toolbar" class="toolbar">
      <sl-button
        part="add-button"
        class="add"
        size="small"
        ?disabled=${full}
        aria-describedby="limits"
        @click=${this.handleAdd}
      >
        <sl-icon slot="prefix" name="upload"></sl-icon>
        <slot>${msg('上传附件')}</slot>
      </sl-button>
      <sl-tooltip content=${this.hint}>
        <sl-icon-button part="hint" class="hint" name="info-circle" label=${this.hint}></sl-icon-button>
      </sl-tooltip>
      <span id="limits" class="visually-hidden">${this.hint}</span>
      <input
        type="file"
        class="picker"
        tabindex="-1"
        aria-hidden="true"
        accept=${pickerAccept(this.extensions)}
        ?multiple=${this.maxCount > 1}
        @change=${this.handlePicked}
      />
    </div>`;
  }

  override render() {
    const hidden = !permissionRights(this.permission).visible;
    if (hidden) return nothing;
    return html`
      <div
        part="base"
        class=${classMap({ base: true, 'files-over': this.filesOver, [`view-${this.listType}`]: true })}
        role="group"
        aria-label=${this.label || msg('附件')}
        @dragover=${this.handleDragOver}
        @dragleave=${this.handleDragLeave}
        @drop=${this.handleDrop}
      >
        ${this.renderToolbar()}
        <div part="notices" class="notices">
          ${repeat(
            this.notices,
            (notice) => notice.id,
            (notice) => html`<sl-alert
              variant="danger"
              open
              closable
              duration=${MESSAGE_DURATION_MS}
              @sl-after-hide=${(event: Event) => this.handleNoticeClosed(event, notice)}
            >
              <sl-icon slot="icon" name="exclamation-octagon"></sl-icon>
              ${this.noticeText(notice)}
            </sl-alert>`,
          )}
        </div>
        ${renderFileItems({
          listType: this.listType,
          editable: this.editable,
          label: this.label,
          stored: this.value,
          pending: this.queue.items,
          reorder: this.reorder,
          thumbnail: (fileId) => this.thumbnails.get(fileId),
          preview: (file) => void this.preview(file),
          download: (file) => void this.download(file),
          remove: (file) => this.handleRemoveAsked(file),
        })}
        <span id="reorder-help" class="visually-hidden">${msg('按上下方向键调整顺序')}</span>
        <span class="visually-hidden" role="status">${this.announcement}</span>
      </div>
      <sl-dialog class="confirm" label=${msg('删除附件')} @sl-request-close=${this.handleRemoveCancelled}>
        ${this.removing ? msg(str`确定删除附件“${this.removing.name}”吗？`) : ''}
        <sl-button slot="footer" class="cancel" @click=${this.handleRemoveCancelled}>${msg('取消')}</sl-button>
        <sl-button slot="footer" class="confirm-remove" variant="danger" @click=${this.handleRemoveConfirmed}
          >${msg('删除')}</sl-button
        >
      </sl-dialog>
      <eip-preview-dialog></eip-preview-dialog>
    `;
  }
}

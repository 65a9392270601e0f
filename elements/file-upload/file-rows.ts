import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import { literal, html as staticHtml } from 'lit/static-html.js';
import type { UploadedFile } from '../../api/contract/files.js';
import { previewKindOf } from '../core/preview/preview-kind.js';
import type { ReorderController } from './reorder-controller.js';
import { humanSize, type UploadItem, type UploadListType } from './upload-rules.js';

/** What the rows read of the element, and what their buttons ask of it. */
export interface FileRowsView {
  listType: UploadListType;
  /** Files can be added, moved and removed now. */
  editable: boolean;
  /** The list's accessible name. */
  label: string;
  stored: readonly UploadedFile[];
  pending: readonly UploadItem[];
  reorder: ReorderController;
  /** A card's picture, once loaded. */
  thumbnail: (fileId: string) => string | undefined;
  preview: (file: UploadedFile) => void;
  download: (file: UploadedFile) => void;
  remove: (file: UploadedFile) => void;
}

/** One row of any view: a stored file, or a file on its way (uploading or failed). */
type Row = { stored: UploadedFile; pending?: undefined } | { stored?: undefined; pending: UploadItem };

/** The pieces of a row, in order, per view; a piece a row does not have renders nothing. */
const ROW_CELLS = {
  table: ['handle', 'file', 'size', 'user', 'status', 'actions'],
  list: ['handle', 'icon', 'name', 'size', 'status', 'actions'],
  card: ['thumbnail', 'name', 'status', 'bar'],
} as const satisfies Record<UploadListType, readonly string[]>;
type Cell = (typeof ROW_CELLS)[UploadListType][number];

const TABLE_ROW = literal`tr`;
const LIST_ROW = literal`li`;

/** The table's column of each piece (its class), where the table shows it. */
const TABLE_COLUMNS: Partial<Record<Cell, string>> = {
  handle: 'col-handle',
  size: 'col-size',
  user: 'col-user',
  status: 'col-status',
  actions: 'col-actions',
};

function fileIcon(name: string): string {
  const kind = previewKindOf(name);
  if (kind === 'picture') return 'file-earmark-image';
  if (kind === 'pdf') return 'file-earmark-pdf';
  if (kind === 'text') return 'file-earmark-text';
  return 'file-earmark';
}

function renderActions(view: FileRowsView, file: UploadedFile): TemplateResult {
  const canPreview = previewKindOf(file.name || file.fileName) !== 'unsupported';
  return html`<span part="actions" class="actions">
    ${
      canPreview
        ? html`<sl-icon-button
            name="eye"
            class="preview"
            label=${msg(str`预览 ${file.name}`)}
            @click=${() => view.preview(file)}
          ></sl-icon-button>`
        : nothing
    }
    <sl-icon-button
      name="download"
      class="download"
      label=${msg(str`下载 ${file.name}`)}
      @click=${() => view.download(file)}
    ></sl-icon-button>
    ${
      view.editable
        ? html`<sl-icon-button
            name="trash"
            class="remove"
            label=${msg(str`删除 ${file.name}`)}
            @click=${() => view.remove(file)}
          ></sl-icon-button>`
        : nothing
    }
  </span>`;
}

function renderHandle(view: FileRowsView, file: UploadedFile): TemplateResult | typeof nothing {
  if (!view.editable || view.stored.length < 2) return nothing;
  return html`<button
    type="button"
    part="handle"
    class="handle"
    data-handle=${String(file.uid)}
    aria-label=${msg(str`调整顺序：${file.name}`)}
    aria-describedby="reorder-help"
    @keydown=${(event: KeyboardEvent) => view.reorder.handleKeydown(event, String(file.uid))}
  >
    <sl-icon name="grip-vertical" aria-hidden="true"></sl-icon>
  </button>`;
}

function renderPendingStatus(_view: FileRowsView, item: UploadItem): TemplateResult {
  if (item.status === 'fail') return html`<span class="failed">${msg('上传失败')}</span>`;
  return html`<sl-progress-bar
    part="progress"
    value=${item.percentage}
    label=${msg(str`${item.name} 上传进度`)}
  ></sl-progress-bar>`;
}

function renderThumbnail(view: FileRowsView, name: string, fileId?: string): TemplateResult {
  const url = fileId ? view.thumbnail(fileId) : undefined;
  return html`<span part="thumbnail" class="thumbnail">
    ${url ? html`<img src=${url} alt="" />` : html`<sl-icon name=${fileIcon(name)} aria-hidden="true"></sl-icon>`}
  </span>`;
}

/** One piece of a row as the current view shows it. */
function renderCell(view: FileRowsView, cell: Cell, row: Row): TemplateResult | string | typeof nothing {
  const { stored, pending } = row;
  const name = stored?.name ?? pending?.name ?? '';
  const icon = html`<sl-icon name=${fileIcon(name)} aria-hidden="true"></sl-icon>`;
  const nameSpan = html`<span part="name" class="name" title=${name}>${name}</span>`;
  const table = view.listType === 'table';
  switch (cell) {
    case 'handle':
      return stored ? renderHandle(view, stored) : nothing;
    case 'file':
      return html`<span class="file">${icon}${nameSpan}</span>`;
    case 'icon':
      return icon;
    case 'name':
      return nameSpan;
    case 'thumbnail':
      return renderThumbnail(view, name, stored?.fileId);
    case 'size': {
      const size = humanSize(stored?.size ?? pending?.size ?? 0);
      return table ? size : html`<span class="size">${size}</span>`;
    }
    case 'user':
      return stored?.username ?? '';
    case 'status':
      if (pending) {
        const status = renderPendingStatus(view, pending);
        return table ? status : html`<span class="status">${status}</span>`;
      }
      return table ? html`<span class="done">${msg('已上传')}</span>` : nothing;
    case 'actions':
      return stored ? renderActions(view, stored) : nothing;
    case 'bar':
      return stored
        ? html`<span class="card-bar">${renderHandle(view, stored)} ${renderActions(view, stored)}</span>`
        : nothing;
  }
}

/** The one row template of every view: a table row, a list line or a card. */
function renderRow(view: FileRowsView, row: Row): TemplateResult {
  const { stored } = row;
  const uid = String(stored ? stored.uid : row.pending.uid);
  const table = view.listType === 'table';
  const reorderable = view.editable && view.stored.length > 1;
  const cells = ROW_CELLS[view.listType].filter((cell) => cell !== 'handle' || !table || reorderable);
  const tag = table ? TABLE_ROW : LIST_ROW;
  return staticHtml`<${tag}
    part="item"
    class=${classMap({
      item: true,
      card: view.listType === 'card',
      pending: !stored,
      dragging: view.reorder.dragged === uid,
    })}
    data-uid=${uid}
    draggable=${stored && reorderable ? 'true' : 'false'}
    @dragstart=${stored ? (event: DragEvent) => view.reorder.handleDragStart(event, uid) : undefined}
    @dragover=${stored ? view.reorder.handleDragOver : undefined}
    @drop=${stored ? (event: DragEvent) => view.reorder.handleDrop(event, uid) : undefined}
  >${cells.map((cell) =>
    table
      ? html`<td class=${TABLE_COLUMNS[cell] ?? ''}>${renderCell(view, cell, row)}</td>`
      : renderCell(view, cell, row),
  )}</${tag}>`;
}

function renderRows(view: FileRowsView): TemplateResult {
  const rows: Row[] = [
    ...view.stored.map((stored) => ({ stored })),
    ...view.pending.map((pending) => ({ pending })),
  ];
  return html`${repeat(
    rows,
    (row) => String(row.stored ? row.stored.uid : row.pending.uid),
    (row) => renderRow(view, row),
  )}`;
}

export function renderFileItems(view: FileRowsView): TemplateResult | typeof nothing {
  if (view.stored.length === 0 && view.pending.length === 0) {
    return view.editable ? nothing : html`<p part="empty" class="empty">${msg('暂无附件')}</p>`;
  }
  const label = view.label || msg('附件列表');
  if (view.listType !== 'table') {
    return html`<ul part="list" class=${view.listType === 'card' ? 'cards' : 'list'} aria-label=${label}>
      ${renderRows(view)}
    </ul>`;
  }
  const reorderable = view.editable && view.stored.length > 1;
  // The table's box is the container its narrow-width rules query (file-upload.styles.ts).
  return html`<div class="table-box"><table part="list" class="table">
    <caption class="visually-hidden">${label}</caption>
    <thead>
      <tr>
        ${reorderable ? html`<th scope="col" class="col-handle"><span class="visually-hidden">${msg('顺序')}</span></th>` : nothing}
        <th scope="col">${msg('文件名称')}</th>
        <th scope="col" class="col-size">${msg('大小')}</th>
        <th scope="col" class="col-user">${msg('上传人')}</th>
        <th scope="col" class="col-status">${msg('状态')}</th>
        <th scope="col" class="col-actions">${msg('操作')}</th>
      </tr>
    </thead>
    <tbody>
      ${renderRows(view)}
    </tbody>
  </table></div>`;
}

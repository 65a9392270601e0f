import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { UploadedFile } from '../../../api/contract/files.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { formatDateTime } from '../../../elements/core/format.js';
import type { PreviewDialog } from '../../../elements/core/preview/preview-dialog.js';
import '../../../elements/file-upload/file-upload.js';
import type { FileUpload } from '../../../elements/file-upload/file-upload.js';
import { filesBackend, PNG_PIXEL, rowNames, sr } from './file-upload-fakes.js';
import { fixtureInHost } from './host-fixture.js';

describe('file-upload views and file actions', () => {
  let backend: ReturnType<typeof filesBackend>;
  let files: UploadedFile[];

  beforeEach(() => {
    backend = filesBackend();
    setDefaultApiClient(backend.client);
    files = [
      backend.store('现场照片.png', PNG_PIXEL, 'image/png'),
      backend.store('招标文件.pdf', '%PDF-1.4\n%%EOF', 'application/pdf'),
      backend.store('说明.txt', '第一行\n第二行', 'text/plain'),
      backend.store('报价清单.docx', 'PK', ''),
    ];
  });
  afterEach(() => setDefaultApiClient(undefined));

  const button = (el: FileUpload, row: number, action: string) =>
    sr(el).querySelectorAll('[part="item"]')[row]?.querySelector<HTMLElement>(`.${action}`) ?? null;

  describe('when the user previews a file', () => {
    async function preview(el: FileUpload, row: number): Promise<PreviewDialog> {
      const dialog = sr(el).querySelector('eip-preview-dialog')!;
      const shown = oneEvent(dialog.shadowRoot!.querySelector('sl-dialog')!, 'sl-after-show');
      button(el, row, 'preview')!.click();
      await shown;
      return dialog;
    }

    it('shows a picture under a watermark of the account and the current time', async () => {
      const el = await fixture<FileUpload>(
        html`<file-upload account="supplier" .value=${files}></file-upload>`,
      );
      const dialog = await preview(el, 0);
      const root = dialog.shadowRoot!;
      expect(root.querySelector('sl-dialog')!.getAttribute('label')).to.equal('现场照片.png');
      const image = root.querySelector('img')!;
      await waitUntil(() => image.complete && image.naturalWidth === 1, 'the picture loads');
      const watermark = root.querySelector<HTMLElement>('[part="watermark"]')!;
      const text = watermark.dataset.watermark!;
      expect(text.startsWith('supplier ')).to.equal(true);
      const shownAt = new Date(text.slice('supplier '.length).replace(' ', 'T')).getTime();
      expect(Math.abs(Date.now() - shownAt)).to.be.below(5000);
      expect(text).to.match(
        new RegExp(`^supplier ${formatDateTime(new Date(), 'YYYY-MM-DD')} \\d{2}:\\d{2}:\\d{2}$`),
      );
      expect(getComputedStyle(watermark).backgroundImage).to.contain('data:image/svg+xml');
      expect(getComputedStyle(watermark).pointerEvents).to.equal('none');
      const request = backend.requests.at(-1)!;
      expect(request.path).to.equal(
        `/portal/file/onlinePreviewController/v1/getFileById_${files[0]!.fileId}`,
      );
    });

    it('shows a PDF in a frame and a text file as text, each watermarked', async () => {
      const el = await fixture<FileUpload>(
        html`<file-upload account="purchaser" .value=${files}></file-upload>`,
      );
      let dialog = await preview(el, 1);
      expect(dialog.shadowRoot!.querySelector('iframe')!.getAttribute('title')).to.equal('招标文件.pdf');
      expect(dialog.shadowRoot!.querySelector('[part="watermark"]')).to.not.equal(null);
      await dialog.close();
      dialog = await preview(el, 2);
      expect(dialog.shadowRoot!.querySelector('pre')!.textContent).to.equal('第一行\n第二行');
      expect(dialog.watermarkText.startsWith('purchaser ')).to.equal(true);
    });

    it('without an account, watermarks with the signed-in user the host tells', async () => {
      const el = await fixtureInHost<FileUpload>(
        { linkBase: '/front', user: { account: 'staff', fullname: '职员' } },
        html`<file-upload .value=${files}></file-upload>`,
      );
      const dialog = await preview(el, 2);
      expect(dialog.watermarkText.startsWith('staff ')).to.equal(true);
    });

    it('offers no preview for other formats, only the download', async () => {
      const el = await fixture<FileUpload>(html`<file-upload .value=${files}></file-upload>`);
      expect(button(el, 3, 'preview')).to.equal(null);
      expect(button(el, 3, 'download')).to.not.equal(null);
    });
  });

  describe('when the user downloads a file', () => {
    it('saves the bytes under the original name', async () => {
      const el = await fixture<FileUpload>(html`<file-upload .value=${files}></file-upload>`);
      const clicked: Array<{ name: string; text: Promise<string> }> = [];
      const originalClick = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function capture(this: HTMLAnchorElement) {
        clicked.push({ name: this.download, text: fetch(this.href).then((response) => response.text()) });
      };
      try {
        button(el, 2, 'download')!.click();
        await waitUntil(() => clicked.length === 1, 'the download starts');
      } finally {
        HTMLAnchorElement.prototype.click = originalClick;
      }
      expect(clicked[0]!.name).to.equal('说明.txt');
      expect(await clicked[0]!.text).to.equal('第一行\n第二行');
      expect(backend.requests.at(-1)!.params.fileId).to.equal(files[2]!.fileId);
    });
  });

  describe('when the user reorders files', () => {
    it('moves a file with the arrow keys on its handle, announces it and emits the new order', async () => {
      const el = await fixture<FileUpload>(html`<file-upload .value=${files.slice(0, 3)}></file-upload>`);
      const handle = sr(el).querySelector<HTMLElement>('[part="handle"]')!;
      expect(handle.getAttribute('aria-label')).to.equal('调整顺序：现场照片.png');
      handle.focus();
      const changed = oneEvent(el, 'eip-change');
      await sendKeys({ press: 'ArrowDown' });
      const order = ((await changed).detail.value as UploadedFile[]).map((file) => file.name);
      expect(order).to.deep.equal(['招标文件.pdf', '现场照片.png', '说明.txt']);
      await el.updateComplete;
      expect(rowNames(el)).to.deep.equal(order);
      expect(sr(el).querySelector('[role="status"]')!.textContent).to.equal(
        '现场照片.png 已移至第 2 位，共 3 个',
      );
      expect(sr(el).activeElement?.getAttribute('data-handle')).to.equal(String(files[0]!.uid));
      await sendKeys({ press: 'End' });
      await el.updateComplete;
      expect(rowNames(el)).to.deep.equal(['招标文件.pdf', '说明.txt', '现场照片.png']);
      await sendKeys({ press: 'Home' });
      await el.updateComplete;
      expect(rowNames(el)).to.deep.equal(['现场照片.png', '招标文件.pdf', '说明.txt']);
      let changes = 0;
      el.addEventListener('eip-change', () => {
        changes += 1;
      });
      await sendKeys({ press: 'ArrowUp' });
      expect(changes).to.equal(0);
    });

    it('moves a file dragged onto another', async () => {
      const el = await fixture<FileUpload>(
        html`<file-upload list-type="list" .value=${files.slice(0, 3)}></file-upload>`,
      );
      const items = sr(el).querySelectorAll('[part="item"]');
      const transfer = new DataTransfer();
      items[2]!.dispatchEvent(new DragEvent('dragstart', { dataTransfer: transfer, bubbles: true }));
      const over = new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true });
      items[0]!.dispatchEvent(over);
      expect(over.defaultPrevented).to.equal(true);
      const changed = oneEvent(el, 'eip-change');
      items[0]!.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      await changed;
      await el.updateComplete;
      expect(rowNames(el)).to.deep.equal(['说明.txt', '现场照片.png', '招标文件.pdf']);
    });
  });

  describe('when read-only', () => {
    it('shows the files with preview and download only', async () => {
      const el = await fixture<FileUpload>(html`<file-upload readonly .value=${files}></file-upload>`);
      expect(sr(el).querySelector('.add')).to.equal(null);
      expect(sr(el).querySelector('.remove')).to.equal(null);
      expect(sr(el).querySelector('[part="handle"]')).to.equal(null);
      expect(button(el, 0, 'preview')).to.not.equal(null);
      expect(button(el, 0, 'download')).to.not.equal(null);
      expect(el.editable).to.equal(false);
      el.addFiles([new File(['x'], 'x.pdf')]);
      expect(backend.requests).to.have.length(0);
    });

    it('says there is no file when the list is empty', async () => {
      const el = await fixture<FileUpload>(html`<file-upload readonly></file-upload>`);
      expect(sr(el).querySelector('[part="empty"]')!.textContent).to.equal('暂无附件');
    });
  });

  describe('with a permission', () => {
    it('b requires a file, w allows changes, r is read-only and n hides it', async () => {
      const el = await fixture<FileUpload>(html`<file-upload permission="b"></file-upload>`);
      expect(el.validity.valueMissing).to.equal(true);
      expect(el.validationMessage).to.equal('请上传附件');
      expect(el.editable).to.equal(true);
      el.permission = 'w';
      await el.updateComplete;
      expect(el.validity.valid).to.equal(true);
      el.permission = 'r';
      await el.updateComplete;
      expect(el.editable).to.equal(false);
      expect(sr(el).querySelector('.add')).to.equal(null);
      el.permission = 'n';
      await el.updateComplete;
      expect(getComputedStyle(el).display).to.equal('none');
      expect(sr(el).querySelector('[part="base"]')).to.equal(null);
    });

    it('names what is missing with its label', async () => {
      const el = await fixture<FileUpload>(html`<file-upload permission="b" label="营业执照"></file-upload>`);
      expect(el.validationMessage).to.equal('请上传营业执照');
    });
  });

  describe('in each view', () => {
    it('table shows name, size, uploader and status columns', async () => {
      const el = await fixture<FileUpload>(html`<file-upload .value=${files.slice(1, 2)}></file-upload>`);
      const headings = [...sr(el).querySelectorAll('th')].map((th) => th.textContent?.trim());
      expect(headings).to.deep.equal(['文件名称', '大小', '上传人', '状态', '操作']);
      const cells = [...sr(el).querySelectorAll('tbody td')].map((td) => td.textContent?.trim());
      expect(cells.slice(0, 4)).to.deep.equal(['招标文件.pdf', '14B', 'purchaser', '已上传']);
    });

    it('list shows one line per file', async () => {
      const el = await fixture<FileUpload>(
        html`<file-upload list-type="list" .value=${files}></file-upload>`,
      );
      expect(sr(el).querySelector('ul.list')).to.not.equal(null);
      expect(rowNames(el)).to.deep.equal(files.map((file) => file.name));
    });

    it('card shows a thumbnail of pictures and an icon for the rest', async () => {
      const el = await fixture<FileUpload>(
        html`<file-upload list-type="card" .value=${files}></file-upload>`,
      );
      await waitUntil(() => sr(el).querySelector('[part="thumbnail"] img'), 'the thumbnail loads');
      const thumbnails = [...sr(el).querySelectorAll('[part="thumbnail"]')];
      expect(thumbnails[0]!.querySelector('img')!.getAttribute('src')).to.match(/^blob:/);
      expect(thumbnails[1]!.querySelector('sl-icon')!.getAttribute('name')).to.equal('file-earmark-pdf');
    });
  });

  describe('when the value comes as JSON', () => {
    it('reads saved lists, also in the older response form', async () => {
      const saved = JSON.stringify([
        { name: '旧附件.pdf', size: 12, response: { fileId: 'old-1', fileName: '旧附件.pdf' } },
        { fileId: 'new-1', fileName: '新附件.pdf', name: '新附件.pdf', size: 34 },
        { name: '无编号.pdf' },
      ]);
      const el = await fixture<FileUpload>(html`<file-upload value=${saved}></file-upload>`);
      expect(el.value.map((file) => [file.fileId, file.name, file.status])).to.deep.equal([
        ['old-1', '旧附件.pdf', 'success'],
        ['new-1', '新附件.pdf', 'success'],
      ]);
    });
  });
});

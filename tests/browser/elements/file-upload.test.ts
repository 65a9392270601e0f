import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { UploadedFile } from '../../../api/contract/files.js';
import { refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/file-upload/file-upload.js';
import type { FileUpload } from '../../../elements/file-upload/file-upload.js';
import { runFormControlSuite } from '../shared/form-control-suite.js';
import { filesBackend, noticeTexts, pick, rowNames, sr } from './file-upload-fakes.js';

const file = (name: string, bytes = 10, type = '') => new File([new Uint8Array(bytes)], name, { type });
const MB = 1024 * 1024;

function stored(count: number): UploadedFile[] {
  return Array.from({ length: count }, (_, index) => ({
    fileId: `s-${index}`,
    fileName: `附件${index + 1}.pdf`,
    name: `附件${index + 1}.pdf`,
    size: 2048,
    uid: `s-${index}`,
    username: 'purchaser',
  }));
}

const tooltip = (el: FileUpload) => sr(el).querySelector('sl-tooltip')!.getAttribute('content');

describe('file-upload', () => {
  let backend: ReturnType<typeof filesBackend>;

  beforeEach(() => {
    backend = filesBackend();
    setDefaultApiClient(backend.client);
  });
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible in each view, with files and in read-only mode', async () => {
    for (const listType of ['table', 'list', 'card']) {
      const el = await fixture<FileUpload>(
        html`<file-upload label="招标文件" list-type=${listType} .value=${stored(2)}></file-upload>`,
      );
      await expect(el).to.be.accessible();
    }
    const readonly = await fixture<FileUpload>(
      html`<file-upload readonly .value=${stored(1)}></file-upload>`,
    );
    await expect(readonly).to.be.accessible();
  });

  it('allows 5 files of 50 MB by default, says so in its tooltip and starts empty', async () => {
    const el = await fixture<FileUpload>(html`<file-upload></file-upload>`);
    expect(el.maxCount).to.equal(5);
    expect(el.maxSize).to.equal(50);
    expect(el.listType).to.equal('table');
    expect(el.permission).to.equal('w');
    expect(tooltip(el)).to.equal('格式不限，最多 5 个附件，单个不超过 50MB');
    expect(sr(el).querySelector('.add')!.textContent!.trim()).to.equal('上传附件');
    expect(rowNames(el)).to.deep.equal([]);
  });

  it('states the accepted formats and its own limits in the tooltip', async () => {
    const el = await fixture<FileUpload>(
      html`<file-upload accept=".pdf, DOCX" max-count="3" max-size="10"></file-upload>`,
    );
    expect(tooltip(el)).to.equal('支持 pdf、docx 格式，最多 3 个附件，单个不超过 10MB');
    expect(sr(el).querySelector('input[type="file"]')!.getAttribute('accept')).to.equal('.pdf,.docx');
  });

  describe('when a file is over the size limit', () => {
    it('refuses it with the size message at the default 50 MB, without uploading', async () => {
      const el = await fixture<FileUpload>(html`<file-upload></file-upload>`);
      const refused = oneEvent(el, 'eip-upload-error');
      pick(el, [file('标书.pdf', 60 * MB)]);
      const event = await refused;
      expect(event.detail.message).to.equal('附件的大小为60MB，超过了允许的最大尺寸50MB.');
      await el.updateComplete;
      expect(noticeTexts(el)).to.deep.equal(['附件的大小为60MB，超过了允许的最大尺寸50MB.']);
      expect(backend.requests).to.have.length(0);
      expect(rowNames(el)).to.deep.equal([]);
    });

    it('uses its own max-size and keeps uploading the files that fit', async () => {
      const el = await fixture<FileUpload>(html`<file-upload max-size="1"></file-upload>`);
      const success = oneEvent(el, 'eip-upload-success');
      pick(el, [file('大图.png', 1.5 * MB), file('小图.png', 100)]);
      await success;
      await el.updateComplete;
      expect(noticeTexts(el)).to.deep.equal(['附件的大小为1.5MB，超过了允许的最大尺寸1MB.']);
      expect(el.value.map((entry) => entry.name)).to.deep.equal(['小图.png']);
    });
  });

  describe('when there would be too many files', () => {
    it('refuses the file over the default count of 5 with the count message', async () => {
      const el = await fixture<FileUpload>(html`<file-upload .value=${stored(5)}></file-upload>`);
      expect(sr(el).querySelector('.add')!.hasAttribute('disabled')).to.equal(true);
      const refused = oneEvent(el, 'eip-upload-error');
      el.addFiles([file('第六个.pdf')]);
      expect((await refused).detail.message).to.equal('最多允许上传5个附件.');
      await el.updateComplete;
      expect(noticeTexts(el)).to.deep.equal(['最多允许上传5个附件.']);
      expect(backend.requests).to.have.length(0);
    });

    it('uploads up to max-count and says once that the rest is too many', async () => {
      const el = await fixture<FileUpload>(
        html`<file-upload max-count="3" .value=${stored(1)}></file-upload>`,
      );
      let successes = 0;
      el.addEventListener('eip-upload-success', () => {
        successes += 1;
      });
      pick(el, [file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')]);
      await waitUntil(() => successes === 2, 'two uploads finish');
      await el.updateComplete;
      expect(noticeTexts(el)).to.deep.equal(['最多允许上传3个附件.']);
      expect(el.value.map((entry) => entry.name)).to.deep.equal(['附件1.pdf', 'a.pdf', 'b.pdf']);
    });
  });

  describe('when accept lists formats', () => {
    it('judges by the real last extension, in any case', async () => {
      const el = await fixture<FileUpload>(html`<file-upload accept=".pdf"></file-upload>`);
      const errors: string[] = [];
      el.addEventListener('eip-upload-error', (event) => errors.push(event.detail.message));
      const success = oneEvent(el, 'eip-upload-success');
      pick(el, [file('报价.pdf.exe'), file('pdf'), file('报价.PDF')]);
      await success;
      expect(errors).to.deep.equal([
        '不支持“报价.pdf.exe”的格式，只能上传 pdf 格式的附件.',
        '不支持“pdf”的格式，只能上传 pdf 格式的附件.',
      ]);
      expect(el.value.map((entry) => entry.name)).to.deep.equal(['报价.PDF']);
    });
  });

  describe('when a file uploads', () => {
    it('shows its progress, then keeps the stored file with every field and emits success and change', async () => {
      backend = filesBackend({ uploadDelay: 200 });
      setDefaultApiClient(backend.client);
      const el = await fixture<FileUpload>(html`<file-upload name="files"></file-upload>`);
      el.fileProps = { prop1: '投标文件', prop3: 'p-1' };
      const progress = oneEvent(el, 'eip-upload-progress');
      pick(el, [file('投标书.pdf', 4000, 'application/pdf')]);
      const progressed = await progress;
      expect(progressed.detail.percentage).to.equal(50);
      expect(progressed.detail.file.name).to.equal('投标书.pdf');
      await el.updateComplete;
      const bar = sr(el).querySelector('sl-progress-bar')!;
      expect(bar.getAttribute('value')).to.equal('50');
      expect(bar.getAttribute('label')).to.equal('投标书.pdf 上传进度');
      expect(el.checkValidity()).to.equal(false);
      expect(el.validationMessage).to.equal('附件正在上传，请稍候');
      const changed = oneEvent(el, 'eip-change');
      const success = await oneEvent(el, 'eip-upload-success');
      await changed;
      const uploaded = success.detail.file;
      expect(uploaded).to.include({
        fileId: 'f-1',
        fileName: '投标书.pdf',
        name: '投标书.pdf',
        size: 4000,
        type: 'application/pdf',
        username: 'supplier',
        status: 'success',
        percentage: 100,
        prop1: '投标文件',
        prop3: 'p-1',
      });
      expect(uploaded.uid).to.be.a('string');
      await el.updateComplete;
      expect(sr(el).querySelector('sl-progress-bar')).to.equal(null);
      expect(rowNames(el)).to.deep.equal(['投标书.pdf']);
      expect(sr(el).querySelector('.done')!.textContent).to.equal('已上传');
      expect(el.checkValidity()).to.equal(true);
      const upload = backend.requests.find((request) => request.path.endsWith('/upload'))!;
      expect((upload.data as FormData).get('prop1')).to.equal('投标文件');
    });

    it('uploads dropped files', async () => {
      const el = await fixture<FileUpload>(html`<file-upload></file-upload>`);
      const transfer = new DataTransfer();
      transfer.items.add(file('拖入.txt', 5, 'text/plain'));
      const base = sr(el).querySelector('[part="base"]')!;
      base.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      await el.updateComplete;
      expect(base.classList.contains('files-over')).to.equal(true);
      const success = oneEvent(el, 'eip-upload-success');
      base.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      expect((await success).detail.file.name).to.equal('拖入.txt');
      expect(base.classList.contains('files-over')).to.equal(false);
    });
  });

  describe('when an upload fails', () => {
    it('shows the message of the error body and removes the file when the message closes', async () => {
      const message = '附件的大小为60MB，超过了允许的最大尺寸50MB.';
      backend = filesBackend({
        failUpload: () => ({ status: 413, body: { state: false, message, code: 413 } }),
      });
      setDefaultApiClient(backend.client);
      const el = await fixture<FileUpload>(html`<file-upload></file-upload>`);
      const failed = oneEvent(el, 'eip-upload-error');
      pick(el, [file('大文件.zip')]);
      const event = await failed;
      expect(event.detail.message).to.equal(message);
      expect(event.detail.file.status).to.equal('fail');
      await el.updateComplete;
      expect(noticeTexts(el)).to.deep.equal([message]);
      expect(rowNames(el)).to.deep.equal(['大文件.zip']);
      expect(sr(el).querySelector('.failed')!.textContent).to.equal('上传失败');
      const alert = sr(el).querySelector<HTMLElement & { updateComplete: Promise<boolean> }>(
        '.notices sl-alert',
      )!;
      await alert.updateComplete;
      alert
        .shadowRoot!.querySelector<HTMLElement>('[part~="close-button"]')!
        .shadowRoot!.querySelector('button')!
        .click();
      await waitUntil(() => rowNames(el).length === 0, 'the failed file leaves with its message');
      expect(noticeTexts(el)).to.deep.equal([]);
      expect(el.value).to.deep.equal([]);
    });

    it('shows a refusal envelope’s message the same way', async () => {
      backend = filesBackend({ failUpload: () => refuse('附件类型不允许') });
      setDefaultApiClient(backend.client);
      const el = await fixture<FileUpload>(html`<file-upload></file-upload>`);
      const failed = oneEvent(el, 'eip-upload-error');
      pick(el, [file('a.bat')]);
      expect((await failed).detail.message).to.equal('附件类型不允许');
    });
  });

  describe('when the user removes a file', () => {
    it('asks first, keeps it on cancel and removes it on confirmation', async () => {
      const el = await fixture<FileUpload>(html`<file-upload .value=${stored(2)}></file-upload>`);
      const remove = () => sr(el).querySelector<HTMLElement>('[part="item"] .remove')!.click();
      remove();
      const dialog = sr(el).querySelector('sl-dialog.confirm')!;
      await oneEvent(dialog, 'sl-after-show');
      expect(dialog.textContent).to.contain('确定删除附件“附件1.pdf”吗？');
      sr(el).querySelector<HTMLElement>('.cancel')!.click();
      await oneEvent(dialog, 'sl-after-hide');
      expect(rowNames(el)).to.deep.equal(['附件1.pdf', '附件2.pdf']);
      remove();
      await oneEvent(dialog, 'sl-after-show');
      const removed = oneEvent(el, 'eip-remove');
      const changed = oneEvent(el, 'eip-change');
      sr(el).querySelector<HTMLElement>('.confirm-remove')!.click();
      expect((await removed).detail.file.name).to.equal('附件1.pdf');
      expect(((await changed).detail.value as UploadedFile[]).map((entry) => entry.name)).to.deep.equal([
        '附件2.pdf',
      ]);
      await el.updateComplete;
      expect(rowNames(el)).to.deep.equal(['附件2.pdf']);
    });
  });

  describe('when the language changes', () => {
    it('says its limits and messages in zh-TW and en-US', async () => {
      const el = await fixture<FileUpload>(
        html`<file-upload max-count="1" .value=${stored(1)}></file-upload>`,
      );
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(tooltip(el)).to.equal('格式不限，最多 1 個附件，單個不超過 50MB');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(tooltip(el)).to.equal('Any format. Number of files: up to 1. Size: up to 50MB each.');
      el.addFiles([file('x.pdf')]);
      await el.updateComplete;
      expect(noticeTexts(el)).to.deep.equal(['The number of attachments may not exceed 1.']);
    });

    it('lists the accepted formats the way the language does', async () => {
      const el = await fixture<FileUpload>(html`<file-upload accept=".pdf,.docx"></file-upload>`);
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(tooltip(el)).to.equal('Formats: pdf, docx. Number of files: up to 5. Size: up to 50MB each.');
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(tooltip(el)).to.equal('支援 pdf、docx 格式，最多 5 個附件，單個不超過 50MB');
    });
  });
});

let suiteBackend: ReturnType<typeof filesBackend>;
runFormControlSuite<FileUpload>({
  tag: 'file-upload',
  setup: () => {
    suiteBackend = filesBackend();
    setDefaultApiClient(suiteBackend.client);
  },
  teardown: () => setDefaultApiClient(undefined),
  value: stored(1),
  // One order of keys, and `response` as saved file lists (fDocument) carry it.
  submitted: JSON.stringify([
    {
      uid: 's-0',
      name: '附件1.pdf',
      size: 2048,
      status: 'success',
      percentage: 100,
      username: 'purchaser',
      fileId: 's-0',
      fileName: '附件1.pdf',
      response: { fileId: 's-0', fileName: '附件1.pdf' },
    },
  ]),
  emptySubmitted: '[]',
  requiredMessage: '请上传附件',
  canEdit: (element) => element.shadowRoot!.querySelector('.add') !== null,
  async changeByUser(element) {
    pick(element, [file('新增.pdf')]);
    await oneEvent(element, 'eip-upload-success');
  },
});

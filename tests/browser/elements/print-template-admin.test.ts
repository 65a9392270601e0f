import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { type GlobalPrintTemplate, PRINT_PLACEHOLDERS } from '../../../api/contract/print-template.js';
import { ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import type { FileUpload } from '../../../elements/file-upload/file-upload.js';
import '../../../elements/print-template-admin/print-template-admin.js';
import type { PrintTemplateAdmin } from '../../../elements/print-template-admin/print-template-admin.js';
import { filesBackend, pick } from './file-upload-fakes.js';

const WP = '/bpmModel/flow/wordPrint/v1';

/**
 * The fake server's template: none until a .docx is set; a file named 坏模板.docx is refused as the server
 * refuses a template (state false and no code: a refusal the element shows, which the client does not report).
 */
function mount() {
  let current: GlobalPrintTemplate | null = null;
  const backend = filesBackend({
    uploadDelay: 1,
    extraRoutes: {
      [`GET ${WP}/getGlobalPrintTemplate`]: () => ok(current),
      [`POST ${WP}/setGlobalPrintTemplate`]: (request) => {
        const { fileId } = request.data as { fileId: string };
        const stored = backend.stored.get(fileId);
        if (!stored) return refuse('附件无效，请重新上传');
        if (stored.fileName.startsWith('坏')) return refuse('打印模板的占位符“subject”缺少结尾的“}”');
        current = {
          fileId,
          fileName: stored.fileName,
          size: stored.blob.size,
          setBy: 'zhaolei',
          setByName: '赵磊',
          setTime: '2026-12-01T08:00:00.000Z',
          placeholders: PRINT_PLACEHOLDERS,
        };
        return ok(current);
      },
      [`POST ${WP}/removeGlobalPrintTemplate`]: () => {
        current = null;
        return ok(null);
      },
    },
  });
  setDefaultApiClient(backend.client);
  return { backend, el: fixture<PrintTemplateAdmin>(html`<print-template-admin></print-template-admin>`) };
}

const root = (el: PrintTemplateAdmin) => el.shadowRoot!;
const current = (el: PrintTemplateAdmin) => root(el).querySelector('[part="current"]')?.textContent ?? '';
const upload = (el: PrintTemplateAdmin) => root(el).querySelector('file-upload') as FileUpload;
const button = (el: PrintTemplateAdmin, text: string) =>
  [...root(el).querySelectorAll('sl-button')].find((entry) =>
    entry.textContent?.trim().startsWith(text),
  ) as HTMLElement;
const docx = (name: string) =>
  new File(['PK fake'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

describe('print-template-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('says the built-in layout is used, lists the placeholders and an example, and is accessible', async () => {
    const { el } = mount();
    const element = await el;
    await waitUntil(() => current(element).includes('使用内置版式'));
    const tags = [...root(element).querySelectorAll('[part="placeholders"] tbody th code')].map(
      (code) => code.textContent,
    );
    expect(tags).to.include.members([
      '{subject}',
      '{form.key}',
      '{#fields}…{/fields}',
      '{opinion}',
      '{watermark}',
    ]);
    expect(root(element).querySelector('[part="example"]')!.textContent).to.include('{#opinions}');
    expect(button(element, '下载模板')).to.equal(undefined);
    await expect(element).to.be.accessible();
  });

  it('sets an uploaded .docx, shows who set it, and removes it again', async () => {
    const { el, backend } = mount();
    const element = await el;
    await waitUntil(() => current(element).includes('使用内置版式'));
    pick(upload(element), [docx('公司抬头.docx')]);
    await waitUntil(() => current(element).includes('公司抬头.docx'));
    expect(current(element)).to.include('赵磊').and.include('zhaolei');
    expect(root(element).querySelector('[role="status"]')!.textContent).to.include(
      '已将“公司抬头.docx”设为打印模板',
    );
    const set = backend.requests.find((request) => request.path.endsWith('/setGlobalPrintTemplate'));
    expect(set?.data).to.deep.equal({ fileId: 'f-1' });
    await expect(element).to.be.accessible();

    button(element, '移除模板').click();
    await waitUntil(() => current(element).includes('使用内置版式'));
    expect(root(element).querySelector('[role="status"]')!.textContent).to.include('内置版式');
  });

  it('shows the server’s reason once, where the template was uploaded, naming the placeholder', async () => {
    const { el, backend } = mount();
    // What the portal would toast.
    const notified: string[] = [];
    backend.client.http.setHooks({ notify: (_kind, message) => notified.push(message) });
    const element = await el;
    await waitUntil(() => current(element).includes('使用内置版式'));
    pick(upload(element), [docx('坏模板.docx')]);
    await waitUntil(() => root(element).querySelector('[role="alert"]')?.textContent?.includes('subject'));
    expect(root(element).querySelector('[role="alert"]')!.textContent).to.include('缺少结尾的“}”');
    expect(current(element)).to.include('使用内置版式');
    expect(notified).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });
});

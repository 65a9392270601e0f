import { msg, str } from '@lit/localize';
import { type RefObject, useState } from 'react';
import type { PrintType } from '../../../api/contract/workflow-instance.js';
import { message } from '../../notify.js';
import { usePortal } from '../../portal-context.js';
import { errorText } from './use-flow-action.js';

/**
 * The approval form on paper: print (the browser's print dialog with the print stylesheet below: A4,
 * the form only — no portal chrome, no buttons or approval panel: the title, the facts, the form, the
 * opinions and the changes — the watermark kept), export as Word (the server builds the .docx with the
 * form, the opinions and the watermark: the global print template a workflow administrator set under
 * 流程管理 › 打印模板 filled in, or its built-in layout) or as a PDF file drawn in the browser (approval-pdf.ts, loaded
 * on the first export only). For the PDF the page takes the paper layout below for the seconds it is
 * drawn: the width of an A4 page at a readable size, the same parts left out as in print. Each print
 * and export is recorded on the server (bpmPrintRecord printLog).
 */

/** The page's width while it is drawn as a PDF: 186 mm of A4 (between the margins) at about 10 pt text. */
const PAPER_WIDTH_PX = 760;

const PRINT_CSS = `
.flow-print-tools { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sl-spacing-x-small); margin-left: auto; }
.flow-print-progress { color: var(--sl-color-neutral-600); font-size: var(--sl-font-size-small); }
.flow-print-progress:empty { display: none; }
.flow-page--paper { width: ${PAPER_WIDTH_PX}px; max-width: none; }
.flow-page--paper .flow-form-page { display: block; }
.flow-page--paper approval-panel, .flow-page--paper .flow-instance-actions,
.flow-page--paper .flow-page__chart, .flow-page--paper .flow-alert { display: none !important; }
@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden; }
  .flow-page:has(.flow-print-area), .flow-page:has(.flow-print-area) * { visibility: visible; }
  .flow-page:has(.flow-print-area) { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  .flow-page:has(.flow-print-area) .flow-form-page { display: block; }
  .flow-page:has(.flow-print-area) approval-panel, .flow-no-print { display: none !important; }
}
`;

let installed = false;
function installPrintStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PRINT_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function saveFile(data: ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a subject: the characters file systems refuse become "_". */
function fileNameOf(subject: string, extension: string): string {
  return `${subject.replace(/[\\/:*?"<>|]/g, '_').trim() || 'approval'}.${extension}`;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Draws the page in its paper layout as an A4 PDF, telling the progress as it goes. */
async function drawPdf(page: HTMLElement | null, tell: (text: string) => void): Promise<ArrayBuffer> {
  if (!page) throw new Error(msg('表单尚未显示'));
  const { approvalFormPdf } = await import('./approval-pdf.js');
  page.classList.add('flow-page--paper');
  try {
    await nextFrame();
    const pdf = await approvalFormPdf(
      page,
      ({ stage, page, pages }) =>
        tell(stage === 'render' ? msg('正在绘制表单…') : msg(str`正在生成第 ${page} / ${pages} 页…`)),
      (element) => element.classList.contains('flow-no-print'),
    );
    return pdf.bytes;
  } finally {
    page.classList.remove('flow-page--paper');
  }
}

export function InstancePrintTools({
  instId,
  taskId,
  subject,
  printArea,
}: {
  instId: string;
  taskId?: string;
  subject: string;
  /** The page a PDF shows: its title and facts, the form, the opinions and the changes under the watermark. */
  printArea: RefObject<HTMLElement | null>;
}) {
  const { client } = usePortal();
  const [busy, setBusy] = useState<PrintType | ''>('');
  const [progress, setProgress] = useState('');
  installPrintStyles();

  const print = async (type: PrintType) => {
    setBusy(type);
    try {
      if (type === 'word') {
        const file = await client.runtimeInstance.wordPrint({ instId, ...(taskId ? { taskId } : {}) });
        saveFile(file.data, file.fileName ?? fileNameOf(subject, 'docx'), file.contentType);
        message(msg('Word 文档已生成'), 'success');
        return;
      }
      // A PDF is drawn first: only a file the user receives is recorded.
      const pdf = type === 'pdf' ? await drawPdf(printArea.current, setProgress) : undefined;
      const logged = await client.runtimeInstance.printLog({ instId, type, ...(taskId ? { taskId } : {}) });
      if (!logged.state) throw new Error(logged.message);
      if (!pdf) {
        window.print();
        return;
      }
      saveFile(pdf, fileNameOf(subject, 'pdf'), 'application/pdf');
      message(msg('PDF 文件已生成'), 'success');
    } catch (error) {
      message(type === 'pdf' ? `${msg('PDF 导出失败')}：${errorText(error)}` : errorText(error), 'error');
    } finally {
      setBusy('');
      setProgress('');
    }
  };

  return (
    <div className="flow-print-tools flow-no-print">
      <sl-button size="small" loading={busy === 'print'} onClick={() => void print('print')}>
        {msg('打印')}
      </sl-button>
      <sl-button size="small" loading={busy === 'word'} onClick={() => void print('word')}>
        {msg('导出 Word')}
      </sl-button>
      <sl-button size="small" loading={busy === 'pdf'} onClick={() => void print('pdf')}>
        {msg('导出 PDF')}
      </sl-button>
      <span className="flow-print-progress" role="status">
        {progress}
      </span>
    </div>
  );
}

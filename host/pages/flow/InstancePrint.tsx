import { msg } from '@lit/localize';
import { useState } from 'react';
import type { PrintType } from '../../../api/contract/workflow-instance.js';
import { message } from '../../notify.js';
import { usePortal } from '../../portal-context.js';
import { errorText } from './use-flow-action.js';

/**
 * The approval form on paper: print, export as Word (the server builds the .docx with the form, the
 * opinions and the watermark) or as PDF. There is no PDF or canvas library in the portal, so PDF goes
 * through the browser's print to PDF with the print stylesheet below: A4, the form only (no portal
 * chrome, no buttons or approval panel: the title, the facts, the form, the opinions and the changes),
 * the watermark kept — vector text, sharper than a picture at scale 2. Each print
 * is recorded on the server (bpmPrintRecord printLog).
 */

const PRINT_CSS = `
.flow-print-tools { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-x-small); margin-left: auto; }
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

export function InstancePrintTools({
  instId,
  taskId,
  subject,
}: {
  instId: string;
  taskId?: string;
  subject: string;
}) {
  const { client } = usePortal();
  const [busy, setBusy] = useState<PrintType | ''>('');
  installPrintStyles();

  const print = async (type: PrintType) => {
    setBusy(type);
    try {
      if (type === 'word') {
        const file = await client.runtimeInstance.wordPrint({ instId, ...(taskId ? { taskId } : {}) });
        saveFile(file.data, file.fileName ?? `${subject}.docx`, file.contentType);
        message(msg('Word 文档已生成'), 'success');
        return;
      }
      const logged = await client.runtimeInstance.printLog({ instId, type, ...(taskId ? { taskId } : {}) });
      if (!logged.state) throw new Error(logged.message);
      window.print();
    } catch (error) {
      message(errorText(error), 'error');
    } finally {
      setBusy('');
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
    </div>
  );
}

/**
 * The approval form as a PDF file (spec 9: A4 at scale 2). The form, its opinions and its changes are
 * drawn to a canvas at twice their size by modern-screenshot — which copies the computed styles of
 * every element, inside the shadow roots too, so the watermark layer comes along — and laid on A4
 * portrait pages by jsPDF. A form longer than a page is cut between lines: the page breaks where no
 * line of text, table row, field or picture would be cut in half, when such a place exists in the
 * lower part of the page. This module is only imported when the user exports: both libraries stay
 * out of the portal's first load.
 */
import { jsPDF } from 'jspdf';
import { domToCanvas } from 'modern-screenshot';

/** A4 portrait in millimetres, with the margins the print stylesheet uses. */
export const A4 = { width: 210, height: 297, margin: 12 } as const;
/** Spec 9: the picture is drawn at twice the size of the screen. */
const SCALE = 2;
/** A cut point is looked for in the lower part of a page only: a page is never left mostly empty. */
const LOWEST_FILL = 0.6;

/** Elements drawn as one block: a page never cuts through them. */
const UNBREAKABLE = 'tr, img, svg, canvas, input, textarea, select, button, sl-tag, sl-badge, [role="img"]';

export interface PdfProgress {
  /** 'render' while the form is drawn, then 'page' for each page added. */
  stage: 'render' | 'page';
  page?: number;
  pages?: number;
}

export interface ApprovalPdf {
  bytes: ArrayBuffer;
  pages: number;
  /** Where each page ends, in CSS pixels from the top of the form. */
  breaks: number[];
}

/** The vertical spans (in CSS pixels, from the top of `root`) that a page break must not cut. */
function unbreakableSpans(root: HTMLElement): [number, number][] {
  const top = root.getBoundingClientRect().top;
  const spans: [number, number][] = [];
  const add = (rect: DOMRect) => {
    if (rect.height > 0 && rect.width > 0) spans.push([rect.top - top, rect.bottom - top]);
  };
  const range = document.createRange();
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.textContent?.trim()) return;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) add(line);
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.matches(UNBREAKABLE)) add(node.getBoundingClientRect());
    if (node instanceof HTMLSlotElement) {
      for (const child of node.assignedNodes({ flatten: true })) visit(child);
      return;
    }
    for (const child of (node.shadowRoot ?? node).childNodes) visit(child);
  };
  visit(root);
  return spans;
}

/**
 * Where each page ends, in CSS pixels from the top: as far down the page as possible where no span is
 * cut, else at the page's full height (a block taller than the rest of the page has to be cut).
 */
export function pageBreaks(total: number, pageHeight: number, spans: readonly [number, number][]): number[] {
  const breaks: number[] = [];
  let start = 0;
  while (total - start > pageHeight) {
    const limit = start + pageHeight;
    const lowest = start + pageHeight * LOWEST_FILL;
    let cut = limit;
    // Move the cut up above every span it would cut, until it rests between spans.
    for (let moved = true; moved; ) {
      moved = false;
      for (const [from, to] of spans) {
        if (from < cut && to > cut && from >= lowest) {
          cut = from;
          moved = true;
        }
      }
    }
    if (spans.some(([from, to]) => from < cut && to > cut)) cut = limit;
    breaks.push(cut);
    start = cut;
  }
  breaks.push(total);
  return breaks;
}

/** Draws `area` and returns it as an A4 PDF. */
export async function approvalFormPdf(
  area: HTMLElement,
  onProgress: (progress: PdfProgress) => void = () => {},
  /** Parts of `area` left out of the picture (the page's buttons). */
  skip: (element: Element) => boolean = () => false,
): Promise<ApprovalPdf> {
  onProgress({ stage: 'render' });
  const canvas = await domToCanvas(area, {
    scale: SCALE,
    backgroundColor: '#ffffff',
    // The portal uses the system's fonts (no web fonts to embed): font embedding would only cost time.
    font: false,
    filter: (node) => !(node instanceof Element && skip(node)),
  });
  const width = area.getBoundingClientRect().width;
  // A very long form may be drawn smaller than asked (the browser's largest canvas): the real ratio counts.
  const ratio = canvas.width / width;
  const total = canvas.height / ratio;
  const inner = { width: A4.width - 2 * A4.margin, height: A4.height - 2 * A4.margin };
  const pxPerMm = width / inner.width;
  const breaks = pageBreaks(total, inner.height * pxPerMm, unbreakableSpans(area));

  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  const slice = document.createElement('canvas');
  slice.width = canvas.width;
  const context = slice.getContext('2d');
  if (!context) throw new Error('canvas 2d');
  let start = 0;
  for (const [index, end] of breaks.entries()) {
    onProgress({ stage: 'page', page: index + 1, pages: breaks.length });
    if (index > 0) pdf.addPage('a4', 'portrait');
    slice.height = Math.ceil((end - start) * ratio);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, slice.width, slice.height);
    context.drawImage(canvas, 0, -start * ratio);
    pdf.addImage(
      slice,
      'JPEG',
      A4.margin,
      A4.margin,
      inner.width,
      (end - start) / pxPerMm,
      undefined,
      'FAST',
    );
    start = end;
    // Lets the page show the progress between pages.
    await new Promise((resolve) => setTimeout(resolve));
  }
  return { bytes: pdf.output('arraybuffer'), pages: breaks.length, breaks };
}

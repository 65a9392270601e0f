import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/index.js';
import { ApprovalFormPage } from '../../../host/pages/flow/ApprovalFormPage.js';
import { A4, approvalFormPdf, pageBreaks } from '../../../host/pages/flow/approval-pdf.js';
import { PortalContext } from '../../../host/portal-context.js';
import { useReactRoot } from '../shared/react-root.js';
import { DETAIL, R, ROUTE } from './flow-fixtures.js';

/** The pages of a PDF as jsPDF wrote them: each page object's MediaBox, in points. */
function pageSizes(bytes: ArrayBuffer): string[] {
  const text = new TextDecoder('latin1').decode(bytes);
  return [...text.matchAll(/\/Type \/Page\b[^s][\s\S]*?\/MediaBox \[([^\]]+)\]/g)].map((match) =>
    match[1]!.trim(),
  );
}

const MM_TO_PT = 72 / 25.4;

describe('the approval form as a PDF', () => {
  let area: HTMLElement;
  afterEach(() => area?.remove());

  it('draws a long form on A4 pages, cut between the table rows, with the watermark', async function () {
    // Drawing a few hundred cells at scale 2 takes seconds on a busy machine.
    this.timeout(30_000);
    area = document.createElement('watermark-overlay');
    area.setAttribute('text', 'staff 王晓明 2026-11-22 10:30');
    area.style.cssText = 'display:block;width:720px;font:14px/1.6 sans-serif';
    const rows = Array.from(
      { length: 100 },
      (_, index) =>
        `<tr><td>第 ${index + 1} 行</td><td>部门负责人审批</td><td>同意，请按计划执行。</td></tr>`,
    ).join('');
    area.innerHTML = `<h2>审批记录</h2><table style="border-collapse:collapse"><tbody>${rows}</tbody></table>`;
    document.body.append(area);
    await (area as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;

    const stages: string[] = [];
    const pdf = await approvalFormPdf(area, ({ stage, page }) =>
      stages.push(page ? `${stage}${page}` : stage),
    );

    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).to.equal('%PDF-');
    expect(pdf.bytes.byteLength).to.be.greaterThan(10_000);
    const sizes = pageSizes(pdf.bytes);
    expect(pdf.pages).to.be.greaterThan(2);
    expect(sizes).to.have.length(pdf.pages);
    const [width, height] = [A4.width * MM_TO_PT, A4.height * MM_TO_PT];
    for (const size of sizes) {
      const [, , w, h] = size.split(/\s+/).map(Number);
      expect(w).to.be.closeTo(width, 0.1);
      expect(h).to.be.closeTo(height, 0.1);
    }
    expect(stages).to.deep.equal(['render', ...sizes.map((_, index) => `page${index + 1}`)]);
    // No row is cut in half: every page ends on a row's edge.
    const top = area.getBoundingClientRect().top;
    const spans = [...area.querySelectorAll('tr')].map((row) => {
      const rect = row.getBoundingClientRect();
      return [rect.top - top, rect.bottom - top] as const;
    });
    for (const cut of pdf.breaks.slice(0, -1)) {
      expect(
        spans.some(([from, to]) => from < cut - 0.5 && to > cut + 0.5),
        `cut at ${cut}`,
      ).to.equal(false);
    }
  });

  it('cuts a block taller than the rest of the page at the page end', () => {
    expect(
      pageBreaks(250, 100, [
        [10, 20],
        [30, 240],
      ]),
    ).to.deep.equal([100, 200, 250]);
    expect(
      pageBreaks(250, 100, [
        [50, 70],
        [90, 110],
      ]),
    ).to.deep.equal([90, 190, 250]);
    expect(pageBreaks(80, 100, [])).to.deep.equal([80]);
  });
});

/** In a file of its own: drawing takes seconds, in which another test's toasts would hide under it. */
describe('导出 PDF on the approval form', () => {
  const view = useReactRoot(() => setDefaultApiClient(undefined));
  const inShadow = (tag: string, selector: string) =>
    view.container.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
  async function render(path: string, routes: Parameters<typeof createFakeClient>[0]) {
    const fake = createFakeClient(routes);
    setDefaultApiClient(fake.client);
    const location = memoryLocation({ path });
    await view.render(
      <PortalContext.Provider value={{ client: fake.client, deployment: resolveDeployment(undefined) }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ApprovalFormPage route={ROUTE} />
        </Router>
      </PortalContext.Provider>,
    );
    return { fake };
  }

  it('exports the page as an A4 PDF file, showing the progress, recorded as a print', async function () {
    this.timeout(30_000);
    const { fake } = await render('/matter/approvalForm?instId=i-1&isReadonly=true&type=done', {
      [`GET ${R}/instance/v1/getInstFormAndBO`]: () => ok({ ...DETAIL.formAndBO, instance: DETAIL.instance }),
      [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
      [`POST ${R}/bpmPrintRecord/v1/printLog`]: () => ok({ id: 'print-1' }),
    });
    await waitUntil(() => inShadow('flow-form', '#f-days'), 'no form');
    const click = HTMLAnchorElement.prototype.click;
    const saved: { name: string; href: string }[] = [];
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    };
    try {
      const button = [...view.container.querySelectorAll<HTMLElement>('.flow-print-tools sl-button')].find(
        (entry) => entry.textContent?.trim() === '导出 PDF',
      )!;
      const progress = view.container.querySelector('.flow-print-progress')!;
      // Every text the progress line shows, however briefly (a busy machine may pass a step between polls).
      const shown: string[] = [];
      const watch = new MutationObserver(() => shown.push(progress.textContent ?? ''));
      watch.observe(progress, { childList: true, subtree: true, characterData: true });
      await act(async () => button.click());
      await waitUntil(() => saved.length === 1, 'no PDF', { timeout: 20_000 });
      watch.disconnect();
      expect(shown).to.include('正在绘制表单…');
      expect(saved[0]!.name).to.equal('王晓明的请假申请（2天）.pdf');
      const pdf = new Uint8Array(await (await fetch(saved[0]!.href)).arrayBuffer());
      expect(new TextDecoder().decode(pdf.slice(0, 5))).to.equal('%PDF-');
      expect(fake.requests.find((r) => r.path === `${R}/bpmPrintRecord/v1/printLog`)!.data).to.deep.equal({
        instId: 'i-1',
        type: 'pdf',
      });
      // The page is back in its own layout.
      expect(view.container.querySelector('.flow-page--paper')).to.equal(null);
      await waitUntil(() => progress.textContent === '', 'progress left');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});

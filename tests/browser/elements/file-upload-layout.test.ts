import { expect, fixture, html } from '@open-wc/testing';
import type { FormField } from '../../../api/contract/workflow.js';
import '../../../elements/file-upload/file-upload.js';
import type { FileUpload } from '../../../elements/file-upload/file-upload.js';
import '../../../elements/flow-form/flow-form.js';
import type { FlowForm } from '../../../elements/flow-form/flow-form.js';

const ATTACHMENTS: FormField[] = [{ name: 'attachments', label: '附件', type: 'file' }];

/** How many lines a text takes on screen: the distinct tops of its line boxes. */
function lines(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

const emptyText = (upload: FileUpload) => upload.shadowRoot!.querySelector<HTMLElement>('[part="empty"]')!;

describe('file-upload in a layout', () => {
  describe('when an empty read-only field sits in the flow form', () => {
    it('says 暂无附件 on one line, the field as wide as the form', async () => {
      const form = await fixture<FlowForm>(
        html`<flow-form
          style="width: 40rem"
          label="请假申请"
          .fields=${ATTACHMENTS}
          .permissions=${{ attachments: 'r' }}
          .values=${{}}
        ></flow-form>`,
      );
      const upload = form.shadowRoot!.querySelector<FileUpload>('file-upload')!;
      await upload.updateComplete;
      expect(emptyText(upload).textContent).to.equal('暂无附件');
      expect(lines(emptyText(upload))).to.equal(1);
      const control = upload.parentElement!.getBoundingClientRect();
      expect(upload.getBoundingClientRect().width).to.be.closeTo(control.width, 1);
      await expect(form).to.be.accessible();
    });
  });

  describe('when it is an item of a flex row (its width from its content)', () => {
    it('is as wide as its text, not one character', async () => {
      const row = await fixture<HTMLElement>(
        html`<div style="display: flex; width: 30rem"><file-upload readonly label="附件"></file-upload></div>`,
      );
      const upload = row.querySelector<FileUpload>('file-upload')!;
      await upload.updateComplete;
      expect(lines(emptyText(upload))).to.equal(1);
    });
  });
});

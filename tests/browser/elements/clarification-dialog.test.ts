import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { sendKeys } from '@web/test-runner-commands';
import type { ClarifyBody } from '../../../api/contract/project-publication.js';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/clarification-dialog/clarification-dialog.js';
import type { ClarificationDialog } from '../../../elements/clarification-dialog/clarification-dialog.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { localDateTimeInput } from '../../../elements/core/format.js';
import { setLanguage } from '../../../elements/core/localize.js';
import type { RichTextEditor } from '../../../elements/rich-text-editor/rich-text-editor.js';
import { detailOf, project, routeOf } from './procure-fakes.js';

const DAY = 24 * 3_600_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Registering since yesterday: its registration start is past, the rest ahead. */
const PROJECT = detailOf(
  project({
    id: 'p-7',
    fProjectName: '办公设备采购项目',
    fRegisterStartTime: at(-1),
    fRegisterEndTime: at(5),
    fBidStartTime: at(6),
    fBidEndTime: at(6.2),
  }),
);

const root = (el: ClarificationDialog) => el.shadowRoot!;
const input = (el: ClarificationDialog, id: string) => root(el).querySelector<HTMLInputElement>(`#${id}`)!;
const errorOf = (el: ClarificationDialog, id: string) =>
  root(el).querySelector(`#${id}-error`)?.textContent?.trim() ?? '';
const part = (el: ClarificationDialog, name: string) =>
  root(el).querySelector<HTMLElement>(`[part="${name}"]`)!;
const editor = (el: ClarificationDialog) => root(el).querySelector<RichTextEditor>('rich-text-editor')!;

function backend(overrides: FakeRoutes = {}) {
  const sent: ClarifyBody[] = [];
  const fake = createFakeClient({
    [routeOf('wProcureproject/getDetailWithDocumentation')]: () => ok(PROJECT),
    [routeOf('wProcureproject/clarify')]: ({ data }) => {
      sent.push(data as ClarifyBody);
      return ok({ noticeId: 'n-clear-1', notified: 2 }, '澄清公告已发布');
    },
    ...overrides,
  });
  setDefaultApiClient(fake.client);
  return sent;
}

async function mount() {
  const el = await fixture<ClarificationDialog>(
    html`<clarification-dialog open project-id="p-7"></clarification-dialog>`,
  );
  await waitUntil(() => root(el).querySelector('#title'), 'the form shows');
  await waitUntil(() => root(el).querySelector<SlDialog>('sl-dialog')?.open, 'the dialog opens');
  return el;
}

async function type(el: ClarificationDialog, id: string, value: string) {
  const field = input(el, id);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

async function write(el: ClarificationDialog, text: string) {
  const box = editor(el);
  await waitUntil(() => box.shadowRoot?.querySelector('[role="textbox"]'), 'the editor loads');
  box.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

describe('clarification-dialog', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN');
  });

  it('is accessible', async () => {
    backend();
    const el = await mount();
    await expect(el).to.be.accessible();
  });

  it('opens with the project’s title offered and its times, a time already past read-only', async () => {
    backend();
    const el = await mount();
    expect(input(el, 'title').value).to.equal('办公设备采购项目澄清公告');
    expect(input(el, 'fBidStartTime').value).to.equal(localDateTimeInput(PROJECT.fBidStartTime));
    expect(input(el, 'fRegisterStartTime').readOnly).to.equal(true);
    expect(root(el).querySelector('#fRegisterStartTime-hint')?.textContent?.trim()).to.equal(
      '已过，不能修改',
    );
    expect(input(el, 'fBidEndTime').readOnly).to.equal(false);
  });

  it('offers the title in the notice’s language, not in the interface’s', async () => {
    await setLanguage('en-US');
    backend();
    const zh = await mount();
    expect(input(zh, 'title').value).to.equal('办公设备采购项目澄清公告');
    backend({
      [routeOf('wProcureproject/getDetailWithDocumentation')]: () =>
        ok({ ...PROJECT, fNoticeLanguage: 'en-US' }),
    });
    const en = await mount();
    expect(input(en, 'title').value).to.equal('Clarification notice: 办公设备采购项目');
  });

  it('keeps a quoting project’s bidding times read-only: its rounds are laid out; its text is still sent', async () => {
    const quoting = {
      ...PROJECT,
      fState: 'quoting' as const,
      fRegisterStartTime: at(-3),
      fRegisterEndTime: at(-1),
      fBidStartTime: at(-0.1),
      fBidEndTime: at(0.2),
      bidWindows: [{ round: 1, startTime: at(-0.1), endTime: at(0.2) }],
    };
    const sent = backend({ [routeOf('wProcureproject/getDetailWithDocumentation')]: () => ok(quoting) });
    const el = await mount();
    expect(input(el, 'fBidEndTime').readOnly).to.equal(true);
    expect(root(el).querySelector('#fBidEndTime-hint')?.textContent?.trim()).to.equal(
      '报价轮次已排定，不能修改',
    );
    await expect(el).to.be.accessible();
    await write(el, '技术参数以附件为准。');
    const published = oneEvent(el, 'eip-notice-published');
    part(el, 'submit').click();
    await published;
    expect(Object.keys(sent[0] ?? {}).sort()).to.deep.equal(['content', 'projectId', 'title']);
  });

  describe('when something is missing or out of order', () => {
    it('shows each problem on its field and sends nothing', async () => {
      const sent = backend();
      const el = await mount();
      await type(el, 'title', '');
      await type(el, 'fBidStartTime', localDateTimeInput(at(4)));
      part(el, 'submit').click();
      await el.updateComplete;
      expect(errorOf(el, 'title')).to.equal('请输入公告标题');
      expect(editor(el).error).to.equal('请输入公告内容');
      expect(errorOf(el, 'fBidStartTime')).to.equal('报价开始时间不能早于报名截止时间');
      expect(part(el, 'message').textContent?.trim()).to.equal('请修改标出的内容后再发布');
      expect(sent).to.deep.equal([]);
    });
  });

  describe('when the server refuses', () => {
    it('shows its messages on the fields in the user’s language and keeps what was typed', async () => {
      await setLanguage('en-US');
      backend({
        [routeOf('wProcureproject/clarify')]: () => ({
          body: {
            state: false,
            message: 'Bidding end cannot be in the past',
            value: { fields: { fBidEndTime: 'Bidding end cannot be in the past' } },
          },
        }),
      });
      const el = await mount();
      await type(el, 'title', 'Clarification of the window');
      await write(el, 'The bidding closes later.');
      part(el, 'submit').click();
      await waitUntil(() => errorOf(el, 'fBidEndTime'), 'the refusal shows');
      expect(errorOf(el, 'fBidEndTime')).to.equal('Bidding end cannot be in the past');
      expect(part(el, 'message').textContent?.trim()).to.equal('Bidding end cannot be in the past');
      expect(input(el, 'title').value).to.equal('Clarification of the window');
      expect(editor(el).value).to.contain('The bidding closes later.');
      expect(el.open).to.equal(true);
    });
  });

  describe('when it is published', () => {
    it('sends the title, the text and only the times changed, tells the page and closes', async () => {
      const sent = backend();
      const el = await mount();
      await write(el, '报价时间顺延一周。');
      const bidStart = at(13);
      const bidEnd = at(13.2);
      await type(el, 'fBidStartTime', localDateTimeInput(bidStart));
      await type(el, 'fBidEndTime', localDateTimeInput(bidEnd));
      const clarified = oneEvent(el, 'eip-notice-published');
      const notified = oneEvent(el, 'eip-notify');
      part(el, 'submit').click();
      expect((await clarified).detail).to.deep.equal({
        kind: 'clear',
        projectId: 'p-7',
        noticeId: 'n-clear-1',
        notified: 2,
      });
      expect((await notified).detail.message).to.equal('澄清公告已发布');
      expect(sent).to.have.length(1);
      const [body] = sent;
      expect(body?.title).to.equal('办公设备采购项目澄清公告');
      expect(body?.content).to.contain('报价时间顺延一周。');
      expect(Object.keys(body ?? {}).sort()).to.deep.equal(
        ['content', 'fBidEndTime', 'fBidStartTime', 'projectId', 'title'].sort(),
      );
      expect(localDateTimeInput(body?.fBidStartTime)).to.equal(localDateTimeInput(bidStart));
      await waitUntil(() => !el.open, 'the dialog closes');
    });
  });

  describe('when it is a pre-notice', () => {
    it('asks for a title and a text only, and publishes them as the pre-notice', async () => {
      const sent: unknown[] = [];
      backend({
        [routeOf('wProcureproject/preNotice')]: ({ data }) => {
          sent.push(data);
          return ok({ noticeId: 'n-before-1', notified: 0 }, '招标预告已发布');
        },
      });
      const el = await fixture<ClarificationDialog>(
        html`<clarification-dialog open kind="bidBefore" project-id="p-7"></clarification-dialog>`,
      );
      await waitUntil(() => root(el).querySelector('#title'), 'the form shows');
      expect(root(el).querySelector('sl-dialog')!.getAttribute('label')).to.equal('发布招标预告');
      expect(input(el, 'title').value).to.equal('办公设备采购项目招标预告');
      expect(root(el).querySelector('[part="windows"]')).to.equal(null);
      await expect(el).to.be.accessible();
      await write(el, '下周一开始报名。');
      const published = oneEvent(el, 'eip-notice-published');
      part(el, 'submit').click();
      expect((await published).detail.kind).to.equal('bidBefore');
      expect(sent).to.have.length(1);
      expect(Object.keys(sent[0] as object).sort()).to.deep.equal(['content', 'projectId', 'title']);
    });
  });
});

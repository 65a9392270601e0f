import { fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { configureHost } from '../../../elements/core/host-context.js';
import '../../../elements/bidding-hall/bidding-hall.js';
import type { BiddingHall } from '../../../elements/bidding-hall/bidding-hall.js';
import {
  biddingBackend,
  FakeEventSource,
  installFakeEventSource,
  liveProject,
  restoreEventSource,
  routeOf,
} from './bidding-fakes.js';

type Dialog = HTMLElement & { open: boolean };

/** The elements holding the keyboard's focus, from the document down through the shadow roots. */
function focusPath(): Element[] {
  const path: Element[] = [];
  let active = document.activeElement;
  while (active) {
    path.push(active);
    active = active.shadowRoot?.activeElement ?? null;
  }
  return path;
}
const hasFocus = (element: Element) =>
  focusPath().some((holder) => holder === element || element.contains(holder));

const form = (el: BiddingHall) => el.shadowRoot!.querySelector('quote-form')!;
const dialog = (el: BiddingHall) => form(el).shadowRoot!.querySelector<Dialog>('sl-dialog')!;
const submit = (el: BiddingHall) => form(el).shadowRoot!.querySelector<HTMLElement>('[part="submit"]')!;
const confirm = (el: BiddingHall) =>
  [...dialog(el).querySelectorAll<HTMLElement>('sl-button')].find(
    (b) => b.textContent!.trim() === '确认提交',
  )!;

/** Types a figure in the room's form and opens the confirmation from its submit button, by keyboard. */
async function openConfirmation(el: BiddingHall) {
  form(el).shadowRoot!.querySelector<HTMLElement>('sl-input[data-field="amount"]')!.focus();
  await sendKeys({ type: '500000' });
  submit(el).focus();
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => dialog(el).open && hasFocus(dialog(el)), 'the confirmation opens with focus');
}

describe('bidding-hall, by keyboard', () => {
  beforeEach(() => {
    installFakeEventSource();
    configureHost({ user: { account: 'supplier' }, linkBase: '/front' });
  });
  afterEach(() => {
    restoreEventSource();
    setDefaultApiClient(undefined);
    configureHost({ user: undefined, linkBase: '' });
    sessionStorage.clear();
  });

  async function room() {
    biddingBackend([liveProject()], {
      [routeOf('procureProjectQuotation/quotation')]: () =>
        ok({
          id: 'q-2',
          projectId: 'p-1',
          round: 2,
          fQuotationMode: 'sum',
          quotationAmount: 500000,
          quotationList: [],
          quotationFile: null,
          createTime: '2026-11-20T02:29:00.000Z',
          rank: 1,
          replayed: false,
          roundEndTime: '2026-11-20T02:30:00.000Z',
          extended: false,
        }),
    });
    const el = await fixture<BiddingHall>(html`<bidding-hall project-id="p-1"></bidding-hall>`);
    await waitUntil(() => el.shadowRoot!.querySelector('quote-form'), 'the room shows');
    await waitUntil(() => FakeEventSource.instances.length > 0, 'the live stream opens');
    return el;
  }

  it('gives focus back to 提交报价 when the confirmation is dismissed with Escape', async () => {
    const el = await room();
    await openConfirmation(el);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(el).open, 'the confirmation closes');
    await waitUntil(() => hasFocus(submit(el)), 'focus is back');
  });

  it('gives focus back to 提交报价 after 确认提交', async () => {
    const el = await room();
    await openConfirmation(el);
    confirm(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !dialog(el).open, 'the confirmation closes');
    await waitUntil(() => hasFocus(submit(el)), 'focus is back');
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { apiClientContext, setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/todo-badge/todo-badge.js';
import type { TodoBadge } from '../../../elements/todo-badge/todo-badge.js';

/** A client whose unread count is whatever the test says; counts the calls. */
function fakeClient(answers: Array<number | Error>) {
  const client = createApiClient({ deployment: resolveDeployment(undefined), getToken: () => 't' });
  const calls = { count: 0 };
  client.procureMessage.getMyUnReadCount = async () => {
    const answer = answers[Math.min(calls.count, answers.length - 1)];
    calls.count += 1;
    if (answer instanceof Error) throw answer;
    return { state: true, message: '', value: answer };
  };
  return { client, calls };
}

const badgeText = (el: TodoBadge) => el.shadowRoot!.querySelector('[part="badge"]')?.textContent?.trim();
const announced = (el: TodoBadge) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();

describe('todo-badge', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible', async () => {
    const el = await fixture<TodoBadge>(html`<todo-badge count="5"><button>通知</button></todo-badge>`);
    await expect(el).to.be.accessible();
  });

  it('shows nothing at 0 by default', async () => {
    const el = await fixture<TodoBadge>(html`<todo-badge></todo-badge>`);
    expect(badgeText(el)).to.equal(undefined);
    expect(announced(el)).to.equal('');
  });

  describe('when given a count', () => {
    it('shows the number and announces it', async () => {
      const el = await fixture<TodoBadge>(html`<todo-badge count="7"></todo-badge>`);
      expect(badgeText(el)).to.equal('7');
      expect(announced(el)).to.equal('7 条未读消息');
    });

    it('shows 99 as is and anything above as 99+', async () => {
      const el = await fixture<TodoBadge>(html`<todo-badge count="99"></todo-badge>`);
      expect(badgeText(el)).to.equal('99');
      el.count = 100;
      await el.updateComplete;
      expect(badgeText(el)).to.equal('99+');
      expect(announced(el)).to.equal('100 条未读消息');
    });

    it('hides again at 0 and ignores negative or broken counts', async () => {
      const el = await fixture<TodoBadge>(html`<todo-badge count="3"></todo-badge>`);
      el.count = 0;
      await el.updateComplete;
      expect(badgeText(el)).to.equal(undefined);
      el.count = -4;
      await el.updateComplete;
      expect(badgeText(el)).to.equal(undefined);
      el.count = Number.NaN;
      await el.updateComplete;
      expect(badgeText(el)).to.equal(undefined);
    });

    it('announces with its label when one is given', async () => {
      const el = await fixture<TodoBadge>(html`<todo-badge count="2" label="待办"></todo-badge>`);
      expect(announced(el)).to.equal('待办: 2');
    });

    it('sits on the corner of a slotted anchor', async () => {
      const el = await fixture<TodoBadge>(html`<todo-badge count="2"><button>铃</button></todo-badge>`);
      await el.updateComplete;
      const base = el.shadowRoot!.querySelector('[part="base"]')!;
      expect(base.classList.contains('has-anchor')).to.equal(true);
      const badge = el.shadowRoot!.querySelector('[part="badge"]')!;
      expect(getComputedStyle(badge).position).to.equal('absolute');
    });

    it('never loads anything without a source', async () => {
      const { client, calls } = fakeClient([4]);
      setDefaultApiClient(client);
      const el = await fixture<TodoBadge>(html`<todo-badge count="1"></todo-badge>`);
      // A load would start with the first update; it did not. A source does start one.
      await el.updateComplete;
      expect(calls.count).to.equal(0);
      el.source = 'procure-message';
      await waitUntil(() => calls.count === 1, 'a source loads');
    });
  });

  describe('when given a source', () => {
    it('loads the unread count through the client and emits the change', async () => {
      const { client, calls } = fakeClient([12]);
      setDefaultApiClient(client);
      const el = document.createElement('todo-badge');
      el.source = 'procure-message';
      const changed = oneEvent(el, 'eip-count-change');
      document.body.append(el);
      const event = await changed;
      expect(event.detail).to.deep.equal({ count: 12 });
      await el.updateComplete;
      expect(badgeText(el)).to.equal('12');
      expect(calls.count).to.equal(1);
      el.remove();
    });

    it('ignores the count property while a source is set', async () => {
      const { client, calls } = fakeClient([0]);
      setDefaultApiClient(client);
      const el = await fixture<TodoBadge>(html`<todo-badge source="procure-message" count="9"></todo-badge>`);
      await waitUntil(() => calls.count === 1, 'the count is loaded');
      await el.updateComplete;
      expect(badgeText(el)).to.equal(undefined);
    });

    it('polls at its interval and stops when removed', async () => {
      const { client, calls } = fakeClient([1, 2, 3, 4, 5, 6]);
      setDefaultApiClient(client);
      const el = await fixture<TodoBadge>(
        html`<todo-badge source="procure-message" interval="1000"></todo-badge>`,
      );
      await waitUntil(() => calls.count === 3, 'two polls after the first load', { timeout: 4000 });
      await el.updateComplete;
      expect(badgeText(el)).to.equal('3');
      el.remove();
      // A badge of the same interval on a client of its own: once it has polled, so would have the
      // removed one.
      const witness = fakeClient([7, 8]);
      const holder = document.createElement('div');
      holder.addEventListener('context-request', (event) => {
        const request = event as Event & { context: unknown; callback: (value: unknown) => void };
        if (request.context !== apiClientContext) return;
        event.stopPropagation();
        request.callback(witness.client);
      });
      holder.innerHTML = '<todo-badge source="procure-message" interval="1000"></todo-badge>';
      document.body.append(holder);
      try {
        await waitUntil(() => witness.calls.count === 2, 'the witness polled', { timeout: 3000 });
        expect(calls.count).to.equal(3);
      } finally {
        holder.remove();
      }
    });

    it('pauses while the page is hidden and loads again when it is shown', async () => {
      const { client, calls } = fakeClient([1, 2, 3, 4]);
      setDefaultApiClient(client);
      const el = await fixture<TodoBadge>(
        html`<todo-badge source="procure-message" interval="1000"></todo-badge>`,
      );
      await waitUntil(() => calls.count === 1, 'the first load');
      const setVisibility = (value: DocumentVisibilityState) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      try {
        setVisibility('hidden');
        await new Promise((r) => setTimeout(r, 1300));
        expect(calls.count).to.equal(1);
        setVisibility('visible');
        await waitUntil(() => calls.count === 2, 'shown, it loads again');
        await el.updateComplete;
        expect(badgeText(el)).to.equal('2');
      } finally {
        delete (document as { visibilityState?: unknown }).visibilityState;
      }
    });

    it('loads at once on refresh()', async () => {
      const { client, calls } = fakeClient([1, 8]);
      setDefaultApiClient(client);
      const el = await fixture<TodoBadge>(html`<todo-badge source="procure-message"></todo-badge>`);
      await waitUntil(() => calls.count === 1, 'the first load');
      await el.refresh();
      await el.updateComplete;
      expect(calls.count).to.equal(2);
      expect(badgeText(el)).to.equal('8');
    });

    it('keeps the last count and reports a failed load', async () => {
      const { client } = fakeClient([6, new Error('backend interface connection error')]);
      setDefaultApiClient(client);
      const el = await fixture<TodoBadge>(html`<todo-badge source="procure-message"></todo-badge>`);
      await waitUntil(() => badgeText(el) === '6', 'the first count shows');
      const failed = oneEvent(el, 'eip-load-error');
      void el.refresh();
      const event = await failed;
      expect((event.detail.error as Error).message).to.equal('backend interface connection error');
      await el.updateComplete;
      expect(badgeText(el)).to.equal('6');
    });

    it('starts loading when React-style code sets the source after insertion', async () => {
      const { client, calls } = fakeClient([3]);
      setDefaultApiClient(client);
      const el = await fixture<TodoBadge>(html`<todo-badge></todo-badge>`);
      expect(calls.count).to.equal(0);
      el.source = 'procure-message';
      await oneEvent(el, 'eip-count-change');
      expect(calls.count).to.equal(1);
    });
  });

  describe('when the language changes', () => {
    it('re-renders the announcement in zh-TW and en-US', async () => {
      const el = await fixture<TodoBadge>(html`<todo-badge count="4"></todo-badge>`);
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(announced(el)).to.equal('4 條未讀訊息');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(announced(el)).to.equal('4 unread messages');
    });
  });

  describe('when themed', () => {
    it('follows the primary token of its container and the badge colour property', async () => {
      const wrapper = await fixture(
        html`<div style="--eip-color-primary: rgb(255, 0, 0); --badge-color: rgb(0, 128, 0)"><todo-badge count="1"></todo-badge></div>`,
      );
      const el = wrapper.querySelector('todo-badge')!;
      await el.updateComplete;
      const primary = getComputedStyle(el).getPropertyValue('--sl-color-primary-600').trim();
      // Shoelace's 600 step is the readable shade of the container's primary token (elements/core/theme.ts).
      expect(primary).to.contain('rgb(255, 0, 0)');
      const badge = el.shadowRoot!.querySelector('sl-badge')!;
      await badge.updateComplete;
      const base = badge.shadowRoot!.querySelector('[part~="base"]')!;
      expect(getComputedStyle(base).backgroundColor).to.equal('rgb(0, 128, 0)');
    });
  });
});

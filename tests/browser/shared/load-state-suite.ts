/**
 * The contract every element that loads data keeps (STYLE.md 12): while loading it says so in a
 * status line; a failure shows the server's message with a retry button that loads again; nothing
 * to show is said in words. Each element's test file runs this suite with its own fixture.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { FakeReply } from '../../../docs/fixtures/fake-transport.js';

export type LoadBehaviour = 'hang' | FakeReply | 'empty';

export interface LoadStateSuiteOptions {
  /** Mounts the element with its data answered as `behaviour` says; answers it and a request count. */
  mount(behaviour: LoadBehaviour): Promise<{ element: HTMLElement; requests: () => number }>;
  /** The words shown when there is nothing; leave out when the element always has something. */
  emptyText?: string;
}

const statusOf = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLElement>('[part="status"]');

export function runLoadStateSuite(options: LoadStateSuiteOptions): void {
  describe('when loading', () => {
    it('says it is loading in a status line', async () => {
      const { element } = await options.mount('hang');
      await waitUntil(() => statusOf(element), 'no status line');
      expect(statusOf(element)!.getAttribute('role')).to.equal('status');
      expect(statusOf(element)!.textContent).to.contain('加载中');
    });
  });

  describe('when the server refuses or fails', () => {
    it('shows the server message and loads again on retry', async () => {
      const { element, requests } = await options.mount({ body: { state: false, message: '服务暂不可用' } });
      await waitUntil(() => statusOf(element)?.getAttribute('role') === 'alert', 'no error shown');
      expect(statusOf(element)!.textContent).to.contain('服务暂不可用');
      const before = requests();
      statusOf(element)!.querySelector<HTMLElement>('sl-button')!.click();
      await waitUntil(() => requests() > before, 'retry did not load again');
    });

    it("shows the client's catalogue text for an HTTP error", async () => {
      const { element } = await options.mount({ status: 502, body: 'Bad Gateway' });
      await waitUntil(() => statusOf(element)?.getAttribute('role') === 'alert', 'no error shown');
      expect(statusOf(element)!.textContent).to.contain('backend interface 502 error');
    });
  });

  if (options.emptyText) {
    const text = options.emptyText;
    describe('when there is nothing', () => {
      it('says so', async () => {
        const { element } = await options.mount('empty');
        await waitUntil(() => statusOf(element)?.textContent?.includes(text), `no "${text}"`);
      });
    });
  }
}

import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { toast } from '../../../host/notify.js';

type Alert = ReturnType<typeof toast> & { hide(): Promise<void>; updateComplete: Promise<boolean> };

describe('a toast', () => {
  afterEach(() => {
    for (const stack of document.querySelectorAll('.sl-toast-stack')) stack.remove();
  });

  it('is accessible while it shows', async () => {
    const alert = toast('已保存', 'success', Number.POSITIVE_INFINITY) as Alert;
    await oneEvent(alert, 'sl-after-show');
    await expect(alert.parentElement).to.be.accessible();
  });

  it('takes its close button out of the keyboard’s way as it fades out (aria-hidden then)', async () => {
    const alert = toast('已保存', 'success', Number.POSITIVE_INFINITY) as Alert;
    await oneEvent(alert, 'sl-after-show');
    const stack = alert.parentElement!;
    void alert.hide();
    await alert.updateComplete;
    await waitUntil(
      () => alert.shadowRoot!.querySelector('[part~="base"]')!.getAttribute('aria-hidden') === 'true',
      'the alert fades out',
    );
    expect(alert.isConnected).to.equal(true);
    await expect(stack).to.be.accessible();
  });
});

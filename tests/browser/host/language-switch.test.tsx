import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act } from 'react';
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import { currentLanguage, setLanguage } from '../../../elements/core/localize.js';
import { ensureDocumentTheme } from '../../../elements/core/theme.js';
import { LanguageSwitch } from '../../../host/layout/LanguageSwitch.js';
import baseStyles from '../../../host/styles/base.css?inline';
import feedbackStyles from '../../../host/styles/feedback.css?inline';
import { useReactRoot } from '../shared/react-root.js';

const toasts = () => [...document.querySelectorAll('sl-alert')];

describe('the language switch, by keyboard', () => {
  const style = document.createElement('style');
  before(async () => {
    ensureDocumentTheme();
    await setLanguage('zh-CN', { persist: false });
    style.textContent = `${baseStyles}\n${feedbackStyles}`;
    document.head.append(style);
  });
  after(() => style.remove());
  const view = useReactRoot(async () => {
    for (const alert of toasts()) alert.remove();
    document.querySelector('.sl-toast-stack')?.remove();
    localStorage.removeItem('lang');
    await setLanguage('zh-CN', { persist: false });
  });

  /** The switch where the headers have it: in the top right corner. */
  async function render() {
    await view.render(
      <div style={{ position: 'fixed', top: 12, right: 16 }}>
        <LanguageSwitch />
      </div>,
    );
    const select = view.container.querySelector('select')!;
    select.focus();
    return select;
  }

  it('browses the languages with the arrow keys without switching, and switches on Enter', async () => {
    const select = await render();
    await act(async () => {
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(select.value).to.equal('en-US');
    expect(currentLanguage()).to.equal('zh-CN');
    expect(document.documentElement.lang).to.equal('zh-CN');
    expect(toasts()).to.have.length(0);
    await act(async () => sendKeys({ press: 'Enter' }));
    await waitUntil(() => currentLanguage() === 'en-US', 'switched to English');
    expect(localStorage.getItem('lang')).to.equal('en-US');
    await waitUntil(() => toasts().length > 0, 'the toast', { timeout: 5000 });
    expect(toasts()).to.have.length(1);
  });

  it('puts the current language back when left unconfirmed', async () => {
    const select = await render();
    await act(async () => sendKeys({ press: 'ArrowDown' }));
    expect(select.value).to.equal('zh-TW');
    await act(async () => select.blur());
    expect(select.value).to.equal('zh-CN');
    expect(currentLanguage()).to.equal('zh-CN');
  });

  it('says 切换成功 below the header, leaving the focused switch in view (WCAG 2.4.11)', async () => {
    const select = await render();
    await act(async () => {
      select.value = 'zh-TW';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitUntil(() => toasts()[0]?.textContent?.includes('切換成功'), 'the toast', { timeout: 5000 });
    const alert = toasts()[0]!;
    await waitUntil(
      () => alert.shadowRoot?.querySelector('[part~="base"]')?.getBoundingClientRect().height,
      'shown',
    );
    const box = alert.shadowRoot!.querySelector('[part~="base"]')!.getBoundingClientRect();
    const switchBox = select.getBoundingClientRect();
    const overlaps =
      box.left < switchBox.right &&
      switchBox.left < box.right &&
      box.top < switchBox.bottom &&
      switchBox.top < box.bottom;
    expect(overlaps, 'the toast covers the switch').to.equal(false);
    expect(document.activeElement).to.equal(select);
  });
});

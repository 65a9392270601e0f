import { expect, waitUntil } from '@open-wc/testing';
import { act, useRef } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useLeaveGuard } from '../../../host/pages/tender/use-leave-guard.js';
import { useReactRoot } from '../shared/react-root.js';

/**
 * The guard of a page with unsaved changes (the project editor's): a plain click on a portal link asks
 * first and goes only when the user confirms; modified clicks, other sites and the links of the element
 * that asks about its own are left alone, and nothing is asked once the changes are saved.
 */
describe('leaving a page with unsaved changes', () => {
  const view = useReactRoot(() => {
    for (const dialog of document.querySelectorAll('sl-dialog.confirm-dialog')) dialog.remove();
  });
  let dirty = true;

  function Page() {
    const own = useRef<HTMLDivElement>(null);
    useLeaveGuard(() => dirty, own);
    return (
      <>
        <a id="portal" href="/front/project">
          项目
        </a>
        <a id="other" href="https://www.example.com/">
          集团官网
        </a>
        <div ref={own}>
          <a id="own" href="/front/project">
            返回
          </a>
        </div>
      </>
    );
  }

  /** Clicks that got past the guard (a listener below it sees them), kept on this page. */
  let passed: string[] = [];
  const stay = (event: MouseEvent) => {
    passed.push((event.target as HTMLElement).id);
    event.preventDefault();
  };
  beforeEach(() => {
    dirty = true;
    passed = [];
    document.addEventListener('click', stay);
  });
  afterEach(() => document.removeEventListener('click', stay));

  async function render() {
    const location = memoryLocation({ path: '/front/project/edit', record: true });
    await view.render(
      <Router base="/front" hook={location.hook}>
        <Page />
      </Router>,
    );
    return location;
  }

  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init });
    view.container.querySelector(`#${id}`)!.dispatchEvent(event);
    return event;
  };
  const question = () => document.querySelector<HTMLElement & { open: boolean }>('sl-dialog.confirm-dialog');
  const answer = async (label: string) => {
    const button = [...question()!.querySelectorAll('sl-button')].find((b) => b.textContent === label)!;
    await act(async () => button.click());
    await waitUntil(() => !question(), 'the question stayed');
  };

  it('asks before a portal link leaves, and goes only when the user confirms', async () => {
    const location = await render();
    click('portal');
    await waitUntil(() => question()?.open, 'nothing was asked');
    expect(passed).to.deep.equal([]);
    expect(question()!.textContent).to.contain('有未保存的修改，离开后将丢失。确定离开吗？');
    await answer('取消');
    expect(location.history).to.deep.equal(['/front/project/edit']);

    click('portal');
    await waitUntil(() => question()?.open, 'nothing was asked the second time');
    await answer('确定');
    expect(location.history!.at(-1)).to.equal('/front/project');
  });

  it('leaves modified clicks, other sites and the element’s own links alone', async () => {
    await render();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])
      click('portal', init);
    click('other');
    click('own');
    expect(passed).to.deep.equal(['portal', 'portal', 'portal', 'portal', 'other', 'own']);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(question()).to.equal(null);
  });

  it('asks nothing once the changes are saved', async () => {
    const location = await render();
    dirty = false;
    click('portal');
    expect(passed).to.deep.equal(['portal']);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(question()).to.equal(null);
    expect(location.history).to.deep.equal(['/front/project/edit']);
  });
});

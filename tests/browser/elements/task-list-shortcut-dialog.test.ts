import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/task-list/task-list.js';
import type { TaskList } from '../../../elements/task-list/task-list.js';

describe('task-list shortcut dialog', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setViewport({ width: 800, height: 600 });
  });

  describe('when it is taller than the window (a low window, or a taller CJK font such as Noto)', () => {
    it('scrolls in a named region the keyboard reaches', async () => {
      await setViewport({ width: 800, height: 320 });
      setDefaultApiClient(
        createFakeClient({
          'POST /runtime/task/v1/getTodoList': () => ok({ rows: [], total: 0, page: 1, pageSize: 50 }),
        }).client,
      );
      const el = await fixture<TaskList>(html`<task-list kind="todo" label="我的待办"></task-list>`);
      const dialog = el.shadowRoot!.querySelector<HTMLElement>('sl-dialog')!;
      const shown = oneEvent(dialog, 'sl-after-show');
      el.shadowRoot!.querySelector<HTMLElement>('sl-icon-button[name="keyboard"]')!.click();
      await shown;
      const region = dialog.querySelector<HTMLElement>('[role="region"]')!;
      await waitUntil(() => region.scrollHeight > region.clientHeight, 'the list does not overflow');
      expect(region.getAttribute('aria-label')).to.equal('快捷键列表');
      expect(region.tabIndex).to.equal(0);
      region.focus();
      await sendKeys({ press: 'End' });
      await waitUntil(() => region.scrollTop > 0, 'End did not scroll the list');
      await expect(el).to.be.accessible();
    });
  });
});

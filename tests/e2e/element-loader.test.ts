/**
 * The lazy loader as an intranet page on another origin uses it: one module script from the portal,
 * `configure` as with the script-tag bundle, and each element defined from its own chunk when its
 * tag appears: in the page, added later, or inside a shadow root. A page with one `<todo-badge>`
 * downloads at most 30 kB (gzip) from the portal in all.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { openPage } from './harness.js';
import { withIntranet } from './intranet.js';

/** What one `<todo-badge>` may cost a page, everything from the portal counted, as gzip. */
const TODO_BADGE_BUDGET_BYTES = 30 * 1024;

/** An intranet page: the loader included once and configured, then whatever `body` holds. */
function loaderPage(portal: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>内网页面</title>
    ${head}
    <script type="module">
      import { configure } from '${portal}/elements/eip-loader.js';
      configure({ baseUrl: '${portal}', tokenKey: 'token', lang: 'zh-CN' });
    </script>
  </head>
  <body>
    ${body}
  </body>
</html>`;
}

/** A component of the page's own with an open shadow root holding `inner`. */
const shadowHostScript = (name: string, inner: string) => `<script>
  customElements.define('${name}', class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      this.attachShadow({ mode: 'open' }).innerHTML = ${JSON.stringify(inner)};
    }
  });
</script>`;

describe('the lazy element loader on a page of another origin', () => {
  const intranet = withIntranet('purchaser');

  /** Opens the page signed in; answers it with the responses from the portal and the page's errors. */
  async function open(html: string) {
    intranet.html = html;
    const page = await openPage(intranet.browser);
    const errors: string[] = [];
    const fromPortal: Response[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.url().startsWith(intranet.portal.url)) fromPortal.push(response);
    });
    await page.addInitScript((value) => sessionStorage.setItem('token', value), intranet.token);
    await page.goto(`${intranet.url}/`);
    return { page, errors, fromPortal };
  }

  const defined = (page: Page, tags: string[]) =>
    page.evaluate((names) => names.filter((name) => customElements.get(name) !== undefined), tags);

  /** What the badge page downloaded from the portal: each response's body as gzip. */
  let badgeDownloads: Array<{ url: string; gzip: number }> = [];

  it('defines a <todo-badge> in the page, and no other element, and it loads its count', async () => {
    const { page, errors, fromPortal } = await open(
      loaderPage(
        intranet.portal.url,
        '<todo-badge source="procure-message" label="待办"><button aria-label="待办消息">🔔</button></todo-badge>',
      ),
    );
    await page.locator('todo-badge [part="badge"]').filter({ hasText: '2' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await defined(page, ['todo-badge', 'file-upload', 'notice-list', 'login-form']), [
      'todo-badge',
    ]);
    badgeDownloads = await Promise.all(
      fromPortal.map(async (response) => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          url: response.url().slice(intranet.portal.url.length),
          gzip: gzipSync(body, { level: 9 }).length,
        };
      }),
    );
    assert.ok(badgeDownloads.some(({ url }) => url === '/elements/eip-loader.js'));
    assert.ok(badgeDownloads.every(({ url }) => url.startsWith('/elements/') || url.startsWith('/portal/')));
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('downloads at most 30 kB (gzip) for that one <todo-badge>', () => {
    const total = badgeDownloads.reduce((sum, { gzip }) => sum + gzip, 0);
    const listing = badgeDownloads.map(({ url, gzip }) => `${gzip} ${url}`).join('\n');
    assert.ok(total > 0, 'the badge page ran first');
    assert.ok(
      total <= TODO_BADGE_BUDGET_BYTES,
      `one <todo-badge> downloaded ${total} bytes (gzip), more than ${TODO_BADGE_BUDGET_BYTES}:\n${listing}`,
    );
  });

  it('defines a tag added to the page later, from its own chunk', async () => {
    const { page, errors, fromPortal } = await open(
      loaderPage(intranet.portal.url, '<main id="later"></main>'),
    );
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await defined(page, ['rich-text']), []);
    await page.evaluate(() => {
      const text = document.createElement('rich-text') as HTMLElement & { content: string };
      text.content = '<p>稍后加入的<strong>正文</strong></p>';
      document.getElementById('later')!.append(text);
    });
    await page.locator('rich-text').getByText('稍后加入的').waitFor();
    await page.locator('rich-text strong').filter({ hasText: '正文' }).waitFor();
    assert.ok(
      fromPortal.some((response) => /\/elements\/loader\/rich-text-[\w-]+\.js$/.test(response.url())),
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("shows a full notice list's filter form, from a chunk of its own, and searches with it", async () => {
    const { page, errors, fromPortal } = await open(
      loaderPage(intranet.portal.url, '<notice-list type="bid" filters="keyword status"></notice-list>'),
    );
    const list = page.locator('notice-list');
    await list.locator('[part="item"]').first().waitFor();
    const keyword = list.getByRole('textbox', { name: '关键字' });
    await keyword.waitFor();
    await list.getByRole('combobox', { name: '项目状态' }).waitFor();
    assert.ok(
      fromPortal.some((response) => /\/elements\/loader\/notice-filters-[\w-]+\.js$/.test(response.url())),
    );
    await keyword.fill('没有这样的公告');
    await list.getByRole('button', { name: '搜索' }).click();
    await list.getByText('暂无公告').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('defines tags inside shadow roots: of a component made before the loader ran, and after', async () => {
    const { page, errors } = await open(
      loaderPage(
        intranet.portal.url,
        '<early-card></early-card>',
        shadowHostScript('early-card', '<todo-badge count="7"><span>消息</span></todo-badge>'),
      ),
    );
    const early = page.locator('early-card todo-badge [part="badge"]');
    await early.filter({ hasText: '7' }).waitFor();

    await page.evaluate(
      (script) => {
        // A component the page defines once the loader is running, holding a tag not yet defined.
        const element = document.createElement('script');
        element.textContent = script;
        document.head.append(element);
        document.body.append(document.createElement('late-card'));
      },
      shadowHostScript('late-card', '<notice-list variant="compact" page-size="3"></notice-list>').replace(
        /<\/?script>/g,
        '',
      ),
    );
    await page.locator('late-card notice-list [part="item"]').first().waitFor();
    assert.deepEqual(await defined(page, ['todo-badge', 'notice-list', 'file-upload']), [
      'todo-badge',
      'notice-list',
    ]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('configure works again later, as EipElements.configure does: the elements follow the language', async () => {
    const { page, errors } = await open(
      loaderPage(intranet.portal.url, '<todo-badge source="procure-message"></todo-badge>'),
    );
    const status = page.locator('todo-badge [role="status"]');
    await status.filter({ hasText: '2 条未读消息' }).waitFor();
    await page.evaluate(async (url) => {
      const loader = await import(`${url}/elements/eip-loader.js`);
      await loader.configure({ baseUrl: url, lang: 'en-US' });
    }, intranet.portal.url);
    await status.filter({ hasText: '2 unread messages' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});

import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type App, createApp } from '../../api/server/app.js';
import { DIST_DIR, launchBrowser, openPage } from './harness.js';
import { FORBIDDEN_TAGS, XSS_PAYLOADS } from './xss-payloads.js';

const PAYLOADS = XSS_PAYLOADS.join('\n');
const TITLE = '<img src=x onerror="window.__xss=\'title\'">恶意标题公告';

/**
 * What the page holds that could run or cover it, searched through every shadow root: forbidden
 * tags inside rich text, inline handlers, script urls anywhere. Sent as source text: the test runner's
 * compiler would wrap a function with helpers the page does not have.
 */
const DANGER_SCAN = `(forbidden) => {
  const found = [];
  const visit = (node, inRichText) => {
    for (const element of node.querySelectorAll('*')) {
      if (inRichText && forbidden.includes(element.tagName.toLowerCase())) found.push('<' + element.tagName + '>');
      for (const attribute of element.attributes) {
        const value = attribute.value.replace(/\\s/g, '').toLowerCase();
        if (attribute.name.startsWith('on')) found.push(element.tagName + ' ' + attribute.name);
        if (/^(javascript|vbscript|data:text)/.test(value)) found.push(element.tagName + ' ' + attribute.name);
        if (inRichText && attribute.name === 'style' && /position|background|url\\(/.test(value)) {
          found.push(element.tagName + ' style');
        }
      }
      if (element.shadowRoot) visit(element.shadowRoot, inRichText || element.tagName === 'RICH-TEXT');
    }
  };
  visit(document, false);
  return found;
}`;

async function dangersOn(page: Page): Promise<string[]> {
  return page.evaluate(`(${DANGER_SCAN})(${JSON.stringify(FORBIDDEN_TAGS)})`);
}

describe('known XSS payloads stored in the real backend stay inert on the real pages', () => {
  let app: App;
  let dataDir: string;
  let url: string;
  let browser: Browser;

  before(async () => {
    if (!existsSync(join(DIST_DIR, 'front/index.html')))
      throw new Error(`${DIST_DIR} is missing: run npm run build first`);
    dataDir = mkdtempSync(join(tmpdir(), 'eip-xss-'));
    app = await createApp({ dataDir, seedDemo: true, distDir: DIST_DIR });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
    const { db } = app;
    const now = new Date(Date.now() - 60_000);
    await db
      .insertInto('procure_notices')
      .values({
        id: 'n-xss',
        project_id: 'p-001',
        type: 'bid',
        title: TITLE,
        content: PAYLOADS,
        attachments: JSON.stringify([
          {
            name: '<img src=x onerror="window.__xss=\'file\'">.docx',
            size: 10,
            response: { fileId: 'tf-001', fileName: 'x.docx' },
          },
        ]),
        publish_time: now,
        publisher: '<script>window.__xss="publisher"</script>采购部',
        version: 2,
      })
      .execute();
    await db
      .insertInto('notice_history')
      .values(
        [1, 2].map((version) => ({
          id: `n-xss-v${version}`,
          notice_id: 'n-xss',
          version,
          title: TITLE,
          content: PAYLOADS,
          change_summary: '<img src=x onerror="window.__xss=\'summary\'">修改',
          publish_time: now,
          publisher: '采购部',
        })),
      )
      .execute();
    await db
      .updateTable('news')
      .set({ title: TITLE, content: PAYLOADS })
      .where('id', '=', 'news-001')
      .execute();
    await db
      .updateTable('column_contents')
      .set({ content: PAYLOADS })
      .where('column_name', '=', 'faq')
      .execute();
    await db
      .updateTable('procure_projects')
      .set({ basic_info: PAYLOADS })
      .where('id', '=', 'p-001')
      .execute();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const pages: [string, (page: Page) => Promise<void>][] = [
    [
      '/front/bidNotice?id=n-xss',
      async (page) => {
        const detail = page.locator('notice-detail');
        await detail.locator('section[part="content"] rich-text').waitFor();
        await detail.locator('[part="history"] sl-details').first().waitFor();
        for (const version of await detail.locator('[part="history"] sl-details').all()) {
          await version.locator('[slot="summary"]').click();
        }
        assert.equal(await detail.locator('[part="title"]').textContent(), TITLE);
      },
    ],
    ['/front/bidNotice', async (page) => void (await page.getByRole('link', { name: TITLE }).waitFor())],
    [
      '/front/index',
      async (page) => void (await page.locator('notice-list[type="bid"] [part="item"]').first().waitFor()),
    ],
    [
      '/front/newsInformation?id=news-001',
      async (page) =>
        void (await page.locator('news-detail').getByRole('heading', { name: TITLE }).waitFor()),
    ],
    [
      '/front/newsInformation',
      async (page) => void (await page.getByRole('link', { name: TITLE }).first().waitFor()),
    ],
    ['/front/tutorial?active=2', async (page) => void (await page.locator('rich-text').first().waitFor())],
  ];

  for (const [path, ready] of pages) {
    it(`runs nothing and keeps nothing active on ${path}`, async () => {
      const page = await openPage(browser);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${url}${path}`);
      await ready(page);
      // Broken images, focus and toggle handlers would fire by now.
      await page.waitForTimeout(500);
      assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
      assert.deepEqual(dialogs, []);
      assert.deepEqual(await dangersOn(page), []);
      assert.equal(new URL(page.url()).pathname.startsWith('/front/'), true);
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).display), 'block');
      await page.close();
    });
  }
});

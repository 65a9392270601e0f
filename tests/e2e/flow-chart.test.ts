/**
 * The flow chart and the opinion table on an intranet page through the lazy loader, signed in as the
 * initiator (王晓明) of a leave request waiting for its department leader: the chart shows the current
 * node in its colour, bpmn-js arrives only with the chart, the node list works by keyboard alone, and
 * the page passes axe in zh-CN, zh-TW and en-US. FLOW_CHART_SHOTS=<folder> saves a screenshot of each.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { axeViolations } from './axe.js';
import { openTab } from './harness.js';
import { withIntranet } from './intranet.js';

function loaderPage(portal: string, lang: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <title>流程图</title>
    <script type="module">
      import { configure } from '${portal}/elements/eip-loader.js';
      configure({ baseUrl: '${portal}', tokenKey: 'token', lang: '${lang}' });
    </script>
  </head>
  <body>
    <main><h1>请假申请</h1>${body}</main>
  </body>
</html>`;
}

/** The loader's chunk of bpmn-js and its styles (elements/flow-chart/bpmn-viewer.ts). */
const BPMN_CHUNK = /\/elements\/loader\/bpmn-viewer\.js$/;

/** The same chart on a page that embeds the classic script-tag bundle instead of the loader. */
function bundlePage(portal: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>流程图</title>
    <script src="${portal}/elements/eip-elements.js"></script>
    <script>EipElements.configure({ baseUrl: '${portal}', tokenKey: 'token', lang: 'zh-CN' });</script>
  </head>
  <body>
    <main><h1>请假申请</h1>${body}</main>
  </body>
</html>`;
}

describe('flow chart and opinions of an instance (lazy loader and script-tag bundle)', () => {
  const intranet = withIntranet('staff');
  let instId = '';

  before(async () => {
    const answer = await fetch(`${intranet.portal.url}/runtime/instance/v1/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${intranet.token}` },
      body: JSON.stringify({
        flowKey: 'leave',
        data: {
          leaveType: 'annual',
          startDate: '2026-12-01',
          endDate: '2026-12-02',
          days: 2,
          reason: '回老家探亲。',
        },
      }),
    });
    const body = (await answer.json()) as { state: boolean; message: string; value: { instId: string } };
    assert.equal(body.state, true, body.message);
    instId = body.value.instId;
  });

  async function open(lang: string, body: string) {
    intranet.html = loaderPage(intranet.portal.url, lang, body);
    // A tab of the language's one context: its cache keeps the loader's chunks from one test to the next.
    const page = await openTab(intranet.browser, lang);
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.addInitScript((value) => sessionStorage.setItem('token', value), intranet.token);
    await page.goto(`${intranet.url}/`);
    return { page, errors, scripts };
  }

  it('loads bpmn-js only with a chart: the opinion table alone does not', async () => {
    const { page, errors, scripts } = await open(
      'zh-CN',
      `<opinion-table inst-id="${instId}"></opinion-table>`,
    );
    await page.locator('opinion-table tbody tr').nth(1).waitFor();
    assert.match((await page.locator('opinion-table tbody tr').nth(1).textContent()) ?? '', /部门负责人审批/);
    await page.waitForLoadState('networkidle');
    assert.equal(scripts.filter((url) => BPMN_CHUNK.test(url)).length, 0, scripts.join('\n'));
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('draws the chart from the script-tag bundle too, which fetches bpmn-js from beside itself', async () => {
    const { page, errors, scripts } = await open('zh-CN', '');
    intranet.html = bundlePage(intranet.portal.url, `<flow-chart inst-id="${instId}"></flow-chart>`);
    await page.goto(`${intranet.url}/`);
    const drawn = await page
      .locator('flow-chart .djs-element[data-element-id="leader"].fc-current')
      .waitFor({ timeout: 20_000 })
      .then(() => '')
      .catch(
        async () =>
          `not drawn: ${await page.locator('flow-chart').evaluate((chart) => chart.shadowRoot?.textContent)}`,
      );
    assert.equal(drawn, '', `${drawn}\n${errors.join('\n')}\n${scripts.join('\n')}`);
    assert.ok(
      scripts.some((url) => BPMN_CHUNK.test(url)),
      `bpmn-js came beside the bundle: ${scripts.join('\n')}`,
    );
    assert.equal(await page.locator('flow-chart a.bjs-powered-by').isVisible(), true, 'bpmn.io mark');
    assert.deepEqual(errors, []);
    await page.close();
  });

  for (const lang of ['zh-CN', 'zh-TW', 'en-US']) {
    it(`${lang}: the current node in its colour, the node list by keyboard alone, axe clean`, async () => {
      const { page, errors, scripts } = await open(
        lang,
        `<flow-chart inst-id="${instId}"></flow-chart><opinion-table inst-id="${instId}"></opinion-table>`,
      );
      const current = page.locator('flow-chart .djs-element[data-element-id="leader"].fc-current');
      await current.waitFor({ timeout: 20_000 });
      const stroke = await current
        .locator('.djs-visual > :first-child')
        .evaluate((shape) => getComputedStyle(shape).stroke);
      assert.equal(stroke, 'rgb(194, 65, 12)');
      assert.ok(
        scripts.some((url) => BPMN_CHUNK.test(url)),
        'bpmn-js came in its own chunk',
      );
      assert.equal(await page.locator('flow-chart a.bjs-powered-by').isVisible(), true, 'bpmn.io mark');

      // Keyboard alone: Tab through the zoom buttons to the node list, then arrows.
      const list = page.locator('flow-chart [part="node-list"] li');
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press('Tab');
        if (
          await list
            .first()
            .evaluate(
              (item) =>
                item.getRootNode() instanceof ShadowRoot &&
                (item.getRootNode() as ShadowRoot).activeElement === item,
            )
        )
          break;
      }
      await page.keyboard.press('ArrowDown');
      const focused = page.locator('flow-chart [part="node-list"] li.active');
      assert.equal(await focused.getAttribute('data-node-id'), 'leader');
      assert.equal(await focused.getAttribute('aria-current'), 'step');
      await page.locator('flow-chart .djs-element[data-element-id="leader"].fc-highlight').waitFor();
      const details = (await page.locator('flow-chart [part="details"]').textContent()) ?? '';
      assert.match(details, /刘洋/);

      await page.locator('opinion-table tbody tr').nth(1).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      if (process.env.FLOW_CHART_SHOTS) {
        await page.screenshot({
          path: join(process.env.FLOW_CHART_SHOTS, `flow-chart-${lang}.png`),
          fullPage: true,
        });
      }
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});

/**
 * The content security policy the server sends (api/server/ops/http-guards.ts: no inline or foreign
 * script) against the built portal and docs in Chromium: every page below runs without one violation,
 * bpmn-js's lazy chunk included, and the policy really is enforced (an inline script is refused).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { openPage, withPortal } from './harness.js';
import { signedInPage } from './sign-in.js';

/** Watches a page for refusals of the policy: the DOM event and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text().slice(0, 300));
  });
  await page.exposeFunction('__reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return seen;
}

describe('the content security policy on the built portal and docs', () => {
  const suite = withPortal();

  it('lets the visitor pages, the sign-in page and the workflow pages run without a violation', async () => {
    const page = await openPage(suite.browser);
    const violations = await watchViolations(page);
    const response = await page.goto(`${suite.portal.url}/front/`);
    assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
    await page.getByRole('link', { name: /登录/ }).first().waitFor();
    await page.goto(`${suite.portal.url}/front/login`);
    await page.getByRole('textbox', { name: /账号/ }).waitFor();

    const staff = await signedInPage(suite, 'staff');
    const staffViolations = await watchViolations(staff);
    await staff.goto(`${suite.portal.url}/front/flow/startProcess`);
    await staff.getByText('请假申请').first().waitFor({ state: 'attached' });
    await staff.waitForLoadState('networkidle');
    assert.deepEqual([...violations, ...staffViolations], []);
    // The accessibility checks of the other journeys still run under the policy (axe is evaluated).
    assert.ok(Array.isArray(await axeViolations(staff)));
    await staff.context().close();
    await page.context().close();
  });

  it('lets the docs run, the flow chart demo with bpmn-js included, without a violation', async () => {
    const page = await openPage(suite.browser);
    const violations = await watchViolations(page);
    await page.goto(`${suite.portal.url}/docs/`);
    await page
      .getByRole('link', { name: /flow-chart/ })
      .first()
      .waitFor();
    await page.goto(`${suite.portal.url}/docs/#/flow-chart`);
    // bpmn-js (in its own chunk, under the same policy) draws the demo instance's diagram.
    await page.locator('flow-chart svg text', { hasText: '部门负责人审批' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  it('really enforces it: an inline script injected into a page is refused', async () => {
    const page = await openPage(suite.browser);
    const violations = await watchViolations(page);
    await page.goto(`${suite.portal.url}/front/login`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    const deadline = Date.now() + 3000;
    while (!violations.length && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    const ran = await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan);
    assert.equal(ran, undefined);
    assert.ok(
      violations.some((text) => /script-src/.test(text)),
      violations.join('\n'),
    );
    await page.context().close();
  });
});

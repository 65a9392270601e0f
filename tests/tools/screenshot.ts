/**
 * Screenshots for looking at what we build:
 *   node --import tsx tests/tools/screenshot.ts <url> <out.png> [lang] [width] [height]
 */
import { launchBrowser, openPage } from '../e2e/harness.js';

const [url, out, lang = 'zh-CN', width = '1366', height = '860'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.ts <url> <out.png> [lang] [width] [height]');
  process.exit(2);
}
const browser = await launchBrowser();
const page = await openPage(browser, lang);
await page.setViewportSize({ width: Number(width), height: Number(height) });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
// Parts drawn only near the viewport (content-visibility: auto, the footer) are drawn for the whole page.
await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`wrote ${out}`);

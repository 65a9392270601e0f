/**
 * First paint of `<task-list>` with 10,000 to-do rows in Chromium: the element is created with its rows
 * (the `rows` property, no server), added to the page, and the time runs until the frame that shows
 * the first rows has been painted (the rows drawn, then the next animation frame and a task after it).
 * The built ES-module bundle (dist/elements/eip-elements.module.js; EIP_DIST for another folder) is
 * served from a static server in this process. One cold run (the first element of the page), then
 * BENCH_VIRTUAL_LIST_RUNS (default 20) more, each a fresh element; the median and the 95th percentile of
 * those are reported. Prints a markdown table and rewrites the '## Virtual list' section of
 * docs/benchmarks.md. The goal is at most 40 ms (antd's virtual table takes about 160 ms here).
 *
 *   node --import tsx tests/bench/virtual-list.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { markdownTable, writeSection } from './report.js';

const root = join(import.meta.dirname, '../..');
const dist = resolve(root, process.env.EIP_DIST ?? 'dist');
const RUNS = Number(process.env.BENCH_VIRTUAL_LIST_RUNS ?? 20);
const ROWS = 10_000;
const GOAL_MS = 40;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>task-list benchmark</title>
<style>body { margin: 0; font-family: sans-serif; } task-list { --list-height: 640px; }</style>
<script type="module">
  import '/elements/eip-elements.module.js';
  const rows = Array.from({ length: ${ROWS} }, (_, i) => ({
    taskId: 't-' + i, instId: 'i-' + i, defId: 'def-leave', defKey: 'leave', nodeId: 'deptLeader',
    subject: '王晓明的请假申请 ' + i, procDefName: ['请假申请', '费用报销', '采购申请'][i % 3],
    nodeName: '部门领导审批', creatorId: 'u-staff', creatorName: '王晓明',
    createTime: new Date(Date.UTC(2026, 10, 1) + i * 60000).toISOString(), lockStatus: 1,
  }));
  const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  /** One element: added with its rows, timed until the frame showing its first rows was painted. */
  window.firstPaint = async () => {
    await customElements.whenDefined('task-list');
    const element = document.createElement('task-list');
    element.rows = rows;
    element.label = '待办';
    const start = performance.now();
    document.body.append(element);
    await element.updateComplete;
    while (!element.shadowRoot.querySelector('[part="row"]')) await new Promise((r) => requestAnimationFrame(r));
    await painted();
    const ms = performance.now() - start;
    const drawn = element.shadowRoot.querySelectorAll('[part="row"]').length;
    element.remove();
    await painted();
    return { ms, drawn };
  };
</script></head><body></body></html>`;

function serve(): Promise<{ url: string; close(): void }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
      return;
    }
    const file = normalize(join(dist, path));
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'elements/eip-elements.module.js'))) {
    throw new Error(`no elements build in ${dist}: run npm run build (or vite build --mode elements) first`);
  }
  const site = await serve();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-timer-throttling',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.url);
    await page.waitForFunction(() => 'firstPaint' in window);
    type Run = { ms: number; drawn: number };
    const firstPaint = () =>
      page.evaluate(() => (window as unknown as { firstPaint(): Promise<Run> }).firstPaint());
    const cold = await firstPaint();
    const warm: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await firstPaint());
    const times = warm.map((run) => run.ms);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    const fmt = (ms: number) => ms.toFixed(1);
    const table = markdownTable(
      ['measure', 'ms', 'rows drawn'],
      [
        ['first element on the page (cold)', fmt(cold.ms), cold.drawn],
        [`median of ${RUNS} fresh elements`, fmt(median), warm[0]?.drawn ?? 0],
        [`95th percentile of ${RUNS}`, fmt(p95), Math.max(...warm.map((run) => run.drawn))],
      ],
    );
    const verdict = median <= GOAL_MS ? `within the goal of ${GOAL_MS} ms` : `over the goal of ${GOAL_MS} ms`;
    const body = `First paint of \`<task-list>\` given ${ROWS.toLocaleString('en-US')} to-do rows (the \`rows\`
property), in Chromium (${(await browser.version()).split(' ')[0]}, headless, 1280×800, list 640 px high), from
adding the element until the frame showing its first rows was painted; the virtualizer draws only the rows
on screen. Built ES-module bundle, ${cpus().length} cores. The median is ${verdict} (antd's virtual table
takes about 160 ms on this machine). Run with \`node --import tsx tests/bench/virtual-list.ts\`.

${table}`;
    console.log(body);
    writeSection('Virtual list', body);
  } finally {
    await browser.close();
    site.close();
  }
}

await main();

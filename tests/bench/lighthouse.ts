/**
 * Lighthouse (the npm package, in Debian's Chromium) on three pages of the built portal served by the
 * reference backend in a process of its own: the home page, the bid notice list and a notice's detail.
 * Lighthouse's default settings: a mobile device on a slow 4G connection (simulated throttling), so the
 * scores compare with PageSpeed's. Prints a markdown table and rewrites the '## Lighthouse' section of
 * docs/benchmarks.md. Needs a build (`npm run build`, or EIP_DIST).
 *
 *   node --import tsx tests/bench/lighthouse.ts
 *
 * The component docs' landing page and their heaviest element pages (tender-detail, flow-chart) are
 * measured the same way into a section of their own, '## Lighthouse: component docs'.
 * BENCH_LIGHTHOUSE_SITES (default `portal,docs`) measures one of the two only (its section alone is
 * rewritten).
 *
 * CHROME_PATH names another Chromium; BENCH_LIGHTHOUSE_RUNS (default 9; at five, a median moved a few
 * points either way with this machine's noise) is how often each page runs (the pages in turns, after
 * one uncounted run each): the row is the run of median performance (its
 * own LCP, TBT and bytes), with the lowest and highest score beside it, since simulated throttling
 * scales what this machine's CPU happened to do.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { markdownTable, writeSection } from './report.js';
import { startServerProcess } from './server-process.js';

const root = join(import.meta.dirname, '../..');
const dist = resolve(root, process.env.EIP_DIST ?? 'dist');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 9);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SITES = (process.env.BENCH_LIGHTHOUSE_SITES ?? 'portal,docs').split(',');

type Site = 'portal' | 'docs';
interface BenchPage {
  site: Site;
  name: string;
  path: string;
}

/** Each site's section of docs/benchmarks.md and what its setup line calls the pages. */
const SECTIONS: Record<Site, { heading: string; what: string }> = {
  portal: { heading: 'Lighthouse', what: 'the built portal' },
  docs: {
    heading: 'Lighthouse: component docs',
    what: 'the built component docs (`/docs/`, the demos signed in to it as their demo identity)',
  },
};

interface Measured {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  transferBytes: number;
  /** Lighthouse's own measure of the machine's speed during the run ("CPU/Memory Power"). */
  benchmarkIndex: number;
}

/** The run of median performance score. */
const medianRun = (runs: Measured[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again, twice at most. */
async function audit(url: string, port: number, attempt = 1): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    transferBytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'front/index.html')))
    throw new Error(`no build in ${dist}: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'eip-bench-lighthouse-'));
  const server = await startServerProcess({ dataDir, seedDemo: true, distDir: dist });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const list = (await (
      await fetch(`${server.base}${server.prefixes.portal}/procureNotice/v1/queryFront`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pageBean: { page: 1, pageSize: 1 },
          querys: [{ property: 'type', value: 'bid', operation: 'EQUAL' }],
        }),
      })
    ).json()) as { value: { rows: Array<{ id: string }> } };
    const noticeId = list.value.rows[0]?.id;
    if (!noticeId) throw new Error('the demo data has no bid notice');
    const pages: BenchPage[] = [
      { site: 'portal' as const, name: 'home `/front/index`', path: '/front/index' },
      { site: 'portal' as const, name: 'bid notices `/front/bidNotice`', path: '/front/bidNotice' },
      {
        site: 'portal' as const,
        name: 'notice detail `/front/bidNotice?id=…`',
        path: `/front/bidNotice?id=${encodeURIComponent(noticeId)}`,
      },
      { site: 'docs' as const, name: 'landing page `/docs/`', path: '/docs/' },
      {
        site: 'docs' as const,
        name: '`<tender-detail>` `/docs/#/tender-detail`',
        path: '/docs/#/tender-detail',
      },
      { site: 'docs' as const, name: '`<flow-chart>` `/docs/#/flow-chart`', path: '/docs/#/flow-chart' },
    ].filter((page) => SITES.includes(page.site));
    // One run of each page that is not counted (the server's and the browser's first requests are
    // slower), then the pages in turns: a minute of a busier machine falls on every page alike, not on
    // the runs of one.
    for (const page of pages) await audit(server.base + page.path, chrome.port);
    const runsOf = pages.map((): Measured[] => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, page] of pages.entries())
        runsOf[index]!.push(await audit(server.base + page.path, chrome.port));
    }
    for (const site of ['portal', 'docs'] as const) {
      const indexes = [...pages.keys()].filter((index) => pages[index]!.site === site);
      if (!indexes.length) continue;
      const rows: Array<Array<string | number>> = [];
      const speeds = indexes.flatMap((index) => runsOf[index]!.map((measured) => measured.benchmarkIndex));
      for (const index of indexes) {
        const runs = runsOf[index]!;
        const middle = medianRun(runs);
        const scores = runs.map((measured) => measured.performance);
        rows.push([
          pages[index]!.name,
          middle.performance,
          `${Math.min(...scores)}–${Math.max(...scores)}`,
          middle.accessibility,
          (middle.lcpMs / 1000).toFixed(1),
          middle.tbtMs.toFixed(0),
          `${(middle.transferBytes / 1024).toFixed(1)} kB`,
        ]);
      }
      const table = markdownTable(
        ['page', 'performance', 'lowest–highest', 'accessibility', 'LCP s', 'TBT ms', 'transferred'],
        rows,
      );
      const setup = [
        `Lighthouse ${lighthouseVersion()} in headless Chromium, default settings (mobile, simulated slow 4G and`,
        `4x CPU slowdown), ${SECTIONS[site].what} served by the reference backend in a process of its own on`,
        `127.0.0.1 with the demo data; after one uncounted run of each page, ${RUNS} runs per page, the pages in turns;`,
        `the row the run of median performance. ${cpus().length} cores. Run with`,
        '`node --import tsx tests/bench/lighthouse.ts` after `npm run build`.',
        `This machine's speed as Lighthouse measured it during the runs (benchmarkIndex, "CPU/Memory Power"):`,
        `${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))}. Lighthouse's throttling guide puts a`,
        'high-end desktop, for which the 4x slowdown is made, at 1500-2000 and a low-end one at 1000-1500: the',
        'lower, the longer the same work blocks the simulated phone.',
      ].join('\n');
      console.log(table);
      writeSection(SECTIONS[site].heading, `${setup}\n\n${table}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
}

await main();

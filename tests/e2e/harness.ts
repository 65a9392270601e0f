import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { testChromium } from '../chromium.mjs';
import { copySeededData } from '../seeded-data.js';
import { serverBundle } from '../server-bundle.js';

const root = resolve(import.meta.dirname, '../..');
/** The build under test: dist/, or EIP_DIST for a build of its own. */
export const DIST_DIR = resolve(root, process.env.EIP_DIST ?? 'dist');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

export interface RunningPortal {
  /** http://127.0.0.1:port */
  url: string;
  dataDir: string;
  /** What the server logged lately, and the requests it has not answered yet, for a failure's report. */
  recentLog(): string[];
  stop(): Promise<void>;
}

const LOG_LINES_KEPT = 30;
const STATIC_FILE = /\.(js|css|svg|png|ico|woff2?|map)(\?|$)/;

/**
 * The server's log, read as it comes: its last lines, condensed (a request's method, address, status and
 * time), and the requests that came in and were not answered yet.
 */
class ServerLog {
  private readonly lines: string[] = [];
  private readonly open = new Map<string, string>();
  private partial = '';

  add(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) this.addLine(line);
  }

  private addLine(line: string): void {
    let entry: {
      time?: number;
      reqId?: string;
      msg?: string;
      req?: { method?: string; url?: string };
      res?: { statusCode?: number };
      responseTime?: number;
    };
    try {
      entry = JSON.parse(line);
    } catch {
      // Not a JSON line: the start banner, a warning.
      this.keep(line.slice(0, 300));
      return;
    }
    const at = entry.time ? new Date(entry.time).toISOString().slice(11, 23) : '';
    if (entry.reqId && entry.req && entry.msg === 'incoming request') {
      // The portal's files are left out: the calls tell what happened.
      if (!STATIC_FILE.test(entry.req.url ?? ''))
        this.open.set(entry.reqId, `${at} ${entry.req.method} ${entry.req.url}`);
      return;
    }
    if (entry.reqId && entry.msg === 'request completed') {
      const request = this.open.get(entry.reqId);
      this.open.delete(entry.reqId);
      if (request) this.keep(`${request} → ${entry.res?.statusCode} in ${entry.responseTime?.toFixed(0)} ms`);
      return;
    }
    this.keep(`${at} ${entry.msg ?? line.slice(0, 300)}`);
  }

  private keep(text: string): void {
    this.lines.push(text);
    if (this.lines.length > LOG_LINES_KEPT) this.lines.shift();
  }

  recent(): string[] {
    return [...this.lines, ...[...this.open.values()].map((line) => `not answered yet: ${line}`)];
  }
}

/**
 * Starts the built portal (`npm run build` first) as a user would: the real server process on a free
 * port with a fresh data folder. Stops it by its own pid.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  if (!existsSync(join(DIST_DIR, 'front/index.html')))
    throw new Error(`${DIST_DIR} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'eip-e2e-'));
  if (!env.DATABASE_URL && env.SEED_DEMO !== '0') {
    await copySeededData(dataDir);
  }
  // A port found free may be taken before the server listens on it (another journey's portal, or this
  // portal's own development mail service): then it starts again on another.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return portalOf(await startServer(port, dataDir, env), port, dataDir);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; log: ServerLog }> {
  // The server bundled (tests/server-bundle.ts): the same code, without tsx's loader at each start.
  const child: ChildProcess = spawn(process.execPath, [await serverBundle()], {
    cwd: root,
    // The development mail service only for the journeys that ask for it (env DEV_MAIL: '1'). No load
    // shedding: several portals and browsers share the machine's cores, and a slow moment must not turn
    // a journey's request into a 503 (tests/node/server/operations.test.ts covers the shedding).
    env: {
      ...process.env,
      DEV_MAIL: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Request lines, which a failed journey's report ends with (ServerLog).
      LOG: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = new ServerLog();
  // EIP_E2E_START_SECONDS allows more on a machine busy with other work (a start then takes minutes).
  const seconds = Number(process.env.EIP_E2E_START_SECONDS) || 60;
  await new Promise<void>((ready, fail) => {
    // A server that never got ready is stopped: left running, it would hold the test process open.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`server did not start in ${seconds} s:\n${output}`));
    }, seconds * 1000);
    let started = false;
    const read = (chunk: Buffer) => {
      log.add(chunk.toString());
      if (started) return;
      output += chunk.toString();
      if (output.includes('Portal ready')) {
        started = true;
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, log };
}

function portalOf(
  { child, log }: { child: ChildProcess; log: ServerLog },
  port: number,
  dataDir: string,
): RunningPortal {
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    recentLog: () => log.recent(),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: testChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A new page (in a new context) with a desktop viewport, starting in the given language. Its user
 * prefers reduced motion, so Shoelace's dialogs, drawers and menus open and close without animating:
 * the same code, about a tenth less of Chromium's work in the journeys (three of them: 219 to 197
 * CPU seconds, 2026-11-24).
 */
export async function openPage(browser: Browser, lang = 'zh-CN'): Promise<Page> {
  return (await newContext(browser, lang)).newPage();
}

/** What each page of a journey logged lately (console errors, page errors, refused requests), for a failure's report. */
const pageEvents = new WeakMap<Page, string[]>();
const EVENTS_KEPT = 20;

function recordEvents(page: Page): void {
  const events: string[] = [];
  pageEvents.set(page, events);
  const note = (text: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${text.slice(0, 300)}`);
    if (events.length > EVENTS_KEPT) events.shift();
  };
  page.on('console', (entry) => {
    if (entry.type() === 'error' || entry.type() === 'warning')
      note(`console ${entry.type()}: ${entry.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
}

/**
 * What a failed journey step leaves behind, as the test's diagnostics: each open tab's address, the
 * messages and alerts it shows, and what it logged lately. A flake seen only in CI can be read from its output.
 */
async function reportPages(browser: Browser, diagnostic: (text: string) => void): Promise<void> {
  for (const [index, page] of browser
    .contexts()
    .flatMap((context) => context.pages())
    .entries()) {
    const shown = await page
      .locator('sl-alert[open], [role="alert"], [role="status"]')
      .allInnerTexts()
      .catch(() => []);
    diagnostic(`tab ${index + 1}: ${page.url()}`);
    for (const text of shown.map((line) => line.trim()).filter(Boolean)) diagnostic(`  shows: ${text}`);
    for (const event of pageEvents.get(page) ?? []) diagnostic(`  ${event}`);
  }
}

async function newContext(browser: Browser, lang: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    locale: lang,
    reducedMotion: 'reduce',
  });
  context.on('page', recordEvents);
  // Seeds the language of a fresh context; a reload keeps whatever the user chose since.
  await context.addInitScript((value) => {
    // A new tab's about:blank has no storage.
    if (location.protocol === 'about:') return;
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', value);
  }, lang);
  return context;
}

const sharedContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

/**
 * Like openPage, but a new tab of one context per browser and language: the tabs share that context's
 * memory cache, so the portal's hashed chunks are fetched and compiled once per file rather than once
 * per page. The session lives in each tab's sessionStorage, so tabs may be signed in as different users.
 * Close the tab (page.close()), not its context; the context goes with the browser.
 */
export async function openTab(browser: Browser, lang = 'zh-CN'): Promise<Page> {
  const contexts = sharedContexts.get(browser) ?? new Map<string, Promise<BrowserContext>>();
  sharedContexts.set(browser, contexts);
  const context = contexts.get(lang) ?? newContext(browser, lang);
  contexts.set(lang, context);
  return (await context).newPage();
}

export interface PortalSuite {
  readonly portal: RunningPortal;
  readonly browser: Browser;
}

/**
 * For a describe(): starts the built portal and Chromium before its tests and stops both after. Read
 * `portal` and `browser` inside the tests (they exist once `before` ran).
 */
export function withPortal(env: Record<string, string> | (() => Record<string, string>) = {}): PortalSuite {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  // The portal and the browser start (and stop) side by side: each waits mostly on its own process.
  before(async () => {
    const [started, launched] = await Promise.allSettled([
      startPortal(typeof env === 'function' ? env() : env),
      launchBrowser(),
    ]);
    // Whichever started is kept for after() to stop, even when the other failed.
    if (started.status === 'fulfilled') portal = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const result of [started, launched]) if (result.status === 'rejected') throw result.reason;
  });
  afterEach(async (context) => {
    // A test's context (not a suite's) says whether it passed (Node 20.12+, not yet in @types/node's).
    if (!('diagnostic' in context) || (context as { passed?: boolean }).passed !== false || !browser) return;
    await reportPages(browser, (text) => context.diagnostic(text));
    for (const line of portal?.recentLog() ?? []) context.diagnostic(`server: ${line}`);
  });
  after(async () => {
    await Promise.all([browser?.close(), portal?.stop()]);
  });
  return {
    get portal() {
      if (!portal) throw new Error('the portal is not started yet');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
  };
}

/**
 * Goes to `path` (under /front) as the portal's own links do, without loading the portal again: a
 * history entry the router follows. When the page changes (another pathname), waits until the one
 * before has left (its `<main>` is gone), so that what the caller waits for next is the new page's.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const to = `/front${path}`;
  const leaves = new URL(to, page.url()).pathname !== new URL(page.url()).pathname;
  if (leaves)
    await page.evaluate(() => {
      for (const main of document.querySelectorAll('main')) main.setAttribute('data-left', '');
    });
  await page.evaluate((url) => history.pushState(null, '', url), to);
  if (leaves) await page.waitForFunction(() => !document.querySelector('main[data-left]'));
}

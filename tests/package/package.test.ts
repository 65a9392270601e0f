/**
 * The npm package as an intranet developer gets it: built (elements/package/build.ts), packed with
 * `npm pack`, installed offline into a fresh React 19 + Vite app and a plain TypeScript app (see
 * consumer-apps.ts), each built once with Vite (not minified) and opened in Chromium. Needs the
 * elements build (dist/elements, whose script-tag bundle the package carries); `npm test` runs this
 * beside the browser tests, after that build.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, describe, test } from 'node:test';
import mime from 'mime-types';
import type { Browser, Page } from 'playwright-core';
import { buildPackage } from '../../elements/package/build.js';
import { launchBrowser } from '../e2e/harness.js';
import { KEYWORD, makeApp, PLAIN_APP, REACT_APP, SHOWN_FILE, typecheck, viteBuild } from './consumer-apps.js';

/** Serves a built app's folder on a free port of 127.0.0.1; index.html for `/`. */
async function serve(folder: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(folder, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': mime.contentType(extname(file)) || 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** Opens a built app; collects the addresses it asked for that failed, and the page's errors. */
async function open(
  browser: Browser,
  url: string,
): Promise<{ page: Page; failed: string[]; errors: string[]; loaded: string[] }> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const failed: string[] = [];
  const errors: string[] = [];
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    else loaded.push(response.url());
  });
  page.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, failed, errors, loaded };
}

/** Waits until every `sl-icon` on the page (in shadow roots too) has drawn its SVG; answers their names. */
async function iconsDrawn(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.querySelector('file-upload')?.shadowRoot?.querySelector('[part="item"] sl-icon-button'),
  );
  const drawn = await page.waitForFunction(() => {
    // No named inner functions: the test's compiler would wrap them in a helper the page lacks.
    const icons: Element[] = [];
    const roots: Array<Document | ShadowRoot> = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName === 'sl-icon') icons.push(element);
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    const done = icons.every((icon) => icon.shadowRoot?.querySelector('svg'));
    return done && icons.map((icon) => icon.getAttribute('name') ?? '');
  });
  return (await drawn.jsonValue()) as string[];
}

/** Searches `KEYWORD` with the search bar as a user does (type, press Enter); the page's answer. */
async function search(page: Page): Promise<string> {
  const input = page.locator('tender-search-bar sl-input[name="keyword"] input');
  await input.fill(KEYWORD);
  await input.press('Enter');
  await page.locator('#searched', { hasText: KEYWORD }).waitFor();
  return (await page.locator('#searched').textContent()) ?? '';
}

/**
 * The consumer's `tsc` reports the deliberate error (`typeError`) and nothing else; then the app, built
 * by Vite, is served and opened until its file upload shows the file it was given.
 */
async function typecheckBuildAndOpen(browser: Browser, app: string, typeError: RegExp, servers: Server[]) {
  const report = typecheck(app);
  assert.match(report, typeError);
  const errorLines = report.split('\n').filter((line) => line.includes('error TS'));
  assert.equal(errorLines.length, 1, report);
  const { url, server } = await serve(viteBuild(app));
  servers.push(server);
  const opened = await open(browser, url);
  await opened.page.waitForFunction(
    (name) => document.querySelector('file-upload')?.shadowRoot?.textContent?.includes(name),
    SHOWN_FILE,
  );
  return { url, ...opened };
}

describe('@eip/elements installed from its tarball', () => {
  let work: string;
  let tarball: string;
  let browser: Browser;
  const servers: Server[] = [];

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'eip-package-'));
    const [packageDir] = await Promise.all([buildPackage(), launchBrowser().then((b) => (browser = b))]);
    const packed = JSON.parse(
      execFileSync('npm', ['pack', packageDir, '--json', '--pack-destination', work], { encoding: 'utf8' }),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    tarball = join(work, packed[0]!.filename);
  });

  after(async () => {
    for (const server of servers) server.close();
    await browser?.close();
    await rm(work, { recursive: true, force: true });
  });

  test('the tarball holds the elements, types and editor data, and no backend code nor install script', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    const has = (path: string) => listing.includes(`package/${path}`);
    for (const path of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'custom-elements.json',
      'vscode.html-custom-data.json',
      'vscode.css-custom-data.json',
      'web-types.json',
      'themes/theme.css',
      'types/global.d.ts',
      'types/jsx.d.ts',
      'elements/file-upload/file-upload.js',
      'elements/file-upload/file-upload.d.ts',
      'elements/react/file-upload.js',
      'elements/react/file-upload.d.ts',
      'elements/loader.js',
      'elements/core/embed.js',
      'cdn/eip-elements.js',
      'cdn/eip-loader.js',
      'shoelace/assets/icons/trash.svg',
    ])
      assert.ok(has(path), `${path} is packed`);
    assert.deepEqual(
      listing.filter(
        (path) => path.includes('/server/') || (path.endsWith('.ts') && !path.endsWith('.d.ts')),
      ),
      [],
    );
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    );
    assert.equal(manifest.scripts, undefined);
    assert.equal(manifest.dependencies.react, undefined);
    assert.deepEqual(manifest.peerDependenciesMeta.react, { optional: true });
    assert.ok(manifest.dependencies.lit && manifest.dependencies['@shoelace-style/shoelace']);
    const root = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));
    assert.equal(manifest.version, root.version);
  });

  test('a React 19 + Vite app: wrappers render with their props, events reach handlers, icons show, tsc catches a wrong prop', async () => {
    const app = join(work, 'react-app');
    makeApp(
      app,
      REACT_APP,
      tarball,
      ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'],
      ['react', 'react-dom', 'scheduler'],
    );
    const { page, failed, errors } = await typecheckBuildAndOpen(
      browser,
      app,
      /src\/type-error\.tsx\(3,34\): error TS2322/,
      servers,
    );
    // configure({ lang: 'en-US' }) loaded the English chunk: the search button says so.
    await page.locator('tender-search-bar sl-button[type="submit"]', { hasText: 'Search' }).waitFor();
    const icons = await iconsDrawn(page);
    assert.ok(icons.includes('trash') && icons.includes('download'), icons.join(', '));
    assert.equal(await search(page), `searched: ${KEYWORD}`);
    assert.equal(
      await page.locator('todo-badge').evaluate((badge) => (badge as HTMLElement & { count: number }).count),
      4,
    );
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
  });

  test('a plain TypeScript app: tags typed by HTMLElementTagNameMap and their events, icons as files, the global typed; a page with the script tag', async () => {
    const app = join(work, 'plain-app');
    makeApp(app, PLAIN_APP, tarball, ['vite', 'typescript']);
    const { url, page, failed, errors, loaded } = await typecheckBuildAndOpen(
      browser,
      app,
      /src\/type-error\.ts\(3,3\): error TS2322/,
      servers,
    );
    await page.locator('tender-search-bar sl-button[type="submit"]', { hasText: '搜尋' }).waitFor();
    const icons = await iconsDrawn(page);
    assert.ok(icons.includes('trash'), icons.join(', '));
    assert.ok(
      loaded.some((address) => address.startsWith(`${url}assets/trash`)),
      'the icons are files of the app',
    );
    assert.equal(await search(page), `searched: ${KEYWORD}`);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);

    // The same app's page with the package's script-tag bundle (cdn/) and no build: icons from beside it.
    const plain = await open(browser, `${url}script-tag.html`);
    await plain.page.waitForFunction(
      (name) => document.querySelector('file-upload')?.shadowRoot?.textContent?.includes(name),
      SHOWN_FILE,
    );
    assert.ok((await iconsDrawn(plain.page)).includes('trash'));
    assert.ok(plain.loaded.includes(`${url}eip/shoelace/assets/icons/trash.svg`), plain.loaded.join('\n'));
    assert.deepEqual(plain.failed, []);
    assert.deepEqual(plain.errors, []);
  });
});

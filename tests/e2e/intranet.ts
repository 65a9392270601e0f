/**
 * An intranet page on another origin than the portal, for the embedding journeys: a tiny server
 * that serves whatever page a test sets, the built portal allowing that origin (CORS), Chromium,
 * and a bearer token as the page's own sign-in would keep it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { type RunningPortal, withPortal } from './harness.js';
import { signInOverHttp } from './sign-in.js';

export interface IntranetSuite {
  readonly portal: RunningPortal;
  readonly browser: Browser;
  /** The intranet page's origin, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** A token of `account`, for the page's sessionStorage. */
  readonly token: string;
  /** The HTML the intranet server answers with, for every path not in `pages`. */
  html: string;
  /** HTML by path (e.g. `/page-3`), for pages open side by side: each reloads its own. */
  readonly pages: Map<string, string>;
}

/** For a describe(): starts the intranet server, the portal and Chromium before its tests, stops them after. */
export function withIntranet(account = 'purchaser'): IntranetSuite {
  let server: Server | undefined;
  const page: IntranetSuite & { url: string; token: string } = {
    html: '',
    pages: new Map(),
    url: '',
    token: '',
    get portal() {
      return started.portal;
    },
    get browser() {
      return started.browser;
    },
  };
  // Registered first, so the intranet's address is known when the portal starts allowing it.
  before(async () => {
    const intranet = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page.pages.get(request.url ?? '') ?? page.html);
    });
    server = intranet;
    await new Promise<void>((ready) => intranet.listen(0, '127.0.0.1', ready));
    page.url = `http://127.0.0.1:${(intranet.address() as AddressInfo).port}`;
  });
  const started = withPortal(() => ({ CORS_ORIGINS: page.url }));
  before(async () => {
    page.token = (await signInOverHttp(started.portal.url, account)).token;
  });
  after(() => server?.close());
  return page;
}

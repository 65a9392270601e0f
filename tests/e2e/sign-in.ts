import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { encryptPassword } from '../../api/client/encrypt.js';
import type { LoginResult } from '../../api/contract/user.js';
import { openPage, openTab, type PortalSuite } from './harness.js';

export const DEMO_PASSWORD = 'Portal@2026';

/** Fills the login form (on /login already) like a person and submits it. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: /账号|帳號|Account/ }).fill(account);
  await page.getByRole('textbox', { name: /密码|密碼|Password/ }).fill(password);
  await page.getByRole('button', { name: /^(登录|登入|Sign in|Log in)$/ }).click();
}

/**
 * Signs in over HTTP as the portal's client does (the password RSA-encrypted with the served key) and
 * answers the login: the token, and what a session keeps of the user.
 */
export async function signInOverHttp(
  portalUrl: string,
  account: string,
  password = DEMO_PASSWORD,
): Promise<LoginResult> {
  const key = (await (await fetch(`${portalUrl}/uc/base/tools/v1/getPublicKey`)).json()) as { value: string };
  const answer = (await (
    await fetch(`${portalUrl}/uc/auth?tenantId=-1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account, password: encryptPassword(key.value, password) }),
    })
  ).json()) as { value?: LoginResult };
  assert.ok(answer.value?.token, `sign-in of ${account} failed`);
  return answer.value;
}

/** A page signed in as `account`, as the portal keeps a session (token, name and identity in the tab). */
export async function signedInPage(suite: PortalSuite, account: string, lang = 'zh-CN'): Promise<Page> {
  const page = await openPage(suite.browser, lang);
  await keepSession(page.context(), suite, account);
  return page;
}

/** Like signedInPage, but a tab of the file's shared context (openTab): close it with page.close(). */
export async function signedInTab(suite: PortalSuite, account: string, lang = 'zh-CN'): Promise<Page> {
  const page = await openTab(suite.browser, lang);
  await keepSession(page, suite, account);
  return page;
}

/** Signs `account` in over HTTP and has every document `target` loads start with that session. */
async function keepSession(target: Page | BrowserContext, suite: PortalSuite, account: string) {
  const user = await signInOverHttp(suite.portal.url, account);
  await target.addInitScript(
    (session) => {
      sessionStorage.setItem('token', session.token);
      sessionStorage.setItem('username', session.username);
      if (session.identity) sessionStorage.setItem('identity', session.identity);
    },
    { token: user.token, username: user.fullname ?? account, identity: user.identity ?? '' },
  );
}

/** An answer of the portal's server as a test reads it. */
export interface Answer<T> {
  state: boolean;
  message: string;
  value?: T;
}

/**
 * Calls of the running portal over HTTP as demo accounts (each signed in once), as the portal's client
 * makes them: for starting requests and checking lists while the page does the rest.
 */
export function portalCalls(suite: PortalSuite) {
  const tokens = new Map<string, string>();
  const token = async (account: string) => {
    if (!tokens.has(account)) tokens.set(account, (await signInOverHttp(suite.portal.url, account)).token);
    return tokens.get(account) as string;
  };
  const call = async <T>(
    account: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const response = await fetch(`${suite.portal.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${await token(account)}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Answer<T>;
  };
  return { token, call };
}

/**
 * One signed-in tab per account for a file's tests, made when first asked for and then kept: each test
 * goes on in it (opening its pages by address or by the portal's links) instead of a new browser
 * context, sign-in and cold load per test. `park()` (after each test) sends the tabs to a blank page:
 * a tab left on a portal page goes on drawing (countdowns, spinners) while the other tests run. The
 * browser closes them at the end.
 */
export function signedInTabs(
  suite: PortalSuite,
  lang = 'zh-CN',
): ((account: string) => Promise<Page>) & { park(): Promise<void> } {
  const tabs = new Map<string, Promise<Page>>();
  const tabOf = (account: string) => {
    let tab = tabs.get(account);
    if (!tab) {
      tab = signedInPage(suite, account, lang);
      tabs.set(account, tab);
    }
    return tab;
  };
  const park = async () => {
    for (const tab of tabs.values()) await (await tab).goto('about:blank');
  };
  return Object.assign(tabOf, { park });
}

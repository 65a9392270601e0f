import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Portal@2026';

/** Fills the login form (on /login already) like a person and submits it. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: /账号|帳號|Account/ }).fill(account);
  await page.getByRole('textbox', { name: /密码|密碼|Password/ }).fill(password);
  await page.getByRole('button', { name: /^(登录|登入|Sign in|Log in)$/ }).click();
}

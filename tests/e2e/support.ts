import { expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';

export { en, fr };

export const DEMO = { email: 'demo@merchant.test', password: 'DemoPass123' };
export const NO_BUSINESS = { email: 'newbie@merchant.test', password: 'DemoPass123' };

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** The newest 6-digit code mailed to `email`, read from the dev outbox (DEV_TOOLS=1). */
export async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      if (!res.ok()) return undefined;
      const { messages } = (await res.json()) as { messages: { text: string }[] };
      code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    }, { message: `a code mailed to ${email}` })
    .toBeTruthy();
  return code!;
}

export async function login(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(en.auth.login.email).fill(user.email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** What the language switch stores: the NEXT_LOCALE cookie. */
export async function setLocale(page: Page, baseURL: string | undefined, locale: 'en' | 'fr') {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL ?? 'http://localhost' }]);
}

import { type Page } from '@playwright/test';
import { codeFor, en, expect, fr, newAccount, setLocale, signOut, test, uniqueEmail } from './support';

type Texts = typeof en;

/** The newcomer's whole path: sign up → code from the outbox → confirm → business → main layout. */
async function signUpAndRegisterBusiness(page: Page, t: Texts, request: Parameters<typeof codeFor>[0], email: string) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: t.auth.register.title })).toBeVisible();
  await page.getByRole('textbox', { name: t.auth.register.firstName, exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: t.auth.register.lastName, exact: true }).fill('Roy');
  await page.getByRole('textbox', { name: t.auth.register.email, exact: true }).fill(email);
  await page.getByLabel(t.auth.register.password, { exact: true }).fill('Secret123');
  await page.getByLabel(t.auth.register.passwordConfirmation, { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: t.auth.register.submit }).click();

  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: t.auth.confirmEmail.code, exact: true }).fill(await codeFor(request, email));
  await page.getByRole('button', { name: t.auth.confirmEmail.submit, exact: true }).click();

  await expect(page).toHaveURL(/\/confirm-business$/);
  await page
    .getByRole('link', { name: t.business.confirm.register })
    .or(page.getByRole('button', { name: t.business.confirm.register }))
    .click();
  await expect(page).toHaveURL(/\/business$/);

  const r = t.business.register;
  await page.getByRole('textbox', { name: r.name, exact: true }).fill('Café Camille');
  await page.getByRole('combobox', { name: r.type, exact: true }).click();
  await page.getByRole('option', { name: 'Cafe' }).click();
  await page.getByRole('textbox', { name: r.phone, exact: true }).fill('514 555 0199');
  await page.getByRole('textbox', { name: r.street, exact: true }).fill('1200 rue Saint-Denis');
  await page.getByRole('textbox', { name: r.city, exact: true }).fill('Montréal');
  await page.getByRole('combobox', { name: r.country, exact: true }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('combobox', { name: r.state, exact: true }).click();
  await page.getByRole('option', { name: 'Quebec' }).click();
  await page.getByRole('textbox', { name: r.zip, exact: true }).fill('H2X 3K4');
  await page.getByRole('button', { name: r.submit }).click();

  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('heading', { name: t.gettingStarted.title })).toBeVisible();
  await expect(page.getByText('Café Camille').first()).toBeVisible();
}

test('a newcomer signs up, confirms the e-mail, registers a business and reaches the main layout', async ({
  page,
  request,
}) => {
  await signUpAndRegisterBusiness(page, en, request, uniqueEmail('signup'));
});

test('the same path in French', async ({ page, request, baseURL }) => {
  await setLocale(page, baseURL, 'fr');
  await signUpAndRegisterBusiness(page, fr, request, uniqueEmail('inscription'));
});

test('sign-up keeps what was typed when the server refuses it, with the reason on the field', async ({ page }) => {
  // An address already taken (an account made here: the deployment may hold no other).
  const taken = await newAccount(page);
  await signOut(page);
  await page.goto('/register');
  const t = en.auth.register;
  await page.getByLabel(t.firstName).fill('Demo');
  await page.getByLabel(t.lastName).fill('Again');
  await page.getByLabel(t.email).fill(taken.email);
  await page.getByLabel(t.password, { exact: true }).fill('Secret123');
  await page.getByLabel(t.passwordConfirmation, { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(t.firstName)).toHaveValue('Demo');
  await expect(page).toHaveURL(/\/register$/);
});

test('the login page in French', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'fr');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: fr.auth.login.title })).toBeVisible();
  await expect(page.getByLabel(fr.auth.login.password, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // And back with the language switch.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: en.auth.login.title })).toBeVisible();
});

test('a wrong password is refused with the reason shown and the e-mail kept', async ({ page }) => {
  const { email } = await newAccount(page);
  await signOut(page);
  await page.goto('/login');
  await page.getByLabel(en.auth.login.email).fill(email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page.getByLabel(en.auth.login.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(en.auth.login.email)).toHaveValue(email);
  await expect(page).toHaveURL(/\/login$/);
});

import { expect, fr, newMerchant, signOut, test } from './support';

// The sign-in page is plain HTML and CSS (no MUI): what a person does on it, in both languages,
// on a phone and a laptop, and before its script has run.

test.describe('the sign-in page', () => {
  test('in French: a wrong password is said at the field, what was typed stays, the right one signs in', async ({
    page,
  }) => {
    const account = await newMerchant(page, 'Login Page Bistro');
    await signOut(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: fr.auth.login.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');

    const email = page.getByRole('textbox', { name: fr.auth.login.email, exact: true });
    const password = page.getByLabel(fr.auth.login.password, { exact: true });
    await email.fill(account.email);
    await password.fill('not-the-password');
    await page.getByRole('button', { name: fr.auth.login.submit }).click();
    await expect(email).toHaveAccessibleDescription('Ces identifiants ne correspondent à aucun compte.');
    await expect(email).toHaveValue(account.email);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await password.fill(account.password);
    await page.getByRole('button', { name: fr.auth.login.submit }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  test('empty fields are refused at the field, in the page language', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('This field is required.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('before the script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts: credentials never land in the address bar', async ({ page }) => {
    // Made through the API (no script needed); signed out again for the form.
    const account = await newMerchant(page, 'No Script Bistro');
    await signOut(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const sent = page.waitForRequest((r) => r.url().includes('/login') && r.isNavigationRequest());
    await page.getByRole('button', { name: 'Sign in' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('password');
    expect(page.url()).not.toContain(encodeURIComponent(account.email));
  });
});

import { en, expect, login, newAccount, signOut, test } from './support';

const texts = en.auth.changePassword;

/**
 * /change-password in a real browser on a phone: the first field has the focus as the page opens;
 * the form's checks (loaded when the merchant first types, not with the page) refuse a
 * confirmation that does not match, at its field, keeping what was typed; a good change empties
 * the form, says so, and the new password is the one that signs in.
 */
test('a phone changes the password: a mismatch is refused at its field, then the new one signs in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const account = await newAccount(page);
  await page.goto('/change-password');
  const current = page.getByLabel(texts.currentPassword);
  const password = page.getByLabel(texts.password, { exact: true });
  const confirmation = page.getByLabel(texts.passwordConfirmation);
  await expect(current).toBeFocused();

  await current.pressSequentially(account.password);
  await password.fill('Newsecret456');
  await confirmation.fill('Newsecret457');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(confirmation).toHaveAccessibleDescription(en.validation.passwordMatch);
  await expect(password).toHaveValue('Newsecret456');
  await expect(current).toHaveValue(account.password);

  await confirmation.fill('Newsecret456');
  await expect(confirmation).not.toHaveAccessibleDescription(en.validation.passwordMatch);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(current).toHaveValue('');

  await signOut(page);
  await login(page, { email: account.email, password: 'Newsecret456' });
  await expect(page).not.toHaveURL(/\/login/);
});

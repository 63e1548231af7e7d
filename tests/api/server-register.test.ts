/** Reference API: sign-up, e-mail confirmation, resend and change of e-mail. */
import { eq } from 'drizzle-orm';
import { messageReply, tokenReply, userReply } from '@/lib/contract';
import { users } from '@/server/db/schema';
import { newDeviceId, testClock, uniqueEmail } from '@/server/testing-client';
import { api, client, startTestApi } from './helpers/test-api';

const clock = testClock();

startTestApi({ now: clock.now });

const valid = (email = uniqueEmail()) => ({
  first_name: 'Léa',
  last_name: 'Tremblay',
  email,
  password: 'Secret123',
  password_confirmation: 'Secret123',
});

async function outbox(email: string) {
  return (await client.call('GET', `dev/outbox?to=${encodeURIComponent(email)}`)).body.messages as Array<{
    subject: string;
    text: string;
  }>;
}

describe('POST user/register', () => {
  test('creates the account and mails a 6-digit code', async () => {
    const email = uniqueEmail();
    const res = await client.call('POST', 'user/register', {
      body: { ...valid(email), alt_phone_number: '+1 (514) 555-0199' },
    });
    expect(res.status).toBe(201);
    expect(messageReply.parse(res.body).message).toContain(email);
    const mail = await outbox(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/\b\d{6}\b/);
    expect(mail[0]!.text).toMatch(/10 minutes/);
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Léa', altPhoneNumber: '5145550199', emailConfirmedAt: null });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  test('lower-cases the e-mail and keeps a Clover referral', async () => {
    const email = uniqueEmail('MiXeD');
    const res = await client.call('POST', 'user/register', {
      body: { ...valid(email.toUpperCase()), clover: { merchant_id: 'M123', employee_id: 'E9' } },
    });
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({ cloverMerchantId: 'M123', cloverEmployeeId: 'E9' });
  });

  test.each([
    ['first_name', { first_name: 'x'.repeat(65) }, 'Use at most 64 characters.'],
    ['last_name', { last_name: 'x'.repeat(65) }, 'Use at most 64 characters.'],
    ['first_name', { first_name: '' }, 'This field is required.'],
    ['email', { email: 'not-an-email' }, 'Enter a valid e-mail address.'],
    ['email', { email: `${'a'.repeat(60)}@b.test` }, 'Use at most 64 characters.'],
    ['password', { password: 'Short1', password_confirmation: 'Short1' }, 'The password must have 8 to 32 characters.'],
    [
      'password',
      { password: 'x'.repeat(33), password_confirmation: 'x'.repeat(33) },
      'The password must have 8 to 32 characters.',
    ],
    ['password_confirmation', { password_confirmation: 'Different1' }, 'The passwords do not match.'],
    ['alt_phone_number', { alt_phone_number: '12345' }, 'Enter a valid phone number.'],
  ])('422 on %s: %j', async (field, change, text) => {
    const res = await client.call('POST', 'user/register', { body: { ...valid(), ...change } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid.');
    expect(res.body.errors[field]).toEqual([text]);
  });

  test('French Accept-Language gives French field texts', async () => {
    const res = await client.call('POST', 'user/register', {
      lang: 'fr-CA,fr;q=0.9,en;q=0.8',
      body: { ...valid(), first_name: 'x'.repeat(65), email: 'nope' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Les données fournies ne sont pas valides.');
    expect(res.body.errors.first_name).toEqual(['Utilisez au plus 64 caractères.']);
    expect(res.body.errors.email).toEqual(['Saisissez une adresse e-mail valide.']);
  });

  test('an e-mail taken by a confirmed account is a 422 on email', async () => {
    const { email } = await client.signUp();
    const res = await client.call('POST', 'user/register', { body: valid(email) });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['This e-mail address is already registered.']);
    const fr = await client.call('POST', 'user/register', { body: valid(email), lang: 'fr' });
    expect(fr.body.errors.email).toEqual(['Cette adresse e-mail est déjà enregistrée.']);
  });

  test('registering again before confirming updates the details and mails a new code', async () => {
    const email = uniqueEmail();
    await client.call('POST', 'user/register', { body: valid(email) });
    const first = await client.lastCode(email);
    // Within 10 s: details updated, no second mail.
    await client.call('POST', 'user/register', { body: { ...valid(email), first_name: 'Typo' } });
    expect(await outbox(email)).toHaveLength(1);
    clock.advance(11_000);
    const res = await client.call('POST', 'user/register', {
      body: { ...valid(email), first_name: 'Fixed', password: 'NewSecret1', password_confirmation: 'NewSecret1' },
    });
    expect(res.status).toBe(201);
    expect(await outbox(email)).toHaveLength(2);
    // Kept aside until a code mailed after it is confirmed.
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row!.firstName).toBe('Léa');
    // Only the newest code works, and the new password is the one kept.
    const code = await client.lastCode(email);
    if (code !== first) {
      const stale = await client.call('POST', 'user/email/confirm', {
        body: { email, code: first, device_id: newDeviceId() },
      });
      expect(stale.status).toBe(422);
    }
    const ok = await client.call('POST', 'user/email/confirm', { body: { email, code, device_id: newDeviceId() } });
    expect(ok.status).toBe(200);
    expect(await client.login(email, 'NewSecret1')).toBeTruthy();
    const [confirmed] = await api.db.select().from(users).where(eq(users.email, email));
    expect(confirmed).toMatchObject({ firstName: 'Fixed', pendingSignUp: null });
  });

  const signIn = async (email: string, password: string) =>
    (await client.call('POST', 'user/login', { body: { email, password, device_id: newDeviceId() } })).status;
  const confirm = (email: string, code: string) =>
    client.call('POST', 'user/email/confirm', { body: { email, code, device_id: newDeviceId() } });
  const withPassword = (email: string, password: string) => ({
    ...valid(email),
    password,
    password_confirmation: password,
  });

  test("an attacker who signs up first with the victim's address never gets in (issue 10)", async () => {
    const email = uniqueEmail('victim');
    await client.call('POST', 'user/register', { body: withPassword(email, 'Attacker123') });
    const attackersCode = await client.lastCode(email);
    // The victim signs up at once (within the 10 s resend gap), gets a code and confirms it.
    const res = await client.call('POST', 'user/register', { body: withPassword(email, 'Victim1234') });
    expect(res.status).toBe(201);
    expect(await outbox(email)).toHaveLength(2);
    const victimsCode = await client.lastCode(email);
    if (victimsCode !== attackersCode) expect((await confirm(email, attackersCode)).status).toBe(422);
    expect((await confirm(email, victimsCode)).status).toBe(200);
    expect(await signIn(email, 'Victim1234')).toBe(200);
    expect(await signIn(email, 'Attacker123')).toBe(422);
  });

  test("a second sign-up after the victim's cannot re-password the code already mailed (issue 10)", async () => {
    const email = uniqueEmail('victim');
    await client.call('POST', 'user/register', { body: withPassword(email, 'Victim1234') });
    const victimsCode = await client.lastCode(email);
    // The attacker re-registers the pending address with a password of their own.
    await client.call('POST', 'user/register', { body: withPassword(email, 'Attacker123') });
    // The code the victim holds is dead (it would have confirmed the attacker's password).
    if ((await client.lastCode(email)) !== victimsCode) {
      expect((await confirm(email, victimsCode)).status).toBe(422);
    }
    // The attacker's password is only pending: a wrong password, not even "unconfirmed".
    expect(await signIn(email, 'Attacker123')).toBe(422);
    // Until a code is confirmed the victim's own password is the account's, refused only as unconfirmed.
    expect(await signIn(email, 'Victim1234')).toBe(403);
  });

  test('a double submit with the same password keeps the code already mailed', async () => {
    const email = uniqueEmail();
    await client.call('POST', 'user/register', { body: valid(email) });
    const first = await client.lastCode(email);
    await client.call('POST', 'user/register', { body: valid(email) });
    expect(await outbox(email)).toHaveLength(1);
    expect((await confirm(email, first)).status).toBe(200);
    expect(await signIn(email, 'Secret123')).toBe(200);
  });
});

describe('POST user/email/resend', () => {
  test('mails a new code, refused with 429 within 10 seconds', async () => {
    const email = uniqueEmail();
    await client.register(email);
    const soon = await client.call('POST', 'user/email/resend', { body: { email } });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/wait \d+ seconds/);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(10_000);
    const res = await client.call('POST', 'user/email/resend', { body: { email } });
    expect(res.status).toBe(200);
    expect(messageReply.parse(res.body).message).toContain(email);
    expect(await outbox(email)).toHaveLength(2);
  });

  test('answers the same for an unknown address, without mailing', async () => {
    const email = uniqueEmail();
    const res = await client.call('POST', 'user/email/resend', { body: { email } });
    expect(res.status).toBe(200);
    expect(await outbox(email)).toHaveLength(0);
  });

  test('422 on a bad e-mail', async () => {
    const res = await client.call('POST', 'user/email/resend', { body: { email: 'bad' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Enter a valid e-mail address.']);
  });
});

describe('POST user/email/change', () => {
  test('moves a pending account to a new address and mails the code there', async () => {
    const email = uniqueEmail();
    const newEmail = uniqueEmail('new');
    await client.register(email);
    const res = await client.call('POST', 'user/email/change', { body: { email, new_email: newEmail } });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(newEmail);
    const code = await client.lastCode(newEmail);
    const confirm = await client.call('POST', 'user/email/confirm', {
      body: { email: newEmail, code, device_id: newDeviceId() },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.user.email).toBe(newEmail);
  });

  test('422 on new_email when it is taken', async () => {
    const { email: taken } = await client.signUp();
    const email = uniqueEmail();
    await client.register(email);
    const res = await client.call('POST', 'user/email/change', { body: { email, new_email: taken } });
    expect(res.status).toBe(422);
    expect(res.body.errors.new_email).toEqual(['This e-mail address is already registered.']);
  });

  test('422 on email for a confirmed or unknown account', async () => {
    const { email } = await client.signUp();
    const res = await client.call('POST', 'user/email/change', { body: { email, new_email: uniqueEmail() } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toBeDefined();
    const unknown = await client.call('POST', 'user/email/change', {
      body: { email: uniqueEmail(), new_email: uniqueEmail() },
    });
    expect(unknown.status).toBe(422);
  });

  test('422 on a bad new_email', async () => {
    const res = await client.call('POST', 'user/email/change', {
      body: { email: uniqueEmail(), new_email: 'x'.repeat(70) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.new_email).toBeDefined();
  });
});

describe('POST user/email/confirm', () => {
  test('returns a token and the user; the token works', async () => {
    const email = uniqueEmail();
    await client.register(email);
    const res = await client.call('POST', 'user/email/confirm', {
      body: { email, code: await client.lastCode(email), device_id: newDeviceId() },
    });
    expect(res.status).toBe(200);
    const reply = tokenReply.parse(res.body);
    expect(reply.user).toMatchObject({ email, role: null, business: null, onboard_status: null });
    const me = await client.call('GET', 'user', { token: reply.access_token });
    expect(me.status).toBe(200);
    expect(userReply.parse(me.body).business).toBeNull();
  });

  test('a wrong code is a 422 on code', async () => {
    const email = uniqueEmail();
    await client.register(email);
    const code = await client.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await client.call('POST', 'user/email/confirm', {
      body: { email, code: wrong, device_id: newDeviceId() },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.code).toEqual(['This code is incorrect.']);
  });

  test('a code older than 10 minutes is a 422 saying it expired', async () => {
    const email = uniqueEmail();
    await client.register(email);
    const code = await client.lastCode(email);
    clock.advance(10 * 60_000 + 1000);
    const res = await client.call('POST', 'user/email/confirm', { body: { email, code, device_id: newDeviceId() } });
    expect(res.status).toBe(422);
    expect(res.body.errors.code[0]).toMatch(/expired/);
    const fr = await client.call('POST', 'user/email/confirm', {
      lang: 'fr',
      body: { email, code, device_id: newDeviceId() },
    });
    expect(fr.body.errors.code[0]).toMatch(/expiré/);
  });

  test('422 on a code that is not 6 digits and on a bad device id', async () => {
    const res = await client.call('POST', 'user/email/confirm', {
      body: { email: uniqueEmail(), code: '12ab', device_id: 'short' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.code).toEqual(['Enter the 6-digit code.']);
    expect(res.body.errors.device_id).toBeDefined();
  });

  test('a code cannot be used twice', async () => {
    const email = uniqueEmail();
    await client.register(email);
    const code = await client.lastCode(email);
    expect(
      (await client.call('POST', 'user/email/confirm', { body: { email, code, device_id: newDeviceId() } })).status,
    ).toBe(200);
    expect(
      (await client.call('POST', 'user/email/confirm', { body: { email, code, device_id: newDeviceId() } })).status,
    ).toBe(422);
  });
});

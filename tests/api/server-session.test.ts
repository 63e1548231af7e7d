/** Reference API: login, logout, tokens, password recovery, reset and change. */
import { eq } from 'drizzle-orm';
import { messageReply, tokenReply } from '@/lib/contract';
import { accessTokens, users } from '@/server/db/schema';
import { sha256 } from '@/server/lib/crypto';
import { newDeviceId, testClock, uniqueEmail } from '@/server/testing-client';
import { api, client, startTestApi } from './helpers/test-api';

const clock = testClock();

startTestApi({ now: clock.now });

const me = (token: string) => client.call('GET', 'user', { token });

describe('POST user/login', () => {
  test('returns a token and the user; only the token hash is stored, with the device headers', async () => {
    const { email, password } = await client.signUp();
    const device_id = newDeviceId();
    const res = await client.call('POST', 'user/login', { body: { email: email.toUpperCase(), password, device_id } });
    expect(res.status).toBe(200);
    const { access_token, user } = tokenReply.parse(res.body);
    expect(user?.email).toBe(email);
    expect(Buffer.from(access_token, 'base64url')).toHaveLength(32);
    const [row] = await api.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256(access_token)));
    expect(row).toMatchObject({
      deviceId: device_id,
      deviceType: 'web',
      clientId: 'merchant-portal',
      appVersion: '2.0.0',
      revokedAt: null,
    });
    expect((await me(access_token)).status).toBe(200);
  });

  test('a wrong password or unknown e-mail is a 422 with errors.email', async () => {
    const { email } = await client.signUp();
    for (const body of [
      { email, password: 'WrongPass1', device_id: newDeviceId() },
      { email: uniqueEmail(), password: 'WrongPass1', device_id: newDeviceId() },
    ]) {
      const res = await client.call('POST', 'user/login', { body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('These credentials do not match our records.');
      expect(res.body.errors.email).toEqual([res.body.message]);
    }
    const fr = await client.call('POST', 'user/login', {
      lang: 'fr',
      body: { email, password: 'WrongPass1', device_id: newDeviceId() },
    });
    expect(fr.body.errors.email).toEqual(['Ces identifiants ne correspondent à aucun compte.']);
  });

  test('an unconfirmed account is a 403 asking to confirm the e-mail first', async () => {
    const email = uniqueEmail();
    await client.register(email, 'Secret123');
    const res = await client.call('POST', 'user/login', {
      body: { email, password: 'Secret123', device_id: newDeviceId() },
    });
    expect(res.status).toBe(403);
    expect(res.body.email_unconfirmed).toBe(true);
    expect(res.body.message).toMatch(/confirm your e-mail/i);
  });

  test('422 on missing fields and a bad device id', async () => {
    const res = await client.call('POST', 'user/login', { body: { email: 'bad', device_id: 'x' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['device_id', 'email', 'password']);
  });
});

describe('tokens', () => {
  test('401 without a token, with a malformed one and with an unknown one', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'A'.repeat(43)}` },
    ];
    for (const headers of cases) {
      const res = await client.call('GET', 'user', { headers });
      expect(res.status).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
  });

  test('logout revokes the token: later use is 401, other sessions stay', async () => {
    const { email, password, token } = await client.signUp();
    const other = await client.login(email, password);
    const res = await client.call('POST', 'user/logout', { token });
    expect(res.status).toBe(200);
    expect(messageReply.parse(res.body).message).toBeTruthy();
    expect((await me(token)).status).toBe(401);
    expect((await client.call('POST', 'user/logout', { token })).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });
});

describe('POST user/password/recover and reset', () => {
  test('recover mails a code; an unknown e-mail gets the same reply and no mail', async () => {
    const { email } = await client.signUp();
    const known = await client.call('POST', 'user/password/recover', { body: { email } });
    const unknownEmail = uniqueEmail();
    const unknown = await client.call('POST', 'user/password/recover', { body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message.replace(unknownEmail, '')).toBe(known.body.message.replace(email, ''));
    expect((await client.call('GET', `dev/outbox?to=${unknownEmail}`)).body.messages).toHaveLength(0);
    expect(await client.lastCode(email)).toMatch(/^\d{6}$/);
  });

  test('reset with the code sets the password, returns a token and revokes the other tokens', async () => {
    const { email, token } = await client.signUp();
    await client.call('POST', 'user/password/recover', { body: { email } });
    const code = await client.lastCode(email);
    const res = await client.call('POST', 'user/password/reset', {
      body: { email, code, password: 'BrandNew99', password_confirmation: 'BrandNew99', device_id: newDeviceId() },
    });
    expect(res.status).toBe(200);
    const { access_token } = tokenReply.parse(res.body);
    expect((await me(access_token)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect(await client.login(email, 'BrandNew99')).toBeTruthy();
    // Single use.
    const again = await client.call('POST', 'user/password/reset', {
      body: { email, code, password: 'Another123', password_confirmation: 'Another123', device_id: newDeviceId() },
    });
    expect(again.status).toBe(422);
  });

  test('reset with a wrong code, an expired code, a short password or a mismatch is a 422', async () => {
    const { email } = await client.signUp();
    await client.call('POST', 'user/password/recover', { body: { email } });
    const code = await client.lastCode(email);
    const body = { email, code, password: 'BrandNew99', password_confirmation: 'BrandNew99', device_id: newDeviceId() };

    const wrong = await client.call('POST', 'user/password/reset', {
      body: { ...body, code: code === '999999' ? '000000' : '999999' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['This code is incorrect.']);

    const short = await client.call('POST', 'user/password/reset', {
      body: { ...body, password: 'short', password_confirmation: 'short' },
    });
    expect(short.body.errors.password).toEqual(['The password must have 8 to 32 characters.']);
    const mismatch = await client.call('POST', 'user/password/reset', {
      body: { ...body, password_confirmation: 'Other1234' },
    });
    expect(mismatch.body.errors.password_confirmation).toEqual(['The passwords do not match.']);

    clock.advance(10 * 60_000 + 1);
    const expired = await client.call('POST', 'user/password/reset', { body });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.code[0]).toMatch(/expired/);
  });

  test('reset also confirms a pending sign-up (the code proved the mailbox)', async () => {
    const email = uniqueEmail();
    await client.register(email);
    clock.advance(11_000);
    await client.call('POST', 'user/password/recover', { body: { email } });
    const code = (await client.call('GET', `dev/outbox?to=${email}`)).body.messages[0].text.match(/\b(\d{6})\b/)[1];
    const res = await client.call('POST', 'user/password/reset', {
      body: { email, code, password: 'BrandNew99', password_confirmation: 'BrandNew99', device_id: newDeviceId() },
    });
    expect(res.status).toBe(200);
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailConfirmedAt).not.toBeNull();
  });
});

describe('POST user/password/change', () => {
  test('changes the password, keeps this session and revokes the others', async () => {
    const { email, password, token } = await client.signUp();
    const other = await client.login(email, password);
    const res = await client.call('POST', 'user/password/change', {
      token,
      body: { current_password: password, password: 'Changed123', password_confirmation: 'Changed123' },
    });
    expect(res.status).toBe(200);
    expect(messageReply.parse(res.body).message).toBeTruthy();
    expect((await me(token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect(await client.login(email, 'Changed123')).toBeTruthy();
  });

  test('a wrong current password is a 422 on current_password', async () => {
    const { token } = await client.signUp();
    const res = await client.call('POST', 'user/password/change', {
      token,
      body: { current_password: 'NotMine123', password: 'Changed123', password_confirmation: 'Changed123' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.current_password).toEqual(['The current password is incorrect.']);
  });

  test('validation and authentication', async () => {
    const { token, password } = await client.signUp();
    const res = await client.call('POST', 'user/password/change', {
      token,
      body: { current_password: password, password: 'x'.repeat(33), password_confirmation: 'y' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toBeDefined();
    const anon = await client.call('POST', 'user/password/change', { body: {} });
    expect(anon.status).toBe(401);
  });
});

/** Reference API: attempt limits per e-mail and per IP, stored in the database. */
import { DEFAULT_LIMITS } from '@/server/config';
import { rateLimits } from '@/server/db/schema';
import { newDeviceId, randomIp, testClock, uniqueEmail } from '@/server/testing-client';
import { api, client, startTestApi, withTestApi } from './helpers/test-api';

const clock = testClock();

startTestApi({ now: clock.now });

const login = (email: string, ip = randomIp(), password = 'WrongPass1') =>
  client.call('POST', 'user/login', { ip, body: { email, password, device_id: newDeviceId() } });

test('login: 10 attempts per e-mail in 15 minutes, then 429 with Retry-After, even with the right password', async () => {
  const { email, password } = await client.signUp();
  for (let i = 0; i < DEFAULT_LIMITS.loginEmail.max; i++) expect((await login(email)).status).toBe(422);
  const blocked = await login(email, randomIp(), password);
  expect(blocked.status).toBe(429);
  expect(blocked.body.message).toMatch(/Too many attempts/);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  const fr = await client.call('POST', 'user/login', {
    lang: 'fr',
    body: { email, password, device_id: newDeviceId() },
  });
  expect(fr.body.message).toMatch(/Trop de tentatives/);

  clock.advance(DEFAULT_LIMITS.loginEmail.windowMs + 1000);
  expect((await login(email, randomIp(), password)).status).toBe(200);
});

test('a successful login clears the e-mail counter: only failures add up', async () => {
  const { email, password } = await client.signUp();
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < DEFAULT_LIMITS.loginEmail.max - 1; i++) expect((await login(email)).status).toBe(422);
    expect((await login(email, randomIp(), password)).status).toBe(200);
  }
});

test('login: 30 attempts per IP across e-mails, then 429', async () => {
  const ip = randomIp();
  for (let i = 0; i < DEFAULT_LIMITS.loginIp.max; i++) expect((await login(uniqueEmail(), ip)).status).toBe(422);
  expect((await login(uniqueEmail(), ip)).status).toBe(429);
  // Another address is not affected.
  expect((await login(uniqueEmail())).status).toBe(422);
  clock.advance(DEFAULT_LIMITS.loginIp.windowMs + 1000);
});

test('confirm: wrong codes are limited per e-mail', async () => {
  const email = uniqueEmail();
  await client.register(email);
  const code = await client.lastCode(email);
  const wrong = code === '123456' ? '654321' : '123456';
  for (let i = 0; i < DEFAULT_LIMITS.confirmEmail.max; i++) {
    const res = await client.call('POST', 'user/email/confirm', {
      body: { email, code: wrong, device_id: newDeviceId() },
    });
    expect(res.status).toBe(422);
  }
  const res = await client.call('POST', 'user/email/confirm', { body: { email, code, device_id: newDeviceId() } });
  expect(res.status).toBe(429);
});

test('mail: sign-up and recover share the per-address mail limit', async () => {
  const { email } = await client.signUp(); // the sign-up mail counts too
  for (let i = 1; i < DEFAULT_LIMITS.mailEmail.max; i++) {
    expect((await client.call('POST', 'user/password/recover', { body: { email } })).status).toBe(200);
    clock.advance(11_000);
  }
  expect((await client.call('POST', 'user/password/recover', { body: { email } })).status).toBe(429);
});

test('counters live in the rate_limits table', async () => {
  const rows = await api.db.select().from(rateLimits);
  expect(rows.some((r) => r.key.startsWith('login:email:'))).toBe(true);
  expect(rows.some((r) => r.key.startsWith('login:ip:'))).toBe(true);
});

test('limits are configurable per instance', async () => {
  await withTestApi(
    { config: { limits: { ...DEFAULT_LIMITS, loginIp: { max: 2, windowMs: 60_000 } } } },
    async (strict) => {
      const call = () =>
        strict.client.call('POST', 'user/login', {
          ip: '192.0.2.7',
          body: { email: uniqueEmail(), password: 'x', device_id: newDeviceId() },
        });
      expect((await call()).status).toBe(422);
      expect((await call()).status).toBe(422);
      expect((await call()).status).toBe(429);
    },
  );
});

test('X-Forwarded-For: the client cannot choose its address; only TRUST_PROXY_HOPS entries are believed', async () => {
  const strictLogin = { ...DEFAULT_LIMITS, loginIp: { max: 1, windowMs: 60_000 } };
  const caller = (strict: { client: typeof client }) => (xff: string) =>
    strict.client.call('POST', 'user/login', {
      headers: { 'x-forwarded-for': xff },
      body: { email: uniqueEmail(), password: 'x', device_id: newDeviceId() },
    });
  // Default (0 hops): the chain's last address, the peer's, counts; what the client wrote left of it does not.
  await withTestApi({ config: { limits: strictLogin } }, async (strict) => {
    const call = caller(strict);
    expect((await call('203.0.113.9, 10.0.0.1')).status).toBe(422);
    expect((await call('203.0.113.10, 10.0.0.1')).status).toBe(429);
    expect((await call('203.0.113.9, 10.0.0.2')).status).toBe(422);
  });
  // One trusted proxy: the address it saw (second from the right) counts, whatever came before.
  await withTestApi({ config: { limits: strictLogin, trustProxyHops: 1 } }, async (strict) => {
    const call = caller(strict);
    expect((await call('6.6.6.6, 203.0.113.9, 10.0.0.1')).status).toBe(422);
    expect((await call('7.7.7.7, 203.0.113.9, 10.0.0.2')).status).toBe(429);
    expect((await call('203.0.113.10, 10.0.0.1')).status).toBe(422);
  });
});

test('DEV_TOOLS=1 lifts the per-IP limits only (e2e runs come from one address)', async () => {
  const { configFromEnv } = await import('@/server/config');
  const dev = configFromEnv({ DEV_TOOLS: true, SMTP_URL: undefined, MAIL_FROM: 'x' });
  const prod = configFromEnv({ DEV_TOOLS: false, SMTP_URL: undefined, MAIL_FROM: 'x' });
  expect(prod.limits).toEqual(DEFAULT_LIMITS);
  expect(dev.limits.loginIp.max).toBeGreaterThan(DEFAULT_LIMITS.loginIp.max);
  expect(dev.limits.loginEmail).toEqual(DEFAULT_LIMITS.loginEmail);
});

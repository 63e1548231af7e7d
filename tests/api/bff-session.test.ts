/** The BFF in front of the real reference API, in-process as in production by default. */
import { readSession, SESSION_COOKIE } from '@/lib/bff/session';
import { redirectFor } from '@/lib/redirect-rules';
import { bffRequest, cookiesFrom, jarHeader, setCookieNamed } from './helpers/bff-request';
import { bff, call, DEMO, startBffOnTestApi } from './helpers/bff-on-api';
import { api } from './helpers/test-api';

const cookies = { secret: 'y'.repeat(40), secure: false };
startBffOnTestApi(cookies);

async function signIn() {
  const res = await call('user/login', { method: 'POST', json: DEMO });
  expect(res.status).toBe(200);
  return { res, jar: cookiesFrom(res) };
}

test('login: the page gets the user, the token stays in the sealed cookie with business and location', async () => {
  const { res, jar } = await signIn();
  const body = await res.text();
  expect(body).toContain(DEMO.email);
  expect(body).not.toContain('access_token');
  const session = await readSession(`${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, cookies);
  expect(session.token).toEqual(expect.any(String));
  expect(body).not.toContain(session.token!);
  expect(session.business).toEqual(expect.any(String));
  expect(session.location).toEqual(expect.any(String));
  expect(session.onboarded).toBe(false);

  const me = await call('user', { cookies: jarHeader(jar) });
  expect(me.status).toBe(200);
  const reply = await me.json();
  expect(reply.user.email).toBe(DEMO.email);
  expect(reply.business._id).toBe(session.business);
});

test('a revoked token: the next call answers 401 and the cookie is cleared', async () => {
  const { jar } = await signIn();
  const session = await readSession(`${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, cookies);
  // Revoke it behind the portal's back, as another device's "log out everywhere" would.
  await api.fetch(
    new Request('http://x/v1/user/logout', { method: 'POST', headers: { authorization: `Bearer ${session.token}` } }),
  );
  const res = await call('user', { cookies: jarHeader(jar) });
  expect(res.status).toBe(401);
  expect(setCookieNamed(res, SESSION_COOKIE)).toMatch(/Max-Age=0/);
});

test('logout revokes the upstream token and destroys the session', async () => {
  const { jar } = await signIn();
  const { token } = await readSession(`${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, cookies);
  const res = await bff.logout(bffRequest('/api/session/logout', { method: 'POST', cookies: jarHeader(jar) }));
  expect(res.status).toBe(200);
  expect(setCookieNamed(res, SESSION_COOKIE)).toMatch(/Max-Age=0/);
  const direct = await api.fetch(new Request('http://x/v1/user', { headers: { authorization: `Bearer ${token}` } }));
  expect(direct.status).toBe(401);
});

test('logout from another site is refused', async () => {
  const { jar } = await signIn();
  const res = await bff.logout(
    bffRequest('/api/session/logout', {
      method: 'POST',
      cookies: jarHeader(jar),
      headers: { origin: 'https://evil.example' },
    }),
  );
  expect(res.status).toBe(403);
  expect(await call('user', { cookies: jarHeader(jar) }).then((r) => r.status)).toBe(200);
});

test('sign-up: register keeps the pending e-mail; confirm signs in; business registration fills the session', async () => {
  const email = `bff-${Date.now()}@example.test`;
  const reg = await call('user/register', {
    method: 'POST',
    json: { first_name: 'Ana', last_name: 'Lopez', email, password: 'Secret123', password_confirmation: 'Secret123' },
  });
  expect(reg.status).toBe(201);
  const jar = cookiesFrom(reg);
  const info = await (await bff.sessionInfo(bffRequest('/api/session', { cookies: jarHeader(jar) }))).json();
  expect(info).toEqual({ authenticated: false, pending_email: email, has_business: false, onboarded: false });

  const outbox = await (await call(`dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const code = outbox.messages[0].text.match(/\b\d{6}\b/)[0];
  const confirmed = await call('user/email/confirm', {
    method: 'POST',
    json: { email, code },
    cookies: jarHeader(jar),
  });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).not.toContain('access_token');
  cookiesFrom(confirmed, jar);
  let session = await readSession(`${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, cookies);
  expect(session.token).toBeTruthy();
  expect(session.pendingEmail).toBeUndefined();
  expect(session.business).toBeUndefined();

  const { countries } = await (await call('country')).json();
  const canada = countries.find((c: { code: string }) => c.code === 'CA');
  const { business_types: types } = await (await call('business-type')).json();
  const registered = await call('business/register', {
    method: 'POST',
    cookies: jarHeader(jar),
    json: {
      name: 'Chez Ana',
      type: types[0]._id,
      phone_number: '(514) 555-0199',
      address: {
        street: '1 rue Sainte-Catherine',
        city: 'Montréal',
        state_province: canada.states[0]._id,
        zip_postal_code: 'H2X 1Y4',
        country: canada._id,
      },
    },
  });
  expect(registered.status).toBe(201);
  cookiesFrom(registered, jar);
  session = await readSession(`${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, cookies);
  const { business } = await registered.json();
  expect(session.business).toBe(business._id);
  expect(session.location).toBe(business.locations[0]._id);
  // Signed in before the business existed, the new owner still lands on the checklist.
  expect(redirectFor('/', session)).toBe('/getting-started');
});

test('login of an unconfirmed account keeps its e-mail for /confirm-email', async () => {
  const email = `unconfirmed-${Date.now()}@example.test`;
  await call('user/register', {
    method: 'POST',
    json: { first_name: 'Leo', last_name: 'Martin', email, password: 'Secret123', password_confirmation: 'Secret123' },
  });
  const res = await call('user/login', { method: 'POST', json: { email, password: 'Secret123' } });
  expect(res.status).toBe(403);
  expect((await res.json()).email_unconfirmed).toBe(true);
  const info = await (
    await bff.sessionInfo(bffRequest('/api/session', { cookies: jarHeader(cookiesFrom(res)) }))
  ).json();
  expect(info.pending_email).toBe(email);
  expect(info.authenticated).toBe(false);
});

test('a GET user that changes nothing leaves the cookie alone', async () => {
  const { jar } = await signIn();
  const res = await call('user', { cookies: jarHeader(jar) });
  expect(res.status).toBe(200);
  expect(setCookieNamed(res, SESSION_COOKIE)).toBeUndefined();
});

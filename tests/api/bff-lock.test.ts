/** The idle lock lives in the sealed session: the BFF refuses every call but unlock and logout. */
import { readSession, SESSION_COOKIE } from '@/lib/bff/session';
import { bffRequest, cookiesFrom, jarHeader } from './helpers/bff-request';
import { bff, call, DEMO, startBffOnTestApi } from './helpers/bff-on-api';

const cookies = { secret: 'z'.repeat(40), secure: false };
startBffOnTestApi(cookies);
const lock = (jar: Map<string, string>, headers: Record<string, string> = {}) =>
  bff.lock(bffRequest('/api/session/lock', { method: 'POST', cookies: jarHeader(jar), headers }));
const sessionOf = (jar: Map<string, string>) => readSession(`${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, cookies);

async function lockedJar() {
  const jar = cookiesFrom(await call('user/login', { method: 'POST', json: DEMO }));
  const res = await lock(jar);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ locked: true });
  cookiesFrom(res, jar);
  return jar;
}

test('locking marks the sealed session; the business and token stay', async () => {
  const jar = await lockedJar();
  const session = await sessionOf(jar);
  expect(session.locked).toBe(true);
  expect(session.token).toEqual(expect.any(String));
  expect(session.business).toEqual(expect.any(String));
});

test('while locked, data calls answer 423 with the code "locked", in the caller’s language', async () => {
  const jar = await lockedJar();
  for (const [path, method] of [
    ['order/history', 'GET'],
    ['tax', 'GET'],
    ['getting-started', 'GET'],
    ['category', 'POST'],
  ] as const) {
    const res = await call(path, { method, cookies: jarHeader(jar), json: method === 'GET' ? undefined : {} });
    expect([path, res.status]).toEqual([path, 423]);
    expect(await res.json()).toEqual({
      message: 'The portal is locked. Enter your password to continue.',
      code: 'locked',
    });
  }
  const fr = await call('tax', { cookies: [...jarHeader(jar), 'NEXT_LOCALE=fr'] });
  expect((await fr.json()).message).toMatch(/^Le portail est verrouillé/);
  const switched = await bff.selectLocation(
    bffRequest('/api/session/location', { method: 'POST', cookies: jarHeader(jar), json: { location: 'x' } }),
  );
  expect(switched.status).toBe(423);
});

test('the lock screen may still say whose session it is', async () => {
  const jar = await lockedJar();
  const me = await call('user', { cookies: jarHeader(jar) });
  expect(me.status).toBe(200);
  cookiesFrom(me, jar);
  expect((await sessionOf(jar)).locked).toBe(true);
});

test('a wrong password keeps the lock; the right one lifts it', async () => {
  const jar = await lockedJar();
  const wrong = await call('user/login', {
    method: 'POST',
    cookies: jarHeader(jar),
    json: { ...DEMO, password: 'nope-nope-1' },
  });
  expect(wrong.status).toBe(422);
  cookiesFrom(wrong, jar);
  expect((await call('tax', { cookies: jarHeader(jar) })).status).toBe(423);

  const right = await call('user/login', { method: 'POST', cookies: jarHeader(jar), json: DEMO });
  expect(right.status).toBe(200);
  cookiesFrom(right, jar);
  const session = await sessionOf(jar);
  expect(session.locked).toBeUndefined();
  expect(session.business).toEqual(expect.any(String));
  expect((await call('tax', { cookies: jarHeader(jar) })).status).toBe(200);
});

test('logout still works while locked', async () => {
  const jar = await lockedJar();
  const res = await bff.logout(bffRequest('/api/session/logout', { method: 'POST', cookies: jarHeader(jar) }));
  expect(res.status).toBe(200);
  cookiesFrom(res, jar);
  expect(await sessionOf(jar)).toEqual({});
});

test('lock needs a session and the portal’s own origin', async () => {
  expect((await lock(new Map())).status).toBe(401);
  const jar = cookiesFrom(await call('user/login', { method: 'POST', json: DEMO }));
  const foreign = await lock(jar, { origin: 'https://evil.example' });
  expect(foreign.status).toBe(403);
  expect((await call('tax', { cookies: jarHeader(jar) })).status).toBe(200);
});

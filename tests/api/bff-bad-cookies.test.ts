/** A cookie that is not valid %-encoding reads as absent instead of failing every page and call. */
import { createBff } from '@/lib/bff/proxy';
import { DEVICE_COOKIE, readCookie, readSession, SESSION_COOKIE } from '@/lib/bff/session';
import { bffRequest, setCookieNamed } from './helpers/bff-request';

const cookies = { secret: 'y'.repeat(40), secure: false };
const seen: Headers[] = [];
const bff = createBff({
  cookies,
  dispatch: async (_path, init) => {
    seen.push(new Headers(init.headers));
    return Response.json({ items: [] });
  },
});

const BAD = [`${SESSION_COOKIE}=%`, `${DEVICE_COOKIE}=%zz`, 'NEXT_LOCALE=%', `${SESSION_COOKIE}=%E0%A4%A`];

test.each(BAD)('readCookie treats %s as absent', (cookie) => {
  const name = cookie.split('=')[0]!;
  expect(readCookie(cookie, name)).toBeUndefined();
  expect(readCookie(`${cookie}; ${name}=ok`, name)).toBe('ok');
});

test('middleware reads an empty session from a malformed session cookie', async () => {
  await expect(readSession(`${SESSION_COOKIE}=%`, cookies)).resolves.toEqual({});
});

test.each(BAD)('a /v1 call with %s is answered, as if the cookie were not there', async (cookie) => {
  const res = await bff.handle(bffRequest('/api/v1/menu', { cookies: [cookie] }), ['menu']);
  expect(res.status).toBe(200);
  expect(seen.at(-1)?.get('authorization')).toBeNull();
  // A bad device cookie is replaced with a fresh one, as a missing one is.
  if (cookie.startsWith(DEVICE_COOKIE)) expect(setCookieNamed(res, DEVICE_COOKIE)).toMatch(/^mp_device=\w{48};/);
});

test.each(BAD)('the session route answers with %s: signed out', async (cookie) => {
  const res = await bff.sessionInfo(bffRequest('/api/session', { cookies: [cookie] }));
  expect(res.status).toBe(200);
  expect((await res.json()).authenticated).toBe(false);
});

test('logout with a malformed cookie still ends the session', async () => {
  const res = await bff.logout(bffRequest('/api/session/logout', { method: 'POST', cookies: BAD }));
  expect(res.status).toBe(200);
});

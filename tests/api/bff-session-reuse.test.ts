/**
 * The BFF keeps sessions it has already unsealed (lib/bff/session.ts): the same cookie reads the
 * same, a copy each time, only with the secret that sealed it, and not past the seal's expiry.
 */
import { readSession, SESSION_COOKIE, sessionSetCookie } from '@/lib/bff/session';

const cookies = { secret: 'z'.repeat(40), secure: false };
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

afterEach(() => jest.restoreAllMocks());

test('a session read twice is the same data, and changing one read does not change the next', async () => {
  const cookie = cookieOf(await sessionSetCookie({ token: 't'.repeat(40), business: 'b1' }, cookies));
  const first = await readSession(cookie, cookies);
  expect(first).toEqual({ token: 't'.repeat(40), business: 'b1' });
  first.business = 'changed';
  first.locked = true;
  await expect(readSession(cookie, cookies)).resolves.toEqual({ token: 't'.repeat(40), business: 'b1' });
});

test('another secret cannot read a session this one has read', async () => {
  const cookie = cookieOf(await sessionSetCookie({ token: 'u'.repeat(40) }, cookies));
  expect((await readSession(cookie, cookies)).token).toBe('u'.repeat(40));
  await expect(readSession(cookie, { secret: 'w'.repeat(40), secure: false })).resolves.toEqual({});
});

test('a tampered seal reads as an empty session, before and after the real one was read', async () => {
  const cookie = cookieOf(await sessionSetCookie({ token: 'v'.repeat(40) }, cookies));
  const value = cookie.slice(SESSION_COOKIE.length + 1);
  const tampered = `${SESSION_COOKIE}=${value.slice(0, 40)}${value[40] === 'A' ? 'B' : 'A'}${value.slice(41)}`;
  await expect(readSession(tampered, cookies)).resolves.toEqual({});
  await readSession(cookie, cookies);
  await expect(readSession(tampered, cookies)).resolves.toEqual({});
});

test('a session read before is refused once its seal has expired (14 days)', async () => {
  const cookie = cookieOf(await sessionSetCookie({ token: 'x'.repeat(40) }, cookies));
  expect((await readSession(cookie, cookies)).token).toBe('x'.repeat(40));
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + 15 * 24 * 3600_000);
  await expect(readSession(cookie, cookies)).resolves.toEqual({});
});

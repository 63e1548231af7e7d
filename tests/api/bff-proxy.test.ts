/** The BFF against a real HTTP upstream on loopback: what it adds, removes, refuses and streams. */
import { httpDispatch } from '@/lib/bff/dispatch';
import { createBff } from '@/lib/bff/proxy';
import { sessionSetCookie, SESSION_COOKIE, DEVICE_COOKIE } from '@/lib/bff/session';
import { startEchoUpstream } from './helpers/echo-upstream';
import { bffRequest, setCookieNamed } from './helpers/bff-request';

const cookies = { secret: 'x'.repeat(40), secure: false };
type Echo = Awaited<ReturnType<typeof startEchoUpstream>>;
let echo: Echo | undefined;
afterEach(async () => {
  await echo?.close();
  echo = undefined;
});

async function sessionCookie(data: Record<string, unknown>) {
  return (await sessionSetCookie(data, cookies)).split(';')[0]!;
}

test('adds the bearer token, the session business, client headers and the caller language', async () => {
  echo = await startEchoUpstream();
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const cookie = await sessionCookie({ token: 'tok-123', business: 'biz-own', location: 'loc-1' });
  const res = await bff.handle(
    bffRequest('/api/v1/order/history?from=2026-01-01&business=biz-other', { cookies: [cookie, 'NEXT_LOCALE=fr'] }),
    ['order', 'history'],
  );
  expect(res.status).toBe(200);
  const got = echo.received[0]!;
  const url = new URL(got.url, 'http://x');
  expect(url.pathname).toBe('/v1/order/history');
  expect(url.searchParams.get('from')).toBe('2026-01-01');
  // A page cannot pick another business: the session's own replaces it.
  expect(url.searchParams.getAll('business')).toEqual(['biz-own']);
  expect(got.headers.authorization).toBe('Bearer tok-123');
  expect(got.headers['x-app-version']).toBe('2.0.0');
  expect(got.headers['x-device-type']).toBe('web');
  expect(got.headers['x-client-id']).toBe('merchant-portal');
  expect(got.headers['accept-language']).toBe('fr');
  // Browser cookies never travel upstream.
  expect(got.headers.cookie).toBeUndefined();
});

test('sends a 48-character device id on login and keeps it in a cookie for the browser', async () => {
  echo = await startEchoUpstream((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        req.url.endsWith('/user') ? { user: null } : { access_token: 'secret-token', user: { _id: 'u1' } },
      ),
    );
  });
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const res = await bff.handle(
    bffRequest('/api/v1/user/login', { method: 'POST', json: { email: 'a@b.co', password: 'pw' } }),
    ['user', 'login'],
  );
  const sent = JSON.parse(echo.received[0]!.body.toString());
  expect(sent.device_id).toMatch(/^[A-Za-z0-9]{48}$/);
  expect(setCookieNamed(res, DEVICE_COOKIE)).toContain(sent.device_id);
  const text = await res.text();
  expect(text).not.toContain('secret-token');
  expect(text).not.toContain('access_token');
  const session = setCookieNamed(res, SESSION_COOKIE)!;
  expect(session).toMatch(/HttpOnly/);
  expect(session).toMatch(/SameSite=Lax/);
  expect(session).not.toContain('secret-token');
});

test('marks the session cookie Secure in production', async () => {
  const set = await sessionSetCookie({ token: 't' }, { secret: 'x'.repeat(40), secure: true });
  expect(set).toMatch(/; Secure/);
});

test('passes a multipart body through byte for byte, boundary included', async () => {
  echo = await startEchoUpstream();
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const form = new FormData();
  form.set('title', 'Logo');
  form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3])], { type: 'image/png' }), 'logo.png');
  const probe = new Request('http://x', { method: 'POST', body: form });
  const contentType = probe.headers.get('content-type')!;
  const bytes = Buffer.from(await probe.arrayBuffer());
  const res = await bff.handle(
    bffRequest('/api/v1/upload', { method: 'POST', body: bytes, headers: { 'content-type': contentType } }),
    ['upload'],
  );
  expect(res.status).toBe(200);
  const got = echo.received[0]!;
  expect(got.headers['content-type']).toBe(contentType);
  expect(got.body.equals(bytes)).toBe(true);
});

test('answers 502 with a message when the upstream is unreachable', async () => {
  const bff = createBff({ dispatch: httpDispatch('http://127.0.0.1:9/v1', 2000), cookies });
  const res = await bff.handle(bffRequest('/api/v1/user'), ['user']);
  expect(res.status).toBe(502);
  expect((await res.json()).message).toMatch(/unreachable/i);
});

test('answers 504 when the upstream is slower than the timeout', async () => {
  echo = await startEchoUpstream((_req, res) => {
    setTimeout(() => res.end('{}'), 1500).unref();
  });
  const bff = createBff({ dispatch: httpDispatch(echo.url, 200), cookies });
  const started = Date.now();
  const res = await bff.handle(bffRequest('/api/v1/user'), ['user']);
  expect(res.status).toBe(504);
  expect((await res.json()).message).toMatch(/too long/i);
  expect(Date.now() - started).toBeLessThan(1400);
});

test('refuses a state-changing request from another origin, before it reaches the upstream', async () => {
  echo = await startEchoUpstream();
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const res = await bff.handle(
    bffRequest('/api/v1/user/logout', { method: 'POST', headers: { origin: 'https://evil.example' } }),
    ['user', 'logout'],
  );
  expect(res.status).toBe(403);
  expect((await res.json()).message).toBeTruthy();
  const sameSite = await bff.handle(bffRequest('/api/v1/tax', { method: 'POST', json: {} }), ['tax']);
  expect(sameSite.status).toBe(200);
  expect(echo.received).toHaveLength(1);
});

test('an upstream 401 clears the session cookie and answers 401', async () => {
  echo = await startEchoUpstream((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Unauthenticated.' }));
  });
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const res = await bff.handle(bffRequest('/api/v1/user', { cookies: [await sessionCookie({ token: 'revoked' })] }), [
    'user',
  ]);
  expect(res.status).toBe(401);
  expect(setCookieNamed(res, SESSION_COOKIE)).toMatch(/Max-Age=0/);
});

test('streams text/event-stream replies without waiting for the end', async () => {
  let finish: () => void = () => undefined;
  echo = await startEchoUpstream((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('id: 1\ndata: first\n\n');
    finish = () => res.end('id: 2\ndata: second\n\n');
  });
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const res = await bff.handle(bffRequest('/api/v1/order/stream', { headers: { 'last-event-id': '0' } }), [
    'order',
    'stream',
  ]);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  expect(res.headers.get('x-accel-buffering')).toBe('no');
  expect(echo.received[0]!.headers['last-event-id']).toBe('0');
  const reader = res.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  // The first event arrived while the upstream still holds the stream open.
  expect(first).toContain('data: first');
  finish();
  let rest = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
  expect(rest).toContain('data: second');
});

test('an uploaded image is public: no token, query or Set-Cookie, and its safety headers pass through', async () => {
  echo = await startEchoUpstream((_req, res) => {
    res.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const cookie = await sessionCookie({ token: 'tok-123', business: 'biz-own', location: 'loc-1' });
  // A storefront visitor without a device cookie, and a signed-in merchant: the same reply.
  for (const cookieList of [[], [cookie]]) {
    const res = await bff.handle(bffRequest('/api/v1/uploads/abc123', { cookies: cookieList }), ['uploads', 'abc123']);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  }
  for (const got of echo.received) {
    expect(got.url).toBe('/v1/uploads/abc123');
    expect(got.headers.authorization).toBeUndefined();
  }
});

test('passes a trailing slash through as the page wrote it (SPEC §7 `item/{id}/clone/`)', async () => {
  echo = await startEchoUpstream();
  const bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  const cookie = await sessionCookie({ token: 'tok-123', business: 'biz-own' });
  // Next hands the route its segments without the slash; the request URL still has it.
  await bff.handle(bffRequest('/api/v1/item/it-1/clone/', { method: 'POST', json: {}, cookies: [cookie] }), [
    'item',
    'it-1',
    'clone',
  ]);
  await bff.handle(bffRequest('/api/v1/category/c-1/clone', { method: 'POST', json: {}, cookies: [cookie] }), [
    'category',
    'c-1',
    'clone',
  ]);
  expect(echo.received.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
    '/v1/item/it-1/clone/',
    '/v1/category/c-1/clone',
  ]);
});

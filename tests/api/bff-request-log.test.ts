/**
 * Structured logs (issue 21 item 8): one line per request from the BFF and one from the API, tied
 * by the request id the BFF sends upstream; no password, token, cookie or query in any line.
 */
import { httpDispatch } from '@/lib/bff/dispatch';
import { createBff } from '@/lib/bff/proxy';
import { createTestApi } from '@/server/testing';
import { startEchoUpstream } from './helpers/echo-upstream';
import { bff, call, DEMO, startBffOnTestApi } from './helpers/bff-on-api';
import { bffRequest, cookiesFrom, jarHeader } from './helpers/bff-request';
import { captureLogs } from './helpers/log-capture';

const cookies = { secret: 'r'.repeat(40), secure: false };
startBffOnTestApi(cookies);

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const bffLines = () => logs.lines.filter((l) => l.src === 'bff');
const apiLines = () => logs.lines.filter((l) => l.src === 'api');

test('an incoming X-Request-Id is in the BFF’s line, the API’s line and the reply', async () => {
  const res = await call('business-type', { headers: { 'x-request-id': 'abc-123' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-request-id')).toBe('abc-123');
  expect(bffLines()).toEqual([
    expect.objectContaining({
      msg: 'bff request',
      requestId: 'abc-123',
      method: 'GET',
      path: '/api/v1/business-type',
      status: 200,
      durationMs: expect.any(Number),
      upstreamMs: expect.any(Number),
    }),
  ]);
  expect(apiLines()).toEqual([
    expect.objectContaining({
      msg: 'api request',
      requestId: 'abc-123',
      method: 'GET',
      route: '/v1/business-type',
      path: '/v1/business-type',
      status: 200,
      durationMs: expect.any(Number),
    }),
  ]);
});

test('without one, an id is made and the same one is in both lines and the reply', async () => {
  const res = await call('country');
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(UUID);
  expect(bffLines().map((l) => l.requestId)).toEqual([id]);
  expect(apiLines().map((l) => l.requestId)).toEqual([id]);
});

test.each([
  ['spaces and braces', 'abc 123 {"level":50}'],
  ['65 characters', 'a'.repeat(65)],
  ['other characters', 'abc/123?x=1'],
])('an id with %s is replaced by a new one', async (_, bad) => {
  const res = await call('country', { headers: { 'x-request-id': bad } });
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(UUID);
  expect(logs.lines.map((l) => l.requestId)).toEqual([id, id]);
  expect(JSON.stringify(logs.lines)).not.toContain(bad.slice(0, 20));
});

test('the API logs the route as it declares it beside the path it was called with', async () => {
  const login = await call('user/login', { method: 'POST', json: DEMO });
  const jar = jarHeader(cookiesFrom(login));
  logs.clear();
  await bff.handle(bffRequest('/api/v1/order/0123456789abcdef01234567', { cookies: jar }), [
    'order',
    '0123456789abcdef01234567',
  ]);
  expect(apiLines()).toEqual([
    expect.objectContaining({ route: '/v1/order/:id', path: '/v1/order/0123456789abcdef01234567', status: 404 }),
  ]);
});

test('no password, token, cookie or query value reaches the log of a login and the calls after it', async () => {
  const wrong = await call('user/login?email=demo%40merchant.test', {
    method: 'POST',
    json: { email: DEMO.email, password: 'WrongPass999' },
  });
  expect(wrong.status).toBe(422);
  const login = await call('user/login', { method: 'POST', json: DEMO });
  expect(login.status).toBe(200);
  const jar = jarHeader(cookiesFrom(login));
  await bff.handle(bffRequest('/api/v1/user?code=424242', { cookies: jar }), ['user']);

  // The login made two upstream calls (the login and GET user): one BFF line, two API lines.
  expect(bffLines().map((l) => [l.method, l.path, l.status])).toEqual([
    ['POST', '/api/v1/user/login', 422],
    ['POST', '/api/v1/user/login', 200],
    ['GET', '/api/v1/user', 200],
  ]);
  expect(apiLines()).toHaveLength(4);
  const text = JSON.stringify(logs.lines);
  for (const secret of [DEMO.password, 'WrongPass999', 'demo%40merchant.test', DEMO.email, '424242', ...jar])
    expect(text).not.toContain(secret);
  expect(text).not.toMatch(/bearer|authorization|cookie|access_token/i);
});

test('an API failure is an error line with the request id and the stack; the reply shows neither', async () => {
  const broken = await createTestApi();
  await broken.close(); // every query now fails
  const { inProcessDispatch } = await import('@/lib/bff/dispatch');
  const failing = createBff({ dispatch: inProcessDispatch(async () => broken, 2000), cookies });
  const res = await failing.handle(bffRequest('/api/v1/country', { headers: { 'x-request-id': 'trace-500' } }), [
    'country',
  ]);
  expect(res.status).toBe(500);
  const body = await res.text();
  expect(body).not.toMatch(/trace-500|at .*\(|stack/i);
  const error = logs.withId('trace-500').find((l) => l.msg === 'api failed');
  expect(error).toEqual(expect.objectContaining({ level: 50, method: 'GET', path: '/v1/country' }));
  expect((error!.err as { stack: string }).stack).toMatch(/\n\s+at /);
  expect(logs.withId('trace-500').map((l) => [l.src, l.status])).toEqual([
    ['api', undefined],
    ['api', 500],
    ['bff', 500],
  ]);
});

test('over HTTP, the id goes upstream as X-Request-Id', async () => {
  const echo = await startEchoUpstream();
  try {
    const overHttp = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
    const res = await overHttp.handle(bffRequest('/api/v1/country', { headers: { 'x-request-id': 'http-77' } }), [
      'country',
    ]);
    expect(echo.received[0]!.headers['x-request-id']).toBe('http-77');
    expect(res.headers.get('x-request-id')).toBe('http-77');
    expect(bffLines()).toEqual([expect.objectContaining({ requestId: 'http-77', status: 200 })]);
  } finally {
    await echo.close();
  }
});

test('the session routes of the BFF log their line too', async () => {
  const res = await bff.sessionInfo(bffRequest('/api/session', { headers: { 'x-request-id': 'sess-1' } }));
  expect(res.headers.get('x-request-id')).toBe('sess-1');
  expect(bffLines()).toEqual([
    expect.objectContaining({ requestId: 'sess-1', path: '/api/session', status: 200, upstreamMs: null }),
  ]);
});

/** The BFF's guards in front of the upstream: state-changing GETs and request body sizes. */
import { httpDispatch } from '@/lib/bff/dispatch';
import { createBff } from '@/lib/bff/proxy';
import { isStateChangingGet } from '@/lib/bff/request-guards';
import { sessionSetCookie } from '@/lib/bff/session';
import { BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES, routeList } from '@/lib/contract';
import en from '@/messages/en.json';
import { startEchoUpstream } from './helpers/echo-upstream';
import { PORTAL, bffRequest } from './helpers/bff-request';

const cookies = { secret: 'x'.repeat(40), secure: false };
type Echo = Awaited<ReturnType<typeof startEchoUpstream>>;
let echo: Echo;
let bff: ReturnType<typeof createBff>;
let session: string;
beforeEach(async () => {
  echo = await startEchoUpstream();
  bff = createBff({ dispatch: httpDispatch(echo.url, 2000), cookies });
  session = (await sessionSetCookie({ token: 'tok-123', business: 'biz-own' }, cookies)).split(';')[0]!;
});
afterEach(() => echo.close());

const call = (path: string, init: Parameters<typeof bffRequest>[1] = {}) =>
  bff.handle(bffRequest(`/api/v1/${path}`, { cookies: [session], ...init }), path.split('/'));

/** What Chromium sends for a click on a link to the portal from another site. */
const CROSS_SITE_LINK = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
/** What Chromium sends for the portal's own fetch(). */
const PORTAL_FETCH = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('state-changing GETs (route table `stateChangingGet`)', () => {
  test('the route table marks SPEC §7 order actions, and the BFF matches their paths', () => {
    const marked = routeList.filter((r) => r.stateChangingGet).map((r) => r.key);
    expect(marked).toEqual(
      expect.arrayContaining(['GET /order/:id/cancel', 'GET /order/:id/create-driver', 'GET /order/:id/cancel-driver']),
    );
    expect(isStateChangingGet('GET', ['order', 'o1', 'cancel'])).toBe(true);
    expect(isStateChangingGet('HEAD', ['order', 'o1', 'cancel-driver'])).toBe(true);
    expect(isStateChangingGet('GET', ['order', 'o1'])).toBe(false);
    expect(isStateChangingGet('GET', ['order', 'history'])).toBe(false);
    expect(isStateChangingGet('GET', ['order', 'o1', 'cancel', 'x'])).toBe(false);
  });

  test.each([
    ['a link on another site', CROSS_SITE_LINK],
    ['the address typed into the address bar', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }],
    [
      'a same-origin top-level navigation',
      { ...PORTAL_FETCH, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    ],
    ['a subresource of a sibling site', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' }],
    ['a caller that proves no origin', {}],
    ['another origin by Origin', { origin: 'https://evil.example' }],
    ['another origin by Referer', { referer: 'https://evil.example/page' }],
  ])('%s is refused before reaching the upstream', async (_name, headers: Record<string, string>) => {
    for (const action of ['cancel', 'create-driver', 'cancel-driver']) {
      const res = await call(`order/o1/${action}`, { headers });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(en.bff.foreignOrigin);
    }
    expect(echo.received).toHaveLength(0);
  });

  test.each([
    ['the portal’s fetch()', PORTAL_FETCH],
    ['a browser without Sec-Fetch headers, by Referer', { referer: `${PORTAL}/orders` }],
    ['a browser without Sec-Fetch headers, by Origin', { origin: PORTAL }],
  ])('%s reaches the upstream', async (_name, headers: Record<string, string>) => {
    const res = await call('order/o1/cancel', { headers });
    expect(res.status).toBe(200);
    expect(echo.received.map((r) => new URL(r.url, 'http://x').pathname)).toEqual(['/v1/order/o1/cancel']);
  });

  test('other GETs keep working from a link (reading changes nothing)', async () => {
    const res = await call('order/o1', { headers: CROSS_SITE_LINK });
    expect(res.status).toBe(200);
    expect(echo.received).toHaveLength(1);
  });
});

describe('request body size', () => {
  const tooLarge = async (res: Response, text: string) => {
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).message).toBe(text);
  };
  /** A body sent in chunks with no Content-Length, as a streaming client does. */
  const chunked = (bytes: number, chunk = 64 * 1024) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const n = Math.min(chunk, bytes - sent);
        sent += n;
        controller.enqueue(new Uint8Array(n).fill(0x20));
      },
    });
  };

  test('a Content-Length over the limit is a 413 at once, on a read body (login) and a streamed one', async () => {
    for (const path of ['user/login', 'user/register', 'user/password/reset', 'tax']) {
      const res = await call(path, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'content-length': String(BODY_MAX_BYTES + 1) },
      });
      await tooLarge(res, en.bff.payloadTooLarge);
    }
    expect(echo.received).toHaveLength(0);
  });

  test('a chunked body the BFF reads (login, reset) stops past the limit without reaching the upstream', async () => {
    for (const path of ['user/login', 'user/password/reset']) {
      const res = await call(path, {
        method: 'POST',
        body: chunked(BODY_MAX_BYTES + 1),
        headers: { 'content-type': 'application/json' },
      });
      await tooLarge(res, en.bff.payloadTooLarge);
    }
    expect(echo.received).toHaveLength(0);
  });

  test('a chunked body passed through is counted while it streams and cut past the limit', async () => {
    const res = await call('tax', {
      method: 'POST',
      body: chunked(BODY_MAX_BYTES * 3),
      headers: { 'content-type': 'application/json' },
    });
    await tooLarge(res, en.bff.payloadTooLarge);
    // Whatever reached the upstream stopped at the limit.
    for (const got of echo.received) expect(got.body.length).toBeLessThanOrEqual(BODY_MAX_BYTES);
  });

  test('a body at the limit passes whole', async () => {
    const res = await call('tax', {
      method: 'POST',
      body: chunked(BODY_MAX_BYTES),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(echo.received[0]!.body.length).toBe(BODY_MAX_BYTES);
  });

  test('the upload keeps its larger limit, with its own text past it', async () => {
    const image = BODY_MAX_BYTES + 512 * 1024;
    const ok = await call('upload', {
      method: 'POST',
      body: chunked(image),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(ok.status).toBe(200);
    expect(echo.received[0]!.body.length).toBe(image);
    const declared = await call('upload', {
      method: 'POST',
      body: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(UPLOAD_BODY_MAX_BYTES + 1),
      },
    });
    await tooLarge(declared, en.bff.uploadTooLarge);
    const streamed = await call('upload', {
      method: 'POST',
      body: chunked(UPLOAD_BODY_MAX_BYTES + 1),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    await tooLarge(streamed, en.bff.uploadTooLarge);
  });

  test('the location switch reads its body within the limit too', async () => {
    const res = await bff.selectLocation(
      bffRequest('/api/session/location', {
        method: 'POST',
        cookies: [session],
        body: chunked(BODY_MAX_BYTES + 1),
        headers: { 'content-type': 'application/json' },
      }),
    );
    await tooLarge(res, en.bff.payloadTooLarge);
    expect(echo.received).toHaveLength(0);
  });
});

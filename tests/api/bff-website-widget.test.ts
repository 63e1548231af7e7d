/**
 * The website widget through the BFF: the embed tag names the portal the browser uses, and the
 * script's public settings read is served to any site, cacheable, without a session or a cookie.
 */
import { inProcessDispatch } from '@/lib/bff/dispatch';
import { createBff } from '@/lib/bff/proxy';
import { bffRequest, cookiesFrom, jarHeader } from './helpers/bff-request';
import { api, client, startTestApi } from './helpers/test-api';

startTestApi();
let bff: ReturnType<typeof createBff>;
beforeAll(() => {
  bff = createBff({
    dispatch: inProcessDispatch(async () => api, 5000),
    cookies: { secret: 'w'.repeat(40), secure: false },
  });
});

const call = (path: string, init: Parameters<typeof bffRequest>[1] = {}) =>
  bff.handle(bffRequest(`/api/v1/${path}`, init), path.split('/'));

/** A new merchant signed in through the BFF: the session cookies. */
async function signedIn() {
  const m = await client.registerBusiness();
  const res = await call('user/login', { method: 'POST', json: { email: m.email, password: m.password } });
  expect(res.status).toBe(200);
  return jarHeader(cookiesFrom(res));
}

const tagOf = async (res: Response) => {
  expect(res.status).toBe(200);
  const { website_widget_script: tag } = (await res.json()) as { website_widget_script: string };
  return /^<script src="([^"]+)\/widget\.js" data-key="([\w-]{22})" async><\/script>$/.exec(tag)!;
};

test('the tag points at the portal as the browser reached it (host, and the scheme a TLS proxy forwards)', async () => {
  const cookies = await signedIn();
  const [, origin] = await tagOf(await call('website-widget/embed-script', { cookies }));
  expect(origin).toBe('http://portal.test');
  const [, behindProxy] = await tagOf(
    await call('website-widget/embed-script', { cookies, headers: { 'x-forwarded-proto': 'https' } }),
  );
  expect(behindProxy).toBe('https://portal.test');
});

test('the settings read is public, open to other origins, cacheable and sets no cookie', async () => {
  const [, , key] = await tagOf(await call('website-widget/embed-script', { cookies: await signedIn() }));
  const res = await call(`widget/${key}`, { headers: { origin: 'http://merchant-site.test' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  expect(res.headers.getSetCookie()).toEqual([]);
  const body = (await res.json()) as { website_widget: { text: string }; order_url: string };
  expect(body.website_widget.text).toBe('Order online');
  expect(body.order_url).toMatch(/^\/locations\/[a-z0-9-]+$/);

  const unknown = await call(`widget/${'B'.repeat(22)}`);
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
});

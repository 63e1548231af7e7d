/** Health and readiness: GET /v1/ready on the reference API, /api/health and /api/ready of the portal. */
import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/api/health/route';
import { httpDispatch, inProcessDispatch } from '@/lib/bff/dispatch';
import { readinessReply } from '@/lib/bff/readiness';
import { readyReply } from '@/lib/contract';
import { createTestApi } from '@/server/testing';
import { apiClient } from '@/server/testing-client';
import { startEchoUpstream } from './helpers/echo-upstream';
import { api, client, startTestApi, withTestApi } from './helpers/test-api';

startTestApi();

const probe = () => new Request('http://portal.test/api/ready');

test('GET /api/health answers 200 ok, never cached, without asking anything else', async () => {
  const res = health();
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
  expect(res.headers.get('cache-control')).toBe('no-store');
});

test('middleware (session redirects) leaves both probes alone, as it does the rest of /api', async () => {
  const { config } = await import('@/middleware');
  const pageMatchers = config.matcher.map((m) => new RegExp(`^${m}$`));
  const seenByMiddleware = (path: string) => pageMatchers.some((r) => r.test(path));
  expect(seenByMiddleware('/dashboard')).toBe(true);
  expect(seenByMiddleware('/api/health')).toBe(false);
  expect(seenByMiddleware('/api/ready')).toBe(false);
});

test('a migrated database is ready, on the API and through the portal', async () => {
  const res = await client.call('GET', 'ready');
  expect(res.status).toBe(200);
  expect(readyReply.parse(res.body)).toEqual({ status: 'ready' });
  expect(res.headers.get('cache-control')).toBe('no-store');

  const portal = await readinessReply(
    inProcessDispatch(async () => api, 2000),
    probe(),
  );
  expect(portal.status).toBe(200);
  expect(await portal.json()).toEqual({ status: 'ready' });
  expect(portal.headers.get('cache-control')).toBe('no-store');
});

test('a migration missing from drizzle’s record is 503 naming it', async () => {
  await withTestApi({}, async (other) => {
    await other.api.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await other.client.call('GET', 'ready');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('not-ready');
    expect(res.body.reason).toMatch(/^migrations not applied: \d{4}_\w+$/);

    const portal = await readinessReply(
      inProcessDispatch(async () => other.api, 2000),
      probe(),
    );
    expect(portal.status).toBe(503);
    expect((await portal.json()).reason).toBe(res.body.reason);
  });
});

test('a database that never ran the migrations is 503', async () => {
  await withTestApi({}, async (other) => {
    await other.api.db.execute(sql`drop table drizzle.__drizzle_migrations`);
    const res = await other.client.call('GET', 'ready');
    expect([res.status, res.body]).toEqual([503, { status: 'not-ready', reason: 'migrations not applied' }]);
  });
});

test('a closed database is 503, and a reference API that could not start is not ready either', async () => {
  const closed = await createTestApi();
  await closed.close();
  const res = await apiClient(closed).call('GET', 'ready');
  expect([res.status, res.body]).toEqual([503, { status: 'not-ready', reason: 'database unreachable' }]);

  const failedStart = await readinessReply(
    inProcessDispatch(() => Promise.reject(new Error('database did not open')), 2000),
    probe(),
  );
  expect(failedStart.status).toBe(503);
  expect(await failedStart.json()).toEqual({ status: 'not-ready', reason: 'upstream unavailable' });
});

describe('over HTTP (UPSTREAM_API_URL)', () => {
  let echo: Awaited<ReturnType<typeof startEchoUpstream>> | undefined;
  afterEach(async () => {
    await echo?.close();
    echo = undefined;
  });

  test('asks the upstream’s /v1/ready and passes its verdict on', async () => {
    echo = await startEchoUpstream((req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'not-ready', reason: 'migrations not applied: 0099_next' }));
    });
    const res = await readinessReply(httpDispatch(echo.url, 2000), probe());
    expect(echo.received[0]!.url).toBe('/v1/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not-ready', reason: 'migrations not applied: 0099_next' });
  });

  test('an upstream without a readiness route (404) answers, so the portal is ready', async () => {
    echo = await startEchoUpstream((req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
    });
    const res = await readinessReply(httpDispatch(echo.url, 2000), probe());
    expect(res.status).toBe(200);
  });

  test('an upstream that does not answer in time is not ready', async () => {
    echo = await startEchoUpstream(() => undefined);
    const res = await readinessReply(httpDispatch(echo.url, 200), probe());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not-ready', reason: 'upstream did not answer in time' });
  });

  test('an upstream that is down is not ready', async () => {
    const res = await readinessReply(httpDispatch('http://127.0.0.1:9/v1', 2000), probe());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not-ready', reason: 'upstream unavailable' });
  });
});

test('a database that hangs is not ready once the check’s time is up', async () => {
  const { readiness } = await import('@/server/services/readiness');
  const hanging = { execute: () => new Promise(() => undefined) } as unknown as Parameters<typeof readiness>[0];
  await expect(readiness(hanging, 100)).resolves.toEqual({ ready: false, reason: 'database did not answer in time' });
});

/** getReferenceApi: one instance per process, on a PGlite folder under DATA_DIR, seeded once. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/env';
import { closeReferenceApi, getReferenceApi } from '@/server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-singleton-'));
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  resetEnvCache();
});
afterAll(async () => {
  await closeReferenceApi();
  Object.assign(process.env, saved);
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test opens a PGlite folder, and the first creates, migrates and seeds it: about 10 s alone;
// 64 s was seen in CI beside the other jest worker, over the default 30 s limit.
jest.setTimeout(120_000);

const login = (api: { fetch(req: Request): Promise<Response> }) =>
  api.fetch(
    new Request('http://internal/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@merchant.test', password: 'DemoPass123', device_id: 'a'.repeat(48) }),
    }),
  );

test('opens, migrates and seeds the folder once, and holds it with a pid lock', async () => {
  const [a, b] = await Promise.all([getReferenceApi(), getReferenceApi()]);
  expect(a).toBe(b);
  expect((await login(a)).status).toBe(200);
  expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
});

test('after a restart the data is still there', async () => {
  await closeReferenceApi();
  expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  const api = await getReferenceApi();
  const res = await login(api);
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const me = await api.fetch(new Request('http://internal/v1/user', { headers: { authorization: `Bearer ${token}` } }));
  expect(((await me.json()) as { business: { name: string } }).business.name).toBe('Demo Bistro');
});

test('a menu saved before a restart is there after it, prices in cents', async () => {
  const call = async (
    api: { fetch(req: Request): Promise<Response> },
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ) =>
    (await api
      .fetch(
        new Request(`http://internal/v1/${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
      .then((r) => r.json())) as Record<string, { _id: string } & Record<string, unknown>>;
  let api = await getReferenceApi();
  const token = ((await (await login(api)).json()) as { access_token: string }).access_token;
  const { category } = await call(api, token, 'POST', 'category', { name: 'Late Night' });
  await call(api, token, 'POST', 'item', { name: 'Midnight Poutine', price: 1375, category_id: category!._id });

  await closeReferenceApi();
  api = await getReferenceApi();
  const { categories } = (await call(api, token, 'GET', 'category')) as unknown as {
    categories: { name: string; items: { name: string; price: number }[] }[];
  };
  expect(categories.find((c) => c.name === 'Late Night')?.items).toEqual([
    expect.objectContaining({ name: 'Midnight Poutine', price: 1375 }),
  ]);
});

/** The reference API of an API test file, the client that calls it, and the seeded demo accounts. */
import { eq } from 'drizzle-orm';
import { businesses, locations } from '@/server/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '@/server/seed/demo';
import { createTestApi, type TestApi, type TestApiOptions } from '@/server/testing';
import { apiClient } from '@/server/testing-client';
import { addStaff } from '@/server/testing-fixtures';

export type ApiClient = ReturnType<typeof apiClient>;
/** A new owner with a business and its one location, from `client.registerBusiness()`. */
export type Owner = Awaited<ReturnType<ApiClient['registerBusiness']>>;

/** Set by `startTestApi()` before the file's tests run (live bindings: read them inside tests and hooks). */
export let api: TestApi;
export let client: ApiClient;

/**
 * Starts one reference API for the calling file (or describe block) before its tests and closes
 * it after them. The options are createTestApi's (`seed`, a clock as `now`, `env`, `config`), or
 * a function giving them when they depend on an earlier beforeAll (a stand-in's URL).
 */
export function startTestApi(options: TestApiOptions | (() => TestApiOptions) = {}) {
  beforeAll(async () => {
    api = await createTestApi(typeof options === 'function' ? options() : options);
    client = apiClient(api);
  });
  afterAll(() => api?.close());
}

/** Runs `body` against another reference API built with `options` (DEV_TOOLS off, stricter limits …), closed afterwards. */
export async function withTestApi<T>(
  options: TestApiOptions,
  body: (other: { api: TestApi; client: ApiClient }) => Promise<T>,
): Promise<T> {
  const other = await createTestApi(options);
  try {
    return await body({ api: other, client: apiClient(other) });
  } finally {
    await other.close();
  }
}

export type DemoRole = keyof typeof DEMO_USERS;

/** Signs a seeded demo account in (an API started with `seed: true`); returns its token. */
export const loginDemo = (role: DemoRole, on: ApiClient = client) => on.login(DEMO_USERS[role], DEMO_PASSWORD);

/** A staff member written straight to the tables (addStaff's options), signed in: their token. */
export async function signInStaff(opts: Parameters<typeof addStaff>[1]): Promise<string> {
  const member = await addStaff(api, opts);
  return client.login(member.email, member.password);
}

/** Each of `routes` answers `token` 403 with the permission message (`body` goes with all but GET). */
export async function expectForbidden(
  token: string,
  routes: readonly (readonly [string, string])[],
  body: unknown = {},
) {
  for (const [method, path] of routes) {
    const res = await client.call(method, path, { token, body: method === 'GET' ? undefined : body });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to do this.' });
  }
}

/** The seeded demo business (the only business of a fresh seeded API) and its primary and second locations. */
export async function demoBusiness(on: TestApi = api) {
  const [business] = await on.db.select().from(businesses);
  const rows = await on.db.select().from(locations).where(eq(locations.businessId, business!.id));
  return {
    businessId: business!.id,
    primary: rows.find((l) => l.isPrimary)!.id,
    second: rows.find((l) => !l.isPrimary)!.id,
  };
}

/** The reference API for the menu route tests, and the calls they build a menu with. */
import { categoriesReply, categoryReply, itemReply } from '@/lib/contract';
import { createTestApi, type TestApi } from '@/server/testing';
import { apiClient } from '@/server/testing-client';

/** Set by `startTestApi()` before the file's tests run (live bindings: read them inside tests). */
export let api: TestApi;
export let client: ReturnType<typeof apiClient>;

/** Starts one reference API for the calling test file and closes it after its tests. */
export function startTestApi() {
  beforeAll(async () => {
    api = await createTestApi();
    client = apiClient(api);
  });
  afterAll(() => api?.close());
}

export type Owner = Awaited<ReturnType<ReturnType<typeof apiClient>['registerBusiness']>>;

/** `?location=` when a location is given; otherwise the caller's primary location. */
const at = (path: string, location: string | undefined) => (location ? `${path}?location=${location}` : path);

export async function addCategory(m: Owner, name: string, location?: string) {
  const res = await client.call('POST', at('category', location), { token: m.token, body: { name } });
  expect(res.status).toBe(201);
  return categoryReply.parse(res.body).category;
}

/** An item priced $10 unless `body` says otherwise. */
export async function addItem(m: Owner, body: Record<string, unknown>, location?: string) {
  const res = await client.call('POST', at('item', location), { token: m.token, body: { price: 1000, ...body } });
  expect(res.status).toBe(201);
  return itemReply.parse(res.body).item;
}

/** The menu (categories with their items) of a location. */
export const menuAt = async (m: Owner, location?: string) =>
  categoriesReply.parse((await client.call('GET', at('category', location), { token: m.token })).body).categories;

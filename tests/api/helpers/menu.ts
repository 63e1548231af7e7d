/** The calls the menu route tests build a menu with, on the file's reference API (`startTestApi()`). */
import { categoriesReply, categoryReply, itemReply } from '@/lib/contract';
import { client, type Owner } from './test-api';

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
export const menuAt = async (m: Pick<Owner, 'token'>, location?: string) =>
  categoriesReply.parse((await client.call('GET', at('category', location), { token: m.token })).body).categories;

/** Server pages prefetch through lib/bff/server-fetch with the client's own query factories. */
import { QueryClient } from '@tanstack/react-query';
import { historyQuery } from '@/lib/api/orders';
import { loadSchema } from '@/lib/api/schema-source';
import { taxesQuery } from '@/lib/api/taxes';
import type { Dispatch } from '@/lib/bff/dispatch';
import { createBff } from '@/lib/bff/proxy';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { sessionSetCookie } from '@/lib/bff/session';
import { userReply } from '../unit/support/shell-fixtures';

const cookies = { secret: 'x'.repeat(40), secure: false };
let cookieHeader = '';
jest.mock('next/headers', () => ({
  cookies: async () => ({ toString: () => cookieHeader }),
  headers: async () => new Headers({ host: 'portal.test', 'accept-language': 'fr' }),
}));

/** The upstream as the BFF sees it: records each call and answers with `reply`. */
let reply: () => Response;
const calls: { path: string; init: RequestInit }[] = [];
const dispatch: Dispatch = async (path, init) => {
  calls.push({ path, init });
  return reply();
};
jest.mock('@/lib/bff/index', () => ({ getBff: () => createBff({ dispatch, cookies }) }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tax = { _id: 't1', name: 'GST', rate: 5, is_default: true };

beforeEach(async () => {
  calls.length = 0;
  cookieHeader = (await sessionSetCookie({ token: 'tok-1', business: 'biz-1', location: 'loc-1' }, cookies)).split(
    ';',
  )[0]!;
});

test("fills the client's query under the factory's key, from the factory's path, with the session", async () => {
  reply = () => json({ taxes: [tax] });
  const qc = new QueryClient();
  const query = taxesQuery();
  const data = await prefetch(qc, query);
  const parsed = (await loadSchema(query.request.schema)).parse({ taxes: [tax] });
  expect(data).toEqual(parsed);
  expect(qc.getQueryData(query.queryKey)).toEqual(parsed);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.path).toBe('tax?business=biz-1&location=loc-1');
  expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer tok-1');
});

test("sends the factory's query string, leaving out what the screen left empty", async () => {
  reply = () => json({ orders: [], total: 0, page: 2, per_page: 25 });
  const qc = new QueryClient();
  const query = historyQuery({
    from: '2026-03-01',
    to: '2026-03-07',
    page: 2,
    per_page: 25,
    sort: '-created_at',
    search: '',
    status: 'closed',
  });
  await prefetch(qc, query);
  const sent = new URLSearchParams(calls[0]!.path.split('?')[1]);
  expect(calls[0]!.path.split('?')[0]).toBe('order/history');
  expect(Object.fromEntries(sent)).toEqual({
    from: '2026-03-01',
    to: '2026-03-07',
    status: 'closed',
    page: '2',
    per_page: '25',
    sort: '-created_at',
    business: 'biz-1',
    location: 'loc-1',
  });
  expect(qc.getQueryData(query.queryKey)).toEqual({ orders: [], total: 0, page: 2, per_page: 25 });
});

test('a failed or off-contract reply leaves the query empty, for the client to load and explain', async () => {
  const qc = new QueryClient();
  reply = () => json({ message: 'Down.' }, 500);
  expect(await prefetch(qc, taxesQuery())).toBeNull();
  reply = () => json({ taxes: [{ name: 'no id' }] });
  expect(await prefetch(qc, taxesQuery())).toBeNull();
  expect(qc.getQueryCache().getAll()).toHaveLength(0);
});

test('serverUser: the signed-in user through the same BFF, with the session; null when the call fails', async () => {
  reply = () => json(userReply());
  const user = await serverUser();
  expect(user?.user.email).toBe(userReply().user.email);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.path.split('?')[0]).toBe('user');
  expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer tok-1');

  reply = () => json({ message: 'Unauthenticated.' }, 401);
  expect(await serverUser()).toBeNull();
});

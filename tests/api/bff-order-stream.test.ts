/** The BFF with the in-process dispatch: GET order/stream flows through unbuffered, and a disconnect reaches the API. */
import { inProcessDispatch } from '@/lib/bff/dispatch';
import { createBff } from '@/lib/bff/proxy';
import { sessionSetCookie } from '@/lib/bff/session';
import { orderEventHub } from '@/server/services/order-event-hub';
import { bffRequest } from './helpers/bff-request';
import { addItemRows } from '@/server/testing-fixtures';
import { api, client, startTestApi } from './helpers/test-api';

const cookies = { secret: 'x'.repeat(40), secure: false };
startTestApi();

async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const chunk = await Promise.race([reader.read(), new Promise<null>((r) => (timer = setTimeout(() => r(null), ms)))]);
  clearTimeout(timer);
  if (!chunk || chunk.done) throw new Error('nothing arrived in time');
  return new TextDecoder().decode(chunk.value);
}

test('the first bytes and each new order arrive while the stream stays open; cancelling ends the subscription', async () => {
  const m = await client.registerBusiness();
  await addItemRows(api, m, [{ name: 'Poutine', price: 1195 }]);
  // A 1 s header timeout: the stream lives longer than that without being cut.
  const bff = createBff({ dispatch: inProcessDispatch(async () => api, 1000), cookies });
  const session = (
    await sessionSetCookie({ token: m.token, business: m.businessId, location: m.locationId }, cookies)
  ).split(';')[0]!;
  const res = await bff.handle(bffRequest('/api/v1/order/stream', { cookies: [session] }), ['order', 'stream']);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
  const reader = res.body!.getReader();
  expect(await readWithin(reader, 1000)).toBe('retry: 2000\n\n');
  await new Promise((r) => setTimeout(r, 1200)); // past the header timeout
  const placed = (await client.call('POST', 'order/test', { token: m.token })).body.order;
  const event = await readWithin(reader, 1000);
  expect(event).toMatch(/^id: \d+\nevent: order\ndata: /);
  expect(event).toContain(placed._id);
  await reader.cancel();
  const hub = orderEventHub(api.db);
  for (let i = 0; i < 50 && hub.listeners > 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(hub.listeners).toBe(0);
});

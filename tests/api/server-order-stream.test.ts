/** Reference API: GET order/stream (SSE) delivers new and changed orders and resumes from Last-Event-ID. */
import { orderStreamEvent, type OrderStreamEvent } from '@/lib/contract';
import { orderEventHub } from '@/server/services/order-event-hub';
import { addItemRows, addLocation } from '@/server/testing-fixtures';
import { api, client, startTestApi, type Owner } from './helpers/test-api';

let m: Owner;

startTestApi();

beforeAll(async () => {
  m = await client.registerBusiness();
  // A test order is made of the location's menu.
  await addItemRows(api, m, [{ name: 'Poutine', price: 1195 }]);
});

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** Opens the stream and parses its body incrementally, as EventSource would. */
async function openStream(query = '', headers: Record<string, string> = {}) {
  const res = await api.fetch(
    new Request(`http://internal/v1/order/stream${query}`, {
      headers: { authorization: `Bearer ${m.token}`, ...headers },
    }),
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const queue: SseEvent[] = [];
  async function next(timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const block = buffer.indexOf('\n\n');
      if (block >= 0) {
        const text = buffer.slice(0, block);
        buffer = buffer.slice(block + 2);
        const e: SseEvent = {};
        for (const line of text.split('\n')) {
          if (line.startsWith(':')) e.comment = line.slice(1).trim();
          const [, k, v] = /^(\w+): ?(.*)$/.exec(line) ?? [];
          if (k) (e as Record<string, string>)[k] = v!;
        }
        return e;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      // A read that lost the race stays pending and is awaited next time: its chunk is not lost.
      pending ??= reader.read();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([pending, new Promise<null>((r) => (timer = setTimeout(() => r(null), left)))]);
      clearTimeout(timer);
      if (!chunk) throw new Error('no event in time');
      pending = null;
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  /** The next order event (pings skipped). */
  async function nextOrder(): Promise<{ id: number; event: OrderStreamEvent }> {
    for (;;) {
      const e = queue.shift() ?? (await next());
      if (e.event === 'order') return { id: Number(e.id), event: orderStreamEvent.parse(JSON.parse(e.data!)) };
    }
  }
  /** True when nothing arrives within `ms`. */
  async function quiet(ms = 400): Promise<boolean> {
    try {
      queue.push(await next(ms));
      return false;
    } catch {
      return true;
    }
  }
  return { next, nextOrder, quiet, close: () => reader.cancel() };
}

const placeOrder = async (location?: string) =>
  (await client.call('POST', `order/test${location ? `?location=${location}` : ''}`, { token: m.token })).body
    .order as { _id: string; order_number: string };

describe('GET order/stream', () => {
  test('starts with retry, then an order created after connecting arrives as "created", a change as "updated"', async () => {
    const stream = await openStream();
    expect(await stream.next()).toEqual({ retry: '2000' });
    const placed = await placeOrder();
    const created = await stream.nextOrder();
    expect(created.event).toMatchObject({ kind: 'created', order: { _id: placed._id, status: 'new', isNew: true } });
    await client.call('PUT', `order/${placed._id}/status`, { token: m.token, body: { order_status: 'confirm' } });
    const updated = await stream.nextOrder();
    expect(updated.id).toBeGreaterThan(created.id);
    expect(updated.event).toMatchObject({ kind: 'updated', order: { _id: placed._id, status: 'confirmed' } });
    // Orders of another location do not reach this stream.
    const elsewhere = await addLocation(api, m.businessId);
    await addItemRows(api, { businessId: m.businessId, locationId: elsewhere }, [{ name: 'Bagel', price: 450 }]);
    expect((await placeOrder(elsewhere))._id).toEqual(expect.any(String));
    expect(await stream.quiet()).toBe(true);
    await stream.close();
  });

  test('reconnecting with Last-Event-ID replays exactly the missed events, in order, then goes on live without repeats', async () => {
    const first = await openStream();
    await first.next();
    const seen = await placeOrder();
    const { id: lastId } = await first.nextOrder();
    await first.close();

    // While disconnected: two new orders and a change.
    const a = await placeOrder();
    const b = await placeOrder();
    await client.call('GET', `order/${seen._id}/cancel`, { token: m.token });

    const again = await openStream('', { 'last-event-id': String(lastId) });
    expect(await again.next()).toEqual({ retry: '2000' });
    const replayed = [await again.nextOrder(), await again.nextOrder(), await again.nextOrder()];
    expect(replayed.map((r) => [r.event.kind, r.event.order._id])).toEqual([
      ['created', a._id],
      ['created', b._id],
      ['updated', seen._id],
    ]);
    expect(replayed.map((r) => r.id)).toEqual([...replayed.map((r) => r.id)].sort((x, y) => x - y));
    expect(await again.quiet()).toBe(true);
    const c = await placeOrder();
    const live = await again.nextOrder();
    expect(live.event.order._id).toBe(c._id);
    expect(live.id).toBeGreaterThan(replayed[2]!.id);
    expect(await again.quiet()).toBe(true);
    await again.close();

    // The query parameter works the same for clients that cannot set headers.
    const byQuery = await openStream(`?last_event_id=${replayed[1]!.id}`);
    await byQuery.next();
    expect((await byQuery.nextOrder()).event.order._id).toBe(seen._id);
    expect((await byQuery.nextOrder()).event.order._id).toBe(c._id);
    await byQuery.close();
  });

  test('one shared LISTEN: subscriptions end when the clients disconnect; a bad Last-Event-ID is 422', async () => {
    const hub = orderEventHub(api.db);
    const s1 = await openStream();
    const s2 = await openStream();
    await s1.next();
    await s2.next();
    expect(hub.listeners).toBe(2);
    const placed = await placeOrder();
    expect((await s1.nextOrder()).event.order._id).toBe(placed._id);
    expect((await s2.nextOrder()).event.order._id).toBe(placed._id);
    await s1.close();
    await s2.close();
    for (let i = 0; i < 50 && hub.listeners > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(hub.listeners).toBe(0);
    const bad = await client.call('GET', 'order/stream', { token: m.token, headers: { 'last-event-id': 'abc' } });
    expect(bad.status).toBe(422);
  });
});

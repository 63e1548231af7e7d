/**
 * New-order latency of GET order/stream: from sending POST order/test to the event's arrival on
 * an open stream, over ~50 orders, on PGlite in-process (LISTEN/NOTIFY of the embedded database).
 * Prints p50/p95; asserts nothing (the budget is ≤ 1 s, the p95 measure() gives `npm run perf`).
 *   npm run perf:orders      (PERF_STREAM_ORDERS=50 by default)
 */
import { createTestApi } from '../../server/testing';
import { apiClient } from '../../server/testing-client';
import { addItemRows } from '../../server/testing-fixtures';
import { runWhenMain, type PerfRow } from './perf-row';

const ORDERS = Number(process.env.PERF_STREAM_ORDERS ?? 50);
const TARGET_MS = 1000;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measure(log: (line: string) => void = () => undefined): Promise<PerfRow[]> {
  const api = await createTestApi();
  const client = apiClient(api);
  const m = await client.registerBusiness();
  // Test orders are made of the location's menu.
  await addItemRows(api, m, [{ name: 'Poutine', price: 1195 }]);
  const res = await api.fetch(
    new Request('http://internal/v1/order/stream', { headers: { authorization: `Bearer ${m.token}` } }),
  );
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  // Arrival time of each order id seen on the stream.
  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!data) continue;
        const id = (JSON.parse(data) as { order: { _id: string } }).order._id;
        arrived.set(id, performance.now());
        waiting.get(id)?.();
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 200)); // connected and listening

  const latencies: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const sent = performance.now();
    const placed = await client.call('POST', 'order/test', { token: m.token });
    const id = placed.body.order._id as string;
    if (!arrived.has(id)) await new Promise<void>((resolve) => waiting.set(id, resolve));
    latencies.push(arrived.get(id)! - sent);
  }
  latencies.sort((a, b) => a - b);
  log(`POST order/test → event on an open GET order/stream, ${ORDERS} orders (PGlite, in-process):`);
  log(
    `  p50 ${pct(latencies, 50).toFixed(1)} ms   p95 ${pct(latencies, 95).toFixed(1)} ms   max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
  await reader.cancel();
  await api.close();
  const p95 = pct(latencies, 95);
  return [
    {
      benchmark: 'order stream',
      subject: `new order → event on GET order/stream, p95 of ${ORDERS}`,
      value: Math.round(p95 * 10) / 10,
      unit: 'ms',
      target: `≤ ${TARGET_MS} ms`,
      ok: p95 <= TARGET_MS,
    },
  ];
}

runWhenMain(import.meta.url, () => measure(console.log));

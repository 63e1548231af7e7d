import type { OrderStreamEvent } from '@/lib/contract';

/** The event's contract schema, loaded with the first event (zod stays off the page's first load). */
const eventSchema = () => import('@/lib/contract/orders').then((m) => m.orderStreamEvent);

/** The stream's path under the BFF (same origin: the BFF adds the session). */
export const ORDER_STREAM_PATH = '/api/v1/order/stream';

/**
 * The URL to open. EventSource sends Last-Event-ID by itself only on its own reconnects; a new
 * EventSource (made after the old one gave up) cannot set headers, so it names the last id in
 * the query and the server replays what was missed.
 */
export function streamUrl(lastEventId: string | null): string {
  return lastEventId ? `${ORDER_STREAM_PATH}?last_event_id=${encodeURIComponent(lastEventId)}` : ORDER_STREAM_PATH;
}

/** One `order` event's data, checked against the contract; null when it does not parse. */
export async function parseStreamEvent(data: unknown): Promise<OrderStreamEvent | null> {
  if (typeof data !== 'string') return null;
  try {
    const parsed = (await eventSchema()).safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type ConnectionState = 'live' | 'reconnecting' | 'offline';

/** EventSource.readyState values, named (jsdom and old browsers may lack the statics). */
export const READY = { CONNECTING: 0, OPEN: 1, CLOSED: 2 } as const;

/**
 * What the indicator shows. Offline when the browser says so or the stream gave up (CLOSED);
 * live only on an open stream; otherwise (connecting, not started yet) reconnecting.
 */
export function connectionState(online: boolean, readyState: number | null): ConnectionState {
  if (!online || readyState === READY.CLOSED) return 'offline';
  return readyState === READY.OPEN ? 'live' : 'reconnecting';
}

/** Delay before a new EventSource after the old one closed: 2 s, doubling, at most 30 s. */
export function reopenDelay(attempt: number, base: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt), 30_000);
}

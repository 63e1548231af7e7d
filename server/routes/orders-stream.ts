import { streamSSE } from 'hono/streaming';
import { ORDER_STREAM_PING_MS, ORDER_STREAM_RETRY_MS, type OrderStreamEvent } from '../../lib/contract';
import { logger } from '../../lib/log/logger';
import { ApiRoutes } from '../api-routes';
import { tValidation } from '../i18n';
import { fieldsFail } from '../lib/http';
import { orderEventHub } from '../services/order-event-hub';
import { eventsAfter, latestEventId } from '../services/order-events';
import { serializeOrder } from '../services/order-serialize';

/** Last-Event-ID (header, as EventSource sends it, or `last_event_id` for clients that cannot set headers). */
function resumeFrom(raw: string | undefined): number | null | 'bad' {
  const v = raw?.trim();
  if (!v) return null;
  return /^\d{1,15}$/.test(v) ? Number(v) : 'bad';
}

/**
 * GET order/stream: Server-Sent Events of the location's order changes (lib/contract
 * orderStreamEvent). The stream never trusts a notification's content: a wake-up only means
 * "read order_events after the last id sent", so coalesced or lost notifications cannot make it
 * skip or repeat an event, and the ping doubles as a safety-net read.
 */
export const orderStreamRoutes = new ApiRoutes().handle('GET /order/stream', async (c) => {
  const { deps, scope, lang } = c.var;
  const from = resumeFrom(c.req.header('last-event-id') ?? c.req.query('last_event_id'));
  if (from === 'bad') throw fieldsFail(lang, { last_event_id: [tValidation(lang, 'validation.invalid')] });
  const { location } = scope;
  const { db, now } = deps;
  const hub = orderEventHub(db);

  return streamSSE(c, async (stream) => {
    let lastSent = 0;
    // Wake-ups before the starting id is known are covered by the first read after it.
    let started = false;
    let reading: Promise<void> | null = null;
    let again = false;

    const send = async () => {
      for (;;) {
        const events = await eventsAfter(db, location._id, lastSent);
        for (const e of events) {
          if (stream.aborted) return;
          const data: OrderStreamEvent = { kind: e.kind, order: serializeOrder(e.order, now()) };
          await stream.write(`id: ${e.id}\nevent: order\ndata: ${JSON.stringify(data)}\n\n`);
          lastSent = e.id;
        }
        if (events.length < 200) return;
      }
    };
    // One read at a time; a wake-up during a read asks for one more pass after it.
    const wake = () => {
      if (!started) return;
      if (reading) {
        again = true;
        return;
      }
      reading = (async () => {
        do {
          again = false;
          await send().catch((err: unknown) =>
            logger().error({ src: 'api', requestId: c.var.requestId, err }, 'order stream read failed'),
          );
        } while (again && !stream.aborted);
        reading = null;
      })();
    };

    // Listen first, then read the starting point: an event committed in between is then both
    // notified and after the starting id, never neither.
    const unsubscribe = await hub.subscribe(location._id, wake);
    const ping = setInterval(() => {
      void stream.write(': ping\n\n');
      wake();
    }, ORDER_STREAM_PING_MS);
    const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
    const cleanUp = () => {
      clearInterval(ping);
      unsubscribe();
    };
    stream.onAbort(cleanUp);
    // The client may have gone while we subscribed.
    if (stream.aborted) return cleanUp();

    await stream.write(`retry: ${ORDER_STREAM_RETRY_MS}\n\n`);
    lastSent = from ?? (await latestEventId(db, location._id));
    started = true;
    wake();
    await closed;
  });
});

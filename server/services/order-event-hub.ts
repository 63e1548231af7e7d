import type { Db } from '../db/client';
import { logger } from '../../lib/log/logger';
import { ORDER_EVENTS_CHANNEL } from './order-events';

/** Called when the location may have new events; the stream reads them from order_events. */
type Wake = () => void;

interface PgliteLike {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PgPoolLike {
  options: Record<string, unknown>;
}
interface PgClientLike {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', cb: (msg: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', cb: (err: Error) => void): unknown;
}

/** How long to wait before listening again after the PostgreSQL LISTEN connection failed. */
const RELISTEN_MS = 1000;

/**
 * One LISTEN per database handle, shared by every open stream of the process and fanned out by
 * location id. It listens only while at least one stream is open, so tests and idle servers hold
 * no extra connection. On PostgreSQL it is a dedicated pg.Client (a pooled connection would be
 * handed to other queries); on PGlite the embedded database's own listen().
 */
class OrderEventHub {
  private readonly subscribers = new Map<string, Set<Wake>>();
  private count = 0;
  /** Serialises start/stop so a stream subscribing during a stop waits for a fresh LISTEN. */
  private chain: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly db: Db) {}

  /** Resolves once notifications for `locationId` reach `wake`; returns the unsubscribe function. */
  async subscribe(locationId: string, wake: Wake): Promise<() => void> {
    let set = this.subscribers.get(locationId);
    if (!set) this.subscribers.set(locationId, (set = new Set()));
    set.add(wake);
    this.count++;
    let done = false;
    const unsubscribe = () => {
      if (done) return;
      done = true;
      set.delete(wake);
      if (!set.size && this.subscribers.get(locationId) === set) this.subscribers.delete(locationId);
      if (--this.count === 0) void this.serial(() => this.stopIfIdle()).catch(() => undefined);
    };
    try {
      await this.serial(() => this.ensureListening());
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  get listeners(): number {
    return this.count;
  }

  private serial(step: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(step, step);
    return this.chain;
  }

  private fanOut(locationId: string | undefined) {
    // Without a payload (should not happen) every stream looks: reading is cheap, missing is not.
    const targets = locationId ? [this.subscribers.get(locationId)] : [...this.subscribers.values()];
    for (const set of targets) for (const wake of set ?? []) wake();
  }

  private wakeAll() {
    this.fanOut(undefined);
  }

  private async ensureListening(): Promise<void> {
    if (this.stopListening || this.count === 0) return;
    const client = (this.db as unknown as { $client: unknown }).$client;
    if (typeof (client as PgliteLike).listen === 'function') {
      this.stopListening = await (client as PgliteLike).listen(ORDER_EVENTS_CHANNEL, (payload) => this.fanOut(payload));
      return;
    }
    const { default: pg } = await import('pg');
    const listener = new pg.Client((client as PgPoolLike).options) as unknown as PgClientLike;
    let closed = false;
    listener.on('notification', (msg) => msg.channel === ORDER_EVENTS_CHANNEL && this.fanOut(msg.payload));
    listener.on('error', (err) => {
      if (closed) return;
      logger().error({ src: 'api', reason: err.message }, 'order events: LISTEN connection lost');
      closed = true;
      this.stopListening = null;
      listener.end().catch(() => undefined);
      // Streams read what they may have missed, then the hub listens again while any is open.
      this.wakeAll();
      setTimeout(() => void this.serial(() => this.ensureListening()).catch(() => undefined), RELISTEN_MS).unref();
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
    } catch (err) {
      closed = true;
      await listener.end().catch(() => undefined);
      throw err;
    }
    this.stopListening = async () => {
      closed = true;
      await listener.end().catch(() => undefined);
    };
  }

  private async stopIfIdle(): Promise<void> {
    if (this.count > 0 || !this.stopListening) return;
    const stop = this.stopListening;
    this.stopListening = null;
    await stop();
  }
}

const hubs = new WeakMap<Db, OrderEventHub>();

/** The process-wide hub of a database handle (each test API has its own). */
export function orderEventHub(db: Db): OrderEventHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new OrderEventHub(db)));
  return hub;
}

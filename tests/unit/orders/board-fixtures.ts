import { boardColumns, type Order, type OrderBoard } from '@/lib/contract';

/** An order as the contract describes it; `over` picks what a test cares about. */
export function makeOrder(over: Partial<Order> & { _id: string }): Order {
  return {
    order_number: over._id.replace(/\D/g, '') || '1001',
    location_id: 'loc-1',
    type: 'pickup',
    status: 'new',
    order_status: 'open_orders',
    is_test: false,
    subtotal: 2000,
    tax: 300,
    tip: 0,
    delivery_fee: 0,
    service_fee: 0,
    discount: 0,
    total: 2300,
    payment_mode: 'card_online',
    customer_name: 'Alice Martin',
    customer: { name: 'Alice Martin', phone: null, email: null },
    items: [
      { name: 'Poutine', quantity: 2, price: 800, modifiers: [] },
      { name: 'Fries', quantity: 1, price: 400, modifiers: [] },
    ],
    address: null,
    apartment_suite_no: null,
    buzzer_code: null,
    scheduled_at: null,
    preparation_time: null,
    status_history: [{ status: 'new', at: '2026-05-01T12:00:00.000Z', by: null }],
    driver: null,
    isNew: false,
    seen_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: '2026-05-01T12:00:00.000Z',
    completed_at: null,
    ...over,
  };
}

export function makeBoard(orders: Order[]): OrderBoard {
  const board = Object.fromEntries(boardColumns.map((c) => [c, [] as Order[]])) as unknown as OrderBoard;
  for (const o of orders) if (o.order_status !== 'cancelled') board[o.order_status].push(o);
  return board;
}

/**
 * EventSource stand-in: tests drive it (open, emit, fail) and read what was opened. jsdom has no
 * EventSource, so installing this is what turns the stream on.
 */
export class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  static get last(): FakeEventSource {
    return FakeEventSource.instances[FakeEventSource.instances.length - 1]!;
  }

  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, ((e: Event) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }

  removeEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  }

  close() {
    this.readyState = 2;
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  emit(id: number, data: unknown) {
    const event = new MessageEvent('order', { data: JSON.stringify(data), lastEventId: String(id) });
    for (const fn of this.listeners.get('order') ?? []) fn(event);
  }

  /** A dropped connection: EventSource retries by itself (CONNECTING) or gives up (CLOSED). */
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }

  static install() {
    FakeEventSource.instances = [];
    (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  }

  static uninstall() {
    delete (global as unknown as { EventSource?: unknown }).EventSource;
  }
}

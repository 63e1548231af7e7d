import type { Order } from '@/lib/contract';

/** A delivery order of the fixtures' location (America/Toronto), confirmed, with a modifier. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    order_number: '1042',
    location_id: 'l1',
    type: 'delivery',
    status: 'confirmed',
    order_status: 'confirmed_order_asap',
    is_test: false,
    subtotal: 2650,
    tax: 398,
    tip: 300,
    delivery_fee: 499,
    service_fee: 99,
    discount: 0,
    total: 3946,
    payment_mode: 'card_online',
    customer_name: 'Grace Hopper',
    customer: { name: 'Grace Hopper', phone: '5145550123', email: 'grace@example.com' },
    items: [
      { name: 'Poutine', quantity: 2, price: 1000, modifiers: [{ name: 'Extra cheese', price: 150 }] },
      { name: 'Fries', quantity: 1, price: 350, modifiers: [] },
    ],
    address: '10 Rue Sainte-Catherine',
    apartment_suite_no: null,
    buzzer_code: null,
    scheduled_at: null,
    preparation_time: 20,
    status_history: [
      { status: 'new', at: '2024-05-15T14:00:00.000Z', by: null },
      { status: 'confirmed', at: '2024-05-15T14:02:00.000Z', by: 'Ada Lovelace' },
    ],
    driver: null,
    isNew: false,
    seen_at: '2024-05-15T14:01:00.000Z',
    created_at: '2024-05-15T14:00:00.000Z',
    updated_at: '2024-05-15T14:02:00.000Z',
    completed_at: null,
    ...overrides,
  };
}

/** The URL query of the n-th call to `path` through a fetch mock. */
export function sentQuery(fn: jest.Mock, path: string, n = 0): URLSearchParams | undefined {
  const calls = fn.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  const input = calls[n]?.[0];
  return input === undefined ? undefined : new URL(String(input), 'http://localhost').searchParams;
}

export const callsTo = (fn: jest.Mock, method: string, path: string) =>
  fn.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  ).length;

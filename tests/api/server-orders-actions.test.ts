/** Reference API: order detail, status transitions, cancel, address, due time, drivers; access rules on every order route. */
import { eq } from 'drizzle-orm';
import {
  allowedActions,
  orderActions,
  orderDetailReply,
  orderReply,
  orderStatuses,
  type OrderAction,
  type OrderStatus,
  type OrderType,
} from '@/lib/contract';
import { orderEvents } from '@/server/db/schema';
import type { NewOrderRow } from '@/server/services/orders';
import { addOrder } from '@/server/testing-fixtures';
import { api, client, type Owner, signInStaff, startTestApi } from './helpers/test-api';

let m: Owner;
const NOW = new Date('2025-03-12T15:00:00Z');

startTestApi({ now: () => NOW });

beforeAll(async () => {
  m = await client.registerBusiness();
});

const order = (status: OrderStatus = 'new', type: OrderType = 'pickup', extra: Partial<NewOrderRow> = {}) =>
  addOrder(api, {
    businessId: m.businessId,
    locationId: m.locationId,
    status,
    type,
    createdAt: new Date(NOW.getTime() - 600_000),
    ...extra,
  });
const put = (id: string, order_status: string, extra: Record<string, unknown> = {}, lang?: string) =>
  client.call('PUT', `order/${id}/status`, { token: m.token, body: { order_status, ...extra }, lang });

/** What the table of lib/contract says, plus the type rules (out for delivery only for delivery orders). */
function expectedAllowed(status: OrderStatus, type: OrderType, action: OrderAction): boolean {
  if (!allowedActions[status].includes(action)) return false;
  if (action === 'on_delivery') return type === 'delivery';
  if (action === 'ready_for_pickup') return type !== 'delivery';
  return true;
}

describe('PUT order/{id}/status', () => {
  test.each(['pickup', 'delivery'] as const)(
    'every status × action for a %s order: allowed moves pass, the others are 409',
    async (type) => {
      const target = {
        confirm: 'confirmed',
        ready_for_pickup: 'ready_for_pickup',
        on_delivery: 'on_delivery',
        complete: 'completed',
        cancel: 'cancelled',
      } as const;
      for (const status of orderStatuses) {
        for (const action of orderActions) {
          const id = await order(status, type);
          const res = await put(id, action);
          if (expectedAllowed(status, type, action)) {
            expect([status, action, res.status]).toEqual([status, action, 200]);
            expect(orderReply.parse(res.body).order.status).toBe(target[action]);
          } else {
            expect([status, action, res.status]).toEqual([status, action, 409]);
            expect(res.body.message).toEqual(expect.any(String));
          }
        }
      }
    },
  );

  test('refusal texts name the order, its status and the target, in English and French', async () => {
    const id = await order('completed');
    const number = (await client.call('GET', `order/${id}`, { token: m.token })).body.order.order_number;
    expect((await put(id, 'cancel')).body).toEqual({
      message: `Order #${number} is Completed: it cannot be moved to Cancelled.`,
    });
    expect((await put(id, 'confirm', {}, 'fr')).body.message).toBe(
      `La commande n° ${number} est Terminée : elle ne peut pas passer à Confirmée.`,
    );
    expect((await put(await order('confirmed', 'pickup'), 'on_delivery')).body.message).toBe(
      'Only delivery orders go out for delivery.',
    );
    expect((await put(await order('confirmed', 'delivery'), 'ready_for_pickup')).body.message).toBe(
      'A delivery order goes out for delivery rather than waiting for pickup.',
    );
  });

  test('confirm: preparation time (20 by default), history with the user name, seen; one event per change', async () => {
    const id = await order('new');
    const res = await put(id, 'confirm', { preparation_time: 35 });
    const { order: o, message } = orderReply.parse(res.body);
    expect(message).toBe(`Order #${o.order_number} is now Confirmed.`);
    expect(o).toMatchObject({
      status: 'confirmed',
      order_status: 'confirmed_order_asap',
      preparation_time: 35,
      isNew: false,
      seen_at: NOW.toISOString(),
    });
    expect(o.status_history.at(-1)).toEqual({ status: 'confirmed', at: NOW.toISOString(), by: 'Test User' });
    expect(orderReply.parse((await put(await order('new'), 'confirm')).body).order.preparation_time).toBe(20);
    const done = orderReply.parse((await put(id, 'complete')).body).order;
    expect(done).toMatchObject({ status: 'completed', order_status: 'completed', completed_at: NOW.toISOString() });
    expect(done.status_history.map((h) => h.status)).toEqual(['confirmed', 'completed']);
    expect(await api.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(2);
  });

  test('422 for an unknown action or a preparation time out of 1..600', async () => {
    const id = await order('new');
    for (const body of [
      { order_status: 'teleport' },
      { order_status: 'confirm', preparation_time: 0 },
      { order_status: 'confirm', preparation_time: 601 },
    ]) {
      const res = await client.call('PUT', `order/${id}/status`, { token: m.token, body });
      expect(res.status).toBe(422);
    }
    expect((await client.call('PUT', `order/${id}/status`, { token: m.token, body: {} })).body.errors).toHaveProperty(
      'order_status',
    );
  });
});

describe('order detail, cancel, address, due time, drivers', () => {
  test('GET order/{id}: isNew true on the first opening, then false (and the order says it is seen)', async () => {
    const id = await order('new');
    const first = orderDetailReply.parse((await client.call('GET', `order/${id}`, { token: m.token })).body);
    expect(first.isNew).toBe(true);
    expect(first.order).toMatchObject({ isNew: false, seen_at: NOW.toISOString() });
    expect(orderDetailReply.parse((await client.call('GET', `order/${id}`, { token: m.token })).body).isNew).toBe(
      false,
    );
  });

  test('cancel: 200 with a message, then 409; a requested driver is cancelled with the order', async () => {
    const id = await order('confirmed', 'delivery', {
      driver: { status: 'requested', requested_at: NOW.toISOString(), name: null },
    });
    const res = await client.call('GET', `order/${id}/cancel`, { token: m.token });
    const { order: o, message } = orderReply.parse(res.body);
    expect(message).toBe(`Order #${o.order_number} has been cancelled.`);
    expect(o).toMatchObject({ status: 'cancelled', order_status: 'cancelled', driver: { status: 'cancelled' } });
    const again = await client.call('GET', `order/${id}/cancel`, { token: m.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Order #${o.order_number} is already Cancelled.`);
  });

  test('address: required (422 on address), at most 180; delivery and catering only (409); optional fields cleared when blank', async () => {
    const id = await order('confirmed', 'delivery');
    const missing = await client.call('POST', `order/${id}/address`, {
      token: m.token,
      body: { apartment_suite_no: '4' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ address: ['This field is required.'] });
    expect(
      (await client.call('POST', `order/${id}/address`, { token: m.token, body: { address: 'x'.repeat(181) } })).body
        .errors,
    ).toEqual({
      address: ['Use at most 180 characters.'],
    });
    const ok = await client.call('POST', `order/${id}/address`, {
      token: m.token,
      body: { address: ' 12 Rue Ontario E ', apartment_suite_no: '304', buzzer_code: '' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.order).toMatchObject({ address: '12 Rue Ontario E', apartment_suite_no: '304', buzzer_code: null });
    expect(ok.body.message).toBe(`The address of order #${ok.body.order.order_number} has been updated.`);
    expect(
      (
        await client.call('POST', `order/${await order('new', 'catering')}/address`, {
          token: m.token,
          body: { address: 'Hall B' },
        })
      ).status,
    ).toBe(200);
    const pickup = await client.call('POST', `order/${await order('new', 'pickup')}/address`, {
      token: m.token,
      body: { address: '1 Main' },
    });
    expect(pickup.status).toBe(409);
    expect(pickup.body.message).toBe('Only delivery and catering orders have a delivery address.');
    expect(
      (
        await client.call('POST', `order/${await order('completed', 'delivery')}/address`, {
          token: m.token,
          body: { address: '1 Main' },
        })
      ).status,
    ).toBe(409);
  });

  test('date-time: a future instant is kept; the past or a malformed value is 422 on scheduled_at; closed orders 409', async () => {
    const id = await order('confirmed');
    const later = new Date(NOW.getTime() + 3 * 3600_000).toISOString();
    const ok = await client.call('POST', `order/${id}/date-time`, { token: m.token, body: { scheduled_at: later } });
    expect(ok.status).toBe(200);
    expect(ok.body.order).toMatchObject({ scheduled_at: later, order_status: 'confirmed_scheduled' });
    const past = await client.call('POST', `order/${id}/date-time`, {
      token: m.token,
      body: { scheduled_at: '2025-03-12T14:00:00Z' },
    });
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.errors)).toEqual(['scheduled_at']);
    expect(
      (await client.call('POST', `order/${id}/date-time`, { token: m.token, body: { scheduled_at: 'tomorrow' } })).body
        .errors,
    ).toHaveProperty('scheduled_at');
    expect(
      (
        await client.call('POST', `order/${await order('cancelled')}/date-time`, {
          token: m.token,
          body: { scheduled_at: later },
        })
      ).status,
    ).toBe(409);
  });

  test('drivers: delivery orders in confirmed/ready/on delivery; one at a time; cancel needs one', async () => {
    const id = await order('confirmed', 'delivery');
    const created = await client.call('GET', `order/${id}/create-driver`, { token: m.token });
    expect(created.status).toBe(200);
    // A request to DoorDash with its flat quote and the customer's tip passed to the Dasher (the DoorDash report's).
    expect(created.body.order.driver).toEqual({
      status: 'requested',
      requested_at: NOW.toISOString(),
      name: null,
      provider: 'doordash',
      fee: 975,
      dasher_tip: 0,
    });
    expect(created.body.message).toBe(`A driver has been requested for order #${created.body.order.order_number}.`);
    expect((await client.call('GET', `order/${id}/create-driver`, { token: m.token })).status).toBe(409);
    const cancelled = await client.call('GET', `order/${id}/cancel-driver`, { token: m.token });
    expect(cancelled.body.order.driver).toMatchObject({ status: 'cancelled' });
    expect((await client.call('GET', `order/${id}/cancel-driver`, { token: m.token })).status).toBe(409);
    // A new request after a cancelled one is fine.
    expect((await client.call('GET', `order/${id}/create-driver`, { token: m.token })).status).toBe(200);
    for (const [status, type] of [
      ['confirmed', 'pickup'],
      ['new', 'delivery'],
      ['completed', 'delivery'],
    ] as const) {
      const res = await client.call('GET', `order/${await order(status, type)}/create-driver`, { token: m.token });
      expect([status, type, res.status]).toEqual([status, type, 409]);
    }
  });
});

describe('access on every order route', () => {
  const idRoutes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', `order/${id}`],
    ['PUT', `order/${id}/status`, { order_status: 'confirm' }],
    ['GET', `order/${id}/cancel`],
    ['POST', `order/${id}/address`, { address: '1 Main' }],
    ['POST', `order/${id}/date-time`, { scheduled_at: '2030-01-01T12:00:00Z' }],
    ['GET', `order/${id}/create-driver`],
    ['GET', `order/${id}/cancel-driver`],
  ];
  const listRoutes = (query: string): Array<[string, string, unknown?]> => [
    ['GET', `order${query}`],
    ['GET', `order/history${query ? `${query}&` : '?'}from=2025-03-01&to=2025-03-12`],
    ['GET', `order/history/export${query ? `${query}&` : '?'}from=2025-03-01&to=2025-03-12`],
    ['POST', `order/future_order${query}`, {}],
    ['GET', `order/stream${query}`],
    ['POST', `order/test${query}`, {}],
  ];

  test("another business's order ids and location are 404, and nothing changes", async () => {
    const other = await client.registerBusiness();
    const theirs = await addOrder(api, {
      businessId: other.businessId,
      locationId: other.locationId,
      status: 'confirmed',
      type: 'delivery',
    });
    for (const [method, path, body] of idRoutes(theirs)) {
      const res = await client.call(method, path, { token: m.token, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.body.message).toBe('This order does not exist.');
    }
    for (const [method, path, body] of listRoutes(`?location=${other.locationId}`)) {
      expect([method, path, (await client.call(method, path, { token: m.token, body })).status]).toEqual([
        method,
        path,
        404,
      ]);
    }
    // Naming the other business is refused too.
    expect((await client.call('GET', `order/${theirs}`, { token: m.token, business: other.businessId })).status).toBe(
      404,
    );
    expect((await client.call('GET', `order/${theirs}`, { token: other.token })).body.isNew).toBe(true);
  });

  test('staff without the orders flag: 403 everywhere; an employee cannot reach orders of a location not assigned', async () => {
    const id = await order('new');
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { orders: false },
    });
    for (const [method, path, body] of [...idRoutes(id), ...listRoutes('')]) {
      expect([method, path, (await client.call(method, path, { token, body })).status]).toEqual([method, path, 403]);
    }
    const t2 = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [] });
    expect((await client.call('GET', `order/${id}`, { token: t2 })).status).toBe(404);
    expect((await client.call('GET', `order/${id}`)).status).toBe(401);
  });
});

import { CONFIRMED_NOW_MINUTES, type BoardColumn, type Order } from '../../lib/contract';
import type { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

/**
 * The board column an order sits in at `now`. Confirmed orders are "now" when they have no due
 * time or are due within CONFIRMED_NOW_MINUTES (the kitchen should be on them), else upcoming.
 */
export function boardColumnOf(o: Pick<OrderRow, 'status' | 'scheduledAt'>, now: Date): BoardColumn | 'cancelled' {
  switch (o.status) {
    case 'new':
      return 'open_orders';
    case 'confirmed':
      return !o.scheduledAt || o.scheduledAt.getTime() - now.getTime() <= CONFIRMED_NOW_MINUTES * 60_000
        ? 'confirmed_order_asap'
        : 'confirmed_scheduled';
    default:
      return o.status;
  }
}

/** The wire order (lib/contract Order); `now` decides the board column of confirmed orders. */
export function serializeOrder(o: OrderRow, now: Date = new Date()): Order {
  return {
    _id: o.id,
    order_number: o.orderNumber,
    location_id: o.locationId,
    type: o.type,
    status: o.status,
    order_status: boardColumnOf(o, now),
    is_test: o.isTest,
    subtotal: o.subtotal,
    tax: o.tax,
    tip: o.tip,
    delivery_fee: o.deliveryFee,
    service_fee: o.serviceFee,
    discount: o.discount,
    total: o.total,
    payment_mode: o.paymentMode,
    customer_name: o.customerName,
    customer: { name: o.customerName, phone: o.customerPhone, email: o.customerEmail },
    // Orders stored before modifiers existed have none.
    items: o.items.map((i) => ({ ...i, modifiers: i.modifiers ?? [] })),
    address: o.address,
    apartment_suite_no: o.apartmentSuiteNo,
    buzzer_code: o.buzzerCode,
    scheduled_at: o.scheduledAt?.toISOString() ?? null,
    preparation_time: o.preparationTime,
    status_history: o.statusHistory,
    driver: o.driver ?? null,
    isNew: o.seenAt == null,
    seen_at: o.seenAt?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    completed_at: o.completedAt?.toISOString() ?? null,
  };
}

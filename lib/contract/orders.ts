import { z } from 'zod';
import { V } from './rules';

export const orderTypes = ['pickup', 'delivery', 'dine_in', 'catering'] as const;
export const orderStatuses = ['new', 'confirmed', 'ready_for_pickup', 'on_delivery', 'completed', 'cancelled'] as const;

/** The order as far as the shell needs it; the orders issue extends it (items, customer …). */
export const orderSchema = z.object({
  _id: z.string(),
  order_number: z.string(),
  location_id: z.string(),
  type: z.enum(orderTypes),
  status: z.enum(orderStatuses),
  is_test: z.boolean(),
  /** Cents. */
  subtotal: z.number().int(),
  tax: z.number().int(),
  tip: z.number().int(),
  total: z.number().int(),
  customer_name: z.string(),
  created_at: z.string(),
  scheduled_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderReply = z.object({ order: orderSchema, message: z.string().optional() });

export type OrderType = (typeof orderTypes)[number];
export type OrderStatus = (typeof orderStatuses)[number];
/** Statuses counted as open (not yet completed or cancelled). */
export const openOrderStatuses = ['new', 'confirmed', 'ready_for_pickup', 'on_delivery'] as const satisfies readonly OrderStatus[];

/** POST order/test: an optional order type (pickup by default). */
export const testOrderRequest = z.object({ type: z.enum(orderTypes, { error: V.choice }).optional() });

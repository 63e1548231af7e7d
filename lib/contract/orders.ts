import { z } from 'zod';

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

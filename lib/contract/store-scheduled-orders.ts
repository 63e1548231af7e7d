import { z } from 'zod';
import { OV, orderSchema } from './orders';
import { V } from './rules';
import { storeServices } from './store';

/**
 * GET location/scheduled-orders?from=&to=&services=pickup,delivery (issue 12 item 8): the
 * scheduled orders a holiday, blocked date or pause would cover, shown before it is saved.
 * from/to are instants (ISO 8601 with an offset), the period is [from, to); services is a
 * comma-separated list of storeServices (all three when absent). Only open orders count: a
 * completed or cancelled order is not affected by closing the store.
 */
export const scheduledOrdersQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: OV.dateTime }),
    to: z.iso.datetime({ offset: true, error: OV.dateTime }),
    services: z
      .string()
      .optional()
      .transform((s) => (s ? s.split(',').map((x) => x.trim()) : [...storeServices]))
      .pipe(z.array(z.enum(storeServices, { error: V.choice })).min(1, V.choice)),
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: OV.dateRange });
export type ScheduledOrdersQuery = z.input<typeof scheduledOrdersQuery>;

/** At most this many orders in a reply: enough to warn, not a report. */
export const SCHEDULED_ORDERS_LIMIT = 200;

export const scheduledOrderSchema = orderSchema
  .pick({ _id: true, order_number: true, type: true, customer_name: true, status: true })
  .extend({ scheduled_at: z.string() });
export type ScheduledOrder = z.infer<typeof scheduledOrderSchema>;
/** Soonest first; `total` counts every matching order even past SCHEDULED_ORDERS_LIMIT. */
export const scheduledOrdersReply = z.object({ orders: z.array(scheduledOrderSchema), total: z.number().int() });

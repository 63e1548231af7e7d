import { z } from 'zod';
import { pageQueryFields } from './paging';
import { checkDayRange } from './day-range';
import { isoDay, orderSchema } from './orders';
import { customerSorts } from './plain/customers';
import { HISTORY_MAX_DAYS } from './plain/orders';
import { lineText, V } from './rules';

/**
 * Customers (SPEC §7: GET customer/list, DELETE customer/{id}, GET customer/{id}/block). A
 * customer is whoever ordered from the business: orders are grouped by e-mail, else phone, else
 * name (docs/decisions.md). `_id` is that key, encoded for a URL; money in cents.
 */
export const customerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  order_count: z.number().int(),
  /** Sum of the totals of the customer's orders that were not cancelled, in cents. */
  total_spent: z.number().int(),
  last_order_at: z.string(),
  blocked: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

export { customerSorts };
export const CUSTOMERS_MAX_PER_PAGE = 100;

/**
 * GET customer/list?search=&sort=&page=&per_page=&from=&to= (search: name, e-mail or phone, any
 * part). from/to: inclusive YYYY-MM-DD local days of the caller's location, both or neither.
 * With them a customer's order count, spend and last order are those of the orders in the range,
 * and a customer without one is left out; without them, all time. 422 with field errors: a
 * malformed day on `from`/`to`, one end without the other (required), `to` before `from` or the
 * range longer than HISTORY_MAX_DAYS on `to` (OV.dateRange).
 */
export const customerListQuery = z
  .object({
    ...pageQueryFields(CUSTOMERS_MAX_PER_PAGE, V.choice),
    sort: z
      .enum([...customerSorts, ...customerSorts.map((s) => `-${s}` as const)], { error: V.choice })
      .default('-last_order_at'),
    search: lineText().max(64, V.max64).optional(),
    from: isoDay().optional(),
    to: isoDay().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined || q.to !== undefined) checkDayRange(q, ctx, HISTORY_MAX_DAYS);
  });
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customersReply = z.object({
  customers: z.array(customerSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
/** GET customer/{id}/block toggles: the customer as it now is. */
export const customerReply = z.object({ customer: customerSchema, message: z.string().optional() });
/** GET customer/{id}/orders: the customer's orders, newest first (at most 100). */
export const customerOrdersReply = z.object({ orders: z.array(orderSchema) });

/** GET customer/export?search=&sort=&from=&to=: text/csv of the whole list (same order and range as the screen). */
export const CUSTOMER_EXPORT_COLUMNS = [
  'Name',
  'E-mail',
  'Phone',
  'Orders',
  'Total spent',
  'Last order',
  'Blocked',
] as const;

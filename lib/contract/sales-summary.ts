import { z } from 'zod';
import { checkDayRange } from './day-range';
import { isoDay } from './orders';
import { rangePresets } from './plain/date-range';
import { orderTypes, paymentModes } from './plain/orders';
import {
  SALES_SUMMARY_MAX_DAYS,
  salesBreakdownKeys,
  salesFigureKeys,
  type SalesBreakdownKey,
  type SalesFigureKey,
} from './plain/sales-summary';
import { V } from './rules';

export * from './plain/sales-summary';

/** A blank query value (`?from=`) counts as absent. */
const blankless = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/**
 * GET order/sales_summary?date_range=&from=&to= (SPEC §7) of the caller's location.
 * date_range: one of the presets of SPEC §2 (today … last_month), resolved on the location's
 * clock, or `custom` (the default) with from and to, inclusive YYYY-MM-DD local days (SPEC §5).
 * A preset ignores from/to. 422 with field errors: a malformed day on `from`/`to`, a custom range
 * without them (required), `to` before `from` or longer than SALES_SUMMARY_MAX_DAYS on `to`.
 */
export const salesSummaryQuery = z
  .object({
    date_range: blankless(z.enum(rangePresets, { error: V.choice }).default('custom')),
    from: blankless(isoDay().optional()),
    to: blankless(isoDay().optional()),
  })
  .superRefine((q, ctx) => {
    if (q.date_range === 'custom') checkDayRange(q, ctx, SALES_SUMMARY_MAX_DAYS);
  });
export type SalesSummaryQuery = z.infer<typeof salesSummaryQuery>;

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Every figure, cents but for the two counts (definitions: lib/contract/plain/sales-summary.ts). */
export const salesFigures = z.object(
  Object.fromEntries(salesFigureKeys.map((k) => [k, cents])) as Record<SalesFigureKey, typeof cents>,
);
export type SalesFigures = z.infer<typeof salesFigures>;

/** One row of a breakdown: kept orders of that day, hour, type or payment mode. */
export const salesBreakdownRow = z.object({
  key: z.string(),
  ...(Object.fromEntries(salesBreakdownKeys.map((k) => [k, cents])) as Record<SalesBreakdownKey, typeof cents>),
});
export type SalesBreakdownRow = z.infer<typeof salesBreakdownRow>;

export const salesItemRow = z.object({ name: z.string(), quantity: z.number().int(), sales: cents });
export type SalesItemRow = z.infer<typeof salesItemRow>;

export const salesSummarySchema = z.object({
  location_id: z.string(),
  timezone: z.string(),
  currency: z.string(),
  date_range: z.enum(rangePresets),
  from: day,
  to: day,
  figures: salesFigures,
  /** The same number of days just before `from`, for the comparison. */
  previous: z.object({ from: day, to: day, figures: salesFigures }),
  /**
   * One row per local day of the range (key YYYY-MM-DD), or per hour when the range is one day
   * (key "00" … "23"), zero rows included.
   */
  by_day: z.object({ unit: z.enum(['day', 'hour']), rows: z.array(salesBreakdownRow) }),
  /** Hours of the day over the whole range, "00" … "23" local time. */
  by_hour: z.array(salesBreakdownRow),
  /** Every order type (SPEC's pick-up, delivery, dine-in, catering), in that order. */
  by_order_type: z.array(salesBreakdownRow.extend({ key: z.enum(orderTypes) })),
  /** Every payment mode, in the contract's order. */
  by_payment_mode: z.array(salesBreakdownRow.extend({ key: z.enum(paymentModes) })),
  /**
   * The TOP_ITEMS_LIMIT items sold most by quantity and by sales (ties by name), and what all
   * items together make (so a table can close with "other items").
   */
  top_items: z.object({
    by_quantity: z.array(salesItemRow),
    by_sales: z.array(salesItemRow),
    quantity: z.number().int(),
    sales: cents,
  }),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;
export const salesSummaryReply = z.object({ sales_summary: salesSummarySchema });

import { z } from 'zod';
import { isoDay } from './orders';
import { lineText, V } from './rules';
import { reportRangeQuery } from './staff-reports';

/**
 * The DoorDash report of the caller's location (issue 17; SPEC §7: GET order/doordash/report?from=&to=
 * → `reports`) and the import of DoorDash's invoice (ours: POST order/doordash/invoice, DELETE
 * order/doordash/invoice/{id}). Money in cents; days are local YYYY-MM-DD, ranges as the other
 * reports (from ≤ to, at most 366 days, else 422 on `to`).
 *
 * An order "delivered by DoorDash" holds a driver request to DoorDash that was not cancelled and
 * is out for delivery or completed (test orders left out). What DoorDash bills for it: the drive
 * fee recorded with the request (its quote) and the customer's tip passed through to the Dasher.
 * difference = (delivery_fee + tip) − (doordash_fee + dasher_tip): what the customer paid for the
 * delivery less what DoorDash bills for it (below zero: the store pays part of it).
 */

/** DoorDash Drive's base fee under 5 miles: the quote the reference API records (no courier network here). */
export const DOORDASH_DRIVE_FEE = 975;

/** The amounts an invoice line gives and a reconciliation compares. */
export const invoiceAmountFields = ['order_value', 'drive_fee', 'dasher_tip'] as const;
export type InvoiceAmountField = (typeof invoiceAmountFields)[number];

/**
 * How a line of the invoice (or an order) stands: `matched` (same three amounts), `differs` (see
 * `differences`), `missing_in_orders` (no DoorDash delivery of ours in the invoice's period has that
 * order id), `duplicate` (the order id is on an earlier line of the file too),
 * `missing_in_invoice` (our DoorDash delivery is on no line).
 */
export const reconciliationStatuses = [
  'matched',
  'differs',
  'missing_in_orders',
  'duplicate',
  'missing_in_invoice',
] as const;
export type ReconciliationStatus = (typeof reconciliationStatuses)[number];

/**
 * Limits of an invoice file, inside the API's 1 MB JSON body (BODY_MAX_BYTES, 413 above it): a
 * month of about 100 DoorDash deliveries a day fits; a larger file goes in two periods.
 */
export const DOORDASH_INVOICE_MAX_CHARS = 1_000_000;
export const DOORDASH_INVOICE_MAX_LINES = 20_000;

export const DDV = {
  csv: 'validation.doordashCsv',
} as const;

export const doordashReportQuery = reportRangeQuery;

/**
 * POST order/doordash/invoice {from, to, csv, file_name?}: the invoice of the local days from..to
 * (at most 366, forward; 422 on `to`). The CSV's first line names the columns, in any order and
 * case, `_` or `-` for spaces, a unit like "($)" allowed: `your order id` (or `order id`,
 * `external delivery id`, `merchant order id`, `merchant delivery id`: our order number, "#" allowed,
 * or the order's id), `order value` (or `order subtotal`, `subtotal`), `drive fee` (or `delivery
 * fee`, `fee`), `dasher tip` (or `tip`); other columns are ignored. `,` or `;` between cells, quoted
 * cells as RFC 4180; amounts in dollars, 0 or more ("12.34", "$12.34", "12,34"). A malformed file
 * is 422 with `errors` naming each line (`line 3`: its problems) and nothing stored. Stored per
 * location and period: the same period again replaces the earlier import; a period sharing days
 * with another import is 422 on `from` (delete that one first).
 */
export const doordashInvoiceRequest = z.object({
  from: isoDay(),
  to: isoDay(),
  csv: z
    .string({ error: V.required })
    .min(1, V.required)
    .max(DOORDASH_INVOICE_MAX_CHARS, DDV.csv)
    .refine((v) => v.isWellFormed(), V.brokenCharacter),
  file_name: lineText()
    .max(255, V.max255)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type DoordashInvoiceRequest = z.input<typeof doordashInvoiceRequest>;

export const invoiceAmountsSchema = z.object({
  order_value: z.number().int(),
  drive_fee: z.number().int(),
  dasher_tip: z.number().int(),
});

/** One amount that differs: what our order says and what DoorDash billed. */
export const invoiceDifferenceSchema = z.object({
  field: z.enum(invoiceAmountFields),
  ours: z.number().int(),
  billed: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  file_name: z.string().nullable(),
  imported_at: z.string(),
  /** Who imported it (the user's name), null when unknown. */
  imported_by: z.string().nullable(),
  lines: z.number().int(),
});
export type DoordashInvoice = z.infer<typeof invoiceSchema>;

/** A line of the invoice with how it stands. */
export const invoiceLineSchema = invoiceAmountsSchema.extend({
  line: z.number().int(),
  order_ref: z.string(),
  status: z.enum(['matched', 'differs', 'missing_in_orders', 'duplicate']),
  differences: z.array(invoiceDifferenceSchema),
  /** The order the line names, when one of ours has that number or id (even if not a DoorDash delivery). */
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
});

/** What our order says DoorDash should bill (order_value = the order's subtotal). */
export const expectedChargeSchema = invoiceAmountsSchema.extend({
  order_id: z.string(),
  order_number: z.string(),
  date: z.string(),
});

export const reconciliationCountsSchema = z.object(
  Object.fromEntries(reconciliationStatuses.map((s) => [s, z.number().int()])) as Record<
    ReconciliationStatus,
    z.ZodNumber
  >,
);

/** One imported invoice against the DoorDash deliveries of its period, as they stand now. */
export const reconciliationSchema = z.object({
  invoice: invoiceSchema,
  /** Every line of the file, in file order. */
  lines: z.array(invoiceLineSchema),
  /** Our DoorDash deliveries of the period that no line names, oldest first. */
  missing_in_invoice: z.array(expectedChargeSchema),
  counts: reconciliationCountsSchema,
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/**
 * The reply of an import (201): the stored invoice's reconciliation. A malformed file is 422
 * `{message, errors: {'line 3': [...]}}` (file-wide problems on `line 1`), nothing stored.
 */
export const doordashInvoiceReply = reconciliationSchema.extend({ message: z.string() });

export const doordashOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  date: z.string(),
  created_at: z.string(),
  status: z.enum(['on_delivery', 'completed']),
  customer_name: z.string(),
  /** The order's subtotal: what DoorDash calls the order value. */
  order_value: z.number().int(),
  /** Charged to the customer. */
  delivery_fee: z.number().int(),
  tip: z.number().int(),
  /** DoorDash's drive fee recorded with the request. */
  doordash_fee: z.number().int(),
  dasher_tip: z.number().int(),
  difference: z.number().int(),
  /**
   * Against the invoice covering the order's day: matched, differs or missing_in_invoice; null
   * when no imported invoice covers that day.
   */
  invoice_status: z.enum(['matched', 'differs', 'missing_in_invoice']).nullable(),
  /** What the invoice billed for it (null unless matched or differs). */
  billed: invoiceAmountsSchema.nullable(),
  differences: z.array(invoiceDifferenceSchema),
});
export type DoordashOrder = z.infer<typeof doordashOrderSchema>;

const doordashTotals = {
  orders: z.number().int(),
  order_value: z.number().int(),
  delivery_fee: z.number().int(),
  tip: z.number().int(),
  doordash_fee: z.number().int(),
  dasher_tip: z.number().int(),
  difference: z.number().int(),
};

export const doordashReportReply = z.object({
  from: z.string(),
  to: z.string(),
  /** The DoorDash deliveries of the range, oldest first (SPEC §7's `reports`). */
  reports: z.array(doordashOrderSchema),
  totals: z.object(doordashTotals),
  /** Imported invoices whose period overlaps the range, oldest period first, each reconciled whole. */
  invoices: z.array(reconciliationSchema),
});
export type DoordashReport = z.infer<typeof doordashReportReply>;

/** DELETE order/doordash/invoice/{id}: the import is forgotten (the orders are untouched). */
export const doordashInvoiceDeleteReply = z.object({ message: z.string() });

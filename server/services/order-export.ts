import { asc, sql } from 'drizzle-orm';
import { ORDER_EXPORT_COLUMNS, type OrderHistoryQuery } from '../../lib/contract';
import type { Db } from '../db/client';
import { orders, type OrderItem } from '../db/schema';
import { historyWhere } from './order-history';

/** Cents as dollars with two decimals, without floats: 123456 → "1234.56", -5 → "-0.05". */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * One CSV field (RFC 4180 quoting). Text starting with = + - @ is prefixed with ' so that a
 * customer named "=HYPERLINK(...)" does not become a formula in a spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: string[]) => fields.map(csvField).join(',') + '\r\n';

interface ExportRow {
  id: string;
  createdAt: Date;
  local: string;
  number: string;
  type: string;
  status: string;
  customer: string;
  phone: string | null;
  items: OrderItem[];
  subtotal: number;
  tax: number;
  tip: number;
  deliveryFee: number;
  serviceFee: number;
  discount: number;
  total: number;
}

/** Rows read per query, so a year of orders is never held all at once as row objects. */
const BATCH = 2000;

/**
 * Every order of the range (and filters) as CSV, oldest first; created at in the location's
 * local time. Read in keyset batches on (created_at, id).
 */
export async function* exportCsv(
  db: Db,
  locationId: string,
  tz: string,
  q: Pick<OrderHistoryQuery, 'from' | 'to' | 'search' | 'status'>,
): AsyncGenerator<string> {
  // A byte-order mark so that spreadsheet programs read the accents as UTF-8.
  yield '\uFEFF' + csvLine([...ORDER_EXPORT_COLUMNS]);
  const where = historyWhere(locationId, tz, q);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const cursor: { at: Date; id: string } | null = after;
    const rows: ExportRow[] = await db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        local: sql<string>`to_char(${orders.createdAt} at time zone ${tz}, 'YYYY-MM-DD HH24:MI')`,
        number: orders.orderNumber,
        type: orders.type,
        status: orders.status,
        customer: orders.customerName,
        phone: orders.customerPhone,
        items: orders.items,
        subtotal: orders.subtotal,
        tax: orders.tax,
        tip: orders.tip,
        deliveryFee: orders.deliveryFee,
        serviceFee: orders.serviceFee,
        discount: orders.discount,
        total: orders.total,
      })
      .from(orders)
      .where(
        cursor
          ? sql`${where} and (${orders.createdAt}, ${orders.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
          : where,
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(BATCH);
    let chunk = '';
    for (const r of rows) {
      const items = r.items
        .map(
          (i) =>
            `${i.quantity} x ${i.name}${i.modifiers?.length ? ` (${i.modifiers.map((m) => m.name).join(', ')})` : ''}`,
        )
        .join('; ');
      chunk += csvLine([
        r.number,
        r.local,
        r.type,
        r.status,
        r.customer,
        r.phone ?? '',
        items,
        dollars(r.subtotal),
        dollars(r.tax),
        dollars(r.tip),
        dollars(r.deliveryFee + r.serviceFee),
        dollars(r.discount),
        dollars(r.total),
      ]);
    }
    if (chunk) yield chunk;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.createdAt, id: last.id };
  }
}

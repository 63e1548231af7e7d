import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  DOORDASH_DRIVE_FEE,
  invoiceAmountFields,
  reconciliationStatuses,
  type DoordashOrder,
  type DoordashReport,
  type Reconciliation,
} from '../../lib/contract/doordash-report';
import type { Db } from '../db/client';
import { doordashInvoices, locations, orders, type DoordashInvoiceLine } from '../db/schema';
import { fieldFail } from '../lib/http';
import type { LocationScope } from '../types';
import { localYmd } from './delivery-zones';
import { localDayRange } from './order-history';

type InvoiceRow = typeof doordashInvoices.$inferSelect;
type Amounts = Pick<DoordashInvoiceLine, 'order_value' | 'drive_fee' | 'dasher_tip'>;
type Difference = DoordashOrder['differences'][number];

/** A DoorDash delivery of ours with what DoorDash should bill for it. */
interface Delivery {
  row: Pick<typeof orders.$inferSelect, 'id' | 'orderNumber' | 'createdAt' | 'status' | 'customerName'> &
    Pick<typeof orders.$inferSelect, 'subtotal' | 'deliveryFee' | 'tip'>;
  date: string;
  expected: Amounts;
}

/**
 * The location's DoorDash deliveries placed on the local days from..to: a driver request to
 * DoorDash still standing (a cancelled order cancels it), out for delivery or completed, not a test.
 */
async function doordashDeliveries(db: Db, scope: LocationScope, from: string, to: string): Promise<Delivery[]> {
  const tz = scope.location.timezone;
  const { since, until } = localDayRange(tz, from, to);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: orders.customerName,
      subtotal: orders.subtotal,
      deliveryFee: orders.deliveryFee,
      tip: orders.tip,
      driver: orders.driver,
    })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, scope.locationId),
        gte(orders.createdAt, since),
        lt(orders.createdAt, until),
        inArray(orders.status, ['on_delivery', 'completed']),
        eq(orders.isTest, false),
        sql`${orders.driver}->>'status' = 'requested'`,
        // Requests recorded before the provider was kept were DoorDash's: the only courier asked.
        sql`coalesce(${orders.driver}->>'provider', 'doordash') = 'doordash'`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(({ driver, ...row }) => ({
    row,
    date: localYmd(row.createdAt, tz),
    expected: {
      order_value: row.subtotal,
      drive_fee: driver?.fee ?? DOORDASH_DRIVE_FEE,
      dasher_tip: driver?.dasher_tip ?? row.tip,
    },
  }));
}

function differencesOf(ours: Amounts, billed: Amounts): Difference[] {
  return invoiceAmountFields
    .filter((field) => ours[field] !== billed[field])
    .map((field) => ({ field, ours: ours[field], billed: billed[field] }));
}

const serializeInvoice = (i: InvoiceRow) => ({
  id: i.id,
  from: i.periodFrom,
  to: i.periodTo,
  file_name: i.fileName,
  imported_at: i.importedAt.toISOString(),
  imported_by: i.importedBy,
  lines: i.lines.length,
});

/** Orders of the location by number and id, for lines that name an order that is no DoorDash delivery. */
async function ordersNamed(db: Db, scope: LocationScope, refs: string[]) {
  if (refs.length === 0) return new Map<string, { id: string; orderNumber: string }>();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, scope.locationId),
        or(
          inArray(orders.orderNumber, refs),
          inArray(
            orders.id,
            refs.map((r) => r.toLowerCase()),
          ),
        ),
      ),
    );
  return new Map(rows.flatMap((r) => [[r.orderNumber, r] as const, [r.id, r] as const]));
}

/** An invoice against the DoorDash deliveries of its period (`deliveries` may cover more days). */
async function reconcile(
  db: Db,
  scope: LocationScope,
  invoice: InvoiceRow,
  deliveries: readonly Delivery[],
): Promise<Reconciliation> {
  const inPeriod = deliveries.filter((d) => d.date >= invoice.periodFrom && d.date <= invoice.periodTo);
  const byRef = new Map(inPeriod.flatMap((d) => [[d.row.orderNumber, d] as const, [d.row.id, d] as const]));
  const seen = new Set<string>();
  // Refs were normalised on import ("#1042" → "1042"); ids are lower-case hex.
  const find = <T>(map: Map<string, T>, ref: string) => map.get(ref) ?? map.get(ref.toLowerCase());
  const unknownRefs = invoice.lines.map((l) => l.order_ref).filter((ref) => !find(byRef, ref));
  const named = await ordersNamed(db, scope, unknownRefs);
  const lines: Reconciliation['lines'] = invoice.lines.map((l) => {
    const amounts = { order_value: l.order_value, drive_fee: l.drive_fee, dasher_tip: l.dasher_tip };
    const delivery = find(byRef, l.order_ref);
    const base = { line: l.line, order_ref: l.order_ref, ...amounts };
    if (!delivery) {
      const other = find(named, l.order_ref);
      return {
        ...base,
        status: 'missing_in_orders' as const,
        differences: [],
        order_id: other?.id ?? null,
        order_number: other?.orderNumber ?? null,
      };
    }
    const order = { order_id: delivery.row.id, order_number: delivery.row.orderNumber };
    if (seen.has(delivery.row.id)) return { ...base, status: 'duplicate' as const, differences: [], ...order };
    seen.add(delivery.row.id);
    const differences = differencesOf(delivery.expected, amounts);
    return { ...base, status: differences.length ? ('differs' as const) : ('matched' as const), differences, ...order };
  });
  const missing = inPeriod
    .filter((d) => !seen.has(d.row.id))
    .map((d) => ({ order_id: d.row.id, order_number: d.row.orderNumber, date: d.date, ...d.expected }));
  const counts = Object.fromEntries(reconciliationStatuses.map((s) => [s, 0])) as Reconciliation['counts'];
  for (const l of lines) counts[l.status]++;
  counts.missing_in_invoice = missing.length;
  return { invoice: serializeInvoice(invoice), lines, missing_in_invoice: missing, counts };
}

/** Invoices of the location whose period shares a day with from..to, oldest period first. */
async function invoicesOverlapping(db: Db, scope: LocationScope, from: string, to: string) {
  return db
    .select()
    .from(doordashInvoices)
    .where(
      and(
        eq(doordashInvoices.locationId, scope.locationId),
        lte(doordashInvoices.periodFrom, to),
        gte(doordashInvoices.periodTo, from),
      ),
    )
    .orderBy(asc(doordashInvoices.periodFrom));
}

const reportOrder = (d: Delivery): DoordashOrder => {
  const { row, expected } = d;
  return {
    order_id: row.id,
    order_number: row.orderNumber,
    date: d.date,
    created_at: row.createdAt.toISOString(),
    status: row.status as DoordashOrder['status'],
    customer_name: row.customerName,
    order_value: row.subtotal,
    delivery_fee: row.deliveryFee,
    tip: row.tip,
    doordash_fee: expected.drive_fee,
    dasher_tip: expected.dasher_tip,
    difference: row.deliveryFee + row.tip - expected.drive_fee - expected.dasher_tip,
    invoice_status: null,
    billed: null,
    differences: [],
  };
};

/** How each order stands against the invoice covering its day (periods never overlap). */
function withInvoice(order: DoordashOrder, reconciliations: readonly Reconciliation[]): DoordashOrder {
  const r = reconciliations.find((x) => order.date >= x.invoice.from && order.date <= x.invoice.to);
  if (!r) return order;
  const line = r.lines.find((l) => l.order_id === order.order_id && (l.status === 'matched' || l.status === 'differs'));
  if (!line) return { ...order, invoice_status: 'missing_in_invoice' };
  const billed = { order_value: line.order_value, drive_fee: line.drive_fee, dasher_tip: line.dasher_tip };
  return { ...order, invoice_status: line.status as 'matched' | 'differs', billed, differences: line.differences };
}

/** GET order/doordash/report: the range's DoorDash deliveries, each against the invoice of its day. */
export async function doordashReport(
  db: Db,
  scope: LocationScope,
  q: { from: string; to: string },
): Promise<DoordashReport> {
  const invoices = await invoicesOverlapping(db, scope, q.from, q.to);
  // One read of the deliveries over the range and every overlapping invoice's period.
  const from = invoices.reduce((d, i) => (i.periodFrom < d ? i.periodFrom : d), q.from);
  const to = invoices.reduce((d, i) => (i.periodTo > d ? i.periodTo : d), q.to);
  const deliveries = await doordashDeliveries(db, scope, from, to);
  const reconciliations: Reconciliation[] = [];
  for (const invoice of invoices) reconciliations.push(await reconcile(db, scope, invoice, deliveries));
  const reports = deliveries
    .filter((d) => d.date >= q.from && d.date <= q.to)
    .map((d) => withInvoice(reportOrder(d), reconciliations));
  const sum = (pick: (o: DoordashOrder) => number) => reports.reduce((s, o) => s + pick(o), 0);
  return {
    from: q.from,
    to: q.to,
    reports,
    totals: {
      orders: reports.length,
      order_value: sum((o) => o.order_value),
      delivery_fee: sum((o) => o.delivery_fee),
      tip: sum((o) => o.tip),
      doordash_fee: sum((o) => o.doordash_fee),
      dasher_tip: sum((o) => o.dasher_tip),
      difference: sum((o) => o.difference),
    },
    invoices: reconciliations,
  };
}

/**
 * Stores an invoice for from..to, replacing an import of exactly that period; a period that
 * overlaps another import is refused on `from` (each day has one invoice at most). The location
 * row is locked so two imports at once cannot both pass the overlap check.
 */
export async function storeDoordashInvoice(
  db: Db,
  scope: LocationScope,
  input: { from: string; to: string; fileName: string | null; lines: DoordashInvoiceLine[]; importedBy: string | null },
  at: Date,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, scope.locationId)).for('update');
    const overlapping = await invoicesOverlapping(tx, scope, input.from, input.to);
    const other = overlapping.find((i) => i.periodFrom !== input.from || i.periodTo !== input.to);
    if (other) throw fieldFail('from', 'doordashInvoiceOverlap', { from: other.periodFrom, to: other.periodTo });
    if (overlapping.length) await tx.delete(doordashInvoices).where(eq(doordashInvoices.id, overlapping[0]!.id));
    const [row] = await tx
      .insert(doordashInvoices)
      .values({
        businessId: scope.businessId,
        locationId: scope.locationId,
        periodFrom: input.from,
        periodTo: input.to,
        fileName: input.fileName,
        lines: input.lines,
        importedAt: at,
        importedBy: input.importedBy,
      })
      .returning();
    return row!;
  });
}

/** The reconciliation of one stored invoice (the import's reply). */
export async function invoiceReconciliation(db: Db, scope: LocationScope, invoice: InvoiceRow) {
  return reconcile(db, scope, invoice, await doordashDeliveries(db, scope, invoice.periodFrom, invoice.periodTo));
}

export async function findDoordashInvoice(db: Db, scope: LocationScope, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(doordashInvoices)
    .where(
      and(
        eq(doordashInvoices.id, id),
        eq(doordashInvoices.businessId, scope.businessId),
        eq(doordashInvoices.locationId, scope.locationId),
      ),
    );
  return row;
}

export async function deleteDoordashInvoice(db: Db, scope: LocationScope, id: string): Promise<void> {
  await db
    .delete(doordashInvoices)
    .where(and(eq(doordashInvoices.id, id), eq(doordashInvoices.locationId, scope.locationId)));
}

/** A business's subscription invoices: numbered one after another, paid or due. */
import { and, desc, eq, max } from 'drizzle-orm';
import type { BillingInvoice } from '../../lib/contract';
import type { Db } from '../db/client';
import { billingInvoices, type InvoiceLine } from '../db/schema';
import { fail } from '../lib/http';
import type { PlanRow } from './billing-plans';

/** Subscription prices are sold tax included for now (SPEC is silent): the invoices show tax 0. */
const TAX_RATE = 0;

/**
 * A new invoice numbered after the business's last one. Callers hold the business row's lock,
 * so two payments at once get consecutive numbers (the unique index is the last guard).
 */
export async function addInvoice(
  tx: Db,
  businessId: string,
  v: { issuedAt: Date; periodStart: Date; periodEnd: Date; plan: PlanRow; lines: InvoiceLine[]; paid: boolean },
) {
  const [last] = await tx
    .select({ n: max(billingInvoices.number) })
    .from(billingInvoices)
    .where(eq(billingInvoices.businessId, businessId));
  const subtotal = v.lines.reduce((sum, l) => sum + l.amount, 0);
  const tax = Math.round(subtotal * TAX_RATE);
  const [row] = await tx
    .insert(billingInvoices)
    .values({
      businessId,
      number: (last?.n ?? 0) + 1,
      issuedAt: v.issuedAt,
      periodStart: v.periodStart,
      periodEnd: v.periodEnd,
      planName: v.plan.name,
      lines: v.lines,
      subtotal,
      tax,
      total: subtotal + tax,
      currency: v.plan.currency,
      status: v.paid ? 'paid' : 'due',
      paidAt: v.paid ? v.issuedAt : null,
    })
    .returning();
  return row!;
}

export async function latestDueInvoice(tx: Db, businessId: string) {
  const [row] = await tx
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.businessId, businessId), eq(billingInvoices.status, 'due')))
    .orderBy(desc(billingInvoices.number))
    .limit(1);
  return row;
}

const serializeInvoice = (r: typeof billingInvoices.$inferSelect): BillingInvoice => ({
  _id: r.id,
  number: r.number,
  issued_at: r.issuedAt.toISOString(),
  period_start: r.periodStart.toISOString(),
  period_end: r.periodEnd.toISOString(),
  plan_name: r.planName,
  subtotal: r.subtotal,
  tax: r.tax,
  total: r.total,
  currency: r.currency,
  status: r.status,
});

/** GET invoice: newest first. */
export async function listInvoices(db: Db, businessId: string): Promise<BillingInvoice[]> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.businessId, businessId))
    .orderBy(desc(billingInvoices.number));
  return rows.map(serializeInvoice);
}

export async function loadInvoice(db: Db, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.businessId, businessId), eq(billingInvoices.id, id)));
  if (!row) throw fail(404, 'invoiceNotFound');
  return row;
}

import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';
import { businessColumn, plans } from './accounts';

/** Billing (subscriptions and invoices) and the audit log. */

/**
 * The billing side of a business's subscription (issue 20). The plan in effect stays on
 * `businesses` (plan_id, plan_name, subscription_status, website_manager: what gating reads);
 * this row holds the period, the card (brand and last 4 digits only, plus the provider's token)
 * and what happens next. `next_due_at` is the earliest date something must happen (period end
 * or the next payment retry): reads settle the subscription when it has passed.
 */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  businessId: businessColumn().primaryKey(),
  periodStart: ts('period_start'),
  periodEnd: ts('period_end'),
  pendingPlanId: text('pending_plan_id').references(() => plans.id),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  paymentMethod: text('payment_method'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  pastDueSince: ts('past_due_since'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  failureReason: text('failure_reason'),
  /** A payment waiting for the card holder's confirmation (3-D Secure): what to do once confirmed. */
  pendingAction: jsonb('pending_action').$type<{
    id: string;
    planId: string;
    change: boolean;
    amount: number;
    paymentMethod: string;
    card: { brand: string; last4: string; expMonth: number; expYear: number };
  }>(),
  nextDueAt: ts('next_due_at'),
});

/** A line of a subscription invoice (texts are written in the reader's language); amounts in cents. */
export type InvoiceLine =
  | { kind: 'plan'; plan: string; amount: number }
  | { kind: 'upgrade'; plan: string; amount: number; remainingDays: number; totalDays: number };

/** Invoices of the business's subscription: numbered 1, 2, 3 … per business, without gaps. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: id(),
    businessId: businessColumn(),
    number: integer('number').notNull(),
    issuedAt: ts('issued_at').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    planName: text('plan_name').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'due'] }).notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [uniqueIndex('billing_invoices_business_number_idx').on(t.businessId, t.number)],
);

/**
 * The audit log (issue 21; lib/contract/audit.ts): one row per changed row of a business table,
 * written by the trigger `audit_row` (migration 0024) in the transaction of the change. Who comes
 * from the request's `audit.*` settings (server/lib/request-transaction.ts); none is the system.
 * `changes` holds column names as stored; server/services/audit-fields.ts gives their wire names.
 * Pruned after AUDIT_RETENTION_DAYS (server/services/retention.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessColumn(),
    locationId: text('location_id'),
    at: ts('at').notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityLabel: text('entity_label'),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    changes: jsonb('changes').$type<AuditStoredChange[]>().notNull().default([]),
  },
  (t) => [
    index('audit_log_business_at_idx').on(t.businessId, t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.businessId, t.entityType, t.entityId, t.at.desc()),
    index('audit_log_actor_idx').on(t.businessId, t.actorUserId, t.at.desc()),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** A change as the trigger writes it: the column's name; `secret` rows carry no values. */
export interface AuditStoredChange {
  field: string;
  before: unknown;
  after: unknown;
  secret?: boolean;
}

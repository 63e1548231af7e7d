/**
 * The audit contract's constants (lib/contract/audit.ts has the schemas and re-exports them): no
 * zod here, so the activity page and the drawers' History tab read them without loading zod on
 * the page's first load (docs/decisions.md, "Reply schemas load on first use").
 */

/** The kinds of things an entry is about: the screens' words for the tables they change. */
export const auditEntityTypes = [
  'item',
  'category',
  'modifier_group',
  'combo',
  'tax',
  'settings',
  'hours',
  'holiday',
  'zone',
  'staff',
  'coupon',
  'gift_card',
  'order',
  'customer',
  'billing',
  'business',
  'location',
  'website',
  'reservation',
  'floor_plan',
  'timesheet',
  'account',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Fields whose values are integer cents: the screens show them as money ("from $11.95 to $12.95").
 * Field names are the columns' wire names (snake_case).
 */
export const AUDIT_MONEY_FIELDS = [
  'price',
  'amount',
  'balance',
  'initial_balance',
  'total',
  'subtotal',
  'tip',
  'delivery_fee',
  'minimum_order',
  'min_order_amount',
  'fee',
  // Added with the reference API's recorder: the other cents fields it records.
  'tax',
  'discount',
  'service_fee',
  'balance_after',
  'min_purchase_value',
  'minimum_purchase',
  'delivery_minimum_amount',
  'delivery_rate',
  'free_delivery_order_value',
  'deposit_amount',
] as const;

/** Fields whose values are percents (a tax's rate, a percent coupon's discount): "8.5 %", never money. */
export const AUDIT_PERCENT_FIELDS = ['rate', 'percent'] as const;

/** The most entries one page of GET audit holds. */
export const AUDIT_MAX_PER_PAGE = 100;
/** The History tab of an entity's drawer: its newest entries, at most this many. */
export const AUDIT_ENTITY_HISTORY_MAX = 100;

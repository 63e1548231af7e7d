import type { AuditChange, AuditEntityType } from '../../lib/contract';
import type { AuditStoredChange } from '../db/schema';

/**
 * The audit trigger records columns by their stored names; most are already the contract's wire
 * names (snake_case). These are not: per entity type, the wire name and, where the unit differs,
 * how to read the stored value (a tax rate is kept in thousandths of a percent).
 */
interface FieldRename {
  field: string;
  value?: (stored: unknown) => unknown;
}

const thousandths = (v: unknown) => (typeof v === 'number' ? v / 1000 : v);

const RENAMES: Partial<Record<AuditEntityType, Record<string, FieldRename>>> = {
  tax: { rate_milli: { field: 'rate', value: thousandths } },
  zone: {
    minimum_amount: { field: 'delivery_minimum_amount' },
    rate: { field: 'delivery_rate' },
  },
  business: {
    onboard_store_setup: { field: 'store_setup' },
    onboard_menu_manager: { field: 'menu_manager' },
    onboard_online_ordering_setup: { field: 'online_ordering_setup' },
    onboard_payment_setup: { field: 'payment_setup' },
    onboard_website_widget_setup: { field: 'website_widget_setup' },
    onboard_restaurant_app_setup: { field: 'restaurant_app_setup' },
    onboard_place_a_test_order: { field: 'place_a_test_order' },
  },
  reservation: {
    interval_minutes: { field: 'reservation_interval' },
    minimum_ahead_minutes: { field: 'minimum_time_to_book' },
    maximum_ahead_days: { field: 'maximum_time_to_book' },
    meal_minutes: { field: 'meal_duration' },
    cancellation_policy: { field: 'cancellation_policy_message' },
    deposit_cents: { field: 'deposit_amount' },
  },
};

/** One stored change as the contract gives it: the wire name, values in wire units, secrets bare. */
export function wireChange(type: string, stored: AuditStoredChange): AuditChange {
  if (stored.secret) return { field: stored.field, before: null, after: null, secret: true };
  const rename = RENAMES[type as AuditEntityType]?.[stored.field];
  if (!rename) return { field: stored.field, before: stored.before, after: stored.after };
  const value = rename.value ?? ((v: unknown) => v);
  return { field: rename.field, before: value(stored.before), after: value(stored.after) };
}

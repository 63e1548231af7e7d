import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { newId } from '../lib/ids';
import type { NewOrderRow } from '../services/orders';

/**
 * Inserts in batches, each one statement with the batch as a single JSON parameter expanded by
 * jsonb_to_recordset: binding 30 parameters per row costs about a millisecond a row on PGlite,
 * this a few microseconds.
 */
const COLUMNS = `id, business_id, location_id, order_number, type, status, is_test, subtotal, tax, tip, total, customer_name, customer_phone,
  items, created_at, scheduled_at, completed_at, customer_email, payment_mode, address, apartment_suite_no, buzzer_code, preparation_time,
  delivery_fee, service_fee, discount, status_history, driver, driver_staff_id, seen_at, updated_at, delivery_longitude,
  delivery_latitude`;

/** `analyze: false` for all but the last of several calls in a row: ANALYZE reads the whole table. */
export async function insertOrders(
  db: Db,
  rows: NewOrderRow[],
  { batchSize = 5000, analyze = true }: { batchSize?: number; analyze?: boolean } = {},
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((r) => ({
      id: r.id ?? newId(),
      business_id: r.businessId,
      location_id: r.locationId,
      order_number: r.orderNumber,
      type: r.type,
      status: r.status ?? 'new',
      is_test: r.isTest ?? false,
      subtotal: r.subtotal,
      tax: r.tax,
      tip: r.tip ?? 0,
      total: r.total,
      customer_name: r.customerName,
      customer_phone: r.customerPhone ?? null,
      items: r.items,
      created_at: (r.createdAt ?? new Date()).toISOString(),
      scheduled_at: r.scheduledAt?.toISOString() ?? null,
      completed_at: r.completedAt?.toISOString() ?? null,
      customer_email: r.customerEmail ?? null,
      payment_mode: r.paymentMode ?? 'card_online',
      address: r.address ?? null,
      apartment_suite_no: r.apartmentSuiteNo ?? null,
      buzzer_code: r.buzzerCode ?? null,
      preparation_time: r.preparationTime ?? null,
      delivery_fee: r.deliveryFee ?? 0,
      service_fee: r.serviceFee ?? 0,
      discount: r.discount ?? 0,
      status_history: r.statusHistory ?? [],
      driver: r.driver ?? null,
      driver_staff_id: r.driverStaffId ?? null,
      seen_at: r.seenAt?.toISOString() ?? null,
      updated_at: (r.updatedAt ?? r.createdAt ?? new Date()).toISOString(),
      delivery_longitude: r.deliveryLongitude ?? null,
      delivery_latitude: r.deliveryLatitude ?? null,
    }));
    await db.execute(sql`
      insert into ${orders} (${sql.raw(COLUMNS)})
      select ${sql.raw(COLUMNS)}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(
        id text, business_id text, location_id text, order_number text, type text, status text, is_test boolean,
        subtotal integer, tax integer, tip integer, total integer, customer_name text, customer_phone text,
        items jsonb, created_at timestamptz, scheduled_at timestamptz, completed_at timestamptz,
        customer_email text, payment_mode text, address text, apartment_suite_no text, buzzer_code text, preparation_time integer,
        delivery_fee integer, service_fee integer, discount integer, status_history jsonb, driver jsonb, driver_staff_id text,
        seen_at timestamptz, updated_at timestamptz,
        delivery_longitude double precision, delivery_latitude double precision)`);
  }
  // Fresh statistics, or the planner guesses "2 rows" and sorts the whole range for a page by
  // total; PGlite has no autovacuum to do it (allowed inside the seed's transaction, unlike VACUUM).
  if (analyze) await db.execute(sql`analyze ${orders}`);
}

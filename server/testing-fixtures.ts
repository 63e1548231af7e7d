import type { Permissions } from '../lib/contract';
import { countryId, stateId } from './db/reference-data';
import { categories, items, locations, orders, staff, staffLocations, users } from './db/schema';
import { hashPassword } from './lib/crypto';
import { newId } from './lib/ids';
import type { NewOrderRow } from './services/orders';
import type { TestApi } from './testing';
import { uniqueEmail } from './testing-client';

/** Rows written straight to the database for tests that need a given state (staff, orders ...). */

let cachedHash: Promise<string> | undefined;
export const FIXTURE_PASSWORD = 'Secret123';

/** A confirmed user working for `businessId` with the given role, locations and stored flags. */
export async function addStaff(
  api: TestApi,
  opts: { businessId: string; role: 'manager' | 'employee'; locationIds: string[]; permissions?: Partial<Permissions> },
): Promise<{ email: string; password: string; staffId: string }> {
  cachedHash ??= hashPassword(FIXTURE_PASSWORD);
  const email = uniqueEmail(opts.role);
  const [user] = await api.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: opts.role,
      email,
      passwordHash: await cachedHash,
      emailConfirmedAt: new Date(),
    })
    .returning();
  const [member] = await api.db
    .insert(staff)
    .values({
      businessId: opts.businessId,
      userId: user!.id,
      role: opts.role,
      permissions: opts.permissions ?? {},
      firstName: 'Test',
      lastName: opts.role,
    })
    .returning();
  if (opts.locationIds.length)
    await api.db
      .insert(staffLocations)
      .values(opts.locationIds.map((locationId) => ({ staffId: member!.id, locationId })));
  return { email, password: FIXTURE_PASSWORD, staffId: member!.id };
}

/** Another (non-primary) location of the business, in Ontario unless told otherwise. */
export async function addLocation(
  api: TestApi,
  businessId: string,
  opts: { name?: string; state?: string; timezone?: string } = {},
): Promise<string> {
  const [row] = await api.db
    .insert(locations)
    .values({
      businessId,
      name: opts.name ?? 'Second location',
      street: '1 King Street West',
      city: 'Toronto',
      stateId: stateId('CA', opts.state ?? 'ON'),
      zipPostalCode: 'M5H 1A1',
      countryId: countryId('CA'),
      phoneNumber: '4165550100',
      timezone: opts.timezone ?? 'America/Toronto',
    })
    .returning();
  return row!.id;
}

/** One order with the given fields (a 1000-cent pick-up by default); numbers are unique per call. */
export async function addOrder(
  api: TestApi,
  o: Pick<NewOrderRow, 'businessId' | 'locationId'> & Partial<NewOrderRow>,
): Promise<string> {
  const total = o.total ?? 1000;
  const [row] = await api.db
    .insert(orders)
    .values({
      orderNumber: `T${newId().slice(0, 10)}`,
      type: 'pickup',
      status: 'completed',
      subtotal: total,
      tax: 0,
      tip: 0,
      customerName: 'Fixture Customer',
      items: [{ name: 'Fixture', quantity: 1, price: total }],
      ...o,
      total,
    })
    .returning();
  return row!.id;
}

/**
 * Items in a new "Mains" category of a location, in the order given ($10 each unless told), for
 * files that test other routes than the item routes. Returns their ids.
 */
export async function addItemRows(
  api: TestApi,
  at: { businessId: string; locationId: string },
  rows: (Partial<Omit<typeof items.$inferInsert, 'businessId' | 'locationId' | 'categoryId'>> & { name: string })[],
): Promise<string[]> {
  const { businessId, locationId } = at;
  const [category] = await api.db.insert(categories).values({ businessId, locationId, name: 'Mains' }).returning();
  const inserted = await api.db
    .insert(items)
    .values(rows.map((row, sort) => ({ businessId, locationId, categoryId: category!.id, price: 1000, sort, ...row })))
    .returning();
  return inserted.map((r) => r.id);
}

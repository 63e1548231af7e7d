import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businessTypeId, countryId, stateId } from '../db/reference-data';
import { businesses, locations, staff, staffLocations, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { isUniqueViolation } from '../lib/db-errors';

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_USERS = {
  owner: 'demo@merchant.test',
  staff: 'staff@merchant.test',
  newbie: 'newbie@merchant.test',
} as const;

/**
 * The demo merchant: an owner with a Premium business half-way through onboarding, an
 * employee of that business, and a confirmed user who has not registered a business yet.
 */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const confirmed = new Date();
  await db.transaction(async (tx) => {
    const [owner, employee] = await tx
      .insert(users)
      .values([
        { firstName: 'Demo', lastName: 'Owner', email: DEMO_USERS.owner, passwordHash, altPhoneNumber: '5145550100', emailConfirmedAt: confirmed },
        { firstName: 'Sam', lastName: 'Staff', email: DEMO_USERS.staff, passwordHash, emailConfirmedAt: confirmed },
        { firstName: 'Nina', lastName: 'Newbie', email: DEMO_USERS.newbie, passwordHash, emailConfirmedAt: confirmed },
      ])
      .returning();
    const [business] = await tx
      .insert(businesses)
      .values({
        name: 'Demo Bistro',
        typeId: businessTypeId('Restaurant'),
        slug: 'demo-bistro',
        code: 'DEMO42',
        website: 'https://demo-bistro.example',
        email: DEMO_USERS.owner,
        primaryUserId: owner!.id,
        planName: 'Premium',
        subscriptionStatus: 'active',
        websiteManager: true,
        isPickUpAvailable: true,
        isDeliveryAvailable: false,
        storeSetup: true,
        menuManager: true,
      })
      .returning();
    const [location] = await tx
      .insert(locations)
      .values({
        businessId: business!.id,
        name: 'Demo Bistro Plateau',
        isPrimary: true,
        street: '4321 Rue Saint-Denis',
        city: 'Montréal',
        stateId: stateId('CA', 'QC'),
        zipPostalCode: 'H2J 2L1',
        countryId: countryId('CA'),
        longitude: -73.5803,
        latitude: 45.5236,
        phoneNumber: '5145550123',
        timezone: 'America/Toronto',
      })
      .returning();
    const [member] = await tx.insert(staff).values({ businessId: business!.id, userId: employee!.id, role: 'employee' }).returning();
    await tx.insert(staffLocations).values({ staffId: member!.id, locationId: location!.id });
  });
}

/** Seeds only an empty database, so restarts never duplicate or overwrite anyone's data. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  try {
    await seedDemo(db);
    return true;
  } catch (err) {
    // Another instance starting on the same PostgreSQL seeded it first.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

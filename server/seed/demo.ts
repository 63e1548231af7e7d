import { count } from 'drizzle-orm';
import { allPermissions } from '../../lib/contract';
import type { Db } from '../db/client';
import { businessTypeId, countryId, planId, stateId } from '../db/reference-data';
import { businesses, locations, staff, staffLocations, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { isUniqueViolation } from '../lib/db-errors';
import { taxRateFor } from '../services/orders';
import { defaultPermissions } from '../services/permissions';
import { newId } from '../lib/ids';
import { seedCouponsAndGiftCards } from './coupons-gift-cards';
import { DEMO_PINS, seedDeliveryZones } from './delivery-zones';
import { seedMenu } from './menu';
import { generateOrders, insertOrders } from './orders';

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_USERS = {
  owner: 'demo@merchant.test',
  manager: 'manager@merchant.test',
  staff: 'staff@merchant.test',
  newbie: 'newbie@merchant.test',
} as const;

const DEMO_TIMEZONE = 'America/Toronto';

/**
 * Demo orders: 90 days at both locations (the first busier, with a live board of open orders
 * anchored at `now`), numbered together from 1001 in the order they were placed.
 */
export const DEMO_ORDERS = { days: 90, perDay: { min: 20, max: 60 }, seed: 20240601 } as const;
export const DEMO_SECOND_LOCATION_ORDERS = { days: 90, perDay: { min: 8, max: 24 }, seed: 20240602 } as const;

/**
 * The demo merchant: an owner with a Premium business (website manager on) half-way through
 * onboarding (store hours and menu done, no test order yet) with two Montréal locations and
 * 90 days of orders at both; a manager of both locations with the manager defaults; an
 * employee of the first location allowed orders only; and a confirmed user without a business.
 * The WELCOME10 coupon and a few gift cards with their history fill those screens.
 * `now` is the clock the orders are generated back from (the API's clock in tests).
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  // Ids chosen up front so the orders are generated while scrypt runs on libuv's thread pool.
  const businessId = newId();
  const firstLocationId = newId();
  const secondLocationId = newId();
  const hashing = hashPassword(DEMO_PASSWORD);
  const common = { businessId, timezone: DEMO_TIMEZONE, now, tax: taxRateFor(stateId('CA', 'QC')) };
  const demoOrders = [
    ...generateOrders({
      ...DEMO_ORDERS,
      ...common,
      locationId: firstLocationId,
      liveBoard: true,
      deliveryCentre: DEMO_PINS.vieuxMontreal,
    }),
    ...generateOrders({
      ...DEMO_SECOND_LOCATION_ORDERS,
      ...common,
      locationId: secondLocationId,
      deliveryCentre: DEMO_PINS.plateau,
    }),
  ].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  demoOrders.forEach((o, i) => (o.orderNumber = String(1001 + i)));
  const passwordHash = await hashing;
  await db.transaction(async (tx) => {
    const [owner, manager, employee] = await tx
      .insert(users)
      .values([
        {
          firstName: 'Demo',
          lastName: 'Owner',
          email: DEMO_USERS.owner,
          passwordHash,
          altPhoneNumber: '5145550100',
          emailConfirmedAt: now,
        },
        { firstName: 'Mia', lastName: 'Manager', email: DEMO_USERS.manager, passwordHash, emailConfirmedAt: now },
        { firstName: 'Sam', lastName: 'Staff', email: DEMO_USERS.staff, passwordHash, emailConfirmedAt: now },
        { firstName: 'Nina', lastName: 'Newbie', email: DEMO_USERS.newbie, passwordHash, emailConfirmedAt: now },
      ])
      .returning();
    const [business] = await tx
      .insert(businesses)
      .values({
        id: businessId,
        name: 'Demo Bistro',
        typeId: businessTypeId('Restaurant'),
        slug: 'demo-bistro',
        code: 'DEMO42',
        website: 'https://demo-bistro.example',
        email: DEMO_USERS.owner,
        primaryUserId: owner!.id,
        planId: planId('Premium'),
        planName: 'Premium',
        subscriptionStatus: 'active',
        websiteManager: true,
        isPickUpAvailable: true,
        isDeliveryAvailable: false,
        storeSetup: true,
        menuManager: true,
        nextOrderNumber: 1001 + demoOrders.length,
      })
      .returning();
    const place = {
      businessId: business!.id,
      city: 'Montréal',
      stateId: stateId('CA', 'QC'),
      countryId: countryId('CA'),
      timezone: DEMO_TIMEZONE,
    };
    // Two statements: created_at (now() of the transaction) ties, the name orders them.
    const [first] = await tx
      .insert(locations)
      .values({
        ...place,
        id: firstLocationId,
        name: 'Demo Bistro — Vieux-Montréal',
        isPrimary: true,
        street: '210 Rue Saint-Paul Ouest',
        zipPostalCode: 'H2Y 1Z9',
        longitude: DEMO_PINS.vieuxMontreal[0],
        latitude: DEMO_PINS.vieuxMontreal[1],
        phoneNumber: '5145550123',
      })
      .returning();
    const [second] = await tx
      .insert(locations)
      .values({
        ...place,
        id: secondLocationId,
        name: 'Demo Bistro — Plateau',
        street: '4321 Rue Saint-Denis',
        zipPostalCode: 'H2J 2L1',
        longitude: DEMO_PINS.plateau[0],
        latitude: DEMO_PINS.plateau[1],
        phoneNumber: '5145550124',
      })
      .returning();
    const [mgr, emp] = await tx
      .insert(staff)
      .values([
        {
          businessId: business!.id,
          userId: manager!.id,
          role: 'manager',
          permissions: defaultPermissions('manager'),
          firstName: 'Mia',
          lastName: 'Manager',
          loginPin: '1111',
        },
        {
          businessId: business!.id,
          userId: employee!.id,
          role: 'employee',
          permissions: { ...allPermissions(false), orders: true },
          firstName: 'Sam',
          lastName: 'Staff',
          loginPin: '2222',
          passcodes: { discounts: true, cash_drawer: true, voids: true },
        },
      ])
      .returning();
    await tx.insert(staffLocations).values([
      { staffId: mgr!.id, locationId: first!.id },
      { staffId: mgr!.id, locationId: second!.id },
      { staffId: emp!.id, locationId: first!.id },
    ]);
    await insertOrders(tx, demoOrders);
    await seedMenu(tx, { businessId: business!.id, locationId: first!.id });
    await seedDeliveryZones(tx, { businessId: business!.id, firstLocationId, secondLocationId });
    await seedCouponsAndGiftCards(tx, {
      businessId: business!.id,
      owner: { userId: owner!.id, name: 'Demo Owner' },
      manager: { userId: manager!.id, name: 'Mia Manager' },
      now,
    });
  });
}

/** Seeds only an empty database, so restarts never duplicate or overwrite anyone's data. */
export async function seedDemoIfEmpty(db: Db, now?: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  try {
    await seedDemo(db, now);
    return true;
  } catch (err) {
    // Another instance starting on the same PostgreSQL seeded it first.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

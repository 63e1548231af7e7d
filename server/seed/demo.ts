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
import { dispatchDeliveries, driversOnShift } from './deliveries';
import { DEMO_PINS, seedDeliveryZones } from './delivery-zones';
import { seedMenu } from './menu';
import { generateOrders, insertOrders } from './orders';
import { generateShifts, hm, insertShifts, type Rota } from './timesheets';

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_USERS = {
  owner: 'demo@merchant.test',
  manager: 'manager@merchant.test',
  staff: 'staff@merchant.test',
  newbie: 'newbie@merchant.test',
  driver: 'driver@merchant.test',
} as const;

const DEMO_TIMEZONE = 'America/Toronto';

/**
 * Demo orders: 90 days at both locations (the first busier, with a live board of open orders
 * anchored at `now`), numbered together from 1001 in the order they were placed.
 */
export const DEMO_ORDERS = { days: 90, perDay: { min: 20, max: 60 }, seed: 20240601 } as const;
export const DEMO_SECOND_LOCATION_ORDERS = { days: 90, perDay: { min: 8, max: 24 }, seed: 20240602 } as const;
/** PRNG seeds of the staff's shifts and of who took each delivery out. */
const DEMO_SHIFTS_SEED = 20240604;
const DEMO_DISPATCH_SEED = 20240605;

/**
 * The weeks the demo staff work (weekday 0 = Sunday), around the 11:00–22:00 the orders come in:
 * Mia opens the old town on weekdays (a long Friday) and the Plateau on Saturdays; Sam works the
 * counter of the old town, closing past midnight on Fridays and Saturdays, and takes a delivery
 * when no driver is in; Dani drives for the old town Wednesday to Sunday (lunch and dinner, a
 * split shift) and for the Plateau on Monday and Tuesday evenings.
 */
function demoRotas(ids: { mia: string; sam: string; dani: string; first: string; second: string }): Rota[] {
  const week = (days: number[], locationId: string, from: number, to: number) =>
    days.map((weekday) => ({ weekday, locationId, from, to }));
  return [
    {
      staffId: ids.mia,
      shifts: [
        ...week([1, 2, 3, 4], ids.first, hm(9, 45), hm(17, 30)),
        ...week([5], ids.first, hm(9, 45), hm(19)),
        ...week([6], ids.second, hm(10, 30), hm(16, 30)),
      ],
    },
    {
      staffId: ids.sam,
      shifts: [
        ...week([2, 3], ids.first, hm(10, 30), hm(15)),
        ...week([4], ids.first, hm(16), hm(22, 30)),
        ...week([5, 6], ids.first, hm(17), hm(24, 45)),
        ...week([0], ids.first, hm(11), hm(19)),
      ],
    },
    {
      staffId: ids.dani,
      shifts: [
        ...week([0, 3, 4, 5, 6], ids.first, hm(11), hm(14, 30)),
        ...week([0, 3, 4, 5, 6], ids.first, hm(17), hm(22, 30)),
        ...week([1, 2], ids.second, hm(16, 30), hm(22, 15)),
      ],
    },
  ];
}

/**
 * The demo merchant: an owner with a Premium business (website manager on) half-way through
 * onboarding (store hours and menu done, no test order yet) with two Montréal locations and
 * 90 days of orders at both; a manager of both locations with the manager defaults; an
 * employee of the first location allowed orders only; a driver of both locations; and a
 * confirmed user without a business. The staff's shifts over the same 90 days, the deliveries
 * their drivers took out (DoorDash the others), the WELCOME10 coupon and a few gift cards with
 * their history fill the reports and those screens.
 * `now` is the clock the orders are generated back from (the API's clock in tests).
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  // Ids chosen up front so the orders are generated while scrypt runs on libuv's thread pool.
  const businessId = newId();
  const firstLocationId = newId();
  const secondLocationId = newId();
  const [miaId, samId, daniId] = [newId(), newId(), newId()];
  const hashing = hashPassword(DEMO_PASSWORD);
  const shifts = generateShifts({
    rotas: demoRotas({ mia: miaId, sam: samId, dani: daniId, first: firstLocationId, second: secondLocationId }),
    timezone: DEMO_TIMEZONE,
    days: DEMO_ORDERS.days,
    now,
    seed: DEMO_SHIFTS_SEED,
    forgetsToClockOut: samId,
  });
  const drivers = [{ staffId: daniId }, { staffId: samId, backup: true }];
  const onShift = driversOnShift(shifts, drivers);
  const common = {
    businessId,
    timezone: DEMO_TIMEZONE,
    now,
    tax: taxRateFor(stateId('CA', 'QC')),
    ownDriversAt: (locationId: string, at: Date) => onShift(locationId, at).length > 0,
  };
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
  dispatchDeliveries(demoOrders, { onShift, drivers, seed: DEMO_DISPATCH_SEED });
  const passwordHash = await hashing;
  await db.transaction(async (tx) => {
    const [owner, manager, employee, , driver] = await tx
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
        { firstName: 'Dani', lastName: 'Driver', email: DEMO_USERS.driver, passwordHash, emailConfirmedAt: now },
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
    await tx.insert(staff).values([
      {
        id: miaId,
        businessId: business!.id,
        userId: manager!.id,
        role: 'manager',
        permissions: defaultPermissions('manager'),
        firstName: 'Mia',
        lastName: 'Manager',
        loginPin: '1111',
      },
      {
        id: samId,
        businessId: business!.id,
        userId: employee!.id,
        role: 'employee',
        permissions: { ...allPermissions(false), orders: true },
        firstName: 'Sam',
        lastName: 'Staff',
        loginPin: '2222',
        passcodes: { discounts: true, cash_drawer: true, voids: true },
      },
      {
        id: daniId,
        businessId: business!.id,
        userId: driver!.id,
        role: 'employee',
        permissions: { ...allPermissions(false), orders: true },
        firstName: 'Dani',
        lastName: 'Driver',
        loginPin: '3333',
      },
    ]);
    await tx.insert(staffLocations).values([
      { staffId: miaId, locationId: first!.id },
      { staffId: miaId, locationId: second!.id },
      { staffId: samId, locationId: first!.id },
      { staffId: daniId, locationId: first!.id },
      { staffId: daniId, locationId: second!.id },
    ]);
    await insertOrders(tx, demoOrders);
    await insertShifts(tx, business!.id, shifts);
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

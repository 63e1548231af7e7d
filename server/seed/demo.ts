import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { allPermissions } from '../../lib/contract';
import type { Db } from '../db/client';
import { businessTypeId } from '../db/reference-data';
import { businesses, locations, orders, staff, staffLocations, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { isUniqueViolation } from '../lib/db-errors';
import { defaultPermissions } from '../services/permissions';
import { newId } from '../lib/ids';
import { seedCouponsAndGiftCards } from './coupons-gift-cards';
import { seedDeliveryZones } from './delivery-zones';
import { seedMenu } from './menu';
import { demoBusinessFields, demoLocationFields, planDemo, type DemoTarget } from './demo-plan';
import { insertOrders } from './insert-orders';
import { pauseAudit } from '../lib/request-transaction';
import { insertShifts } from './timesheets';

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_USERS = {
  owner: 'demo@merchant.test',
  manager: 'manager@merchant.test',
  staff: 'staff@merchant.test',
  newbie: 'newbie@merchant.test',
  driver: 'driver@merchant.test',
} as const;

/** Runs one step of writing a demo set: inside the seed's one transaction, or in a transaction of its own. */
type RunStep = (step: (tx: Db) => Promise<unknown>) => Promise<unknown>;
/** Orders written per statement in the seed's one transaction. */
const ORDERS_PER_STEP = 500;
/**
 * Orders per transaction of the dev tool. Small: every query of another request waits for the
 * step under way (PGlite runs one transaction at a time), and a save makes five or six queries
 * one after the other; at 500 a step took 2-4 s on a busy machine and a save waited 11-13 s.
 */
const DEV_ORDERS_PER_STEP = 50;

/**
 * Everything of the demo set below the business and its locations: the staff (a manager of both
 * locations, an employee of the first with orders only, a driver of both) on the given user
 * accounts, the orders, shifts, menu, delivery zones, coupon and gift cards.
 */
async function insertDemoBusinessData(
  run: RunStep,
  target: DemoTarget,
  users: { owner: { id: string; name: string }; manager: string; employee: string; driver: string },
  plan: ReturnType<typeof planDemo>,
  now: Date,
  giftCardSeed?: number,
  ordersPerStep = ORDERS_PER_STEP,
) {
  const { businessId, firstLocationId, secondLocationId } = target;
  const { mia: miaId, sam: samId, dani: daniId } = target.staffIds;
  await run(async (tx) => {
    await insertStaff(tx);
    await insertStaffLocations(tx);
  });
  for (let i = 0; i < plan.orders.length; i += ordersPerStep) {
    // The statistics once, after the last step: ANALYZE reads the whole table, and after every
    // step it made a dev demo set slower the more the database held (1.5 s, then 26 s in a run).
    const last = i + ordersPerStep >= plan.orders.length;
    await run((tx) => insertOrders(tx, plan.orders.slice(i, i + ordersPerStep), { analyze: last }));
  }
  await run((tx) => insertShifts(tx, businessId, plan.shifts));
  await run((tx) => seedMenu(tx, { businessId, locationId: firstLocationId }));
  await run((tx) => seedDeliveryZones(tx, { businessId, firstLocationId, secondLocationId }));
  await run((tx) =>
    seedCouponsAndGiftCards(tx, {
      businessId,
      owner: { userId: users.owner.id, name: users.owner.name },
      manager: { userId: users.manager, name: 'Mia Manager' },
      now,
      giftCardSeed,
    }),
  );

  function insertStaff(tx: Db) {
    return tx.insert(staff).values([
      {
        id: miaId,
        businessId,
        userId: users.manager,
        role: 'manager',
        permissions: defaultPermissions('manager'),
        firstName: 'Mia',
        lastName: 'Manager',
        loginPin: '1111',
      },
      {
        id: samId,
        businessId,
        userId: users.employee,
        role: 'employee',
        permissions: { ...allPermissions(false), orders: true },
        firstName: 'Sam',
        lastName: 'Staff',
        loginPin: '2222',
        passcodes: { discounts: true, cash_drawer: true, voids: true },
      },
      {
        id: daniId,
        businessId,
        userId: users.driver,
        role: 'employee',
        permissions: { ...allPermissions(false), orders: true },
        firstName: 'Dani',
        lastName: 'Driver',
        loginPin: '3333',
      },
    ]);
  }
  function insertStaffLocations(tx: Db) {
    return tx.insert(staffLocations).values([
      { staffId: miaId, locationId: firstLocationId },
      { staffId: miaId, locationId: secondLocationId },
      { staffId: samId, locationId: firstLocationId },
      { staffId: daniId, locationId: firstLocationId },
      { staffId: daniId, locationId: secondLocationId },
    ]);
  }
}

const newTarget = (businessId: string, firstLocationId: string): DemoTarget => ({
  businessId,
  firstLocationId,
  secondLocationId: newId(),
  staffIds: { mia: newId(), sam: newId(), dani: newId() },
});

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
  const target = newTarget(newId(), newId());
  const hashing = hashPassword(DEMO_PASSWORD);
  const plan = planDemo(target, now);
  const passwordHash = await hashing;
  await db.transaction(async (tx) => {
    // Seeded rows are nobody's change: not in the audit log (issue 21).
    await pauseAudit(tx);
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
    await tx.insert(businesses).values({
      id: target.businessId,
      name: 'Demo Bistro',
      typeId: businessTypeId('Restaurant'),
      slug: 'demo-bistro',
      code: 'DEMO42',
      website: 'https://demo-bistro.example',
      email: DEMO_USERS.owner,
      primaryUserId: owner!.id,
      ...demoBusinessFields(plan.orders.length),
    });
    const fields = demoLocationFields('Demo Bistro');
    // Two statements: created_at (now() of the transaction) ties, the name orders them.
    await tx.insert(locations).values({ ...fields.first, id: target.firstLocationId, businessId: target.businessId });
    await tx.insert(locations).values({ ...fields.second, id: target.secondLocationId, businessId: target.businessId });
    const people = { owner: { id: owner!.id, name: 'Demo Owner' }, manager: manager!.id, employee: employee!.id };
    await insertDemoBusinessData((step) => step(tx), target, { ...people, driver: driver!.id }, plan, now);
  });
}

/** The staff accounts `addDemoData` made, with the password they share. */
export interface DemoStaffAccounts {
  manager: string;
  staff: string;
  driver: string;
  password: string;
}

/**
 * The demo data set for an existing business that has no orders yet (the dev tool
 * POST /v1/dev/demo-data, so an e2e test gets it on its own new merchant), with a fifth of the
 * orders (LIGHT_PER_DAY): its plan becomes
 * Premium, its primary location becomes the demo's first one and a second joins it, and the
 * demo's staff get accounts of their own with unique e-mails (returned), all named after the
 * business. Returns null when the business already has orders (the set is for new businesses).
 */
export async function addDemoData(
  db: Db,
  business: { id: string; name: string; ownerUserId: string; ownerName: string },
  now: Date = new Date(),
): Promise<DemoStaffAccounts | null> {
  const [first] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, business.id), eq(locations.isPrimary, true)))
    .limit(1);
  if (!first) return null;
  const target = newTarget(business.id, first.id);
  const hashing = hashPassword(DEMO_PASSWORD);
  const plan = planDemo(target, now, true);
  const passwordHash = await hashing;
  const tag = randomBytes(4).toString('hex');
  const accounts = {
    manager: `mia.manager-${tag}@demo-data.test`,
    staff: `sam.staff-${tag}@demo-data.test`,
    driver: `dani.driver-${tag}@demo-data.test`,
  };
  const people = await db.transaction(async (tx) => {
    await pauseAudit(tx);
    const [existing] = await tx.select({ n: count() }).from(orders).where(eq(orders.businessId, business.id));
    if (Number(existing?.n ?? 0) > 0) return null;
    const person = (firstName: string, lastName: string, email: string) => ({
      firstName,
      lastName,
      email,
      passwordHash,
      emailConfirmedAt: now,
    });
    const [manager, employee, driver] = await tx
      .insert(users)
      .values([
        person('Mia', 'Manager', accounts.manager),
        person('Sam', 'Staff', accounts.staff),
        person('Dani', 'Driver', accounts.driver),
      ])
      .returning();
    await tx.update(businesses).set(demoBusinessFields(plan.orders.length)).where(eq(businesses.id, business.id));
    const fields = demoLocationFields(business.name);
    await tx.update(locations).set(fields.first).where(eq(locations.id, target.firstLocationId));
    await tx.insert(locations).values({ ...fields.second, id: target.secondLocationId, businessId: business.id });
    const owner = { id: business.ownerUserId, name: business.ownerName };
    return { owner, manager: manager!.id, employee: employee!.id, driver: driver!.id };
  });
  if (!people) return null;
  // The rest in short transactions of their own: PGlite runs one at a time, and the other requests
  // of a parallel e2e run get their turn between them (a half-written set only if the server dies).
  const ownTransaction: RunStep = async (step) => {
    await db.transaction(async (tx) => {
      await pauseAudit(tx);
      await step(tx);
    });
    // PGlite lets a transaction started in the same turn of the event loop go before the queries
    // already waiting: without this turn, the other requests waited for the whole set.
    await new Promise((resolve) => setImmediate(resolve));
  };
  // Gift-card codes are unique across businesses: a draw of this set's own.
  await insertDemoBusinessData(
    ownTransaction,
    target,
    people,
    plan,
    now,
    randomBytes(4).readUInt32LE(),
    DEV_ORDERS_PER_STEP,
  );
  return { ...accounts, password: DEMO_PASSWORD };
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

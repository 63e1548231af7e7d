/** What the demo merchant has: its business and two locations, and the orders and shifts drawn for them. */
import { countryId, planId, stateId } from '../db/reference-data';
import { taxRateFor } from '../services/orders';
import { dispatchDeliveries, driversOnShift } from './deliveries';
import { DEMO_PINS } from './delivery-zones';
import { generateOrders } from './orders';
import { generateShifts, hm, type Rota } from './timesheets';

export const DEMO_TIMEZONE = 'America/Toronto';

/**
 * Demo orders: 90 days at both locations (the first busier, with a live board of open orders
 * anchored at `now`), numbered together from 1001 in the order they were placed.
 */
export const DEMO_ORDERS = { days: 90, perDay: { min: 20, max: 60 }, seed: 20240601 } as const;
export const DEMO_SECOND_LOCATION_ORDERS = { days: 90, perDay: { min: 8, max: 24 }, seed: 20240602 } as const;
/**
 * The dev tool's lighter set (POST /v1/dev/demo-data): the same 90 days at a fifth of the orders,
 * so a test's own demo business is written in a few seconds (PGlite runs one transaction at a
 * time, and every other test of a parallel e2e run waits for it).
 */
const LIGHT_PER_DAY = { first: { min: 4, max: 12 }, second: { min: 2, max: 5 } } as const;
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

/** The rows a demo data set is written for: a business, its two locations and the staff's ids. */
export interface DemoTarget {
  businessId: string;
  firstLocationId: string;
  secondLocationId: string;
  staffIds: { mia: string; sam: string; dani: string };
}

/** The demo's orders and shifts for `target`, generated back from `now` (no database: runs while scrypt hashes). */
export function planDemo(target: DemoTarget, now: Date, light = false) {
  const { businessId, firstLocationId, secondLocationId } = target;
  const { mia: miaId, sam: samId, dani: daniId } = target.staffIds;
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
      ...(light ? { perDay: LIGHT_PER_DAY.first } : {}),
      ...common,
      locationId: firstLocationId,
      liveBoard: true,
      deliveryCentre: DEMO_PINS.vieuxMontreal,
    }),
    ...generateOrders({
      ...DEMO_SECOND_LOCATION_ORDERS,
      ...(light ? { perDay: LIGHT_PER_DAY.second } : {}),
      ...common,
      locationId: secondLocationId,
      deliveryCentre: DEMO_PINS.plateau,
    }),
  ].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  demoOrders.forEach((o, i) => (o.orderNumber = String(1001 + i)));
  dispatchDeliveries(demoOrders, { onShift, drivers, seed: DEMO_DISPATCH_SEED });
  return { shifts, orders: demoOrders };
}

/** The demo business's own fields (plan, onboarding, order numbers), with or without its creation. */
export const demoBusinessFields = (orderCount: number) => ({
  planId: planId('Premium'),
  planName: 'Premium',
  subscriptionStatus: 'active',
  websiteManager: true,
  isPickUpAvailable: true,
  isDeliveryAvailable: false,
  storeSetup: true,
  menuManager: true,
  nextOrderNumber: 1001 + orderCount,
});

/** The two locations' own fields, named after the business. */
export function demoLocationFields(businessName: string) {
  const place = { city: 'Montréal', stateId: stateId('CA', 'QC'), countryId: countryId('CA'), timezone: DEMO_TIMEZONE };
  return {
    first: {
      ...place,
      name: `${businessName} — Vieux-Montréal`,
      isPrimary: true,
      street: '210 Rue Saint-Paul Ouest',
      zipPostalCode: 'H2Y 1Z9',
      longitude: DEMO_PINS.vieuxMontreal[0],
      latitude: DEMO_PINS.vieuxMontreal[1],
      phoneNumber: '5145550123',
    },
    second: {
      ...place,
      name: `${businessName} — Plateau`,
      street: '4321 Rue Saint-Denis',
      zipPostalCode: 'H2J 2L1',
      longitude: DEMO_PINS.plateau[0],
      latitude: DEMO_PINS.plateau[1],
      phoneNumber: '5145550124',
    },
  };
}

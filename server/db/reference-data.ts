import { stableId } from '../lib/ids';
import type { Db } from './client';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { businesses, businessTypes, countries, plans, states } from './schema';

export const BUSINESS_TYPES = ['Restaurant', 'Cafe', 'Bakery', 'Bar', 'Food Truck', 'Grocery', 'Retail', 'Other'];

/**
 * [code, name, IANA time zone]. A location's time zone comes from its state or province: the
 * zone of the most populous part, which is what a merchant there expects by default (report
 * days and opening hours are computed in it). Split states can be corrected per location later.
 */
type StateRow = [string, string, string];

const CA: StateRow[] = [
  ['AB', 'Alberta', 'America/Edmonton'],
  ['BC', 'British Columbia', 'America/Vancouver'],
  ['MB', 'Manitoba', 'America/Winnipeg'],
  ['NB', 'New Brunswick', 'America/Moncton'],
  ['NL', 'Newfoundland and Labrador', 'America/St_Johns'],
  ['NS', 'Nova Scotia', 'America/Halifax'],
  ['NT', 'Northwest Territories', 'America/Yellowknife'],
  ['NU', 'Nunavut', 'America/Iqaluit'],
  ['ON', 'Ontario', 'America/Toronto'],
  ['PE', 'Prince Edward Island', 'America/Halifax'],
  // America/Montreal is only a link to America/Toronto in the tz database.
  ['QC', 'Quebec', 'America/Toronto'],
  ['SK', 'Saskatchewan', 'America/Regina'],
  ['YT', 'Yukon', 'America/Whitehorse'],
];

const E = 'America/New_York';
const C = 'America/Chicago';
const M = 'America/Denver';
const P = 'America/Los_Angeles';

const US: StateRow[] = [
  ['AL', 'Alabama', C],
  ['AK', 'Alaska', 'America/Anchorage'],
  ['AZ', 'Arizona', 'America/Phoenix'],
  ['AR', 'Arkansas', C],
  ['CA', 'California', P],
  ['CO', 'Colorado', M],
  ['CT', 'Connecticut', E],
  ['DE', 'Delaware', E],
  ['DC', 'District of Columbia', E],
  ['FL', 'Florida', E],
  ['GA', 'Georgia', E],
  ['HI', 'Hawaii', 'Pacific/Honolulu'],
  ['ID', 'Idaho', 'America/Boise'],
  ['IL', 'Illinois', C],
  ['IN', 'Indiana', 'America/Indiana/Indianapolis'],
  ['IA', 'Iowa', C],
  ['KS', 'Kansas', C],
  ['KY', 'Kentucky', E],
  ['LA', 'Louisiana', C],
  ['ME', 'Maine', E],
  ['MD', 'Maryland', E],
  ['MA', 'Massachusetts', E],
  ['MI', 'Michigan', 'America/Detroit'],
  ['MN', 'Minnesota', C],
  ['MS', 'Mississippi', C],
  ['MO', 'Missouri', C],
  ['MT', 'Montana', M],
  ['NE', 'Nebraska', C],
  ['NV', 'Nevada', P],
  ['NH', 'New Hampshire', E],
  ['NJ', 'New Jersey', E],
  ['NM', 'New Mexico', M],
  ['NY', 'New York', E],
  ['NC', 'North Carolina', E],
  ['ND', 'North Dakota', C],
  ['OH', 'Ohio', E],
  ['OK', 'Oklahoma', C],
  ['OR', 'Oregon', P],
  ['PA', 'Pennsylvania', E],
  ['RI', 'Rhode Island', E],
  ['SC', 'South Carolina', E],
  ['SD', 'South Dakota', C],
  ['TN', 'Tennessee', C],
  ['TX', 'Texas', C],
  ['UT', 'Utah', M],
  ['VT', 'Vermont', E],
  ['VA', 'Virginia', E],
  ['WA', 'Washington', P],
  ['WV', 'West Virginia', E],
  ['WI', 'Wisconsin', C],
  ['WY', 'Wyoming', M],
];

export const COUNTRIES = [
  { code: 'US', name: 'United States', currency: 'USD', states: US },
  { code: 'CA', name: 'Canada', currency: 'CAD', states: CA },
];

/** Billing plans offered to every business (prices in cents per month, in US dollars). */
export const PLANS = [
  {
    name: 'Basic',
    price: 2900,
    description: 'Online ordering for a single restaurant getting started.',
    features: ['Online ordering for pick-up', 'Menu manager', 'Order history', 'E-mail order notifications'],
    websiteManager: false,
  },
  {
    name: 'Standard',
    price: 5900,
    description: 'Pick-up, delivery and catering with reports and coupons.',
    features: [
      'Everything in Basic',
      'Delivery zones and catering',
      'Coupons and gift cards',
      'Sales reports',
      'Website widget',
    ],
    websiteManager: false,
  },
  {
    name: 'Premium',
    price: 9900,
    description: 'The whole platform: website manager, reservations and several locations.',
    features: [
      'Everything in Standard',
      'Website manager',
      'Reservations and floor plan',
      'Manage several locations',
      'Priority support',
    ],
    websiteManager: true,
  },
] as const;

export const planId = (name: string) => stableId('plan', name);

export const countryId = (code: string) => stableId('country', code);
export const stateId = (country: string, code: string) => stableId('state', `${country}-${code}`);
export const businessTypeId = (name: string) => stableId('business-type', name);

/** Idempotent: inserts the rows a fresh database lacks, leaves existing ones alone. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(businessTypes)
    .values(BUSINESS_TYPES.map((name, position) => ({ id: businessTypeId(name), name, position })))
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(COUNTRIES.map(({ code, name, currency }) => ({ id: countryId(code), code, name, currency })))
    .onConflictDoNothing();
  await db
    .insert(states)
    .values(
      COUNTRIES.flatMap((c) =>
        c.states.map(([code, name, timezone]) => ({
          id: stateId(c.code, code),
          countryId: countryId(c.code),
          code,
          name,
          timezone,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(plans)
    .values(
      PLANS.map((p, position) => ({
        ...p,
        features: [...p.features],
        id: planId(p.name),
        currency: 'USD',
        interval: 'month' as const,
        position,
      })),
    )
    .onConflictDoNothing();
  // Businesses subscribed before plans had ids (plan_name only) get the id of that name.
  await db
    .update(businesses)
    .set({ planId: sql`(select p.id from plans p where p.name = businesses.plan_name)` })
    .where(and(isNull(businesses.planId), isNotNull(businesses.planName)));
}

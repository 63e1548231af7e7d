/**
 * The statutory holidays of a location's country and province or state, computed (no network,
 * no list to keep up to date by hand): the holidays tab offers the coming ones as one-click
 * suggestions. Pure and without zod, so the page can load it cheaply.
 *
 * Dates are the holidays' own days, not "observed" days moved off a weekend: a restaurant closes
 * on the day itself (docs/decisions.md). Names are message keys (`storeSetup.holidays.statutory.*`).
 */

export const statutoryKeys = [
  'newYear',
  'mlkDay',
  'familyDay',
  'louisRielDay',
  'islanderDay',
  'heritageDayNS',
  'yukonHeritageDay',
  'presidentsDay',
  'goodFriday',
  'easterMonday',
  'victoriaDay',
  'patriotsDay',
  'memorialDay',
  'juneteenth',
  'indigenousPeoplesDay',
  'fetenationale',
  'canadaDay',
  'independenceDay',
  'nunavutDay',
  'civicHoliday',
  'bcDay',
  'newBrunswickDay',
  'saskatchewanDay',
  'discoveryDay',
  'labourDay',
  'laborDay',
  'truthReconciliation',
  'thanksgivingCA',
  'columbusDay',
  'remembranceDay',
  'veteransDay',
  'thanksgivingUS',
  'christmas',
  'boxingDay',
  // US states' own.
  'lincolnsBirthday',
  'mardiGras',
  'texasIndependenceDay',
  'sewardsDay',
  'cesarChavezDay',
  'patriotsDayUS',
  'sanJacintoDay',
  'kamehamehaDay',
  'pioneerDay',
  'statehoodDayHawaii',
  'alaskaDay',
  'nevadaDay',
  'dayAfterThanksgiving',
] as const;
export type StatutoryKey = (typeof statutoryKeys)[number];

export interface StatutoryHoliday {
  key: StatutoryKey;
  /** The local calendar day, YYYY-MM-DD. */
  date: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** Month 1–12. */
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** Easter Sunday (Gregorian), by the anonymous computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(utc(year, month, day));
}

const shift = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOf(d);
};

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = utc(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return dayOf(utc(year, month, 1 + offset + (nth - 1) * 7));
}

/** The last `weekday` on or before a day of the month (Victoria Day: the Monday on or before May 24). */
function weekdayOnOrBefore(year: number, month: number, day: number, weekday: number): string {
  const d = utc(year, month, day);
  return dayOf(utc(year, month, day - ((d.getUTCDay() - weekday + 7) % 7)));
}

/** The last `weekday` of a month (Nevada Day: the last Friday of October). */
function lastWeekday(year: number, month: number, weekday: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return weekdayOnOrBefore(year, month, last, weekday);
}

const fixed = (month: number, day: number) => (year: number) => dayOf(utc(year, month, day));
const nth = (month: number, weekday: number, n: number) => (year: number) => nthWeekday(year, month, weekday, n);
const MONDAY = 1;

/** How each holiday falls in a given year. */
const rules: Record<StatutoryKey, (year: number) => string> = {
  newYear: fixed(1, 1),
  mlkDay: nth(1, MONDAY, 3),
  familyDay: nth(2, MONDAY, 3),
  louisRielDay: nth(2, MONDAY, 3),
  islanderDay: nth(2, MONDAY, 3),
  heritageDayNS: nth(2, MONDAY, 3),
  // The Friday before the last Sunday of February.
  yukonHeritageDay: (y) =>
    shift(weekdayOnOrBefore(y, 2, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 0), -2),
  presidentsDay: nth(2, MONDAY, 3),
  goodFriday: (y) => shift(easterSunday(y), -2),
  easterMonday: (y) => shift(easterSunday(y), 1),
  // Both fall on the Monday before May 25.
  victoriaDay: (y) => weekdayOnOrBefore(y, 5, 24, MONDAY),
  patriotsDay: (y) => weekdayOnOrBefore(y, 5, 24, MONDAY),
  memorialDay: (y) => weekdayOnOrBefore(y, 5, 31, MONDAY),
  juneteenth: fixed(6, 19),
  indigenousPeoplesDay: fixed(6, 21),
  fetenationale: fixed(6, 24),
  canadaDay: fixed(7, 1),
  independenceDay: fixed(7, 4),
  nunavutDay: fixed(7, 9),
  civicHoliday: nth(8, MONDAY, 1),
  bcDay: nth(8, MONDAY, 1),
  newBrunswickDay: nth(8, MONDAY, 1),
  saskatchewanDay: nth(8, MONDAY, 1),
  discoveryDay: nth(8, MONDAY, 3),
  labourDay: nth(9, MONDAY, 1),
  laborDay: nth(9, MONDAY, 1),
  truthReconciliation: fixed(9, 30),
  thanksgivingCA: nth(10, MONDAY, 2),
  columbusDay: nth(10, MONDAY, 2),
  remembranceDay: fixed(11, 11),
  veteransDay: fixed(11, 11),
  thanksgivingUS: nth(11, 4, 4),
  christmas: fixed(12, 25),
  boxingDay: fixed(12, 26),
  lincolnsBirthday: fixed(2, 12),
  mardiGras: (y) => shift(easterSunday(y), -47),
  texasIndependenceDay: fixed(3, 2),
  sewardsDay: (y) => lastWeekday(y, 3, MONDAY),
  cesarChavezDay: fixed(3, 31),
  patriotsDayUS: nth(4, MONDAY, 3),
  sanJacintoDay: fixed(4, 21),
  kamehamehaDay: fixed(6, 11),
  pioneerDay: fixed(7, 24),
  statehoodDayHawaii: nth(8, 5, 3),
  alaskaDay: fixed(10, 18),
  nevadaDay: (y) => lastWeekday(y, 10, 5),
  dayAfterThanksgiving: (y) => shift(nthWeekday(y, 11, 4, 4), 1),
};

const CA_FEDERAL: StatutoryKey[] = [
  'newYear',
  'goodFriday',
  'easterMonday',
  'victoriaDay',
  'canadaDay',
  'civicHoliday',
  'labourDay',
  'truthReconciliation',
  'thanksgivingCA',
  'remembranceDay',
  'christmas',
  'boxingDay',
];

/** Each province's and territory's general holidays (state codes as in server/db/reference-data.ts). */
const CA_REGIONS: Record<string, StatutoryKey[]> = {
  AB: [
    'newYear',
    'familyDay',
    'goodFriday',
    'victoriaDay',
    'canadaDay',
    'labourDay',
    'thanksgivingCA',
    'remembranceDay',
    'christmas',
  ],
  BC: [
    'newYear',
    'familyDay',
    'goodFriday',
    'victoriaDay',
    'canadaDay',
    'bcDay',
    'labourDay',
    'truthReconciliation',
    'thanksgivingCA',
    'remembranceDay',
    'christmas',
  ],
  MB: [
    'newYear',
    'louisRielDay',
    'goodFriday',
    'victoriaDay',
    'canadaDay',
    'labourDay',
    'truthReconciliation',
    'thanksgivingCA',
    'remembranceDay',
    'christmas',
  ],
  NB: [
    'newYear',
    'familyDay',
    'goodFriday',
    'canadaDay',
    'newBrunswickDay',
    'labourDay',
    'remembranceDay',
    'christmas',
  ],
  NL: ['newYear', 'goodFriday', 'canadaDay', 'labourDay', 'remembranceDay', 'christmas'],
  NS: ['newYear', 'heritageDayNS', 'goodFriday', 'canadaDay', 'labourDay', 'remembranceDay', 'christmas'],
  NT: [
    'newYear',
    'goodFriday',
    'victoriaDay',
    'indigenousPeoplesDay',
    'canadaDay',
    'civicHoliday',
    'labourDay',
    'truthReconciliation',
    'thanksgivingCA',
    'remembranceDay',
    'christmas',
  ],
  NU: [
    'newYear',
    'goodFriday',
    'victoriaDay',
    'canadaDay',
    'nunavutDay',
    'civicHoliday',
    'labourDay',
    'truthReconciliation',
    'thanksgivingCA',
    'remembranceDay',
    'christmas',
  ],
  ON: [
    'newYear',
    'familyDay',
    'goodFriday',
    'victoriaDay',
    'canadaDay',
    // Not a statutory holiday in Ontario, but most businesses observe it.
    'civicHoliday',
    'labourDay',
    'thanksgivingCA',
    'christmas',
    'boxingDay',
  ],
  PE: [
    'newYear',
    'islanderDay',
    'goodFriday',
    'canadaDay',
    'labourDay',
    'truthReconciliation',
    'remembranceDay',
    'christmas',
  ],
  QC: [
    'newYear',
    'goodFriday',
    'patriotsDay',
    'fetenationale',
    'canadaDay',
    'labourDay',
    'thanksgivingCA',
    'christmas',
  ],
  SK: [
    'newYear',
    'familyDay',
    'goodFriday',
    'victoriaDay',
    'canadaDay',
    'saskatchewanDay',
    'labourDay',
    'thanksgivingCA',
    'remembranceDay',
    'christmas',
  ],
  YT: [
    'newYear',
    'yukonHeritageDay',
    'goodFriday',
    'victoriaDay',
    'indigenousPeoplesDay',
    'canadaDay',
    'discoveryDay',
    'labourDay',
    'truthReconciliation',
    'thanksgivingCA',
    'remembranceDay',
    'christmas',
  ],
};

const US_FEDERAL: StatutoryKey[] = [
  'newYear',
  'mlkDay',
  'presidentsDay',
  'memorialDay',
  'juneteenth',
  'independenceDay',
  'laborDay',
  'columbusDay',
  'veteransDay',
  'thanksgivingUS',
  'christmas',
];

/**
 * A state's own paid holidays on top of the federal ones: the widely observed ones a restaurant
 * might close for (state offices' lists; days only some counties or agencies keep are left out).
 */
const US_STATE_EXTRAS: Record<string, StatutoryKey[]> = {
  AK: ['sewardsDay', 'alaskaDay'],
  CA: ['cesarChavezDay', 'dayAfterThanksgiving'],
  CT: ['lincolnsBirthday', 'goodFriday'],
  DE: ['goodFriday', 'dayAfterThanksgiving'],
  FL: ['dayAfterThanksgiving'],
  HI: ['kamehamehaDay', 'goodFriday', 'statehoodDayHawaii'],
  IL: ['lincolnsBirthday', 'dayAfterThanksgiving'],
  IN: ['goodFriday', 'dayAfterThanksgiving'],
  KY: ['goodFriday', 'dayAfterThanksgiving'],
  LA: ['mardiGras', 'goodFriday'],
  MA: ['patriotsDayUS'],
  MD: ['dayAfterThanksgiving'],
  ME: ['patriotsDayUS', 'dayAfterThanksgiving'],
  MI: ['dayAfterThanksgiving'],
  MN: ['dayAfterThanksgiving'],
  NC: ['goodFriday', 'dayAfterThanksgiving'],
  NE: ['dayAfterThanksgiving'],
  NH: ['dayAfterThanksgiving'],
  NJ: ['lincolnsBirthday', 'goodFriday'],
  NM: ['dayAfterThanksgiving'],
  NV: ['nevadaDay', 'dayAfterThanksgiving'],
  NY: ['lincolnsBirthday'],
  OK: ['dayAfterThanksgiving'],
  PA: ['dayAfterThanksgiving'],
  SC: ['dayAfterThanksgiving'],
  TN: ['goodFriday'],
  TX: ['texasIndependenceDay', 'sanJacintoDay', 'dayAfterThanksgiving'],
  UT: ['pioneerDay'],
  WA: ['dayAfterThanksgiving'],
  WV: ['lincolnsBirthday', 'dayAfterThanksgiving'],
};

/** The holidays kept in a country (ISO code) and province or state (its code); none for another country. */
export function statutoryKeysOf(country: string | null | undefined, region: string | null | undefined): StatutoryKey[] {
  const c = country?.toUpperCase();
  if (c === 'US') return [...US_FEDERAL, ...(US_STATE_EXTRAS[region?.toUpperCase() ?? ''] ?? [])];
  if (c === 'CA') return CA_REGIONS[region?.toUpperCase() ?? ''] ?? CA_FEDERAL;
  return [];
}

/** The holidays of that year, in date order. */
export function statutoryHolidaysOf(
  year: number,
  country: string | null | undefined,
  region: string | null | undefined,
): StatutoryHoliday[] {
  return statutoryKeysOf(country, region)
    .map((key) => ({ key, date: rules[key](year) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from `today` (YYYY-MM-DD, the location's day) through the next 12 months, in date order. */
export function comingStatutoryHolidays(
  today: string,
  country: string | null | undefined,
  region: string | null | undefined,
): StatutoryHoliday[] {
  const year = Number(today.slice(0, 4));
  const end = `${year + 1}${today.slice(4)}`;
  return [...statutoryHolidaysOf(year, country, region), ...statutoryHolidaysOf(year + 1, country, region)].filter(
    (h) => h.date >= today && h.date < end,
  );
}

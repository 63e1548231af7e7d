/** How each statutory holiday falls in a given year (its own day, YYYY-MM-DD), and the holidays' keys. */
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
export const rules: Record<StatutoryKey, (year: number) => string> = {
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

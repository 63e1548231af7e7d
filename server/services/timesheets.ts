import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Timesheet, TimesheetMember, TimesheetRequestOut } from '../../lib/contract/timesheets';
import { shiftSpan } from '../../lib/contract/timesheets';
import { MINUTES_PER_DAY, timeOf } from '../../lib/contract/time-of-day';
import { wallClock } from '../lib/time-zone';
import type { Db } from '../db/client';
import { openingHours, staff, staffLocations, timesheets, users } from '../db/schema';
import type { LocationScope } from '../types';

type TimesheetRow = typeof timesheets.$inferSelect;

/** Days since 1970-01-01 of a YYYY-MM-DD day: shifts of neighbouring days compare on one line. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/**
 * The location's closing time on `day`, in minutes after that day's midnight: the latest end of
 * the day's business hours (a window closing at or before it opens closes the next morning);
 * midnight (1440) on a day without hours.
 */
export async function closingMinute(db: Db, locationId: string, day: string): Promise<number> {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const rows = await db
    .select({ opensAt: openingHours.opensAt, closesAt: openingHours.closesAt })
    .from(openingHours)
    .where(
      and(eq(openingHours.locationId, locationId), eq(openingHours.type, 'business'), eq(openingHours.day, weekday)),
    );
  if (!rows.length) return MINUTES_PER_DAY;
  return Math.max(...rows.map((r) => (r.closesAt <= r.opensAt ? r.closesAt + MINUTES_PER_DAY : r.closesAt)));
}

/** Minutes after midnight of `day` that `now` is on the location's clock (negative before the day). */
export function localMinutesSince(day: string, now: Date, timezone: string): number {
  const w = wallClock(now, timezone);
  const today = dayNumber(`${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`);
  return (today - dayNumber(day)) * MINUTES_PER_DAY + w.hour * 60 + w.minute;
}

export function serializeTimesheet(row: TimesheetRow, closing: number, nowMinutes: number): Timesheet {
  const end = row.endsAt;
  return {
    id: row.id,
    staff_id: row.staffId,
    date: row.day,
    from: timeOf(row.startsAt),
    to: end === null ? null : timeOf(end),
    ends_next_day: end !== null && end >= MINUTES_PER_DAY,
    minutes: end === null ? null : end - row.startsAt,
    missed_clock_out: end === null && nowMinutes > closing,
  };
}

/** Staff assigned to the location (the ones who work there), by name. */
export async function locationMembers(db: Db, locationId: string, businessId: string) {
  return db
    .select({ staffId: staff.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(staff)
    .innerJoin(staffLocations, eq(staffLocations.staffId, staff.id))
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staffLocations.locationId, locationId), eq(staff.businessId, businessId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(staff.id));
}

/** GET timesheet?date=: the day's shifts at the location (by start) and each member's total. */
export async function listTimesheets(db: Db, scope: LocationScope, day: string, now: Date) {
  const rows = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.locationId, scope.locationId), eq(timesheets.day, day)))
    .orderBy(asc(timesheets.startsAt), asc(timesheets.id));
  const closing = await closingMinute(db, scope.locationId, day);
  const nowMinutes = localMinutesSince(day, now, scope.location.timezone);
  const shifts = rows.map((r) => serializeTimesheet(r, closing, nowMinutes));
  const members = await locationMembers(db, scope.locationId, scope.businessId);
  const staffList: TimesheetMember[] = members.map((m) => ({
    staff_id: m.staffId,
    name: `${m.firstName} ${m.lastName}`.trim(),
    email: m.email,
    total_minutes: shifts.filter((s) => s.staff_id === m.staffId).reduce((sum, s) => sum + (s.minutes ?? 0), 0),
  }));
  return { date: day, timesheets: shifts, staff: staffList };
}

export async function findTimesheet(db: Db, scope: LocationScope, id: string): Promise<TimesheetRow | undefined> {
  const [row] = await db
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.id, id),
        eq(timesheets.businessId, scope.businessId),
        eq(timesheets.locationId, scope.locationId),
      ),
    );
  return row;
}

/** True when the staff id is a member of the business assigned to the call's location. */
export async function staffWorksHere(db: Db, scope: LocationScope, staffId: string): Promise<boolean> {
  const members = await locationMembers(db, scope.locationId, scope.businessId);
  return members.some((m) => m.staffId === staffId);
}

/**
 * Whether the shift would overlap another of the same member (at any location: one person works
 * one shift at a time). Shifts of the day before and after are compared too, since one may run
 * past midnight. A shift still open counts until the end of its day.
 */
export async function overlapsAnother(db: Db, input: TimesheetRequestOut, exceptId?: string): Promise<boolean> {
  const n = dayNumber(input.date);
  const near = [dayOf(n - 1), input.date, dayOf(n + 1)];
  const rows = await db
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.staffId, input.staff_id),
        inArray(timesheets.day, near),
        exceptId ? ne(timesheets.id, exceptId) : undefined,
      ),
    );
  const span = shiftSpan(input);
  const start = n * MINUTES_PER_DAY + span.start;
  const end = n * MINUTES_PER_DAY + (span.end ?? MINUTES_PER_DAY);
  return rows.some((r) => {
    const base = dayNumber(r.day) * MINUTES_PER_DAY;
    const otherStart = base + r.startsAt;
    const otherEnd = base + (r.endsAt ?? MINUTES_PER_DAY);
    return start < otherEnd && otherStart < end;
  });
}

const columns = (input: TimesheetRequestOut) => {
  const span = shiftSpan(input);
  return { staffId: input.staff_id, day: input.date, startsAt: span.start, endsAt: span.end };
};

export async function createTimesheet(db: Db, scope: LocationScope, input: TimesheetRequestOut) {
  const [row] = await db
    .insert(timesheets)
    .values({ businessId: scope.businessId, locationId: scope.locationId, ...columns(input) })
    .returning();
  return row!;
}

export async function updateTimesheet(db: Db, scope: LocationScope, id: string, input: TimesheetRequestOut) {
  const [row] = await db
    .update(timesheets)
    .set(columns(input))
    .where(and(eq(timesheets.id, id), eq(timesheets.locationId, scope.locationId)))
    .returning();
  return row!;
}

export async function deleteTimesheet(db: Db, scope: LocationScope, id: string): Promise<void> {
  await db.delete(timesheets).where(and(eq(timesheets.id, id), eq(timesheets.locationId, scope.locationId)));
}

/** The reply shape of one written shift, flagged against its day's closing time. */
export async function timesheetOut(db: Db, scope: LocationScope, row: TimesheetRow, now: Date): Promise<Timesheet> {
  const closing = await closingMinute(db, scope.locationId, row.day);
  return serializeTimesheet(row, closing, localMinutesSince(row.day, now, scope.location.timezone));
}

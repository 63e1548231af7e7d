import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { TimesheetReport, TimesheetReportQuery } from '../../lib/contract/staff-reports';
import type { Db } from '../db/client';
import { staff, timesheets } from '../db/schema';
import type { LocationScope } from '../types';
import { checkReportMember, memberName, reportMembers, withListed } from './report-members';

type StaffRow = TimesheetReport['staff'][number];
type DayRow = StaffRow['days'][number];

/** Shifts of the location whose start day is in the range (a shift past midnight counts whole on its start day). */
async function shiftsOf(db: Db, scope: LocationScope, q: TimesheetReportQuery) {
  return db
    .select({
      staffId: timesheets.staffId,
      day: timesheets.day,
      startsAt: timesheets.startsAt,
      endsAt: timesheets.endsAt,
      firstName: staff.firstName,
      lastName: staff.lastName,
    })
    .from(timesheets)
    .innerJoin(staff, eq(staff.id, timesheets.staffId))
    .where(
      and(
        eq(timesheets.locationId, scope.locationId),
        eq(staff.businessId, scope.businessId),
        // Days are YYYY-MM-DD text: their order is the calendar's.
        gte(timesheets.day, q.from),
        lte(timesheets.day, q.to),
        q.staff_id ? eq(timesheets.staffId, q.staff_id) : undefined,
      ),
    )
    .orderBy(asc(timesheets.day), asc(timesheets.startsAt));
}

async function hasShiftsHere(db: Db, scope: LocationScope, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.locationId, scope.locationId),
        eq(timesheets.businessId, scope.businessId),
        eq(timesheets.staffId, staffId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const overtimeOf = (minutes: number, limit: number) => Math.max(0, minutes - limit);

function totalsOf(rows: readonly Pick<DayRow, 'minutes' | 'overtime_minutes' | 'open_shifts'>[]) {
  const total = rows.reduce((sum, d) => sum + d.minutes, 0);
  const overtime = rows.reduce((sum, d) => sum + d.overtime_minutes, 0);
  return {
    total_minutes: total,
    overtime_minutes: overtime,
    regular_minutes: total - overtime,
    open_shifts: rows.reduce((sum, d) => sum + d.open_shifts, 0),
  };
}

/**
 * GET timesheet/report: per member, each day's minutes of closed shifts and the part past the
 * daily limit (overtime is per day: two shifts of one day add up before the limit applies).
 */
export async function timesheetReport(db: Db, scope: LocationScope, q: TimesheetReportQuery): Promise<TimesheetReport> {
  const members = await reportMembers(db, scope);
  await checkReportMember(members, q.staff_id, (id) => hasShiftsHere(db, scope, id));
  const byMember = new Map<string, { name: string; days: Map<string, DayRow> }>();
  for (const s of await shiftsOf(db, scope, q)) {
    const member = byMember.get(s.staffId) ?? { name: memberName(s), days: new Map<string, DayRow>() };
    byMember.set(s.staffId, member);
    const day = member.days.get(s.day) ?? { date: s.day, minutes: 0, overtime_minutes: 0, shifts: 0, open_shifts: 0 };
    member.days.set(s.day, day);
    day.shifts++;
    if (s.endsAt === null) day.open_shifts++;
    else day.minutes += s.endsAt - s.startsAt;
  }
  const staffRows: StaffRow[] = [...byMember].map(([staffId, m]) => {
    const days = [...m.days.values()].map((d) => ({ ...d, overtime_minutes: overtimeOf(d.minutes, q.daily_limit) }));
    return { staff_id: staffId, name: m.name, days, ...totalsOf(days) };
  });
  staffRows.sort((a, b) => a.name.localeCompare(b.name) || a.staff_id.localeCompare(b.staff_id));
  return {
    from: q.from,
    to: q.to,
    daily_limit: q.daily_limit,
    staff: staffRows,
    totals: totalsOf(staffRows.flatMap((s) => s.days)),
    members: withListed(members, staffRows),
  };
}

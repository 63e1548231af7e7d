import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staff, staffLocations } from '../db/schema';
import { fieldFail } from '../lib/http';
import type { LocationScope } from '../types';

export interface ReportMember {
  staff_id: string;
  name: string;
}

/** The business's record of the member, as the employees screen shows it. */
export const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

/** Members assigned to the location, whom a staff report may be filtered by, by name (as the employees screen sorts). */
export async function reportMembers(db: Db, scope: LocationScope): Promise<ReportMember[]> {
  const rows = await db
    .select({ staffId: staff.id, firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .innerJoin(staffLocations, eq(staffLocations.staffId, staff.id))
    .where(and(eq(staffLocations.locationId, scope.locationId), eq(staff.businessId, scope.businessId)))
    .orderBy(asc(sql`lower(${staff.firstName})`), asc(sql`lower(${staff.lastName})`), asc(staff.id));
  return rows.map((m) => ({ staff_id: m.staffId, name: memberName(m) }));
}

/**
 * The report's `staff_id` filter: a member assigned to the location, or one who has rows there
 * (shifts, deliveries) from before they moved. Anyone else (another business's or location's
 * member, an unknown id) is a field error, never an empty report that reads as "did no work".
 */
export async function checkReportMember(
  members: readonly ReportMember[],
  staffId: string | undefined,
  hasRowsHere: (staffId: string) => Promise<boolean>,
): Promise<void> {
  if (staffId === undefined || members.some((m) => m.staff_id === staffId)) return;
  if (!(await hasRowsHere(staffId))) throw fieldFail('staff_id', 'reportStaffUnknown');
}

/** `members` plus anyone the report lists who is no longer assigned here, by name. */
export function withListed(members: readonly ReportMember[], listed: readonly ReportMember[]): ReportMember[] {
  const known = new Set(members.map((m) => m.staff_id));
  const extra = listed.filter((m) => !known.has(m.staff_id)).map(({ staff_id, name }) => ({ staff_id, name }));
  return [...members, ...extra].sort((a, b) => a.name.localeCompare(b.name) || a.staff_id.localeCompare(b.staff_id));
}

import { reader, type Search } from './report-url';

/**
 * The staff reports' member filter (timesheets, in-house drivers): `?staff_id=` beside the range,
 * absent for everyone. No 'use client': the server pages read it to prefetch.
 */
export const STAFF_PARAM = 'staff_id';

export const readStaffFilter = (sp: Search): string | null => reader(sp)(STAFF_PARAM) || null;

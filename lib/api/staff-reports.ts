import { keepPreviousData } from '@tanstack/react-query';
import type { DayRange } from '@/lib/dates';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const staffReportSchemas = schemasOf(() => import('@/lib/contract/staff-reports'));

export interface TimesheetReportAsk extends DayRange {
  /** One member, or null for everyone. */
  staffId: string | null;
  /** Minutes worked in a day past which the rest is overtime. */
  dailyLimit: number;
}

export interface DriverReportAsk extends DayRange {
  staffId: string | null;
}

// The BFF scopes each call to the session's location; a location switch invalidates every query.
export const staffReportKeys = {
  all: ['staff-reports'] as const,
  timesheet: (a: TimesheetReportAsk) =>
    [...staffReportKeys.all, 'timesheet', a.from, a.to, a.staffId ?? '', a.dailyLimit] as const,
  drivers: (a: DriverReportAsk) => [...staffReportKeys.all, 'drivers', a.from, a.to, a.staffId ?? ''] as const,
};

/**
 * GET timesheet/report: hours per member per day of the location over the days, overtime past
 * the daily limit. While another range or filter loads, the last report stays on screen.
 */
export const timesheetReportQuery = (a: TimesheetReportAsk) =>
  apiQuery(
    staffReportKeys.timesheet(a),
    {
      path: 'timesheet/report',
      schema: staffReportSchemas('timesheetReportReply'),
      query: { from: a.from, to: a.to, staff_id: a.staffId ?? undefined, daily_limit: a.dailyLimit },
    },
    { placeholderData: keepPreviousData },
  );

/** GET staff/delivery/report: what each in-house driver took out, and the cash they owe back. */
export const driverReportQuery = (a: DriverReportAsk) =>
  apiQuery(
    staffReportKeys.drivers(a),
    {
      path: 'staff/delivery/report',
      schema: staffReportSchemas('driverReportReply'),
      query: { from: a.from, to: a.to, staff_id: a.staffId ?? undefined },
    },
    { placeholderData: keepPreviousData },
  );

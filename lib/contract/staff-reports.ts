import { z } from 'zod';
import { isoDay } from './orders';
import { paymentModes } from './plain/orders';
import { plainString, V } from './rules';

/**
 * Staff reports of the caller's location (issue 17; SPEC §7 Reports): the timesheet report and
 * the in-house driver report. Ranges are inclusive local days YYYY-MM-DD (SPEC §5), at most
 * HISTORY_MAX_DAYS long and running forward (else 422 on `to` with validation.dateRange). A
 * `staff_id` that is not a member of this location (another business's, another location's) is
 * 422 on `staff_id`. Money in cents; durations in minutes.
 */

export const SRV = {
  dailyLimit: 'validation.dailyLimit',
} as const;

/** Overtime starts past this many minutes worked in one day unless the query says otherwise (8 h). */
export const DEFAULT_DAILY_LIMIT_MINUTES = 480;

/** `?staff_id=` empty or absent: every member. */
const staffFilter = () =>
  plainString()
    .trim()
    .max(64, V.choice)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Inclusive local days of a report (from ≤ to and the length are checked by the route). */
export const reportRangeQuery = z.object({ from: isoDay(), to: isoDay() });

/**
 * GET timesheet/report?staff_id=&from=&to=&daily_limit=. A shift counts whole on the day it
 * starts (as GET timesheet?date= shows it); daily_limit in minutes, 1 to 1440 (480 by default).
 */
export const timesheetReportQuery = reportRangeQuery.extend({
  staff_id: staffFilter(),
  daily_limit: z.coerce
    .number({ error: SRV.dailyLimit })
    .int(SRV.dailyLimit)
    .min(1, SRV.dailyLimit)
    .max(1440, SRV.dailyLimit)
    .default(DEFAULT_DAILY_LIMIT_MINUTES),
});
export type TimesheetReportQuery = z.infer<typeof timesheetReportQuery>;

/** A member the report may be filtered by (every member of the location, by name). */
export const reportMemberSchema = z.object({ staff_id: z.string(), name: z.string() });

/** One member's day: closed shifts' minutes, the part past the daily limit, open shifts not counted. */
export const timesheetReportDaySchema = z.object({
  date: z.string(),
  minutes: z.number().int(),
  overtime_minutes: z.number().int(),
  shifts: z.number().int(),
  /** Shifts still clocked in: their time is unknown, so not counted (a missed clock-out to fix). */
  open_shifts: z.number().int(),
});

const minuteTotals = {
  total_minutes: z.number().int(),
  /** Sum of each day's minutes past the daily limit. */
  overtime_minutes: z.number().int(),
  /** total_minutes − overtime_minutes. */
  regular_minutes: z.number().int(),
  open_shifts: z.number().int(),
};

export const timesheetReportStaffSchema = z.object({
  staff_id: z.string(),
  name: z.string(),
  /** Days with at least one shift, oldest first. */
  days: z.array(timesheetReportDaySchema),
  ...minuteTotals,
});

export const timesheetReportReply = z.object({
  from: z.string(),
  to: z.string(),
  daily_limit: z.number().int(),
  /** Members with a shift in the range (only the filtered one when staff_id is given), by name. */
  staff: z.array(timesheetReportStaffSchema),
  totals: z.object(minuteTotals),
  members: z.array(reportMemberSchema),
});
export type TimesheetReport = z.infer<typeof timesheetReportReply>;

/** GET staff/delivery/report?staff_id=&from=&to=: completed orders an in-house driver took out. */
export const driverReportQuery = reportRangeQuery.extend({ staff_id: staffFilter() });
export type DriverReportQuery = z.infer<typeof driverReportQuery>;

export const driverDeliverySchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  /** The local day the order was placed (as the order history counts it). */
  date: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  address: z.string().nullable(),
  payment_mode: z.enum(paymentModes),
  total: z.number().int(),
  delivery_fee: z.number().int(),
  tip: z.number().int(),
  /** The total when the customer paid cash to the driver, else 0. */
  cash_collected: z.number().int(),
  /** cash_collected less the tip the driver keeps: what goes back in the drawer for this order. */
  cash_owed: z.number().int(),
});

const driverTotals = {
  deliveries: z.number().int(),
  delivery_fees: z.number().int(),
  tips: z.number().int(),
  /** Totals of cash orders: the cash in the driver's hands. */
  cash_collected: z.number().int(),
  /** Totals of card_pay_on_delivery orders: taken on the card terminal at the door, nothing owed. */
  card_collected: z.number().int(),
  /** Cash to hand back at the end of the shift: cash collected less the tips on those cash orders. */
  cash_owed: z.number().int(),
  /** Tips on orders paid by card (online or at the door): the driver's, paid out by the business. */
  card_tips: z.number().int(),
};

export const driverReportStaffSchema = z.object({
  staff_id: z.string(),
  name: z.string(),
  /** Oldest first. */
  orders: z.array(driverDeliverySchema),
  ...driverTotals,
});

export const driverReportReply = z.object({
  from: z.string(),
  to: z.string(),
  /** Drivers with a delivery in the range (only the filtered one when staff_id is given), by name. */
  drivers: z.array(driverReportStaffSchema),
  totals: z.object(driverTotals),
  members: z.array(reportMemberSchema),
});
export type DriverReport = z.infer<typeof driverReportReply>;

import type { TimesheetReport } from '@/lib/contract';
import { ROW_ID } from '../report-row-id';
import type { ReportColumn, ReportTableModel } from '../report-table';
import { hoursText } from './hours';

/** next-intl's `t` of `reports.timesheet`. */
export type TimesheetT = (key: string, values?: Record<string, string | number>) => string;

export interface MemberDays {
  staffId: string;
  name: string;
  table: ReportTableModel;
}

export interface TimesheetTables {
  /** One row per member: days, shifts, hours, regular, overtime, open shifts; the location's total. */
  summary: ReportTableModel;
  /** Each member's days, in the summary's order. */
  members: MemberDays[];
}

/** Columns holding h:mm texts: numbers to read, aligned as such. */
export const HOURS_COLUMNS = ['hours', 'regular', 'overtime'] as const;

/**
 * Every table of the timesheet report, from the reply: the page renders them and the CSV export
 * writes them. Hours are h:mm texts (as the timesheets screen writes them; a spreadsheet reads
 * "41:30" as a duration); the totals are the reply's own.
 */
export function timesheetTables(r: TimesheetReport, t: TimesheetT): TimesheetTables {
  const minuteColumns: ReportColumn[] = [
    { key: 'shifts', label: t('columns.shifts'), kind: 'count' },
    { key: 'hours', label: t('columns.hours'), kind: 'text' },
    { key: 'regular', label: t('columns.regular'), kind: 'text' },
    { key: 'overtime', label: t('columns.overtime'), kind: 'text' },
    { key: 'open_shifts', label: t('columns.openShifts'), kind: 'count' },
  ];
  const minutes = (total: number, overtime: number, open: number) => ({
    hours: hoursText(total),
    regular: hoursText(total - overtime),
    overtime: hoursText(overtime),
    open_shifts: open,
  });
  const shiftsOf = (s: TimesheetReport['staff'][number]) => s.days.reduce((n, d) => n + d.shifts, 0);
  const allShifts = r.staff.reduce((n, s) => n + shiftsOf(s), 0);
  const allDays = r.staff.reduce((n, s) => n + s.days.length, 0);

  return {
    summary: {
      id: 'timesheet-members',
      title: t('sections.members'),
      columns: [
        { key: 'member', label: t('columns.member'), kind: 'text' },
        { key: 'days', label: t('columns.days'), kind: 'count' },
        ...minuteColumns,
      ],
      rows: r.staff.map((s) => ({
        [ROW_ID]: s.staff_id,
        member: s.name,
        days: s.days.length,
        shifts: shiftsOf(s),
        ...minutes(s.total_minutes, s.overtime_minutes, s.open_shifts),
      })),
      total: {
        member: t('total'),
        days: allDays,
        shifts: allShifts,
        ...minutes(r.totals.total_minutes, r.totals.overtime_minutes, r.totals.open_shifts),
      },
    },
    members: r.staff.map((s) => ({
      staffId: s.staff_id,
      name: s.name,
      table: {
        id: `timesheet-days-${s.staff_id}`,
        title: t('sections.memberDays', { name: s.name }),
        columns: [{ key: 'date', label: t('columns.day'), kind: 'day' }, ...minuteColumns],
        rows: s.days.map((d) => ({
          [ROW_ID]: d.date,
          date: d.date,
          shifts: d.shifts,
          ...minutes(d.minutes, d.overtime_minutes, d.open_shifts),
        })),
        total: {
          date: t('total'),
          shifts: shiftsOf(s),
          ...minutes(s.total_minutes, s.overtime_minutes, s.open_shifts),
        },
      },
    })),
  };
}

/** The tables in the order the page shows them (and the CSV writes them). */
export const timesheetTablesInOrder = (tables: TimesheetTables): ReportTableModel[] => [
  tables.summary,
  ...tables.members.map((m) => m.table),
];

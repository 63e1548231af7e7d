'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { timesheetReportQuery } from '@/lib/api/staff-reports';
import type { TimesheetReport } from '@/lib/contract';
import { ReportFrame } from '../ReportFrame';
import { ReportMemberFilter } from '../ReportMemberFilter';
import { STAFF_PARAM } from '../report-filters';
import { useReportRange } from '../use-report-range';
import { DailyLimitField } from './DailyLimitField';
import { timesheetTables, timesheetTablesInOrder, type TimesheetT } from './timesheet-tables';
import { DAILY_LIMIT_PARAM, dailyLimitParam, readTimesheetFilters, TIMESHEET_DEFAULT_PRESET } from './timesheet-url';
import { TimesheetReportView } from './TimesheetReportView';

/**
 * /reports/timesheet: the hours each member of the location worked on each day of the range,
 * regular and overtime past a daily limit, open shifts flagged; one member or everyone. The
 * range, the member and the limit live in the URL; CSV and print from the shared report frame.
 */
export function TimesheetReportScreen() {
  const t = useTranslations('reports.timesheet');
  const location = useCurrentLocation();
  const { range, setRange, params, setParam } = useReportRange(location.timeZone, TIMESHEET_DEFAULT_PRESET);
  const { staffId, dailyLimit } = readTimesheetFilters(params);
  // Before the account has loaded, "today" would be the browser's: wait for the location's zone.
  const report = useQuery({
    ...timesheetReportQuery({ from: range.from, to: range.to, staffId, dailyLimit }),
    enabled: location.loaded,
  });
  const tt = useMemo<TimesheetT>(() => (key, values) => t(key, values), [t]);
  const shown = report.data;
  // The page and the CSV read the same tables, made once per reply.
  const tables = useMemo(() => (shown ? timesheetTables(shown, tt) : null), [shown, tt]);
  const tablesOf = (r: TimesheetReport) => (r === shown && tables ? tables : timesheetTables(r, tt));

  return (
    <ReportFrame
      title={t('title')}
      fileName="timesheet-report"
      range={range}
      onRange={setRange}
      timeZone={location.timeZone ?? 'UTC'}
      filters={
        <>
          <ReportMemberFilter
            label={t('member')}
            members={shown?.members}
            value={staffId}
            onChange={(id) => setParam(STAFF_PARAM, id)}
          />
          <DailyLimitField
            key={dailyLimit}
            minutes={dailyLimit}
            onChange={(m) => setParam(DAILY_LIMIT_PARAM, dailyLimitParam(m))}
          />
        </>
      }
      query={report}
      isEmpty={(r) => r.staff.length === 0}
      emptyTitle={t('emptyTitle')}
      emptyText={staffId ? t('emptyMemberText') : t('emptyText')}
      csv={(r) => ({ range: r, tables: timesheetTablesInOrder(tablesOf(r)) })}
    >
      {(r) => <TimesheetReportView report={r} tables={tablesOf(r)} currency={location.currency} />}
    </ReportFrame>
  );
}

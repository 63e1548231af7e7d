'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { driverReportQuery } from '@/lib/api/staff-reports';
import type { DriverReport } from '@/lib/contract';
import { ReportFrame } from '../ReportFrame';
import { ReportMemberFilter } from '../ReportMemberFilter';
import { readStaffFilter, STAFF_PARAM } from '../report-filters';
import { useReportRange } from '../use-report-range';
import { driverTables, driverTablesInOrder, type DriverTexts } from './driver-tables';
import { DRIVERS_DEFAULT_PRESET } from './driver-url';
import { DriverReportView } from './DriverReportView';

function useDriverTexts(): DriverTexts {
  const t = useTranslations('reports.drivers');
  const to = useTranslations('orders');
  return useMemo(() => ({ t: (key, values) => t(key, values), paymentMode: (mode) => to(`payment.${mode}`) }), [t, to]);
}

/**
 * /reports/delivery: the deliveries each in-house driver took out over the range, their fees and
 * tips, and the cash each one owes back; one driver or all (in the URL). CSV and print from the
 * shared report frame.
 */
export function DriverReportScreen() {
  const t = useTranslations('reports.drivers');
  const texts = useDriverTexts();
  const location = useCurrentLocation();
  const { range, setRange, params, setParam } = useReportRange(location.timeZone, DRIVERS_DEFAULT_PRESET);
  const staffId = readStaffFilter(params);
  // Before the account has loaded, "today" would be the browser's: wait for the location's zone.
  const report = useQuery({
    ...driverReportQuery({ from: range.from, to: range.to, staffId }),
    enabled: location.loaded,
  });
  const shown = report.data;
  const tables = useMemo(() => (shown ? driverTables(shown, texts) : null), [shown, texts]);
  const tablesOf = (r: DriverReport) => (r === shown && tables ? tables : driverTables(r, texts));

  return (
    <ReportFrame
      title={t('title')}
      fileName="in-house-drivers"
      range={range}
      onRange={setRange}
      timeZone={location.timeZone ?? 'UTC'}
      filters={
        <ReportMemberFilter
          label={t('driver')}
          members={shown?.members}
          value={staffId}
          onChange={(id) => setParam(STAFF_PARAM, id)}
        />
      }
      query={report}
      isEmpty={(r) => r.drivers.length === 0}
      emptyTitle={t('emptyTitle')}
      emptyText={staffId ? t('emptyDriverText') : t('emptyText')}
      csv={(r) => ({ range: r, tables: driverTablesInOrder(tablesOf(r)) })}
    >
      {(r) => <DriverReportView report={r} tables={tablesOf(r)} currency={location.currency} />}
    </ReportFrame>
  );
}

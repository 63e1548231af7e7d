'use client';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import alert from '@/components/ui/plain-alert.module.css';
import linkStyles from '@/components/ui/plain-link.module.css';
import { PlainChip } from '@/components/ui/PlainChip';
import { PlainIcon } from '@/components/ui/PlainIcon';
import type { TimesheetReport } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { ReportDetailTable } from '../ReportDetailTable';
import { ReportFigures } from '../ReportFigures';
import type { ReportCell } from '../report-table';
import { hoursText } from './hours';
import { HOURS_COLUMNS, type TimesheetTables } from './timesheet-tables';

/** Material Icons' WarningAmberOutlined, also MUI's warning Alert icon: the flags and the alert. */
const WARNING_ICON = 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z';

interface Props {
  report: TimesheetReport;
  tables: TimesheetTables;
  currency: string;
}

/**
 * The timesheet report: totals, hours per member, then each member's days; open shifts flagged.
 * The alert, the flags and the link are plain elements drawn as MUI's (plain-alert, PlainChip,
 * plain-link): MUI's Alert, Chip and Link were on this report's first load alone among the
 * reports (about 5 KB gzip with their icons, issue 11).
 */
export function TimesheetReportView({ report, tables, currency }: Props) {
  const t = useTranslations('reports.timesheet');
  const { totals } = report;
  // A shift still clocked in has no end: its time is not counted until someone fixes it.
  const openFlag = (key: string, row: Record<string, ReportCell>) => {
    const open = Number(row.open_shifts);
    if (key !== 'open_shifts' || !open) return undefined;
    return (
      <PlainChip color="warning" variant="outlined" icon={WARNING_ICON} label={t('openShifts', { count: open })} />
    );
  };
  const table = (model: TimesheetTables['summary']) => (
    <ReportDetailTable table={model} currency={currency} numeric={HOURS_COLUMNS} renderCell={openFlag} />
  );

  return (
    <Stack spacing={3}>
      {totals.open_shifts > 0 && (
        <div role="alert" className={`${alert.alert} ${alert.rounded} ${alert.warning}`} data-report-section>
          <div className={alert.icon}>
            <PlainIcon path={WARNING_ICON} />
          </div>
          <div className={alert.message}>
            {t('openShiftsAlert', { count: totals.open_shifts })}{' '}
            <NextLink href={paths.timesheets} className={linkStyles.link} data-print-hide>
              {t('fixShifts')}
            </NextLink>
          </div>
        </div>
      )}
      <ReportFigures
        label={t('figuresTitle')}
        figures={[
          { key: 'hours', label: t('figures.hours'), value: hoursText(totals.total_minutes) },
          { key: 'regular', label: t('figures.regular'), value: hoursText(totals.regular_minutes) },
          {
            key: 'overtime',
            label: t('figures.overtime'),
            value: hoursText(totals.overtime_minutes),
            hint: t('figures.overtimeHint', { limit: hoursText(report.daily_limit) }),
            highlight: totals.overtime_minutes > 0,
          },
          { key: 'members', label: t('figures.members'), value: String(report.staff.length) },
        ]}
      />
      <Card variant="outlined" component="section" aria-labelledby="timesheet-members-title" data-report-section>
        <CardContent>
          <Typography id="timesheet-members-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {tables.summary.title}
          </Typography>
          {table(tables.summary)}
        </CardContent>
      </Card>
      {tables.members.map((m) => (
        <Card key={m.staffId} variant="outlined" component="section" aria-label={m.table.title}>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              {m.name}
            </Typography>
            {table(m.table)}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

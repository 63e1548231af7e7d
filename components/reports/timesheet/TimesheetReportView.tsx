'use client';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { Alert, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { TimesheetReport } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { ReportDetailTable } from '../ReportDetailTable';
import { ReportFigures } from '../ReportFigures';
import type { ReportCell } from '../report-table';
import { hoursText } from './hours';
import { HOURS_COLUMNS, type TimesheetTables } from './timesheet-tables';

interface Props {
  report: TimesheetReport;
  tables: TimesheetTables;
  currency: string;
}

/** The timesheet report: totals, hours per member, then each member's days; open shifts flagged. */
export function TimesheetReportView({ report, tables, currency }: Props) {
  const t = useTranslations('reports.timesheet');
  const { totals } = report;
  // A shift still clocked in has no end: its time is not counted until someone fixes it.
  const openFlag = (key: string, row: Record<string, ReportCell>) => {
    const open = Number(row.open_shifts);
    if (key !== 'open_shifts' || !open) return undefined;
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberOutlinedIcon />}
        label={t('openShifts', { count: open })}
      />
    );
  };
  const table = (model: TimesheetTables['summary']) => (
    <ReportDetailTable table={model} currency={currency} numeric={HOURS_COLUMNS} renderCell={openFlag} />
  );

  return (
    <Stack spacing={3}>
      {totals.open_shifts > 0 && (
        <Alert severity="warning" data-report-section>
          {t('openShiftsAlert', { count: totals.open_shifts })}{' '}
          <Link component={NextLink} href={paths.timesheets} data-print-hide>
            {t('fixShifts')}
          </Link>
        </Alert>
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

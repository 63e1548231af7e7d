'use client';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DriverReport } from '@/lib/contract';
import { ReportDetailTable } from '../ReportDetailTable';
import { ReportFigures } from '../ReportFigures';
import { ROW_ID } from '../report-row-id';
import { useReportFormat } from '../use-report-format';
import type { DriverTables } from './driver-tables';

interface Props {
  report: DriverReport;
  tables: DriverTables;
  currency: string;
}

/**
 * The in-house driver report: the totals with the cash owed back drawn out, then one row per
 * driver that opens onto the deliveries they took out.
 */
export function DriverReportView({ report, tables, currency }: Props) {
  const t = useTranslations('reports.drivers');
  const fmt = useReportFormat(currency);
  const { totals } = report;
  return (
    <Stack spacing={3}>
      <ReportFigures
        label={t('figuresTitle')}
        figures={[
          { key: 'deliveries', label: t('figures.deliveries'), value: fmt.count(totals.deliveries) },
          { key: 'delivery_fees', label: t('figures.deliveryFees'), value: fmt.money(totals.delivery_fees) },
          { key: 'tips', label: t('figures.tips'), value: fmt.money(totals.tips) },
          {
            key: 'cash_owed',
            label: t('figures.cashOwed'),
            value: fmt.money(totals.cash_owed),
            hint: t('figures.cashOwedHint'),
            highlight: true,
          },
        ]}
      />
      <Card variant="outlined" component="section" aria-labelledby="driver-summary-title" data-report-section>
        <CardContent>
          <Typography id="driver-summary-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {tables.summary.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('cashOwedExplained')}
          </Typography>
          <ReportDetailTable
            table={tables.summary}
            currency={currency}
            highlight="cash_owed"
            detail={{
              toggleLabel: (row, open) =>
                t(open ? 'hideDeliveries' : 'showDeliveries', {
                  name: String(row.driver),
                  count: Number(row.deliveries),
                }),
              render: (row) => {
                const deliveries = tables.deliveries.get(String(row[ROW_ID]));
                return deliveries ? (
                  <ReportDetailTable table={deliveries} currency={currency} highlight="cash_owed" showTitle />
                ) : null;
              },
            }}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}

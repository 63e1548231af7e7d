'use client';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DoordashInvoice, DoordashReport } from '@/lib/contract';
import { ReportDetailTable } from '../ReportDetailTable';
import { ReportFigures } from '../ReportFigures';
import { useReportFormat } from '../use-report-format';
import type { DoordashTables } from './doordash-tables';
import { InvoiceCard, standingCell } from './InvoiceCard';

interface Props {
  report: DoordashReport;
  tables: DoordashTables;
  currency: string;
  onDeleteInvoice: (invoice: DoordashInvoice) => void;
}

/**
 * The DoorDash report: what customers paid for DoorDash deliveries against what DoorDash bills,
 * each order's standing against the imported invoice, then the invoices with what to dispute.
 */
export function DoordashReportView({ report, tables, currency, onDeleteInvoice }: Props) {
  const t = useTranslations('reports.doordash');
  const fmt = useReportFormat(currency);
  const { totals } = report;
  const toCheck = tables.invoices.reduce((n, i) => n + i.toCheck.rows.length, 0);
  return (
    <Stack spacing={3}>
      {toCheck > 0 && (
        <Alert severity="warning" data-report-section>
          {t('toCheckAlert', { count: toCheck })}
        </Alert>
      )}
      <ReportFigures
        label={t('figuresTitle')}
        figures={[
          { key: 'orders', label: t('figures.orders'), value: fmt.count(totals.orders) },
          {
            key: 'charged',
            label: t('figures.charged'),
            value: fmt.money(totals.delivery_fee + totals.tip),
            hint: t('figures.chargedHint'),
          },
          {
            key: 'billed',
            label: t('figures.billed'),
            value: fmt.money(totals.doordash_fee + totals.dasher_tip),
            hint: t('figures.billedHint'),
          },
          {
            key: 'difference',
            label: t('figures.difference'),
            value: fmt.money(totals.difference),
            hint: t('figures.differenceHint'),
            highlight: totals.difference < 0,
          },
        ]}
      />
      <Card variant="outlined" component="section" aria-labelledby="doordash-orders-title" data-report-section>
        <CardContent>
          <Typography id="doordash-orders-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {tables.orders.title}
          </Typography>
          {tables.orders.rows.length > 0 ? (
            <ReportDetailTable table={tables.orders} currency={currency} renderCell={standingCell} />
          ) : (
            <Typography color="text.secondary">{t('noOrders')}</Typography>
          )}
        </CardContent>
      </Card>
      <Stack component="section" aria-labelledby="doordash-invoices-title" spacing={2}>
        <Typography id="doordash-invoices-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('sections.invoices')}
        </Typography>
        {tables.invoices.length === 0 ? (
          <Typography color="text.secondary">{t('noInvoice')}</Typography>
        ) : (
          tables.invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.reconciliation.invoice.id}
              invoice={invoice}
              currency={currency}
              onDelete={() => onDeleteInvoice(invoice.reconciliation.invoice)}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}

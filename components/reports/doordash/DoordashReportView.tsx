'use client';
import { useTranslations } from 'next-intl';
import { classNames } from '@/components/ui/class-names';
import { PlainAlert } from '@/components/ui/PlainAlert';
import panel from '@/components/ui/plain-panel.module.css';
import type { DoordashInvoice, DoordashReport } from '@/lib/contract';
import { ReportDetailTable } from '../ReportDetailTable';
import { ReportFigures } from '../ReportFigures';
import frame from '../report-frame.module.css';
import { useReportFormat } from '../use-report-format';
import styles from './doordash.module.css';
import type { DoordashTables } from './doordash-tables';
import { InvoiceCard, standingCell } from './InvoiceCard';

/** The orders shown before "Show all": what is to check is in the invoices' own tables below. */
const FIRST_ORDERS = 50;

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
    <div className={styles.report}>
      {toCheck > 0 && (
        <div data-report-section>
          <PlainAlert severity="warning">{t('toCheckAlert', { count: toCheck })}</PlainAlert>
        </div>
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
      <section
        aria-labelledby="doordash-orders-title"
        data-report-section
        className={classNames(panel.outlined, frame.section)}
      >
        <h2 id="doordash-orders-title" className={frame.sectionTitle}>
          {tables.orders.title}
        </h2>
        {tables.orders.rows.length > 0 ? (
          <ReportDetailTable
            table={tables.orders}
            currency={currency}
            renderCell={standingCell}
            firstRows={FIRST_ORDERS}
          />
        ) : (
          <p className={styles.muted}>{t('noOrders')}</p>
        )}
      </section>
      <section aria-labelledby="doordash-invoices-title" className={styles.invoices}>
        <h2 id="doordash-invoices-title" className={styles.heading}>
          {t('sections.invoices')}
        </h2>
        {tables.invoices.length === 0 ? (
          <p className={styles.muted}>{t('noInvoice')}</p>
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
      </section>
    </div>
  );
}

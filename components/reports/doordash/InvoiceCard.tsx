'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { classNames } from '@/components/ui/class-names';
import { iconPaths } from '@/components/ui/icon-paths';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import panel from '@/components/ui/plain-panel.module.css';
import frame from '../report-frame.module.css';
import { ReportDetailTable } from '../ReportDetailTable';
import type { ReportCell } from '../report-table';
import { useReportFormat } from '../use-report-format';
import styles from './doordash.module.css';
import { STANDING, type InvoiceStanding, type InvoiceTables } from './doordash-tables';
import { StandingChip } from './StandingChip';

interface Props {
  invoice: InvoiceTables;
  currency: string;
  onDelete: () => void;
}

export const standingCell = (key: string, row: Record<string, ReportCell>, text: string) =>
  key === 'status' ? <StandingChip standing={row[STANDING] as InvoiceStanding} label={text} /> : undefined;

/**
 * One imported invoice: its period, file and who imported it, how its lines stand, and the lines
 * (and our deliveries) that do not add up, to dispute with DoorDash.
 */
export function InvoiceCard({ invoice, currency, onDelete }: Props) {
  const t = useTranslations('reports.doordash');
  const fmt = useReportFormat(currency);
  const format = useFormatter();
  const titleId = useId();
  const { invoice: meta } = invoice.reconciliation;
  const imported = format.dateTime(new Date(meta.imported_at), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={titleId} data-invoice={meta.id} className={classNames(panel.outlined, frame.section)}>
      <div className={styles.invoiceHead}>
        <div>
          <h3 id={titleId} className={styles.invoiceTitle}>
            {t('invoiceTitle', { from: fmt.day(meta.from), to: fmt.day(meta.to) })}
          </h3>
          <p className={styles.invoiceLine}>
            {[
              meta.file_name,
              t('invoiceLines', { count: meta.lines }),
              meta.imported_by
                ? t('importedBy', { at: imported, name: meta.imported_by })
                : t('importedAt', { at: imported }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <PlainButton
          color="error"
          startIcon={<PlainIcon path={iconPaths.deleteOutlined} />}
          onClick={onDelete}
          data-print-hide
          aria-label={t('deleteImportOf', { from: fmt.day(meta.from), to: fmt.day(meta.to) })}
          className={styles.delete}
        >
          {t('deleteImport')}
        </PlainButton>
      </div>
      <ul aria-label={invoice.summary.title} className={styles.standings}>
        {invoice.summary.rows.map((row) => (
          <li key={String(row[STANDING])}>
            <StandingChip
              standing={row[STANDING] as InvoiceStanding}
              label={`${String(row.status)}: ${fmt.count(Number(row.count))}`}
            />
          </li>
        ))}
      </ul>
      {invoice.toCheck.rows.length > 0 ? (
        <ReportDetailTable table={invoice.toCheck} currency={currency} showTitle renderCell={standingCell} />
      ) : (
        <p className={styles.allMatched}>{t('allMatched')}</p>
      )}
    </section>
  );
}

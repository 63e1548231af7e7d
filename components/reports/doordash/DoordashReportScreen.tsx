'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { iconPaths } from '@/components/ui/icon-paths';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import { openedLazily } from '@/components/ui/opened-lazily';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { doordashReportQuery, useDeleteDoordashInvoice } from '@/lib/api/doordash-report';
import type { DoordashInvoice, DoordashReport } from '@/lib/contract';
import { ReportFrame } from '../ReportFrame';
import { useReportFormat } from '../use-report-format';
import { useReportRange } from '../use-report-range';
import { doordashTables, doordashTablesInOrder, type DoordashTexts } from './doordash-tables';
import { DOORDASH_DEFAULT_PRESET } from './doordash-url';
import { DoordashReportView } from './DoordashReportView';
import type { InvoiceImportDialogProps } from './InvoiceImportDialog';

// The form and its rules (zod, the contract) load when the dialog first opens, not with the page.
const InvoiceImportDialog = openedLazily(
  () => import('./InvoiceImportDialog').then((m) => m.InvoiceImportDialog),
  (props: InvoiceImportDialogProps & { open: boolean }) => props.open,
);

/**
 * /reports/doordash: the orders DoorDash delivered over the range, what the customer paid for the
 * delivery against what DoorDash bills, and DoorDash's invoice CSV imported and matched to them
 * (matched, amount differs, missing on either side, duplicate) so what doesn't add up can be
 * disputed. CSV and print from the shared report frame.
 */
export function DoordashReportScreen() {
  const t = useTranslations('reports.doordash');
  const location = useCurrentLocation();
  const fmt = useReportFormat(location.currency);
  const texts = useMemo<DoordashTexts>(() => ({ t: (key, values) => t(key, values), money: fmt.money }), [t, fmt]);
  const { range, setRange } = useReportRange(location.timeZone, DOORDASH_DEFAULT_PRESET);
  // Before the account has loaded, "today" would be the browser's: wait for the location's zone.
  const report = useQuery({ ...doordashReportQuery(range), enabled: location.loaded });
  const shown = report.data;
  const tables = useMemo(() => (shown ? doordashTables(shown, texts) : null), [shown, texts]);
  const tablesOf = (r: DoordashReport) => (r === shown && tables ? tables : doordashTables(r, texts));
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<DoordashInvoice | null>(null);
  const remove = useDeleteDoordashInvoice();

  return (
    <>
      <ReportFrame
        title={t('title')}
        fileName="doordash"
        range={range}
        onRange={setRange}
        timeZone={location.timeZone ?? 'UTC'}
        filters={
          <PlainButton
            variant="outlined"
            startIcon={<PlainIcon path={iconPaths.uploadFile} />}
            onClick={() => setImporting(true)}
          >
            {t('importInvoice')}
          </PlainButton>
        }
        query={report}
        isEmpty={(r) => r.reports.length === 0 && r.invoices.length === 0}
        emptyTitle={t('emptyTitle')}
        emptyText={t('emptyText')}
        csv={(r) => ({ range: r, tables: doordashTablesInOrder(tablesOf(r)) })}
      >
        {(r) => (
          <DoordashReportView
            report={r}
            tables={tablesOf(r)}
            currency={location.currency}
            onDeleteInvoice={setDeleting}
          />
        )}
      </ReportFrame>
      {/* A new form per opening, with the range shown at that moment as its period; it closes itself. */}
      {importing && <InvoiceImportDialog open period={range} onClose={() => setImporting(false)} />}
      <LazyConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        description={deleting ? t('deleteText', { from: fmt.day(deleting.from), to: fmt.day(deleting.to) }) : undefined}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}

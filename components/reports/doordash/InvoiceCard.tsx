'use client';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { ReportDetailTable } from '../ReportDetailTable';
import type { ReportCell } from '../report-table';
import { useReportFormat } from '../use-report-format';
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
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-invoice={meta.id}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <Box>
            <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('invoiceTitle', { from: fmt.day(meta.from), to: fmt.day(meta.to) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                meta.file_name,
                t('invoiceLines', { count: meta.lines }),
                meta.imported_by
                  ? t('importedBy', { at: imported, name: meta.imported_by })
                  : t('importedAt', { at: imported }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onDelete}
            data-print-hide
            aria-label={t('deleteImportOf', { from: fmt.day(meta.from), to: fmt.day(meta.to) })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
          >
            {t('deleteImport')}
          </Button>
        </Stack>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          component="ul"
          aria-label={invoice.summary.title}
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 2 }}
        >
          {invoice.summary.rows.map((row) => (
            <li key={String(row[STANDING])}>
              <StandingChip
                standing={row[STANDING] as InvoiceStanding}
                label={`${String(row.status)}: ${fmt.count(Number(row.count))}`}
              />
            </li>
          ))}
        </Stack>
        {invoice.toCheck.rows.length > 0 ? (
          <ReportDetailTable table={invoice.toCheck} currency={currency} showTitle renderCell={standingCell} />
        ) : (
          <Typography color="success.main">{t('allMatched')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

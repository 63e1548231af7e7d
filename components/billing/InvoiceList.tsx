'use client';
import DownloadIcon from '@mui/icons-material/Download';
import { visuallyHidden } from '@mui/utils';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ListSkeleton, QueryLoadError } from '@/components/ui/ListStates';
import { invoicePdfPath, invoicesQuery } from '@/lib/api/billing';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { invoiceNumber } from '@/lib/contract/plain/billing';
import { formatMoney } from '@/lib/money';

/** GET invoice as a table; each row downloads its PDF, which the server writes. */
export function InvoiceList() {
  const t = useTranslations('billing.invoices');
  const locale = useLocale();
  const format = useFormatter();
  const invoices = useQuery(invoicesQuery());
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  if (invoices.isPending) return <ListSkeleton label={t('loading')} rows={2} rowHeight={52} spacing={1} />;
  if (isFirstLoadFailure(invoices)) return <QueryLoadError queries={[invoices]} retryLabel={t('retry')} />;
  const list = invoices.data.invoices;
  if (list.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;

  return (
    <TableContainer>
      <Table size="small" aria-label={t('label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('number')}</TableCell>
            <TableCell>{t('date')}</TableCell>
            <TableCell>{t('period')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell align="right">{t('tax')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('download')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((invoice) => {
            const number = invoiceNumber(invoice.number);
            return (
              <TableRow key={invoice._id}>
                <TableCell component="th" scope="row">
                  {number}
                </TableCell>
                <TableCell>{day(invoice.issued_at)}</TableCell>
                <TableCell>
                  {t('periodRange', { from: day(invoice.period_start), to: day(invoice.period_end) })}
                </TableCell>
                <TableCell align="right">{formatMoney(invoice.total, invoice.currency, locale)}</TableCell>
                <TableCell align="right">{formatMoney(invoice.tax, invoice.currency, locale)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`statuses.${invoice.status}`)}
                    color={invoice.status === 'paid' ? 'success' : 'warning'}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    component="a"
                    href={invoicePdfPath(invoice._id)}
                    download={`${number}.pdf`}
                    startIcon={<DownloadIcon />}
                    aria-label={t('downloadOne', { number })}
                  >
                    {t('download')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

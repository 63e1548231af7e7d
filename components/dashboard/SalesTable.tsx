import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import { dayLabel } from './day-labels';

// Kept in the accessibility tree, out of sight (the usual clip pattern).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The chart's figures as a table, for screen readers (the chart itself is a picture). */
export function SalesTable({
  series,
  currency,
  days,
}: {
  series: Dashboard['series'];
  currency: string;
  days: number;
}) {
  const t = useTranslations('dashboard.sales');
  const format = useFormatter();
  const locale = useLocale();
  return (
    // A table ignores a 1px width: the clip goes on a box around it.
    <Box sx={visuallyHidden}>
      <Table size="small">
        <caption>{t('table', { days })}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('date')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('orders')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((day) => (
            <TableRow key={day.date}>
              <TableCell component="th" scope="row">
                {dayLabel(day.date, locale, 'long')}
              </TableCell>
              <TableCell>{format.number(day.orders)}</TableCell>
              <TableCell>{formatMoney(day.sales, currency, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import { longDayLabel } from './day-labels';

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
    // A table ignores a 1px width: the clip goes on a box around it. Plain elements: nobody sees
    // it, and MUI's table would add its code to the dashboard's first load.
    <div style={visuallyHidden}>
      <table>
        <caption>{t('table', { days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('orders')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDayLabel(day.date, locale)}</th>
              <td>{format.number(day.orders)}</td>
              <td>{formatMoney(day.sales, currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

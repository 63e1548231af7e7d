import { useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import { longDayLabel } from './day-labels';
import styles from './sales-overview.module.css';

/** The chart in one or two sentences: totals over the period and its best day. */
export function SalesSummary({
  series,
  currency,
  days,
}: {
  series: Dashboard['series'];
  currency: string;
  days: number;
}) {
  const t = useTranslations('dashboard.sales');
  const locale = useLocale();
  const sales = series.reduce((sum, d) => sum + d.sales, 0);
  const orders = series.reduce((sum, d) => sum + d.orders, 0);
  const best = series.reduce<Dashboard['series'][number] | undefined>(
    (top, d) => (d.sales > (top?.sales ?? 0) ? d : top),
    undefined,
  );
  return (
    <p className={styles.summary} aria-live="polite">
      {sales === 0
        ? t('none', { days })
        : `${t('summary', { days, orders, sales: formatMoney(sales, currency, locale) })} ${
            best
              ? t('best', {
                  date: longDayLabel(best.date, locale),
                  sales: formatMoney(best.sales, currency, locale),
                })
              : ''
          }`}
    </p>
  );
}

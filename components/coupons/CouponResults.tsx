'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DateRangeFilter, type DateRangeValue } from '@/components/ui/DateRangeFilter';
import { QueryLoadError } from '@/components/ui/ListStates';
import panel from '@/components/ui/plain-panel.module.css';
import table from '@/components/ui/plain-table.module.css';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { useCurrentLocation, useLocationMoney } from '@/components/ui/use-current-location';
import { couponResultsQuery } from '@/lib/api/coupons';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { presetRange } from '@/lib/dates';
import styles from './coupon-results.module.css';

/** A coupon's results are read over weeks: this month so far, until another range is chosen. */
const FIRST_PRESET = 'this_month';

/**
 * Coupon results (issue 16): per coupon, the orders that used it over a range of the location's
 * days, the discount they got and what they came to, with the order history's range presets.
 */
export function CouponResults() {
  const t = useTranslations('coupons.results');
  const format = useFormatter();
  const money = useLocationMoney();
  const headingId = useId();
  const location = useCurrentLocation();
  const timeZone = location.timeZone ?? 'UTC';
  const [chosen, setChosen] = useState<DateRangeValue | null>(null);
  const range = chosen ?? { preset: FIRST_PRESET, ...presetRange(FIRST_PRESET, new Date(), timeZone)! };
  // Before the account has loaded, "this month" would be the browser's: wait for the location's zone.
  const results = useQuery({ ...couponResultsQuery(range), enabled: location.loaded });
  const rows = results.data?.results ?? [];
  const total = (key: 'uses' | 'discount' | 'sales') => rows.reduce((sum, r) => sum + r[key], 0);
  const end = table.end;

  return (
    <section aria-labelledby={headingId} className={`${panel.outlined} ${styles.panel}`}>
      <div>
        <h2 id={headingId} className={panel.title}>
          {t('title')}
        </h2>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      <DateRangeFilter value={range} timeZone={timeZone} onChange={setChosen} maxDays={HISTORY_MAX_DAYS} />
      <QueryLoadError queries={[results]} lead={t('loadFailed')} retryLabel={t('retry')} />
      {results.isPending && !results.isError && (
        <div aria-busy="true" aria-label={t('loading')}>
          <PlainSkeleton variant="rounded" height={160} />
        </div>
      )}
      {results.data && rows.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {rows.length > 0 && (
        <div className={styles.scroll}>
          <table
            aria-label={t('tableLabel')}
            aria-busy={results.isFetching}
            className={`${table.table} ${table.small} ${table.still} ${styles.table}`}
          >
            <thead>
              <tr>
                <th scope="col">{t('code')}</th>
                <th scope="col" className={end}>
                  {t('uses')}
                </th>
                <th scope="col" className={end}>
                  {t('discount')}
                </th>
                <th scope="col" className={end}>
                  {t('sales')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.coupon_id}>
                  <th scope="row" className={styles.code}>
                    {r.code}
                  </th>
                  <td className={end}>{format.number(r.uses)}</td>
                  <td className={end}>{money.format(r.discount)}</td>
                  <td className={end}>{money.format(r.sales)}</td>
                </tr>
              ))}
            </tbody>
            {rows.length > 1 && (
              <tfoot>
                <tr>
                  <th scope="row">{t('total')}</th>
                  <td className={end}>{format.number(total('uses'))}</td>
                  <td className={end}>{money.format(total('discount'))}</td>
                  <td className={end}>{money.format(total('sales'))}</td>
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}

'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ListError } from '@/components/ui/ListStates';
import panel from '@/components/ui/plain-panel.module.css';
import { PlainToggleGroup } from '@/components/ui/PlainToggleGroup';
import { shownLazily } from '@/components/ui/shown-lazily';
import { dashboardQuery, dashboardRanges, type DashboardRange } from '@/lib/api/dashboard';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import styles from './sales-overview.module.css';
import { SalesSummary } from './SalesSummary';
import { SalesTable } from './SalesTable';

// The charts library is the heaviest thing on the dashboard and the chart sits below the board: its
// code loads, and it draws, only when the card comes near the screen, in a box of its final height
// so nothing moves. The table under it says the same figures in text.
const SalesChart = shownLazily(() => import('./SalesChart').then((m) => m.SalesChart), 300);

/** Sales over the last 7 or 30 days; the previous range stays on screen while the next loads. */
export function SalesOverview() {
  const t = useTranslations('dashboard.sales');
  const titleId = useId();
  const [days, setDays] = useState<DashboardRange>(7);
  const sales = useQuery({ ...dashboardQuery(days), placeholderData: keepPreviousData });
  const dashboard = sales.data?.dashboard;
  // While a new range loads, the figures on screen are still those of the previous one.
  const shownDays = sales.isPlaceholderData ? (days === 7 ? 30 : 7) : days;

  return (
    <section aria-labelledby={titleId} className={`${panel.outlined} ${styles.card}`}>
      <div className={styles.head}>
        <h2 id={titleId} className={panel.title}>
          {t('title')}
        </h2>
        {/* The chosen range pressed again stays chosen. */}
        <PlainToggleGroup
          aria-label={t('range')}
          asWritten
          options={dashboardRanges.map((range) => ({ value: range, label: t('days', { days: range }) }))}
          value={days}
          onChoose={setDays}
        />
      </div>
      {isFirstLoadFailure(sales) ? (
        <div className={styles.failure}>
          <ListError message={sales.error.message} retryLabel={t('retry')} onRetry={() => void sales.refetch()} />
        </div>
      ) : (
        <>
          <SalesChart
            series={dashboard?.series ?? []}
            currency={dashboard?.currency ?? 'USD'}
            days={shownDays}
            loading={sales.isFetching && (!dashboard || sales.isPlaceholderData)}
          />
          {dashboard && (
            <>
              <SalesSummary series={dashboard.series} currency={dashboard.currency} days={shownDays} />
              <SalesTable series={dashboard.series} currency={dashboard.currency} days={shownDays} />
            </>
          )}
        </>
      )}
    </section>
  );
}

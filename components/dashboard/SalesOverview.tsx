'use client';
import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ListError } from '@/components/ui/ListStates';
import { shownLazily } from '@/components/ui/shown-lazily';
import { dashboardQuery, dashboardRanges, type DashboardRange } from '@/lib/api/dashboard';
import { isFirstLoadFailure } from '@/lib/api/query-client';
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
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ position: 'relative' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_e, next: DashboardRange | null) => next && setDays(next)}
            aria-label={t('range')}
          >
            {dashboardRanges.map((range) => (
              <ToggleButton key={range} value={range} sx={{ textTransform: 'none', px: 1.5 }}>
                {t('days', { days: range })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {isFirstLoadFailure(sales) ? (
          <Box sx={{ mt: 2 }}>
            <ListError message={sales.error.message} retryLabel={t('retry')} onRetry={() => void sales.refetch()} />
          </Box>
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
      </CardContent>
    </Card>
  );
}

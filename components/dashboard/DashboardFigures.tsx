'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListError } from '@/components/ui/ListStates';
import { dashboardQuery } from '@/lib/api/dashboard';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { FigureStrip } from './FigureStrip';

/**
 * Today's and this week's figures of the selected location. They come with the 7-day reply,
 * the one the server prefetches, so the strip never waits on the chart's range.
 */
export function DashboardFigures() {
  const t = useTranslations('dashboard.figures');
  const figures = useQuery(dashboardQuery(7));
  if (isFirstLoadFailure(figures))
    return <ListError message={figures.error.message} retryLabel={t('retry')} onRetry={() => void figures.refetch()} />;
  return <FigureStrip dashboard={figures.data?.dashboard} />;
}

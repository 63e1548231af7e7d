'use client';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { dashboardQuery } from '@/lib/api/dashboard';
import { FigureStrip } from './FigureStrip';

/**
 * Today's and this week's figures of the selected location. They come with the 7-day reply,
 * the one the server prefetches, so the strip never waits on the chart's range.
 */
export function DashboardFigures() {
  const t = useTranslations('dashboard.figures');
  const figures = useQuery(dashboardQuery(7));
  if (figures.isError && !figures.data) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void figures.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {figures.error.message}
      </Alert>
    );
  }
  return <FigureStrip dashboard={figures.data?.dashboard} />;
}

'use client';
import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import { longDayLabel } from './day-labels';
import { dayTick } from './day-ticks';

interface Props {
  series: Dashboard['series'];
  currency: string;
  days: number;
  loading: boolean;
}

/**
 * Sales per day as bars, in cents on the wire and formatted only for display. The picture is
 * hidden from screen readers, which get the summary and the table instead: the chart's own
 * keyboard descriptions exist in English only, so they are turned off.
 */
export function SalesChart({ series, currency, days, loading }: Props) {
  const t = useTranslations('dashboard.sales');
  const locale = useLocale();
  const theme = useTheme();
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(Math.round(cents), currency, locale));
  // Axis ticks are round amounts shown short ("$4K", "4 k $"); the exact figures are in the
  // tooltip, the summary and the table, all formatted from cents by formatMoney.
  const tick = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (
    <Box aria-hidden sx={{ height: 300, opacity: loading && series.length ? 0.5 : 1, transition: 'opacity 150ms' }}>
      <BarChart
        height={300}
        loading={loading && !series.length}
        localeText={{ loading: t('loading'), noData: t('noData') }}
        hideLegend
        disableKeyboardNavigation
        grid={{ horizontal: true }}
        margin={{ left: 8, right: 8 }}
        xAxis={[
          {
            scaleType: 'band',
            data: series.map((d) => d.date),
            valueFormatter: (date: string, ctx) =>
              ctx.location === 'tick'
                ? dayTick(date, locale, days <= 7 ? 'week' : 'month')
                : longDayLabel(date, locale),
          },
        ]}
        yAxis={[{ width: 56, valueFormatter: (v: number) => tick.format(v / 100) }]}
        series={[
          {
            data: series.map((d) => d.sales),
            label: t('series'),
            valueFormatter: money,
            color: theme.palette.primary.main,
          },
        ]}
      />
    </Box>
  );
}

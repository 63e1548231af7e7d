'use client';
import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/money';
import { CHART_HEIGHT } from './chart-size';

export interface SalesChartProps {
  /** Bars over time or by hour, a share of the whole (types, payment modes), or ranked items. */
  kind: 'bars' | 'share' | 'ranking';
  /** One label per value, already formatted for the viewer. */
  labels: string[];
  /** Cents. */
  values: number[];
  currency: string;
  /** What the values are ("Net sales"), for the tooltip. */
  series: string;
}

/**
 * One breakdown as a picture (MUI X Charts, loaded after the page: SalesSummaryScreen). Hidden
 * from screen readers: the table beside it says the same figures, and the charts' own keyboard
 * descriptions exist in English only.
 */
export function SalesChart({ kind, labels, values, currency, series }: SalesChartProps) {
  const t = useTranslations('reports.salesSummary');
  const locale = useLocale();
  const theme = useTheme();
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(Math.round(cents), currency, locale));
  // Axis ticks are round amounts shown short; exact figures are in the tooltip and the table.
  const tick = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const localeText = { noData: t('chartNoData') };

  if (kind === 'share') {
    return (
      <Box aria-hidden sx={{ height: CHART_HEIGHT }}>
        <PieChart
          height={CHART_HEIGHT}
          localeText={localeText}
          disableKeyboardNavigation
          series={[
            {
              data: values.map((value, id) => ({ id, value, label: labels[id] })).filter((d) => d.value > 0),
              innerRadius: 50,
              paddingAngle: 1,
              valueFormatter: (v) => money(v.value),
            },
          ]}
        />
      </Box>
    );
  }
  const horizontal = kind === 'ranking';
  const band = { scaleType: 'band' as const, data: labels };
  const amount = { valueFormatter: (v: number) => tick.format(v / 100) };
  return (
    <Box aria-hidden sx={{ height: CHART_HEIGHT }}>
      <BarChart
        height={CHART_HEIGHT}
        localeText={localeText}
        layout={horizontal ? 'horizontal' : 'vertical'}
        hideLegend
        disableKeyboardNavigation
        grid={horizontal ? { vertical: true } : { horizontal: true }}
        margin={{ left: 8, right: 16 }}
        xAxis={horizontal ? [amount] : [band]}
        yAxis={horizontal ? [{ ...band, width: 120 }] : [{ ...amount, width: 56 }]}
        series={[{ data: values, label: series, valueFormatter: money, color: theme.palette.primary.main }]}
      />
    </Box>
  );
}

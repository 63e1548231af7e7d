'use client';
import { Box, Card, CardContent, Typography } from '@mui/material';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import type { ReportTableModel } from '../report-table';
import { ReportTable } from '../ReportTable';
import { CHART_HEIGHT } from './chart-size';
import type { SalesChartProps } from './SalesChart';

// MUI X Charts (about 97 KB) loads after the page works, in a box of the chart's final size, so
// nothing moves when it arrives; the table beside it already says the same figures.
const SalesChart = dynamic(() => import('./SalesChart').then((m) => m.SalesChart), {
  ssr: false,
  loading: () => <Box aria-hidden sx={{ height: CHART_HEIGHT }} />,
});

interface Props {
  /** The section's heading. */
  title: string;
  /** One table, or several under their own titles (top items by quantity and by sales). */
  tables: ReportTableModel[];
  chart: SalesChartProps;
  currency: string;
}

/** One breakdown: its heading, the chart and the table side by side (stacked when narrow). */
export function SalesBreakdown({ title, tables, chart, currency }: Props) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-report-section>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 6fr)' },
          }}
        >
          <SalesChart {...chart} />
          <Box sx={{ display: 'grid', gap: 3 }}>
            {tables.map((table) => (
              <ReportTable key={table.id} table={table} currency={currency} showTitle={tables.length > 1} />
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

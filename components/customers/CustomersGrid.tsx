'use client';
import { Box, Skeleton } from '@mui/material';
import dynamic from 'next/dynamic';
import type { CustomersGridProps } from './CustomersDataGrid';

/** The grid's size at its standard density: headers, one 52 px line a row, the pagination footer. */
const gridHeight = (rows: number) => 56 + Math.max(rows, 1) * 52 + 54;

const LazyGrid = dynamic<CustomersGridProps>(() => import('./CustomersDataGrid').then((m) => m.CustomersDataGrid), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" aria-hidden sx={{ position: 'absolute', inset: 0, height: 'auto' }} />,
});

/**
 * The customer grid (CustomersDataGrid), loaded after the page: MUI X's grid is the heaviest part
 * of the screen, and phones show cards instead, so they never load it. Its place is kept at the
 * size it will have, so nothing below jumps when it arrives.
 */
export function CustomersGrid(props: CustomersGridProps) {
  return (
    <Box sx={{ position: 'relative', minHeight: gridHeight(props.rows.length) }}>
      <LazyGrid {...props} />
    </Box>
  );
}

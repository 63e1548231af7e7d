'use client';
import { Box, Skeleton } from '@mui/material';
import { useTranslations } from 'next-intl';
import { boardColumns } from '@/lib/contract';
import { GRID_SX } from './board-grid';

/** The board's columns while its data loads: six boxes of the grid's shape. */
export function BoardSkeleton() {
  const t = useTranslations('orderBoard');
  return (
    <Box sx={GRID_SX} aria-busy="true" aria-label={t('loading')}>
      {boardColumns.map((c) => (
        <Skeleton key={c} variant="rounded" height={160} />
      ))}
    </Box>
  );
}

'use client';
import { Skeleton, Stack } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The `hours` tab in a chunk of its own (still rendered on the server): the page holds every
 * tab's screen, and this one (with the contract's week rules) should weigh only when it is open.
 */
export const LazyHoursTab = dynamic(() => import('./HoursTab').then((m) => m.HoursTab), {
  loading: () => (
    <Stack spacing={1.5}>
      <Skeleton variant="rounded" height={40} width={320} />
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Stack>
  ),
});

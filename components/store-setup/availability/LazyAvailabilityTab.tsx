'use client';
import { Skeleton, Stack } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The `availability` tab in a chunk of its own (still rendered on the server): the page holds
 * every tab's screen, and this one should weigh only when it is open.
 */
export const LazyAvailabilityTab = dynamic(() => import('./AvailabilityTab').then((m) => m.AvailabilityTab), {
  loading: () => (
    <Stack spacing={2}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={84} />
      <Skeleton variant="rounded" height={84} />
      <Skeleton variant="rounded" height={84} />
    </Stack>
  ),
});

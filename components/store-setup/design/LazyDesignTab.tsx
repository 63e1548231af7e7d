'use client';
import { Skeleton, Stack } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The `design` tab in a chunk of its own (still rendered on the server): its form, uploads and
 * preview should weigh only when the tab is open.
 */
export const LazyDesignTab = dynamic(() => import('./DesignTab').then((m) => m.DesignTab), {
  loading: () => (
    <Stack spacing={2}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={520} />
    </Stack>
  ),
});

'use client';
import { Skeleton, Stack } from '@mui/material';
import dynamic from 'next/dynamic';

/** The `open-at` tab in a chunk of its own (still rendered on the server), weighing only when open. */
export const LazyOpenAtTab = dynamic(() => import('./OpenAtTab').then((m) => m.OpenAtTab), {
  loading: () => (
    <Stack spacing={2}>
      <Skeleton variant="rounded" height={24} />
      <Skeleton variant="rounded" height={56} width={360} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  ),
});

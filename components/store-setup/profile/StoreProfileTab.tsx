'use client';
import { Skeleton, Stack } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The `store` tab in a chunk of its own (rendered on the server all the same): the page holds
 * every tab's screen, and a tab's forms, rules and pickers should weigh only when it is open.
 */
export const StoreProfileTab = dynamic(() => import('./StoreProfile').then((m) => m.StoreProfile), {
  loading: () => (
    <Stack spacing={3}>
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={640} />
    </Stack>
  ),
});

'use client';
import { Skeleton } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The `blocked-dates` tab in a chunk of its own (still rendered on the server): the page holds
 * every tab's screen, and this one (its table) should weigh only when it is open.
 */
export const LazyBlockedDatesTab = dynamic(() => import('./BlockedDatesTab').then((m) => m.BlockedDatesTab), {
  loading: () => <Skeleton variant="rounded" height={240} />,
});

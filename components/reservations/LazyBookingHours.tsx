'use client';
import { Skeleton, Stack } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The booking hours in a chunk of their own (still rendered on the server): the week editor
 * brings the contract's week rules, which the page's first load need not carry.
 */
export const LazyBookingHours = dynamic(() => import('./BookingHours').then((m) => m.BookingHours), {
  loading: () => (
    <Stack spacing={1.5}>
      <Skeleton variant="rounded" height={40} width={280} />
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Stack>
  ),
});

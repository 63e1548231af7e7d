'use client';
import { Skeleton } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The booking page's address in a chunk of its own, still rendered on the server (preloaded with
 * the page): its read-only text field brings MUI's input parts (FormControl, InputBase,
 * OutlinedInput, label, helper text, about 8 KB), which the form's chunk loads anyway, and with
 * them the page's first load sat at the 250 KB budget's edge (issue 11).
 */
export const LazyBookingPageUrl = dynamic(() => import('./BookingPageUrl').then((m) => m.BookingPageUrl), {
  loading: () => <Skeleton variant="rounded" height={160} />,
});

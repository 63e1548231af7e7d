'use client';
import { Skeleton } from '@mui/material';
import dynamic from 'next/dynamic';

/**
 * The `holidays` tab in a chunk of its own (still rendered on the server): the page holds every
 * tab's screen, and this one (its table, suggestions and checkboxes) should weigh only when it is open.
 */
export const LazyHolidaysTab = dynamic(() => import('./HolidaysTab').then((m) => m.HolidaysTab), {
  loading: () => <Skeleton variant="rounded" height={240} />,
});

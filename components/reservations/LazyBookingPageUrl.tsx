'use client';
import dynamic from 'next/dynamic';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
// The part's styles come with the page: the server's HTML of it uses them before its chunk arrives.
import '@/components/ui/form/plain-outlined-field.module.css';
import './setup-section.module.css';

/**
 * The booking page's address in a chunk of its own, still rendered on the server (preloaded with
 * the page): the page's first load carries only what every setup page shares.
 */
export const LazyBookingPageUrl = dynamic(() => import('./BookingPageUrl').then((m) => m.BookingPageUrl), {
  loading: () => <PlainSkeleton variant="rounded" height={160} />,
});

'use client';
import { hydratedLazily } from '@/components/ui/hydrated-lazily';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
// The card's styles come with the page: the server's HTML of the card uses them before its code arrives.
import '@/components/ui/plain-panel.module.css';
import '@/components/ui/plain-toggle-group.module.css';
import './sales-overview.module.css';

/**
 * The sales card (SalesOverview: its range toggle, summary and screen-reader table; the chart
 * itself loads later still) sits below the board: rendered by the server with the page and
 * hydrated when its code has arrived, which is not part of the dashboard's first load (issue 11
 * item 1). It takes no props, so nothing can reach it before it is hydrated.
 */
export const HydratedSalesOverview = hydratedLazily<object>(
  () => import('./SalesOverview').then((m) => m.SalesOverview),
  // Only after a client-side navigation that beat the code: the card's height with its chart.
  <PlainSkeleton variant="rounded" height={420} aria-hidden />,
);

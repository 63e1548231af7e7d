'use client';
import { Skeleton } from '@mui/material';
import { hydratedLazily } from '@/components/ui/hydrated-lazily';
import type { PlanComparison as PlanComparisonType } from './PlanComparison';

/**
 * The plans' comparison table and the invoices sit below the plans' cards: rendered by the server
 * with the page and hydrated when their code (MUI's table among it) has arrived, which is not part
 * of the billing page's first load (issue 11). Nothing on them needs the page's code to work: the
 * table is text, an invoice's PDF is a plain link. Their props stay the same objects while nothing
 * changes (the query's data, an id), so nothing reaches them before they are hydrated.
 */
export const HydratedPlanComparison = hydratedLazily<Parameters<typeof PlanComparisonType>[0]>(
  () => import('./PlanComparison').then((m) => m.PlanComparison),
  // Only after a client-side navigation that beat the code.
  <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} aria-hidden />,
);

export const HydratedInvoiceList = hydratedLazily<object>(
  () => import('./InvoiceList').then((m) => m.InvoiceList),
  <Skeleton variant="rounded" height={160} aria-hidden />,
);

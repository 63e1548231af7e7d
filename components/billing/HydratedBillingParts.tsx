'use client';
import { hydratedLazily } from '@/components/ui/hydrated-lazily';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import styles from './billing.module.css';
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
  <div className={styles.comparisonPlaceholder}>
    <PlainSkeleton variant="rounded" height={240} aria-hidden />
  </div>,
);

export const HydratedInvoiceList = hydratedLazily<object>(
  () => import('./InvoiceList').then((m) => m.InvoiceList),
  <PlainSkeleton variant="rounded" height={160} aria-hidden />,
);

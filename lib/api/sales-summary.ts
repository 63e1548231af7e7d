import { keepPreviousData } from '@tanstack/react-query';
import type { DayRange, RangePreset } from '@/lib/dates';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// The reply schema loads with the first call that parses one (schema-source.ts).
const salesSchemas = schemasOf(() => import('@/lib/contract/sales-summary'));

export interface SalesSummaryRange extends DayRange {
  preset: RangePreset;
}

// The BFF scopes the call to the session's location; a location switch invalidates every query.
export const salesSummaryKeys = {
  all: ['sales-summary'] as const,
  range: (r: SalesSummaryRange) => [...salesSummaryKeys.all, r.preset, r.from, r.to] as const,
};

/**
 * GET order/sales_summary for a range of the location's days. A preset goes by name (the server
 * resolves it on the location's clock; from/to, the days the screen computed, ride along and
 * key the cache, so "today" asked again tomorrow is a new query). While another range loads, the
 * last one stays on screen.
 */
export const salesSummaryQuery = (r: SalesSummaryRange) =>
  apiQuery(
    salesSummaryKeys.range(r),
    {
      path: 'order/sales_summary',
      schema: salesSchemas('salesSummaryReply'),
      query: { date_range: r.preset, from: r.from, to: r.to },
    },
    { placeholderData: keepPreviousData },
  );

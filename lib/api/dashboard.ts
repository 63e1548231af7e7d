import { dashboardDays } from '@/lib/contract';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const dashboardSchemas = schemasOf(() => import('@/lib/contract/dashboard'));

/** The chart's ranges, as the contract accepts them; 7 is the one the server prefetches. */
export const dashboardRanges = dashboardDays;
export type DashboardRange = (typeof dashboardRanges)[number];

// The BFF scopes the call to the session's location, so switching location must invalidate
// dashboardKeys.all (the key does not carry the location).
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: (days: DashboardRange) => [...dashboardKeys.all, { days }] as const,
};

export const dashboardQuery = (days: DashboardRange) =>
  apiQuery(dashboardKeys.figures(days), {
    path: 'dashboard',
    schema: dashboardSchemas('dashboardReply'),
    query: { days },
  });

/**
 * The performance budgets of issue 11, in one place: the bundle-size check (scripts/test-all.sh),
 * the first-load JS and Lighthouse benchmarks and `npm run perf` all read them from here.
 */
import { isMainRoute, paths } from '../../lib/paths';

const KB = 1024;

/**
 * First-load JS (gzip) a page may make a browser download before it can work.
 * - /login: 150 KB. The page every merchant opens first, often on a cheap tablet.
 * - main routes (the portal's own screens): 250 KB, whatever areas are added later.
 * - every other page measured signed out (registration, password recovery, e-mail confirmation,
 *   error pages): 200 KB. First impressions too, on the same light auth layout, but some carry
 *   longer forms (address, phone, plan) than the login: between the two budgets.
 * docs/decisions.md says why; tests/perf/measured-routes.ts says which routes are measured.
 */
export function firstLoadBudgetBytes(route: string): number {
  if (route === paths.login) return 150 * KB;
  if (isMainRoute(route)) return 250 * KB;
  return 200 * KB;
}

/** Lighthouse mobile performance score (0–100): ≥ 95 on /login, ≥ 90 on every other page. */
export function lighthouseTarget(route: string): number {
  return route === paths.login ? 95 : 90;
}

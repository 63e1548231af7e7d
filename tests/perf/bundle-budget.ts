/**
 * The bundle-size check of CI (scripts/test-all.sh, after the build): every measured route's
 * first-load JS against its budget (tests/perf/budgets.ts), as a table. Sizes are deterministic
 * for a build, so this may fail the run: a new area cannot silently make every page heavier.
 *   BUNDLE_BUDGET=enforce  a route over its budget fails (exit 1)
 *   BUNDLE_BUDGET=report   prints the same table and passes (while the routes are brought under)
 *   npm run check:bundle   (needs `npm run build`)
 */
import { measureRoutes, toRows } from './first-load-js';
import { formatRows } from './perf-table';

async function main() {
  const mode = process.env.BUNDLE_BUDGET ?? 'enforce';
  if (mode !== 'enforce' && mode !== 'report') throw new Error(`BUNDLE_BUDGET must be enforce or report, not ${mode}`);
  const rows = toRows(await measureRoutes());
  console.log(formatRows(rows));
  const over = rows.filter((r) => !r.ok);
  if (over.length === 0) {
    console.log(`\nAll ${rows.length} routes within their first-load JS budget.`);
    return;
  }
  console.log(
    `\n${over.length} of ${rows.length} routes over their first-load JS budget: ${over.map((r) => r.subject).join(', ')}`,
  );
  if (mode === 'enforce') process.exit(1);
  console.log('BUNDLE_BUDGET=report: not failing the run.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

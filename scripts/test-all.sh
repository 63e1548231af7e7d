#!/usr/bin/env bash
# The whole test run: typecheck, lint, jest (unit + api on PGlite, api again on PostgreSQL when
# it is installed), production build, Playwright e2e. Ends with one line `N passed, N failed`.
set -u
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 NEXT_IGNORE_INCORRECT_LOCKFILE=1
out=test-results; rm -rf "$out"; mkdir -p "$out"
checks_passed=0; checks_failed=0

check() { # name, command...: a step that counts as one test
  local name=$1; shift
  echo "=== $name"
  if "$@"; then checks_passed=$((checks_passed + 1)); else checks_failed=$((checks_failed + 1)); echo "FAILED: $name"; fi
}

check typecheck npx tsc --noEmit
# ESLint (import zones, cycles, file names) and Prettier's check.
check lint npm run lint --silent

echo "=== jest (unit + api on PGlite)"
npx jest --ci --json --outputFile="$out/jest.json" 2>&1 | tail -n 60

if [ -n "${TEST_DATABASE_URL:-}" ] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "=== jest api on PostgreSQL"
  bash scripts/with-postgres.sh npx jest --ci --runInBand --selectProjects api --json --outputFile="$out/jest-pg.json" 2>&1 | tail -n 40
else
  echo "=== PostgreSQL not installed: api suite ran on PGlite only"
fi

build_before=$checks_failed
check build npx next build
if [ "$checks_failed" = "$build_before" ]; then
  echo "=== e2e (Playwright, Chromium)"
  npx playwright test 2>&1 | tail -n 80
fi

node scripts/sum-results.mjs "$out" "$checks_passed" "$checks_failed"

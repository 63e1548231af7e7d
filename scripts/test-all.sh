#!/usr/bin/env bash
# The whole test run: typecheck, lint, npm audit, jest (unit + api + security, the api on
# PostgreSQL when it is installed and the database-specific api files again on PGlite; all on
# PGlite without it), production build, the bundle-size check, Playwright e2e. Prints how long
# each phase took, then ends with one line `N passed, N failed`.
set -u
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 NEXT_IGNORE_INCORRECT_LOCKFILE=1
out=test-results; rm -rf "$out"; mkdir -p "$out"
checks_passed=0; checks_failed=0
# A PostgreSQL to test on: TEST_DATABASE_URL, or one installed (scripts/with-postgres.sh starts it).
has_postgres() { [ -n "${TEST_DATABASE_URL:-}" ] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; }

# How long each phase took, printed above the summary (issue 11: the suite stays quick): wall
# time, and the CPU time of the processes it ran (user + system), which a busy machine inflates less.
# `times` in this shell (not in a $(…) subshell, which has no children yet), through a file.
cpu_now() { # sets cpu: CPU seconds of the processes this script has run so far
  times >"$out/.times"
  cpu=$(awk 'NR == 2 { s = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); s += p[1] * 60 + p[2] } printf "%d", s }' "$out/.times")
}
phase_names=(); phase_secs=(); phase_cpu=(); phase_name=; phase_start=$SECONDS; phase_cpu_start=0; cpu=0
phase() { # name: the previous phase ends, this one starts ('' ends the last)
  cpu_now
  if [ -n "$phase_name" ]; then
    phase_names+=("$phase_name"); phase_secs+=($((SECONDS - phase_start))); phase_cpu+=($((cpu - phase_cpu_start)))
  fi
  phase_name=$1; phase_start=$SECONDS; phase_cpu_start=$cpu
}
mmss() { printf '%dm %02ds' $(($1 / 60)) $(($1 % 60)); }

counted() { # name, command...: runs a step that counts as one test; returns its outcome
  local name=$1; shift
  if "$@"; then checks_passed=$((checks_passed + 1)); else checks_failed=$((checks_failed + 1)); echo "FAILED: $name"; return 1; fi
}

check() { # name, command...: a step that counts as one test, and one phase
  phase "$1"
  echo "=== $1"
  counted "$@"
}

# The typecheck and Prettier's check run beside ESLint: each of the three is one process on one
# core, so on 2 cores the phase takes about as long as ESLint alone. Their output follows ESLint's.
phase 'typecheck, lint'
# With the route types a build would generate (next typegen): the build's own check, done here.
(npx next typegen && npx tsc --noEmit) >"$out/.typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint:format >"$out/.prettier.log" 2>&1 &
prettier_pid=$!
background() { # name, pid, log: counts the background step once it has ended, its log after a failure
  echo "=== $1"
  counted "$1" wait "$2" || { cat "$3"; return 1; }
}
# ESLint (import zones, file names) and the import-cycle check.
echo "=== lint"
counted lint npm run --silent lint:code
types_checked=0
background typecheck "$typecheck_pid" "$out/.typecheck.log" && types_checked=1
background prettier "$prettier_pid" "$out/.prettier.log"

# npm audit of what ships (--omit=dev): an advisory at high or critical fails the run. A machine
# that reaches the package registry but not its audit endpoint cannot check: that is said here and
# again above the summary, and the step counts neither as passed nor as failed.
audit_note=
phase audit
echo "=== audit"
# --loglevel=warn: `npm test --silent` passes a silent log level down, which would hide why audit failed.
audit_log=$(npm audit --omit=dev --audit-level=high --loglevel=warn 2>&1); audit_rc=$?
echo "$audit_log" | tail -n 30
if [ "$audit_rc" = 0 ]; then
  checks_passed=$((checks_passed + 1))
elif grep -qE '^npm (error|warn) (audit endpoint|audit [0-9]{3}|code (ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT))' <<<"$audit_log"; then
  audit_note="NOT CHECKED: audit (the npm audit endpoint could not be reached from this machine; run npm audit --omit=dev --audit-level=high where it can)"
  echo "$audit_note"
else
  checks_failed=$((checks_failed + 1)); echo "FAILED: audit"
fi

# Jest on two workers: jest's default on 2 cores (cores - 1) is one, which runs every file in band
# on one core, and the api files are CPU-bound. JEST_WORKERS overrides.
# With PostgreSQL installed, the api and security suites run on a throw-away server (the engine of
# the hosted portal, and about twice as fast as PGlite here: native code in its own processes),
# then the api files whose subject can differ between the engines (tests/api/database-specific.txt)
# run again on PGlite, the embedded default, which the e2e suite's server also runs on. Without it,
# everything runs on PGlite once.
jest_all() { # [command to run jest under]: every jest project, report in jest.json
  "$@" npx jest --ci --maxWorkers="${JEST_WORKERS:-2}" --json --outputFile="$out/jest.json" 2>&1 | tail -n 60
}
if has_postgres; then
  phase 'jest (api on PostgreSQL)'
  echo "=== jest (unit + api + security, the api on PostgreSQL)"
  jest_all bash scripts/with-postgres.sh
  phase 'jest api (PGlite)'
  echo "=== jest api on PGlite (the database-specific files of tests/api/database-specific.txt)"
  bash scripts/api-database-specific.sh pglite --ci --maxWorkers="${JEST_WORKERS:-2}" --json --outputFile="$out/jest-again.json" 2>&1 | tail -n 40
else
  phase 'jest (PGlite)'
  echo "=== jest (unit + api + security on PGlite; PostgreSQL not installed)"
  jest_all
fi

build_before=$checks_failed
# TYPES_CHECKED: the typecheck above already ran the build's check (next.config.mjs).
check build env TYPES_CHECKED="$types_checked" npx next build
if [ "$checks_failed" = "$build_before" ]; then
  # Every route's first-load JS (gzip) against tests/perf/budgets.ts, from the build just made.
  # report: prints the table and passes; enforce: a route over its budget fails the run.
  check 'bundle size' env BUNDLE_BUDGET="${BUNDLE_BUDGET:-enforce}" npx tsx tests/perf/bundle-budget.ts
  # Two instances on one PostgreSQL share nothing but the database (issue 21): scripts/two-instances.ts.
  if has_postgres; then
    check 'two instances' npx tsx scripts/two-instances.ts
  else
    echo "=== PostgreSQL not installed: two instances not checked"
  fi
  phase 'e2e (Playwright)'
  echo "=== e2e (Playwright, Chromium)"
  # Two workers, and a server that already holds data (issue 21: QA runs the suite on shared
  # previews, repeatedly and in parallel): a first quick pass leaves data behind, then the whole
  # suite runs on that same data folder. Two files are enough for that: reports-sales leaves a whole
  # demo data set (90 days of orders, customers, shifts, coupons, gift cards, zones) and orders
  # leaves test orders moved across the board and the history. The second pass writes the JSON
  # report and the coverage report that count.
  e2e_data=$(mktemp -d -t portal-e2e-XXXXXX)
  E2E_DATA_DIR="$e2e_data" E2E_WORKERS="${E2E_WORKERS:-2}" npx playwright test reports-sales orders 2>&1 | tail -n 5
  # The first pass's server must be gone before the second opens the same folder.
  for _ in $(seq 1 30); do curl -s -o /dev/null "http://localhost:${E2E_PORT:-3210}/login" || break; sleep 1; done
  # One retry: a test that passes only on it is counted and named as flaky in the summary (e2e: … flaky),
  # so a timing-sensitive test on a loaded machine (a floor-plan drop, stop 38) shows without failing the run.
  E2E_DATA_DIR="$e2e_data" E2E_WORKERS="${E2E_WORKERS:-2}" npx playwright test --retries=1 2>&1 | tail -n 120
  rm -rf "$e2e_data"
fi
phase ''

echo "=== time per phase (wall, CPU)"
for i in "${!phase_names[@]}"; do
  printf '%-24s %9s %9s\n' "${phase_names[$i]}" "$(mmss "${phase_secs[$i]}")" "$(mmss "${phase_cpu[$i]}")"
done
printf '%-24s %9s %9s\n' total "$(mmss "$SECONDS")" "$(mmss "$cpu")"

[ -n "$audit_note" ] && echo "$audit_note"
node scripts/sum-results.mjs "$out" "$checks_passed" "$checks_failed"

#!/usr/bin/env bash
# Flake check (issue 21 item 6): runs the whole e2e suite N times (default 5) against ONE server
# and prints, per test, how many of the N runs it failed, then one final line; exits non-zero if
# any test failed in any run. With BASE_URL it drives that deployment; without, it starts the
# production build (run `npx next build` first) on a data folder kept across the N runs, so every
# run after the first meets a server that already holds data from a previous run.
#   scripts/e2e-flake.sh [N] [playwright args…]     e.g. E2E_WORKERS=2 scripts/e2e-flake.sh 5
# E2E_PORT (default 3290) is the port of the server it starts; E2E_FLAKE_DATA_DIR keeps its data.
set -u
cd "$(dirname "$0")/.."
runs=${1:-5}
shift $(($# > 0 ? 1 : 0))
out=test-results/e2e-flake
rm -rf "$out"; mkdir -p "$out"
export NEXT_TELEMETRY_DISABLED=1

server_pid=
stop_server() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; }
trap stop_server EXIT

if [ -z "${BASE_URL:-}" ]; then
  port=${E2E_PORT:-3290}
  data_dir=${E2E_FLAKE_DATA_DIR:-$(mktemp -d -t portal-e2e-flake-XXXXXX)}
  echo "=== starting the production build on :$port with data in $data_dir (kept across the $runs runs)"
  # The same environment playwright.config.ts gives the server it starts itself.
  DATA_DIR="$data_dir" DEV_TOOLS=1 ALLOW_DEV_TOOLS_IN_PRODUCTION=1 IDLE_LOCK_MS=300000 \
    SESSION_SECRET=e2e-session-secret-that-is-long-enough-0123456789 \
    node node_modules/next/dist/bin/next start -p "$port" --keepAliveTimeout 70000 >"$out/server.log" 2>&1 &
  server_pid=$!
  export BASE_URL="http://localhost:$port"
  for _ in $(seq 1 180); do
    curl -sf -o /dev/null "$BASE_URL/login" && break
    kill -0 "$server_pid" 2>/dev/null || { echo "the server stopped:"; tail -n 20 "$out/server.log"; exit 1; }
    sleep 1
  done
fi

for i in $(seq 1 "$runs"); do
  echo "=== run $i of $runs against $BASE_URL"
  start=$SECONDS
  # No retries: a test that needs one is what this check looks for.
  npx playwright test --retries=0 "$@" >"$out/run-$i.log" 2>&1
  rc=$?
  echo "run $i: exit $rc, $((SECONDS - start)) s; $(grep -E '^\s+[0-9]+ (passed|failed|flaky|skipped|did not run)' "$out/run-$i.log" | tr -s ' ' | tr '\n' ' ')"
  cp test-results/e2e.json "$out/run-$i.json" 2>/dev/null || echo "run $i left no JSON report"
  # Playwright empties its output folder at the start of each run: keep this run's failure
  # screenshots beside its log (and traces, with E2E_TRACE=retain-on-failure: none by default,
  # as a test runs slower while traced).
  [ "$rc" = 0 ] || cp -r test-results/e2e-artifacts "$out/run-$i-artifacts" 2>/dev/null
done

node - "$out" "$runs" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const [dir, runs] = [process.argv[2], Number(process.argv[3])];
const failures = new Map(); // test → runs it failed
const seen = new Set();
const walk = (suite, file, titles, run) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? []) {
      const id = `${spec.file ?? file} › ${[...titles, spec.title].join(' › ')}`;
      seen.add(id);
      if (t.status === 'unexpected' || t.status === 'flaky') failures.set(id, (failures.get(id) ?? 0) + 1);
    }
  // A describe block's title is part of a test's name (its file's suite is titled with the file).
  for (const child of suite.suites ?? [])
    walk(child, child.file ?? file, child.title && child.title !== child.file ? [...titles, child.title] : titles, run);
};
let missing = 0;
for (let run = 1; run <= runs; run++) {
  const file = path.join(dir, `run-${run}.json`);
  if (!fs.existsSync(file)) { missing++; continue; }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const suite of report.suites ?? []) walk(suite, suite.file, [], run);
  for (const e of report.errors ?? []) console.log(`run ${run}: ${String(e.message ?? '').split('\n')[0]}`);
}
for (const [id, n] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`${n}/${runs} failed  ${id}`);
const bad = failures.size + missing;
console.log(
  `e2e flake check: ${runs} runs, ${seen.size} tests, ${failures.size} failed at least once` +
    (missing ? `, ${missing} runs without a report` : ''),
);
process.exit(bad ? 1 : 0);
JS

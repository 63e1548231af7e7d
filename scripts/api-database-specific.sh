#!/usr/bin/env bash
# The api test files whose subject can differ between PGlite and a PostgreSQL server
# (tests/api/database-specific.txt, the rule is in docs/decisions.md), on the engine named first:
#   pglite    an in-memory PGlite per file, as `npm run test:api` runs every file
#   postgres  a throw-away PostgreSQL (scripts/with-postgres.sh)
# Extra arguments go to jest (e.g. --ci --json --outputFile=…). A listed file that does not exist
# fails the run.
set -u
cd "$(dirname "$0")/.."
engine=${1:-}; shift || true
case $engine in
  pglite | postgres) ;;
  *) echo "usage: $0 pglite|postgres [jest options]"; exit 2 ;;
esac
list=tests/api/database-specific.txt
files=()
while read -r file _; do
  [ -z "$file" ] && continue
  case $file in '#'*) continue ;; esac
  [ -f "tests/api/$file" ] || { echo "$list names tests/api/$file, which does not exist"; exit 1; }
  files+=("tests/api/$file")
done <"$list"
[ "${#files[@]}" -gt 0 ] || { echo "$list lists no file"; exit 1; }
if [ "$engine" = postgres ]; then
  exec bash scripts/with-postgres.sh npx jest "${files[@]}" "$@"
fi
# TEST_DATABASE_URL unset: server/testing.ts opens PGlite.
exec env -u TEST_DATABASE_URL npx jest "${files[@]}" "$@"

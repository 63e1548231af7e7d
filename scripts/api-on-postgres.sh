#!/usr/bin/env bash
# The api test files that test something database-specific (tests/api/on-postgres.txt, the rule is
# in docs/decisions.md), on a throw-away PostgreSQL (scripts/with-postgres.sh). Extra arguments go
# to jest (e.g. --ci --json --outputFile=…). A listed file that does not exist fails the run.
set -u
cd "$(dirname "$0")/.."
list=tests/api/on-postgres.txt
files=()
while read -r file _; do
  [ -z "$file" ] && continue
  case $file in '#'*) continue ;; esac
  [ -f "tests/api/$file" ] || { echo "$list names tests/api/$file, which does not exist"; exit 1; }
  files+=("tests/api/$file")
done <"$list"
[ "${#files[@]}" -gt 0 ] || { echo "$list lists no file"; exit 1; }
exec bash scripts/with-postgres.sh npx jest "${files[@]}" --runInBand "$@"

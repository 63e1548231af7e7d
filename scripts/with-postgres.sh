#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster on loopback,
# started here and stopped (and deleted) when the command ends. Uses TEST_DATABASE_URL as is when
# it is already set.
set -u
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)"; exit 1; }
# The first free port from 55432 (PG_TEST_PORT fixes one): npm test runs all of jest under this
# cluster, and another cluster on the machine (a second checkout's run) must not fail it.
port=${PG_TEST_PORT:-}
if [ -z "$port" ]; then
  for candidate in $(seq 55432 55531); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then port=$candidate; break; fi
  done
  [ -n "$port" ] || { echo "no free port in 55432-55531 for a test PostgreSQL"; exit 1; }
fi
dir=$(mktemp -d /tmp/pgtest.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi
cleanup() { "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$dir"; }
trap cleanup EXIT
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null || exit 1
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null || { cat "$dir/log"; exit 1; }
"$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres portal_test 2>/dev/null || "${as_pg[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres portal_test
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/portal_test"
"$@"

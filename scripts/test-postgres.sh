#!/usr/bin/env bash
# The API's database tests once more, on a real PostgreSQL server from Debian's packages (the
# default run in `npm test` uses embedded PGlite). Starts a throw-away cluster on a local socket
# and loopback port, points DATABASE_URL at it, and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "No PostgreSQL server here and no apt-get as root to install one: install postgresql, then run this again." >&2
    exit 1
  fi
fi

BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
DIR=$(mktemp -d /tmp/causeway-pg.XXXXXX)
PORT=${PGPORT_TEST:-54329}
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$DIR"

as_pg "$BIN/initdb -D $DIR/data -A trust -U postgres" >/dev/null
as_pg "$BIN/pg_ctl -D $DIR/data -l $DIR/log -o \"-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200\" -w start" >/dev/null
trap 'as_pg "$BIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null 2>&1 || true; rm -rf "$DIR"' EXIT

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT: running the API tests on it"
npx -y pnpm@12.21.0 exec vitest run --project unit apps/api

#!/usr/bin/env bash
# Issue 17: several `apps/api` instances on one PostgreSQL behave as one site. Starts a throw-away
# PostgreSQL cluster (Debian's package, as test-postgres.sh does), s3rver (an S3-compatible server,
# a devDependency of apps/api) and two instances on two ports with the same DATABASE_URL, bucket
# and JWT_SECRET, started together on an empty database; then runs apps/api/test/scale against
# them: a message sent through A reaches a member connected to B, a document uploaded through A is
# served by B to its owner and refused to a guest, a scheduled job fires once, a write through A
# is seen through B, readiness, and A's graceful shutdown. Then once more with socket.io's Redis
# adapter (REDIS_URL, Debian's redis-server). `npm test` runs the same test on the single-process
# default.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
NODE="$ROOT/node_modules/.bin/node"
[ -x "$NODE" ] || NODE=$(command -v node)

install_debian() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's $1…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null)
  else
    echo "No $1 here and no apt-get as root to install it: install $1, then run this again." >&2
    exit 1
  fi
}
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || install_debian postgresql
[ "${SCALE_REDIS:-1}" = 0 ] || command -v redis-server >/dev/null || install_debian redis-server

BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
DIR=$(mktemp -d /tmp/causeway-scale.XXXXXX)
# Six ports free now (the system picks them; a fixed port was taken once by a server a previous run
# on the same machine had not yet let go of). SCALE_*PORT set by hand wins.
read -r FREE1 FREE2 FREE3 FREE4 FREE5 FREE6 <<<"$("$NODE" -e '
const net = require("node:net");
(async () => {
  const servers = [];
  for (let i = 0; i < 6; i++) {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
  }
  console.log(servers.map((server) => server.address().port).join(" "));
  for (const server of servers) server.close();
})();
')"
PGPORT=${SCALE_PGPORT:-$FREE1}
S3PORT=${SCALE_S3PORT:-$FREE2}
REDISPORT=${SCALE_REDISPORT:-$FREE3}
PORT_A=${SCALE_PORT_A:-$FREE4}
PORT_B=${SCALE_PORT_B:-$FREE5}
# The SMTP server the test starts (apps/api/test/scale/world.ts); both instances deliver to it.
export SCALE_SMTP_PORT=${SCALE_SMTP_PORT:-$FREE6}
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
chmod 755 "$DIR"

PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  as_pg "$BIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$BIN/initdb -D $DIR/data -A trust -U postgres" >/dev/null
as_pg "$BIN/pg_ctl -D $DIR/data -l $DIR/pg.log -o \"-p $PGPORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200\" -w start" >/dev/null
SERVER_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"

mkdir -p "$DIR/s3"
"$NODE" apps/api/node_modules/s3rver/bin/s3rver.js -d "$DIR/s3" -a 127.0.0.1 -p "$S3PORT" \
  --configure-bucket causeway-scale --silent >"$DIR/s3rver.log" 2>&1 &
PIDS+=($!)
redis-server --port "$REDISPORT" --bind 127.0.0.1 --save "" --appendonly no \
  --dir "$DIR" >"$DIR/redis.log" 2>&1 &
PIDS+=($!)

wait_ready() { # url seconds
  "$NODE" -e '
    const [url, seconds] = process.argv.slice(1);
    const end = Date.now() + Number(seconds) * 1000;
    (async () => {
      for (;;) {
        try { if ((await fetch(url)).status === 200) process.exit(0); } catch {}
        if (Date.now() > end) process.exit(1);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();' "$1" "$2"
}

export SCALE_S3_ENDPOINT="http://127.0.0.1:$S3PORT"
export SCALE_S3_BUCKET=causeway-scale
export SCALE_S3_ACCESS_KEY_ID=S3RVER
export SCALE_S3_SECRET_ACCESS_KEY=S3RVER
wait_ready "$SCALE_S3_ENDPOINT/causeway-scale" 30 || { echo "s3rver did not start:"; cat "$DIR/s3rver.log"; exit 1; }

STATIC=()
[ -f apps/web/dist/index.html ] && STATIC=(STATIC_DIR="$ROOT/apps/web/dist")

start_instance() { # name port database-url extra-env...
  local name=$1 port=$2 url=$3
  shift 3
  mkdir -p "$DIR/$name"
  (cd apps/api && exec env PORT="$port" HOST=127.0.0.1 INSTANCE_ID="scale-$name" \
    DATA_DIR="$DIR/$name" DATABASE_URL="$url" JWT_SECRET=scale-secret-scale-secret-scale-secret \
    PUBLIC_URL="http://127.0.0.1:$port" SEED=1 LOG_LEVEL=info RATE_LIMIT_LOGIN=1000 \
    S3_BUCKET="$SCALE_S3_BUCKET" S3_ENDPOINT="$SCALE_S3_ENDPOINT" \
    S3_ACCESS_KEY_ID="$SCALE_S3_ACCESS_KEY_ID" S3_SECRET_ACCESS_KEY="$SCALE_S3_SECRET_ACCESS_KEY" \
    SCHEDULER_INTERVAL_MS=1000 SCHEDULER_LEASE_MS=10000 SHUTDOWN_DRAIN_MS=1500 STORYBOOK_DIR= \
    SMTP_URL="smtp://127.0.0.1:$SCALE_SMTP_PORT" MAIL_POLL_MS=200 MAIL_RETRY_BASE_MS=500 \
    "${STATIC[@]}" "$@" "$NODE" --import tsx src/server.ts) >"$DIR/$name.log" 2>&1 &
  LAST_PID=$!
  PIDS+=("$LAST_PID")
}

run_pair() { # label database extra-env...
  local label=$1 database=$2
  shift 2
  as_pg "$BIN/psql -h 127.0.0.1 -p $PGPORT -U postgres -qc 'CREATE DATABASE $database'" >/dev/null
  local url="postgres://postgres@127.0.0.1:$PGPORT/$database"
  start_instance "$database-a" "$PORT_A" "$url" "$@"
  local pid_a=$LAST_PID
  start_instance "$database-b" "$PORT_B" "$url" "$@"
  local pid_b=$LAST_PID
  for name in a b; do
    local port=$PORT_A
    [ $name = b ] && port=$PORT_B
    if ! wait_ready "http://127.0.0.1:$port/readyz" 120; then
      echo "instance $name ($label) not ready in 120 s:"
      tail -n 40 "$DIR/$database-$name.log"
      exit 1
    fi
  done
  echo "Two instances ($label) on PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') and s3rver: running apps/api/test/scale"
  local status=0
  SCALE_A_URL="http://127.0.0.1:$PORT_A" SCALE_B_URL="http://127.0.0.1:$PORT_B" \
    SCALE_A_ID="scale-$database-a" SCALE_B_ID="scale-$database-b" SCALE_A_PID="$pid_a" \
    SCALE_DATABASE_URL="$url" DATABASE_URL= \
    npx -y pnpm@12.21.0 exec vitest run --project unit apps/api/test/scale || status=$?
  kill "$pid_a" "$pid_b" 2>/dev/null || true
  wait "$pid_a" "$pid_b" 2>/dev/null || true
  if [ $status != 0 ]; then
    for name in a b; do
      echo "--- instance $name ($label), last lines:"
      tail -n 60 "$DIR/$database-$name.log"
    done
    exit $status
  fi
}

run_pair "socket.io through PostgreSQL" causeway_scale
# SCALE_REDIS=0 skips the Redis round (a quicker run while working on the PostgreSQL one).
if [ "${SCALE_REDIS:-1}" != 0 ]; then
  run_pair "socket.io through Redis" causeway_scale_redis REDIS_URL="redis://127.0.0.1:$REDISPORT"
fi

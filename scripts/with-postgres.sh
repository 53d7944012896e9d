#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh -- <command…>
# Uses the newest /usr/lib/postgresql/*/bin (installing Debian's `postgresql` when there is none),
# initialises a cluster in a fresh temp dir as an unprivileged user, starts it on 127.0.0.1 at a
# private port (PGTEST_PORT, default 55432; the next free one when that is taken), creates the
# database `afc_test` and runs the command with DATABASE_URL=postgres://afc@127.0.0.1:PORT/afc_test.
# The server is stopped and the temp dir removed however the command ends; its exit code is ours.
# It never touches another cluster (Debian's "main" included), so it is safe beside them.
set -euo pipefail

if [ "${1:-}" = "--" ]; then shift; fi
if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh -- <command…>" >&2
  exit 2
fi

log() { echo "[with-postgres] $*" >&2; }

IS_ROOT=false
[ "$(id -u)" -eq 0 ] && IS_ROOT=true

# ── Server binaries: the newest installed major version with initdb and pg_ctl.
find_bin() {
  local dir best=""
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V); do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ] && best="$dir"
  done
  echo "$best"
}

PGBIN="$(find_bin)"
if [ -z "$PGBIN" ]; then
  log "PostgreSQL server binaries not found; installing Debian's postgresql…"
  SUDO=""
  $IS_ROOT || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  # The package may have created and started a "main" cluster on port 5432; we never use it.
  if command -v pg_lsclusters >/dev/null 2>&1; then
    pg_lsclusters --no-header 2>/dev/null | while read -r ver name _port status _rest; do
      case "$status" in online*) $SUDO pg_ctlcluster "$ver" "$name" stop >/dev/null 2>&1 || true ;; esac
    done
  fi
  PGBIN="$(find_bin)"
  if [ -z "$PGBIN" ]; then
    log "installing postgresql did not provide /usr/lib/postgresql/*/bin/initdb"
    exit 1
  fi
fi

# ── The unprivileged user that owns and runs the cluster (PostgreSQL refuses to run as root).
if $IS_ROOT; then
  if id -u postgres >/dev/null 2>&1; then
    PG_OS_USER=postgres
  else
    PG_OS_USER=afc-pg
    if ! id -u "$PG_OS_USER" >/dev/null 2>&1; then
      useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$PG_OS_USER"
    fi
  fi
  if command -v runuser >/dev/null 2>&1; then
    as_pg() { (cd "$WORKDIR" && runuser -u "$PG_OS_USER" -- "$@"); }
  else
    as_pg() { (cd "$WORKDIR" && su -s /bin/sh "$PG_OS_USER" -c "$(printf '%q ' "$@")"); }
  fi
  TMPBASE=/tmp # must be reachable by $PG_OS_USER, whatever TMPDIR says
else
  PG_OS_USER="$(id -un)"
  as_pg() { (cd "$WORKDIR" && "$@"); }
  TMPBASE="${TMPDIR:-/tmp}"
fi

WORKDIR="$(mktemp -d "$TMPBASE/afc-pg.XXXXXX")"
DATADIR="$WORKDIR/data"
SERVER_LOG="$WORKDIR/server.log"
STARTED=false
WATCHDOG=""

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$WATCHDOG" ]; then kill "$WATCHDOG" 2>/dev/null || true; fi
  if $STARTED; then
    as_pg "$PGBIN/pg_ctl" -D "$DATADIR" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORKDIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

$IS_ROOT && chown "$PG_OS_USER" "$WORKDIR"
chmod 700 "$WORKDIR"

# ── initdb: trust auth (a private, loopback-only throwaway), UTF-8.
LOCALE=C
if locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then LOCALE=C.UTF-8; fi
if ! as_pg "$PGBIN/initdb" -D "$DATADIR" --auth=trust --encoding=UTF8 --locale="$LOCALE" \
  --username=afc --no-instructions --no-sync >"$WORKDIR/initdb.log" 2>&1; then
  log "initdb failed:"
  cat "$WORKDIR/initdb.log" >&2
  exit 1
fi
cat >>"$DATADIR/postgresql.conf" <<EOF

# with-postgres.sh: a throwaway test cluster, so speed over durability.
listen_addresses = '127.0.0.1'
unix_socket_directories = '$WORKDIR'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
EOF

# ── Start on the first free port from PGTEST_PORT (default 55432).
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

BASE_PORT="${PGTEST_PORT:-55432}"
PORT=""
for offset in $(seq 0 49); do
  candidate=$((BASE_PORT + offset))
  [ "$candidate" -le 65535 ] || break
  port_busy "$candidate" && continue
  : >"$SERVER_LOG"
  $IS_ROOT && chown "$PG_OS_USER" "$SERVER_LOG"
  STARTED=true
  if as_pg "$PGBIN/pg_ctl" -D "$DATADIR" -l "$SERVER_LOG" -o "-p $candidate" -w -t 60 start >/dev/null 2>&1; then
    PORT="$candidate"
    break
  fi
  STARTED=false
  # Lost a race for the port (another server bound it between the check and the start): next one.
  if grep -qiE 'could not bind|address already in use' "$SERVER_LOG"; then continue; fi
  log "PostgreSQL failed to start:"
  cat "$SERVER_LOG" >&2
  exit 1
done
if [ -z "$PORT" ]; then
  log "no free port in $BASE_PORT..$((BASE_PORT + 49))"
  exit 1
fi

# If this script is killed outright (no trap runs), a detached watchdog still stops the server,
# which pg_ctl started in a session of its own, and removes the temp dir.
if command -v setsid >/dev/null 2>&1; then
  setsid bash -c '
    while kill -0 "$1" 2>/dev/null; do sleep 1; done
    if [ -d "$3" ]; then
      if [ "$(id -u)" -eq 0 ]; then runuser -u "$4" -- "$2/pg_ctl" -D "$3/data" -m immediate -w stop
      else "$2/pg_ctl" -D "$3/data" -m immediate -w stop; fi
      rm -rf "$3"
    fi
  ' with-postgres-watchdog "$$" "$PGBIN" "$WORKDIR" "$PG_OS_USER" </dev/null >/dev/null 2>&1 &
  WATCHDOG=$!
fi

PSQL=("$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U afc)
"$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -t 30 2>/dev/null || {
  log "server on port $PORT is not accepting connections"
  exit 1
}
"${PSQL[@]}" -d postgres -c "CREATE DATABASE afc_test" >/dev/null
# The catalogue's search needs pg_trgm (contrib): prove it installs, without leaving it behind.
if ! "${PSQL[@]}" -d afc_test -c "BEGIN; CREATE EXTENSION pg_trgm; ROLLBACK;" >/dev/null 2>&1; then
  log "the pg_trgm extension is not available on this server (Debian ships it in postgresql-<version>)"
  exit 1
fi

VERSION="$("${PSQL[@]}" -d afc_test -tAc "SHOW server_version" | awk '{print $1}')"
echo "PostgreSQL $VERSION on 127.0.0.1:$PORT (throwaway cluster, database afc_test)" >&2

export DATABASE_URL="postgres://afc@127.0.0.1:$PORT/afc_test"
unset PGLITE_DATA_DIR

# The command runs in the background so that a signal to this script is handled at once: it is
# passed on as SIGTERM (a background command ignores SIGINT), then we wait for the command to end.
CHILD=""
SIGNALLED=false
trap 'SIGNALLED=true; if [ -n "$CHILD" ]; then kill -TERM "$CHILD" 2>/dev/null || true; else exit 143; fi' INT TERM
"$@" <&0 &
CHILD=$!
set +e
while :; do
  SIGNALLED=false
  wait "$CHILD"
  status=$?
  $SIGNALLED || break
  # A signal cut the wait short: wait on while the command runs, then take its own exit status
  # (127 here means that status was already collected, in $status).
  kill -0 "$CHILD" 2>/dev/null && continue
  wait "$CHILD" 2>/dev/null
  code=$?
  [ "$code" -eq 127 ] || status=$code
  break
done
set -e
exit "$status"

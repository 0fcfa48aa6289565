#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for one ctest run (the CTest fixture "postgres").
#   pg-test-cluster.sh start STATE_DIR   initdb + pg_ctl start; writes STATE_DIR/conninfo
#   pg-test-cluster.sh stop STATE_DIR    pg_ctl stop and removes the cluster
#   pg-test-cluster.sh pause STATE_DIR   stops the server, keeping the cluster (a server that went away)
#   pg-test-cluster.sh resume STATE_DIR  starts the paused server again
#   pg-test-cluster.sh standby STATE_DIR STANDBY_STATE_DIR
#                                        a hot standby of STATE_DIR's server (pg_basebackup -R,
#                                        streaming replication) in a cluster of its own; stop,
#                                        pause and resume take STANDBY_STATE_DIR as for any cluster
# The cluster lives in a temporary folder owned by the user that runs the server (postgres when
# this runs as root, since PostgreSQL refuses to run as root); it listens only on a Unix socket in
# that folder. The tests read STATE_DIR/conninfo (a libpq connection string for the superuser).
# LMARS_PG_SHARED_BUFFERS (default 64MB) sets shared_buffers, e.g. 1GB for server_bench at 1M chunks.
# When the binaries are missing it exits 1 and the PostgreSQL tests fail (never skip): the firm
# server is part of the product, and scripts/install-deps.sh installs PostgreSQL.
set -euo pipefail

action=${1:?start or stop}
state=${2:?state folder}
bindir=${LMARS_PG_BINDIR:-/usr/lib/postgresql/15/bin}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

stop_cluster() {
  if [ -f "$state/cluster" ]; then
    local dir
    dir=$(cat "$state/cluster")
    if [ -d "$dir/data" ]; then
      as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
  fi
  rm -f "$state/cluster" "$state/conninfo"
}

start_server() {
  as_owner "$bindir/pg_ctl" -D "$1/data" -l "$1/server.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$1' -c fsync=off -c max_connections=60 -c shared_buffers=${LMARS_PG_SHARED_BUFFERS:-64MB}" \
    start >/dev/null || { cat "$1/server.log" >&2; exit 1; }
}

case "$action" in
start)
  mkdir -p "$state"
  stop_cluster
  if [ ! -x "$bindir/initdb" ] || [ ! -x "$bindir/pg_ctl" ]; then
    echo "PostgreSQL 15 binaries not found in $bindir (scripts/install-deps.sh installs them)" >&2
    exit 1
  fi
  dir=$(mktemp -d /tmp/lmars-pg.XXXXXX)
  chmod 755 "$dir"
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$dir"
  fi
  echo "$dir" >"$state/cluster"
  as_owner "$bindir/initdb" -D "$dir/data" -U lmars_test_admin --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  start_server "$dir"
  echo "host=$dir port=5432 user=lmars_test_admin dbname=postgres" >"$state/conninfo"
  ;;
standby)
  target=${3:?standby state folder}
  primary=$(cat "$state/cluster")
  mkdir -p "$target"
  state=$target stop_cluster
  dir=$(mktemp -d /tmp/lmars-pg.XXXXXX)
  chmod 755 "$dir"
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$dir"
  fi
  echo "$dir" >"$target/cluster"
  # initdb's trust rules let the superuser replicate over the primary's socket.
  as_owner "$bindir/pg_basebackup" -h "$primary" -p 5432 -U lmars_test_admin -D "$dir/data" -R -X stream -c fast \
    >"$dir/basebackup.log" 2>&1 || { cat "$dir/basebackup.log" >&2; exit 1; }
  start_server "$dir"
  echo "host=$dir port=5432 user=lmars_test_admin dbname=postgres" >"$target/conninfo"
  ;;
stop)
  stop_cluster
  ;;
pause)
  as_owner "$bindir/pg_ctl" -D "$(cat "$state/cluster")/data" -m immediate -w stop >/dev/null
  ;;
resume)
  start_server "$(cat "$state/cluster")"
  ;;
*)
  echo "usage: $0 start|stop|pause|resume STATE_DIR | standby STATE_DIR STANDBY_STATE_DIR" >&2
  exit 2
  ;;
esac

#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster for tests: test-postgres.sh start|stop DIR [PORT]
# On start it prints the connection URL. Server binaries come from PG_BIN (default PostgreSQL 15).
set -euo pipefail
action=${1:?start or stop}
dir=${2:?data directory}
port=${3:-54329}
bin=${PG_BIN:-/usr/lib/postgresql/15/bin}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    [ -x "$bin/initdb" ] || { echo "PostgreSQL binaries not found in $bin" >&2; exit 3; }
    if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin postgres
    fi
    mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR [PORT]" >&2
    exit 2
    ;;
esac

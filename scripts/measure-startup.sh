#!/usr/bin/env bash
# Start-up time of the server: from launch to /healthz answering 200, embedded mode, fresh store.
# Usage: scripts/measure-startup.sh <runs> <command...>   (prints one time in ms per run, then the median)
# Embedded mode by default; GATEWAY_HOST=x GATEWAY_KEY=y measures live mode (no dataset to build,
# no upstream call before /healthz answers), which isolates the cost of loading the server itself.
set -euo pipefail
runs=$1; shift
port=${MEASURE_PORT:-8219}
times=()
for _ in $(seq "$runs"); do
  dir=$(mktemp -d)
  start=$(date +%s%N)
  PORT=$port HOST=127.0.0.1 LOG_LEVEL=warn GATEWAY_HOST=${GATEWAY_HOST-} GATEWAY_KEY=${GATEWAY_KEY-} DATA_DIR="$dir" STATIC_DIR=${STATIC_DIR:-dist} "$@" >/dev/null 2>&1 &
  pid=$!
  until curl -sf "http://127.0.0.1:$port/healthz" >/dev/null; do
    kill -0 "$pid" 2>/dev/null || { echo "server exited" >&2; exit 1; }
    sleep 0.02
  done
  end=$(date +%s%N)
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
  times+=($(( (end - start) / 1000000 )))
  echo "${times[-1]} ms"
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "median " (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2) " ms over " NR " runs"}'

#!/usr/bin/env bash
# Stops the local Kafka broker of $KAFKA_DATA_DIR (SIGTERM, up to 30 s for a
# clean shutdown, then SIGKILL) and deletes its data dir.
#   stop.sh               stop and delete the data dir (topics, users, ACLs)
#   stop.sh --keep-data   stop only; start.sh resumes with the same data
# Idempotent: stopping a broker that is not running is not an error.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

keep_data=false
for arg in "$@"; do
  case "$arg" in
    --keep-data) keep_data=true ;;
    -h | --help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) kafka_die "unknown argument '$arg' (usage: stop.sh [--keep-data])" ;;
  esac
done
kafka_check_env

if pid="$(kafka_running_pid)"; then
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "kafka: pid $pid still running after 30s, sending SIGKILL" >&2
    kill -KILL "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
  fi
  echo "kafka stopped (pid $pid, port $KAFKA_PORT)"
else
  echo "kafka not running (port $KAFKA_PORT)"
fi
rm -f "$KAFKA_PID_FILE"

if ! $keep_data && [[ -d "$KAFKA_DATA_DIR" ]]; then
  # Only delete what looks like one of our data dirs.
  if [[ -f "$KAFKA_DATA_DIR/server.properties" || -d "$KAFKA_DATA_DIR/kraft" || -d "$KAFKA_DATA_DIR/logs" ]] &&
    [[ "$KAFKA_DATA_DIR" != / && "$KAFKA_DATA_DIR" != "$HOME" ]]; then
    rm -rf "$KAFKA_DATA_DIR"
    echo "kafka data deleted ($KAFKA_DATA_DIR)"
  else
    echo "kafka: $KAFKA_DATA_DIR does not look like a broker data dir; not deleting it" >&2
  fi
fi

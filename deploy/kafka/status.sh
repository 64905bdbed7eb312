#!/usr/bin/env bash
# Reports whether the local Kafka broker of $KAFKA_DATA_DIR runs and accepts
# connections on 127.0.0.1:$KAFKA_PORT.
#   exit 0, "running on 127.0.0.1:PORT (pid N)"   when up
#   exit 1, "not running"                          otherwise (reason on stderr)
# Cheap (no JVM): checks the pid and that the client port accepts TCP.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
kafka_check_env

if ! pid="$(kafka_running_pid)"; then
  echo "not running"
  exit 1
fi
if ! kafka_port_open "$KAFKA_PORT"; then
  echo "not running"
  echo "kafka: pid $pid is alive but $KAFKA_HOST:$KAFKA_PORT does not accept connections (starting or stuck; see $KAFKA_DATA_DIR/logs/server.log)" >&2
  exit 1
fi
echo "running on $KAFKA_HOST:$KAFKA_PORT (pid $pid)"

#!/usr/bin/env bash
# A local three-node KRaft cluster for the lead path: three JVMs on 127.0.0.1, each broker
# and controller of one static quorum, started and stopped with start.sh / stop.sh, topics
# with replication factor 3 and min.insync.replicas 2 (internal topics included).
#   cluster.sh start              start the nodes that are not running, wait until all are ready
#   cluster.sh stop [--keep-data] stop all three; without --keep-data delete their data
#   cluster.sh status             one line per node; exit 1 unless all three run
#   cluster.sh kill <1|2|3>       SIGKILL one node, as a crash would (start brings it back)
#   cluster.sh brokers            the bootstrap list, host:port,host:port,host:port
# Env: KAFKA_CLUSTER_PORT (default 9192): node n listens on KAFKA_CLUSTER_PORT + 2(n-1) for
# clients and the port after that for its controller, so 9192..9197 by default;
# KAFKA_CLUSTER_DATA_DIR (default deploy/kafka/.data/cluster-$KAFKA_CLUSTER_PORT), node n's
# data in node-n/ under it; the passwords and KAFKA_START_TIMEOUT as for start.sh.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

KAFKA_CLUSTER_PORT="${KAFKA_CLUSTER_PORT:-9192}"
[[ "$KAFKA_CLUSTER_PORT" =~ ^[0-9]+$ ]] && ((KAFKA_CLUSTER_PORT > 0 && KAFKA_CLUSTER_PORT < 65530)) ||
  kafka_die "invalid KAFKA_CLUSTER_PORT '$KAFKA_CLUSTER_PORT'"
KAFKA_CLUSTER_DATA_DIR="${KAFKA_CLUSTER_DATA_DIR:-$KAFKA_DIR/.data/cluster-$KAFKA_CLUSTER_PORT}"
NODES=(1 2 3)

client_port() { echo $((KAFKA_CLUSTER_PORT + 2 * ($1 - 1))); }
controller_port() { echo $((KAFKA_CLUSTER_PORT + 2 * ($1 - 1) + 1)); }

voters() {
  local n list=()
  for n in "${NODES[@]}"; do list+=("$n@$KAFKA_HOST:$(controller_port "$n")"); done
  (IFS=,; echo "${list[*]}")
}

brokers() {
  local n list=()
  for n in "${NODES[@]}"; do list+=("$KAFKA_HOST:$(client_port "$n")"); done
  (IFS=,; echo "${list[*]}")
}

# One cluster id for all three nodes, kept beside their data so that a node formatted again
# (its data dir deleted by hand) still joins the same cluster.
cluster_id() {
  local file="$KAFKA_CLUSTER_DATA_DIR/cluster.id"
  if [[ ! -s "$file" ]]; then
    kafka_resolve_classpath
    mkdir -p "$KAFKA_CLUSTER_DATA_DIR"
    kafka_tool kafka.tools.StorageTool random-uuid >"$file"
  fi
  cat "$file"
}

# Runs one of this directory's scripts as node $1.
as_node() {
  local n="$1" script="$2"
  shift 2
  KAFKA_NODE_ID="$n" KAFKA_PORT="$(client_port "$n")" KAFKA_CONTROLLER_PORT="$(controller_port "$n")" \
    KAFKA_DATA_DIR="$KAFKA_CLUSTER_DATA_DIR/node-$n" KAFKA_QUORUM_VOTERS="$(voters)" \
    KAFKA_CLUSTER_ID="${CLUSTER_ID:-}" KAFKA_REPLICATION_FACTOR=3 KAFKA_MIN_INSYNC_REPLICAS=2 \
    bash "$KAFKA_DIR/$script" "$@"
}

# Runs a script for every node at once (a node becomes ready only once a majority of the
# quorum runs, so they cannot start one after the other); fails if any failed.
on_all_nodes() {
  local n pids=() failed=0
  for n in "${NODES[@]}"; do
    as_node "$n" "$@" 2>&1 | sed "s/^/[node $n] /" &
    pids+=($!)
  done
  for n in "${!pids[@]}"; do wait "${pids[$n]}" || failed=1; done
  return "$failed"
}

command="${1:-}"
case "$command" in
  start)
    CLUSTER_ID="$(cluster_id)"
    started=$SECONDS
    # pipefail: a failed start.sh fails its pipeline through sed.
    on_all_nodes start.sh || kafka_die "the cluster did not start (logs: $KAFKA_CLUSTER_DATA_DIR/node-*/logs/server.log)"
    echo "kafka cluster running on $(brokers) (3 nodes, replication factor 3, min.insync.replicas 2; $((SECONDS - started))s)"
    ;;
  stop)
    [[ "${2:-}" == "" || "${2:-}" == --keep-data ]] || kafka_die "usage: cluster.sh stop [--keep-data]"
    on_all_nodes stop.sh --keep-data
    if [[ "${2:-}" != --keep-data && -d "$KAFKA_CLUSTER_DATA_DIR" ]]; then
      rm -rf "$KAFKA_CLUSTER_DATA_DIR"
      echo "kafka cluster data deleted ($KAFKA_CLUSTER_DATA_DIR)"
    fi
    ;;
  status)
    failed=0
    for n in "${NODES[@]}"; do
      echo -n "node $n: "
      as_node "$n" status.sh || failed=1
    done
    exit "$failed"
    ;;
  kill)
    n="${2:-}"
    [[ "$n" =~ ^[123]$ ]] || kafka_die "usage: cluster.sh kill <1|2|3>"
    KAFKA_DATA_DIR="$KAFKA_CLUSTER_DATA_DIR/node-$n"
    KAFKA_PORT="$(client_port "$n")"
    KAFKA_CONTROLLER_PORT="$(controller_port "$n")"
    kafka_check_env
    pid="$(kafka_running_pid)" || kafka_die "node $n is not running"
    kill -KILL "$pid"
    echo "kafka node $n killed (pid $pid, port $(client_port "$n"))"
    ;;
  brokers) brokers ;;
  *) sed -n '2,13s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# Gives a partner topic three replicas, one on each node. `npm run partners -- add` creates a
# partner's topic with one replica (KafkaPartnerAccess), and with min.insync.replicas=2 such a
# topic refuses the forwarder's acks=all writes until it has more. Run inside a broker:
#   docker compose --env-file deploy/compose.env exec kafka-1 \
#     bash /opt/fairwrench/replicate-topic.sh fairwrench.leads.<shopId>
set -euo pipefail
topic="${1:?usage: replicate-topic.sh fairwrench.leads.<shopId>}"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[[ -f "$ADMIN_CONFIG" ]] || write_admin_config
plan="$(mktemp)"
trap 'rm -f "$plan"' EXIT
# Partner topics have exactly one partition (ADR 022).
printf '{"version":1,"partitions":[{"topic":"%s","partition":0,"replicas":[1,2,3]}]}\n' "$topic" >"$plan"
reassign() {
  /opt/kafka/bin/kafka-reassign-partitions.sh --bootstrap-server "$BOOTSTRAP" \
    --command-config "$ADMIN_CONFIG" --reassignment-json-file "$plan" "$@"
}
reassign --execute
for _ in $(seq 1 30); do
  reassign --verify | grep -q 'is completed' && { echo "$topic: 3 replicas"; exit 0; }
  sleep 2
done
echo "$topic: reassignment still running; check with --verify" >&2
exit 1

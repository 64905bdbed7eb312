#!/usr/bin/env bash
# One node of docker-compose.yml's three-node Kafka cluster, run in the apache/kafka image
# instead of its own start script: each node is both broker and KRaft controller (a static
# quorum of kafka-1..3), with the listeners' security, SCRAM users, authorizer and storage
# format of deploy/kafka/lib.sh (as the local brokers of start.sh and cluster.sh), and
# replication factor 3 with min.insync.replicas 2.
# The storage is formatted once, on first start, with the SCRAM users; later starts reuse it,
# so changing a password in the env file afterwards changes nothing (docs/operations.md).
# Env: BROKER_NODE_ID (1..3), CLUSTER_ID, KAFKA_ADMIN_PASSWORD, KAFKA_FORWARDER_PASSWORD.
set -euo pipefail
: "${BROKER_NODE_ID:?}" "${CLUSTER_ID:?}" "${KAFKA_ADMIN_PASSWORD:?}" "${KAFKA_FORWARDER_PASSWORD:?}"
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
kafka_check_passwords

config=/tmp/server.properties
(
  umask 077
  cat >"$config" <<PROPERTIES
process.roles=broker,controller
node.id=$BROKER_NODE_ID
controller.quorum.voters=1@kafka-1:9093,2@kafka-2:9093,3@kafka-3:9093

listeners=CLIENT://:9092,CONTROLLER://:9093
advertised.listeners=CLIENT://kafka-$BROKER_NODE_ID:9092
$(kafka_security_properties)

log.dirs=/var/lib/kafka/data

$(kafka_replication_properties 3 2)
PROPERTIES
)
write_admin_config

kafka_format_storage "$config" "$CLUSTER_ID" --ignore-formatted

export KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xmx512m -Xms256m}"
exec /opt/kafka/bin/kafka-server-start.sh "$config"

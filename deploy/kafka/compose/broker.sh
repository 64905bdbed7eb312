#!/usr/bin/env bash
# One node of docker-compose.yml's three-node Kafka cluster, run in the apache/kafka image
# instead of its own start script: each node is both broker and KRaft controller (a static
# quorum of kafka-1..3), with the same listeners, SCRAM users and authorizer as the local
# single broker of deploy/kafka/start.sh, and replication factor 3 with min.insync.replicas 2.
# The storage is formatted once, on first start, with the SCRAM users; later starts reuse it,
# so changing a password in the env file afterwards changes nothing (docs/operations.md).
# Env: BROKER_NODE_ID (1..3), CLUSTER_ID, KAFKA_ADMIN_PASSWORD, KAFKA_FORWARDER_PASSWORD.
set -euo pipefail
: "${BROKER_NODE_ID:?}" "${CLUSTER_ID:?}" "${KAFKA_ADMIN_PASSWORD:?}" "${KAFKA_FORWARDER_PASSWORD:?}"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

config=/tmp/server.properties
(
  umask 077
  cat >"$config" <<PROPERTIES
process.roles=broker,controller
node.id=$BROKER_NODE_ID
controller.quorum.voters=1@kafka-1:9093,2@kafka-2:9093,3@kafka-3:9093
controller.listener.names=CONTROLLER

listeners=CLIENT://:9092,CONTROLLER://:9093
advertised.listeners=CLIENT://kafka-$BROKER_NODE_ID:9092
listener.security.protocol.map=CLIENT:SASL_PLAINTEXT,CONTROLLER:SASL_PLAINTEXT
inter.broker.listener.name=CLIENT

sasl.enabled.mechanisms=SCRAM-SHA-512
sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512
listener.name.client.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="$KAFKA_ADMIN_USER" password="$KAFKA_ADMIN_PASSWORD";

listener.name.controller.sasl.enabled.mechanisms=PLAIN
sasl.mechanism.controller.protocol=PLAIN
listener.name.controller.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="$KAFKA_ADMIN_USER" password="$KAFKA_ADMIN_PASSWORD" user_$KAFKA_ADMIN_USER="$KAFKA_ADMIN_PASSWORD";

authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer
allow.everyone.if.no.acl.found=false
super.users=User:$KAFKA_ADMIN_USER

log.dirs=/var/lib/kafka/data

auto.create.topics.enable=false
num.partitions=1
default.replication.factor=3
min.insync.replicas=2
offsets.topic.replication.factor=3
transaction.state.log.replication.factor=3
transaction.state.log.min.isr=2
share.coordinator.state.topic.replication.factor=3
share.coordinator.state.topic.min.isr=2
unclean.leader.election.enable=false
group.initial.rebalance.delay.ms=0
PROPERTIES
)
write_admin_config

/opt/kafka/bin/kafka-storage.sh format --config "$config" --cluster-id "$CLUSTER_ID" --ignore-formatted \
  --add-scram "SCRAM-SHA-512=[name=$KAFKA_ADMIN_USER,password=$KAFKA_ADMIN_PASSWORD]" \
  --add-scram "SCRAM-SHA-512=[name=$KAFKA_FORWARDER_USER,password=$KAFKA_FORWARDER_PASSWORD]"

export KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xmx512m -Xms256m}"
exec /opt/kafka/bin/kafka-server-start.sh "$config"

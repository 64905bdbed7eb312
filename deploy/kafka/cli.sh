#!/usr/bin/env bash
# Runs a Kafka CLI tool from the Maven-resolved jars (there is no Kafka
# tarball, hence no bin/kafka-*.sh). Takes a short name or a main class:
#   cli.sh topics | acls | configs | console-producer | console-consumer |
#          consumer-groups | cluster | metadata-quorum | api-versions | storage
#   cli.sh org.apache.kafka.tools.SomeTool ...
# Example:
#   deploy/kafka/cli.sh topics --bootstrap-server 127.0.0.1:9092 \
#     --command-config "$(deploy/kafka/client-config.sh admin)" --list
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[[ $# -ge 1 ]] || { sed -n '2,9s/^# \{0,1\}//p' "$0" >&2; exit 2; }

tool="$1"
shift
case "$tool" in
  topics) class=org.apache.kafka.tools.TopicCommand ;;
  acls) class=org.apache.kafka.tools.AclCommand ;;
  configs) class=org.apache.kafka.tools.ConfigCommand ;;
  console-producer) class=org.apache.kafka.tools.ConsoleProducer ;;
  console-consumer) class=org.apache.kafka.tools.consumer.ConsoleConsumer ;;
  consumer-groups) class=org.apache.kafka.tools.consumer.group.ConsumerGroupCommand ;;
  cluster) class=org.apache.kafka.tools.ClusterTool ;;
  metadata-quorum) class=org.apache.kafka.tools.MetadataQuorumCommand ;;
  api-versions) class=org.apache.kafka.tools.BrokerApiVersionsCommand ;;
  storage) class=kafka.tools.StorageTool ;;
  *.*) class="$tool" ;;
  *) kafka_die "unknown tool '$tool' (see cli.sh without arguments)" ;;
esac
kafka_resolve_classpath
kafka_tool "$class" "$@"

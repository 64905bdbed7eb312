#!/usr/bin/env bash
# One-shot job once the three nodes are healthy: grants the forwarder what deploy/kafka/start.sh
# grants it on the local broker (write and describe on topics prefixed fairwrench.leads.,
# idempotent write on the cluster) and nothing else. Adding an ACL that exists is a no-op, so
# the job runs again safely on every `up`.
set -euo pipefail
: "${KAFKA_ADMIN_PASSWORD:?}"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
write_admin_config
acls() { /opt/kafka/bin/kafka-acls.sh --bootstrap-server "$BOOTSTRAP" --command-config "$ADMIN_CONFIG" "$@"; }
acls --add --allow-principal "User:$KAFKA_FORWARDER_USER" --operation Write --operation Describe \
  --topic "$KAFKA_LEADS_TOPIC_PREFIX" --resource-pattern-type prefixed
acls --add --allow-principal "User:$KAFKA_FORWARDER_USER" --operation IdempotentWrite \
  --operation Describe --cluster
echo "forwarder ACLs in place on $BOOTSTRAP"

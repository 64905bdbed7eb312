#!/usr/bin/env bash
# Healthy when this node answers an authenticated ApiVersions request as the admin user
# (one short JVM start, hence the compose file's 30 s interval).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[[ -f "$ADMIN_CONFIG" ]] || exit 1
exec /opt/kafka/bin/kafka-broker-api-versions.sh --bootstrap-server "localhost:9092" \
  --command-config "$ADMIN_CONFIG" >/dev/null 2>&1

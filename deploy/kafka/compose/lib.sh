# shellcheck shell=bash
# Shared by broker.sh, healthcheck.sh and init.sh (sourced): deploy/kafka/lib.sh (users,
# server properties, storage format; docker-compose.yml mounts deploy/kafka at /opt/fairwrench)
# and the admin's client settings, written inside the container only (mode 600).
# shellcheck source=../lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
ADMIN_CONFIG=/tmp/admin.properties
BOOTSTRAP=kafka-1:9092,kafka-2:9092,kafka-3:9092
# The image's own tools, not the Maven-resolved jars of a local broker.
KAFKA_STORAGE_TOOL=(/opt/kafka/bin/kafka-storage.sh)

write_admin_config() {
  (
    umask 077
    cat >"$ADMIN_CONFIG" <<PROPERTIES
security.protocol=SASL_PLAINTEXT
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="$KAFKA_ADMIN_USER" password="$KAFKA_ADMIN_PASSWORD";
PROPERTIES
  )
}

# shellcheck shell=bash
# Shared by broker.sh, healthcheck.sh and init.sh (sourced): the users of deploy/kafka/lib.sh
# and the admin's client settings, written inside the container only (mode 600).
KAFKA_ADMIN_USER=fairwrench-admin
KAFKA_FORWARDER_USER=fairwrench-forwarder
KAFKA_LEADS_TOPIC_PREFIX=fairwrench.leads.
ADMIN_CONFIG=/tmp/admin.properties
BOOTSTRAP=kafka-1:9092,kafka-2:9092,kafka-3:9092

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

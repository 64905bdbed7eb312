#!/usr/bin/env bash
# Writes the client properties (bootstrap.servers + SASL/SCRAM-SHA-512 login)
# for a user of the local broker into its data dir and prints the file's path,
# for Kafka CLI tools (--command-config / --consumer.config / --producer.config)
# or any other Kafka client.
#   client-config.sh [admin|forwarder]     (default: admin)
# Example:
#   deploy/kafka/cli.sh console-consumer --bootstrap-server 127.0.0.1:9092 \
#     --consumer.config "$(deploy/kafka/client-config.sh admin)" \
#     --topic fairwrench.leads.test --from-beginning
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
kafka_check_env
kafka_check_passwords
[[ $# -le 1 ]] || kafka_die "usage: client-config.sh [admin|forwarder]"
kafka_client_config "${1:-admin}"

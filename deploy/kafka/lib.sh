# shellcheck shell=bash
# Shared settings and helpers for the local Kafka broker scripts (start.sh, stop.sh,
# status.sh, cluster.sh, client-config.sh, cli.sh) and for compose/broker.sh, which runs in
# the apache/kafka image. Sourced, not run.
#
# Everything is configured through the environment (see README.md):
#   KAFKA_PORT               client listener port            (default 9092)
#   KAFKA_CONTROLLER_PORT    KRaft controller listener port  (default 9093)
#   KAFKA_DATA_DIR           broker data dir        (default deploy/kafka/.data/$KAFKA_PORT)
#   KAFKA_NODE_ID            node id                         (default 1)
#   KAFKA_QUORUM_VOTERS      static controller quorum, id@host:port,...  (default: none, one
#                            standalone node); cluster.sh sets it for its three nodes
#   KAFKA_CLUSTER_ID         cluster id a node is formatted with (default: a new one)
#   KAFKA_REPLICATION_FACTOR  replicas of new and internal topics (default 1)
#   KAFKA_MIN_INSYNC_REPLICAS min.insync.replicas of every topic  (default 1)
#   KAFKA_ADMIN_PASSWORD     SCRAM password of fairwrench-admin     (local default)
#   KAFKA_FORWARDER_PASSWORD SCRAM password of fairwrench-forwarder (local default)
#   KAFKA_START_TIMEOUT      seconds start.sh waits for readiness  (default 90)
#   KAFKA_RUNTIME_DIR        where the Maven-resolved jars are cached (default deploy/kafka/.runtime)

KAFKA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
KAFKA_HOST=127.0.0.1
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
KAFKA_DATA_DIR="${KAFKA_DATA_DIR:-$KAFKA_DIR/.data/$KAFKA_PORT}"
KAFKA_RUNTIME_DIR="${KAFKA_RUNTIME_DIR:-$KAFKA_DIR/.runtime}"
KAFKA_LIB_DIR="$KAFKA_RUNTIME_DIR/lib"
KAFKA_START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
KAFKA_NODE_ID="${KAFKA_NODE_ID:-1}"
KAFKA_QUORUM_VOTERS="${KAFKA_QUORUM_VOTERS:-}"
KAFKA_CLUSTER_ID="${KAFKA_CLUSTER_ID:-}"
KAFKA_REPLICATION_FACTOR="${KAFKA_REPLICATION_FACTOR:-1}"
KAFKA_MIN_INSYNC_REPLICAS="${KAFKA_MIN_INSYNC_REPLICAS:-1}"

KAFKA_ADMIN_USER=fairwrench-admin
KAFKA_FORWARDER_USER=fairwrench-forwarder
KAFKA_ADMIN_PASSWORD="${KAFKA_ADMIN_PASSWORD:-fairwrench-admin-local}"
KAFKA_FORWARDER_PASSWORD="${KAFKA_FORWARDER_PASSWORD:-fairwrench-forwarder-local}"
KAFKA_LEADS_TOPIC_PREFIX=fairwrench.leads.

KAFKA_JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"

kafka_die() {
  echo "kafka: $*" >&2
  exit 1
}

# Validates ports and paths; call once at the top of every script.
kafka_check_env() {
  local p
  for p in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
    [[ "$p" =~ ^[0-9]+$ ]] && ((p > 0 && p < 65536)) || kafka_die "invalid port '$p'"
  done
  [[ "$KAFKA_PORT" != "$KAFKA_CONTROLLER_PORT" ]] ||
    kafka_die "KAFKA_PORT and KAFKA_CONTROLLER_PORT must differ (both $KAFKA_PORT)"
  [[ "$KAFKA_START_TIMEOUT" =~ ^[0-9]+$ ]] || kafka_die "invalid KAFKA_START_TIMEOUT '$KAFKA_START_TIMEOUT'"
  [[ "$KAFKA_NODE_ID" =~ ^[0-9]+$ ]] || kafka_die "invalid KAFKA_NODE_ID '$KAFKA_NODE_ID'"
  [[ -z "$KAFKA_QUORUM_VOTERS" || "$KAFKA_QUORUM_VOTERS" =~ ^[0-9]+@[^,@]+:[0-9]+(,[0-9]+@[^,@]+:[0-9]+)*$ ]] ||
    kafka_die "invalid KAFKA_QUORUM_VOTERS '$KAFKA_QUORUM_VOTERS' (id@host:port,...)"
  kafka_check_replication
  # Absolute data dir, so that the pid check and the broker agree on it.
  mkdir -p "$(dirname "$KAFKA_DATA_DIR")"
  KAFKA_DATA_DIR="$(cd "$(dirname "$KAFKA_DATA_DIR")" && pwd)/$(basename "$KAFKA_DATA_DIR")"
  KAFKA_PID_FILE="$KAFKA_DATA_DIR/broker.pid"
}

# The passwords end up inside JAAS strings, Java properties files and the
# StorageTool's 'SCRAM-SHA-512=[name=..,password=..]' syntax; keep them to
# characters that need no quoting in any of those.
kafka_check_passwords() {
  local p
  for p in "$KAFKA_ADMIN_PASSWORD" "$KAFKA_FORWARDER_PASSWORD"; do
    [[ "$p" =~ ^[A-Za-z0-9._~@%+:/^*!#-]{1,128}$ ]] ||
      kafka_die "passwords may only contain letters, digits and ._~@%+:/^*!#- (1-128 chars)"
  done
}

# The replication factor and min.insync.replicas must fit together: a min ISR above the
# replica count refuses every acks=all write.
kafka_check_replication() {
  [[ "$KAFKA_REPLICATION_FACTOR" =~ ^[1-9][0-9]*$ && "$KAFKA_MIN_INSYNC_REPLICAS" =~ ^[1-9][0-9]*$ ]] ||
    kafka_die "KAFKA_REPLICATION_FACTOR and KAFKA_MIN_INSYNC_REPLICAS must be positive integers"
  ((KAFKA_MIN_INSYNC_REPLICAS <= KAFKA_REPLICATION_FACTOR)) ||
    kafka_die "KAFKA_MIN_INSYNC_REPLICAS ($KAFKA_MIN_INSYNC_REPLICAS) must not exceed KAFKA_REPLICATION_FACTOR ($KAFKA_REPLICATION_FACTOR)"
}

# server.properties lines every node shares, local or in compose: SASL/SCRAM-SHA-512 on the
# CLIENT listener (inter-broker traffic included, as the admin), SASL/PLAIN on CONTROLLER
# (the SCRAM credentials live in the metadata log, so they cannot authenticate the quorum
# itself), and ACL authorization with nothing allowed without an ACL.
kafka_security_properties() {
  cat <<PROPERTIES
controller.listener.names=CONTROLLER
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
PROPERTIES
}

# server.properties lines for replication: $1 replicas and min.insync.replicas $2 for new
# topics and Kafka's internal ones, no automatic topic creation, never an out-of-sync leader.
kafka_replication_properties() {
  cat <<PROPERTIES
auto.create.topics.enable=false
num.partitions=1
default.replication.factor=$1
min.insync.replicas=$2
offsets.topic.replication.factor=$1
offsets.topic.num.partitions=5
transaction.state.log.replication.factor=$1
transaction.state.log.min.isr=$2
transaction.state.log.num.partitions=5
share.coordinator.state.topic.replication.factor=$1
share.coordinator.state.topic.min.isr=$2
share.coordinator.state.topic.num.partitions=5
unclean.leader.election.enable=false
group.initial.rebalance.delay.ms=0
# Failover (ADR 040): a node that stops heartbeating is fenced after 1.5 s (default 9 s), and
# a dead active controller is replaced within about 1 s (defaults 2 s + up to 1 s), so its
# partitions get a new leader in about 2 s rather than 8-12 s.
broker.heartbeat.interval.ms=500
broker.session.timeout.ms=1500
controller.quorum.fetch.timeout.ms=1000
controller.quorum.election.timeout.ms=500
controller.quorum.election.backoff.max.ms=300
PROPERTIES
}

# Formats a node's storage once, with the two SCRAM users:
#   kafka_format_storage <config> <cluster-id> [--standalone | --ignore-formatted ...]
# The StorageTool is KAFKA_STORAGE_TOOL (an array): the cached jars by default, the image's
# kafka-storage.sh in compose/broker.sh.
kafka_format_storage() {
  local config="$1" cluster_id="$2"
  shift 2
  [[ -n "${KAFKA_STORAGE_TOOL[*]:-}" ]] || KAFKA_STORAGE_TOOL=(kafka_tool kafka.tools.StorageTool)
  "${KAFKA_STORAGE_TOOL[@]}" format --config "$config" --cluster-id "$cluster_id" "$@" \
    --add-scram "SCRAM-SHA-512=[name=$KAFKA_ADMIN_USER,password=$KAFKA_ADMIN_PASSWORD]" \
    --add-scram "SCRAM-SHA-512=[name=$KAFKA_FORWARDER_USER,password=$KAFKA_FORWARDER_PASSWORD]"
}

# Downloads (once) the jars named in pom.xml into $KAFKA_LIB_DIR. The cache is
# keyed by the pom's checksum, so bumping the Kafka version re-resolves.
# A lock keeps two brokers started at the same time from racing on it.
kafka_resolve_classpath() {
  command -v "$KAFKA_JAVA" >/dev/null || kafka_die "java not found (Java 17+ needed)"
  local stamp
  stamp="$(sha256sum "$KAFKA_DIR/pom.xml" | cut -d' ' -f1)"
  [[ -f "$KAFKA_LIB_DIR/.pom.sha256" && "$(cat "$KAFKA_LIB_DIR/.pom.sha256")" == "$stamp" ]] && return 0

  mkdir -p "$KAFKA_RUNTIME_DIR"
  exec 9>"$KAFKA_RUNTIME_DIR/.lock"
  flock 9
  if [[ ! -f "$KAFKA_LIB_DIR/.pom.sha256" || "$(cat "$KAFKA_LIB_DIR/.pom.sha256")" != "$stamp" ]]; then
    command -v mvn >/dev/null || kafka_die "mvn not found (Maven 3.8+ needed to fetch the Kafka jars)"
    echo "kafka: resolving the Kafka jars from Maven Central into ${KAFKA_LIB_DIR#"$PWD/"} ..." >&2
    local tmp="$KAFKA_RUNTIME_DIR/lib.tmp.$$" started=$SECONDS
    rm -rf "$tmp"
    if ! mvn -q -B -Dstyle.color=never -f "$KAFKA_DIR/pom.xml" \
      dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$tmp" \
      >"$KAFKA_RUNTIME_DIR/resolve.log" 2>&1; then
      rm -rf "$tmp"
      tail -n 40 "$KAFKA_RUNTIME_DIR/resolve.log" >&2
      kafka_die "mvn dependency:copy-dependencies failed (full output: $KAFKA_RUNTIME_DIR/resolve.log)"
    fi
    echo "$stamp" >"$tmp/.pom.sha256"
    rm -rf "$KAFKA_LIB_DIR"
    mv "$tmp" "$KAFKA_LIB_DIR"
    echo "kafka: resolved $(find "$KAFKA_LIB_DIR" -name '*.jar' | wc -l) jars in $((SECONDS - started))s" >&2
  fi
  flock -u 9
  exec 9>&-
}

# Runs a Kafka CLI class (tools, StorageTool, ...) with a small, fast-starting
# JVM; their logging goes to stderr at WARN.
kafka_tool() {
  "$KAFKA_JAVA" -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$KAFKA_DIR/log4j2-tools.properties" \
    -cp "$KAFKA_LIB_DIR/*" "$@"
}

# Prints the pid of the broker that owns $KAFKA_DATA_DIR, or fails. Checks the
# process's command line so that a recycled pid is not mistaken for it.
kafka_running_pid() {
  [[ -f "$KAFKA_PID_FILE" ]] || return 1
  local pid
  pid="$(cat "$KAFKA_PID_FILE" 2>/dev/null)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "kafka.Kafka $KAFKA_DATA_DIR/server.properties" || return 1
  echo "$pid"
}

# True when something accepts TCP connections on 127.0.0.1:$1.
kafka_port_open() {
  (exec 3<>"/dev/tcp/$KAFKA_HOST/$1") 2>/dev/null
}

# Writes the client properties for a user (admin|forwarder) into the data dir
# and prints the file's path.
kafka_client_config() {
  local who="${1:-admin}" user password
  case "$who" in
    admin) user="$KAFKA_ADMIN_USER" password="$KAFKA_ADMIN_PASSWORD" ;;
    forwarder) user="$KAFKA_FORWARDER_USER" password="$KAFKA_FORWARDER_PASSWORD" ;;
    *) kafka_die "unknown user '$who' (admin|forwarder)" ;;
  esac
  local file="$KAFKA_DATA_DIR/$who.properties"
  mkdir -p "$KAFKA_DATA_DIR"
  (
    umask 077
    cat >"$file" <<EOF
# Client settings for $user on the local broker (generated by deploy/kafka; local defaults only).
bootstrap.servers=$KAFKA_HOST:$KAFKA_PORT
security.protocol=SASL_PLAINTEXT
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="$user" password="$password";
EOF
  )
  echo "$file"
}

import { definePromiseWithResolvers } from './promise-with-resolvers';

/**
 * How the product reaches the broker. Only `KAFKA_BROKERS` is needed locally: the user names
 * and passwords default to the ones `deploy/kafka/start.sh` provisions for a local broker, and
 * production sets its own (docs/partners.md, deploy/kafka/README.md).
 */
export interface KafkaSettings {
  readonly brokers: readonly string[];
  /** The forwarder's own SASL/SCRAM user: may write to the partner topics, read none. */
  readonly username: string;
  readonly password: string;
  /** The operator's user for `npm run partners` (topics, users, ACLs). */
  readonly admin: { readonly username: string; readonly password: string };
  readonly clientId: string;
  /**
   * Replicas of each partner topic, and how many of them must hold a message before the broker
   * acknowledges an acks=all write (the topic's `min.insync.replicas`): 1 and 1 on the single
   * local broker, 3 and 2 on a cluster of three, which then loses no acknowledged lead and
   * keeps taking leads with one node down.
   */
  readonly topics: { readonly replicationFactor: number; readonly minInsyncReplicas: number };
}

export const LOCAL_KAFKA_CREDENTIALS = {
  forwarder: { username: 'fairwrench-forwarder', password: 'fairwrench-forwarder-local' },
  admin: { username: 'fairwrench-admin', password: 'fairwrench-admin-local' },
} as const;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/;

/**
 * The settings from the environment; undefined when `KAFKA_BROKERS` is unset (no broker). The
 * local users' default passwords apply only to a broker on this machine.
 */
export function kafkaSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): KafkaSettings | undefined {
  const brokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length === 0) return undefined;
  const { forwarder, admin } = LOCAL_KAFKA_CREDENTIALS;
  const local = brokers.every((broker) => LOOPBACK.test(broker));
  if (!local && !env.KAFKA_PASSWORD) {
    // The local defaults are public (they are in this repository): never use them elsewhere.
    throw new Error(
      'Invalid settings:\n  KAFKA_PASSWORD: required for a broker that is not on this machine',
    );
  }
  return {
    brokers,
    username: env.KAFKA_USERNAME ?? forwarder.username,
    password: env.KAFKA_PASSWORD ?? forwarder.password,
    admin: {
      username: env.KAFKA_ADMIN_USERNAME ?? admin.username,
      password: env.KAFKA_ADMIN_PASSWORD ?? admin.password,
    },
    clientId: env.KAFKA_CLIENT_ID ?? 'fairwrench',
    topics: topicSettingsFromEnv(env),
  };
}

/**
 * `KAFKA_REPLICATION_FACTOR` (default 1) and `KAFKA_MIN_INSYNC_REPLICAS` (default one less than
 * the replicas, at least 1). A minimum above the replica count would refuse every write.
 */
function topicSettingsFromEnv(env: NodeJS.ProcessEnv): KafkaSettings['topics'] {
  const count = (name: string, fallback: number) => {
    const text = env[name]?.trim() || String(fallback);
    if (!/^[1-9]\d*$/.test(text)) {
      throw new Error(`Invalid settings:\n  ${name}: a whole number of at least 1, not '${text}'`);
    }
    return Number(text);
  };
  const replicationFactor = count('KAFKA_REPLICATION_FACTOR', 1);
  const minInsyncReplicas = count('KAFKA_MIN_INSYNC_REPLICAS', Math.max(1, replicationFactor - 1));
  if (minInsyncReplicas > replicationFactor) {
    throw new Error(
      `Invalid settings:\n  KAFKA_MIN_INSYNC_REPLICAS: ${minInsyncReplicas} is more than KAFKA_REPLICATION_FACTOR (${replicationFactor})`,
    );
  }
  return { replicationFactor, minInsyncReplicas };
}

/** For operators' commands on this machine: the local broker unless KAFKA_BROKERS names one. */
export function operatorKafkaSettings(env: NodeJS.ProcessEnv = process.env): KafkaSettings {
  return kafkaSettingsFromEnv({ ...env, KAFKA_BROKERS: env.KAFKA_BROKERS || LOCAL_BROKER })!;
}

const LOCAL_BROKER = '127.0.0.1:9092';

/** SASL/SCRAM-SHA-512: passwords never cross the wire, and Kafka stores only salted hashes. */
export const scram = (username: string, password: string) => ({
  mechanism: 'SCRAM-SHA-512' as const,
  username,
  password,
});

/**
 * The client library is an ES module; this CommonJS code loads it once, on first use, after
 * giving Node 20 the one newer built-in the library calls.
 */
export const loadKafka = () => {
  definePromiseWithResolvers();
  return import('@platformatic/kafka');
};

import { pbkdf2Sync, randomBytes } from 'node:crypto';
import type { BrokerAcl } from '@fairwrench/contracts';
import type { Admin } from '@platformatic/kafka' with { 'resolution-mode': 'import' };
import { loadKafka, scram, type KafkaSettings } from './kafka-settings';

/** Partner topics keep a week of leads; a partner that falls further behind misses them. */
export const PARTNER_TOPIC_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Kafka's code for SCRAM-SHA-512 in AlterUserScramCredentials, and its minimum iterations. */
const SCRAM_SHA_512 = 2;
const SCRAM_ITERATIONS = 8192;

/** Kafka's error codes the calls below treat as "already done". */
const TOPIC_ALREADY_EXISTS = 36;
const UNKNOWN_TOPIC_OR_PARTITION = 3;
const RESOURCE_NOT_FOUND = 91;

type Kafka = Awaited<ReturnType<typeof loadKafka>>;

/**
 * Partner access on the broker itself (ADR 022): a SCRAM-SHA-512 user per partner, a topic
 * per partner with one partition, and ACLs on exactly those resources. Runs as the admin user.
 * The topic gets the settings' replicas and `min.insync.replicas` (KAFKA_REPLICATION_FACTOR):
 * on a cluster with min ISR 2 a topic of one replica would refuse every acks=all write.
 */
export class KafkaPartnerAccess {
  constructor(private readonly settings: KafkaSettings) {}

  async grant(access: {
    principal: string;
    topic: string;
    password: string;
    acls: readonly BrokerAcl[];
  }): Promise<void> {
    await this.withAdmin(async (admin, kafka) => {
      try {
        await admin.createTopics({
          topics: [access.topic],
          partitions: 1,
          replicas: this.settings.topics.replicationFactor,
          configs: partnerTopicConfigs(this.settings),
        });
      } catch (error) {
        if (!hasKafkaCode(error, TOPIC_ALREADY_EXISTS)) throw error;
      }
      await this.upsertScramUser(kafka, access.principal, access.password);
      await admin.createAcls({
        creations: access.acls.map((acl) => toKafkaAcl(kafka, `User:${access.principal}`, acl)),
      });
    });
  }

  async revoke(access: { principal: string; topic: string }): Promise<void> {
    await this.withAdmin(async (admin, kafka) => {
      const { ResourceTypes, ResourcePatternTypes, AclOperations, AclPermissionTypes } = kafka;
      await admin.deleteAcls({
        filters: [
          {
            resourceType: ResourceTypes.ANY,
            resourceName: null,
            resourcePatternType: ResourcePatternTypes.ANY,
            principal: `User:${access.principal}`,
            host: null,
            operation: AclOperations.ANY,
            permissionType: AclPermissionTypes.ANY,
          },
        ],
      });
      await this.alterScram(kafka, [{ name: access.principal, mechanism: SCRAM_SHA_512 }], []);
      try {
        await admin.deleteTopics({ topics: [access.topic] });
      } catch (error) {
        if (!hasKafkaCode(error, UNKNOWN_TOPIC_OR_PARTITION)) throw error;
      }
    });
  }

  /** The partner users the broker knows, for `npm run partners -- list` to compare. */
  async aclPrincipals(): Promise<Set<string>> {
    return this.withAdmin(async (admin, kafka) => {
      const { ResourceTypes, ResourcePatternTypes, AclOperations, AclPermissionTypes } = kafka;
      const resources = await admin.describeAcls({
        filter: {
          resourceType: ResourceTypes.ANY,
          resourceName: null,
          resourcePatternType: ResourcePatternTypes.ANY,
          principal: null,
          host: null,
          operation: AclOperations.ANY,
          permissionType: AclPermissionTypes.ANY,
        },
      });
      return new Set(
        resources.flatMap((resource) =>
          resource.acls.map((acl) => acl.principal.replace(/^User:/, '')),
        ),
      );
    });
  }

  private async upsertScramUser(kafka: Kafka, name: string, password: string): Promise<void> {
    const salt = randomBytes(32);
    const saltedPassword = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 64, 'sha512');
    await this.alterScram(
      kafka,
      [],
      [{ name, mechanism: SCRAM_SHA_512, iterations: SCRAM_ITERATIONS, salt, saltedPassword }],
    );
  }

  /** AlterUserScramCredentials has no high-level call in the client: one request on its own connection. */
  private async alterScram(
    kafka: Kafka,
    deletions: { name: string; mechanism: number }[],
    upsertions: {
      name: string;
      mechanism: number;
      iterations: number;
      salt: Buffer;
      saltedPassword: Buffer;
    }[],
  ): Promise<void> {
    const connection = await this.connectToAny(kafka);
    try {
      const response = await kafka.alterUserScramCredentialsV0.api.async(
        connection,
        deletions,
        upsertions,
      );
      const failed = response.results.find(
        (result) => result.errorCode !== 0 && result.errorCode !== RESOURCE_NOT_FOUND,
      );
      if (failed) {
        throw new Error(`SCRAM user ${failed.user}: ${failed.errorMessage ?? failed.errorCode}`);
      }
    } finally {
      await connection.close();
    }
  }

  /** The first broker that answers: on a cluster, any node can take the request. */
  private async connectToAny(kafka: Kafka) {
    const { settings } = this;
    let lastError: unknown;
    for (const broker of settings.brokers) {
      const connection = new kafka.Connection(`${settings.clientId}-partners`, {
        sasl: scram(settings.admin.username, settings.admin.password),
      });
      try {
        const [host, port] = splitBroker(broker);
        await connection.connect(host, port);
        return connection;
      } catch (error) {
        lastError = error;
        await connection.close().catch(() => undefined);
      }
    }
    throw lastError;
  }

  private async withAdmin<T>(work: (admin: Admin, kafka: Kafka) => Promise<T>): Promise<T> {
    const kafka = await loadKafka();
    const { settings } = this;
    const admin = new kafka.Admin({
      clientId: `${settings.clientId}-partners`,
      bootstrapBrokers: [...settings.brokers],
      sasl: scram(settings.admin.username, settings.admin.password),
    });
    try {
      return await work(admin, kafka);
    } finally {
      await admin.close();
    }
  }
}

/** Per topic, so a partner topic keeps its guarantees whatever the brokers' defaults. */
export function partnerTopicConfigs(settings: KafkaSettings) {
  return [
    { name: 'retention.ms', value: String(PARTNER_TOPIC_RETENTION_MS) },
    { name: 'min.insync.replicas', value: String(settings.topics.minInsyncReplicas) },
  ];
}

function splitBroker(broker: string): [string, number] {
  const at = broker.lastIndexOf(':');
  return [broker.slice(0, at), Number(broker.slice(at + 1))];
}

function toKafkaAcl(kafka: Kafka, principal: string, acl: BrokerAcl) {
  const { ResourceTypes, ResourcePatternTypes, AclOperations, AclPermissionTypes } = kafka;
  const resourceType = {
    topic: ResourceTypes.TOPIC,
    group: ResourceTypes.GROUP,
    cluster: ResourceTypes.CLUSTER,
  }[acl.resourceType];
  const operation = {
    read: AclOperations.READ,
    write: AclOperations.WRITE,
    describe: AclOperations.DESCRIBE,
    'idempotent-write': AclOperations.IDEMPOTENT_WRITE,
  }[acl.operation];
  return {
    resourceType,
    resourceName: acl.resourceName,
    resourcePatternType:
      acl.patternType === 'prefixed' ? ResourcePatternTypes.PREFIXED : ResourcePatternTypes.LITERAL,
    principal,
    host: '*',
    operation,
    permissionType: AclPermissionTypes.ALLOW,
  };
}

/** Codes of a broker that cannot be reached at all, as opposed to one that answered "no". */
const UNREACHABLE = new Set([
  'PLT_KFK_NETWORK',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
]);

/**
 * Whether the client's error (or one it wraps) says no broker could be reached: a refused or
 * timed-out connection, an unknown host. A refusal by a reachable broker (SASL, ACLs) is not.
 */
export function isBrokerUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const record = error as { code?: unknown; errors?: unknown[]; cause?: unknown };
  if (typeof record.code === 'string' && UNREACHABLE.has(record.code)) return true;
  if (Array.isArray(record.errors) && record.errors.some(isBrokerUnreachable)) return true;
  return record.cause !== undefined && isBrokerUnreachable(record.cause);
}

/** Whether the client's error (or one it wraps) carries this Kafka error code. */
export function hasKafkaCode(error: unknown, code: number): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const record = error as { apiCode?: number; errors?: unknown[]; cause?: unknown };
  if (record.apiCode === code) return true;
  if (Array.isArray(record.errors) && record.errors.some((inner) => hasKafkaCode(inner, code)))
    return true;
  return record.cause !== undefined && hasKafkaCode(record.cause, code);
}

import type { Producer } from '@platformatic/kafka' with { 'resolution-mode': 'import' };
import type {
  Acknowledgement,
  LeadPublisher,
  OutgoingMessage,
  Rejection,
} from '../lead-forwarder/lead-publisher';
import { hasKafkaCode } from './kafka-partner-access';
import { loadKafka, scram, type KafkaSettings } from './kafka-settings';

/**
 * Every partner topic has one partition (`npm run partners -- add`), so a shop's messages keep
 * their order; the message's place in the topic is its partition's base offset for this send
 * plus its place among this send's messages to that topic.
 */
const PARTITION = 0;

/** Publishes with @platformatic/kafka (ADR 021): idempotent producer, acks=all. */
export class KafkaLeadPublisher implements LeadPublisher {
  private producer: Promise<Producer<string, string, string, string>> | undefined;

  constructor(private readonly settings: KafkaSettings) {}

  /**
   * One send per topic, all at once, so a topic the broker refuses for good (deleted by hand,
   * ACLs removed) is rejected on its own instead of holding up every other partner's leads.
   */
  async publish(messages: readonly OutgoingMessage[]): Promise<(Acknowledgement | Rejection)[]> {
    if (messages.length === 0) return [];
    const producer = await (this.producer ??= this.connect());
    const byTopic = new Map<string, number[]>();
    messages.forEach((message, index) => {
      const indexes = byTopic.get(message.topic);
      if (indexes) indexes.push(index);
      else byTopic.set(message.topic, [index]);
    });
    const outcomes: (Acknowledgement | Rejection)[] = new Array(messages.length);
    const sends = [...byTopic].map(async ([topic, indexes]) => {
      try {
        const result = await producer.send({
          messages: indexes.map((index) => {
            const message = messages[index]!;
            return {
              topic,
              partition: PARTITION,
              key: message.key,
              value: message.value,
              headers: new Map(Object.entries(message.headers)),
            };
          }),
        });
        const base = result.offsets?.find((sent) => sent.topic === topic)?.offset;
        if (base === undefined) throw new Error(`The broker did not acknowledge ${topic}`);
        indexes.forEach((index, place) => {
          outcomes[index] = {
            topic,
            partition: PARTITION,
            offset: (base + BigInt(place)).toString(),
          };
        });
      } catch (error) {
        const reason = permanentRefusal(error);
        if (!reason) throw error;
        for (const index of indexes) outcomes[index] = { rejected: `${topic}: ${reason}` };
      }
    });
    const settled = await Promise.allSettled(sends);
    const failed = settled.find((each) => each.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return outcomes;
  }

  /** Asks the broker for its cluster metadata (no topics) on the forwarder's own connection. */
  async reachable(): Promise<void> {
    const producer = await (this.producer ??= this.connect());
    await producer.metadata({ topics: [], forceUpdate: true });
  }

  async close(): Promise<void> {
    const producer = this.producer;
    this.producer = undefined;
    if (producer) await (await producer).close();
  }

  private async connect(): Promise<Producer<string, string, string, string>> {
    const { Producer, stringSerializers } = await loadKafka();
    return new Producer({ ...leadProducerOptions(this.settings), serializers: stringSerializers });
  }
}

/** Kafka's acks=all: the leader answers once every in-sync replica has the batch. */
const ACKS_ALL = -1;

/**
 * The producer's settings, kept apart from the client library so a unit test can hold them to
 * acks=all and idempotence. acks=all with the topic's `min.insync.replicas` (2 of 3 on a
 * cluster) means an acknowledged lead survives the loss of its partition's leader; idempotence
 * keeps the client's own retries inside one send from writing a batch twice. A send the
 * forwarder repeats after a failure is a new write: partners drop it by event id.
 */
export function leadProducerOptions(settings: KafkaSettings) {
  return {
    clientId: `${settings.clientId}-lead-forwarder`,
    bootstrapBrokers: [...settings.brokers],
    sasl: scram(settings.username, settings.password),
    idempotent: true,
    acks: ACKS_ALL,
    // Failover (ADR 040): a dead leader is fenced by the brokers within 2 s; meanwhile the
    // client refreshes metadata and tries again every 150 ms, within one send, for up to
    // about 3 s, and gives up on an unanswered request (a leader cut off, not closed) after
    // 2 s instead of 10. Past that the forwarder backs off and sends again.
    retries: 20,
    retryDelay: 150,
    timeout: 2_000,
    connectTimeout: 1_000,
    autocreateTopics: false,
  };
}

/** Kafka's codes for refusals that no retry will change. */
const TOPIC_AUTHORIZATION_FAILED = 29;
const UNKNOWN_TOPIC_OR_PARTITION = 3;
const MESSAGE_TOO_LARGE = 10;

/** Why the broker will never take this send, or undefined when a later try may succeed. */
export function permanentRefusal(error: unknown): string | undefined {
  if (hasKafkaCode(error, TOPIC_AUTHORIZATION_FAILED)) return 'topic authorization failed';
  if (hasKafkaCode(error, UNKNOWN_TOPIC_OR_PARTITION)) return 'unknown topic';
  if (hasKafkaCode(error, MESSAGE_TOO_LARGE)) return 'message too large';
  // The client checks metadata first and names a missing topic in a user error of its own.
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'PLT_KFK_USER' && /unknown topic/i.test(message ?? '')) return 'unknown topic';
  return undefined;
}

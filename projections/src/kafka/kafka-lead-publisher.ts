import type { Producer } from '@platformatic/kafka' with { 'resolution-mode': 'import' };
import type {
  Acknowledgement,
  LeadPublisher,
  OutgoingMessage,
} from '../lead-forwarder/lead-publisher';
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

  async publish(messages: readonly OutgoingMessage[]): Promise<Acknowledgement[]> {
    if (messages.length === 0) return [];
    const producer = await (this.producer ??= this.connect());
    const result = await producer.send({
      messages: messages.map((message) => ({
        topic: message.topic,
        partition: PARTITION,
        key: message.key,
        value: message.value,
        headers: new Map(Object.entries(message.headers)),
      })),
    });
    const base = new Map(
      (result.offsets ?? []).map((sent) => [`${sent.topic}/${sent.partition}`, sent.offset]),
    );
    const seen = new Map<string, bigint>();
    return messages.map((message) => {
      const slot = `${message.topic}/${PARTITION}`;
      const first = base.get(slot);
      if (first === undefined) throw new Error(`The broker did not acknowledge ${message.topic}`);
      const index = seen.get(slot) ?? 0n;
      seen.set(slot, index + 1n);
      return { topic: message.topic, partition: PARTITION, offset: (first + index).toString() };
    });
  }

  async close(): Promise<void> {
    const producer = this.producer;
    this.producer = undefined;
    if (producer) await (await producer).close();
  }

  private async connect(): Promise<Producer<string, string, string, string>> {
    const { Producer, ProduceAcks, stringSerializers } = await loadKafka();
    const { settings } = this;
    return new Producer({
      clientId: `${settings.clientId}-lead-forwarder`,
      bootstrapBrokers: [...settings.brokers],
      sasl: scram(settings.username, settings.password),
      idempotent: true,
      acks: ProduceAcks.ALL,
      serializers: stringSerializers,
      // A few quick tries inside one send; past them the forwarder backs off and sends again.
      retries: 3,
      retryDelay: 250,
      timeout: 10_000,
      autocreateTopics: false,
    });
  }
}

import { PARTNER_HEADERS, partnerGroupPrefix } from '@fairwrench/contracts';
import { loadKafka, scram, type KafkaSettings } from '../kafka-settings';

export interface ReceivedMessage {
  readonly topic: string;
  readonly key: string;
  readonly value: unknown;
  readonly eventId: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly offset: string;
}

/**
 * Reads a topic from the start as a partner would, with a plain client and the partner's own
 * credentials, until `count` messages arrived (or one `until` accepts) or `timeoutMs` passed;
 * then leaves the group.
 */
export async function readAsPartner(
  settings: KafkaSettings,
  partner: { shopId: string; username: string; password: string; topic: string },
  count: number,
  timeoutMs = 30_000,
  until: (message: ReceivedMessage) => boolean = () => false,
): Promise<ReceivedMessage[]> {
  const { Consumer, stringDeserializers } = await loadKafka();
  const consumer = new Consumer({
    clientId: `test-${partner.shopId}`,
    groupId: `${partnerGroupPrefix(partner.shopId)}test-${Date.now()}`,
    bootstrapBrokers: [...settings.brokers],
    sasl: scram(partner.username, partner.password),
    deserializers: stringDeserializers,
    // A busy broker can take seconds to load the group coordinator (NOT_COORDINATOR until
    // then); a partner's client waits it out, and so does this one.
    retries: 10,
    retryDelay: 500,
  });
  const received: ReceivedMessage[] = [];
  try {
    const stream = await consumer.consume({ topics: [partner.topic], mode: 'earliest' });
    const deadline = setTimeout(() => void stream.close(), timeoutMs);
    try {
      for await (const message of stream) {
        const headers = Object.fromEntries(message.headers ?? new Map<string, string>());
        const next: ReceivedMessage = {
          topic: message.topic,
          key: message.key,
          value: JSON.parse(message.value) as unknown,
          eventId: headers[PARTNER_HEADERS.eventId] ?? '',
          headers,
          offset: message.offset.toString(),
        };
        received.push(next);
        if (received.length >= count || until(next)) break;
      }
    } finally {
      clearTimeout(deadline);
      await stream.close();
    }
  } finally {
    await consumer.close();
  }
  return received;
}

import { leadProducerOptions } from './kafka-lead-publisher';
import { kafkaSettingsFromEnv } from './kafka-settings';

describe('the lead producer', () => {
  const settings = kafkaSettingsFromEnv({ KAFKA_BROKERS: '127.0.0.1:9092,127.0.0.1:9094' })!;

  it('waits for every in-sync replica (acks=all) and is idempotent', () => {
    expect(leadProducerOptions(settings)).toMatchObject({ acks: -1, idempotent: true });
  });

  it('bootstraps from every broker, never creates topics, and authenticates with SCRAM', () => {
    expect(leadProducerOptions(settings)).toMatchObject({
      bootstrapBrokers: ['127.0.0.1:9092', '127.0.0.1:9094'],
      autocreateTopics: false,
      sasl: { mechanism: 'SCRAM-SHA-512', username: 'fairwrench-forwarder' },
    });
  });

  it('rides out a leader failover within one send: about 3 s of quick tries, 2 s per request (ADR 040)', () => {
    const { retries, retryDelay, timeout, connectTimeout } = leadProducerOptions(settings);
    expect(retries * retryDelay).toBeGreaterThanOrEqual(3_000);
    expect(retryDelay).toBeLessThanOrEqual(250);
    expect(timeout).toBeLessThanOrEqual(2_000);
    expect(connectTimeout).toBeLessThanOrEqual(1_000);
  });
});

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
});

import {
  kafkaSettingsFromEnv,
  LOCAL_KAFKA_CREDENTIALS,
  operatorKafkaSettings,
} from './kafka-settings';

describe('Kafka settings', () => {
  it('are off without KAFKA_BROKERS', () => {
    expect(kafkaSettingsFromEnv({})).toBeUndefined();
    expect(kafkaSettingsFromEnv({ KAFKA_BROKERS: ' , ' })).toBeUndefined();
  });

  it("use the local broker's users by default on this machine", () => {
    expect(kafkaSettingsFromEnv({ KAFKA_BROKERS: '127.0.0.1:9092, localhost:9094' })).toEqual({
      brokers: ['127.0.0.1:9092', 'localhost:9094'],
      username: LOCAL_KAFKA_CREDENTIALS.forwarder.username,
      password: LOCAL_KAFKA_CREDENTIALS.forwarder.password,
      admin: LOCAL_KAFKA_CREDENTIALS.admin,
      clientId: 'fairwrench',
      topics: { replicationFactor: 1, minInsyncReplicas: 1 },
    });
  });

  it('give partner topics the replicas and min in-sync replicas of KAFKA_REPLICATION_FACTOR', () => {
    const topics = (env: NodeJS.ProcessEnv) =>
      kafkaSettingsFromEnv({ KAFKA_BROKERS: '127.0.0.1:9192', ...env })!.topics;
    expect(topics({ KAFKA_REPLICATION_FACTOR: '3' })).toEqual({
      replicationFactor: 3,
      minInsyncReplicas: 2,
    });
    expect(topics({ KAFKA_REPLICATION_FACTOR: '3', KAFKA_MIN_INSYNC_REPLICAS: '3' })).toEqual({
      replicationFactor: 3,
      minInsyncReplicas: 3,
    });
    expect(() => topics({ KAFKA_REPLICATION_FACTOR: '0' })).toThrow(/KAFKA_REPLICATION_FACTOR/);
    expect(() => topics({ KAFKA_REPLICATION_FACTOR: 'three' })).toThrow(/KAFKA_REPLICATION_FACTOR/);
    expect(() => topics({ KAFKA_REPLICATION_FACTOR: '1', KAFKA_MIN_INSYNC_REPLICAS: '2' })).toThrow(
      /KAFKA_MIN_INSYNC_REPLICAS: 2 is more than KAFKA_REPLICATION_FACTOR \(1\)/,
    );
  });

  it('refuse the public local passwords for a broker elsewhere', () => {
    expect(() => kafkaSettingsFromEnv({ KAFKA_BROKERS: 'kafka.internal:9093' })).toThrow(
      /KAFKA_PASSWORD: required/,
    );
    expect(
      kafkaSettingsFromEnv({
        KAFKA_BROKERS: 'kafka.internal:9093',
        KAFKA_USERNAME: 'forwarder',
        KAFKA_PASSWORD: 's3cret',
      }),
    ).toMatchObject({ username: 'forwarder', password: 's3cret' });
  });

  it("default to the local broker for operators' commands", () => {
    expect(operatorKafkaSettings({}).brokers).toEqual(['127.0.0.1:9092']);
    expect(operatorKafkaSettings({ KAFKA_BROKERS: '' }).brokers).toEqual(['127.0.0.1:9092']);
    expect(operatorKafkaSettings({ KAFKA_BROKERS: '127.0.0.1:19092' }).brokers).toEqual([
      '127.0.0.1:19092',
    ]);
  });
});

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
    });
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

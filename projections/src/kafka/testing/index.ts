export * from './partner-consumer';
export * from './test-broker';
export { hasKafkaCode } from '../kafka-partner-access';

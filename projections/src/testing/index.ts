/** Helpers for specs and benchmarks: lead events, a broker of their own, a partner's reader. */
export * from './lead-events';
export * from '../kafka/testing/partner-consumer';
export * from '../kafka/testing/test-broker';
export { hasKafkaCode } from '../kafka/kafka-partner-access';
export * from '../kafka/testing/test-cluster';
export * from '../vehicles/vehicle-insert-audit';

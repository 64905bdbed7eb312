/** Helpers for specs and benchmarks: a broker of their own, a cluster, a partner's reader. */
export * from '../kafka/testing/partner-consumer';
export * from '../kafka/testing/test-broker';
export { hasKafkaCode } from '../kafka/kafka-partner-access';
export * from '../kafka/testing/test-cluster';
export * from './forwarder-database';
export * from './smtp-test-server';

export * from './partner-consumer';
export * from './test-broker';
export { hasKafkaCode } from '../kafka-partner-access';
export { leadShared, partnerAccessGranted } from '../../lead-forwarder/testing/lead-events';

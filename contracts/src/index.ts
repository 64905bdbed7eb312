export * from './events/envelope';
export * from './events/vehicle-registered';
export * from './api/vehicle-info';

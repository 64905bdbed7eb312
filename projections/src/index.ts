export * from './projection';
export * from './all-projections';
export * from './projection-runner';
export * from './parked-events';
export * from './parked-events-replay';
export { vehiclesProjection } from './vehicles/vehicles.projection';
export { listPartners, type PartnerAccess } from './partners/partners.query';
export { partnersProjection } from './partners/partners.projection';
export * from './read-model-snapshot';

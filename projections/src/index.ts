export * from './projection';
export * from './all-projections';
export * from './projection-runner';
export * from './parked-events';
export * from './parked-events-replay';
export { vehiclesProjection } from './vehicles/vehicles.projection';

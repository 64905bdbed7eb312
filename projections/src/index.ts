export * from './projection';
export * from './all-projections';
export * from './projection-runner';
export { vehiclesProjection } from './vehicles/vehicles.projection';

/**
 * Every call of the owner API by name, e.g. `API_ROUTES.getVehicle`: section 7 of the spec
 * plus the calls we added (vehicle and issue read-back, photos, payments config, this
 * API's own OpenAPI document).
 */
export * as API_ROUTES from './routes-table';
export * from './routes-shape';

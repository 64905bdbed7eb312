import type { Projection } from './projection';
import { vehiclesProjection } from './vehicles/vehicles.projection';

/** Every read model the product keeps. */
export const allProjections: readonly Projection[] = [vehiclesProjection];

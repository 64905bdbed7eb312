import { Query } from '@nestjs/cqrs';
import type { VehicleView } from '@fairwrench/contracts';

/** Answers undefined when the vehicle does not exist or belongs to someone else. */
export class GetVehicleQuery extends Query<VehicleView | undefined> {
  constructor(
    readonly vehicleId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}

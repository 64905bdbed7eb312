import { z } from 'zod';
import { milesOf, TYPED_MILES } from './typed-miles';
import {
  MAX_MILEAGE,
  OLDEST_VEHICLE_YEAR,
  emailAddress,
  latestModelYear,
  personName,
  vehicleInfoMessages,
  vehicleInfoRequestSchema,
  vehicleMileageMessages,
  zipCode,
} from './vehicle-info';
import { vinField } from './vin';
import type { VehicleInfoRequest } from './vehicle-info';

const m = vehicleInfoMessages;
const shape = vehicleInfoRequestSchema.shape;

/**
 * The vehicle form as the owner fills it in: the year comes from a select and the mileage
 * from a text box, so both are strings here and become integers in `toVehicleInfoRequest`.
 */
export const vehicleFormSchema = z.strictObject({
  name: personName,
  email: emailAddress,
  zipCode,
  vehicleYear: z
    .string({ error: m.vehicleYear })
    .regex(/^\d{4}$/, m.vehicleYear)
    .refine((year) => {
      const value = Number(year);
      return value >= OLDEST_VEHICLE_YEAR && value <= latestModelYear();
    }, m.vehicleYear),
  vehicleMake: shape.vehicleMake,
  vehicleModel: shape.vehicleModel,
  mileage: z
    .string({ error: vehicleMileageMessages.notWhole })
    .regex(TYPED_MILES, vehicleMileageMessages.notWhole)
    .refine((typed) => (milesOf(typed) ?? 0) <= MAX_MILEAGE, vehicleMileageMessages.tooHigh)
    .optional(),
  /** Optional: an empty box is no VIN; anything typed must be a valid one. */
  vin: z.union([z.literal(''), vinField]).optional(),
  termsAccepted: z.boolean().pipe(z.literal(true, { error: m.termsAccepted })),
});
export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;

export { vehicleFormDefaults } from './vehicle-form-defaults';

/** Mileage is left out of the body when the owner left the box empty (section 7). */
export function toVehicleInfoRequest(form: VehicleFormValues): VehicleInfoRequest {
  const { mileage, vehicleYear, vin, ...rest } = form;
  const request: VehicleInfoRequest = { ...rest, vehicleYear: Number(vehicleYear) };
  const miles = milesOf(mileage);
  if (miles !== undefined) request.mileage = miles;
  if (vin !== undefined && vin !== '') request.vin = vin;
  return request;
}

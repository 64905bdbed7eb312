import { z } from 'zod';
import { LIMITS, OLDEST_VEHICLE_YEAR } from '../constants';
import { visibleLength } from './common-fields';
import { vinField } from './vin';
import { isZipPrefixInUse } from './zip-prefixes';

/** Validation messages from section 5 of the product spec (vehicle form). */
export const vehicleInfoMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  zipCode: 'Please enter a valid ZIP code',
  zipCodeUnknown: 'Please enter a ZIP code that is in use in the US',
  vehicleYear: 'Please select a year',
  vehicleMake: 'Please select a make',
  vehicleModel: 'Please select a model',
  termsAccepted: 'You must accept the terms and conditions to continue',
} as const;

export { OLDEST_VEHICLE_YEAR };

/** Beyond any real odometer: a larger number is a typing slip. */
export const MAX_MILEAGE = 2_000_000;

/** Five-digit US ZIP, optionally ZIP+4. */
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Mileage is optional, so the spec gives it no messages; these are ours. */
export const vehicleMileageMessages = {
  notWhole: 'Mileage must be a whole number',
  negative: 'Mileage cannot be negative',
  tooHigh: 'Mileage looks too high',
} as const;

const m = vehicleInfoMessages;

export const personName = z
  .string({ error: m.name })
  .max(100, 'Name must be at most 100 characters')
  .refine((value) => visibleLength(value) >= LIMITS.nameMin, m.name);

export const emailAddress = z.email({ error: m.email }).max(254, m.email);

/** A well-formed ZIP whose prefix USPS does not use (00000) gets its own message, once. */
export const zipInUse = (zip: string): boolean =>
  !US_ZIP_PATTERN.test(zip) || isZipPrefixInUse(zip);

export const zipCode = z
  .string({ error: m.zipCode })
  .regex(US_ZIP_PATTERN, m.zipCode)
  .refine(zipInUse, m.zipCodeUnknown);

/** The latest model year a dealer can sell today: next year's models go on sale this year. */
export const latestModelYear = (now: Date = new Date()): number => now.getFullYear() + 1;

/** POST /api/vehicle-info body: vehicleYear and mileage are integers on the wire. */
export const vehicleInfoRequestSchema = z.strictObject({
  name: personName,
  email: emailAddress,
  zipCode,
  vehicleYear: z
    .int({ error: m.vehicleYear })
    .min(OLDEST_VEHICLE_YEAR, m.vehicleYear)
    .refine((year) => year <= latestModelYear(), m.vehicleYear),
  vehicleMake: z
    .string({ error: m.vehicleMake })
    .trim()
    .max(50, m.vehicleMake)
    .refine((make) => visibleLength(make) > 0, m.vehicleMake),
  vehicleModel: z
    .string({ error: m.vehicleModel })
    .trim()
    .max(80, m.vehicleModel)
    .refine((model) => visibleLength(model) > 0, m.vehicleModel),
  mileage: z
    .int({ error: vehicleMileageMessages.notWhole })
    .min(0, vehicleMileageMessages.negative)
    .max(MAX_MILEAGE, vehicleMileageMessages.tooHigh)
    .optional(),
  /** Optional; identifies the car and so its owner: sealed as personal data in the event. */
  vin: vinField.optional(),
  termsAccepted: z.literal(true, { error: m.termsAccepted }),
});
export type VehicleInfoRequest = z.infer<typeof vehicleInfoRequestSchema>;

export const vehicleInfoResponseSchema = z.strictObject({
  userId: z.uuid(),
  vehicleId: z.uuid(),
});
export type VehicleInfoResponse = z.infer<typeof vehicleInfoResponseSchema>;

/** GET /api/vehicles/{vehicleId}: the registered vehicle as its owner sees it. */
export const vehicleViewSchema = z.strictObject({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  owner: z.strictObject({ name: z.string(), email: z.string(), zipCode: z.string() }),
  vehicle: z.strictObject({
    year: z.int(),
    make: z.string(),
    model: z.string(),
    mileage: z.int().nullable(),
  }),
  registeredAt: z.iso.datetime({ offset: true }),
});
export type VehicleView = z.infer<typeof vehicleViewSchema>;

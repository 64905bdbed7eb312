import { z } from 'zod';
import { defineEvent } from './envelope';

export const vehicleRegisteredSchema = defineEvent(
  'VehicleRegistered',
  1,
  z.strictObject({
    userId: z.uuid(),
    vehicleId: z.uuid(),
    owner: z.strictObject({ name: z.string(), email: z.string(), zipCode: z.string() }),
    vehicle: z.strictObject({
      year: z.int(),
      make: z.string(),
      model: z.string(),
      mileage: z.int().nullable(),
      /** Absent when not given; personal data (PERSONAL_DATA), so erasure covers it. */
      vin: z.string().optional(),
    }),
    /** Consent to the terms, recorded with the version the owner saw and when. */
    termsConsent: z.strictObject({
      version: z.string().min(1),
      acceptedAt: z.iso.datetime({ offset: true }),
    }),
  }),
);
export type VehicleRegistered = z.infer<typeof vehicleRegisteredSchema>;

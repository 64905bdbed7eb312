import { vehicleFormSchema } from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The vehicle form's validation: the contract's schema. Its own chunk, loaded when the owner
 * starts on the form, so Zod is not part of the landing page's first download (ADR 029).
 */
export const vehicleFormResolver = zodResolver(vehicleFormSchema);

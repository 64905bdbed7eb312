import { contactFormSchema } from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * What the contact form needs once a visitor starts on it: the contract's schema and the API
 * call, in their own chunk so Zod is not part of the page's first download (ADR 029).
 */
export const contactFormResolver = zodResolver(contactFormSchema);
export { postContact } from '../../api/contact';

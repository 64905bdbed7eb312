import { parseArgs } from 'node:util';
import { z } from 'zod';

export const ERASE_USAGE = `Usage: npm run compliance -- erase --owner <id> --reference <ticket>

Erases an owner (right to delete, ADR 024): destroys their data key so every personal field
recorded for them reads as erased, deletes their photos, and records OwnerErased. A running
product's lead forwarder then tells every shop that received one of their leads to delete them.
Erasing an owner already erased changes nothing.

Options:
  --owner <id>          the owner's pseudonymous id (a UUID: the trail shows it)
  --reference <ticket>  your reference for the request, e.g. a ticket number (recorded)
`;

export type EraseCommand =
  | { readonly ok: true; readonly ownerId: string; readonly reference: string }
  | { readonly ok: false; readonly error: string };

const eraseOptions = z.strictObject({
  owner: z.uuid({ error: '--owner must be the owner id, a UUID' }),
  reference: z
    .string({ error: '--reference is required: say which request this is (e.g. a ticket)' })
    .trim()
    .min(1, '--reference is required: say which request this is (e.g. a ticket)')
    .max(200, '--reference is at most 200 characters'),
});

/** Reads `erase --owner <id> --reference <text>`; anything else is refused with the reason. */
export function parseEraseArgs(argv: readonly string[]): EraseCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: { owner: { type: 'string' }, reference: { type: 'string' } },
    }));
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const parsed = eraseOptions.safeParse(values);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  return { ok: true, ownerId: parsed.data.owner, reference: parsed.data.reference };
}

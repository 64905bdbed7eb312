import { parseArgs } from 'node:util';
import {
  leadTrailQuerySchema,
  toLeadTrailFilters,
  type LeadTrailFilters,
} from '@fairwrench/contracts';

export const COMPLIANCE_USAGE = `Usage: npm run compliance -- leads [options]

Prints what was shared with partner shops: one row per sharing, with its consent evidence
and delivery attempts. Every run is recorded as ComplianceTrailAccessed.

Options:
  --owner <id>     only this owner's sharings (their pseudonymous id)
  --shop <id>      only sharings with this shop, e.g. shop-42
  --from <time>    shared at or after this ISO date-time, e.g. 2026-11-01T00:00:00Z
  --to <time>      shared before this ISO date-time
  --format <fmt>   json (default) or csv (RFC 4180, with a header row)
`;

export type TrailFormat = 'json' | 'csv';

export type ComplianceCommand =
  | { readonly ok: true; readonly filters: LeadTrailFilters; readonly format: TrailFormat }
  | { readonly ok: 'help' }
  | { readonly ok: false; readonly error: string };

const refuse = (error: string): ComplianceCommand => ({ ok: false, error });

/** Reads `leads` and its flags; anything else is refused with the reason, for the usage text. */
export function parseComplianceArgs(argv: readonly string[], pageSize: number): ComplianceCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        owner: { type: 'string' },
        shop: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string', default: 'json' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return refuse((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (values.help) return { ok: 'help' };
  if (positionals.length !== 1 || positionals[0] !== 'leads') {
    return refuse(`Unknown command: ${positionals.join(' ') || '(none)'}`);
  }
  const { format, help: _help, ...query } = values;
  if (format !== 'json' && format !== 'csv') return refuse(`--format must be json or csv`);
  const result = leadTrailQuerySchema.safeParse({ ...query, limit: String(pageSize) });
  if (!result.success) {
    return refuse(result.error.issues.map((issue) => issue.message).join('\n'));
  }
  return { ok: true, filters: toLeadTrailFilters(result.data), format };
}

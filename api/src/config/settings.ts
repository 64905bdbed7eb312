import { z } from 'zod';

/** A number of calls allowed per window; unset, the policy's own (sized) number holds. */
const budget = z.coerce
  .number()
  .int()
  .min(1, 'must be a number of calls per 10 minutes (1 or more)')
  .max(1_000_000)
  .optional();

/**
 * Every setting the product reads from its environment, parsed once at start-up.
 * A bad value stops the process with a message naming the key (see README: Settings).
 */
export const settingsSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    /**
     * The EventStoreDB (KurrentDB) server that holds the event log instead of the SQL database
     * (ADR 035); read models, checkpoints, leases and data keys stay in SQL.
     */
    EVENTSTORE_URL: z
      .string()
      .regex(/^(esdb|kurrent|kurrentdb)(\+discover)?:\/\/\S+$/, {
        error: 'must be an EventStoreDB connection string (kurrentdb://host:2113?tls=false)',
      })
      .optional(),
    PROJECTIONS: z.enum(['in-process', 'external']).default('in-process'),
    READ_MODEL_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /**
     * The origin owners reach the app at (https://fairwrench.example): state-changing calls
     * from any other origin are refused, and an https origin makes the session cookie
     * `__Host-fw_session` (ADR 037). Unset, http://localhost:PORT, for `npm start`.
     */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
        error: 'must be an origin: scheme, host and port only, no path or trailing slash',
      })
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .startsWith('sk_', 'must be a Stripe secret key (sk_...)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .startsWith('pk_', 'must be a Stripe publishable key (pk_...)')
      .optional(),
    STRIPE_API_BASE: z.url().optional(),
    /** The bearer token of GET /api/compliance/...; unset, those calls answer 404. */
    COMPLIANCE_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Where `npm run projections` serves /health/* and /metrics; unset, it serves nothing. */
    WORKER_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /**
     * How long a worker's hold on a subscription's lease lasts unrenewed (ADR 033): a standby
     * takes over about this long after the holder dies. Renewed every third of it.
     */
    WORKER_LEASE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    /** The bearer token of GET /metrics (Prometheus); unset, it answers 404. */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: z.coerce
      .number()
      .int()
      .min(0, 'must be the number of reverse proxies in front of the server (0 for none)')
      .max(10)
      .default(0),
    /**
     * base64 of 32 random bytes that wrap every owner's data key (crypto-shredding, ADR 024).
     * Required in production; the embedded default keeps keys unwrapped.
     */
    DATA_KEYS_MASTER_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, {
        error: 'must be base64 of 32 random bytes (openssl rand -base64 32)',
      })
      .optional(),
    /**
     * Owners who have not come back for this many days are erased by the retention job
     * (docs/privacy.md); 0 turns the job off.
     */
    RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(0, 'must be a number of days (0 turns retention off)')
      .max(3650)
      .default(730),
    /**
     * Budgets of the costly calls per 10 minutes (ADR 041); unset, the sized defaults hold:
     * registrations per client address 20, issues per owner 10, issues per client address 20.
     */
    RATE_LIMIT_VEHICLE_INFO_PER_IP: budget,
    RATE_LIMIT_ISSUES_PER_OWNER: budget,
    RATE_LIMIT_ISSUES_PER_IP: budget,
    /**
     * The SMTP server owners' messages go through (ADR 057): `smtp://user:pass@host:587`, or
     * `smtps://` for TLS from the start. Unset, each message is written as an .eml file under
     * DATA_DIR/mail and its path logged.
     */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** The From of owners' messages: an address, or `Name <address>`. */
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>@\s][^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
        {
          error: 'must be an e-mail address, or a name and one: FairWrench <no-reply@example.com>',
        },
      )
      .default('FairWrench <no-reply@fairwrench.app>'),
    NODE_ENV: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((s) => s.NODE_ENV !== 'production' || s.DATA_KEYS_MASTER_KEY !== undefined, {
    path: ['DATA_KEYS_MASTER_KEY'],
    message: 'is required in production: it wraps the data keys that erasure destroys',
  })
  .refine((s) => s.DATABASE_URL !== undefined || s.PROJECTIONS === 'in-process', {
    path: ['PROJECTIONS'],
    message: 'external projections need DATABASE_URL: the embedded database has one process',
  });
export type Settings = z.infer<typeof settingsSchema>;

/** Where owners reach the app: PUBLIC_ORIGIN, or this machine's port for local use. */
export function publicOrigin(settings: Settings): string {
  return settings.PUBLIC_ORIGIN ?? `http://localhost:${settings.PORT}`;
}

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

/** Parses the environment; throws a SettingsError listing each bad key and why. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = settingsSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new SettingsError(`Invalid settings:\n  ${problems.join('\n  ')}`);
}

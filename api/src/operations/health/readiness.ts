import type { HealthCheckResult } from '@fairwrench/contracts';

/**
 * One dependency the process needs to serve: resolves when it answers, throws when not. It
 * may resolve with a detail an operator should know although the check passed.
 */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<string | void>;
}

export type CheckOutcome =
  HealthCheckResult | { readonly status: 'down'; readonly ms: number; readonly error: string };

/** How long one check may take before it counts as down: a hung dependency is a 503, not a hung probe. */
export const CHECK_TIMEOUT_MS = 2000;

class CheckTimedOut extends Error {}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a check failed, in a few words: the probe's answer is seen by whoever can reach it. */
function reasonOf(error: unknown): string {
  if (error instanceof CheckTimedOut) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 200) || 'failed';
}

/** Runs every check at once, each bounded by `timeoutMs`; never throws. */
export async function runChecks(
  checks: readonly ReadinessCheck[],
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Map<string, CheckOutcome>> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, CheckOutcome]> => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        const detail = await within(check(), timeoutMs);
        return [name, { status: 'up', ms: ms(), ...(detail ? { detail } : {}) }];
      } catch (error) {
        return [name, { status: 'down', ms: ms(), error: reasonOf(error) }];
      }
    }),
  );
  return new Map(outcomes);
}

/** "database (timed out after 2000 ms)" for each check that is down; undefined when none is. */
export function describeDown(outcomes: ReadonlyMap<string, CheckOutcome>): string | undefined {
  const down = [...outcomes].flatMap(([name, outcome]) =>
    outcome.status === 'down' ? [`${name} (${outcome.error})`] : [],
  );
  return down.length > 0 ? `Not ready: ${down.join('; ')}` : undefined;
}

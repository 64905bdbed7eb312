import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { userInfo } from 'node:os';
import { loadSettings } from '@fairwrench/api';
import { LEAD_TRAIL_MAX_LIMIT, READ_MODELS } from '@fairwrench/contracts';
import { allProjections } from '@fairwrench/projections';
import pino from 'pino';
import { COMPLIANCE_USAGE, parseComplianceArgs } from './compliance/compliance-args';
import { printLeadTrail } from './compliance/print-lead-trail';
import { openProjections, runMain } from './process';

const CATCH_UP_TIMEOUT_MS = 10 * 60_000;
const trail = READ_MODELS.leadTrail.projection;

/** The operating-system user, which the audit records as the reader. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER || process.env.LOGNAME || 'unknown';
  }
}

async function toStdout(text: string): Promise<void> {
  if (text !== '' && !process.stdout.write(text)) await once(process.stdout, 'drain');
}

/**
 * `npm run compliance -- leads [--owner <id>] [--shop <id>] [--from <time>] [--to <time>]
 * [--format json|csv]`: prints the lead trail to stdout, logs to stderr. It first brings the
 * lead-trail read model up to the end of the log itself, as a rebuild does (on PostgreSQL a
 * running server's projection may work beside it: checkpoints only move forward). The
 * embedded database opens in one process at a time: stop the server first.
 */
runMain(async () => {
  const command = parseComplianceArgs(process.argv.slice(2), LEAD_TRAIL_MAX_LIMIT);
  if (command.ok === 'help') return void process.stdout.write(COMPLIANCE_USAGE);
  if (!command.ok) {
    process.stderr.write(`${command.error}\n\n${COMPLIANCE_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const settings = loadSettings();
  const logger = pino({ level: settings.LOG_LEVEL }, pino.destination(2));
  const projections = allProjections.filter((p) => p.subscriptionId === trail);
  const { database, runner } = await openProjections(settings, projections, logger);
  try {
    // A parked sharing is missing from the trail: say so on stderr before answering.
    const stopLogging = await runner.logParked(logger);
    runner.start();
    const head = await database.store.headPosition();
    const caughtUp = await runner.waitFor(head, [trail], CATCH_UP_TIMEOUT_MS);
    await runner.stop();
    stopLogging();
    if (!caughtUp) throw new Error('The lead trail did not catch up with the log in 10 minutes');
    const { filters, format } = command;
    const ports = { store: database.store, sql: database.client };
    const request = { filters, format, who: osUser() };
    const rows = await printLeadTrail(ports, request, toStdout, randomUUID());
    logger.info({ rows }, 'lead trail printed; the read is recorded as ComplianceTrailAccessed');
  } finally {
    await database.close();
  }
});

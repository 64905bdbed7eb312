import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { eraseOwner, FilePhotoStore, loadSettings, type Settings } from '@fairwrench/api';
import { LEAD_TRAIL_MAX_LIMIT, READ_MODELS } from '@fairwrench/contracts';
import { allProjections } from '@fairwrench/projections';
import pino from 'pino';
import { COMPLIANCE_USAGE, parseComplianceArgs } from './compliance/compliance-args';
import { ERASE_USAGE, parseEraseArgs } from './compliance/erase-args';
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
 * `npm run compliance -- erase --owner <id> --reference <ticket>`: erases an owner as their
 * own request would (ADR 024), recording who asked. The read models are brought up to the end
 * of the log first (the photos to delete and the shops to tell are read from them) and again
 * after, so they have dropped the owner's fields when it returns.
 */
async function erase(argv: readonly string[], settings: Settings): Promise<void> {
  const command = parseEraseArgs(argv);
  if (!command.ok) {
    process.stderr.write(`${command.error}\n\n${ERASE_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const logger = pino({ level: settings.LOG_LEVEL }, pino.destination(2));
  const { database, runner } = await openProjections(settings, allProjections, logger);
  const ids = allProjections.map((projection) => projection.subscriptionId);
  const catchUp = async () => {
    const done = await runner.waitFor(
      await database.store.headPosition(),
      ids,
      CATCH_UP_TIMEOUT_MS,
    );
    if (!done) throw new Error('The read models did not catch up with the log in 10 minutes');
  };
  try {
    runner.start();
    await catchUp();
    const receipt = await eraseOwner(
      {
        store: database.store,
        sql: database.client,
        dataKeys: database.dataKeys,
        photos: new FilePhotoStore(join(settings.DATA_DIR, 'photos')),
        clock: () => new Date(),
      },
      {
        userId: command.ownerId,
        source: 'staff-request',
        reference: `${command.reference} (by ${osUser()})`.slice(0, 200),
        correlationId: randomUUID(),
      },
    );
    await catchUp();
    await toStdout(`${JSON.stringify({ ownerId: command.ownerId, ...receipt })}\n`);
    logger.info(receipt, 'owner erased; the lead forwarder sends the erasure notices');
  } finally {
    await runner.stop();
    await database.close();
  }
}

/**
 * `npm run compliance -- leads [--owner <id>] [--shop <id>] [--from <time>] [--to <time>]
 * [--format json|csv]`: prints the lead trail to stdout, logs to stderr. It first brings the
 * lead-trail read model up to the end of the log itself, as a rebuild does (on PostgreSQL a
 * running server's projection may work beside it: checkpoints only move forward). The
 * embedded database opens in one process at a time: stop the server first.
 */
runMain(async () => {
  if (process.argv[2] === 'erase') return erase(process.argv.slice(3), loadSettings());
  const command = parseComplianceArgs(process.argv.slice(2), LEAD_TRAIL_MAX_LIMIT);
  if (command.ok === 'help')
    return void process.stdout.write(`${COMPLIANCE_USAGE}\n${ERASE_USAGE}`);
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

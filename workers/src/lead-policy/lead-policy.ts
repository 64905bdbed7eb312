import { randomUUID } from 'node:crypto';
import {
  dataRightsStreamId,
  domainEventSchema,
  isEventOfType,
  type DomainEvent,
  type LeadReason,
} from '@fairwrench/contracts';
import {
  envelopeOf,
  TransientError,
  UnprocessableEventError,
  type EventStore,
  type RecordedEvent,
  type SqlClient,
  type SubscriptionHandler,
} from '@fairwrench/event-store';
import {
  findDiagnosticFacts,
  findDiagnosticIssue,
} from '@fairwrench/projections/diagnostics/diagnostics.query';
import {
  managedRepairCandidate,
  needsOf,
  recommendedCandidates,
  type Clock,
} from '@fairwrench/api/use-cases';
import {
  DomainError,
  handleCommand,
  leadStreamId,
  loadStream,
  managedRepairStream,
  managedRepairStreamId,
  shareLeadsDecider,
  type CommandContext,
  type LeadCandidate,
  type LeadState,
} from '@fairwrench/domain';

/** The slice of a logger (pino's, the API's) the policy reports to. */
export interface PolicyLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/**
 * With the subscription's back-off (0.5 s doubling to 30 s), about three minutes: far longer
 * than a read model lags, short enough that one diagnostic its projection parked does not hold
 * up every later lead for long.
 */
const MAX_NOT_READY_ATTEMPTS = 10;

export interface LeadPolicyOptions {
  readonly clock: Clock;
  readonly logger?: PolicyLogger | undefined;
  /** After this many attempts an event whose facts never appear is parked. */
  readonly maxNotReadyAttempts: number;
}

/** A read model the policy looks up has not caught up with the log yet: try the batch again. */
export class FactsNotReadyError extends TransientError {
  override readonly name = 'FactsNotReadyError';
}

/**
 * When a lead is shared (ADR 020): the shops shown to an owner and the shop a managed repair
 * is booked with each get one. It runs from its own checkpointed subscription, so a lead is
 * decided once the triggering event is stored, even after a crash; the decider makes repeats
 * harmless. Consent is checked by the decider, not here.
 */
export class LeadPolicy implements SubscriptionHandler {
  readonly subscriptionId = 'lead-policy';
  readonly eventTypes = ['ShopsRecommended', 'ManagedRepairScheduled'] as const;
  /** Found in `prepare`, parked through `handle`. */
  private unprocessable: UnprocessableEventError[] = [];
  /** Consecutive attempts at events whose facts were not in the read models yet. */
  private readonly notReady = new Map<string, number>();
  private readonly options: LeadPolicyOptions;

  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlClient,
    options: Partial<LeadPolicyOptions> = {},
  ) {
    this.options = {
      clock: () => new Date(),
      maxNotReadyAttempts: MAX_NOT_READY_ATTEMPTS,
      ...options,
    };
  }

  async prepare(events: readonly RecordedEvent[]): Promise<void> {
    this.unprocessable = [];
    for (const recorded of events) {
      if (!(this.eventTypes as readonly string[]).includes(recorded.type)) continue;
      const parsed = domainEventSchema.safeParse(envelopeOf(recorded));
      if (!parsed.success) {
        this.unprocessable.push(
          new UnprocessableEventError(recorded, `${recorded.type} fails its schema`),
        );
        continue;
      }
      try {
        await this.react(recorded, parsed.data);
        this.notReady.delete(recorded.metadata.eventId);
      } catch (error) {
        if (!(error instanceof FactsNotReadyError)) throw error;
        const attempts = (this.notReady.get(recorded.metadata.eventId) ?? 0) + 1;
        this.notReady.set(recorded.metadata.eventId, attempts);
        if (attempts < this.options.maxNotReadyAttempts) throw error;
        this.notReady.delete(recorded.metadata.eventId);
        this.unprocessable.push(
          new UnprocessableEventError(recorded, `${error.message} after ${attempts} attempts`),
        );
      }
    }
  }

  /**
   * The commands ran in `prepare`, with their own transactions. An event that can never be
   * acted on is handed to the subscription here, which parks it (ADR 019) instead of letting
   * it hold up every later lead.
   */
  async handle(events: readonly RecordedEvent[]): Promise<void> {
    const [unprocessable] = this.unprocessable.filter((error) => events.includes(error.event));
    if (unprocessable) throw unprocessable;
  }

  private async react(recorded: RecordedEvent, event: DomainEvent): Promise<void> {
    if (isEventOfType(event, 'ShopsRecommended')) {
      const { diagnosticId, zipCode, shopIds } = event.data;
      const { issueId } = await this.issueOf(diagnosticId);
      const shops = await recommendedCandidates(this.sql, zipCode, shopIds, randomUUID);
      await this.share('recommendation', issueId, shops, event);
    } else if (isEventOfType(event, 'ManagedRepairScheduled')) {
      const { repair } = (await loadStream(this.store, recorded.streamId, managedRepairStream))
        .state;
      if (repair.status === 'none')
        throw new FactsNotReadyError(`No request in ${recorded.streamId}`);
      const facts = await findDiagnosticFacts(this.sql, repair.diagnosticId, repair.userId);
      if (!facts)
        throw new FactsNotReadyError(`Diagnostic ${repair.diagnosticId} not projected yet`);
      const shops = await managedRepairCandidate(
        this.sql,
        event.data.vehicleZipCode,
        needsOf(facts),
        randomUUID,
      );
      if (shops.length === 0) {
        this.options.logger?.warn(
          { managedRepairId: event.data.managedRepairId, zipCode: event.data.vehicleZipCode },
          'no highly rated partner shop within 60 miles: the managed repair has no shop yet',
        );
        return;
      }
      await this.share('managed-repair', repair.issueId, shops, event);
    }
  }

  private async issueOf(diagnosticId: string) {
    const found = await findDiagnosticIssue(this.sql, diagnosticId);
    if (!found) throw new FactsNotReadyError(`Diagnostic ${diagnosticId} not projected yet`);
    return found;
  }

  private async share(
    reason: LeadReason,
    issueId: string,
    shops: readonly LeadCandidate[],
    cause: DomainEvent,
  ): Promise<void> {
    if (shops.length === 0) return;
    const now = this.options.clock();
    const context: CommandContext = {
      correlationId: cause.metadata.correlationId,
      causationId: cause.metadata.eventId,
      now,
      newId: randomUUID,
    };
    try {
      const { newEvents } = await handleCommand(
        this.store,
        leadStreamId(issueId),
        shareLeadsDecider,
        { type: 'ShareLeads', reason, issueId, shops, now },
        { context, initialState: await this.facts(issueId) },
      );
      if (newEvents.length > 0) {
        this.options.logger?.info({ issueId, reason, leads: newEvents.length }, 'leads shared');
      }
    } catch (error) {
      // A refusal is final (the facts say no); anything else is retried with the batch.
      if (!(error instanceof DomainError)) throw error;
      this.options.logger?.warn({ issueId, reason, err: error.message }, 'lead not shared');
    }
  }

  /** The owner's facts a lead rests on, folded from each stream in turn. */
  private async facts(issueId: string): Promise<LeadState> {
    const load = (streamId: string, from?: LeadState) =>
      loadStream(this.store, streamId, shareLeadsDecider, from).then((loaded) => loaded.state);
    const issue = await load(`issue-${issueId}`);
    if (!issue.issue) return issue;
    const { vehicleId, ownerId } = issue.issue;
    const withVehicle = await load(`vehicle-${vehicleId}`, issue);
    const withRepair = withVehicle.analysis
      ? await load(managedRepairStreamId(withVehicle.analysis.diagnosticId), withVehicle)
      : withVehicle;
    return load(dataRightsStreamId(ownerId), withRepair);
  }
}

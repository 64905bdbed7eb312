import { randomUUID } from 'node:crypto';
import {
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
import { findDiagnosticFacts } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { managedRepairCandidate, needsOf, type Clock } from '@fairwrench/api/use-cases';
import {
  DomainError,
  handleCommand,
  leadStreamId,
  loadLeadState,
  loadStream,
  managedRepairStream,
  shareLeadsDecider,
  type CommandContext,
  type LeadCandidate,
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
 * The lead of a managed repair (ADR 020, 059): once the owner books one, the best-fitting
 * highly rated partner shop gets the booking. It runs from its own checkpointed subscription,
 * so the lead is decided once the booking is stored, even after a crash; the decider makes
 * repeats harmless. Consent is checked by the decider, not here. A shop from the owner's list
 * gets their details only when the owner sends it a request (api's request-shop-contact).
 */
export class LeadPolicy implements SubscriptionHandler {
  readonly subscriptionId = 'lead-policy';
  readonly eventTypes = ['ManagedRepairScheduled'] as const;
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
    if (isEventOfType(event, 'ManagedRepairScheduled')) {
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
        { context, initialState: await loadLeadState(this.store, issueId) },
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
}

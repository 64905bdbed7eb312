import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_MODELS, type FeedbackResponse } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { DomainError } from '../../shared/domain/domain-error';
import { requestContext, stamp } from '../../shared/domain/event-envelope';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../shared/domain/tokens';
import { decide } from './submit-feedback.decider';
import { SubmitFeedbackCommand } from './submit-feedback.command';

/**
 * Feedback goes to its own stream and no read model shows it (support reads the log), so
 * there is no projection to wait for.
 */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    details,
    userId,
    correlationId,
  }: SubmitFeedbackCommand): Promise<FeedbackResponse> {
    if (!(await this.ownsIssue(details.issueId, userId)))
      throw new DomainError('not_found', 'Issue not found');
    const feedbackId = randomUUID();
    const events = decide({ type: 'SubmitFeedback', feedbackId, userId, details });
    const context = requestContext(correlationId, this.clock());
    await this.store.appendToStream(`feedback-${feedbackId}`, stamp(events, context), 'no_stream');
    return { feedbackId };
  }

  /** The issues read model knows each issue's owner; the submit waited for it to catch up. */
  private async ownsIssue(issueId: string, userId: string): Promise<boolean> {
    const rows = await this.sql.query(
      `select 1 from ${READ_MODELS.issues.table} where issue_id = $1 and user_id = $2`,
      [issueId, userId],
    );
    return rows.length > 0;
  }
}

import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { EventStore } from '@fairwrench/event-store';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { CLOCK, EVENT_STORE, type Clock } from '../shared/domain/tokens';
import { optOut } from './opt-out/opt-out';

/** The header a browser with Global Privacy Control sends (https://privacycg.github.io/gpc-spec/). */
export const GPC_HEADER = 'sec-gpc';

/**
 * Honours Global Privacy Control as an opt-out of sale and sharing (California treats it as
 * a valid request to opt out: Cal. Code Regs. tit. 11 §7025). For an owner known before the
 * call, the opt-out is recorded before the call runs, so nothing the call triggers can share
 * a lead first; an owner the call itself creates (the vehicle form) is recorded right after.
 * Recording is idempotent, so every GPC request may ask.
 */
@Injectable()
export class GlobalPrivacyControlInterceptor implements NestInterceptor {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.header(GPC_HEADER)?.trim() !== '1' || !request.ownerSession) return next.handle();
    const session = request.ownerSession;
    const optOutOf = (userId: string) =>
      optOut(
        { store: this.store, clock: this.clock },
        { userId, source: 'global-privacy-control', correlationId: randomUUID() },
      );
    return from(
      (async () => {
        const before = session.userId;
        if (before) await optOutOf(before);
        const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
        const after = session.userId;
        if (after && after !== before) await optOutOf(after);
        return result;
      })(),
    );
  }
}

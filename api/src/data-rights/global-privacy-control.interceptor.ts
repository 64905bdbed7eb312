import { randomUUID } from 'node:crypto';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { OptOutCommand } from './opt-out/opt-out.command';

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
  constructor(private readonly commands: CommandBus) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.header(GPC_HEADER)?.trim() !== '1' || !request.ownerSession) return next.handle();
    const session = request.ownerSession;
    const optOut = (userId: string) =>
      this.commands.execute(new OptOutCommand(userId, 'global-privacy-control', randomUUID()));
    return from(
      (async () => {
        const before = session.userId;
        if (before) await optOut(before);
        const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
        const after = session.userId;
        if (after && after !== before) await optOut(after);
        return result;
      })(),
    );
  }
}

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SESSION_COOKIE, type SessionKeys } from './session-keys';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The verified owner of this request, set by `ownerSessionMiddleware`. */
export interface OwnerSession {
  readonly userId: string | undefined;
  /** Sets the session cookie for `userId` on the response. */
  open(userId: string): void;
  /** Ends the session: the cookie is cleared and the rest of the request has no owner. */
  end(): void;
}

declare module 'express' {
  interface Request {
    ownerSession?: OwnerSession;
  }
}

export function ownerSessionMiddleware(keys: SessionKeys) {
  return (request: Request, response: Response, next: () => void): void => {
    const cookies = (request as { cookies?: Record<string, string> }).cookies ?? {};
    let userId = keys.verify(cookies[SESSION_COOKIE]);
    request.ownerSession = {
      // The owner this request opened a session for, once it has: later steps of the same
      // request (Global Privacy Control's opt-out) act for them.
      get userId() {
        return userId;
      },
      open: (owner) => {
        userId = owner;
        response.cookie(SESSION_COOKIE, keys.sign(owner), {
          httpOnly: true,
          sameSite: 'lax',
          secure: request.secure,
          path: '/',
          maxAge: ONE_YEAR_MS,
        });
      },
      end: () => {
        userId = undefined;
        response.clearCookie(SESSION_COOKIE, {
          httpOnly: true,
          sameSite: 'lax',
          secure: request.secure,
          path: '/',
        });
      },
    };
    next();
  };
}

export const Session = createParamDecorator(
  (_: unknown, context: ExecutionContext): OwnerSession => {
    const session = context.switchToHttp().getRequest<Request>().ownerSession;
    if (!session) throw new Error('ownerSessionMiddleware is not installed');
    return session;
  },
);

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_LIFETIME, type SessionKeys, type SessionTicket } from './session-keys';

/** The verified owner of this request, set by `ownerSessionMiddleware`. */
export interface OwnerSession {
  readonly userId: string | undefined;
  /** Opens a new session for `userId`, replacing any the request came with. */
  open(userId: string): void;
  /** Ends the session: the cookie is cleared and the rest of the request has no owner. */
  end(): void;
}

declare module 'express' {
  interface Request {
    ownerSession?: OwnerSession;
  }
}

/**
 * The session cookie's name and flags. Served over HTTPS it is `__Host-fw_session`: the browser
 * takes it only with Secure, Path=/ and no Domain, so no sibling subdomain can plant or
 * overwrite it. Local http development keeps the plain `fw_session` (ADR 037).
 */
export interface SessionCookie {
  readonly name: string;
  readonly secure: boolean;
}

export function sessionCookieFor(publicOrigin: string): SessionCookie {
  const secure = new URL(publicOrigin).protocol === 'https:';
  return { name: secure ? '__Host-fw_session' : 'fw_session', secure };
}

export interface OwnerSessionOptions {
  readonly keys: SessionKeys;
  readonly cookie: SessionCookie;
  /** Whether the owner was erased: their sessions end with them. */
  readonly isErased: (userId: string) => Promise<boolean>;
  readonly clock?: () => number;
}

/** Sets and clears the session cookie of one response. */
function cookieWriter(options: OwnerSessionOptions, request: Request, response: Response) {
  const { keys, cookie } = options;
  const flags = { httpOnly: true, sameSite: 'lax', path: '/' } as const;
  const secure = cookie.secure || request.secure;
  return {
    write(ticket: SessionTicket, now: number): void {
      const absoluteLeft = ticket.issuedAtMs + SESSION_LIFETIME.absoluteMs - now;
      const maxAge = Math.min(SESSION_LIFETIME.idleMs, absoluteLeft);
      response.cookie(cookie.name, keys.sign(ticket), { ...flags, secure, maxAge });
    },
    clear(): void {
      response.clearCookie(cookie.name, { ...flags, secure });
    },
  };
}

type CookieWriter = ReturnType<typeof cookieWriter>;

/** The request's session: renewed once a day of use, replaced by `open`, ended by `end`. */
function ownerSession(ticket: SessionTicket | undefined, jar: CookieWriter, now: number) {
  let userId = ticket?.userId;
  if (ticket && now - ticket.renewedAtMs > SESSION_LIFETIME.renewAfterMs)
    jar.write({ ...ticket, renewedAtMs: now }, now);
  const session: OwnerSession = {
    // The owner this request opened a session for, once it has: later steps of the same
    // request (Global Privacy Control's opt-out) act for them.
    get userId() {
      return userId;
    },
    open: (owner) => {
      userId = owner;
      jar.write({ userId: owner, issuedAtMs: now, renewedAtMs: now }, now);
    },
    end: () => {
      userId = undefined;
      jar.clear();
    },
  };
  return session;
}

/** Reads the session cookie, renews it once a day of use and ends it for an erased owner. */
export function ownerSessionMiddleware(options: OwnerSessionOptions) {
  const { keys, cookie, isErased, clock = Date.now } = options;
  return (request: Request, response: Response, next: NextFunction): void => {
    const cookies = (request as { cookies?: Record<string, string> }).cookies ?? {};
    const now = clock();
    const presented = keys.verify(cookies[cookie.name], now);
    const jar = cookieWriter(options, request, response);
    const start = (ticket: SessionTicket | undefined) => {
      request.ownerSession = ownerSession(ticket, jar, now);
      next();
    };
    if (!presented) return start(undefined);
    isErased(presented.userId).then((erased) => {
      if (erased) jar.clear();
      start(erased ? undefined : presented);
    }, next);
  };
}

export const Session = createParamDecorator(
  (_: unknown, context: ExecutionContext): OwnerSession => {
    const session = context.switchToHttp().getRequest<Request>().ownerSession;
    if (!session) throw new Error('ownerSessionMiddleware is not installed');
    return session;
  },
);

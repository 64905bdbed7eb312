import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a session lasts (ADR 037). Idle: an owner who has not called the API for 30 days
 * starts again, about the gap between an analysis and a repair booked after a second quote.
 * Absolute: whatever the use, a session ends 180 days after it was opened, so a copied cookie
 * is not good for ever. Renewed at most once a day, so an active owner's cookie is not re-set
 * on every call.
 */
export const SESSION_LIFETIME = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 180 * DAY_MS,
  renewAfterMs: DAY_MS,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECONDS = /^\d{1,12}$/;

/** What a session cookie vouches for: whose session it is, opened and last renewed when. */
export interface SessionTicket {
  readonly userId: string;
  readonly issuedAtMs: number;
  readonly renewedAtMs: number;
}

/**
 * An owner's session is their user id with its issue and renewal times (whole seconds), signed
 * with a server secret: `<userId>.<issued>.<renewed>.<HMAC>`. The browser holds it in an
 * httpOnly cookie; a forged, altered or expired cookie is simply not a session.
 * See docs/decisions/004-owner-sessions.md and 037-sessions-and-csrf.md.
 */
export class SessionKeys {
  constructor(private readonly secret: string) {}

  sign(ticket: SessionTicket): string {
    const value = [
      ticket.userId,
      Math.floor(ticket.issuedAtMs / 1000),
      Math.floor(ticket.renewedAtMs / 1000),
    ].join('.');
    return `${value}.${this.mac(value)}`;
  }

  /** The ticket the cookie carries when it is genuine and not expired at `nowMs`. */
  verify(cookie: string | undefined, nowMs: number): SessionTicket | undefined {
    const ticket = cookie ? this.genuine(cookie) : undefined;
    if (!ticket) return undefined;
    const idle = nowMs - ticket.renewedAtMs > SESSION_LIFETIME.idleMs;
    const old = nowMs - ticket.issuedAtMs > SESSION_LIFETIME.absoluteMs;
    return idle || old ? undefined : ticket;
  }

  private genuine(cookie: string): SessionTicket | undefined {
    const dot = cookie.lastIndexOf('.');
    const value = cookie.slice(0, dot);
    const [userId = '', issued = '', renewed = '', ...rest] = value.split('.');
    if (dot < 0 || rest.length > 0 || !UUID.test(userId)) return undefined;
    if (!SECONDS.test(issued) || !SECONDS.test(renewed)) return undefined;
    const given = Buffer.from(cookie.slice(dot + 1));
    const expected = Buffer.from(this.mac(value));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { userId, issuedAtMs: Number(issued) * 1000, renewedAtMs: Number(renewed) * 1000 };
  }

  private mac(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

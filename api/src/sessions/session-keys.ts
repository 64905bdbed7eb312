import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'fw_session';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An owner's session is their user id, signed with a server secret. The browser holds it
 * in an httpOnly cookie; nothing about the session is stored on the server, and a forged
 * or altered cookie is simply not a session. See docs/decisions/004-owner-sessions.md.
 */
export class SessionKeys {
  constructor(private readonly secret: string) {}

  sign(userId: string): string {
    return `${userId}.${this.mac(userId)}`;
  }

  /** The user id the cookie vouches for, or undefined. */
  verify(cookie: string | undefined): string | undefined {
    if (!cookie) return undefined;
    const dot = cookie.lastIndexOf('.');
    const userId = cookie.slice(0, dot);
    if (dot < 0 || !UUID.test(userId)) return undefined;
    const given = Buffer.from(cookie.slice(dot + 1));
    const expected = Buffer.from(this.mac(userId));
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? userId
      : undefined;
  }

  private mac(userId: string): string {
    return createHmac('sha256', this.secret).update(userId).digest('base64url');
  }
}

import { issuedBeforeSessionsEnded } from '@reno/data';
import { UnauthorizedError } from '../http/errors';

/**
 * How long a function instance trusts the moment it last read (per user). A GetItem on every request
 * would double the cost of the one-read routes (a project's summary, its forecast); this way a busy
 * instance reads it once per user per half minute. The price: after a recovery, a token issued before it
 * may still pass on an instance that read the profile less than this long before (docs/security.md).
 */
export const SESSION_CHECK_MAX_AGE_MS = 30_000;

/** Instances keep at most this many users' moments; the oldest readings go first. */
const MAX_REMEMBERED = 10_000;

/** What a verified token says about its session: whose it is and when it was issued (`iat`, seconds). */
export interface TokenSession {
  sub: string;
  issuedAt: number;
}

/**
 * Refuses (401) an ID token issued before its user's sessions ended (`sessionsValidAfter` on the
 * profile, set when the address was proven): a token Cognito's global sign-out cannot take back.
 */
export class SessionCheck {
  private readonly readings = new Map<string, { validAfter: number | null; readAt: number }>();

  constructor(
    private readonly read: (sub: string) => Promise<number | null>,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = SESSION_CHECK_MAX_AGE_MS,
  ) {}

  /** The token's session if it is current; UnauthorizedError if it ended. */
  async current<T extends TokenSession>(session: T): Promise<T> {
    if (issuedBeforeSessionsEnded(session.issuedAt, await this.validAfter(session.sub))) {
      throw new UnauthorizedError();
    }
    return session;
  }

  private async validAfter(sub: string): Promise<number | null> {
    const now = this.now();
    const known = this.readings.get(sub);
    if (known && now - known.readAt < this.maxAgeMs) return known.validAfter;
    const validAfter = await this.read(sub);
    // Deleted first, so the Map's order stays the order of the readings (oldest first).
    this.readings.delete(sub);
    this.readings.set(sub, { validAfter, readAt: now });
    this.forgetOldest();
    return validAfter;
  }

  private forgetOldest(): void {
    for (const sub of this.readings.keys()) {
      if (this.readings.size <= MAX_REMEMBERED) return;
      this.readings.delete(sub);
    }
  }
}

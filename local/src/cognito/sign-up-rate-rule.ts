import { SIGN_UP_RATE_LIMIT } from '@reno/domain';

/** At most `requests` sign-ups from one client address in any `windowSeconds`. */
export interface SignUpRateLimit {
  requests: number;
  windowSeconds: number;
}

/**
 * The rate rule of the WAF web ACL on the Cognito user pool in AWS, in front of cognito-local: SignUp calls
 * are counted per client address over a sliding window, and those over the limit are refused (the caller
 * answers them as Cognito answers a WAF block). As with WAF, every call counts, a refused one too, so a
 * client that keeps trying stays refused; other actions are not counted.
 */
export class SignUpRateRule {
  /** The times of each address's recent sign-ups, oldest first. */
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly limit: SignUpRateLimit = SIGN_UP_RATE_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a sign-up from `address`; false when it is over the limit. */
  admit(address: string): boolean {
    const now = this.now();
    this.forgetBefore(now - this.limit.windowSeconds * 1000);
    const times = [...(this.recent.get(address) ?? []), now];
    this.recent.set(address, times);
    return times.length <= this.limit.requests;
  }

  private forgetBefore(since: number): void {
    for (const [address, times] of this.recent) {
      const kept = times.filter((time) => time > since);
      if (kept.length === 0) this.recent.delete(address);
      else if (kept.length !== times.length) this.recent.set(address, kept);
    }
  }
}

import { createHash } from 'node:crypto';
import { consumeSubjectDailyQuota } from '@reno/data';
import { data } from '../data-context';
import { TooManyRequestsError } from '../http/errors';
import { secondsUntilNextUtcDay } from '../quotas/next-utc-day';

/**
 * Daily limits of password recovery. Per address: how many codes one inbox can be sent (counted whether
 * or not an account uses it, so the limit says nothing about accounts). Per client: how many codes one
 * network may ask for, and how many codes it may try, across all addresses.
 */
export const RECOVERY_LIMITS = {
  codesPerAddress: 5,
  codesPerClient: 20,
  attemptsPerClient: 50,
} as const;

const TOO_MANY = 'Too many password recovery requests. Please try again tomorrow.';

async function consume(name: string, subject: string, limit: number): Promise<void> {
  const now = new Date();
  if ((await consumeSubjectDailyQuota(data, name, subject, limit)).allowed) return;
  throw new TooManyRequestsError(TOO_MANY, secondsUntilNextUtcDay(now));
}

// The counters are keyed by a digest: the table keeps no list of addresses people typed.
const digest = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

/** Counts a request for a code; 429 past either limit. */
export async function limitCodeRequests(client: string, email: string): Promise<void> {
  await consume('recovery-codes-client', client, RECOVERY_LIMITS.codesPerClient);
  await consume('recovery-codes-address', digest(email), RECOVERY_LIMITS.codesPerAddress);
}

/** Counts an attempt at a code; 429 past the client's limit. */
export async function limitCodeAttempts(client: string): Promise<void> {
  await consume('recovery-attempts-client', client, RECOVERY_LIMITS.attemptsPerClient);
}

// The moment a user's earlier sessions ended (issue 37): proving the address (password recovery) ends
// every session before it. ID tokens stay valid for their hour after Cognito's global sign-out, so the
// API and the chat refuse those issued before `sessionsValidAfter` (epoch milliseconds, on the profile).
import type { DataContext } from './context';
import { profileKey } from './keys';
import { getItem, updateItem } from './requests';

/**
 * Records that every session before `at` has ended. One UpdateItem of the profile: with no profile yet
 * (the token's owner never called GET /api/user) it is the profile's first attribute, and the first
 * GET /api/user completes the item around it.
 */
export async function endSessionsBefore(ctx: DataContext, userId: string, at: Date): Promise<void> {
  await updateItem(ctx, {
    Key: profileKey(userId),
    UpdateExpression: 'SET #validAfter = :at',
    ExpressionAttributeNames: { '#validAfter': 'sessionsValidAfter' },
    ExpressionAttributeValues: { ':at': at.getTime() },
  });
}

/** When the user's sessions last ended (epoch ms), or null: one GetItem of the profile, that attribute only. */
export async function getSessionsValidAfter(ctx: DataContext, userId: string): Promise<number | null> {
  const item = await getItem(ctx, profileKey(userId), {
    ProjectionExpression: '#validAfter',
    ExpressionAttributeNames: { '#validAfter': 'sessionsValidAfter' },
  });
  return sessionsValidAfterOf(item);
}

export function sessionsValidAfterOf(item: Record<string, unknown> | undefined): number | null {
  const value = item?.sessionsValidAfter;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Whether a token issued at `issuedAtSeconds` (its `iat`) belongs to a session that has ended. `iat` has
 * whole seconds, so the comparison is in seconds, `iat >= floor(validAfter / 1000)` passing: a token of
 * the second the sessions ended counts as new, so the sign-in that follows can never be locked out. The
 * API records a whole second after the sign-out for that reason (functions' end-sessions.ts).
 */
export function issuedBeforeSessionsEnded(issuedAtSeconds: number, validAfterMs: number | null): boolean {
  return validAfterMs !== null && issuedAtSeconds < Math.floor(validAfterMs / 1000);
}

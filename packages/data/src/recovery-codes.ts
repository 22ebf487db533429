// Password-recovery codes of accounts whose address Cognito will not mail (never verified): one item per
// account, holding only the code's hash, spent by a limited number of attempts and expired by TTL.
import { RECOVERY_CODE_RULES } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { recoveryCodeKey } from './keys';
import { deleteItem, putItem, updateItem } from './requests';

const LIFETIME_SECONDS = RECOVERY_CODE_RULES.lifetimeMinutes * 60;

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Stores a new code (its hash), replacing any earlier one: only the latest mailed code works. */
export async function saveRecoveryCode(ctx: DataContext, userId: string, codeHash: string): Promise<void> {
  const now = nowOf(ctx);
  await putItem(ctx, {
    Item: {
      ...recoveryCodeKey(userId),
      entity: 'recoveryCode',
      codeHash,
      attemptsLeft: RECOVERY_CODE_RULES.attempts,
      createdAt: now.toISOString(),
      expiresAt: epochSeconds(now) + LIFETIME_SECONDS,
    },
  });
}

/**
 * One attempt at the account's code. Each attempt is counted before the code is compared (atomically, so
 * parallel guesses cannot exceed the allowance), and the right code is spent by a conditional delete, so
 * it lets exactly one request through. False for a wrong, expired, spent or missing code.
 */
export async function redeemRecoveryCode(
  ctx: DataContext,
  userId: string,
  matches: (codeHash: string) => boolean,
): Promise<boolean> {
  let codeHash: string;
  try {
    const attributes = await updateItem(ctx, {
      Key: recoveryCodeKey(userId),
      UpdateExpression: 'SET #attemptsLeft = #attemptsLeft - :one',
      ConditionExpression: '#attemptsLeft > :zero AND #expiresAt > :now',
      ExpressionAttributeNames: { '#attemptsLeft': 'attemptsLeft', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':now': epochSeconds(nowOf(ctx)) },
      ReturnValues: 'ALL_NEW',
    });
    codeHash = String(attributes?.codeHash ?? '');
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  if (!codeHash || !matches(codeHash)) return false;
  try {
    await deleteItem(ctx, {
      Key: recoveryCodeKey(userId),
      ConditionExpression: '#codeHash = :codeHash',
      ExpressionAttributeNames: { '#codeHash': 'codeHash' },
      ExpressionAttributeValues: { ':codeHash': codeHash },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

import { redeemRecoveryCode, saveRecoveryCode } from '@reno/data';
import { RECOVERY_MESSAGES, RECOVERY_REQUESTED } from '@reno/domain';
import { data } from '../lib/data-context';
import { clientAddress } from '../lib/http/client-address';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ValidationError } from '../lib/http/errors';
import { readJsonBody } from '../lib/http/json-body';
import { accepted, noContent } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import type { LocalStandIns } from '../lib/local-stand-ins';
import type { MailSender } from '../lib/mail/mail-sender';
import { mailSenderFromEnv } from '../lib/mail/mail-sender-from-env';
import { hashRecoveryCode, newRecoveryCode, recoveryCodeMatcher } from '../lib/recovery/recovery-code';
import { limitCodeAttempts, limitCodeRequests } from '../lib/recovery/recovery-limits';
import { recoveryMail } from '../lib/recovery/recovery-mail';
import { endEarlierSessions } from '../lib/sessions/end-sessions';
import {
  findAccountNeedingRecovery,
  setPasswordAndVerifyAddress,
  signOutEverywhere,
} from '../lib/recovery/user-pool';

/**
 * POST /api/auth/recovery {email}: for an account whose address Cognito will not mail (confirmed, never
 * verified), stores a new code and mails it. The answer is the same 202 for every address, so it tells
 * nobody which addresses have accounts. Rate-limited per address and per client.
 */
async function requestCode(event: ApiEvent, mailer: () => MailSender) {
  const { email } = await parseRequest('recoveryRequestSchema', readJsonBody(event));
  await limitCodeRequests(clientAddress(event), email);
  const account = await findAccountNeedingRecovery(email);
  if (account) {
    const code = newRecoveryCode();
    await saveRecoveryCode(data, account.subject, hashRecoveryCode(account.subject, code));
    await mailer().send(recoveryMail(email, code));
  }
  return accepted(RECOVERY_REQUESTED);
}

/**
 * POST /api/auth/recovery/confirm {email, code, newPassword}: the right code (within its lifetime and
 * attempts) sets the new password and marks the address verified → 204. Any other code, or an address
 * without a code, gets the same 400 'Invalid verification code' on `code`.
 *
 * Proving the address ends every earlier session (someone may have registered it first and stayed signed
 * in): once the password is set, the refresh tokens are revoked, then the profile records the moment, so
 * the ID tokens issued before it are refused (end-sessions.ts). In that order: a sign-out before the new
 * password would let the old one sign in again, and a moment taken before the sign-out would let a
 * refresh in between mint a token that counts as new.
 */
async function confirmCode(event: ApiEvent) {
  const { email, code, newPassword } = await parseRequest('recoveryConfirmSchema', readJsonBody(event));
  await limitCodeAttempts(clientAddress(event));
  const account = await findAccountNeedingRecovery(email);
  const redeemed =
    account !== null &&
    (await redeemRecoveryCode(data, account.subject, recoveryCodeMatcher(account.subject, code)));
  if (!account || !redeemed) {
    throw new ValidationError(
      [{ path: ['code'], message: RECOVERY_MESSAGES.invalidCode }],
      RECOVERY_MESSAGES.invalidCode,
    );
  }
  await setPasswordAndVerifyAddress(account, newPassword);
  await signOutEverywhere(account.username);
  await endEarlierSessions(account.subject);
  return noContent();
}

/**
 * The function's composition root: the mail sender its environment chooses (MAIL_SENDER), delivering to
 * the host's inbox when the local stack gives one.
 */
export function createHandler(standIns: LocalStandIns = {}) {
  const mailer = mailSenderFromEnv(process.env, standIns.mailbox);
  return createApiHandler({
    'POST /api/auth/recovery': (event) => requestCode(event, mailer),
    'POST /api/auth/recovery/confirm': confirmCode,
  });
}

export const handler = createHandler();

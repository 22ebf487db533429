import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { signOutEverywhere } from '../lib/recovery/user-pool';
import { endEarlierSessions } from '../lib/sessions/end-sessions';

/**
 * Cognito PostConfirmation. A new password set with Cognito's own reset code (ConfirmForgotPassword, for
 * an address its owner verified) ends every earlier session, as the app's own recovery does
 * (auth-recovery.ts): whoever had the old password may have signed in with it. Refresh tokens are revoked
 * first, then ID tokens issued before this moment are refused (end-sessions.ts); the sign-in the app makes
 * with the new password comes after this trigger has returned, so it is kept.
 * A sign-up's confirmation ends nothing.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmForgotPassword') return event;
  const subject = event.request.userAttributes.sub;
  if (!subject) throw new Error('PostConfirmation event without the user’s sub');
  await signOutEverywhere(event.userName, event.userPoolId);
  await endEarlierSessions(subject);
  return event;
};

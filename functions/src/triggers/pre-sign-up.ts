import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito PreSignUp: registration signs a new user in at once, so the account is confirmed here. The
 * e-mail address is NOT marked verified: anyone may type anyone's address, so it stays unverified until
 * its owner enters the code the app's banner sends (VerifyUserAttribute). Until then it is not given to
 * Stripe, and Cognito sends no password-reset code to it. With REQUIRE_EMAIL_VERIFICATION=true (a
 * deploy-time switch) Cognito's own confirmation-code flow runs at sign-up instead.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (process.env.REQUIRE_EMAIL_VERIFICATION === 'true') return event;
  event.response.autoConfirmUser = true;
  return event;
};

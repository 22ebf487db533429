import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito PreSignUp: SPEC §4 signs a new user in at once, so the account is confirmed and its email
 * marked verified here. With REQUIRE_EMAIL_VERIFICATION=true (a deploy-time switch) Cognito's own
 * confirmation-code flow runs instead and the web app handles the CONFIRM_SIGN_UP step.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (process.env.REQUIRE_EMAIL_VERIFICATION === 'true') return event;
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
};

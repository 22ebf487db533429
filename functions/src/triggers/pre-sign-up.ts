import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito PreSignUp.
 * - E-mail sign-up: registration signs a new user in at once, so the account is confirmed here. The
 *   address is NOT marked verified: anyone may type anyone's address, so it stays unverified until its
 *   owner enters the code the app's banner sends (VerifyUserAttribute). Until then it is not given to
 *   Stripe, Cognito sends no password-reset code to it, and no provider sign-in is linked to it. With
 *   REQUIRE_EMAIL_VERIFICATION=true (a deploy-time switch) Cognito's own confirmation-code flow runs instead.
 * - First sign-in with a provider (Google, OIDC): linked to the e-mail account of the same verified
 *   address when there is one (one person, one account), see federated-linking.ts.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource === 'PreSignUp_ExternalProvider') {
    // Loaded only here: the Cognito client stays out of every e-mail sign-up's cold start.
    const { linkToExistingAccount } = await import('./federated-linking');
    await linkToExistingAccount(event);
    return event;
  }
  if (process.env.REQUIRE_EMAIL_VERIFICATION === 'true') return event;
  event.response.autoConfirmUser = true;
  return event;
};

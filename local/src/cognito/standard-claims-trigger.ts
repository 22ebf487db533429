import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

/** OpenID standard attributes that Cognito copies into the ID token when the user has them. */
const STANDARD_CLAIMS = [
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'phone_number_verified',
  'address',
  'updated_at',
] as const;

/**
 * A local-only PreTokenGeneration trigger. Cognito puts the user's standard attributes (given_name,
 * family_name, …) into the ID token; cognito-local puts only email and custom attributes there. The API
 * creates the profile from those claims on the first GET /api/user, so locally this adds them back.
 */
export async function standardClaimsTrigger(
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> {
  const attributes = event.request.userAttributes;
  const claims: Record<string, string> = {};
  for (const name of STANDARD_CLAIMS) {
    const value = attributes[name];
    if (typeof value === 'string' && value !== '') claims[name] = value;
  }
  event.response = { claimsOverrideDetails: { claimsToAddOrOverride: claims } };
  return event;
}

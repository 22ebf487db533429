import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { readBody } from '../api/request-body';
import type { CognitoLocal } from '../cognito/cognito-local';
import { federatedSignIn, LinkRefusedError, type ProviderProfile } from './federated-accounts';
import { standInProviderPage } from './stand-in-provider-page';

/** The provider the local stand-in plays (the button reads 'Sign in with Google'). */
export const STAND_IN_PROVIDER = 'Google';
export const INTERACTION_PATH = '/login';

/** The typed profile, or what is wrong with it. */
function readProfile(form: URLSearchParams): { profile: ProviderProfile; problem: string | null } {
  const profile: ProviderProfile = {
    providerName: STAND_IN_PROVIDER,
    email: (form.get('email') ?? '').trim().toLowerCase(),
    givenName: (form.get('givenName') ?? '').trim(),
    familyName: (form.get('familyName') ?? '').trim(),
  };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(profile.email) || profile.email.length > 254)
    return { profile, problem: 'Enter a valid e-mail address.' };
  if (!profile.givenName || !profile.familyName || profile.givenName.length + profile.familyName.length > 200)
    return { profile, problem: 'Enter a first and a last name.' };
  return { profile, problem: null };
}

/**
 * The sign-in step of an interaction: the stand-in provider's page ('Continue as …' an identity used
 * before, or a typed name and address), then the pool's side of a federated sign-in. A refused link
 * goes back to the app with the reason, as Cognito does when the PreSignUp trigger refuses.
 */
export function createSignInStep(provider: Provider, cognito: CognitoLocal, userPoolId: string) {
  const known = new Map<string, ProviderProfile>();
  return async (req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    const page = (status: number, error?: string, values?: Partial<ProviderProfile>) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        standInProviderPage({
          providerName: STAND_IN_PROVIDER,
          action: `${INTERACTION_PATH}/${details.uid}`,
          known: [...known.values()],
          error,
          values,
        }),
      );
    };
    if (details.uid !== uid) return page(400, 'This sign-in page is out of date: start again from the app.');
    if (req.method === 'GET') return page(200);
    if (req.method !== 'POST') return page(405);

    const { profile, problem } = readProfile(
      new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8')),
    );
    if (problem) return page(400, problem, profile);
    let result: Parameters<Provider['interactionFinished']>[2];
    try {
      const sub = await federatedSignIn(cognito, userPoolId, profile);
      known.set(profile.email, profile);
      result = { login: { accountId: sub } };
    } catch (error) {
      if (!(error instanceof LinkRefusedError)) throw error;
      result = { error: 'access_denied', error_description: error.message };
    }
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };
}

import { Amplify } from 'aws-amplify';
import type { ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from './runtime-config';

type CognitoConfig = NonNullable<NonNullable<ResourcesConfig['Auth']>['Cognito']>;
type OAuthSettings = NonNullable<NonNullable<CognitoConfig['loginWith']>['oauth']>;
type OAuthProviderSetting = NonNullable<OAuthSettings['providers']>[number];

const BUILT_IN_PROVIDERS = ['Google', 'Facebook', 'Amazon', 'Apple'] as const;

/** 'Google' is one of Amplify's named providers; any other name is a custom (OIDC/SAML) provider. */
export function toAmplifyProvider(name: string): OAuthProviderSetting {
  const builtIn = BUILT_IN_PROVIDERS.find((provider) => provider === name);
  return builtIn ?? { custom: name };
}

/** Amplify's Auth configuration from /config.json: the local endpoint and OAuth only when given. */
export function toAmplifyConfig(config: RuntimeConfig): ResourcesConfig {
  const cognito: CognitoConfig = {
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    signUpVerificationMethod: 'code',
    loginWith: { email: true },
  };
  if (config.cognitoEndpoint) cognito.userPoolEndpoint = config.cognitoEndpoint;
  if (config.oauth) {
    cognito.loginWith = {
      email: true,
      oauth: {
        domain: config.oauth.domain,
        scopes: config.oauth.scopes,
        redirectSignIn: [config.oauth.redirectSignIn],
        redirectSignOut: [config.oauth.redirectSignOut],
        responseType: 'code',
        providers: config.oauth.providers.map(toAmplifyProvider),
      },
    };
  }
  return { Auth: { Cognito: cognito } };
}

let configured = false;

export function configureAmplify(config: RuntimeConfig): void {
  if (configured) return;
  Amplify.configure(toAmplifyConfig(config));
  configured = true;
}

import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { CognitoLocal } from '../cognito/cognito-local';
import { accountClaims } from './federated-accounts';

/** The scopes Cognito's hosted UI grants an app client with the OAuth code flow (see the CDK auth construct). */
export const HOSTED_UI_SCOPES = ['openid', 'email', 'profile'];
/** cognito-local's signing key (published with it): what its JWKS, and so the API, trusts. */
const require = createRequire(import.meta.url);
const cognitoLocalKey = require('cognito-local/lib/keys/cognitoLocal.private.json') as {
  jwk: Record<string, string>;
};
/** Its public half, as cognito-local's JWKS serves it. */
export const cognitoLocalPublicKey = (
  require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> }
).jwk;
/** Access tokens are JWTs for this resource, as Cognito's are (Amplify reads them). */
export const USER_POOL_RESOURCE = 'urn:reno:user-pool';

export interface HostedUiClient {
  clientId: string;
  /** The app's origins (127.0.0.1 and localhost): `<origin>/` is both the callback and the logout URL. */
  appOrigins: string[];
}

/**
 * oidc-provider set up as Cognito's hosted UI for one app client: Cognito's paths, the code flow with
 * PKCE (S256) for a public client, and tokens with the user pool's issuer, signed with cognito-local's
 * key and carrying Cognito's claims, so that the API's JWT check and the chat handler accept them as
 * they accept an e-mail sign-in's. Accounts are the pool's users (`sub`).
 */
export function hostedUiConfiguration(options: {
  cognito: CognitoLocal;
  userPoolId: string;
  client: HostedUiClient;
  interactionPath: string;
}): Configuration {
  const { client } = options;
  const appUrls = client.appOrigins.map((origin) => `${origin}/`);
  return {
    clients: [
      {
        client_id: client.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: appUrls,
        post_logout_redirect_uris: appUrls,
      },
    ],
    jwks: { keys: [cognitoLocalKey.jwk] },
    routes: {
      authorization: '/oauth2/authorize',
      token: '/oauth2/token',
      jwks: '/oauth2/jwks',
      end_session: '/logout',
    },
    interactions: { url: (_ctx, interaction) => `${options.interactionPath}/${interaction.uid}` },
    scopes: [...HOSTED_UI_SCOPES],
    claims: {
      openid: ['sub', 'cognito:username', 'identities', 'token_use'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    ...poolAccounts(options.cognito, options.userPoolId),
    // The token POST comes from the app's page (another origin: http, the app's port).
    clientBasedCORS: (_ctx, origin) => client.appOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      // Its userinfo takes only its own opaque tokens; Cognito's /oauth2/userInfo is user-info.ts.
      userinfo: { enabled: false },
      resourceIndicators: USER_POOL_ACCESS_TOKENS,
      rpInitiatedLogout: COGNITO_LOGOUT,
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 300,
      IdToken: 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    renderError,
  };
}

/** The accounts are the pool's users, with the claims Cognito puts in its tokens. */
function poolAccounts(
  cognito: CognitoLocal,
  userPoolId: string,
): Pick<Configuration, 'findAccount' | 'loadExistingGrant' | 'extraTokenClaims'> {
  return {
    async findAccount(_ctx, sub) {
      const claims = await accountClaims(cognito, userPoolId, sub);
      if (!claims) return undefined;
      return {
        accountId: sub,
        claims: (use) => ({ ...claims, sub, ...(use === 'id_token' ? { token_use: 'id' } : {}) }),
      };
    },
    // First-party app: the person consented by choosing to sign in, as on Cognito's hosted UI.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      const scope = [...(ctx.oidc.requestParamScopes ?? [])].join(' ');
      grant.addOIDCScope(scope);
      grant.addResourceScope(USER_POOL_RESOURCE, scope);
      await grant.save();
      return grant;
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const claims = await accountClaims(cognito, userPoolId, token.accountId);
      return { token_use: 'access', username: claims?.['cognito:username'] };
    },
  };
}

type Features = NonNullable<Configuration['features']>;

/** Access tokens are JWTs for the user pool, as Cognito's are. */
const USER_POOL_ACCESS_TOKENS: Features['resourceIndicators'] = {
  enabled: true,
  defaultResource: () => USER_POOL_RESOURCE,
  useGrantedResource: () => true,
  getResourceServerInfo: () => ({
    scope: HOSTED_UI_SCOPES.join(' '),
    accessTokenFormat: 'jwt',
    accessTokenTTL: 3600,
    jwt: { sign: { alg: 'RS256' } },
  }),
};

/** Cognito's /logout asks nothing: the form oidc-provider needs (for its CSRF check) submits itself. */
const COGNITO_LOGOUT: Features['rpInitiatedLogout'] = {
  enabled: true,
  logoutSource: (ctx, form) => {
    ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>')}
<script>document.forms[0].submit()</script></body></html>`;
  },
  postLogoutSuccessSource: (ctx) => {
    ctx.body =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><p>Signed out.</p></body></html>';
  },
};

const renderError: Configuration['renderError'] = async (ctx, out) => {
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body><h1>Sign-in error</h1><p>${String(out.error).replace(/[&<>"']/g, '')}: ${String(out.error_description ?? '').replace(/[&<>"']/g, '')}</p></body></html>`;
};

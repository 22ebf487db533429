import type { IncomingMessage, ServerResponse } from 'node:http';
import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwk } from 'aws-jwt-verify/jwk';
import type { CognitoLocal } from '../cognito/cognito-local';
import { accountClaims } from './federated-accounts';
import { cognitoLocalPublicKey, USER_POOL_RESOURCE } from './oidc-configuration';

/**
 * Cognito's GET /oauth2/userInfo: the signed-in user's attributes for a valid access token of the hosted
 * UI (signature, issuer, expiry, `token_use: access`). oidc-provider's own userinfo endpoint accepts only
 * its opaque tokens, not the JWT access tokens Cognito (and so Amplify) uses.
 */
export function createUserInfoEndpoint(options: {
  cognito: CognitoLocal;
  userPoolId: string;
  issuer: string;
}) {
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: USER_POOL_RESOURCE,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('not an access token');
    },
  });
  verifier.cacheJwks({ keys: [cognitoLocalPublicKey as unknown as Jwk] });

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
      res.end(JSON.stringify(body));
    };
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    const sub = token
      ? await verifier.verify(token).then(
          (payload) => payload.sub,
          () => null,
        )
      : null;
    const claims = sub ? await accountClaims(options.cognito, options.userPoolId, sub) : null;
    if (!claims) {
      send(401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      return;
    }
    // As Cognito's: attributes as strings, without the token-only claims.
    const { identities, 'cognito:username': username, ...attributes } = claims;
    send(200, {
      ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, String(value)])),
      identities: JSON.stringify(identities),
      username,
    });
  };
}

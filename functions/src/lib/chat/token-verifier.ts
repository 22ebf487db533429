import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { FetchError, JwtBaseError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { HttpError, UnauthorizedError } from '../http/errors';
import { headerValue } from '../http/json-body';
import { ChatConfigError } from './chat-config-error';
import { plainHttpFetcher } from './plain-http-fetcher';

/**
 * The chat function URL has no authorizer, so the function checks the Cognito token itself, with the
 * same rules as the API's JWT authorizer: signature against the pool's JWKS, issuer, expiry, and the
 * app client id in `aud` (ID token) or `client_id` (access token).
 */
export interface VerifiedCaller {
  sub: string;
  /** The token's `iat` (epoch seconds): a token of a session that ended is refused by the caller. */
  issuedAt: number;
  /** The token's `email_verified`: the user proved they receive mail at the account's address. */
  emailVerified: boolean;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedCaller>;
}

type Verify = (token: string) => Promise<{ sub?: unknown; iat?: unknown; email_verified?: unknown }>;

function wrap(verify: Verify): TokenVerifier {
  return {
    async verify(token) {
      try {
        const payload = await verify(token);
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new UnauthorizedError();
        return {
          sub: payload.sub,
          issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
          // Cognito writes a boolean; a string 'true' is read the same, as the API's claims are.
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // The JWKS could not be fetched: our fault, not the caller's token.
        if (error instanceof FetchError) throw new HttpError(503, 'Authentication service unavailable');
        if (error instanceof JwtBaseError) throw new UnauthorizedError();
        throw error;
      }
    },
  };
}

/**
 * In AWS: USER_POOL_ID + USER_POOL_CLIENT_ID (CognitoJwtVerifier derives issuer and JWKS from the pool).
 * Locally (cognito-local issues `local_…` pools that CognitoJwtVerifier cannot parse): JWT_ISSUER,
 * optional JWT_JWKS_URI (default `<issuer>/.well-known/jwks.json`) and USER_POOL_CLIENT_ID.
 */
export function tokenVerifierFromEnv(env: NodeJS.ProcessEnv = process.env): TokenVerifier {
  const clientId = env.USER_POOL_CLIENT_ID;
  if (!clientId) throw new ChatConfigError('USER_POOL_CLIENT_ID is not set');

  if (env.JWT_ISSUER) {
    const issuer = env.JWT_ISSUER.replace(/\/+$/, '');
    const jwksUri = env.JWT_JWKS_URI || `${issuer}/.well-known/jwks.json`;
    const verifier = JwtVerifier.create(
      {
        issuer,
        jwksUri,
        audience: null,
        customJwtCheck: ({ payload }) => validateCognitoJwtFields(payload, { tokenUse: 'id', clientId }),
      },
      jwksUri.startsWith('http:')
        ? { jwksCache: new SimpleJwksCache({ fetcher: plainHttpFetcher }) }
        : undefined,
    );
    return wrap((token) => verifier.verify(token));
  }

  if (!env.USER_POOL_ID) throw new ChatConfigError('USER_POOL_ID (or JWT_ISSUER) is not set');
  const verifier = CognitoJwtVerifier.create({ userPoolId: env.USER_POOL_ID, clientId, tokenUse: 'id' });
  return wrap((token) => verifier.verify(token));
}

/**
 * The Bearer token of a request. Behind CloudFront's origin access control the signed origin request
 * takes over `Authorization`, so the web app also sends the token as `X-Authorization`, which wins.
 */
export function bearerToken(headers: Record<string, string | undefined> | undefined): string {
  for (const name of ['x-authorization', 'authorization']) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(headers, name) ?? '');
    if (match?.[1]) return match[1];
  }
  throw new UnauthorizedError();
}

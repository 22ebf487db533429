import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { JwtAuthorization } from '@reno/api-gateway';

export interface JwtAuthorizerOptions {
  issuer: string;
  jwksUri: string;
  /** The app client: an ID token's `aud` must name it. */
  clientId: string;
}

export type JwtAuthorizer = (authorizationHeader: string | undefined) => Promise<JwtAuthorization | null>;

/**
 * API Gateway's JWT authorizer for a Cognito pool: signature against the pool's JWKS, issuer, expiry and
 * not-before, and the app client in `aud`. Only ID tokens pass (the handlers refuse anything else too, since
 * API Gateway's own authorizer would let an access token through). `null` means 401.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions): JwtAuthorizer {
  const verifier = JwtVerifier.create(
    {
      issuer: options.issuer,
      jwksUri: options.jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) =>
        validateCognitoJwtFields(payload, { tokenUse: 'id', clientId: options.clientId }),
    },
    // The library's own fetcher insists on https; cognito-local's JWKS is plain http on loopback.
    { jwksCache: new SimpleJwksCache({ fetcher: { fetch: fetchLoopback } }) },
  );
  return async (authorizationHeader) => {
    const token = /^(?:Bearer\s+)?(\S+)\s*$/i.exec(authorizationHeader ?? '')?.[1];
    if (!token) return null;
    try {
      const payload = await verifier.verify(token);
      return { claims: stringifyClaims(payload), scopes: scopesOf(payload) };
    } catch {
      return null;
    }
  };
}

/** API Gateway hands claims on as strings: numbers and booleans as text, arrays as "[a b]". */
export function stringifyClaims(payload: JwtPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

function scopesOf(payload: JwtPayload): string[] | null {
  return typeof payload.scope === 'string' && payload.scope !== '' ? payload.scope.split(' ') : null;
}

async function fetchLoopback(uri: string): Promise<ArrayBuffer> {
  const response = await fetch(uri);
  if (!response.ok) throw new Error(`GET ${uri} answered ${response.status}`);
  return response.arrayBuffer();
}

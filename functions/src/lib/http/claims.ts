import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { TokenSession } from '../sessions/session-check';
import { UnauthorizedError } from './errors';

/** Who is calling, as the JWT authorizer vouched for it. */
export interface Caller {
  /** Cognito `sub`: the owner key of every record. */
  sub: string;
  /** From the ID token, lower-cased; never empty. */
  email: string;
  /** Whether its owner proved the address (the code sent by the app's banner); until then it may be anyone's. */
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  /** Cognito's user name (`cognito:username`), which its admin actions take; the e-mail without one. */
  username: string;
  /** The token's `iat` (epoch seconds): tokens of sessions that ended are refused (current-session.ts). */
  issuedAt: number;
}

type ApiRequest = Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>;

type ClaimValue = string | number | boolean | string[] | undefined;

const text = (value: ClaimValue) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const claimsOf = (event: ApiRequest) =>
  (event.requestContext as Partial<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']>)?.authorizer
    ?.jwt?.claims as Record<string, ClaimValue> | undefined;

/** API Gateway passes claims as strings; a token without a usable `iat` counts as the oldest. */
const issuedAtOf = (claims: Record<string, ClaimValue>) => {
  const seconds = Number(claims.iat);
  return Number.isFinite(seconds) ? seconds : 0;
};

/** The session of the request's token (its subject and `iat`), or null for a request without one. */
export function tokenSession(event: ApiRequest): TokenSession | null {
  const claims = claimsOf(event);
  const sub = text(claims?.sub);
  return claims && sub ? { sub, issuedAt: issuedAtOf(claims) } : null;
}

/**
 * Reads the caller from `requestContext.authorizer.jwt.claims` (API Gateway's JWT authorizer, or the
 * local adapter that fills it the same way). Only a Cognito ID token names the caller: an access token
 * carries no e-mail, and API Gateway's authorizer cannot tell the two apart (both name the app client),
 * so the check lives here, in every handler. No `sub`, no e-mail or another token use: 401.
 */
export function getCaller(event: ApiRequest): Caller {
  const claims = claimsOf(event);
  const sub = text(claims?.sub);
  const email = text(claims?.email)?.toLowerCase();
  if (!claims || !sub || !email || claims.token_use !== 'id') throw new UnauthorizedError();
  return {
    sub,
    email,
    emailVerified: claims.email_verified === 'true' || claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    username: text(claims['cognito:username']) ?? email,
    issuedAt: issuedAtOf(claims),
  };
}

import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { UnauthorizedError } from './errors';

/** Who is calling, as the JWT authorizer vouched for it. */
export interface Caller {
  /** Cognito `sub`: the owner key of every record. */
  sub: string;
  /** From the ID token; access tokens carry no email (see README, "Which token"). */
  email: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

type ClaimValue = string | number | boolean | string[] | undefined;

const text = (value: ClaimValue) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Reads the caller from `requestContext.authorizer.jwt.claims` (API Gateway's JWT authorizer, or the
 * local adapter that fills it the same way). No `sub` means no verified token: 401.
 */
export function getCaller(event: Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>): Caller {
  const claims = (event.requestContext as Partial<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']>)
    ?.authorizer?.jwt?.claims as Record<string, ClaimValue> | undefined;
  const sub = text(claims?.sub);
  if (!claims || !sub) throw new UnauthorizedError();
  return {
    sub,
    email: text(claims.email)?.toLowerCase(),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}

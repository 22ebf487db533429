import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NotFoundError } from './errors';

const NUMERIC_ID = /^[1-9]\d{0,14}$/;

/**
 * The numeric `{id}` of the path (or another numeric parameter, `{installmentId}`). Anything that cannot
 * be an id cannot name a record, so it is answered like a missing or foreign id: 404 '<Label> not found'.
 */
export function idParam(
  event: Pick<APIGatewayProxyEventV2, 'pathParameters'>,
  label: string,
  name = 'id',
): number {
  const raw = event.pathParameters?.[name];
  if (!raw || !NUMERIC_ID.test(raw)) throw new NotFoundError(`${label} not found`);
  return Number(raw);
}

/** An account's id (a Cognito sub, which is also its household's id): anything else names no one. */
const ACCOUNT_ID = /^[A-Za-z0-9-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isAccountId = (raw: string): boolean => ACCOUNT_ID.test(raw);

/** A path parameter that must match `pattern`; anything else names nothing here: 404 `notFound`. */
function matchingParam(
  event: Pick<APIGatewayProxyEventV2, 'pathParameters'>,
  name: string,
  pattern: RegExp,
  notFound: string,
): string {
  const raw = event.pathParameters?.[name] ?? '';
  if (!pattern.test(raw)) throw new NotFoundError(notFound);
  return raw;
}

/** An account's id in the path (`{userId}`): a member of the household. */
export const accountIdParam = (
  event: Pick<APIGatewayProxyEventV2, 'pathParameters'>,
  name: string,
  notFound: string,
): string => matchingParam(event, name, ACCOUNT_ID, notFound);

/** A UUID in the path (an invitation's `{id}`). */
export const uuidParam = (
  event: Pick<APIGatewayProxyEventV2, 'pathParameters'>,
  name: string,
  notFound: string,
): string => matchingParam(event, name, UUID, notFound);

const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A link's secret token in the path (a calendar feed's): 256 bits, base64url. */
export const linkTokenParam = (
  event: Pick<APIGatewayProxyEventV2, 'pathParameters'>,
  name: string,
  notFound: string,
): string => matchingParam(event, name, LINK_TOKEN, notFound);

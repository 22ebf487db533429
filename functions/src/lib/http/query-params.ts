import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ValidationError } from './errors';

const NUMERIC_ID = /^[1-9]\d{0,14}$/;

/** An optional numeric id in the query string (e.g. ?projectId=3); present but malformed is a 400. */
export function optionalIdQuery(
  event: Pick<APIGatewayProxyEventV2, 'queryStringParameters'>,
  name: string,
  message: string,
): number | null {
  const raw = event.queryStringParameters?.[name];
  if (raw === undefined || raw === '') return null;
  if (!NUMERIC_ID.test(raw)) throw new ValidationError([{ path: [name], message }]);
  return Number(raw);
}

/** A required numeric id in the query string. */
export function requiredIdQuery(
  event: Pick<APIGatewayProxyEventV2, 'queryStringParameters'>,
  name: string,
  message: string,
): number {
  const id = optionalIdQuery(event, name, message);
  if (id === null) throw new ValidationError([{ path: [name], message }]);
  return id;
}

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

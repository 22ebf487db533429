import { createDataContext } from '@reno/data';
import { API_CLIENT_POLICY } from './aws/client-policy';

/**
 * The DynamoDB document client and table, created once per Lambda container (outside the handler).
 * TABLE_NAME names the table; DYNAMODB_ENDPOINT is set only locally (DynamoDB Local).
 */
export const data = createDataContext({
  ...(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
  clientConfig: API_CLIENT_POLICY,
});

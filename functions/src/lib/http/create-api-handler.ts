import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logLambdaContext } from '../logger';
import { admitToHousehold } from './actor';
import { requireCurrentSession } from './current-session';
import { errorToResponse } from './error-response';
import { verifyOrigin } from './verify-origin';
import type { ApiEvent, RouteHandlers } from './router';
import { routeByKey } from './router';
import type { ApiResult } from './response';

/**
 * Builds a resource's Lambda handler: routing by routeKey, the Lambda context in every log line, no
 * request served that did not come through CloudFront (`verifyOrigin`), no token of an ended session
 * accepted (`requireCurrentSession`), no household route run for someone without the role it needs there
 * (`admitToHousehold`), and every thrown error answered through `errorToResponse`.
 */
export function createApiHandler(handlers: RouteHandlers) {
  const handler = middy<ApiEvent, ApiResult, Error, Context>(routeByKey(handlers))
    .use(logLambdaContext())
    .before((request) => verifyOrigin(request.event))
    .before((request) => requireCurrentSession(request.event))
    .before((request) => admitToHousehold(request.event))
    .use({
      onError: (request) => {
        request.response = errorToResponse(request.error, request.event.requestContext?.http?.method);
      },
    });
  return Object.assign(handler, { routeKeys: Object.keys(handlers) });
}

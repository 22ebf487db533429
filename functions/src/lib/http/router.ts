import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { ApiResult } from './response';
import { NotFoundError } from './errors';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type RouteHandler = (event: ApiEvent) => Promise<ApiResult>;
/** Keys are API Gateway route keys, e.g. 'GET /api/projects/{id}'. */
export type RouteHandlers = Readonly<Record<string, RouteHandler>>;

/** One Lambda serves every route of its resource: pick the function by the event's routeKey. */
export function routeByKey(handlers: RouteHandlers): RouteHandler {
  return async (event) => {
    const handle = Object.hasOwn(handlers, event.routeKey) ? handlers[event.routeKey] : undefined;
    if (!handle) throw new NotFoundError('Route not found');
    return handle(event);
  };
}

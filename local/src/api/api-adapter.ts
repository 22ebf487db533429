import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLambdaContext, createRouteMatcher } from '@reno/api-gateway';
import {
  ORIGIN_VERIFY_HEADER,
  type ResourceDefinition,
  type ResourceName,
  type RouteDefinition,
} from '@reno/functions/host';
import type { StackLogger } from '../logger';
import { InvalidResultError, sendGatewayError, toHttpResponse, writeHttpResponse } from './api-result';
import type { FunctionLoader } from './function-modules';
import type { JwtAuthorizer } from './jwt-authorizer';
import { readBodyOrRefuse } from './request-body';
import { requestEvent } from './request-event';

/** API Gateway's request payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ApiAdapterOptions {
  routes: readonly RouteDefinition[];
  resources: Record<ResourceName, ResourceDefinition>;
  authorize: JwtAuthorizer;
  /** The secret that CloudFront adds to every API request in AWS; added here the same way. */
  originVerifySecret: string;
  logger: StackLogger;
  /** Where a resource's handler comes from: the stack's function loader (tests pass fixtures). */
  load: FunctionLoader;
}

/**
 * API Gateway HTTP API in front of the handlers of the route table: routing, the JWT authorizer, the
 * v2 event, one invocation of the resource's handler module, and its result back as an HTTP response.
 * Nothing here is written per route.
 */
export function createApiAdapter(options: ApiAdapterOptions) {
  const match = createRouteMatcher(options.routes);
  const { logger, load } = options;

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = Date.now();
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const done = (status: number, note = '') =>
      logger.info(`[api] ${method} ${path} ${status} ${Date.now() - started}ms${note ? ` ${note}` : ''}`);

    const matched = match(method, path);
    if (!matched) {
      sendGatewayError(res, { statusCode: 404, message: 'Not Found' });
      return done(404);
    }
    const { route, routeKey, pathParameters } = matched;

    const body = await readBodyOrRefuse(req, res, MAX_BODY_BYTES);
    if (!body) return done(413);

    let authorization;
    if (route.auth === 'jwt') {
      authorization = await options.authorize(req.headers.authorization);
      if (!authorization) {
        sendGatewayError(res, { statusCode: 401, message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
        return done(401);
      }
    }

    const resource = options.resources[route.resource];
    const event = requestEvent(req, body, { routeKey, pathParameters, authorization });
    // As CloudFront's custom origin header does, this replaces any value the client sent.
    event.headers[ORIGIN_VERIFY_HEADER] = options.originVerifySecret;
    try {
      const handler = await load(resource.entry);
      const result = await handler(event, createLambdaContext(`reno-${route.resource}`));
      const response = toHttpResponse(result);
      writeHttpResponse(res, response, { 'apigw-requestid': event.requestContext.requestId });
      done(response.statusCode);
    } catch (error) {
      // What API Gateway answers when the integration fails; the details go to the log only.
      const reason = error instanceof InvalidResultError ? 'invalid handler result' : 'handler error';
      logger.error(`[api] ${method} ${path} 500 (${reason}, ${routeKey}):`, error);
      sendGatewayError(res, { statusCode: 500, message: 'Internal Server Error' });
    }
  };
}

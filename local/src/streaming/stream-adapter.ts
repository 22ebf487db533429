import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLambdaContext } from '@reno/api-gateway';
import { sendGatewayError, toHttpResponse, writeHttpResponse } from '../api/api-result';
import type { LambdaHandler } from '../api/function-modules';
import { readBodyOrRefuse } from '../api/request-body';
import { requestEvent } from '../api/request-event';
import type { StackLogger } from '../logger';
import { isStreamingHandler, type StreamingHandler } from './awslambda-global';
import { LocalResponseStream } from './local-response-stream';

/** A function URL's request payload limit. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

export interface StreamAdapterOptions {
  /** Loads the handler module's `handler` (the chat stream's entry in the route table). */
  load: () => Promise<LambdaHandler>;
  functionName: string;
  logger: StackLogger;
}

/**
 * A Lambda function URL with RESPONSE_STREAM invoke mode: no authorizer (the function checks the token
 * itself), a v2 event with routeKey '$default', and the handler's stream written through as it comes.
 */
export function createStreamAdapter(options: StreamAdapterOptions) {
  const { logger } = options;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = Date.now();
    const label = `${req.method} ${new URL(req.url ?? '/', 'http://local').pathname}`;
    const body = await readBodyOrRefuse(req, res, MAX_BODY_BYTES);
    if (!body) return;
    const event = requestEvent(req, body, { routeKey: '$default' });
    const context = createLambdaContext(options.functionName, 15 * 60_000);

    const handler = await options.load();

    if (!isStreamingHandler(handler)) {
      // A buffered function behind the URL: same response mapping as the API.
      try {
        writeHttpResponse(res, toHttpResponse(await handler(event, context)));
      } catch (error) {
        logger.error(`[chat] ${label} 502 (handler error):`, error);
        if (!res.headersSent) sendGatewayError(res, { statusCode: 502, message: 'Internal Server Error' });
      }
      return;
    }

    const stream = new LocalResponseStream(res);
    // A client that goes away must not crash the process through an unhandled stream error.
    stream.on('error', (error) => logger.warn(`[chat] ${label}: ${error.message}`));
    res.on('close', () => {
      if (res.writableFinished) return;
      logger.info(`[chat] ${label}: the client closed the connection mid-stream`);
      stream.destroy();
    });
    try {
      await (handler as StreamingHandler)(event, stream, context);
      if (!stream.writableEnded && !stream.destroyed) stream.end();
      logger.info(`[chat] ${label} ${res.statusCode} ${Date.now() - started}ms (streamed)`);
    } catch (error) {
      logger.error(`[chat] ${label} failed:`, error);
      if (!stream.headersSent) sendGatewayError(res, { statusCode: 502, message: 'Internal Server Error' });
      else res.destroy();
    }
  };
}

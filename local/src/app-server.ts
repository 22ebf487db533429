import type { IncomingMessage, ServerResponse } from 'node:http';
import { chatStream } from '@reno/functions/host';
import { buildRuntimeConfig, COGNITO_PATH, requestOrigin, type ConfigInput } from './config-json';
import type { StackLogger } from './logger';
import { foreignRequestReason, refuseForeignRequest } from './loopback-guard';
import { INBOX_JSON_PATH, INBOX_PATH } from './mail/local-inbox';
import { isClockPath } from './scheduler/clock-endpoint';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface AppParts {
  /** The stack's own URL, e.g. http://127.0.0.1:5173. */
  url: string;
  config: ConfigInput;
  cognito: Handler;
  /** The local inbox: every e-mail the stack sends. */
  inbox: Handler;
  /** The movable clock and the scheduler's run-now (/local/clock, /local/jobs/<name>). */
  clock: Handler;
  api: Handler;
  chat: Handler;
  web: Handler;
  logger: StackLogger;
}

const chatPaths = new Set<string>(chatStream.paths);
const chatMethods = new Set<string>(chatStream.methods);

/**
 * One origin for everything the browser needs, as CloudFront gives in AWS: /config.json, the Cognito
 * endpoint (/cognito), the chat function URL (/api/ai-chat), the HTTP API (/api/*) and the web app; and,
 * only here, the local inbox (/inbox) and the stack's movable clock and scheduler (/local/...).
 */
export function createAppHandler(parts: AppParts): Handler {
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    // Only this origin's own pages may call it: not another site, nor a page rebound to 127.0.0.1.
    const foreign = foreignRequestReason(req, (request) => [`http://${request.headers.host}`]);
    if (foreign) {
      parts.logger.warn(`[server] refused ${req.method} ${path}: ${foreign}`);
      return refuseForeignRequest(res, foreign);
    }
    try {
      if (path === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
        const body = JSON.stringify(
          buildRuntimeConfig(
            parts.config,
            requestOrigin(req.headers.host, parts.url, req.headers['x-forwarded-proto']),
          ),
        );
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      } else if (path === COGNITO_PATH || path.startsWith(`${COGNITO_PATH}/`)) {
        await parts.cognito(req, res);
      } else if (path === INBOX_PATH || path === INBOX_JSON_PATH) {
        parts.inbox(req, res);
      } else if (isClockPath(path)) {
        await parts.clock(req, res);
      } else if (chatPaths.has(path) && chatMethods.has(req.method ?? '')) {
        await parts.chat(req, res);
      } else if (path === '/api' || path.startsWith('/api/')) {
        await parts.api(req, res);
      } else {
        await parts.web(req, res);
      }
    } catch (error) {
      parts.logger.error(`[server] ${req.method} ${path} failed:`, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      } else {
        res.destroy();
      }
    }
  };
}

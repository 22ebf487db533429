import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback, LOOPBACK, PORT_ENV_VARS } from '../services/ports';

export interface OriginServer {
  /** e.g. http://127.0.0.1:5173 */
  url: string;
  port: number;
  httpServer: Server;
  /** From now on every request goes to `handler` (until then: 503, the stack is starting). */
  serve(handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>): void;
  close(): Promise<void>;
}

/**
 * The one origin the browser uses, listening first: its port is part of the token issuer and of the
 * bucket's CORS rule, so everything else is started knowing it.
 */
export async function openOrigin(port: number): Promise<OriginServer> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void | Promise<void>) | null = null;
  const httpServer = createServer((req, res) => {
    if (handler) return void handler(req, res);
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    res.end(JSON.stringify({ message: 'The local stack is starting' }));
  });
  const bound = await listenOnLoopback(httpServer, port, 'web app and API', PORT_ENV_VARS.app);
  return {
    url: `http://${LOOPBACK}:${bound}`,
    port: bound,
    httpServer,
    serve: (next) => (handler = next),
    close: () =>
      new Promise((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}

import { createServer } from 'node:http';
import { LOOPBACK, listenOnLoopback } from '../services/ports';
import type { CognitoLocal } from './cognito-local';

/**
 * cognito-local for the handlers' operator calls (AdminGetUser, AdminSetUserPassword, …), as the
 * Cognito API serves a Lambda with the pool's admin grants. It listens on a loopback port of its own
 * that only this process knows (like DynamoDB Local's), since the browser-facing endpoint refuses them.
 */
export async function startCognitoOperatorEndpoint(
  cognito: CognitoLocal,
): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server = createServer(cognito.app);
  const port = await listenOnLoopback(server, 0, 'Cognito operator endpoint', undefined);
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

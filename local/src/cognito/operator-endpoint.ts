import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody } from '../api/request-body';
import { LOOPBACK, listenOnLoopback } from '../services/ports';
import type { CognitoLocal } from './cognito-local';

const GLOBAL_SIGN_OUT = 'AWSCognitoIdentityProviderService.AdminUserGlobalSignOut';

/**
 * cognito-local for the handlers' operator calls (AdminGetUser, AdminSetUserPassword, …), as the
 * Cognito API serves a Lambda with the pool's admin grants. It listens on a loopback port of its own
 * that only this process knows (like DynamoDB Local's), since the browser-facing endpoint refuses them.
 * AdminUserGlobalSignOut, which cognito-local lacks, is answered here (`signOutEverywhere`).
 */
export async function startCognitoOperatorEndpoint(
  cognito: CognitoLocal,
): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.headers['x-amz-target'] === GLOBAL_SIGN_OUT) {
      void globalSignOut(cognito, req, res);
    } else {
      cognito.app(req, res);
    }
  });
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

async function globalSignOut(cognito: CognitoLocal, req: IncomingMessage, res: ServerResponse) {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(body));
  };
  try {
    const request = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8')) as {
      UserPoolId?: unknown;
      Username?: unknown;
    };
    if (typeof request.UserPoolId !== 'string' || typeof request.Username !== 'string') {
      send(400, { __type: 'InvalidParameterException', message: 'UserPoolId and Username are required' });
      return;
    }
    await cognito.signOutEverywhere(request.UserPoolId, request.Username);
    send(200, {});
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') send(400, { __type: code, message: (error as Error).message });
    else send(500, { __type: 'InternalErrorException', message: 'AdminUserGlobalSignOut failed' });
  }
}

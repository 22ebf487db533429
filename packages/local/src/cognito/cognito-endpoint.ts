import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../api/request-body';
import type { CognitoLocal } from './cognito-local';

const REFRESH_TARGET = 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';
/** Operator calls (any user's password, every pool and user): the stack makes them in-process, never a page. */
const OPERATOR_TARGET = /^AWSCognitoIdentityProviderService\.(?:Admin|List)/;

interface GetTokensFromRefreshTokenRequest {
  RefreshToken?: string;
  ClientId?: string;
  ClientMetadata?: Record<string, string>;
}

/**
 * The Cognito endpoint under a path prefix of the local server (same origin as the app, so no CORS).
 * Every action goes to cognito-local except GetTokensFromRefreshToken, which it lacks and Amplify 6 uses
 * to refresh: that one is answered with InitiateAuth REFRESH_TOKEN_AUTH; and the operator's Admin* and
 * List* actions, which are refused: a user's browser never needs them.
 */
export function createCognitoEndpoint(cognito: CognitoLocal, prefix: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.url = req.url!.slice(prefix.length) || '/';
    const target = String(req.headers['x-amz-target'] ?? '');
    if (OPERATOR_TARGET.test(target)) {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          __type: 'NotAuthorizedException',
          message: `${target.split('.')[1]} is not served over HTTP by the local stack`,
        }),
      );
      return;
    }
    if (req.method === 'POST' && target === REFRESH_TARGET) {
      await getTokensFromRefreshToken(cognito, req, res);
      return;
    }
    cognito.app(req, res);
  };
}

async function getTokensFromRefreshToken(cognito: CognitoLocal, req: IncomingMessage, res: ServerResponse) {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(body));
  };
  let request: GetTokensFromRefreshTokenRequest;
  try {
    request = JSON.parse(
      (await readBody(req, 64 * 1024)).toString('utf8'),
    ) as GetTokensFromRefreshTokenRequest;
  } catch {
    send(400, { __type: 'SerializationException', message: 'Request body is not valid JSON' });
    return;
  }
  if (!request.RefreshToken || !request.ClientId) {
    send(400, { __type: 'InvalidParameterException', message: 'RefreshToken and ClientId are required' });
    return;
  }
  try {
    const { AuthenticationResult } = (await cognito.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      ClientMetadata: request.ClientMetadata,
    })) as { AuthenticationResult: { AccessToken: string; IdToken: string } };
    send(200, {
      AuthenticationResult: {
        AccessToken: AuthenticationResult.AccessToken,
        IdToken: AuthenticationResult.IdToken,
        TokenType: 'Bearer',
        ExpiresIn: expiresIn(AuthenticationResult.AccessToken),
      },
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') send(400, { __type: code, message: (error as Error).message });
    else send(500, { __type: 'InternalErrorException', message: 'Refresh failed' });
  }
}

/** Seconds the access token lives, read from its own exp/iat claims. */
function expiresIn(accessToken: string): number {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
    iat?: number;
  };
  return payload.exp && payload.iat ? payload.exp - payload.iat : 3600;
}

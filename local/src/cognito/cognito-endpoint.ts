import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../api/request-body';
import { normaliseIp } from '../api/request-event';
import type { CognitoLocal } from './cognito-local';
import type { SignUpRateRule } from './sign-up-rate-rule';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Operator calls (any user's password, every pool and user): the stack makes them in-process, never a page. */
const OPERATOR_ACTION = /^(?:Admin|List)/;

type Send = (status: number, body: unknown) => void;
type InProcessAction = (
  cognito: CognitoLocal,
  request: Record<string, unknown>,
  send: Send,
  userPoolId: string,
) => Promise<void>;

/** Actions answered here rather than by cognito-local, where it lacks them or differs from Cognito. */
const IN_PROCESS: Record<string, InProcessAction> = {
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ForgotPassword: forgotPassword,
};

/** What Cognito answers a call its user pool's WAF web ACL blocked. */
const WAF_BLOCK = { __type: 'ForbiddenException', message: 'Request not allowed due to WAF block.' };

/**
 * The Cognito endpoint under a path prefix of the local server (same origin as the app, so no CORS).
 * Every action goes to cognito-local except: GetTokensFromRefreshToken, which it lacks and Amplify 6 uses
 * to refresh (answered with InitiateAuth REFRESH_TOKEN_AUTH); ForgotPassword, which Cognito refuses for
 * an address nobody verified and cognito-local does not; and the operator's Admin* and List* actions,
 * which are refused: a user's browser never needs them. SignUp passes the pool's WAF rate rule first,
 * counted by the connection's address (403 as Cognito answers a WAF block).
 */
export function createCognitoEndpoint(
  cognito: CognitoLocal,
  prefix: string,
  userPoolId: string,
  signUpRule: SignUpRateRule,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.url = req.url!.slice(prefix.length) || '/';
    const target = String(req.headers['x-amz-target'] ?? '');
    const action = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const send: Send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(body));
    };
    if (OPERATOR_ACTION.test(action)) {
      send(400, {
        __type: 'NotAuthorizedException',
        message: `${action} is not served over HTTP by the local stack`,
      });
      return;
    }
    if (action === 'SignUp' && !signUpRule.admit(normaliseIp(req.socket.remoteAddress))) {
      send(403, WAF_BLOCK);
      return;
    }
    const inProcess = req.method === 'POST' ? IN_PROCESS[action] : undefined;
    if (!inProcess) return void cognito.app(req, res);

    let request: Record<string, unknown>;
    try {
      request = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8')) as Record<string, unknown>;
    } catch {
      send(400, { __type: 'SerializationException', message: 'Request body is not valid JSON' });
      return;
    }
    try {
      await inProcess(cognito, request, send, userPoolId);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string') send(400, { __type: code, message: (error as Error).message });
      else send(500, { __type: 'InternalErrorException', message: `${action} failed` });
    }
  };
}

async function getTokensFromRefreshToken(
  cognito: CognitoLocal,
  request: Record<string, unknown>,
  send: Send,
) {
  if (typeof request.RefreshToken !== 'string' || typeof request.ClientId !== 'string') {
    send(400, { __type: 'InvalidParameterException', message: 'RefreshToken and ClientId are required' });
    return;
  }
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
}

/** As Cognito does: no reset code goes to an address its owner has not verified (it may be anyone's). */
async function forgotPassword(
  cognito: CognitoLocal,
  request: Record<string, unknown>,
  send: Send,
  userPoolId: string,
) {
  const user = (await cognito
    .call('AdminGetUser', { UserPoolId: userPoolId, Username: request.Username })
    .catch(() => null)) as { UserAttributes?: { Name: string; Value: string }[] } | null;
  const verified = user?.UserAttributes?.some((a) => a.Name === 'email_verified' && a.Value === 'true');
  if (user && !verified) {
    send(400, {
      __type: 'InvalidParameterException',
      message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
    return;
  }
  send(200, await cognito.call('ForgotPassword', request));
}

/** Seconds the access token lives, read from its own exp/iat claims. */
function expiresIn(accessToken: string): number {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
    iat?: number;
  };
  return payload.exp && payload.iat ? payload.exp - payload.iat : 3600;
}

import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  SignUpCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index';
import { claimsOf, cognitoClient, signUp, verifyAddress, type Tokens } from './support/cognito-client';
import { cognitoLocalPrivateKey, signJwt, strangerPrivateKey } from './support/jwt';
import { isLoopback, tcpListeners } from './support/listeners';

let stack: LocalStack;
/** What the stack printed: cognito-local's codes arrive here, as in the terminal. */
const logged: string[] = [];
let ann: { sub: string; tokens: Tokens; userConfirmed: boolean };

beforeAll(async () => {
  stack = await startLocalStack({
    persist: false,
    port: 0,
    web: 'none',
    seedDemo: false,
    logger: { info: (line) => logged.push(line), warn: () => {}, error: () => {} },
  });
  ann = await signUp(stack, {
    email: 'ann@example.com',
    password: 'renovate-2024',
    firstName: 'Ann',
    lastName: 'Lee',
  });
});

afterAll(async () => {
  await stack?.stop();
});

const getUser = (token?: string) =>
  fetch(`${stack.url}/api/user`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('GET /config.json', () => {
  it('gives the web app the pool, client, same-origin Cognito endpoint, API and chat URLs', async () => {
    const response = await fetch(`${stack.url}/config.json`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const config = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(
      [
        'apiUrl',
        'billing',
        'chatUrl',
        'cognitoEndpoint',
        'demoVideoUrl',
        'emailVerification',
        'oauth',
        'region',
        'userPoolClientId',
        'userPoolId',
      ].sort(),
    );
    expect(config).toMatchObject({
      region: 'us-east-1',
      cognitoEndpoint: `${stack.url}/cognito`,
      apiUrl: '/api',
      chatUrl: '/api/ai-chat',
      // The local hosted UI: https on its own port (Amplify speaks only https to a hosted UI).
      oauth: {
        domain: `127.0.0.1:${stack.ports.hostedUi}`,
        providers: ['Google'],
        redirectSignIn: `${stack.url}/`,
        redirectSignOut: `${stack.url}/`,
        scopes: ['openid', 'email', 'profile'],
      },
      emailVerification: false,
      billing: 'local',
    });
    expect(config.userPoolId).toMatch(/^local_\w+$/);
    expect(config.userPoolClientId).toEqual(expect.any(String));
    expect(config).toEqual(stack.config);
  });

  it('names the Cognito endpoint on the host the browser used', async () => {
    const response = await fetch(`http://localhost:${stack.ports.app}/config.json`).catch(() => null);
    // Only where "localhost" resolves to 127.0.0.1 (it may resolve to ::1, where nothing listens).
    if (response) {
      expect(((await response.json()) as { cognitoEndpoint: string }).cognitoEndpoint).toBe(
        `http://localhost:${stack.ports.app}/cognito`,
      );
    }
  });

  it('names an https endpoint when a loopback proxy terminating TLS says so, as CloudFront does', async () => {
    const config = (await (
      await fetch(`${stack.url}/config.json`, { headers: { 'x-forwarded-proto': 'https' } })
    ).json()) as { cognitoEndpoint: string };
    expect(config.cognitoEndpoint).toBe(`${stack.url.replace(/^http:/, 'https:')}/cognito`);
  });
});

describe('sign-up through cognito-local, then the API', () => {
  it('confirms the user at sign-up (the real PreSignUp trigger) and signs them in, e-mail not yet verified', () => {
    expect(ann.userConfirmed).toBe(true);
    const claims = claimsOf(ann.tokens.idToken);
    expect(claims).toMatchObject({
      sub: ann.sub,
      email: 'ann@example.com',
      email_verified: false,
      given_name: 'Ann',
      family_name: 'Lee',
      token_use: 'id',
      aud: stack.config.userPoolClientId,
      iss: `${stack.url}/cognito/${stack.config.userPoolId}`,
    });
  });

  it('GET /api/user with the ID token creates and returns the profile from its claims', async () => {
    const first = await getUser(ann.tokens.idToken);
    expect(first.status).toBe(200);
    const profile = (await first.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      id: ann.sub,
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
    });

    const again = (await (await getUser(ann.tokens.idToken)).json()) as Record<string, unknown>;
    expect(again.createdAt).toBe(profile.createdAt);
  });

  it('refuses the access token with 401: it names no e-mail, and only ID tokens name the caller', async () => {
    const response = await getUser(ann.tokens.accessToken);
    expect(response.status).toBe(401);
  });

  it('puts the codes cognito-local would mail into the stack’s inbox, a page of its origin', async () => {
    await signUp(stack, { email: 'cal@example.com', password: 'renovate-2024' });

    const mails = (await (await fetch(`${stack.inboxUrl}.json?to=cal@example.com`)).json()) as {
      text: string;
      from: string;
    }[];
    const page = await fetch(stack.inboxUrl);

    expect(mails).toEqual([
      expect.objectContaining({
        from: 'cognito',
        text: expect.stringMatching(/code for cal@example\.com: \d{6}$/),
      }),
    ]);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('cal@example.com');
  });

  it('verifies the e-mail address by the code cognito-local prints, and says so in the next ID token', async () => {
    const cognito = cognitoClient(stack);
    const bea = await signUp(stack, { email: 'bea@example.com', password: 'renovate-2024' });
    const idToken = await verifyAddress(stack, { email: 'bea@example.com', tokens: bea.tokens }, logged);
    expect(claimsOf(idToken)).toMatchObject({ email_verified: true });

    // As in Cognito, a password reset code goes only to a verified address.
    const forgot = (Username: string) =>
      cognito.send(new ForgotPasswordCommand({ ClientId: stack.config.userPoolClientId, Username }));
    await expect(forgot('ann@example.com')).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringContaining('no registered/verified email'),
    });
    await expect(forgot('bea@example.com')).resolves.toMatchObject({
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'bea@example.com' },
    });
  });

  it('rejects a second sign-up with the same email', async () => {
    await expect(
      cognitoClient(stack).send(
        new SignUpCommand({
          ClientId: stack.config.userPoolClientId,
          Username: 'ann@example.com',
          Password: 'another-pass',
        }),
      ),
    ).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });
});

describe('the JWT authorizer answers 401 as API Gateway does', () => {
  const expectUnauthorized = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  };

  it('without a token', async () => {
    await expectUnauthorized(await getUser());
  });

  it('with garbage', async () => {
    await expectUnauthorized(await getUser('not-a-jwt'));
    await expectUnauthorized(
      await fetch(`${stack.url}/api/user`, { headers: { authorization: 'Basic abc' } }),
    );
  });

  it('with a token of another user pool', async () => {
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack.config.cognitoEndpoint!,
      region: 'us-east-1',
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    });
    const { UserPool } = await cognito.send(
      new CreateUserPoolCommand({ PoolName: 'elsewhere', UsernameAttributes: ['email'] }),
    );
    const { UserPoolClient } = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: 'elsewhere' }),
    );
    await cognito.send(
      new SignUpCommand({
        ClientId: UserPoolClient!.ClientId!,
        Username: 'eve@example.com',
        Password: 'password-1',
      }),
    );
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: UserPoolClient!.ClientId!,
        AuthParameters: { USERNAME: 'eve@example.com', PASSWORD: 'password-1' },
      }),
    );

    await expectUnauthorized(await getUser(AuthenticationResult!.IdToken!));
  });

  it('with a token signed by another key, expired, or for another app client', async () => {
    const valid = claimsOf(ann.tokens.idToken);
    const now = Math.floor(Date.now() / 1000);

    await expectUnauthorized(await getUser(signJwt(valid, strangerPrivateKey)));
    await expectUnauthorized(
      await getUser(signJwt({ ...valid, iat: now - 7200, exp: now - 3600 }, cognitoLocalPrivateKey)),
    );
    await expectUnauthorized(
      await getUser(signJwt({ ...valid, aud: 'some-other-client' }, cognitoLocalPrivateKey)),
    );
    // The same claims re-signed with the pool's key pass: the three refusals above are about what changed.
    expect((await getUser(signJwt(valid, cognitoLocalPrivateKey))).status).toBe(200);
  });
});

describe('token refresh', () => {
  it('GetTokensFromRefreshToken (what Amplify 6 calls) returns new tokens that the API accepts', async () => {
    const { AuthenticationResult } = await cognitoClient(stack).send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: stack.config.userPoolClientId,
        RefreshToken: ann.tokens.refreshToken,
      }),
    );

    const idToken = AuthenticationResult!.IdToken!;
    expect(claimsOf(idToken).jti).not.toBe(claimsOf(ann.tokens.idToken).jti);
    expect(claimsOf(idToken)).toMatchObject({ sub: ann.sub, given_name: 'Ann' });
    expect(AuthenticationResult!.AccessToken).toEqual(expect.any(String));
    const response = await getUser(idToken);
    expect(response.status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    await expect(
      cognitoClient(stack).send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: stack.config.userPoolClientId,
          RefreshToken: 'forged',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('routing', () => {
  it('answers an unknown /api path or method with API Gateway’s 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/user'],
      ['GET', '/api/projects/1/2/3'],
    ] as const) {
      const response = await fetch(`${stack.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${ann.tokens.idToken}` },
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('serves the chat stream route from the route table through the streaming adapter', async () => {
    const unauthenticated = await fetch(`${stack.url}/api/ai-chat`, { method: 'POST', body: '{}' });
    expect(unauthenticated.status).toBe(401);

    // A Free account asks the assistant once its address is verified (docs/product.md#api-chat).
    const cy = await signUp(stack, { email: 'cy@example.com', password: 'renovate-2024' });
    const idToken = await verifyAddress(stack, { email: 'cy@example.com', tokens: cy.tokens }, logged);
    const response = await fetch(`${stack.url}/api/ai-chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'How much of my budget is left?' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    expect(text.startsWith('data: {"type":"start"')).toBe(true);
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });
});

describe('payments without STRIPE_SECRET_KEY', () => {
  it('sends checkout to the local Stripe stand-in, whose page answers', async () => {
    expect(stack.config.billing).toBe('local');
    const response = await fetch(`${stack.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.tokens.idToken}`, origin: stack.url },
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${stack.stripeStandInUrl}/checkout/`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('the receipts bucket', () => {
  it('lets the app’s origin upload straight to it (CORS preflight), and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.endpoints.s3}/${stack.bucketName}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });

    const allowed = await preflight(stack.url);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect((await preflight('http://elsewhere.example')).status).toBe(403);
  });
});

describe('network exposure', () => {
  it('binds every listener of the stack (this process and DynamoDB Local) to 127.0.0.1', () => {
    const ours = tcpListeners().filter(
      (listener) => listener.pid === process.pid || listener.pid === stack.pids.dynamodb,
    );

    expect(ours.map((listener) => listener.port).sort()).toEqual(
      expect.arrayContaining(
        [stack.ports.app, stack.ports.dynamodb, stack.ports.s3, stack.ports.hostedUi].sort(),
      ),
    );
    expect(ours.filter((listener) => !isLoopback(listener.address))).toEqual([]);
  });
});

describe('requests that are not from the stack’s own page', () => {
  const cognitoCall = (target: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        ...headers,
      },
      body: JSON.stringify({ MaxResults: 10, UserPoolId: stack.config.userPoolId }),
    });

  it('refuses the operator’s Admin* and List* Cognito actions, whoever asks', async () => {
    for (const target of ['ListUserPools', 'ListUsers', 'AdminSetUserPassword', 'AdminGetUser']) {
      const response = await cognitoCall(target);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ __type: 'NotAuthorizedException' });
    }
  });

  it('refuses another origin’s page on every path, and a cross-site fetch', async () => {
    const foreign = { origin: 'http://127.0.0.1:1' };
    for (const response of [
      await cognitoCall('SignUp', foreign),
      await fetch(`${stack.url}/api/user`, { headers: foreign }),
      await fetch(`${stack.url}/config.json`, { headers: foreign }),
      await fetch(`${stack.url}/config.json`, { headers: { 'sec-fetch-site': 'cross-site' } }),
      await fetch(`${stack.url}/inbox.json`, { headers: foreign }),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^Forbidden: /) });
    }
    // The stack's own page is served.
    expect((await fetch(`${stack.url}/config.json`, { headers: { origin: stack.url } })).status).toBe(200);
    // A page load from another site (the hosted UI sending the browser back) is no fetch: it is served.
    // (node:http, since fetch sets the Sec-Fetch-* headers itself.)
    const pageLoad = {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    const statusOf = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        request(`${stack.url}${path}`, { method, headers: pageLoad }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await statusOf('GET', '/config.json')).toBe(200);
    expect(await statusOf('POST', '/api/user')).toBe(403);
  });

  it('refuses a Host that is not a loopback name (a page rebound to 127.0.0.1) on the app and s3rver', async () => {
    // fetch sets Host itself; node:http sends the one given, as a rebound browser page would.
    const statusWithHost = (url: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        request(url, { headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await statusWithHost(`${stack.url}/config.json`, 'rebind.evil.example')).toBe(403);
    expect(
      await statusWithHost(`${stack.endpoints.s3}/${stack.bucketName}`, 'rebind.evil.example:4569'),
    ).toBe(403);
    expect(await statusWithHost(`${stack.url}/config.json`, `localhost:${stack.ports.app}`)).toBe(200);
    expect(
      (
        await fetch(`${stack.endpoints.s3}/${stack.bucketName}`, {
          headers: { origin: 'http://127.0.0.1:1' },
        })
      ).status,
    ).toBe(403);
  });

  it('puts DynamoDB Local on a port nobody can guess, and lets no other page call it from a browser', async () => {
    expect(stack.ports.dynamodb).not.toBe(8000);
    const preflight = await fetch(stack.endpoints.dynamodb, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:1',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

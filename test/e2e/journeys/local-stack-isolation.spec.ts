import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';

/**
 * Any web page open in the developer's browser can send requests to 127.0.0.1. The local stack must
 * serve its own page only: a page of another origin on the same machine gets nothing from it.
 */
let otherSite: Server;
let otherUrl: string;

test.beforeAll(async () => {
  otherSite = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Another site</title><p>another site</p>');
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

/** What a request from the page gets: its status, or 'blocked' when the browser saw no usable answer. */
const attempt = (input: { url: string; target?: string; method?: string; body?: string }) =>
  `(async () => {
    try {
      const response = await fetch(${JSON.stringify(input.url)}, {
        method: ${JSON.stringify(input.method ?? 'POST')},
        headers: ${JSON.stringify(
          input.target
            ? { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': input.target }
            : { 'content-type': 'text/plain' },
        )},
        ${input.body === undefined ? '' : `body: ${JSON.stringify(input.body)},`}
      });
      return String(response.status);
    } catch {
      return 'blocked';
    }
  })()`;

test('a page of another origin on this machine gets nothing from the local stack', async ({
  page,
  stack,
}) => {
  await page.goto(otherUrl);
  const poolsFromCognito = await page.evaluate(
    attempt({
      url: `${stack.url}/cognito`,
      target: 'AWSCognitoIdentityProviderService.ListUserPools',
      body: '{"MaxResults":10}',
    }),
  );
  const signUp = await page.evaluate(
    attempt({
      url: `${stack.url}/cognito`,
      target: 'AWSCognitoIdentityProviderService.SignUp',
      body: '{"ClientId":"x","Username":"a@b.c","Password":"Passw0rd!"}',
    }),
  );
  const api = await page.evaluate(attempt({ url: `${stack.url}/api/user`, method: 'GET' }));
  const s3 = await page.evaluate(attempt({ url: `${stack.endpoints.s3}/reno-receipts`, method: 'GET' }));
  const dynamodb = await page.evaluate(
    attempt({ url: stack.endpoints.dynamodb, target: 'DynamoDB_20120810.ListTables', body: '{}' }),
  );

  // Either the stack refused it (403) or the browser kept the answer from the page: never a result.
  for (const outcome of [poolsFromCognito, signUp, api, s3, dynamodb]) {
    expect(['403', 'blocked']).toContain(outcome);
  }

  // The app's own page still works: the sign-in screen talks to /cognito and /config.json.
  await page.goto(stack.url + '/login');
  await expect(page.getByRole('heading', { name: /welcome back/i })).toBeVisible();
});

// A page rebound to 127.0.0.1 (a forged Host) is refused on every listener: local/test/stack.test.ts.

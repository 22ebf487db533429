import { routes } from '@reno/functions/routes';
import { startLocalStack, type LocalStack } from '@reno/local';
import { createFakeApi, fakeApiServer, TEST_ID_TOKEN } from '@reno/web/testing/fake-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn, userPoolOf } from '../support/cognito-users';
import { contractTable } from './contract-table';
import { replay, type StepAnswer } from './replay';

// The web's component tests run against a fake API; this replays one table of requests against that fake
// and against the real handlers on the local stack, so the fake cannot drift from the API it stands for.

const profile = { email: 'contract@example.com', givenName: 'Casey', familyName: 'Contract' };
let stack: LocalStack;
let real: StepAnswer[];
let fake: StepAnswer[];

beforeAll(async () => {
  stack = await startLocalStack({ persist: false, port: 0, seedDemo: false });
  const tokens = await signUpAndIn(userPoolOf(stack), profile);
  real = await replay(
    contractTable,
    { origin: stack.url, fetch, idToken: tokens.idToken, adminPassword: stack.adminPassword },
    tokens.sub,
  );
  fakeApiServer.listen();
  const fakeApi = createFakeApi({
    user: {
      id: tokens.sub,
      email: profile.email,
      firstName: profile.givenName,
      lastName: profile.familyName,
      subscriptionStatus: 'free',
      subscriptionEndDate: null,
      createdAt: new Date().toISOString(),
    },
    adminPassword: stack.adminPassword,
  });
  fake = await replay(
    contractTable,
    {
      origin: 'http://fake-api.test',
      fetch: fakeApi.fetch,
      idToken: TEST_ID_TOKEN,
      adminPassword: stack.adminPassword,
    },
    tokens.sub,
  );
});

afterAll(async () => {
  fakeApiServer.close();
  await stack?.stop();
});

describe('the fake API answers as the API does', () => {
  it.each(contractTable.map((step, index) => [step.name, index] as const))('%s', (_, index) => {
    expect(fake[index]).toEqual(real[index]);
  });

  it('covers every route of the route table', () => {
    const pattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    const uncovered = routes.filter(
      (route) =>
        !contractTable.some(
          (step) => step.method === route.method && pattern(route.path).test(step.path.split('?')[0]!),
        ),
    );
    expect(uncovered.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});

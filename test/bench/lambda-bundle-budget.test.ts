import { chatStream, preSignUpTrigger, resources } from '@reno/functions/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { buildLambdaBundles, type LambdaBundle } from './lib/lambda-bundles';

describe('Lambda bundle budget', () => {
  let bundles: LambdaBundle[];

  beforeAll(async () => {
    // Prepare: every function bundled with the options CDK deploys it with.
    bundles = await buildLambdaBundles();
  }, 180_000);

  it('bundles every function of the route table, the chat stream and the Cognito trigger', () => {
    const expected = [
      ...Object.values(resources).map((resource) => resource.entry),
      chatStream.entry,
      preSignUpTrigger.entry,
    ];
    expect(new Set(bundles.map((bundle) => bundle.entry))).toEqual(new Set(expected));
  });

  it(`keeps every bundle at or under ${BUDGETS.lambdaBundleBytes / 1000} KB minified`, () => {
    const over = bundles
      .filter((bundle) => bundle.bytes > BUDGETS.lambdaBundleBytes)
      .map((bundle) => `${bundle.entry}: ${(bundle.bytes / 1000).toFixed(1)} KB`);
    expect(over).toEqual([]);
    // Sizes are real bundles, not empty files.
    expect(Math.min(...bundles.map((bundle) => bundle.bytes))).toBeGreaterThan(0);
  });
});

import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { synthTestStack } from '../testing/test-app';
import { resource, resourcesOfType } from '../testing/template-queries';
import { bedrockModelArns } from './chat';

describe('chat stream', () => {
  const t = synthTestStack();
  const fnId = t.stack.getLogicalId(t.stack.chat.fn.node.defaultChild as never);

  it('is a function URL that streams the response and demands SigV4 (only CloudFront holds it)', () => {
    const urls = resourcesOfType(t.template, 'AWS::Lambda::Url');
    expect(urls).toHaveLength(1);
    expect(urls[0]![1].Properties).toMatchObject({
      InvokeMode: 'RESPONSE_STREAM',
      AuthType: 'AWS_IAM',
      TargetFunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
  });

  it('knows its model, provider, table and the Cognito pool and client it checks tokens against', () => {
    const variables = (
      resource(t.template, fnId).Properties!.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(variables).toMatchObject({
      CHAT_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
      TABLE_NAME: { Ref: t.stack.getLogicalId(t.stack.data.table.node.defaultChild as never) },
      USER_POOL_ID: { Ref: t.stack.getLogicalId(t.stack.auth.userPool.node.defaultChild as never) },
      USER_POOL_CLIENT_ID: { Ref: t.stack.getLogicalId(t.stack.auth.client.node.defaultChild as never) },
    });
    expect(resource(t.template, fnId).Properties!.Timeout).toBe(120);
  });

  it('caps model spend: replies at once (reserved concurrency), messages and tokens per day', () => {
    const fn = resource(t.template, fnId).Properties!;
    expect(fn.ReservedConcurrentExecutions).toBe(10);
    expect((fn.Environment as { Variables: Record<string, unknown> }).Variables.CHAT_DAILY_LIMIT_GLOBAL).toBe(
      '5000',
    );
    expect((fn.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      CHAT_DAILY_TOKENS_FREE: '400000',
      CHAT_DAILY_TOKENS_PRO: '4000000',
      CHAT_DAILY_TOKENS_GLOBAL: '100000000',
    });
    const tight = synthTestStack({
      context: { chatConcurrency: 2, chatDailyMessages: 50, chatDailyTokens: 2_000_000 },
    });
    const tightFn = resource(
      tight.template,
      tight.stack.getLogicalId(tight.stack.chat.fn.node.defaultChild as never),
    ).Properties!;
    expect(tightFn.ReservedConcurrentExecutions).toBe(2);
    expect((tightFn.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      CHAT_DAILY_LIMIT_GLOBAL: '50',
      CHAT_DAILY_TOKENS_GLOBAL: '2000000',
    });
  });

  it('takes the model id from context and limits Bedrock to it', () => {
    const custom = synthTestStack({
      context: { bedrockModelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0' },
    });
    const json = JSON.stringify(custom.template.toJSON());
    expect(json).toContain('inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(json).toContain(':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(json).not.toContain('amazon.nova-lite');
  });
});

describe('bedrockModelArns', () => {
  const resolve = (arns: string[]) => new Stack().resolve(arns) as unknown[];

  it('a foundation model: that model in this region only', () => {
    const [arn] = resolve(bedrockModelArns('amazon.nova-lite-v1:0'));
    expect(JSON.stringify(arn)).toMatch(
      /:bedrock:",\{"Ref":"AWS::Region"\},"::foundation-model\/amazon\.nova-lite-v1:0"/,
    );
    expect(bedrockModelArns('amazon.nova-lite-v1:0')).toHaveLength(1);
  });

  it.each(['us', 'eu', 'apac', 'global'])(
    'a %s. inference profile: the profile and its model in any region',
    (prefix) => {
      const arns = JSON.stringify(resolve(bedrockModelArns(`${prefix}.amazon.nova-pro-v1:0`)));
      expect(arns).toContain(`:inference-profile/${prefix}.amazon.nova-pro-v1:0`);
      expect(arns).toContain(':bedrock:*::foundation-model/amazon.nova-pro-v1:0');
    },
  );
});

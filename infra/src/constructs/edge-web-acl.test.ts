import { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it } from 'vitest';
import { EdgeStack } from '../edge-stack';
import { synthTestStack } from '../testing/test-app';
import { resourcesOfType, singleOfType, webAclsOfScope } from '../testing/template-queries';

const distributionConfig = (template: Template) =>
  singleOfType(template, 'AWS::CloudFront::Distribution').DistributionConfig as { WebACLId?: unknown };

interface Rule {
  Name: string;
  Priority: number;
  Action?: unknown;
  OverrideAction?: unknown;
  Statement: {
    RateBasedStatement?: { Limit: number; AggregateKeyType: string };
    ManagedRuleGroupStatement?: { VendorName: string; Name: string; RuleActionOverrides?: unknown };
  };
}

describe('the WAF web ACL on the distribution', () => {
  const savedRegion = process.env.CDK_DEFAULT_REGION;
  afterEach(() => {
    if (savedRegion === undefined) delete process.env.CDK_DEFAULT_REGION;
    else process.env.CDK_DEFAULT_REGION = savedRegion;
  });

  it('is made by default: a rate limit per client IP and AWS managed rules, attached to CloudFront', () => {
    delete process.env.CDK_DEFAULT_REGION;
    const t = synthTestStack();
    const edgeAcls = webAclsOfScope(t.template, 'CLOUDFRONT');
    expect(edgeAcls).toHaveLength(1);
    const [aclId, { Properties: acl = {} }] = edgeAcls[0]!;
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const rules = acl.Rules as Rule[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      'rate-per-ip',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ]);
    expect(rules[0]).toMatchObject({
      Statement: { RateBasedStatement: { Limit: 1000, AggregateKeyType: 'IP' } },
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    });
    for (const rule of rules.slice(1)) {
      expect(rule.Statement.ManagedRuleGroupStatement?.VendorName).toBe('AWS');
      expect(rule.OverrideAction).toEqual({ None: {} });
    }
    // Stripe's signed events may be larger than the common group's 8 KB body rule allows.
    expect(rules[2]!.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    expect(distributionConfig(t.template).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('takes its rate limit from the wafRateLimit setting', () => {
    const t = synthTestStack({ context: { wafRateLimit: 300 } });
    const rules = webAclsOfScope(t.template, 'CLOUDFRONT')[0]![1].Properties!.Rules as Rule[];
    expect(rules[0]!.Statement.RateBasedStatement?.Limit).toBe(300);
  });

  it('lives in a us-east-1 companion stack, read by cross-region reference, for an app in another region', () => {
    process.env.CDK_DEFAULT_REGION = 'eu-west-1';
    const t = synthTestStack();
    // The user pool's own (REGIONAL) ACL stays here: sign-up-web-acl.test.ts.
    expect(webAclsOfScope(t.template, 'CLOUDFRONT')).toHaveLength(0);
    const edge = t.stack.node.root.node.children.find((child) => child instanceof EdgeStack) as EdgeStack;
    expect(edge.region).toBe('us-east-1');
    const edgeTemplate = Template.fromStack(edge);
    expect(singleOfType(edgeTemplate, 'AWS::WAFv2::WebACL').Scope).toBe('CLOUDFRONT');
    // CDK's cross-region reference: an SSM parameter written there, read here by a custom resource.
    expect(JSON.stringify(distributionConfig(t.template).WebACLId)).toContain('ExportsReader');
  });

  it('attaches an existing ACL by its ARN, and makes none', () => {
    const arn =
      'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shared/0123abcd-0123-4567-89ab-0123456789ab';
    const t = synthTestStack({ context: { webAclArn: arn } });
    expect(webAclsOfScope(t.template, 'CLOUDFRONT')).toHaveLength(0);
    expect(distributionConfig(t.template).WebACLId).toBe(arn);
  });

  it('can be turned off', () => {
    const t = synthTestStack({ context: { waf: false } });
    expect(resourcesOfType(t.template, 'AWS::WAFv2::WebACL')).toHaveLength(0);
    expect(distributionConfig(t.template).WebACLId).toBeUndefined();
    expect(t.nagErrors()).toEqual([]);
  });
});

describe('the Stripe webhook route', () => {
  it('has a throttle of its own, so a flood of signed-in traffic cannot starve it', () => {
    const t = synthTestStack({ context: { stripeWebhookThrottleRate: 5, stripeWebhookThrottleBurst: 8 } });
    const stage = singleOfType(t.template, 'AWS::ApiGatewayV2::Stage');
    // The routes without a JWT share it: Stripe's webhook, reminders' unsubscribe, password recovery and the
    // calendar feed and a home packet's shared page (whose tokens are their credentials).
    const own = { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 8 };
    expect(stage.RouteSettings).toEqual({
      'POST /api/stripe/webhook': own,
      'POST /api/reminders/unsubscribe': own,
      'POST /api/auth/recovery': own,
      'POST /api/auth/recovery/confirm': own,
      'GET /api/calendar/{token}': own,
      'GET /api/shared/home/{token}': own,
    });
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import { synthTestStack } from '../testing/test-app';
import { resourcesOfType, singleOfType, webAclsOfScope } from '../testing/template-queries';

interface Rule {
  Name: string;
  Action: unknown;
  Statement: {
    RateBasedStatement: {
      Limit: number;
      EvaluationWindowSec: number;
      AggregateKeyType: string;
      ScopeDownStatement: unknown;
    };
  };
}

const userPoolAcl = (context: Record<string, unknown> = {}) => {
  const t = synthTestStack({ context });
  return { t, acls: webAclsOfScope(t.template, 'REGIONAL') };
};

describe('the WAF web ACL on the Cognito user pool', () => {
  it('limits sign-ups per client IP to 20 in 5 minutes, blocking SignUp calls only', () => {
    const { t, acls } = userPoolAcl();
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0]!;
    expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const rules = acl.Properties!.Rules as Rule[];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      Name: 'sign-ups-per-ip',
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 20,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
              PositionalConstraint: 'EXACTLY',
              SearchString: 'AWSCognitoIdentityProviderService.SignUp',
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
        },
      },
    });

    const poolId = t.stack.getLogicalId(t.stack.auth.userPool.node.defaultChild as never);
    expect(singleOfType(t.template, 'AWS::WAFv2::WebACLAssociation')).toEqual({
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
    expect(t.nagErrors()).toEqual([]);
  });

  it('takes its limit from the signUpRateLimit setting, and is turned off with waf=false', () => {
    const { acls } = userPoolAcl({ signUpRateLimit: 50 });
    expect((acls[0]![1].Properties!.Rules as Rule[])[0]!.Statement.RateBasedStatement.Limit).toBe(50);

    const off = synthTestStack({ context: { waf: false } });
    expect(resourcesOfType(off.template, 'AWS::WAFv2::WebACLAssociation')).toHaveLength(0);
    expect(webAclsOfScope(off.template, 'REGIONAL')).toHaveLength(0);
  });
});

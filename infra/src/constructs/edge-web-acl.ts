import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface EdgeWebAclProps {
  /** Requests per client IP in any 5-minute window before WAF answers 429. */
  ratePerIpPer5Minutes: number;
}

const TOO_MANY = 'too-many-requests';

/** CloudWatch metrics and sampled requests, under `metricName`. */
export const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedGroup = (
  priority: number,
  name: string,
  ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(ruleActionOverrides ? { ruleActionOverrides } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The web ACL on the CloudFront distribution (scope CLOUDFRONT, so it must live in us-east-1): a rate
 * limit per client IP, so one client cannot starve the others or the Stripe webhook, and AWS's managed
 * rules for common attacks and known-bad inputs. Blocked floods get a JSON 429 in the API's
 * error format (docs/product.md#api-errors).
 */
export class EdgeWebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('reno-edge'),
      customResponseBodies: {
        [TOO_MANY]: {
          contentType: 'APPLICATION_JSON',
          content: '{"error":"Too many requests; please wait a moment and try again"}',
        },
      },
      rules: [
        {
          name: 'rate-per-ip',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY } } },
          statement: {
            rateBasedStatement: { limit: props.ratePerIpPer5Minutes, aggregateKeyType: 'IP' },
          },
          visibilityConfig: visibility('rate-per-ip'),
        },
        managedGroup(1, 'AWSManagedRulesKnownBadInputsRuleSet'),
        // Stripe's signed webhook events can exceed the group's 8 KB body rule: counted, not blocked.
        managedGroup(2, 'AWSManagedRulesCommonRuleSet', [
          { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ]),
        managedGroup(3, 'AWSManagedRulesAmazonIpReputationList'),
      ],
    });
  }
}

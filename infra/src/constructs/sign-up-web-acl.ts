import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { visibility } from './edge-web-acl';

export interface SignUpWebAclProps {
  userPoolArn: string;
  /** SignUp calls per client IP in any 5-minute window before WAF blocks them. */
  signUpsPerIpPer5Minutes: number;
}

/** The header naming a Cognito API call's action, and the value of a sign-up. */
const TARGET_HEADER = 'x-amz-target';
const SIGN_UP_TARGET = 'AWSCognitoIdentityProviderService.SignUp';

/**
 * The web ACL on the Cognito user pool (scope REGIONAL, in the pool's region): a rate-based rule per client
 * IP over the SignUp calls only, so one client cannot script hundreds of accounts (each with the Free
 * plan's assistant allowance) while sign-in and everything else are untouched. Cognito answers a blocked
 * call with 403 `ForbiddenException` (the web says 'Too many attempts'); the local stack's `/cognito`
 * plays the same rule.
 */
export class SignUpWebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SignUpWebAclProps) {
    super(scope, id);
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('reno-user-pool'),
      rules: [
        {
          name: 'sign-ups-per-ip',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.signUpsPerIpPer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  // CloudFormation's own spelling: the L1 passes this object through as it is.
                  fieldToMatch: { singleHeader: { Name: TARGET_HEADER } },
                  positionalConstraint: 'EXACTLY',
                  searchString: SIGN_UP_TARGET,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('sign-ups-per-ip'),
        },
      ],
    });
    new CfnWebACLAssociation(this, 'UserPool', {
      resourceArn: props.userPoolArn,
      webAclArn: this.acl.attrArn,
    });
  }
}

import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWebAcl, type EdgeWebAclProps } from './constructs/edge-web-acl';

/**
 * The companion stack in us-east-1 that CloudFront's web ACL must live in, for an app deployed in any
 * other region; the app's stack reads the ACL's ARN through a cross-region reference.
 */
export class EdgeStack extends Stack {
  readonly webAcl: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: StackProps & { waf: EdgeWebAclProps }) {
    super(scope, id, props);
    this.webAcl = new EdgeWebAcl(this, 'WebAcl', props.waf);
  }
}

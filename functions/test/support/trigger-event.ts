/** What every Cognito trigger event of the test pool carries around the trigger's own fields. */
export const triggerEventBase = {
  version: '1',
  region: 'us-east-1',
  userPoolId: 'local_pool',
  userName: 'ann',
  callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'web' },
};

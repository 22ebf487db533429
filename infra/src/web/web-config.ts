import type { OAuthConfig } from '../constructs/auth';

/**
 * GET /config.json as the web app reads it (brief: config-contract.md). The local stack serves the
 * same shape; in AWS the values are deploy-time tokens that BucketDeployment resolves into the file.
 */
export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: null;
  apiUrl: '/api';
  chatUrl: string;
  oauth: OAuthConfig | null;
  emailVerification: boolean;
  billing: 'stripe';
  demoVideoUrl: string;
}

export interface WebConfigInputs {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  chatPath: string;
  oauth: OAuthConfig | null;
  emailVerification: boolean;
  demoVideoUrl: string;
}

export function webConfig(inputs: WebConfigInputs): WebConfig {
  return {
    region: inputs.region,
    userPoolId: inputs.userPoolId,
    userPoolClientId: inputs.userPoolClientId,
    // Only the local stack points Amplify at another Cognito endpoint.
    cognitoEndpoint: null,
    // Same origin: CloudFront routes /api/* to the HTTP API and the chat path to the streaming function.
    apiUrl: '/api',
    chatUrl: inputs.chatPath,
    oauth: inputs.oauth,
    emailVerification: inputs.emailVerification,
    // The local checkout stand-in can never be enabled in AWS.
    billing: 'stripe',
    demoVideoUrl: inputs.demoVideoUrl,
  };
}

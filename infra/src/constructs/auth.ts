import { Aws, Duration, RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import type { CfnUserPoolClient, UserPoolClient, UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import {
  AccountRecovery,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
  UserPoolIdentityProviderOidc,
  UserPoolOperation,
  OidcAttributeRequestMethod,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { RouteTable } from '../function-catalog';
import type { AppSettings } from '../settings';
import { grantTable } from './grants';
import { createNodeFunction, type FunctionSources } from './node-function';

export interface AuthProps {
  settings: AppSettings;
  sources: FunctionSources;
  triggers: RouteTable['userPoolTriggers'];
  /** The PostConfirmation trigger records on the profile when sessions ended. */
  table: ITable;
}

/** What the web app's config.json says about federated sign-in (null without an IdP). */
export interface OAuthConfig {
  domain: string;
  providers: string[];
  redirectSignIn: string;
  redirectSignOut: string;
  scopes: string[];
}

/** A federated provider of the pool: the name the client and the web app use, and its construct. */
interface IdentityProvider {
  name: string;
  construct: Construct;
}

const OAUTH_SCOPES = ['openid', 'email', 'profile'];
/** The construct id aws-cdk-lib gives AwsCustomResource's shared handler. */
const AWS_CUSTOM_RESOURCE_SINGLETON = 'AWS679f53fac002430cb0da5b7982bd2287';

/**
 * Cognito: email sign-in with the password rule of docs/product.md#validation-auth (≥ 8), an app client for
 * Amplify (USER_PASSWORD_AUTH + refresh; the OAuth code flow once the app URL is known), the hosted UI
 * domain, an optional Google or OIDC provider, the PreSignUp trigger that confirms new users at once
 * unless email verification is switched on, and the PostConfirmation trigger that ends every earlier
 * session after a password reset.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  readonly preSignUp: LambdaFunction;
  readonly postConfirmation: LambdaFunction;
  readonly oauth: OAuthConfig | null;
  /** Host of the hosted UI, e.g. `reno-123.auth.us-east-1.amazoncognito.com`. */
  readonly hostedUiHost: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { settings } = props;
    this.preSignUp = this.createPreSignUp(props);
    this.postConfirmation = this.createPostConfirmation(props);
    this.userPool = this.createUserPool();
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, this.preSignUp);
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, this.postConfirmation);
    this.allowPoolCalls(this.preSignUp, 'PreSignUpLinking', [
      'cognito-idp:ListUsers',
      'cognito-idp:AdminLinkProviderForUser',
    ]);
    this.allowPoolCalls(this.postConfirmation, 'PostConfirmationSignOut', [
      'cognito-idp:AdminUserGlobalSignOut',
    ]);

    const domainPrefix = settings.authDomainPrefix ?? `${settings.nameSlug}-${Aws.ACCOUNT_ID}`;
    this.domain = this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix } });
    this.hostedUiHost = `${this.domain.domainName}.auth.${Aws.REGION}.amazoncognito.com`;

    const providers = this.addIdentityProviders(settings);
    this.client = this.addWebClient(settings, providers);
    this.oauth =
      settings.appUrl && providers.length > 0
        ? {
            domain: this.hostedUiHost,
            providers: providers.map((p) => p.name),
            redirectSignIn: `${settings.appUrl}/`,
            redirectSignOut: `${settings.appUrl}/`,
            scopes: OAUTH_SCOPES,
          }
        : null;
    this.suppressPoolFindings();
  }

  private createPreSignUp(props: AuthProps): LambdaFunction {
    return createNodeFunction(this, 'PreSignUpFunction', {
      sources: props.sources,
      entry: props.triggers.preSignUp.entry,
      description: 'Cognito PreSignUp: confirms new users unless email verification is required',
      serviceName: 'reno-pre-sign-up',
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment: { REQUIRE_EMAIL_VERIFICATION: String(props.settings.emailVerification) },
    });
  }

  private createPostConfirmation(props: AuthProps): LambdaFunction {
    const fn = createNodeFunction(this, 'PostConfirmationFunction', {
      sources: props.sources,
      entry: props.triggers.postConfirmation.entry,
      description: 'Cognito PostConfirmation: a password reset ends every earlier session',
      serviceName: 'reno-post-confirmation',
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment: { TABLE_NAME: props.table.tableName },
    });
    grantTable(fn, props.table, 'readwrite');
    NagSuppressions.addResourceSuppressions(
      fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'The table’s own indexes (index/*), as every function of the table is granted.',
          appliesTo: [{ regex: '/^Resource::<.*Table[0-9A-F]+\\.Arn>/index/\\*$/' }],
        },
      ],
      true,
    );
    return fn;
  }

  private createUserPool(): UserPool {
    return new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.LITE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * A trigger's calls on its own pool (PreSignUp links a first provider sign-in to the e-mail account of
   * the same address; PostConfirmation signs the user out everywhere). A policy of its own (not the
   * role's default one, which the function waits for): pool → trigger → policy → pool is no cycle.
   */
  private allowPoolCalls(trigger: LambdaFunction, id: string, actions: string[]): void {
    new Policy(this, id, {
      roles: [trigger.role!],
      statements: [new PolicyStatement({ actions, resources: [this.userPool.userPoolArn] })],
    });
  }

  /**
   * The OAuth callback must be the app's URL. The CloudFront domain cannot be used here: the chat
   * function (behind that distribution) needs this client's id, which would make a cycle.
   */
  private addWebClient(settings: AppSettings, providers: IdentityProvider[]): UserPoolClient {
    const appUrl = settings.appUrl;
    const client = this.userPool.addClient('WebClient', {
      // Named, so that the update below (which must repeat every setting) keeps the name.
      userPoolClientName: `${settings.nameSlug}-web`,
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...providers.map((p) => UserPoolClientIdentityProvider.custom(p.name)),
      ],
      ...(appUrl
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${appUrl}/`],
              logoutUrls: [`${appUrl}/`],
            },
          }
        : { disableOAuth: true }),
    });
    for (const provider of providers) client.node.addDependency(provider.construct);
    return client;
  }

  private suppressPoolFindings(): void {
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The password rule (docs/product.md#validation-auth) is a minimum of 8 characters and the sign-up form validates exactly that; extra classes would reject passwords the UI accepts.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'A homeowner is signed in right after sign-up (docs/product.md#sign-up); MFA is not part of the product.',
      },
      ...['AwsSolutions-COG3', 'AwsSolutions-COG8'].map((id) => ({
        id,
        reason:
          'Threat protection needs the Plus feature plan ($0.02 per active user); the Lite plan is the documented cost basis (docs/deploy.md).',
      })),
    ]);
  }

  /**
   * The OAuth callback and logout URLs: the CloudFront URL and the custom domain's (and the app URL).
   * The client cannot name the distribution in the template (the chat function behind it needs the
   * client's id: a cycle), so once both exist a custom resource writes the URLs with UpdateUserPoolClient,
   * which resets whatever it is not given: it repeats every setting of the client, so any change to the
   * client changes its input too and it runs again after the client's update.
   */
  allowOAuthRedirects(appUrls: string[]): void {
    if (!this.oauth) return;
    const urls = [...new Set(appUrls)].map((url) => `${url}/`);
    const client = this.client.node.defaultChild as CfnUserPoolClient;
    const units = Stack.of(this).resolve(client.tokenValidityUnits) as Record<string, string>;
    const parameters = {
      UserPoolId: this.userPool.userPoolId,
      ClientId: this.client.userPoolClientId,
      ClientName: client.clientName,
      ExplicitAuthFlows: client.explicitAuthFlows,
      PreventUserExistenceErrors: client.preventUserExistenceErrors,
      EnableTokenRevocation: client.enableTokenRevocation,
      AccessTokenValidity: client.accessTokenValidity,
      IdTokenValidity: client.idTokenValidity,
      RefreshTokenValidity: client.refreshTokenValidity,
      TokenValidityUnits: {
        AccessToken: units.accessToken,
        IdToken: units.idToken,
        RefreshToken: units.refreshToken,
      },
      SupportedIdentityProviders: client.supportedIdentityProviders,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: client.allowedOAuthFlows,
      AllowedOAuthScopes: client.allowedOAuthScopes,
      CallbackURLs: urls,
      LogoutURLs: urls,
    };
    const update = {
      service: 'CognitoIdentityProvider',
      action: 'UpdateUserPoolClient',
      parameters,
      physicalResourceId: PhysicalResourceId.of(`${this.node.addr}-oauth-urls`),
    };
    const urlsOnClient = new AwsCustomResource(this, 'OAuthRedirects', {
      resourceType: 'Custom::OAuthRedirects',
      onCreate: update,
      onUpdate: update,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [this.userPool.userPoolArn] }),
      installLatestAwsSdk: false,
    });
    urlsOnClient.node.addDependency(this.client);
    // AwsCustomResource's handler is a CDK-provided singleton at stack level.
    NagSuppressions.addResourceSuppressions(
      Stack.of(this).node.findChild(AWS_CUSTOM_RESOURCE_SINGLETON),
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'CDK’s AwsCustomResource handler only writes its own logs with AWSLambdaBasicExecutionRole.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
      ],
      true,
    );
  }

  private addIdentityProviders(settings: AppSettings): IdentityProvider[] {
    const providers: IdentityProvider[] = [];
    if (settings.google) {
      const google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: settings.google.clientId,
        // A dynamic reference: CloudFormation resolves it at deploy time, the value never enters the template.
        clientSecretValue: SecretValue.secretsManager(settings.google.clientSecretName),
        scopes: OAUTH_SCOPES,
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      });
      providers.push({ name: 'Google', construct: google });
    }
    if (settings.oidc) {
      const oidc = new UserPoolIdentityProviderOidc(this, 'Oidc', {
        userPool: this.userPool,
        name: settings.oidc.providerName,
        clientId: settings.oidc.clientId,
        clientSecret: SecretValue.secretsManager(settings.oidc.clientSecretName).unsafeUnwrap(),
        issuerUrl: settings.oidc.issuerUrl,
        scopes: OAUTH_SCOPES,
        attributeRequestMethod: OidcAttributeRequestMethod.GET,
        attributeMapping: {
          email: ProviderAttribute.other('email'),
          givenName: ProviderAttribute.other('given_name'),
          familyName: ProviderAttribute.other('family_name'),
        },
      });
      providers.push({ name: settings.oidc.providerName, construct: oidc });
    }
    return providers;
  }
}

import { Aws, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { TableDefinition } from '@reno/data/table';
import { assertRoutesResolve, type RouteTable } from './function-catalog';
import type { AppSettings } from './settings';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Chat } from './constructs/chat';
import { Data, LogsBucket, receiptsBucketName } from './constructs/data';
import { Monitoring } from './constructs/monitoring';
import type { FunctionSources } from './constructs/node-function';
import { ScheduledJobs } from './constructs/scheduled-jobs';
import { Secrets } from './constructs/secrets';
import { EdgeWebAcl } from './constructs/edge-web-acl';
import { SignUpWebAcl } from './constructs/sign-up-web-acl';
import { Web } from './constructs/web';
import { webConfig } from './web/web-config';

export interface RenoStackProps extends StackProps {
  settings: AppSettings;
  tableDefinition: TableDefinition;
  routeTable: RouteTable;
  sources: FunctionSources;
  webDistPath: string;
  /** A web ACL made elsewhere for this app (the us-east-1 companion stack); see `settings.waf`. */
  webAclArn?: string;
}

/** The whole app in one stack: data, auth, secrets, API, chat, web front door, monitoring. */
export class RenoStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly scheduledJobs: ScheduledJobs;
  readonly chat: Chat;
  readonly web: Web;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: RenoStackProps) {
    super(scope, id, props);
    const { settings, routeTable, sources } = props;
    assertRoutesResolve(routeTable);

    const logs = new LogsBucket(this, 'Logs');
    this.data = new Data(this, 'Data', {
      table: props.tableDefinition,
      nameSlug: settings.nameSlug,
      logsBucket: logs.bucket,
    });
    const secrets = new Secrets(this, 'Secrets', { nameSlug: settings.nameSlug });
    this.auth = new Auth(this, 'Auth', {
      settings,
      sources,
      triggers: routeTable.userPoolTriggers,
      table: this.data.table,
    });
    if (settings.signUpWaf) {
      new SignUpWebAcl(this, 'SignUpWebAcl', {
        userPoolArn: this.auth.userPool.userPoolArn,
        ...settings.signUpWaf,
      });
    }

    this.chat = new Chat(this, 'Chat', {
      entry: routeTable.chatStream.entry,
      sources,
      table: this.data.table,
      userPool: this.auth.userPool,
      client: this.auth.client,
      bedrockModelId: settings.bedrockModelId,
      limits: settings.chatLimits,
    });

    this.api = new Api(this, 'Api', {
      routeTable,
      sources,
      table: this.data.table,
      receiptsBucket: this.data.receiptsBucket,
      secrets,
      userPool: this.auth.userPool,
      client: this.auth.client,
      stripePriceId: settings.stripePriceId,
      mailFrom: settings.mailFrom,
      throttle: settings.apiThrottle,
      unauthenticatedThrottle: settings.stripeWebhookThrottle,
    });

    this.scheduledJobs = new ScheduledJobs(this, 'ScheduledJobs', {
      jobs: routeTable.scheduledJobs ?? {},
      sources,
      table: this.data.table,
      mailFrom: settings.mailFrom,
    });

    this.web = this.createWeb(props, secrets, logs);
    const { appUrl, cloudFrontUrl } = this.shareAppUrl(settings);
    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.api.httpApi,
      functions: {
        ...this.api.functions,
        ...this.scheduledJobs.functions,
        'ai-chat': this.chat.fn,
        'pre-sign-up': this.auth.preSignUp,
        'post-confirmation': this.auth.postConfirmation,
      },
      alarmEmail: settings.alarmEmail,
      dashboardName: `${settings.stackName}-overview`,
    });
    this.addOutputs(appUrl, cloudFrontUrl);
  }

  private createWeb(props: RenoStackProps, secrets: Secrets, logs: LogsBucket): Web {
    const { settings, routeTable } = props;
    return new Web(this, 'Web', {
      webDistPath: props.webDistPath,
      webAclArn: props.webAclArn ?? this.webAclArnFor(settings.waf),
      httpApi: this.api.httpApi,
      originVerifySecret: secrets.originVerify.secret,
      chatUrl: this.chat.url,
      chatPaths: routeTable.chatStream.paths,
      logsBucket: logs.bucket,
      csp: {
        receiptsBucketName: receiptsBucketName(settings.nameSlug),
        hostedUiHost: this.auth.hostedUiHost,
      },
      customDomain: settings.customDomain,
      config: webConfig({
        region: Aws.REGION,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        chatPath: routeTable.chatStream.paths[0] ?? '/api/ai-chat',
        oauth: this.auth.oauth,
        emailVerification: settings.emailVerification,
        demoVideoUrl: settings.demoVideoUrl,
      }),
    });
  }

  /**
   * Tells uploads, the API and the OAuth client where the app is. The CloudFront URL exists only once the
   * distribution does; appUrl/domainName name it up front.
   */
  private shareAppUrl(settings: AppSettings): { appUrl: string; cloudFrontUrl: string } {
    const cloudFrontUrl = `https://${this.web.distribution.distributionDomainName}`;
    const appUrl = settings.appUrl ?? cloudFrontUrl;
    this.data.allowUploadsFrom([...new Set([cloudFrontUrl, appUrl])]);
    this.api.useAppUrl(appUrl);
    this.scheduledJobs.useAppUrl(appUrl);
    this.auth.allowOAuthRedirects([
      cloudFrontUrl,
      ...(settings.customDomain ? [`https://${settings.customDomain.domainName}`] : []),
      // A CloudFront URL given as appUrl is the one above, which the template cannot compare with it.
      ...(settings.appUrl && !settings.appUrl.endsWith('.cloudfront.net') ? [settings.appUrl] : []),
    ]);
    return { appUrl, cloudFrontUrl };
  }

  private addOutputs(appUrl: string, cloudFrontUrl: string): void {
    new CfnOutput(this, 'AppUrl', { value: appUrl });
    new CfnOutput(this, 'CloudFrontUrl', { value: cloudFrontUrl });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'HostedUiDomain', { value: this.auth.hostedUiHost });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${appUrl}/api/stripe/webhook`,
    });
  }

  /** An existing ACL's ARN, or one made here (this stack being in us-east-1 or region-agnostic). */
  private webAclArnFor(waf: AppSettings['waf']): string | undefined {
    if (waf.mode === 'existing') return waf.webAclArn;
    if (waf.mode === 'off') return undefined;
    return new EdgeWebAcl(this, 'WebAcl', waf).acl.attrArn;
  }
}

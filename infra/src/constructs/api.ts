import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { workerFunctionVariable } from '@reno/functions/lib/aws/invoke-worker';
import type { ResourceDefinition, WorkerDefinition } from '@reno/functions/routes';
import { pascalCase, type RouteTable } from '../function-catalog';
import { EXPORT_OBJECTS_PREFIX, PENDING_OBJECTS_PREFIX, USER_OBJECTS_PREFIX } from './data';
import { grantMail, grantObjects, grantTable } from './grants';
import { createNodeFunction, type FunctionSources } from './node-function';
import { secretArnVariable, type SecretGroup, type Secrets } from './secrets';

export interface ApiProps {
  routeTable: RouteTable;
  sources: FunctionSources;
  table: ITable;
  receiptsBucket: IBucket;
  secrets: Secrets;
  userPool: IUserPool;
  client: IUserPoolClient;
  stripePriceId: string | undefined;
  /** The sender address of the app's own mail (an SES identity); undefined: none can be sent. */
  mailFrom: string | undefined;
  throttle: { rateLimit: number; burstLimit: number };
  /** Routes without the JWT authorizer (Stripe's webhook) get a throttle of their own. */
  unauthenticatedThrottle: { rateLimit: number; burstLimit: number };
}

/** Why a route of the table has no JWT authorizer (cdk-nag's APIG4 asks); Stripe's webhook unless said. */
const UNAUTHENTICATED_BY_DEFAULT =
  'is called by a third party (Stripe), which cannot send a Cognito token; the handler verifies the request signature on the raw body.';
const UNAUTHENTICATED_BECAUSE: Partial<Record<string, string>> = {
  'auth-recovery':
    'serves people who cannot sign in (password recovery); it answers alike for every address and is rate-limited per address and per client.',
};

/**
 * The HTTP API: one Lambda per resource of the route table, one route per entry, the Cognito JWT
 * authorizer on every route whose table entry says 'jwt', a throttle on the default stage and one of
 * their own on the routes without it (so a flood of signed-in traffic cannot starve Stripe's events).
 * Each function is granted exactly what its resource entry declares.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: Record<string, LambdaFunction> = {};
  /** The route table's workers, by name: no route reaches them; the resources that invoke them may. */
  readonly workers: Record<string, LambdaFunction> = {};
  /** Functions that send people back to the app: Stripe's return pages, links in the mail they send. */
  private readonly appUrlFunctions: LambdaFunction[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Home Renovation Tracker API (served under /api through CloudFront)',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // HTTP API context variables (the REST-style default names fields HTTP APIs do not have).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    // RouteSettings is a plain JSON map in CloudFormation: its keys are written as CloudFormation's.
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      props.routeTable.routes
        .filter((entry) => entry.auth === 'none')
        .map((entry) => [
          `${entry.method} ${entry.path}`,
          {
            ThrottlingRateLimit: props.unauthenticatedThrottle.rateLimit,
            ThrottlingBurstLimit: props.unauthenticatedThrottle.burstLimit,
          },
        ]),
    );

    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${Aws.REGION}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.client.userPoolClientId] },
    );

    for (const [name, worker] of Object.entries(props.routeTable.workers ?? {}))
      this.workers[name] = this.createWorkerFunction(name, worker, props);

    const integrations: Record<string, HttpLambdaIntegration> = {};
    for (const [name, resource] of Object.entries(props.routeTable.resources)) {
      const fn = this.createResourceFunction(name, resource, props);
      this.functions[name] = fn;
      integrations[name] = new HttpLambdaIntegration(`${pascalCase(name)}Integration`, fn);
    }

    for (const entry of props.routeTable.routes) {
      const integration = integrations[entry.resource];
      if (!integration)
        throw new Error(`Route ${entry.method} ${entry.path} names unknown resource '${entry.resource}'`);
      const route = new HttpRoute(this, `Route ${entry.method} ${entry.path.replaceAll('/', '_')}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(entry.path, HttpMethod[entry.method]),
        integration,
        authorizer: entry.auth === 'jwt' ? authorizer : new HttpNoneAuthorizer(),
      });
      if (entry.auth === 'none') {
        NagSuppressions.addResourceSuppressions(route, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${entry.method} ${entry.path} ${UNAUTHENTICATED_BECAUSE[entry.resource] ?? UNAUTHENTICATED_BY_DEFAULT}`,
          },
        ]);
      }
    }
  }

  /** Stripe Checkout and the portal send the browser back to the app; an invitation's mail links to it. */
  useAppUrl(appUrl: string): void {
    for (const fn of this.appUrlFunctions) fn.addEnvironment('APP_URL', appUrl);
  }

  private createResourceFunction(
    name: string,
    resource: ResourceDefinition,
    props: ApiProps,
  ): LambdaFunction {
    const environment: Record<string, string> = {
      TABLE_NAME: props.table.tableName,
      [secretArnVariable(props.secrets.originVerify)]: props.secrets.originVerify.secret.secretArn,
    };
    if (resource.objects) environment.BUCKET_NAME = props.receiptsBucket.bucketName;
    // Said outright, as CHAT_PROVIDER is: receipts are read by Textract, never by the offline reader.
    if (resource.actions?.includes('textract:AnalyzeExpense')) environment.RECEIPT_SCANNER = 'textract';
    const secretGroups: readonly SecretGroup[] = resource.secrets ?? [];
    for (const group of secretGroups) {
      for (const appSecret of props.secrets.byGroup[group])
        environment[secretArnVariable(appSecret)] = appSecret.secret.secretArn;
    }
    if (secretGroups.includes('stripe') && props.stripePriceId)
      environment.STRIPE_PRICE_ID = props.stripePriceId;

    const fn = createNodeFunction(this, `${pascalCase(name)}Function`, {
      sources: props.sources,
      entry: resource.entry,
      description: `API resource '${name}'`,
      serviceName: `reno-${name}`,
      environment,
      // An image function decodes a photo of up to 10 MB (tens of megapixels) and writes two copies: more
      // memory, and with it CPU, and the API's own limit of time; x86_64, the platform of the sharp binary
      // its bundle carries and the tests run (bundling.ts).
      ...(resource.image
        ? { timeout: Duration.seconds(29), memorySize: 1536, architecture: Architecture.X86_64 }
        : { timeout: Duration.seconds(10) }),
    });

    // Exactly what the route table declares for this resource, nothing more.
    if (secretGroups.includes('stripe') || resource.mail) this.appUrlFunctions.push(fn);

    grantTable(fn, props.table, resource.table);
    this.grantObjectAreas(fn, resource, props);
    for (const workerName of resource.invokes ?? []) {
      const worker = this.workers[workerName];
      if (!worker)
        throw new Error(`Resource '${name}' invokes worker '${workerName}', which the route table lacks`);
      fn.addEnvironment(workerFunctionVariable(workerName), worker.functionName);
      worker.grantInvoke(fn);
    }
    for (const group of secretGroups) {
      for (const { secret } of props.secrets.byGroup[group]) secret.grantRead(fn);
    }
    props.secrets.originVerify.secret.grantRead(fn);
    // Textract's analysis actions take no resource ARN; what it reads is bounded by the object grants above.
    if (resource.actions?.length) {
      fn.addToRolePolicy(new PolicyStatement({ actions: [...resource.actions], resources: ['*'] }));
    }
    if (resource.userPool?.length) {
      fn.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
      fn.addToRolePolicy(
        new PolicyStatement({ actions: [...resource.userPool], resources: [props.userPool.userPoolArn] }),
      );
    }
    if (resource.mail) grantMail(fn, name, props.mailFrom);

    NagSuppressions.addResourceSuppressions(
      fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Grants generated from the route table: the table’s own indexes (index/*) and, for resources with bucket access, objects under the users/ and pending/users/ prefixes only; Textract’s AnalyzeExpense, which has no resource-level permissions.',
          appliesTo: [
            { regex: '/^Resource::<.*Table[0-9A-F]+\\.Arn>/index/\\*$/' },
            { regex: '/^Resource::<.*ReceiptsBucket[0-9A-F]+\\.Arn>/(pending/|exports/)?users/\\*$/' },
            ...(resource.actions?.length ? ['Resource::*'] : []),
            // Invoking a worker grants its versions and aliases too (Lambda's own ARN form).
            ...(resource.invokes?.length ? [{ regex: '/^Resource::<.*Function[0-9A-F]+\\.Arn>:\\*$/' }] : []),
          ],
        },
      ],
      true,
    );
    return fn;
  }

  private grantObjectAreas(
    fn: LambdaFunction,
    definition: Pick<ResourceDefinition, 'objects'>,
    props: ApiProps,
  ): void {
    const { stored = [], pending = [], exports = [] } = definition.objects ?? {};
    grantObjects(fn, props.receiptsBucket, USER_OBJECTS_PREFIX, stored);
    grantObjects(fn, props.receiptsBucket, PENDING_OBJECTS_PREFIX, pending);
    grantObjects(fn, props.receiptsBucket, EXPORT_OBJECTS_PREFIX, exports);
  }

  /**
   * A worker: no route, no origin secret (nothing reaches it but an invoke by its resource), its own
   * memory and time limit, and the table and object grants its route-table entry declares. Lambda's
   * retries of an asynchronous invoke are off: a job the worker did not end reads as failed when
   * overdue, and the user starts another.
   */
  private createWorkerFunction(name: string, worker: WorkerDefinition, props: ApiProps): LambdaFunction {
    const fn = createNodeFunction(this, `${pascalCase(name)}Function`, {
      sources: props.sources,
      entry: worker.entry,
      description: `Worker '${name}'`,
      serviceName: `reno-${name}`,
      timeout: Duration.seconds(worker.timeoutSeconds),
      memorySize: worker.memoryMb,
      reservedConcurrentExecutions: worker.reservedConcurrency,
      environment: {
        TABLE_NAME: props.table.tableName,
        ...(worker.objects ? { BUCKET_NAME: props.receiptsBucket.bucketName } : {}),
      },
    });
    fn.configureAsyncInvoke({ retryAttempts: 0 });
    grantTable(fn, props.table, worker.table);
    this.grantObjectAreas(fn, worker, props);
    // The archive goes up in parts: a cancelled or failed upload aborts them.
    if (worker.objects?.exports?.includes('put')) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:AbortMultipartUpload'],
          resources: [props.receiptsBucket.arnForObjects(`${EXPORT_OBJECTS_PREFIX}*`)],
        }),
      );
    }
    NagSuppressions.addResourceSuppressions(
      fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Grants generated from the route table: the table’s own indexes (index/*) and objects under the users/ and exports/users/ prefixes only.',
          appliesTo: [
            { regex: '/^Resource::<.*Table[0-9A-F]+\\.Arn>/index/\\*$/' },
            { regex: '/^Resource::<.*ReceiptsBucket[0-9A-F]+\\.Arn>/(pending/|exports/)?users/\\*$/' },
          ],
        },
      ],
      true,
    );
    return fn;
  }
}

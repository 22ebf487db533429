import { Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type DistributionProps,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { CustomDomainSettings } from '../settings';
import { privateBucketProps } from './data';
import { contentSecurityPolicy, type CspSources } from '../web/content-security-policy';
import { spaRewriteSource } from '../web/spa-rewrite';
import type { WebConfig } from '../web/web-config';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '@reno/functions/lib/http/origin-header';

export interface WebProps {
  /** The built web app (web/dist). */
  webDistPath: string;
  httpApi: IHttpApi;
  /** The WAF web ACL in front of everything (CloudFront scope, us-east-1); none when undefined. */
  webAclArn: string | undefined;
  /** Sent to the API as the origin header on every request; the API refuses requests without it. */
  originVerifySecret: ISecret;
  chatUrl: IFunctionUrl;
  /** Path patterns of the chat stream (from the route table), e.g. '/api/ai-chat'. */
  chatPaths: readonly string[];
  logsBucket: IBucket;
  csp: Omit<CspSources, 'region'>;
  customDomain: CustomDomainSettings | undefined;
  /** The object written as /config.json; deploy-time tokens inside are resolved on deploy. */
  config: WebConfig;
}

/** `/api/ai-chat` → `/api/ai-chat*`: the history GET, the streaming POST and anything below them. */
export function chatPathPatterns(paths: readonly string[]): string[] {
  return paths.map((path) => `${path.replace(/\*$/, '')}*`);
}

export const API_PATH_PATTERN = '/api/*';

/**
 * Files a deploy replaces under the same name, so browsers and CloudFront re-read them on every visit: the
 * page, its runtime config, the service worker (a browser checks it for a new version on each visit),
 * the web app manifest and its icons. Everything else is a hashed chunk, immutable.
 */
const ALWAYS_FRESH = ['index.html', 'config.json', 'sw.js', 'manifest.webmanifest', 'icons'];

/** Never held at the edge either: a new build's worker and manifest reach the next visit at once. */
export const UNCACHED_STATIC_PATHS = ['/sw.js', '/manifest.webmanifest'];

/**
 * The chat stream and the API behind the distribution, on the same origin as the app. Nothing under /api
 * is cached; every viewer header (Authorization, X-Authorization, Stripe-Signature, x-amz-content-sha256 …)
 * is forwarded except Host, which the origin must see as its own.
 */
function dynamicBehaviors(props: WebProps, headers: ResponseHeadersPolicy): Record<string, BehaviorOptions> {
  const dynamic = {
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: headers,
  } satisfies Omit<BehaviorOptions, 'origin'>;

  const chatOrigin = FunctionUrlOrigin.withOriginAccessControl(props.chatUrl, {
    // Longest pause between two streamed chunks (the model's first token included).
    readTimeout: Duration.seconds(60),
  });
  const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    // A dynamic reference, resolved by CloudFormation at deploy: the value never enters the template.
    customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
  });

  const behaviors: Record<string, BehaviorOptions> = {};
  // Order matters: CloudFront takes the first match, so the chat patterns precede /api/*.
  for (const pattern of chatPathPatterns(props.chatPaths)) {
    // Server-sent events must pass chunk by chunk, never held back for compression.
    behaviors[pattern] = { origin: chatOrigin, ...dynamic, compress: false };
  }
  behaviors[API_PATH_PATTERN] = { origin: apiOrigin, ...dynamic };
  return behaviors;
}

/** The service worker and the manifest from the bucket, as the default behaviour but never cached. */
function uncachedStaticBehaviors(
  bucket: IBucket,
  headers: ResponseHeadersPolicy,
): Record<string, BehaviorOptions> {
  const origin = S3BucketOrigin.withOriginAccessControl(bucket);
  return Object.fromEntries(
    UNCACHED_STATIC_PATHS.map((path) => [
      path,
      {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        responseHeadersPolicy: headers,
      },
    ]),
  );
}

/**
 * The front door: CloudFront over a private bucket (origin access control) holding the built web app
 * and its config.json, with the chat stream and the API behind it on the same origin.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = this.createBucket(props.logsBucket);
    const headers = this.createSecurityHeaders(props.csp);
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Client-side routes are served /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRewriteSource),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Home Renovation Tracker',
      defaultRootObject: 'index.html',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...this.customDomainOptions(props.customDomain),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...uncachedStaticBehaviors(this.bucket, headers),
        ...dynamicBehaviors(props, headers),
      },
    });

    this.deployContent(props);
    this.suppressFindings(props);
  }

  private createBucket(logsBucket: IBucket): Bucket {
    return new Bucket(this, 'Bucket', {
      ...privateBucketProps(logsBucket, 'web-access/'),
      // Only build output lives here; it is redeployed from web/dist at will.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
  }

  private createSecurityHeaders(csp: WebProps['csp']): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, no framing, nosniff',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ region: Aws.REGION, ...csp }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });
  }

  /** The custom domain's name and certificate, with TLS 1.2 as the floor; nothing without one. */
  private customDomainOptions(customDomain: CustomDomainSettings | undefined): Partial<DistributionProps> {
    if (!customDomain) return {};
    return {
      domainNames: [customDomain.domainName],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
    };
  }

  /**
   * Hashed assets are immutable; the files of ALWAYS_FRESH must be re-read on every visit so a deploy
   * takes effect at once, hence two deployments with their own Cache-Control. Neither prunes: a tab
   * opened before a deploy still lazy-loads the chunks of its own build.
   */
  private deployContent(props: WebProps): void {
    // Vite's build manifest is for tooling (size reports), not for browsers.
    const buildOnly = ['.vite'];
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(props.webDistPath, { exclude: [...ALWAYS_FRESH, ...buildOnly] })],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });
    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [
        Source.asset(props.webDistPath, {
          exclude: ['*', ...ALWAYS_FRESH.flatMap((name) => [`!${name}`, `!${name}/**`])],
        }),
        Source.jsonData('config.json', props.config),
      ],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json', '/', '/sw.js', '/manifest.webmanifest', '/icons/*'],
      memoryLimit: 512,
    });
    entry.node.addDependency(assets);
  }

  private suppressFindings(props: WebProps): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Homeowners may use the app from anywhere; there is no country to block.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'WAF turned off by setting (waf=false); API Gateway throttling and the JWT authorizer still guard the API.',
            },
          ]),
      ...(props.customDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be raised; set domainName/certificateArn to get TLSv1.2_2021.',
            },
          ]),
    ]);

    // BucketDeployment's handler is a CDK-provided singleton at stack level; its grants come from CDK.
    const deploymentHandlers = Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    NagSuppressions.addResourceSuppressions(
      deploymentHandlers,
      [
        { id: 'AwsSolutions-L1', reason: 'Runtime chosen by aws-cdk-lib for its BucketDeployment handler.' },
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK’s BucketDeployment handler only writes its own logs with AWSLambdaBasicExecutionRole.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CDK’s BucketDeployment handler copies the web build from the CDK asset bucket into the web bucket (object wildcards) and invalidates the distribution (CreateInvalidation has no resource-level permission).',
          appliesTo: [
            'Action::s3:GetObject*',
            'Action::s3:GetBucket*',
            'Action::s3:List*',
            'Action::s3:DeleteObject*',
            'Action::s3:Abort*',
            // The bootstrap asset bucket; its region is a literal once the CLI knows the target region.
            {
              regex:
                '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-[^/]+\\/\\*$/',
            },
            { regex: '/^Resource::<WebBucket[0-9A-F]+\\.Arn>/\\*$/' },
            'Resource::*',
          ],
        },
      ],
      true,
    );
  }
}

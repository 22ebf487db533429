import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realRouteTable, synthTestStack } from '../testing/test-app';
import { referencedIds, resource, resourcesOfType, singleOfType } from '../testing/template-queries';
import { ORIGIN_VERIFY_HEADER } from '@reno/functions/lib/http/origin-header';
import { API_PATH_PATTERN, chatPathPatterns, UNCACHED_STATIC_PATHS } from './web';

// AWS managed policies, by their fixed ids.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Behavior {
  PathPattern?: string;
  Compress?: boolean;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods: string[];
  ViewerProtocolPolicy: string;
  ResponseHeadersPolicyId: unknown;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  OriginAccessControlId?: unknown;
  CustomOriginConfig?: { OriginProtocolPolicy: string; OriginReadTimeout?: number };
}

describe('CloudFront distribution', () => {
  const t = synthTestStack();
  const config = singleOfType(t.template, 'AWS::CloudFront::Distribution').DistributionConfig as {
    CacheBehaviors: Behavior[];
    DefaultCacheBehavior: Behavior;
    Origins: Origin[];
    DefaultRootObject: string;
  };
  const originOf = (behavior: Behavior) =>
    config.Origins.find((origin) => origin.Id === behavior.TargetOriginId)!;
  const behaviorFor = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);
  const id = (construct: { node: { defaultChild?: unknown } }) =>
    t.stack.getLogicalId(construct.node.defaultChild as never);
  const chatPatterns = chatPathPatterns(realRouteTable.chatStream.paths);
  const headersPolicyId = resourcesOfType(t.template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]![0];

  it('has a behaviour for the service worker, the manifest, each chat path and /api/*, chat before /api/* (CloudFront takes the first match)', () => {
    expect(chatPatterns).toEqual(['/api/ai-chat*']);
    expect(UNCACHED_STATIC_PATHS).toEqual(['/sw.js', '/manifest.webmanifest']);
    expect(config.CacheBehaviors.map((b) => b.PathPattern)).toEqual([
      ...UNCACHED_STATIC_PATHS,
      ...chatPatterns,
      API_PATH_PATTERN,
    ]);
  });

  it.each(UNCACHED_STATIC_PATHS)(
    '%s comes from the web bucket like the app, with its headers, and is never cached at the edge',
    (path) => {
      const behavior = behaviorFor(path)!;
      expect(behavior.CachePolicyId).toBe(CACHING_DISABLED);
      expect(originOf(behavior).OriginAccessControlId).toBeDefined();
      expect([...referencedIds(originOf(behavior).DomainName)]).toEqual([id(t.stack.web.bucket)]);
      expect(behavior.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: headersPolicyId });
    },
  );

  it.each([...chatPathPatterns(realRouteTable.chatStream.paths), API_PATH_PATTERN])(
    '%s is never cached, forwards every viewer header but Host, accepts every method, HTTPS only',
    (pattern) => {
      const behavior = behaviorFor(pattern)!;
      expect(behavior).toBeDefined();
      expect(behavior.CachePolicyId).toBe(CACHING_DISABLED);
      expect(behavior.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      expect(behavior.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
      expect(behavior.ViewerProtocolPolicy).toBe('https-only');
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: headersPolicyId });
    },
  );

  it('sends the chat paths to the streaming function URL through origin access control', () => {
    const origin = originOf(behaviorFor(chatPatterns[0]!)!);
    expect([...referencedIds(origin.DomainName)]).toEqual([id(t.stack.chat.url)]);
    const [oacId] = [...referencedIds(origin.OriginAccessControlId)];
    const oac = resource(t.template, oacId!).Properties!.OriginAccessControlConfig as Record<string, string>;
    expect(oac).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginReadTimeout: 60,
    });
    expect(behaviorFor(chatPatterns[0]!)!.Compress).toBe(false);
  });

  it('lets only this distribution invoke the function URL', () => {
    const permissions = resourcesOfType(t.template, 'AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties?.Principal === 'cloudfront.amazonaws.com',
    );
    expect(permissions.map(([, p]) => p.Properties!.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const [, permission] of permissions) {
      expect([...referencedIds(permission.Properties!.SourceArn)]).toEqual([id(t.stack.web.distribution)]);
      expect([...referencedIds(permission.Properties!.FunctionName)]).toEqual([id(t.stack.chat.url)]);
    }
  });

  it('sends /api/* to the HTTP API over HTTPS', () => {
    const origin = originOf(behaviorFor(API_PATH_PATTERN)!);
    expect([...referencedIds(origin.DomainName)]).toEqual([id(t.stack.api.httpApi)]);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
  });

  it('adds the secret origin header to every API request, by reference to the secret every API function reads', () => {
    const [secretId] = resourcesOfType(t.template, 'AWS::SecretsManager::Secret').find(([, secret]) =>
      String(secret.Properties?.Name).endsWith('/origin-verify'),
    )!;
    const headers = originOf(behaviorFor(API_PATH_PATTERN)!).OriginCustomHeaders ?? [];
    expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    // A CloudFormation dynamic reference: the value itself never appears in the template.
    expect(JSON.stringify(headers[0]!.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect([...referencedIds(headers[0]!.HeaderValue)]).toEqual([secretId]);
    for (const fn of Object.values(t.stack.api.functions)) {
      const variables = resource(t.template, id(fn)).Properties?.Environment as {
        Variables: Record<string, unknown>;
      };
      expect([...referencedIds(variables.Variables.ORIGIN_VERIFY_SECRET_ARN)]).toEqual([secretId]);
    }
    // The chat function URL is reached through origin access control instead (signed by CloudFront).
    expect(originOf(behaviorFor(chatPatterns[0]!)!).OriginCustomHeaders).toBeUndefined();
  });

  it('serves the app from the private bucket through origin access control, with the SPA rewrite', () => {
    const behavior = config.DefaultCacheBehavior;
    const origin = originOf(behavior);
    expect([...referencedIds(origin.DomainName)]).toEqual([id(t.stack.web.bucket)]);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(behavior.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: headersPolicyId });
    expect(behavior.FunctionAssociations).toHaveLength(1);
    expect(behavior.FunctionAssociations![0]!.EventType).toBe('viewer-request');
    expect(config.DefaultRootObject).toBe('index.html');
    // The SPA fallback is not done with distribution-wide error pages, which would turn API 404s into index.html.
    expect((config as Record<string, unknown>).CustomErrorResponses).toBeUndefined();
  });

  it('answers with CSP, HSTS, no framing and nosniff on every behaviour', () => {
    const policy = resource(t.template, headersPolicyId).Properties!.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    const headers = policy.SecurityHeadersConfig;
    expect(JSON.stringify(headers.ContentSecurityPolicy!.ContentSecurityPolicy)).toContain(
      "frame-ancestors 'none'",
    );
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
  });

  it('lets CloudFront read the web bucket only for this distribution', () => {
    const webBucketId = id(t.stack.web.bucket);
    const [, policy] = resourcesOfType(t.template, 'AWS::S3::BucketPolicy').find(([, p]) =>
      referencedIds(p.Properties?.Bucket).has(webBucketId),
    )!;
    const statements = (policy.Properties!.PolicyDocument as { Statement: Record<string, unknown>[] })
      .Statement;
    const cloudFront = statements.filter((s) =>
      JSON.stringify(s.Principal).includes('cloudfront.amazonaws.com'),
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]!.Action).toBe('s3:GetObject');
    expect([...referencedIds(cloudFront[0]!.Condition)]).toEqual([id(t.stack.web.distribution)]);
  });
});

describe('web content deployment', () => {
  const t = synthTestStack();
  const deployments = resourcesOfType(t.template, 'Custom::CDKBucketDeployment').map(
    ([, d]) => d.Properties!,
  );
  const deploymentWith = (cacheControl: string) =>
    deployments.find((d) => JSON.stringify(d.SystemMetadata).includes(cacheControl))!;
  /** Files of the staged source assets of a deployment (the web build, copied into the cloud assembly). */
  const stagedFiles = (deployment: Record<string, unknown>) =>
    (deployment.SourceObjectKeys as string[]).flatMap((key) => {
      const dir = join(t.outdir, `asset.${key.replace(/\.zip$/, '')}`);
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
    });

  it('ships the hashed assets in one deployment; the page, config, service worker, manifest and icons in the other; no build manifest', () => {
    expect(deployments).toHaveLength(2);
    const [assets, entry] = [deploymentWith('immutable'), deploymentWith('no-cache')];
    expect(stagedFiles(assets)).toEqual(['assets/index-abc123.js']);
    expect(stagedFiles(entry).sort()).toEqual([
      'config.json',
      'icons/icon-192.png',
      'index.html',
      'manifest.webmanifest',
      'sw.js',
    ]);
  });

  it('deploys hashed assets as immutable and keeps earlier builds’ chunks for tabs still open', () => {
    expect(deploymentWith('immutable').SystemMetadata).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
    });
    for (const deployment of deployments) expect(deployment.Prune).toBe(false);
  });

  it('writes index.html, config.json (deploy-time values), the service worker, manifest and icons uncached, then invalidates them', () => {
    const entry = deploymentWith('no-cache');
    expect(entry.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(entry.DistributionPaths).toEqual([
      '/index.html',
      '/config.json',
      '/',
      '/sw.js',
      '/manifest.webmanifest',
      '/icons/*',
    ]);
    // Source.jsonData: the user pool, client and region are resolved into config.json on deploy.
    const markers = JSON.stringify(entry.SourceMarkers);
    expect(markers).toContain(t.stack.getLogicalId(t.stack.auth.userPool.node.defaultChild as never));
    expect(markers).toContain(t.stack.getLogicalId(t.stack.auth.client.node.defaultChild as never));
  });
});

describe('custom domain', () => {
  it('serves the app on the domain with its certificate and TLS 1.2+', () => {
    const t = synthTestStack({
      context: {
        domainName: 'reno.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    });
    t.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['reno.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
  });
});

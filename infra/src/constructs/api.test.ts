import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import type { RouteTable } from '../function-catalog';
import { combinationsRouteTable } from '../testing/route-tables';
import { realRouteTable, synthTestStack, type TestStack } from '../testing/test-app';
import { referencedIds, resource, resourcesOfType, singleOfType } from '../testing/template-queries';

const fnId = (t: TestStack, fn: LambdaFunction) => t.stack.getLogicalId(fn.node.defaultChild as CfnFunction);

function describeRoutes(label: string, table: RouteTable) {
  describe(`HTTP API from ${label}`, () => {
    const t = synthTestStack({ routeTable: table });
    const routes = resourcesOfType(t.template, 'AWS::ApiGatewayV2::Route');
    const routeByKey = new Map(routes.map(([id, r]) => [r.Properties?.RouteKey as string, { id, r }]));
    const [authorizerId] = resourcesOfType(t.template, 'AWS::ApiGatewayV2::Authorizer').map(([id]) => id);

    it('has exactly one API Gateway route per route-table entry', () => {
      expect(routes).toHaveLength(table.routes.length);
      for (const route of table.routes) expect(routeByKey.has(`${route.method} ${route.path}`)).toBe(true);
    });

    it.each(table.routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s is integrated with the Lambda of its resource',
      (key, route) => {
        const { r } = routeByKey.get(key)!;
        const [integrationId] = [...referencedIds(r.Properties?.Target)];
        const integration = resource(t.template, integrationId!);
        expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
        expect(integration.Properties?.IntegrationType).toBe('AWS_PROXY');
        expect(integration.Properties?.PayloadFormatVersion).toBe('2.0');
        const expectedFunction = fnId(t, t.stack.api.functions[route.resource]!);
        expect([...referencedIds(integration.Properties?.IntegrationUri)]).toEqual([expectedFunction]);
      },
    );

    it.each(table.routes.map((route) => [`${route.method} ${route.path}`, route.auth] as const))(
      '%s has the authorization its table entry asks for (%s)',
      (key, auth) => {
        const { r } = routeByKey.get(key)!;
        if (auth === 'jwt') {
          expect(r.Properties?.AuthorizationType).toBe('JWT');
          expect(r.Properties?.AuthorizerId).toEqual({ Ref: authorizerId });
        } else {
          expect(r.Properties?.AuthorizationType).toBe('NONE');
          expect(r.Properties?.AuthorizerId).toBeUndefined();
        }
      },
    );

    it('creates one Lambda per resource, each with its own entry', () => {
      expect(Object.keys(t.stack.api.functions).sort()).toEqual(Object.keys(table.resources).sort());
      const ids = new Set(Object.values(t.stack.api.functions).map((fn) => fnId(t, fn)));
      expect(ids.size).toBe(Object.keys(table.resources).length);
    });
  });
}

describeRoutes('the real route table', realRouteTable);
describeRoutes('a table with every access combination and a webhook', combinationsRouteTable);

describe('HTTP API settings', () => {
  const t = synthTestStack();

  it('checks Cognito tokens: issuer is the user pool, audience the web client', () => {
    const authorizer = singleOfType(t.template, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.AuthorizerType).toBe('JWT');
    expect(authorizer.IdentitySource).toEqual(['$request.header.Authorization']);
    const jwt = authorizer.JwtConfiguration as { Audience: unknown; Issuer: unknown };
    const poolId = t.stack.getLogicalId(t.stack.auth.userPool.node.defaultChild as never);
    const clientId = t.stack.getLogicalId(t.stack.auth.client.node.defaultChild as never);
    expect(jwt.Audience).toEqual([{ Ref: clientId }]);
    expect(JSON.stringify(jwt.Issuer)).toContain('https://cognito-idp.');
    expect([...referencedIds(jwt.Issuer)]).toEqual([poolId]);
  });

  it('throttles every route through the default stage and logs access', () => {
    const stage = singleOfType(t.template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.StageName).toBe('$default');
    expect(stage.DefaultRouteSettings).toEqual({ ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 });
    expect(stage.AccessLogSettings).toMatchObject({ Format: expect.stringContaining('$context.routeKey') });
  });

  it('takes the throttle from context', () => {
    const custom = synthTestStack({ context: { apiThrottleRate: '20', apiThrottleBurst: 40 } });
    custom.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingBurstLimit: 40, ThrottlingRateLimit: 20 },
    });
  });

  it('builds every function for Node 22 on arm64 (an image function on x86_64, its binary’s) with tracing, a log group with retention, and no start-up source maps', () => {
    const triggers = [t.stack.auth.preSignUp, t.stack.auth.postConfirmation];
    const imageFunctions = Object.entries(realRouteTable.resources)
      .filter(([, definition]) => definition.image)
      .map(([name]) => t.stack.api.functions[name]);
    expect(imageFunctions).toHaveLength(1);
    for (const fn of [...Object.values(t.stack.api.functions), t.stack.chat.fn, ...triggers]) {
      const props = resource(t.template, fnId(t, fn)).Properties!;
      expect(props.Runtime).toBe('nodejs22.x');
      expect(props.Architectures).toEqual([imageFunctions.includes(fn) ? 'x86_64' : 'arm64']);
      expect(props.Handler).toBe('index.handler');
      expect(props.TracingConfig).toEqual({ Mode: 'Active' });
      // Maps are read when an error is logged, not parsed by Node at every cold start.
      expect(
        (props.Environment as { Variables: Record<string, unknown> }).Variables.NODE_OPTIONS,
      ).toBeUndefined();
      const [logGroupId] = [...referencedIds(props.LoggingConfig)];
      expect(resource(t.template, logGroupId!).Properties?.RetentionInDays).toBe(30);
    }
  });

  it('tells each function its table, and its bucket only when it has bucket access', () => {
    for (const [name, definition] of Object.entries(realRouteTable.resources)) {
      const variables = (
        resource(t.template, fnId(t, t.stack.api.functions[name]!)).Properties!.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      expect(variables.TABLE_NAME).toEqual({
        Ref: t.stack.getLogicalId(t.stack.data.table.node.defaultChild as never),
      });
      expect('BUCKET_NAME' in variables).toBe(definition.objects !== undefined);
    }
  });

  it('refuses a route that names a resource missing from the resources table', () => {
    const broken: RouteTable = {
      ...realRouteTable,
      routes: [
        ...realRouteTable.routes,
        { method: 'GET', path: '/api/ghost', resource: 'ghost' as never, auth: 'jwt' },
      ],
    };
    expect(() => synthTestStack({ routeTable: broken })).toThrow(/GET \/api\/ghost → 'ghost'/);
  });
});

describe('workers of the real route table', () => {
  const t = synthTestStack({ routeTable: realRouteTable });

  it('the export worker has its own limits, no route, no retries, and the exports function knows its name', () => {
    const worker = t.stack.api.workers['export-worker']!;
    const workerId = fnId(t, worker);
    const properties = resource(t.template, workerId).Properties!;
    expect([properties.Timeout, properties.MemorySize]).toEqual([900, 1024]);
    const [, config] = resourcesOfType(t.template, 'AWS::Lambda::EventInvokeConfig').find(([, r]) =>
      referencedIds(r.Properties?.FunctionName).has(workerId),
    )!;
    expect(config.Properties?.MaximumRetryAttempts).toBe(0);
    const exportsFn = resource(t.template, fnId(t, t.stack.api.functions.exports!)).Properties!;
    const variables = (exportsFn.Environment as { Variables: Record<string, unknown> }).Variables;
    expect([...referencedIds(variables.EXPORT_WORKER_FUNCTION_NAME)]).toEqual([workerId]);
    const integrations = resourcesOfType(t.template, 'AWS::ApiGatewayV2::Integration');
    expect(integrations.some(([, r]) => referencedIds(r.Properties?.IntegrationUri).has(workerId))).toBe(
      false,
    );
  });

  it('the export worker runs at most 2 at once, on concurrency of its own, so exports never starve the API (issue 37)', () => {
    const workerId = fnId(t, t.stack.api.workers['export-worker']!);

    expect(resource(t.template, workerId).Properties!.ReservedConcurrentExecutions).toBe(2);
    // The API's functions draw on the account's unreserved pool, which the worker cannot take from.
    for (const fn of Object.values(t.stack.api.functions)) {
      expect(resource(t.template, fnId(t, fn)).Properties!.ReservedConcurrentExecutions).toBeUndefined();
    }
  });
});

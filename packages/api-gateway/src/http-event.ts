import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/** What the JWT authorizer vouched for: claims as strings, as API Gateway passes them on. */
export interface JwtAuthorization {
  claims: Record<string, string>;
  scopes: string[] | null;
}

/** One request as it reached the gateway, routed and authorized. */
export interface HttpEventInput {
  method: string;
  /** The path with its query string, as requested: '/api/expenses?page=2'. */
  url: string;
  /** Header names and values in arrival order; a name may repeat. */
  headers: readonly (readonly [string, string])[];
  body: Buffer;
  routeKey: string;
  pathParameters?: Record<string, string> | undefined;
  authorization?: JwtAuthorization | undefined;
  sourceIp: string;
  /** 'HTTP/1.1' unless told. */
  protocol?: string;
  /** The port the client connected to (x-forwarded-port). */
  port?: number | undefined;
  now?: Date;
}

const TEXT_CONTENT_TYPE =
  /^text\/|[/+](json|xml|javascript)\b|^application\/x-www-form-urlencoded\b|^application\/graphql\b/i;

/**
 * An API Gateway HTTP API payload-format-2.0 event (also what a Lambda function URL sends), built the
 * way API Gateway builds it: lower-case header names with repeated values joined by commas, the Cookie
 * header moved to `cookies`, repeated query parameters joined by commas, absent maps left out, text
 * bodies as strings and anything else base64-encoded.
 */
export function buildHttpEvent(input: HttpEventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { body } = input;
  const now = input.now ?? new Date();
  const url = new URL(input.url, 'http://gateway');
  const rawQueryString = url.search.slice(1);

  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [rawName, value] of input.headers) {
    const name = rawName.toLowerCase();
    if (name === 'cookie') {
      cookies = [
        ...(cookies ?? []),
        ...value
          .split(';')
          .map((part) => part.trim())
          .filter(Boolean),
      ];
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  headers['x-forwarded-for'] ??= input.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(input.port ?? '');

  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }

  const isText = TEXT_CONTENT_TYPE.test(headers['content-type'] ?? '');
  const hasBody = body.length > 0;

  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: url.pathname,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(input.pathParameters ? { pathParameters: input.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      ...(input.authorization ? { authorizer: { jwt: input.authorization } } : {}),
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: input.method,
        path: url.pathname,
        protocol: input.protocol ?? 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's `requestContext.time`: '12/Mar/2020:19:03:58 +0000'. */
function formatRequestTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

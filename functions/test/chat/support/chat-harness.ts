import { buildHttpEvent, createLambdaContext } from '@reno/api-gateway';
import type { DataContext } from '@reno/data';
import type { ChatDependencies } from '../../../src/lib/chat/chat-dependencies';
import { createChatHandler, type ChatUrlEvent } from '../../../src/lib/chat/chat-handler';
import { dataChatStore } from '../../../src/lib/chat/data-chat-store';
import { dailyTokenBudgetFromEnv } from '../../../src/lib/chat/limits';
import type { ChatProvider } from '../../../src/lib/chat/providers/chat-provider';
import { tokenVerifierFromEnv } from '../../../src/lib/chat/token-verifier';
import { installAwsLambdaShim, ResponseCapture } from './response-capture';
import type { TestIssuer } from './test-issuer';

installAwsLambdaShim();

/** A function URL event (payload 2.0) for the chat, built as the local stack's stream adapter builds it. */
export function chatEvent(input: {
  method: string;
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  path?: string;
  headers?: Record<string, string>;
}): ChatUrlEvent {
  const headers: Record<string, string> = { host: 'chat.lambda-url.test', ...input.headers };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const body = input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  return buildHttpEvent({
    method: input.method,
    url: input.path ?? '/api/ai-chat',
    headers: Object.entries(headers),
    body: Buffer.from(body ?? '', 'utf8'),
    routeKey: '$default',
    sourceIp: '127.0.0.1',
  });
}

export function chatHarness(options: {
  issuer: TestIssuer;
  ctx: DataContext;
  provider: ChatProvider;
  now: () => Date;
  quota?: { free: number; pro: number; global: number };
  /** Model tokens per day; the defaults when not given. */
  tokens?: { free: number; pro: number; global: number };
}) {
  const deps: ChatDependencies = {
    verifier: tokenVerifierFromEnv(options.issuer.env()),
    provider: options.provider,
    quota: options.quota ?? { free: 20, pro: 200, global: 5000 },
    tokens: options.tokens ?? dailyTokenBudgetFromEnv({}),
    now: options.now,
    ...dataChatStore(options.ctx),
  };
  const handler = createChatHandler(() => deps);
  return async (event: ChatUrlEvent): Promise<ResponseCapture> => {
    const response = new ResponseCapture();
    await handler(event, response, createLambdaContext('reno-ai-chat', 60_000));
    return response;
  };
}

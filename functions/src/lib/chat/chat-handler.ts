import type { Writable } from 'node:stream';
import type { Context, LambdaFunctionURLEvent } from 'aws-lambda';
import { todayLocalDateString } from '@reno/domain';
import { errorToResponse } from '../http/error-response';
import { HttpError, NotFoundError } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { parseRequest } from '../http/validation';
import { logger } from '../logger';
import type { ChatDependencies } from './chat-dependencies';
import { ChatResponse } from './chat-response';
import { modelHistory } from './history';
import { MAX_HISTORY_MESSAGES, MAX_LISTED_MESSAGES } from './limits';
import { ASSISTANT_UNAVAILABLE, ChatProviderError } from './providers/chat-provider-error';
import type { SseWriter } from './sse';
import { bearerToken } from './token-verifier';
import { ToolSession } from './tool-session';

/** The fields of a function URL event (payload 2.0) the chat reads. */
export type ChatUrlEvent = Pick<
  LambdaFunctionURLEvent,
  'rawPath' | 'headers' | 'body' | 'isBase64Encoded'
> & {
  requestContext: { http: { method: string } };
};

const CHAT_PATH = '/api/ai-chat';

/** Stop the model this long before Lambda's own timeout, so the stream ends with an error event, not a cut. */
const TIMEOUT_MARGIN_MS = 3000;

class MethodNotAllowedError extends HttpError {
  constructor() {
    super(405, 'Method not allowed', { headers: { allow: 'GET, POST' } });
  }
}

const GLOBAL_QUOTA_MESSAGE =
  'The assistant has answered as many messages as it can today. Please try again tomorrow.';

function quotaMessage(limit: number, pro: boolean): string {
  return pro
    ? `You've used all ${limit} assistant messages for today. Please try again tomorrow.`
    : `You've reached the limit of ${limit} assistant messages per day on the free plan. Upgrade to Pro for more, or try again tomorrow.`;
}

/**
 * GET /api/ai-chat → the caller's history; POST /api/ai-chat {content, projectId?} → the reply as SSE
 * (docs/product.md#api-chat). Everything that can be refused is checked before the first byte, and
 * answered as a JSON error (docs/product.md#api-errors); once streaming, a failure ends the stream with an
 * error event and [DONE]. The user's message is stored before the model runs and kept whatever happens;
 * the assistant's only when complete, with what its lookups looked at (`lookedAt`, an extension of the
 * complete event's message).
 */
export function createChatHandler(dependencies: () => ChatDependencies) {
  return async (event: ChatUrlEvent, responseStream: Writable, context?: Partial<Context>): Promise<void> => {
    const response = new ChatResponse(responseStream);
    if (context?.awsRequestId) logger.addContext(context as Context);
    try {
      if (event.rawPath.replace(/\/+$/, '') !== CHAT_PATH) throw new NotFoundError('Route not found');
      const method = event.requestContext.http.method.toUpperCase();
      if (method !== 'GET' && method !== 'POST') throw new MethodNotAllowedError();

      const deps = dependencies();
      const { sub } = await deps.verifier.verify(bearerToken(event.headers));

      if (method === 'GET') {
        response.json(200, await deps.messages.listRecent(sub, MAX_LISTED_MESSAGES));
      } else {
        await answer(deps, sub, event, response, context);
      }
    } catch (error) {
      report(error, response);
    } finally {
      await response.end();
    }
  };
}

async function answer(
  deps: ChatDependencies,
  sub: string,
  event: ChatUrlEvent,
  response: ChatResponse,
  context: Partial<Context> | undefined,
): Promise<void> {
  const input = await parseRequest('aiMessageInputSchema', readJsonBody(event));
  const now = deps.now();

  const pro = await deps.users.isPro(sub, now);
  const limit = pro ? deps.quota.pro : deps.quota.free;
  const usage = await deps.usage.tryConsume(sub, limit, deps.quota.global);
  const retryAfter = { 'retry-after': String(secondsUntilUtcMidnight(now)) };
  if (usage === 'user') {
    throw new HttpError(429, quotaMessage(limit, pro), { upgradeRequired: !pro, headers: retryAfter });
  }
  if (usage === 'global') {
    // The app-wide ceiling on model spend: nobody's fault, so 503, and the user's message is not counted.
    throw new HttpError(503, GLOBAL_QUOTA_MESSAGE, { headers: retryAfter });
  }

  const question = await deps.messages.append(sub, { role: 'user', content: input.content });
  const events = response.sse();
  events.send({ type: 'start' });

  const today = todayLocalDateString(now);
  const [stored, projectContext] = await Promise.all([
    deps.messages.listRecent(sub, MAX_HISTORY_MESSAGES),
    deps.users.projectContext(sub, input.projectId ?? null, today),
  ]);
  const earlier = stored.filter((message) => message.id !== question.id).slice(-(MAX_HISTORY_MESSAGES - 1));
  const tools = new ToolSession(deps.tools, sub);
  const turn = {
    messages: modelHistory([...earlier, question]),
    question: question.content,
    context: projectContext,
    today,
    tools,
  };

  const abort = deadline(context);
  let fullContent = '';
  try {
    for await (const delta of deps.provider.stream(turn, abort.signal)) {
      fullContent += delta;
      events.send({ type: 'content', content: delta, fullContent });
    }
  } finally {
    abort.clear();
  }
  if (fullContent.trim() === '') throw new ChatProviderError(ASSISTANT_UNAVAILABLE);

  const message = await deps.messages.append(sub, {
    role: 'assistant',
    content: fullContent,
    lookedAt: tools.lookedAt,
  });
  events.send({ type: 'complete', message });
  events.done();
}

function report(error: unknown, response: ChatResponse): void {
  if (response.streaming) {
    const events: SseWriter = response.sse();
    if (error instanceof ChatProviderError) logger.warn('Chat model failed', { error, cause: error.cause });
    else logger.error('Chat stream failed', error instanceof Error ? { error } : { error: String(error) });
    events.send({
      type: 'error',
      error: error instanceof ChatProviderError ? error.userMessage : ASSISTANT_UNAVAILABLE,
    });
    events.done();
    return;
  }
  if (response.started) return;
  const result = errorToResponse(error);
  response.json(result.statusCode ?? 500, JSON.parse(result.body ?? '{}'), stringHeaders(result.headers));
}

function stringHeaders(
  headers: Record<string, string | number | boolean> | undefined,
): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name, String(value)]));
}

function secondsUntilUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

function deadline(context: Partial<Context> | undefined) {
  const controller = new AbortController();
  const remaining = context?.getRemainingTimeInMillis?.();
  const timer =
    remaining !== undefined && remaining > TIMEOUT_MARGIN_MS
      ? setTimeout(
          () => controller.abort(new ChatProviderError(ASSISTANT_UNAVAILABLE)),
          remaining - TIMEOUT_MARGIN_MS,
        )
      : undefined;
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

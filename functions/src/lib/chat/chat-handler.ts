import type { Writable } from 'node:stream';
import type { Context, LambdaFunctionURLEvent } from 'aws-lambda';
import { todayLocalDateString } from '@reno/domain';
import { errorToResponse } from '../http/error-response';
import { HttpError, NotFoundError } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { parseRequest } from '../http/validation';
import { logger } from '../logger';
import { activeHousehold } from '../households/active-household';
import { admit } from './admission';
import type { ChatDependencies } from './chat-dependencies';
import { ChatResponse } from './chat-response';
import { modelHistory } from './history';
import { MAX_HISTORY_MESSAGES, MAX_LISTED_MESSAGES, MESSAGE_TOKEN_ALLOWANCE } from './limits';
import { ASSISTANT_UNAVAILABLE, ChatProviderError } from './providers/chat-provider-error';
import type { SseWriter } from './sse';
import { TokenAllowance } from './token-allowance';
import { bearerToken, type VerifiedCaller } from './token-verifier';
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
      const caller = await deps.verifier.verify(bearerToken(event.headers));

      if (method === 'GET') {
        response.json(200, await deps.messages.listRecent(caller.sub, MAX_LISTED_MESSAGES));
      } else {
        await answer(deps, caller, event, response, context);
      }
    } catch (error) {
      report(error, response);
    } finally {
      await response.end();
    }
  };
}

/**
 * A POST: in the active household (`X-Household-Id`, as every API route; any role may ask), admitted (a
 * verified address on Free, the household's quotas; admission.ts), answered within the message's token
 * allowance, and its reservation then settled to the tokens the model used, whatever happened.
 */
async function answer(
  deps: ChatDependencies,
  caller: VerifiedCaller,
  event: ChatUrlEvent,
  response: ChatResponse,
  context: Partial<Context> | undefined,
): Promise<void> {
  const input = await parseRequest('aiMessageInputSchema', readJsonBody(event));
  const { householdId } = await activeHousehold(caller.sub, event.headers, deps.users.memberRole);
  const now = deps.now();
  const reservation = await admit(deps, caller, householdId, now);
  const allowance = new TokenAllowance(MESSAGE_TOKEN_ALLOWANCE);
  try {
    await reply(deps, input, { sub: caller.sub, householdId, now, allowance, response, context });
  } finally {
    // What the model reported replaces the reservation; if that fails, the reservation stays counted.
    await deps.usage
      .settle(householdId, reservation, allowance.spent)
      .catch((error: unknown) => logger.error('Chat usage was not settled', { error }));
  }
}

/**
 * One admitted message: whose (the history is the caller's own), about which household's records, when,
 * what it may spend, and where its answer goes.
 */
interface AdmittedMessage {
  sub: string;
  householdId: string;
  now: Date;
  allowance: TokenAllowance;
  response: ChatResponse;
  context: Partial<Context> | undefined;
}

/** Stores the question, streams the answer and stores it once complete. */
async function reply(
  deps: ChatDependencies,
  input: { content: string; projectId?: number | null | undefined },
  { sub, householdId, now, allowance, response, context }: AdmittedMessage,
): Promise<void> {
  const question = await deps.messages.append(sub, { role: 'user', content: input.content });
  const events = response.sse();
  events.send({ type: 'start' });

  const today = todayLocalDateString(now);
  const [stored, projectContext] = await Promise.all([
    deps.messages.listRecent(sub, MAX_HISTORY_MESSAGES),
    deps.users.projectContext(householdId, input.projectId ?? null, today),
  ]);
  const earlier = stored.filter((message) => message.id !== question.id).slice(-(MAX_HISTORY_MESSAGES - 1));
  const tools = new ToolSession(deps.tools, householdId);
  const turn = {
    messages: modelHistory([...earlier, question]),
    question: question.content,
    context: projectContext,
    today,
    tools,
    allowance,
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

import { afterAll, beforeAll } from 'vitest';
import type { ChatUrlEvent } from '../../../src/lib/chat/chat-handler';
import { chatHarness } from './chat-harness';
import { testTable } from './dynamodb';
import { NOW } from './kitchen-remodel';
import { startTestIssuer, type TestIssuer } from './test-issuer';

type SuiteOptions = Pick<Parameters<typeof chatHarness>[0], 'provider' | 'quota' | 'tokens'>;

/**
 * A chat test file's setup: DynamoDB Local with the clock at NOW, a token issuer started before the file's
 * tests and closed after them, and the chat handler over both. `send` posts an event to the handler;
 * `issuer()` signs tokens (in a test or a hook: it starts with the file's tests).
 */
export function useChatSuite(options: SuiteOptions) {
  const ctx = testTable().context(() => NOW);
  let issuer: TestIssuer | undefined;
  let send: ReturnType<typeof chatHarness> | undefined;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    send = chatHarness({ ...options, issuer, ctx, now: () => NOW });
  }, 60_000);
  afterAll(() => issuer?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useChatSuite: used before its beforeAll ran');
    return value;
  };
  return {
    ctx,
    send: (event: ChatUrlEvent) => started(send)(event),
    issuer: () => started(issuer),
  };
}
